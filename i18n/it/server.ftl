# Il server della classe sui dispositivi: entrare in una classe, il segnale
# che dice se c'è lavoro da inviare, l'accesso dell'insegnante e il codice
# della classe.

## Perché una richiesta al server della classe non è andata a buon fine.
server-failure-unreachable = Il server della classe non risponde. Controlla che questo dispositivo sia collegato alla rete della scuola e che il server sia in funzione.
server-failure-no-address = Scrivi prima l'indirizzo del server della classe (per esempio http://10.0.0.5:8080).
server-failure-not-wahree = A quell'indirizzo risponde qualcosa, ma non è un server della classe di Wahree. Controlla l'indirizzo.
server-failure-unauthorized = Il server della classe non ha accettato questo dispositivo o questa password.
server-failure-not-found = Il server della classe non trova questa classe o questo nome.
server-failure-slowed = Il server della classe chiede di aspettare prima di riprovare.
server-failure-server = Il server della classe ha avuto un problema. Riprova tra poco: su questo dispositivo non si perde nulla.
# Il server e questo dispositivo usano versioni diverse dei dati.
sync-refused-device-newer = Su questo dispositivo c'è una versione di Wahree più recente di quella del server della classe. Aggiorna il server; intanto non si perde nulla.
sync-refused-device-older = Su questo dispositivo c'è una versione di Wahree più vecchia di quella del server della classe. Aggiorna Wahree su questo dispositivo; intanto non si perde nulla.

## Il segnale in «Chi sta giocando?» e nella pagina iniziale ($learners: di quanti bambini è il lavoro in attesa).
sync-sign-waiting = { $learners ->
        [one] Il lavoro di un bambino aspetta di essere inviato.
       *[other] Il lavoro di { $learners } bambini aspetta di essere inviato.
    }
sync-sign-unreachable = Adesso il server della classe non risponde: il lavoro verrà inviato appena risponderà di nuovo.
sync-sign-offline = Adesso il server della classe non risponde, ma tutto quello che è stato fatto su questo dispositivo è già sul server.
sync-sign-forgotten = Il server della classe non riconosce più questo dispositivo. Chiedi all'insegnante di farlo entrare di nuovo nella classe dalle Impostazioni; non si perde nulla.
# Il segnale nella pagina iniziale, in poche parole (tutto si legge nelle Impostazioni).
sync-sign-short-unreachable = Non ancora inviato: il server della classe non risponde.
sync-sign-short-offline = Il server della classe non risponde, ma non c'è niente da inviare.
sync-sign-short-refused = Non inviato: Wahree va aggiornato. Dettagli nelle Impostazioni.
sync-sign-short-forgotten = Il server non riconosce più questo dispositivo. Dettagli nelle Impostazioni.

## «Entra nella tua classe»: il codice della classe dallo schermo dell'insegnante.
picker-join = Entra nella tua classe
picker-class = Classe: { $class }
picker-keys-join = Tasti: con le frecce scegli una scheda e con Invio la prendi · N aggiungi il mio nome · J entra nella tua classe · T insegnante
picker-keys-back-join = Tasti: con le frecce scegli una scheda e con Invio la prendi · N aggiungi il mio nome · J entra nella tua classe · T insegnante · Esc torna all'inizio
join-title = Entra nella tua classe
join-hint = Scrivi il codice della classe che l'insegnante mostra sul grande schermo.
join-button = Entra
join-later = Non ora
join-joining = Sto entrando…
join-wrong-code = Non c'è nessuna classe con questo codice. Guarda di nuovo il codice e riscrivilo.
join-keys = Tasti: Invio entra · Esc non ora

## L'insegnante accede da un dispositivo che fa parte di una classe ($class: il nome della classe).
sign-in-title = Accesso dell'insegnante
sign-in-hint = Scrivi la password della classe { $class } per vedere i dati di tutta la classe dal server.
sign-in-placeholder = Password della classe
sign-in-button = Accedi
sign-in-waiting = Controllo in corso…
sign-in-wrong = La password non è giusta. Riprova.
sign-in-no-class = Questa classe non c'è più sul server della classe.
sign-in-slowed = Troppe password sbagliate: aspetta { $seconds } { $seconds ->
        [one] secondo
       *[other] secondi
    } e poi riprova.
sign-in-forgotten = Password dimenticata? Sul server della classe esegui: wahree serve class password { $code }
sign-in-keys = Tasti: Invio accede · Esc annulla

## Il codice della classe, con il suo link e il codice QR, nell'area dell'insegnante.
class-code-title = Codice della classe
class-code-hint = Scrivi il codice su un dispositivo, oppure apri il link o inquadra il codice QR.
class-code-show = Mostra il codice QR
teacher-server-class = Classe { $class }, dal server della classe
teacher-export-learner = Esporta i suoi dati
teacher-export-learner-title = Salva i dati di questo alunno
teacher-export-learner-hint = Tutto ciò che il server della classe conserva su questo alunno, in un file JSON (se un genitore lo chiede).
teacher-remove-all = Togli dalla classe con tutti i suoi dati
teacher-remove-all-ask = Vuoi togliere { $name } dalla classe e cancellare tutto ciò che il server della classe conserva su { $name }?
teacher-remove-all-again = Vuoi davvero continuare? Le lezioni, le stelle, i rompicapi e le partite di { $name } saranno cancellati dal server della classe e da tutti i dispositivi della classe. Non si potrà tornare indietro.
teacher-remove-type = Per togliere { $name } per sempre, scrivi qui il nome { $name }:
teacher-remove-for-good = Togli { $name } per sempre
teacher-remove-failed = Non è stato possibile togliere l'alunno dalla classe: { $why }
teacher-rename-failed = Non è stato possibile cambiare il nome: { $why }

## I dispositivi della classe e il suo codice, nella vista dell'insegnante
## ($number: il posto del dispositivo nell'elenco; $joined: una data; $used:
## «Oggi», «3 giorni fa» o una data; $why: che cosa è andato storto).
teacher-devices = Dispositivi
teacher-devices-title = I dispositivi della classe
teacher-devices-hint = Tutti i computer e i tablet entrati nella classe con il codice. Dimentica quelli persi o non più usati: potranno rientrare solo scrivendo di nuovo il codice. Un nuovo codice della classe impedisce di entrare con quello vecchio; i dispositivi già nella classe continuano a funzionare.
teacher-devices-asking = Sto chiedendo al server della classe…
teacher-devices-none = Nessun dispositivo è ancora entrato nella classe.
teacher-device-line = Dispositivo { $number }: entrato il { $joined }, ultimo uso: { $used }
teacher-device-forget = Dimentica questo dispositivo
teacher-new-code = Nuovo codice della classe
teacher-server-failed = Il server della classe non ci è riuscito: { $why }

## Due alunni della classe con lo stesso nome o la stessa scheda, nella
## vista dell'insegnante dal server della classe ($names: i loro nomi,
## separati da virgole; $name: l'alunno aperto; $other: l'altro alunno, cioè l'altra voce dell'elenco).
teacher-duplicate-name = Questi alunni hanno lo stesso nome: { $names }. Dai a uno di loro un altro nome oppure, se sono la stessa persona, aprine uno e unisci l'altro a lui.
teacher-duplicate-card = Questi alunni hanno la stessa scheda: { $names }. Dai a uno di loro un'altra scheda oppure, se sono la stessa persona, aprine uno e unisci l'altro a lui.
teacher-merge = Unisci { $other } a questo alunno
teacher-merge-ask = { $name } e { $other } sono la stessa persona? Tutto ciò che ha fatto { $other } passerà a { $name }, e { $other } non sarà più nell'elenco della classe.
teacher-merge-yes = Sì, è la stessa persona: unisci
teacher-merge-failed = Non è stato possibile unire i due alunni: { $why }

## «Server della classe» nelle Impostazioni ($class: il nome della classe, $address: quello del server).
server-title = Server della classe
server-hint = Collega questo computer a una classe sul server della scuola: scrivi l'indirizzo del server e il codice della classe che compare sullo schermo dell'insegnante.
server-code-placeholder = Codice della classe
server-joined = Questo computer fa parte della classe { $class } su { $address }.
server-leave = Esci dalla classe
server-leave-ask = Vuoi uscire dalla classe? Le schede dei bambini restano su questo computer così come sono, ma non si invia né si riceve più nulla.
server-leave-yes = Sì, esci
