# Problemas en los archivos de lecciones, acertijos y traducciones de un
# docente: aparecen en la lista de lecciones y `wahree check` los escribe (en
# inglés), cada uno tras el archivo, la línea y la columna donde está. Las casas
# se numeran como en los archivos, del 0 al 11. $reason es el motivo por el que
# el motor rechaza una jugada.

lessons-problems-title = { $count ->
        [one] 1 problema en sus archivos de lecciones
       *[other] { $count } problemas en sus archivos de lecciones
    }
lessons-problems-hint = Lo que tiene un error queda fuera; todo lo demás funciona. Corrija los archivos y luego haga clic en «Recargar lecciones». El comando `wahree check` muestra los mismos problemas.
lessons-problems-hint-web = Lo que tiene un error queda fuera; todo lo demás funciona. Corrija los archivos, luego haga clic en «Abrir una carpeta de lecciones» y elija otra vez la carpeta.
lessons-reload = Recargar lecciones
lessons-open-folder = Abrir una carpeta de lecciones
lessons-forget-folder = Quitar las lecciones agregadas

# Lectura de archivos.
problem-file-gone = Este archivo o carpeta ya no está aquí. ¿Se movió o se borró?
problem-file-denied = No se puede abrir este archivo o carpeta: la computadora no da permiso para leerlo.
problem-not-utf8 = Este archivo no es de texto sin formato. Vuelva a guardarlo como texto UTF-8.
problem-is-folder = Esto es una carpeta, pero aquí se espera un archivo. Póngale a la carpeta otro nombre, que no termine en «.ftl» ni en «.ron».
problem-not-folder = Esto es un archivo, pero aquí se espera una carpeta: indique la carpeta donde están sus lecciones.
problem-file-too-big = Este archivo es demasiado grande para leerlo. Un archivo de lecciones o de traducciones ocupa pocas páginas: revise que sea el archivo correcto.
problem-file-link = Esto es un enlace a un archivo que está en otro lugar. Wahree solo lee los archivos que están de verdad en la carpeta: copie aquí el archivo mismo, en lugar del enlace.
problem-not-a-file = Esto no es un archivo que se pueda leer (puede ser una tubería o un dispositivo), aunque tenga nombre de archivo. Sáquelo de la carpeta, o ponga en su lugar el archivo de verdad.
problem-file-busy = Ahora mismo no se puede leer este archivo: está en uso o el disco tardó demasiado en responder. Vuelva a intentarlo en un momento.
problem-file-network = Este archivo está en una unidad de red a la que ahora no se puede llegar. Revise la conexión a la red y vuelva a intentarlo.
problem-file-name = La computadora no puede abrir un archivo con este nombre: quizás es demasiado largo o tiene caracteres que no se permiten. Póngale un nombre más corto, solo con letras, números y «-».
# $code es el número de error del sistema, o "none".
problem-unreadable = { $code ->
        [none] La computadora no pudo leer este archivo o carpeta. Vuelva a intentarlo o cópielo a otro lugar.
       *[other] La computadora no pudo leer este archivo o carpeta (error del sistema { $code }). Vuelva a intentarlo o cópielo a otro lugar.
    }

# La sintaxis RON de los archivos de lecciones y de acertijos.
ron-eof = El archivo se acaba antes de tiempo: algo quedó a medias. Revise que cada (, [ y " tenga su cierre.
ron-expected-comma = Aquí falta una coma. Ponga una coma después de cada campo y de cada elemento de una lista.
ron-expected-colon = Aquí faltan los dos puntos: escriba el nombre del campo, luego «:» y después su valor.
ron-expected-opening = Aquí falta «{ $bracket }».
ron-expected-closing = Aquí hay algo sin cerrar: falta «{ $bracket }».
ron-unclosed-string = Este texto nunca se cierra: le falta la comilla " del final.
ron-expected = { $what ->
        [boolean] Aquí va true o false.
        [integer] Aquí va un número entero.
        [number] Aquí va un número.
        [string] Aquí va un texto entre comillas dobles, como "lesson-my-title".
        [identifier] Aquí va un nombre, como Try o South.
        [char] Aquí va un solo carácter entre comillas simples.
        [unit] Aquí va ().
        [position] Aquí va una posición, escrita como "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S" o como (houses: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], stores: (0, 0), to_move: South).
       *[other] Aquí va otra cosa.
    }
ron-number-too-big = Este número es demasiado grande (o demasiado pequeño) para ir aquí.
ron-bad-digit = «{ $digit }» no puede formar parte de un número.
ron-bad-number = Esto no está escrito como un número: quite el «_».
ron-unexpected-char = El carácter «{ $char }» no va aquí.
ron-trailing = Hay algo después del final. Un archivo de lección contiene una sola lección, y uno de acertijos, una sola lista de acertijos, sin nada más después.
ron-unclosed-comment = Hay un comentario que empieza con /* y nunca se cierra: agregue */ al final.
ron-bad-escape = Lo que sigue a esta barra invertida no existe. Escriba \" para poner una comilla y \\ para una barra invertida.
ron-unknown-field = Aquí no existe ningún campo llamado `{ $field }`. Los campos posibles son: { $expected }.
ron-unknown-field-in = `{ $outer }` no tiene ningún campo llamado `{ $field }`. Los campos posibles son: { $expected }.
ron-unknown-variant = `{ $found }` no es una de las opciones posibles aquí. Elija una de estas: { $expected }.
ron-unknown-variant-in = `{ $found }` no es un tipo de `{ $outer }`. Elija uno de estos: { $expected }.
ron-missing-field = Aquí falta el campo `{ $field }`.
ron-missing-field-in = `{ $outer }` necesita el campo `{ $field }`, pero no está.
ron-duplicate-field = El campo `{ $field }` está escrito dos veces.
ron-duplicate-field-in = `{ $outer }` tiene el campo `{ $field }` dos veces.
ron-wrong-name = Aquí va `{ $expected }`, no `{ $found }`.
ron-wrong-length = Aquí { $found ->
        [one] hay 1 valor
       *[other] hay { $found } valores
    }, pero { $expected ->
        [one] hace falta 1
       *[other] hacen falta { $expected }
    }.
ron-wrong-type = Este valor no encaja aquí: se esperaba { $expected ->
        [text] un texto entre comillas
        [whole-number] un número entero
        [number] un número
        [yes-no] true o false
        [list] una lista entre [ ]
        [group] un grupo entre ( )
       *[other] otra cosa
    }, pero hay { $found ->
        [text] un texto entre comillas
        [whole-number] un número entero
        [number] un número
        [yes-no] true o false
        [list] una lista entre [ ]
        [group] un grupo entre ( )
       *[other] otra cosa
    }.
ron-attribute = Las líneas que empiezan con #! no se usan en los archivos de lecciones: quite esta.
ron-bad-name = `{ $name }` no se puede usar como nombre aquí: escriba un nombre del formato de las lecciones (docs/lesson-format.md).
ron-struct-name = Escriba `{ $name }` antes del «(» aquí.
ron-too-deep = Aquí hay demasiados paréntesis uno dentro de otro: una lección nunca necesita tantos. Revise que cada «(» y «[» se cierre donde debe.
ron-other = Esta parte no está escrita como en un archivo de lecciones o de acertijos. Compárela con una lección que funcione (docs/lesson-format.md).

# Lo que dicen las lecciones y los acertijos.
problem-bad-id = El id `{ $id }` solo puede llevar letras minúsculas sin acentos ni ñ, cifras y «-».
problem-duplicate-id = El id `{ $id }` ya se usa en { $file }:{ $line }:{ $col }. Cada lección y cada acertijo necesita un id propio.
problem-duplicate-step-id = Otro paso de esta lección ya tiene el id `{ $id }`. Cada paso necesita un id propio: el progreso de quienes aprenden se guarda con él.
problem-step-no-id = Este paso no tiene `id`. Póngale uno (por ejemplo `id: "contar-semillas",`): el progreso de quienes aprenden se guarda con él, y así, si más adelante agrega o mueve un paso, todos conservan sus estrellas.
problem-shared-order = Las lecciones `{ $lesson }` y `{ $other }` tienen el mismo `order` ({ $order }), así que no se sabe cuál va primero en la lista.
problem-negative-house = En la casa { $house } { $side ->
        [south] de Sur
       *[north] de Norte
    } { $seeds ->
        [one] hay escrita 1 semilla
       *[other] hay escritas { $seeds } semillas
    }, pero una casa no puede tener menos de 0.
problem-negative-store = En el almacén { $side ->
        [south] de Sur
       *[north] de Norte
    } { $seeds ->
        [one] hay escrita 1 semilla
       *[other] hay escritas { $seeds } semillas
    }, pero un almacén no puede tener menos de 0.
problem-wrong-total = Las casas y los almacenes de esta posición suman { $total ->
        [one] 1 semilla
       *[other] { $total } semillas
    }, pero una partida siempre tiene exactamente 48. Revise cada número otra vez.
problem-house-count = `houses` tiene { $count ->
        [one] 1 número
       *[other] { $count } números
    }, pero el tablero tiene 12 casas.
problem-notation = Esta posición no está escrita de la forma habitual ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S"). En el carácter { $column } { $expected ->
        [comma] debería haber una coma entre dos casas.
        [slash] debería haber una «/» entre las seis casas de Sur y las de Norte.
        [house] debería estar el número de semillas de una casa.
        [space-stores] debería haber un espacio antes de los almacenes.
        [south-store] debería estar el número de semillas del almacén de Sur.
        [dash] debería haber un «-» entre los dos almacenes.
        [north-store] debería estar el número de semillas del almacén de Norte.
        [space-player] debería haber un espacio antes del jugador al que le toca.
        [player] debería haber S o N: el jugador al que le toca.
        [end] debería terminar la posición.
       *[other] hay algo que está mal.
    }
problem-no-such-house = No existe la casa { $house }: en los archivos, las casas van del 0 al 11.
problem-goal-game-over = El jugador al que le toca no tiene ninguna jugada, así que no hay nada que encontrar.
problem-goal-nothing-to-feed = El objetivo es alimentar al rival, pero el rival todavía tiene semillas en su fila.
problem-goal-too-deep = Un objetivo de { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    } no se puede comprobar: use de 1 a { $max ->
        [one] 1 jugada
       *[other] { $max } jugadas
    }.
problem-goal-unreachable = En esta posición ninguna jugada consigue el objetivo.
problem-goal-always = Todas las jugadas consiguen el objetivo, así que quien aprende no puede equivocarse.
problem-answer-empty = La respuesta no tiene ninguna jugada.
problem-answer-wrong = La respuesta escrita aquí ({ $stated }) no consigue el objetivo. Según el motor, la respuesta es { $engine }.
problem-answer-unlisted = El motor también acepta otras casas que la respuesta no incluye: { $houses }. A quien aprende se le dirá que también valen. Agréguelas a la respuesta o cambie la posición para que solo sirva su respuesta.
problem-no-steps = Una lección necesita al menos un paso.
problem-watch-no-moves = Un paso Watch (para mirar) necesita al menos una jugada que mostrar.
problem-watch-illegal = La jugada { $number } (casa { $house }) no se puede hacer: { $reason ->
        [move-not-your-house] esa casa es del otro jugador.
        [move-empty-house] esa casa está vacía.
        [move-must-feed] el rival no tiene semillas y esta jugada no le da ninguna.
       *[other] la partida ya terminó.
    }
problem-wrong-illegal = La casa { $house } está entre las respuestas equivocadas, pero ni siquiera se puede jugar: { $reason ->
        [move-not-your-house] es del otro jugador.
        [move-empty-house] está vacía.
        [move-must-feed] el rival no tiene semillas y esta jugada no le da ninguna.
       *[other] la partida ya terminó.
    }
problem-wrong-reaches-goal = La casa { $house } está entre las respuestas equivocadas, pero consigue el objetivo.
problem-ask-illegal = La pregunta juega la casa { $house }, que no se puede jugar: { $reason ->
        [move-not-your-house] es del otro jugador.
        [move-empty-house] está vacía.
        [move-must-feed] el rival no tiene semillas y esta jugada no le da ninguna.
       *[other] la partida ya terminó.
    }
problem-ask-not-over = La partida todavía no ha terminado, así que no hay un conteo final sobre el que preguntar.
problem-question-answer = La respuesta escrita aquí es { $stated }, pero según el motor es { $engine }.
problem-choice-twice = Una de las opciones está escrita dos veces.
problem-choice-missing = La respuesta correcta, { $engine }, no está entre las opciones.
problem-choice-too-few = Una pregunta con opciones necesita al menos dos.
problem-no-hint = Un acertijo debería tener al menos una pista.
problem-guided-answer = Un ejercicio guiado marca la casa que hay que jugar: escriba una sola casa como `answer`.
problem-wrong-answer-right = La respuesta { $answer } aparece como incorrecta, pero es la respuesta del motor.
problem-wrong-answer-not-offered = La respuesta { $answer } aparece como incorrecta, pero no es una de las opciones.
problem-choice-unexplained = La opción { $choice } es incorrecta, pero ningún texto dice por qué: agréguela a `wrong`, para que quien la elija lea algo más que «No del todo».
problem-game-level = No existe el nivel { $level }: la computadora juega en los niveles { $min } a { $max }.
problem-game-not-forced = El motor no puede demostrar que esta meta se alcanza en { $max ->
        [one] 1 jugada
       *[other] { $max } jugadas
    } de quien aprende: jugando bien, quien aprende tiene que alcanzarla con seguridad, haga lo que haga la computadora. Cambie la posición o la meta.
problem-practice-none = Esta lección ofrece practicar el tema { $theme }, pero ningún acertijo tiene ese tema.
problem-too-many-answers = { $count ->
        [one] 1 jugada consigue
       *[other] { $count } jugadas consiguen
    } el objetivo (casas { $answers }), de un total de { $legal }: son demasiadas respuestas para un acertijo.
problem-one-legal-move = Aquí solo se puede hacer una jugada (casa { $answers }): el acertijo se resuelve solo.
problem-puzzle-settled = Un jugador ya tiene más de 24 semillas: el resultado está decidido, y aquí un acertijo sobre algo que no sea el resultado enseña poco. Baje los almacenes o elija como objetivo ganar.
problem-rating-drift = La puntuación de dificultad escrita es { $stored }, pero ahora el programa calcula { $computed }: escriba `rating: { $computed }` (`wahree puzzles rate --write` lo hace por usted).

# Archivos de traducción (.ftl). $lang, $reference y $locales son carpetas (i18n/it).
problem-ftl-twice = El mensaje `{ $id }` ya está escrito en { $file }:{ $line }:{ $col }.
problem-ftl-missing = Falta el mensaje `{ $id }` en { $locales }.
problem-ftl-only-in = El mensaje `{ $id }` solo está en { $locales }: quienes aprenden en { $missing } lo verán en ese idioma, con una nota que lo indica.
problem-ftl-unused = Ninguna lección ni ningún acertijo usa el mensaje `{ $id }`.
# $kanji: los kanji de un texto japonés para niños que un alumno de tercero aún no ha aprendido, escritos sin su lectura.
problem-ja-no-reading = El texto japonés `{ $id }` tiene kanji que se aprenden después de tercer grado, sin la lectura al lado: { $kanji }. Para que los más pequeños puedan leerlo solos, escriba la lectura de cada uno justo después, entre 《 y 》 (después de 穴 va 《あな》); si la palabra que se lee no es solo kanji, póngale ｜ delante (｜総取り, y luego su lectura).
problem-ftl-part-missing = En { $lang }, al mensaje `{ $id }` le falta { $part ->
        [value] el texto
       *[other] el atributo { $part }
    } que tiene en { $reference }.
problem-ftl-part-extra = En { $lang }, el mensaje `{ $id }` tiene { $part ->
        [value] un texto
       *[other] un atributo { $part }
    } que no tiene en { $reference }.
problem-ftl-variables = En { $lang }, { $part ->
        [value] el texto
       *[other] el atributo { $part }
    } de `{ $id }` { $found ->
        [none] no usa variables
       *[other] usa { $found }
    }, pero en { $reference } { $expected ->
        [none] no usa ninguna
       *[other] usa { $expected }
    }.
problem-ftl-plural-missing = En { $lang }, { $part ->
        [value] el texto
       *[other] el atributo { $part }
    } de `{ $id }` no cambia sus palabras según el número { $variable }, como sí lo hace en { $reference }: quien aprende podría leer «1 semillas». Escriba una opción para 1 y otra para los demás números, como [one] y *[other].

# La sintaxis Fluent. $char es un carácter, $escape una barra invertida con
# lo que la sigue, tal como los escribe el archivo; $name es el nombre de una opción.
ftl-expected-equals = Aquí falta un «=». Un mensaje se escribe así: su nombre, luego «=» y después su texto. Si esta línea sigue el texto de la de arriba, empiécela con unos espacios.
ftl-comment-space = Un comentario necesita un espacio después de su «#»: escriba «# » y luego el comentario.
ftl-unclosed-quote = Este texto entre comillas no se cierra: agregue " antes del final de la línea.
ftl-expected-closing = Aquí hay algo sin cerrar: falta «{ $char }».
ftl-expected-char = Aquí falta «{ $char }».
ftl-indented = Esta línea empieza con espacios, pero arriba no hay nada que pueda continuar. Si empieza un mensaje nuevo, quite los espacios; si es un atributo (.nombre = texto), escriba su texto después del «=».
ftl-expected-name = Aquí va un nombre. Un nombre empieza con una letra de la a a la z (sin tildes) y sigue con letras, números, «-» y «_».
ftl-expected-digit = Aquí quedó un número a medias: escríbalo con cifras, por ejemplo 3 o 2.5.
ftl-select-line = Después de «->» la línea tiene que terminar: ponga cada opción, como [one] o *[other], en su propia línea, debajo.
ftl-other = Algo aquí no está escrito como debe ir en un archivo de traducción. Compárelo con un mensaje que funcione.
ftl-no-text = El mensaje `{ $id }` no tiene texto: escriba su texto después del «=».
ftl-choice-no-text = Aquí una opción no tiene texto: escriba su texto después de los [ ].
ftl-no-default = Una de estas opciones tiene que ser la que se usa cuando ninguna otra sirve: póngale un * delante, como en *[other].
ftl-two-defaults = Solo una opción puede llevar un * delante: quite el otro *.
ftl-bad-selector = Antes de «->» tiene que ir una variable, como $count (o un número, o una función como NUMBER($count)): las opciones no pueden depender de un mensaje ni de un término.
ftl-term-attribute = El atributo de un término, como -brand.gender, no se puede mostrar en un texto: solo puede ir antes de «->», para elegir entre varios textos.
ftl-function-name = Aquí solo se pueden llamar con ( ) las funciones cuyo nombre está en mayúsculas, como NUMBER.
ftl-argument-order = Dentro de los ( ), escriba primero los valores y después las opciones con nombre (como style: "percent").
ftl-option-twice = La opción `{ $name }` está escrita dos veces dentro de los mismos ( ).
ftl-option-value = Después del nombre de una opción y de «:», aquí va un número o un texto entre comillas.
ftl-expected-expression = Aquí falta algo dentro de «{"{"} {"}"}»: escriba una variable como $count, el nombre de un mensaje, un número o un texto entre comillas.
ftl-unopened-brace = Aquí hay una «{"}"}» sin una «{"{"}» antes: quítela o agregue la «{"{"}» que falta.
# $max: cuántas «{"{"}» puede tener como máximo un mensaje.
ftl-too-deep = Este mensaje tiene más de { $max } «{"{"}», o están demasiado anidadas una dentro de otra, así que Wahree lo omite. Un mensaje necesita solo unas pocas: divídalo en mensajes más cortos.
ftl-bad-escape = Entre comillas, «{ $escape }» no significa nada. Ahí una barra invertida solo puede empezar \" (una comilla), \\ (una barra invertida) o un código de carácter como \u00E9.
ftl-bad-unicode = «{ $escape }» no es un código de carácter: escriba \u y exactamente 4 cifras o letras de la A a la F (como \u00E9), o \U y exactamente 6.
