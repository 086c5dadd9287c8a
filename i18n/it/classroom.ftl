# La classe: salvataggi, elenchi della classe, le schede che scelgono i bambini e le bambine, il PIN dell'insegnante.

## Perché qualcosa non si è potuto salvare o leggere ($code: il numero d'errore del sistema).
storage-denied = Wahree non ha il permesso di scrivere nella sua cartella (forse è di sola lettura, o si trova su una chiavetta USB protetta da scrittura?).
storage-full = Il disco o lo spazio del browser è pieno.
storage-busy = La cartella è occupata o lenta; Wahree riproverà alla prossima modifica.
storage-not-text = Il file non è un file di testo.
storage-other = Qualcosa è andato storto con il file (errore { $code }).
storage-not-folder = Una cartella che serve a Wahree qui è un file (oppure un file è una cartella). Controlla la cartella della classe: «learners» deve essere una cartella.
storage-link = Il file è un collegamento a un file che si trova altrove. Wahree usa solo i file che sono davvero nella cartella della classe: metti il file vero e proprio al posto del collegamento.
storage-not-file = Questo non è un file che si possa leggere (forse è una pipe o un dispositivo). Toglilo dalla cartella della classe.
storage-too-big = Il file è molto più grande di quanto possa essere un file della classe, quindi Wahree non l'ha letto. Controlla che sia il file giusto.
storage-left-alone = questo comando legge soltanto la classe, quindi il file è stato lasciato così com'è; l'app lo metterà da parte la prossima volta che apre la classe.

## Che cosa ha trovato il caricamento della classe ($file: il file, $kept: dove è stato conservato).
class-file-corrupt = Non è stato possibile leggere { $file }: è stato conservato come { $kept } e il resto della classe è stato caricato.
class-file-newer = { $file } è stato salvato da una versione più recente di Wahree ed è stato lasciato così com'è.
class-file-unreadable = Non è stato possibile leggere { $file }: { $why }

## Le righe sbagliate di un elenco della classe.
import-empty = in questa riga non c'è nessun nome
import-duplicate = questo nome c'è già alla riga { $first }
import-too-long = il nome è più lungo di { $max ->
        [one] 1 lettera
       *[other] { $max } lettere
    }
import-guest-word = «Ospite» è il nome di chi non ha ancora un nome; scrivi un nome vero
import-unknown-language = «{ $code }» non è una lingua che Wahree conosce (usa it, es, ja o en); se fa parte del nome, metti tutto il nome tra virgolette
import-not-utf8 = questa riga non è testo UTF-8 (salva il file come «CSV UTF-8»)
# $count: le colonne della riga.
import-too-many-columns = questa riga ha { $count ->
        [one] 1 colonna
       *[other] { $count } colonne
    }, ma un elenco della classe ha un nome e, se vuoi, una lingua; metti tra virgolette un nome che contiene una virgola
import-unclosed-quote = qui si aprono le virgolette (") ma in questa riga non si chiudono
# $found: il separatore di questa riga, $file: quello delle altre righe («tab» per una tabulazione).
import-other-separator = questa riga separa le colonne con { $found ->
        [tab] una tabulazione
       *[other] «{ $found }»
    }, ma le altre righe con { $file ->
        [tab] una tabulazione
       *[other] «{ $file }»
    }: usa lo stesso separatore in tutte le righe
import-invisible = il nome contiene un carattere che non si vede, o che rovescia il testo; riscrivi il nome a mano

## Un nome con caratteri di questo tipo, scritto su una scheda.
learner-name-invisible = In questo nome c'è un carattere nascosto. Riscrivilo, lettera per lettera.

## Le colonne dei progressi della classe in un foglio di calcolo.
export-name = Nome
export-language = Lingua
export-second-language = Seconda lingua
export-lessons-done = Lezioni completate
export-lessons-total = Lezioni del corso
export-steps-done = Passi delle lezioni completati
export-steps-total = Passi delle lezioni del corso
export-stars = Stelle
export-stars-total = Stelle del corso
export-puzzles-solved = Rompicapi risolti
export-puzzles-tried = Rompicapi tentati
export-solved = risolti
export-tried = tentati
export-puzzle-rating = Punteggio nei rompicapi
export-best-streak = Serie migliore
export-games-computer = Partite contro il computer
export-games-won = Partite vinte
export-games-friend = Partite in due
export-last-active = Ultima attività

## I disegni sulle schede dei bambini.
symbol-star = stella
symbol-heart = cuore
symbol-moon = luna
symbol-sun = sole
symbol-flower = fiore
symbol-leaf = foglia
symbol-triangle = triangolo
symbol-square = quadrato
symbol-apple = mela
symbol-cherry = ciliegie
symbol-banana = banana
symbol-fish = pesce
symbol-turtle = tartaruga
symbol-butterfly = farfalla
symbol-cat = gatto
symbol-bird = uccellino
colour-red = rosso
colour-orange = arancione
colour-yellow = giallo
colour-green = verde
colour-teal = verde acqua
colour-blue = blu
colour-purple = viola
colour-pink = rosa

## Il PIN dell'insegnante.
pin-shape = Il PIN deve avere da 4 a 8 cifre.
pin-mismatch = I due PIN non sono uguali. Scrivilo di nuovo.

## "Chi sta giocando?": le schede dei bambini.
picker-add = Aggiungi il mio nome
picker-teacher = Insegnante
picker-keys = Tasti: con le frecce scegli una scheda e con Invio la prendi · N aggiungi il mio nome · T insegnante
picker-keys-back = Tasti: con le frecce scegli una scheda e con Invio la prendi · N aggiungi il mio nome · T insegnante · Esc torna all'inizio

## "La tua scheda": il disegno, il colore e le lingue di chi impara.
home-learner-card = La mia scheda
card-hint = Questa è la tua scheda in «Chi sta giocando?».
card-symbol = Il tuo disegno
card-colour = Il colore del disegno
card-language = La tua lingua
card-second = Una seconda lingua
card-second-hint = Compare più in piccolo sotto i testi delle lezioni e dei rompicapi, per imparare una lingua con l'aiuto di un'altra.
card-second-none = Nessuna
# Le letture (furigana) sopra i kanji dei testi giapponesi, sì o no.
card-furigana = Letture sopra i kanji (furigana)
card-furigana-hint = Nei testi in giapponese, ogni kanji che in Giappone si impara dopo la terza elementare ha sopra la sua lettura, in piccoli kana.
card-furigana-on = Mostra
card-furigana-off = Nascondi
card-done = Fatto
card-keys = Tasti: Invio o Esc fatto

## Il PIN dell'insegnante, chiesto prima delle Impostazioni e dell'area dell'insegnante.
lock-title = PIN dell'insegnante
lock-hint = Le Impostazioni e l'area dell'insegnante sono riservate all'insegnante. Scrivi il PIN per aprirle.
lock-placeholder = PIN
lock-open = Apri
lock-wrong = Il PIN non è giusto. Riprova.
lock-forgotten = PIN dimenticato? Su questo computer esegui: wahree teacher reset-pin
lock-wait = Troppi tentativi sbagliati: aspetta { $seconds } { $seconds ->
        [one] secondo
       *[other] secondi
    } e poi riprova.
lock-keys = Tasti: Invio apre · Esc annulla
settings-pin = PIN dell'insegnante
settings-pin-on = Il PIN protegge le Impostazioni, la rimozione dei nomi e l'area dell'insegnante.
settings-pin-off = Nessun PIN: chiunque può aprire le Impostazioni e l'area dell'insegnante.
settings-pin-set = Imposta un PIN
settings-pin-change = Cambia il PIN
settings-pin-remove = Togli il PIN
settings-pin-first = Nuovo PIN
settings-pin-again = Ripeti il PIN
settings-pin-hint = Da 4 a 8 cifre. PIN dimenticato? Esegui: wahree teacher reset-pin
settings-pin-keys = Tasti: Tab campo successivo · Invio salva il PIN · Esc annulla
settings-teacher-view = Apri l'area dell'insegnante

## L'area dell'insegnante.
teacher-view-title = La classe
teacher-export = Salva come foglio di calcolo (CSV)
teacher-import = Importa un elenco della classe
teacher-keys = Tasti: clicca su un nome per i dettagli · E salva come CSV · I importa un elenco · Esc torna all'inizio
teacher-keys-online = Tasti: clicca su un nome per i dettagli · L avvia una sfida · E salva come CSV · I importa un elenco della classe · Esc torna all'inizio
teacher-keys-typing = Tasti: Invio conferma · Esc chiude
teacher-keys-import = Tasti: Invio legge l'elenco, poi aggiunge i nomi · Esc chiude
teacher-path-placeholder = Un file su questo computer, per esempio /home/insegnante/Documenti/classe.csv
teacher-export-title = Salva i progressi della classe come foglio di calcolo
teacher-export-hint = Un file CSV in UTF-8, che i fogli di calcolo aprono con i nomi accentati e giapponesi intatti.
teacher-export-save = Salva
teacher-export-done = Salvato in { $file }.
teacher-export-downloaded = Salvato come { $file } tra i download del browser.
teacher-export-refused = il browser non ha permesso di scaricarlo
teacher-export-name-placeholder = Il nome del file, per esempio classe.csv
teacher-export-failed = Non è stato possibile salvare il file: { $why }
teacher-import-title = Importa un elenco della classe
teacher-import-hint = Un file di testo o CSV con un nome per riga e, se vuoi, la lingua dopo il nome (it, es, ja o en). Nessun nome viene aggiunto finché non confermi.
teacher-import-read = Leggi l'elenco
teacher-import-pick = Scegli il file dell'elenco
teacher-import-ready = { $add ->
        [one] 1 nome nuovo
       *[other] { $add } nomi nuovi
    } da aggiungere{ $already ->
        [0] .
       *[other] , { $already } già nella classe.
    }
teacher-import-confirm = Aggiungi { $add ->
        [one] 1 nome
       *[other] { $add } nomi
    }
teacher-import-bad = { $lines ->
        [one] 1 riga va corretta
       *[other] { $lines } righe vanno corrette
    } prima di poter aggiungere i nomi:
teacher-import-line = Riga { $line }: { $why }
teacher-import-added = { $added ->
        [one] 1 nome aggiunto
       *[other] { $added } nomi aggiunti
    } alla classe.
teacher-col-learner = Nome
teacher-col-lessons = Lezioni
teacher-col-stars = Stelle
teacher-col-puzzles = Rompicapi risolti/tentati
teacher-col-games = Partite vinte/giocate, per livello
teacher-col-active = Ultima attività
teacher-rating-cell = punteggio { $rating }
teacher-steps-cell = { $steps }/{ $total ->
        [one] 1 passo
       *[other] { $total } passi
    }
teacher-games-cell = L{ $level }: { $won }/{ $played }
teacher-empty = Ancora nessun nome: importa un elenco della classe, oppure lascia che ognuno aggiunga il proprio nome in «Chi sta giocando?».
teacher-missed = Rompicapi sbagliati più spesso
teacher-missed-none = Ancora nessun rompicapo sbagliato.
teacher-missed-line = { $theme } { $number }: { $misses ->
        [one] una volta
       *[other] { $misses } volte
    }, { $learners ->
        [one] da 1 persona
       *[other] da { $learners } persone
    }
teacher-back-to-class = Torna alla classe
teacher-lessons = Lezioni
teacher-puzzles = Rompicapi per tema
teacher-games = Partite
teacher-lesson-line = { $number }. { $title }: { $done }/{ $steps ->
        [one] 1 passo
       *[other] { $steps } passi
    }, { $state } { $stars }
teacher-theme-line = { $theme }: { $solved ->
        [one] 1 risolto
       *[other] { $solved } risolti
    }, { $tried ->
        [one] 1 tentato
       *[other] { $tried } tentati
    }, su { $of }
teacher-games-friend = In due: { $played ->
        [one] 1 partita
       *[other] { $played } partite
    }
teacher-games-level = Livello { $level }: { $won ->
        [one] 1 partita vinta
       *[other] { $won } partite vinte
    } su { $played }
teacher-adaptive = Il computer che si adatta: livello { $level } · { $name }
teacher-no-games = Ancora nessuna partita.
teacher-never = Non ancora
teacher-active-today = Oggi
teacher-active-days = { $days ->
        [one] Ieri
       *[other] { $days } giorni fa
    }
