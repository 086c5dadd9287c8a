# La clase: guardar, listas de la clase, las tarjetas de los niños, el PIN docente.
# Los textos para docentes hablan de usted o en forma impersonal; los de las tarjetas, de tú.

## Por qué algo no se pudo guardar o leer ($code: el número de error del sistema).
storage-denied = Wahree no tiene permiso para escribir en su carpeta (¿es de solo lectura, o una memoria USB bloqueada?).
storage-full = El disco o el espacio del navegador está lleno.
storage-busy = La carpeta está ocupada o lenta; Wahree lo volverá a intentar con el próximo cambio.
storage-not-text = El archivo no es un archivo de texto.
storage-other = Algo salió mal con el archivo (error { $code }).
storage-not-folder = Una carpeta que Wahree necesita es aquí un archivo (o un archivo es una carpeta). Revise la carpeta de la clase: «learners» tiene que ser una carpeta.
storage-link = El archivo es un enlace a un archivo que está en otro lugar. Wahree solo usa los archivos que están de verdad en la carpeta de la clase: ponga el archivo mismo en lugar del enlace.
storage-not-file = Esto no es un archivo que se pueda leer (puede ser una tubería o un dispositivo). Sáquelo de la carpeta de la clase.
storage-too-big = El archivo es mucho más grande de lo que puede ser un archivo de la clase, así que Wahree no lo leyó. Revise que sea el archivo correcto.
storage-left-alone = este comando solo lee la clase, así que el archivo se dejó como estaba; la aplicación lo guardará aparte la próxima vez que abra la clase.

## Lo que encontró Wahree al cargar la clase ($file: el archivo, $kept: dónde se guardó).
class-file-corrupt = No se pudo leer { $file }; se guardó aparte como { $kept } y el resto de la clase se cargó normalmente.
class-file-newer = { $file } se guardó con una versión más nueva de Wahree, así que se dejó como estaba.
class-file-unreadable = No se pudo leer { $file }: { $why }

## Las líneas con problemas de una lista de la clase.
import-empty = no hay ningún nombre en esta línea
import-duplicate = este nombre ya está en la línea { $first }
import-too-long = el nombre tiene más de { $max ->
        [one] 1 letra
       *[other] { $max } letras
    }
import-guest-word = «Visitante» es el nombre de quien todavía no tiene nombre; escriba un nombre real
import-unknown-language = «{ $code }» no es un idioma de Wahree (debe ser it, es, ja o en); si es parte del nombre, escriba el nombre completo entre comillas
import-not-utf8 = esta línea no es texto UTF-8 (guarde el archivo como «CSV UTF-8»)
# $count: las columnas de la línea.
import-too-many-columns = esta línea tiene { $count ->
        [one] 1 columna
       *[other] { $count } columnas
    }, pero una lista de la clase tiene un nombre y, si quiere, un idioma; escriba entre comillas un nombre que lleve coma
import-unclosed-quote = aquí se abren unas comillas «"» que no se cierran en esta línea
# $found: el separador de esta línea, $file: el de las demás líneas («tab» para un tabulador).
import-other-separator = esta línea separa las columnas con { $found ->
        [tab] un tabulador
       *[other] «{ $found }»
    }, pero las demás líneas, con { $file ->
        [tab] un tabulador
       *[other] «{ $file }»
    }: use el mismo en todas las líneas
import-invisible = el nombre tiene un carácter que no se ve, o que cambia la dirección del texto; escriba el nombre otra vez a mano

## Un nombre con esos caracteres, escrito en una tarjeta.
learner-name-invisible = Ese nombre tiene un carácter escondido. Escríbelo otra vez, letra por letra.

## Las columnas del progreso de la clase en una hoja de cálculo.
export-name = Nombre
export-language = Idioma
export-second-language = Segundo idioma
export-lessons-done = Lecciones terminadas
export-lessons-total = Lecciones del curso
export-steps-done = Pasos de lección terminados
export-steps-total = Pasos de las lecciones del curso
export-stars = Estrellas
export-stars-total = Estrellas posibles en el curso
export-puzzles-solved = Acertijos resueltos
export-puzzles-tried = Acertijos intentados
export-solved = acertijos resueltos
export-tried = acertijos intentados
export-puzzle-rating = Puntuación en acertijos
export-best-streak = Mejor racha
export-games-computer = Partidas contra la computadora
export-games-won = Partidas ganadas
export-games-friend = Partidas entre dos
export-last-active = Última actividad

## Los dibujos de las tarjetas de los niños.
symbol-star = estrella
symbol-heart = corazón
symbol-moon = luna
symbol-sun = sol
symbol-flower = flor
symbol-leaf = hoja
symbol-triangle = triángulo
symbol-square = cuadrado
symbol-apple = manzana
symbol-cherry = cerezas
symbol-banana = banana
symbol-fish = pez
symbol-turtle = tortuga
symbol-butterfly = mariposa
symbol-cat = gato
symbol-bird = pajarito
colour-red = rojo
colour-orange = anaranjado
colour-yellow = amarillo
colour-green = verde
colour-teal = turquesa
colour-blue = azul
colour-purple = morado
colour-pink = rosado

## El PIN docente.
pin-shape = El PIN debe tener de 4 a 8 dígitos.
pin-mismatch = Los dos PIN no coinciden. Escríbalo otra vez.

## "¿Quién está jugando?": las tarjetas de los niños.
picker-add = Agregar mi nombre
picker-teacher = Docente
picker-keys = Teclas: flechas: elegir una tarjeta, Enter: tomarla · N: agregar mi nombre · T: docente
picker-keys-back = Teclas: flechas: elegir una tarjeta, Enter: tomarla · N: agregar mi nombre · T: docente · Esc: volver al inicio

## "Tu tarjeta": el dibujo, el color y los idiomas de quien aprende.
home-learner-card = Mi tarjeta
card-hint = Esta es tu tarjeta en «¿Quién está jugando?».
card-symbol = Tu dibujo
card-colour = Su color
card-language = Tu idioma
card-second = Un segundo idioma
card-second-hint = Aparece más pequeño debajo de los textos de las lecciones y los acertijos, para aprender un idioma con la ayuda de otro.
card-second-none = Ninguno
# Las lecturas (furigana) sobre los kanji de los textos en japonés, sí o no.
card-furigana = Lecturas sobre los kanji (furigana)
card-furigana-hint = En los textos en japonés, cada kanji que se aprende después de tercer grado lleva encima su lectura, en kana pequeños.
card-furigana-on = Mostrar
card-furigana-off = Ocultar
card-done = Listo
card-keys = Teclas: Enter o Esc: listo

## El PIN docente, pedido antes de la configuración y de la vista docente.
lock-title = PIN docente
lock-hint = La configuración y la vista docente son solo para docentes. Escriba el PIN para abrirlas.
lock-placeholder = PIN
lock-open = Abrir
lock-wrong = Ese PIN no es correcto. Inténtelo otra vez.
lock-forgotten = ¿Olvidó el PIN? En esta computadora, ejecute: wahree teacher reset-pin
lock-wait = Demasiados intentos fallidos: espere { $seconds } { $seconds ->
        [one] segundo
       *[other] segundos
    } y vuelva a intentarlo.
lock-keys = Teclas: Enter: abrir · Esc: cancelar
settings-pin = PIN docente
settings-pin-on = Un PIN protege la configuración, la opción de quitar nombres y la vista docente.
settings-pin-off = Sin PIN: cualquiera puede abrir la configuración y la vista docente.
settings-pin-set = Crear un PIN
settings-pin-change = Cambiar el PIN
settings-pin-remove = Quitar el PIN
settings-pin-first = PIN nuevo
settings-pin-again = Repetir el PIN
settings-pin-hint = De 4 a 8 dígitos. ¿Lo olvidó? Ejecute: wahree teacher reset-pin
settings-pin-keys = Teclas: Tab: siguiente campo · Enter: guardar el PIN · Esc: cancelar
settings-teacher-view = Abrir la vista docente

## La vista docente.
teacher-view-title = La clase
teacher-export = Guardar como hoja de cálculo (CSV)
teacher-import = Importar una lista de la clase
teacher-keys = Teclas: clic en un nombre: ver sus detalles · E: guardar como CSV · I: importar una lista de la clase · Esc: volver al inicio
teacher-keys-online = Teclas: clic en un nombre: ver sus detalles · L: iniciar un desafío · E: guardar como CSV · I: importar una lista de la clase · Esc: volver al inicio
teacher-keys-typing = Teclas: Enter: confirmar · Esc: cerrar
teacher-keys-import = Teclas: Enter: leer la lista y luego agregar los nombres · Esc: cerrar
teacher-path-placeholder = Un archivo en esta computadora, por ejemplo /home/maestra/Documentos/clase.csv
teacher-export-title = Guardar el progreso de la clase como hoja de cálculo
teacher-export-hint = Un archivo CSV en UTF-8: las hojas de cálculo lo abren sin alterar los nombres con acentos ni los nombres en japonés.
teacher-export-save = Guardar
teacher-export-done = Guardado en { $file }.
teacher-export-downloaded = Guardado como { $file } en las descargas del navegador.
teacher-export-refused = el navegador no permitió la descarga
teacher-export-name-placeholder = El nombre del archivo, por ejemplo clase.csv
teacher-export-failed = No se pudo guardar el archivo: { $why }
teacher-import-title = Importar una lista de la clase
teacher-import-hint = Un archivo de texto o CSV con un nombre por línea y, si se desea, un idioma después (it, es, ja o en). No se agrega a nadie hasta que usted lo confirme.
teacher-import-read = Leer la lista
teacher-import-pick = Elegir el archivo de la lista
teacher-import-ready = { $add ->
        [one] 1 nombre nuevo
       *[other] { $add } nombres nuevos
    } para agregar{ $already ->
        [0] .
        [one] ; 1 ya está en la clase.
       *[other] ; { $already } ya están en la clase.
    }
teacher-import-confirm = Agregar { $add ->
        [one] 1 nombre
       *[other] { $add } nombres
    }
teacher-import-bad = { $lines ->
        [one] Hay que corregir 1 línea
       *[other] Hay que corregir { $lines } líneas
    } antes de agregar los nombres:
teacher-import-line = Línea { $line }: { $why }
teacher-import-added = { $added ->
        [one] Se agregó 1 nombre
       *[other] Se agregaron { $added } nombres
    } a la clase.
teacher-col-learner = Nombre
teacher-col-lessons = Lecciones
teacher-col-stars = Estrellas
teacher-col-puzzles = Acertijos resueltos/intentados
teacher-col-games = Partidas ganadas/jugadas, por nivel
teacher-col-active = Última actividad
teacher-rating-cell = puntuación { $rating }
teacher-steps-cell = { $steps }/{ $total ->
        [one] 1 paso
       *[other] { $total } pasos
    }
teacher-games-cell = N{ $level }: { $won }/{ $played }
teacher-empty = Todavía no hay nombres: importe una lista de la clase o deje que cada estudiante agregue su nombre en «¿Quién está jugando?».
teacher-missed = Acertijos más fallados
teacher-missed-none = Todavía nadie falló ningún acertijo.
teacher-missed-line = { $theme } { $number }: { $misses ->
        [one] una vez
       *[other] { $misses } veces
    }, { $learners ->
        [one] 1 estudiante
       *[other] { $learners } estudiantes
    }
teacher-back-to-class = Volver a la clase
teacher-lessons = Lecciones
teacher-puzzles = Acertijos por tema
teacher-games = Partidas
teacher-lesson-line = { $number }. { $title }: { $done }/{ $steps ->
        [one] 1 paso
       *[other] { $steps } pasos
    }, { $state } { $stars }
teacher-theme-line = { $theme }: { $solved ->
        [one] 1 resuelto
       *[other] { $solved } resueltos
    }, { $tried ->
        [one] 1 intentado
       *[other] { $tried } intentados
    }, de { $of }
teacher-games-friend = Entre dos: { $played ->
        [one] 1 partida
       *[other] { $played } partidas
    }
teacher-games-level = Nivel { $level }: { $won ->
        [one] 1 partida ganada
       *[other] { $won } partidas ganadas
    } de { $played }
teacher-adaptive = La computadora que se adapta: nivel { $level } · { $name }
teacher-no-games = Todavía no ha jugado ninguna partida.
teacher-never = Todavía no
teacher-active-today = Hoy
teacher-active-days = { $days ->
        [one] Ayer
       *[other] Hace { $days } días
    }
