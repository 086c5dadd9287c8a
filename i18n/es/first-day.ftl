## El primer día del docente: agregar a los estudiantes donde empieza una
## clase vacía, los idiomas de varios a la vez, el tablero desde la vista
## del docente.
home-add-children = Agregar estudiantes
teacher-add = Agregar estudiantes
teacher-add-title = Agregue a los estudiantes de su clase
teacher-add-hint = Un nombre por línea, escrito o pegado desde una lista. Si un estudiante aprende en otro idioma, escriba después de su nombre una coma y el código del idioma (it, es, ja o en); por ejemplo: Aiko, ja.
teacher-add-placeholder = Un nombre por línea
teacher-add-save = Agregarlos
teacher-keys-add = Teclas: Enter: pasar al nombre siguiente · Esc: cerrar
teacher-keys-langs = Teclas: Esc: cerrar
teacher-langs = Idiomas
teacher-langs-title = Idiomas de varios estudiantes: elija a los estudiantes y luego sus idiomas
teacher-langs-all = Todos
teacher-langs-first = Idioma:
teacher-langs-second = Segundo idioma:
teacher-langs-class = El de la clase ({ $lang })
teacher-langs-class-short = el de la clase
teacher-langs-apply = { $children ->
        [0] Primero elija a los estudiantes
        [one] Asignar estos idiomas a 1 estudiante
       *[other] Asignar estos idiomas a { $children } estudiantes
    }
teacher-langs-done = { $children ->
        [one] Idiomas asignados a 1 estudiante.
       *[other] Idiomas asignados a { $children } estudiantes.
    }
teacher-export-choose = Elegir dónde guardar…
teacher-export-unchosen = No se eligió ningún lugar: al pulsar «Guardar», el archivo se guarda en la ruta escrita en el campo.
teacher-import-unchosen = No se eligió ningún archivo (quizá esta computadora no tiene selector de archivos): escriba la ruta de la lista en el campo y luego pulse «Leer la lista».
teacher-langs-own = Cada uno conserva el suyo
