## El primer día del docente: agregar a los estudiantes donde empieza una
## clase vacía, los idiomas de varios a la vez, el tablero desde la vista
## del docente.
home-add-children = Agregar estudiantes
teacher-add = Agregar estudiantes
teacher-add-title = Agregue a los estudiantes de su clase
teacher-add-hint = Un nombre por línea, escrito o pegado de una lista. Para quien aprende en otro idioma: una coma y su código después del nombre (it, es, ja o en), por ejemplo Aiko, ja.
teacher-add-placeholder = Un nombre por línea
teacher-add-save = Agregarlos
teacher-keys-add = Teclas: Enter: el nombre siguiente · Esc: cerrar
teacher-keys-langs = Teclas: Esc: cerrar
teacher-langs = Idiomas
teacher-langs-title = Idiomas de varios estudiantes: elíjalos y luego sus idiomas
teacher-langs-all = Todos
teacher-langs-first = Idioma:
teacher-langs-second = Segundo idioma:
teacher-langs-class = El de la clase ({ $lang })
teacher-langs-class-short = el de la clase
teacher-langs-apply = { $children ->
        [0] Primero elija a los estudiantes
        [one] Dar estos idiomas a 1 estudiante
       *[other] Dar estos idiomas a { $children } estudiantes
    }
teacher-langs-done = { $children ->
        [one] Idiomas asignados a 1 estudiante.
       *[other] Idiomas asignados a { $children } estudiantes.
    }
teacher-export-choose = Elegir dónde…
teacher-export-unchosen = No se eligió ningún lugar: Guardar pone el archivo en la ruta escrita en el campo.
teacher-import-unchosen = No se eligió ningún archivo (quizá este equipo no tiene selector de archivos): escriba la ruta de la lista en el campo y luego pulse «Leer la lista».
teacher-langs-own = Cada uno conserva el suyo
