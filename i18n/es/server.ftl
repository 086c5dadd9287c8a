# El servidor de la clase en los dispositivos: unirse a una clase, la señal
# que indica si hay trabajo por enviar, el acceso docente y el código de la
# clase.

## Por qué no se pudo hacer lo que se pidió al servidor de la clase.
server-failure-unreachable = No se puede conectar con el servidor de la clase. Hay que revisar que este dispositivo esté conectado a la red de la escuela y que el servidor esté funcionando.
server-failure-no-address = Escriba primero la dirección del servidor de la clase (por ejemplo, http://10.0.0.5:8080).
server-failure-not-wahree = En esa dirección responde algo, pero no es un servidor de clase de Wahree. Revise la dirección.
server-failure-unauthorized = El servidor de la clase no aceptó este dispositivo o esta contraseña.
server-failure-not-found = El servidor de la clase no tiene esa clase ni ese nombre.
server-failure-slowed = El servidor de la clase pide esperar antes de volver a intentarlo.
server-failure-server = El servidor de la clase tuvo un problema. Hay que esperar un momento y volver a intentarlo; en este dispositivo no se pierde nada.
# El servidor y este dispositivo usan versiones distintas de los datos.
sync-refused-device-newer = Este dispositivo tiene una versión de Wahree más nueva que la del servidor de la clase. Hay que actualizar el servidor; mientras tanto, no se pierde nada.
sync-refused-device-older = Este dispositivo tiene una versión de Wahree más antigua que la del servidor de la clase. Hay que actualizar Wahree en este dispositivo; mientras tanto, no se pierde nada.

## La señal en «¿Quién está jugando?» y en el inicio ($learners: de cuántos niños es el trabajo que espera).
sync-sign-waiting = { $learners ->
        [one] Falta enviar el trabajo de 1 estudiante.
       *[other] Falta enviar el trabajo de { $learners } estudiantes.
    }
sync-sign-unreachable = El servidor de la clase no responde en este momento; se enviará cuando vuelva a responder.
sync-sign-offline = El servidor de la clase no responde en este momento, pero todo lo que se hizo en este dispositivo ya está guardado en él.
sync-sign-forgotten = El servidor de la clase ya no reconoce este dispositivo. Pídele a tu docente que lo vuelva a unir a la clase en la configuración; no se pierde nada.
# La señal del inicio en pocas palabras (todo se lee en Configuración).
sync-sign-short-unreachable = Aún sin enviar: el servidor de la clase no responde.
sync-sign-short-offline = El servidor de la clase no responde; no falta enviar nada.
sync-sign-short-refused = Sin enviar: hay que actualizar Wahree. Detalles en Configuración.
sync-sign-short-forgotten = El servidor ya no reconoce este dispositivo. Detalles en Configuración.

## «Únete a tu clase»: el código de la clase de la pantalla del docente.
picker-join = Únete a tu clase
picker-class = Clase: { $class }
picker-keys-join = Teclas: flechas: elegir una tarjeta, Enter: tomarla · N: agregar mi nombre · J: unirme a mi clase · T: docente
picker-keys-back-join = Teclas: flechas: elegir una tarjeta, Enter: tomarla · N: agregar mi nombre · J: unirme a mi clase · T: docente · Esc: volver al inicio
join-title = Únete a tu clase
join-hint = Escribe el código de la clase que tu docente muestra en la pantalla grande.
join-button = Unirme
join-later = Ahora no
join-joining = Entrando a la clase…
join-wrong-code = No hay ninguna clase con ese código. Mira otra vez el código y vuelve a escribirlo.
join-keys = Teclas: Enter: unirme · Esc: ahora no

## El docente entra desde un dispositivo que está en una clase ($class: el nombre de la clase).
sign-in-title = Acceso docente
sign-in-hint = Escriba la contraseña de la clase { $class } para ver toda la clase desde el servidor de la clase.
sign-in-placeholder = Contraseña de la clase
sign-in-button = Entrar
sign-in-waiting = Comprobando…
sign-in-wrong = Esa contraseña no es correcta. Inténtelo otra vez.
sign-in-no-class = El servidor de la clase ya no tiene esta clase.
sign-in-slowed = Demasiadas contraseñas incorrectas: espere { $seconds } { $seconds ->
        [one] segundo
       *[other] segundos
    } y vuelva a intentarlo.
sign-in-forgotten = ¿Olvidó la contraseña? En el servidor de la clase, ejecute: wahree serve class password { $code }
sign-in-keys = Teclas: Enter: entrar · Esc: cancelar

## El código de la clase, con su enlace y su código QR, en la vista docente.
class-code-title = Código de la clase
class-code-hint = Escribe el código en un dispositivo, abre el enlace o escanea el código QR.
class-code-show = Mostrar el código QR
teacher-server-class = Clase { $class }, desde el servidor de la clase
teacher-export-learner = Exportar los datos de este estudiante
teacher-export-learner-title = Guardar los datos de esta niña o este niño
teacher-export-learner-hint = Todo lo que el servidor de la clase guarda sobre esta niña o este niño, en un archivo JSON (por si la familia lo pide).
teacher-remove-all = Quitar a este estudiante con todos sus datos
teacher-remove-all-ask = ¿Quitar a { $name } junto con todo lo que el servidor de la clase guarda sobre { $name }?
teacher-remove-all-again = ¿De verdad quiere hacerlo? Las lecciones, las estrellas, los acertijos y las partidas de { $name } se borrarán del servidor de la clase y de todos los dispositivos de la clase. Esto no se puede deshacer.
teacher-remove-type = Para quitar a { $name } para siempre, escriba aquí el nombre { $name }:
teacher-remove-for-good = Quitar a { $name } para siempre
teacher-remove-failed = No se pudo quitar este nombre de la clase: { $why }
teacher-rename-failed = No se pudo cambiar el nombre: { $why }

## Los dispositivos de la clase y su código, en la vista docente ($number: el
## lugar del dispositivo en la lista; $joined: una fecha; $used: «Hoy», «hace
## 3 días» o una fecha; $why: qué salió mal).
teacher-devices = Dispositivos
teacher-devices-title = Los dispositivos de la clase
teacher-devices-hint = Todas las computadoras y tabletas que entraron en la clase con el código. Olvide las que se perdieron o ya no se usan: solo podrán volver a entrar si alguien escribe otra vez el código en ellas. Un código nuevo impide entrar con el anterior; los dispositivos que ya están en la clase siguen funcionando.
teacher-devices-asking = Preguntando al servidor de la clase…
teacher-devices-none = Todavía no entró ningún dispositivo en la clase.
teacher-device-line = Dispositivo { $number }: entró el { $joined }, último uso: { $used }
teacher-device-forget = Olvidar este dispositivo
teacher-new-code = Código nuevo para la clase
teacher-server-failed = El servidor de la clase no pudo hacerlo: { $why }

## Dos estudiantes de la clase con el mismo nombre o la misma tarjeta, en la
## vista del docente desde el servidor de la clase ($names: sus nombres,
## separados por comas; $name: el estudiante abierto; $other: el otro registro).
teacher-duplicate-name = Estos estudiantes tienen el mismo nombre: { $names }. Dele otro nombre a uno de ellos o, si son la misma persona, abra el registro de uno y únale el del otro.
teacher-duplicate-card = Estos estudiantes tienen la misma tarjeta: { $names }. Dele otra tarjeta a uno de ellos o, si son la misma persona, abra el registro de uno y únale el del otro.
teacher-merge = Unir a { $other } con este registro
teacher-merge-ask = ¿{ $name } y { $other } son la misma persona? Todo lo que hizo { $other } pasará a { $name }, y { $other } saldrá de la lista de la clase.
teacher-merge-yes = Sí, es la misma persona: unir
teacher-merge-failed = No se pudieron unir los dos registros: { $why }

## «Servidor de la clase» en la configuración ($class: el nombre de la clase, $address: la del servidor).
server-title = Servidor de la clase
server-hint = Para unir esta computadora a una clase del servidor de la escuela, escriba la dirección del servidor y el código de la clase que aparece en la vista docente.
server-code-placeholder = Código de la clase
server-joined = Esta computadora está en la clase { $class } del servidor { $address }.
server-leave = Salir de la clase
server-leave-ask = ¿Salir de la clase? Los nombres se quedan en esta computadora tal como están, pero ya no se enviará ni se recibirá nada.
server-leave-yes = Sí, salir
