# La clase: guardar, listas de la clase, las tarjetas de los niños, el PIN del maestro.

## Por qué algo no se pudo guardar o leer ($code: el número de error del sistema).
storage-denied = Wahree no tiene permiso para escribir en su carpeta (¿es de solo lectura, o una memoria USB bloqueada?).
storage-full = El disco o el espacio del navegador está lleno.
storage-busy = La carpeta está ocupada o lenta; Wahree lo volverá a intentar con el próximo cambio.
storage-not-text = El archivo no es un archivo de texto.
storage-other = Algo salió mal con el archivo (error { $code }).

## Lo que encontró Wahree al cargar la clase ($file: el archivo, $kept: dónde se guardó).
class-file-corrupt = No se pudo leer { $file }; se guardó como { $kept } y el resto de la clase se cargó.
class-file-newer = { $file } lo guardó una versión más nueva de Wahree y se dejó como estaba.
class-file-unreadable = No se pudo leer { $file }: { $why }

## Las líneas con problemas de una lista de la clase.
import-empty = no hay ningún nombre en esta línea
import-duplicate = este nombre ya está en la línea { $first }
import-too-long = el nombre tiene más de { $max } letras
import-guest-word = “Invitado” es el nombre de quien todavía no tiene nombre; escribe un nombre de verdad
import-unknown-language = “{ $code }” no es un idioma de Wahree (usa it, es, ja o en)
import-not-utf8 = esta línea no es texto UTF-8 (guarda el archivo como “CSV UTF-8”)
import-too-many-columns = hay más columnas que un nombre y un idioma

## Las columnas del progreso de la clase en una hoja de cálculo.
export-name = Nombre
export-language = Idioma
export-second-language = Segundo idioma
export-lessons-done = Lecciones terminadas
export-steps-done = Pasos de las lecciones hechos
export-stars = Estrellas
export-puzzles-solved = Problemas resueltos
export-puzzles-tried = Problemas intentados
export-solved-tried = resueltos/intentados
export-games-computer = Partidas contra la computadora
export-games-won = Partidas ganadas
export-games-friend = Partidas con un amigo
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
symbol-banana = guineo
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

## El PIN del maestro.
pin-shape = El PIN tiene de 4 a 8 números.
pin-mismatch = Los dos PIN no son iguales. Escríbelo otra vez.
