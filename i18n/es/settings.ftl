# Configuración: el tamaño del tablero y quién aprende en esta computadora; en la
# pantalla de inicio, la línea sobre quién está aprendiendo.
# $name es el nombre de quien aprende, tal como lo escribió. $max es un número de letras.

settings-size = Tamaño del tablero
settings-size-normal = Normal
settings-size-large = Grande
settings-size-projector = Proyector
settings-size-hint = Grande y Proyector agrandan el tablero y los textos principales para que se vean bien en la pantalla del salón de clases.

# Quien todavía no escribió su nombre.
learner-guest = Visitante
learner-name-empty = Primero escribe un nombre.
learner-name-too-long = Ese nombre es demasiado largo. Usa { $max ->
        [one] 1 letra
       *[other] { $max } letras
    } como máximo.
learner-name-taken = Ya hay alguien que se llama { $name }. Agrega algo para distinguirlos, como la inicial del apellido.
learner-name-guest = «{ $name }» es el nombre de quien todavía no escribió su nombre. Escribe tu propio nombre.

learners-title = ¿Quién está jugando?
learners-playing-as = Está jugando { $name }
learners-choose-hint = Elige tu nombre para jugar. Cada quien tiene su propio avance en las lecciones y los acertijos.
learners-guest-keeps = Un nombre nuevo empieza sin lecciones ni acertijos hechos. Para guardar lo que se hizo como Visitante, mejor cambia el nombre de Visitante.
learners-add-title = Agregar a alguien
learners-new-placeholder = Escribe un nombre
learners-add = Agregar
learners-rename = Cambiar nombre
learners-rename-save = Guardar
learners-cancel = Cancelar
learners-remove = Quitar
learners-remove-ask = ¿Quitar a { $name }? Todo lo que { $name } hizo en las lecciones y los acertijos se borrará.
learners-remove-yes = Sí, quitar
learners-remove-no = No, mejor no
learners-teacher-only = Solo el docente puede cambiar el nombre de alguien de la clase o quitarlo de la lista, desde la vista docente y con la contraseña de la clase.
learners-keys-typing = Teclas: Enter: guardar el nombre · Esc: cancelar

home-learner = Está jugando { $name }
home-learner-who = ¿Quién está jugando?
# $lessons y $puzzles cuentan lo terminado; los totales cuentan todo.
home-learner-progress = Lecciones terminadas: { $lessons } de { $lessonsTotal } · Acertijos resueltos: { $puzzles } de { $puzzlesTotal }
home-learner-change = Cambiar quién juega
home-learner-add = Escribe tu nombre
home-name-title = ¿Cómo te llamas?
home-name-keeps = Todo lo que hiciste hasta ahora sigue siendo tuyo.
