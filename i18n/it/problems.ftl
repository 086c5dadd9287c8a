# Problemi nei file di lezioni, rompicapi e traduzioni di un insegnante: compaiono
# nell'elenco delle lezioni e `wahree check` li stampa (in inglese), ognuno
# dopo file, riga e colonna. Le case sono numerate come nei file, da 0 a 11.
# $reason è il motivo per cui il motore rifiuta una mossa.

lessons-problems-title = { $count ->
        [one] 1 problema nei tuoi file di lezioni
       *[other] { $count } problemi nei tuoi file di lezioni
    }
lessons-problems-hint = Le parti che contengono un errore vengono lasciate fuori; tutto il resto funziona. Correggi i file e poi premi «Ricarica le lezioni». Anche `wahree check` elenca questi stessi problemi.
lessons-problems-hint-web = Le parti che contengono un errore vengono lasciate fuori; tutto il resto funziona. Correggi i file, poi premi «Apri una cartella di lezioni» e scegli di nuovo la cartella.
lessons-reload = Ricarica le lezioni
lessons-open-folder = Apri una cartella di lezioni
lessons-forget-folder = Togli le lezioni aggiunte

# Lettura dei file.
problem-file-gone = Questo file o questa cartella non c'è più. Forse è stato spostato o cancellato?
problem-file-denied = Questo file o questa cartella non si può aprire: il computer non dà il permesso di leggerlo.
problem-not-utf8 = Questo non è un semplice file di testo. Salvalo di nuovo come testo con codifica UTF-8.
problem-is-folder = Questa è una cartella, ma qui ci vuole un file. Dai alla cartella un altro nome, che non finisca con «.ftl» o «.ron».
problem-not-folder = Questo è un file, ma qui ci vuole una cartella: indica la cartella che contiene le tue lezioni.
problem-file-too-big = Questo file è troppo grande per essere letto. Un file di lezioni o di traduzioni è lungo poche pagine: controlla che sia il file giusto.
problem-file-link = Questo è un collegamento a un file che si trova altrove. Wahree legge solo i file che sono davvero nella cartella: copia qui il file vero e proprio, al posto del collegamento.
problem-not-a-file = Questo non è un file che si possa leggere (forse è una pipe o un dispositivo), anche se ne ha il nome. Toglilo dalla cartella, oppure mettici al suo posto il file vero.
problem-file-busy = In questo momento il file non si riesce a leggere: è in uso, oppure il disco ci ha messo troppo a rispondere. Riprova tra poco.
problem-file-network = Questo file è su un disco di rete che ora non si raggiunge. Controlla il collegamento alla rete e poi riprova.
problem-file-name = Il computer non riesce ad aprire un file con questo nome: forse è troppo lungo o contiene caratteri non permessi. Dagli un nome più corto, con solo lettere, cifre e «-».
# $code è il numero dell'errore del sistema, oppure "none".
problem-unreadable = { $code ->
        [none] Il computer non è riuscito a leggere questo file o questa cartella. Riprova, oppure copialo in un altro posto.
       *[other] Il computer non è riuscito a leggere questo file o questa cartella (errore di sistema { $code }). Riprova, oppure copialo in un altro posto.
    }

# La sintassi RON dei file di lezioni e di rompicapi.
ron-eof = Il file finisce troppo presto: qualcosa è rimasto a metà. Controlla che ogni (, [ e " abbia la sua chiusura.
ron-expected-comma = Qui manca una virgola. Metti una virgola dopo ogni campo e dopo ogni elemento di una lista.
ron-expected-colon = Qui mancano i due punti: scrivi il nome del campo, poi «:», poi il suo valore.
ron-expected-opening = Qui manca «{ $bracket }».
ron-expected-closing = Qui qualcosa non è chiuso: manca «{ $bracket }».
ron-unclosed-string = Questo testo non finisce mai: manca il " che lo chiude.
ron-expected = { $what ->
        [boolean] Qui ci vuole true oppure false.
        [integer] Qui ci vuole un numero intero.
        [number] Qui ci vuole un numero.
        [string] Qui ci vuole un testo tra virgolette doppie, come "lesson-my-title".
        [identifier] Qui ci vuole un nome, come Try o South.
        [char] Qui ci vuole un solo carattere tra virgolette semplici.
        [unit] Qui ci vuole ().
        [position] Qui ci vuole una posizione, scritta come "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S" oppure (houses: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], stores: (0, 0), to_move: South).
       *[other] Qui ci vuole qualcos'altro.
    }
ron-number-too-big = Questo numero è troppo grande (o troppo piccolo) per stare qui.
ron-bad-digit = «{ $digit }» non può far parte di un numero.
ron-bad-number = Questo non è scritto come un numero: togli il «_».
ron-unexpected-char = Qui il carattere «{ $char }» non ci va.
ron-trailing = C'è qualcosa dopo la fine. Un file di lezione contiene una sola lezione, e un file di rompicapi una sola lista di rompicapi, senza niente dopo.
ron-unclosed-comment = Un commento che comincia con /* non viene mai chiuso: aggiungi */ dove finisce.
ron-bad-escape = Qui, dopo una barra rovesciata, c'è qualcosa che non esiste. Scrivi \" per le virgolette e \\ per la barra rovesciata.
ron-unknown-field = Qui non c'è nessun campo che si chiama `{ $field }`. I campi possibili sono: { $expected }.
ron-unknown-field-in = `{ $outer }` non ha nessun campo che si chiama `{ $field }`. I campi possibili sono: { $expected }.
ron-unknown-variant = Qui `{ $found }` non è tra le scelte possibili. Scegli tra: { $expected }.
ron-unknown-variant-in = `{ $found }` non è un tipo di `{ $outer }`. Scegli tra: { $expected }.
ron-missing-field = Qui manca il campo `{ $field }`.
ron-missing-field-in = A `{ $outer }` manca il campo `{ $field }`, che è necessario.
ron-duplicate-field = Il campo `{ $field }` è scritto due volte.
ron-duplicate-field-in = `{ $outer }` ha il campo `{ $field }` due volte.
ron-wrong-name = Qui va `{ $expected }`, non `{ $found }`.
ron-wrong-length = Qui { $found ->
        [one] c'è un solo valore
       *[other] ci sono { $found } valori
    }, ma { $expected ->
        [one] ne serve uno solo
       *[other] ne servono { $expected }
    }.
ron-wrong-type = Questo valore non va bene qui: ci vuole { $expected ->
        [text] un testo tra virgolette
        [whole-number] un numero intero
        [number] un numero
        [yes-no] true o false
        [list] un elenco tra [ ]
        [group] un gruppo tra ( )
       *[other] qualcos'altro
    }, ma qui c'è { $found ->
        [text] un testo tra virgolette
        [whole-number] un numero intero
        [number] un numero
        [yes-no] true o false
        [list] un elenco tra [ ]
        [group] un gruppo tra ( )
       *[other] qualcos'altro
    }.
ron-attribute = Le righe che cominciano con #! non servono nei file delle lezioni: togli questa.
ron-bad-name = `{ $name }` non si può usare come nome qui: scrivi un nome del formato delle lezioni (docs/lesson-format.md).
ron-struct-name = Scrivi `{ $name }` prima della «(» qui.
ron-too-deep = Qui ci sono troppe parentesi una dentro l’altra: a una lezione non ne servono mai così tante. Controlla che ogni «(» e «[» sia chiusa al punto giusto.
ron-other = Questa parte non è scritta come in un file di lezioni o di rompicapi. Confrontala con una lezione che funziona (docs/lesson-format.md).

# Che cosa dicono lezioni e rompicapi.
problem-bad-id = L'id `{ $id }` può contenere solo lettere minuscole, cifre e «-».
problem-duplicate-id = L'id `{ $id }` è già usato in { $file }:{ $line }:{ $col }. Ogni lezione e ogni rompicapo ha bisogno di un id tutto suo.
problem-duplicate-step-id = Un altro passo di questa lezione ha già l'id `{ $id }`. Ogni passo ha bisogno di un id tutto suo: i progressi di chi impara sono salvati in base a quello.
problem-step-no-id = Questo passo non ha un `id`. Dagliene uno (per esempio `id: "conta-semi",`): i progressi di chi impara sono salvati in base a quello, così se più avanti aggiungi o sposti un passo, tutti conservano le loro stelle.
problem-shared-order = Le lezioni `{ $lesson }` e `{ $other }` hanno lo stesso `order` ({ $order }): così non si sa quale delle due viene prima nell'elenco.
problem-negative-house = Nella casa { $house } { $side ->
        [south] di Sud
       *[north] di Nord
    } { $seeds ->
        [one] è scritto 1 seme
       *[other] sono scritti { $seeds } semi
    }, ma una casa ha 0 semi o più.
problem-negative-store = Nel magazzino { $side ->
        [south] di Sud
       *[north] di Nord
    } { $seeds ->
        [one] è scritto 1 seme
       *[other] sono scritti { $seeds } semi
    }, ma un magazzino ha 0 semi o più.
problem-wrong-total = Case e magazzini di questa posizione fanno in tutto { $total ->
        [one] 1 seme
       *[other] { $total } semi
    }, ma una partita ne ha sempre esattamente 48. Ricontrolla i numeri uno per uno.
problem-house-count = `houses` elenca { $count ->
        [one] un solo numero
       *[other] { $count } numeri
    }, ma il tabellone ha 12 case.
problem-notation = Questa posizione non è scritta nel solito modo ("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S"). Al carattere { $column } { $expected ->
        [comma] ci vuole una virgola tra due case.
        [slash] ci vuole una «/» tra le sei case di Sud e quelle di Nord.
        [house] ci vuole il numero di semi di una casa.
        [space-stores] ci vuole uno spazio prima dei magazzini.
        [south-store] ci vuole il numero di semi nel magazzino di Sud.
        [dash] ci vuole un «-» tra i due magazzini.
        [north-store] ci vuole il numero di semi nel magazzino di Nord.
        [space-player] ci vuole uno spazio prima di chi deve muovere.
        [player] ci vuole S (Sud) o N (Nord): chi deve muovere.
        [end] la posizione dovrebbe essere già finita.
       *[other] qualcosa non va.
    }
problem-no-such-house = Non esiste la casa { $house }: le case sono numerate da 0 a 11.
problem-goal-game-over = Chi deve muovere non ha nessuna mossa, quindi non c'è niente da trovare.
problem-goal-nothing-to-feed = L'obiettivo è dare semi all'avversario, ma l'avversario ha ancora semi nella sua fila.
problem-goal-too-deep = Un obiettivo in { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    } è troppo lungo da controllare: usa da 1 a { $max ->
        [one] 1 mossa
       *[other] { $max } mosse
    }.
problem-goal-unreachable = In questa posizione nessuna mossa raggiunge l'obiettivo.
problem-goal-always = Tutte le mosse raggiungono l'obiettivo, quindi chi impara non può sbagliare.
problem-answer-empty = La risposta non elenca nessuna mossa.
problem-answer-wrong = La risposta scritta qui ({ $stated }) non raggiunge l'obiettivo. Secondo il motore la risposta è: { $engine }.
problem-answer-unlisted = Il motore accetta anche queste case, che la risposta non elenca: { $houses }. A chi impara verrà detto che vanno bene anche quelle: aggiungile alla risposta, oppure cambia la posizione in modo che funzioni solo la tua.
problem-no-steps = Una lezione ha bisogno di almeno un passo.
problem-watch-no-moves = Un passo `Watch` (da guardare) deve mostrare almeno una mossa.
problem-watch-illegal = La mossa { $number } (casa { $house }) non si può giocare: { $reason ->
        [move-not-your-house] quella casa è dell'altro giocatore.
        [move-empty-house] quella casa è vuota.
        [move-must-feed] l'avversario non ha semi e questa mossa non gliene dà.
       *[other] la partita è già finita.
    }
problem-wrong-illegal = La casa { $house } è tra le risposte sbagliate, ma non si può proprio giocare: { $reason ->
        [move-not-your-house] è dell'altro giocatore.
        [move-empty-house] è vuota.
        [move-must-feed] l'avversario non ha semi e questa mossa non gliene dà.
       *[other] la partita è finita.
    }
problem-wrong-reaches-goal = La casa { $house } è tra le risposte sbagliate, ma raggiunge l'obiettivo.
problem-ask-illegal = La domanda fa giocare la casa { $house }, che però non si può giocare: { $reason ->
        [move-not-your-house] è dell'altro giocatore.
        [move-empty-house] è vuota.
        [move-must-feed] l'avversario non ha semi e questa mossa non gliene dà.
       *[other] la partita è finita.
    }
problem-ask-not-over = La partita non è finita, quindi non c'è un conteggio finale da chiedere.
problem-question-answer = La risposta scritta qui è { $stated }, ma secondo il motore è { $engine }.
problem-choice-twice = Una delle scelte è scritta due volte.
problem-choice-missing = La risposta giusta, { $engine }, non è tra le scelte.
problem-choice-too-few = Una domanda a scelta ha bisogno di almeno due scelte.
problem-no-hint = Un rompicapo dovrebbe avere almeno un aiutino (`hints`).
problem-guided-answer = Un esercizio guidato cerchia la casa da giocare: scrivi una sola casa come `answer`.
problem-wrong-answer-right = La risposta { $answer } è indicata come sbagliata, ma è la risposta del motore.
problem-wrong-answer-not-offered = La risposta { $answer } è indicata come sbagliata, ma non è tra le scelte.
problem-choice-unexplained = La scelta { $choice } è sbagliata, ma nessun testo dice perché: aggiungila a `wrong`, così chi la sceglie sente qualcosa di più di «Non proprio».
problem-game-level = Il livello { $level } non esiste: il computer gioca ai livelli da { $min } a { $max }.
problem-game-not-forced = Il motore non riesce a dimostrare questo obiettivo entro { $max ->
        [one] 1 mossa
       *[other] { $max } mosse
    } di chi impara: giocando bene lo si deve raggiungere di sicuro, qualunque cosa faccia il computer. Cambia la posizione o l'obiettivo.
problem-practice-none = Questa lezione propone di esercitarsi sul tema { $theme }, ma nessun rompicapo ha quel tema.
problem-too-many-answers = { $count ->
        [one] 1 mossa raggiunge
       *[other] { $count } mosse raggiungono
    } l'obiettivo (dalle case { $answers }), e le mosse possibili sono { $legal }: per un rompicapo le risposte giuste sono troppe.
problem-one-legal-move = Qui si può giocare una sola mossa (casa { $answers }): il rompicapo si risolve da solo.
problem-puzzle-settled = Un giocatore ha già più di 24 semi: il risultato è deciso, e qui un rompicapo su qualcosa di diverso dal risultato insegna poco. Abbassa i magazzini, oppure chiedi di vincere.
problem-rating-drift = Il punteggio di difficoltà scritto è { $stored }, ma ora il programma calcola { $computed }: scrivi `rating: { $computed }` (lo fa per te `wahree puzzles rate --write`).

# File di traduzione (.ftl). $lang, $reference e $locales sono cartelle (i18n/it).
problem-ftl-twice = Il messaggio `{ $id }` è già scritto in { $file }:{ $line }:{ $col }.
problem-ftl-missing = Il messaggio `{ $id }` manca in { $locales }.
problem-ftl-only-in = Il messaggio `{ $id }` c'è solo in { $locales }: chi impara in { $missing } lo vedrà in quella lingua, con una nota che lo dice.
problem-ftl-unused = Nessuna lezione e nessun rompicapo usa il messaggio `{ $id }`.
# $kanji: i kanji di un testo giapponese per bambini che un alunno di terza non ha ancora imparato, scritti senza la loro lettura.
problem-ja-no-reading = Il testo giapponese `{ $id }` ha kanji che i bambini imparano dopo la terza, senza la lettura accanto: { $kanji }. Perché i più piccoli possano leggerlo da soli, scrivi la lettura di ciascuno subito dopo, fra 《 e 》 (dopo 穴 viene 《あな》); se la parola da leggere non è fatta solo di kanji, mettici davanti ｜ (｜総取り, poi la sua lettura).
problem-ftl-part-missing = In { $lang } al messaggio `{ $id }` manca { $part ->
        [value] il testo
       *[other] l'attributo { $part }
    } che ha in { $reference }.
problem-ftl-part-extra = In { $lang } il messaggio `{ $id }` ha { $part ->
        [value] un testo
       *[other] un attributo { $part }
    } che in { $reference } non ha.
problem-ftl-variables = In { $lang }, { $part ->
        [value] il testo
       *[other] l'attributo { $part }
    } di `{ $id }` { $found ->
        [none] non usa variabili
       *[other] usa { $found }
    }, ma in { $reference } { $expected ->
        [none] non ne usa
       *[other] usa { $expected }
    }.
problem-ftl-plural-missing = In { $lang }, { $part ->
        [value] il testo
       *[other] l'attributo { $part }
    } di `{ $id }` non cambia le parole secondo il numero { $variable }, come invece fa in { $reference }: chi impara potrebbe leggere «1 semi». Scrivi una scelta per 1 e una per gli altri numeri, come [one] e *[other].

# La sintassi Fluent. $char è un carattere, $escape una barra rovesciata con
# ciò che la segue, come li scrive il file; $name è il nome di un'opzione.
ftl-expected-equals = Qui manca un «=». Un messaggio si scrive così: il nome, poi «=», poi il testo. Se questa riga continua il testo di quella sopra, comincia la riga con qualche spazio.
ftl-comment-space = Dopo il «#» di un commento ci vuole uno spazio: scrivi «# » e poi il commento.
ftl-unclosed-quote = Questo testo tra virgolette non finisce: aggiungi " prima della fine della riga.
ftl-expected-closing = Qui qualcosa non è chiuso: manca «{ $char }».
ftl-expected-char = Qui manca «{ $char }».
ftl-indented = Questa riga comincia con degli spazi, ma sopra non c'è niente che possa continuare. Se comincia un nuovo messaggio, togli gli spazi; se è un attributo (.nome = testo), scrivi il suo testo dopo «=».
ftl-expected-name = Qui ci vuole un nome. Un nome comincia con una lettera dalla a alla z (senza accenti) e prosegue con lettere, cifre, «-» e «_».
ftl-expected-digit = Qui un numero è rimasto a metà: scrivilo con le cifre, per esempio 3 o 2.5.
ftl-select-line = Dopo «->» la riga deve finire: metti ogni scelta, come [one] o *[other], su una riga tutta sua qui sotto.
ftl-other = Qui qualcosa non è scritto come si deve in un file di traduzione. Confrontalo con un messaggio che funziona.
ftl-no-text = Il messaggio `{ $id }` non ha testo: scrivi il suo testo dopo «=».
ftl-choice-no-text = Qui una scelta non ha testo: scrivi il suo testo dopo le [ ].
ftl-no-default = Una di queste scelte deve valere quando nessun'altra va bene: mettile davanti un *, come in *[other].
ftl-two-defaults = Solo una scelta può avere un * davanti: togli l'altro *.
ftl-bad-selector = Prima di «->» ci vuole una variabile, come $count (oppure un numero, o una funzione come NUMBER($count)): le scelte non possono dipendere da un messaggio o da un termine.
ftl-term-attribute = L'attributo di un termine, come -brand.gender, non si può mostrare in un testo: si può usare solo prima di «->», per scegliere tra più testi.
ftl-function-name = Qui si possono chiamare con ( ) solo le funzioni che hanno il nome in maiuscolo, come NUMBER.
ftl-argument-order = Dentro le ( ) scrivi prima i valori e poi le opzioni con il nome (come style: "percent").
ftl-option-twice = L'opzione `{ $name }` è scritta due volte dentro le stesse ( ).
ftl-option-value = Dopo il nome di un'opzione e i «:», qui va un numero o un testo tra virgolette.
ftl-expected-expression = Qui dentro le «{"{"} {"}"}» manca qualcosa: scrivi una variabile come $count, il nome di un messaggio, un numero o un testo tra virgolette.
ftl-unopened-brace = Qui c'è una «{"}"}» senza una «{"{"}» prima: toglila, oppure aggiungi la «{"{"}» che manca.
# $max: quante «{"{"}» può avere al massimo un messaggio.
ftl-too-deep = Questo messaggio ha più di { $max } «{"{"}», oppure sono troppo annidate una dentro l'altra, e Wahree lo salta. A un messaggio ne bastano poche: dividilo in messaggi più corti.
ftl-bad-escape = Tra virgolette, «{ $escape }» non vuol dire niente. Lì una barra rovesciata può cominciare solo \" (le virgolette), \\ (la barra rovesciata) o un codice di carattere come \u00E9.
ftl-bad-unicode = «{ $escape }» non è un codice di carattere: scrivi \u e poi esattamente 4 cifre o lettere dalla A alla F (come \u00E9), oppure \U e poi esattamente 6.
