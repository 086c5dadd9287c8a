# Le schermate dei tornei per l'insegnante (docs/tournaments.md, "In
# the app"): l'elenco della classe, un nuovo torneo, i turni, la bozza,
# i risultati e la classifica. Sud è il lato che muove per primo.

tournament-open = Tornei
tournament-back = Indietro
tournament-refresh = Aggiorna
tournament-list-title = I tornei della classe
tournament-list-asking = Sto chiedendo al server della classe…
tournament-list-none = Ancora nessun torneo. Creane uno con «Nuovo torneo».
tournament-list-over = Concluso
tournament-list-rounds = Turni giocati: { $played } su { $total }
tournament-list-players = { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
}
tournament-new = Nuovo torneo
tournament-import = Apri un file TRF
tournament-export = Salva come TRF
tournament-trf-not-text = Questo file non è un file di testo.

## Un nuovo torneo
tournament-new-title = Nuovo torneo
tournament-new-name = Nome
tournament-new-name-hint = Torneo di primavera
tournament-new-format = Formula
tournament-format-round-robin = Girone all'italiana
tournament-format-double = Doppio girone all'italiana
tournament-format-swiss = Sistema svizzero
tournament-new-rounds = Turni:
tournament-new-bye = Il turno di riposo vale:
tournament-new-players = Chi gioca
tournament-new-apart = Chi non deve giocare contro chi (facoltativo)
tournament-new-apart-hint = Premi il nome di un bambino, poi quello di un altro: non saranno mai abbinati.
tournament-new-apart-remove = Premi per togliere questa coppia dall'elenco.
tournament-new-name-missing = Prima dai un nome al torneo.
tournament-new-create = Crea il torneo

## Un torneo
tournament-tab-rounds = Turni
tournament-tab-standings = Classifica
tournament-tab-players = Giocatori
tournament-pair = Abbina il turno successivo
tournament-draft-title = Il prossimo turno (non ancora pubblicato)
tournament-draft-hint = Per cambiarlo, premi il nome di un bambino e poi quello di un altro: si scambiano di posto.
tournament-draft-fine = Il server non trova niente da ridire su questi abbinamenti.
tournament-publish = Pubblica il turno
tournament-start = Avvia le partite del turno sui dispositivi
tournament-start-busy = un bambino sta ancora giocando un'altra partita; riprova più tardi
tournament-start-refused = Tavolo { $table }: { $why }.
tournament-round = Turno { $round }
tournament-table = Tavolo { $table }
tournament-bye = Riposa
tournament-seat-south = { $name } (Sud)
tournament-seat-north = { $name } (Nord)
tournament-on-devices = si gioca sui dispositivi
tournament-result-south = Vince Sud
tournament-result-north = Vince Nord
tournament-result-draw = Pareggio
tournament-result-south-forfeit = Vince Sud a tavolino
tournament-result-north-forfeit = Vince Nord a tavolino
tournament-result-both-forfeit = Perdono entrambi a tavolino
tournament-sheet-open = Foglio di gara…
tournament-sheet-hint = Le mosse, come le legge «wahree review» (facoltativo)
tournament-claims = Che cosa hanno detto i bambini:
tournament-conflict = I bambini hanno indicato risultati diversi. Scegli quello giusto:
tournament-claim = { $name }: { $result }
tournament-claim-won = «Ho vinto»
tournament-claim-drawn = «Pareggio»
tournament-claim-lost = «Ho perso»
tournament-withdraw = Ritira
tournament-withdrawn = ritirato
tournament-late = Iscrizione in ritardo (dal prossimo turno):
tournament-show = Mostra la classifica sui dispositivi dei bambini
tournament-hall-hint = Il link per la sala mostra il turno e la classifica a chiunque lo abbia, in sola lettura.
tournament-hall-open = Apri il link per la sala
tournament-hall-close = Chiudi il link per la sala

## La classifica
tournament-col-place = Posto
tournament-col-name = Nome
tournament-col-points = Punti
tournament-tb-bh-c1 = Buchholz cut-1: la somma dei punteggi degli avversari, senza il più basso
tournament-tb-bh = Buchholz: la somma dei punteggi degli avversari
tournament-tb-sb = Sonneborn-Berger: il punteggio di ogni avversario moltiplicato per i punti fatti contro di lui
tournament-tb-de = Scontro diretto: i punti fatti nelle partite tra i giocatori a pari merito
tournament-tb-win = Vittorie: il numero di partite vinte

## Che cosa il server ha rifiutato nell'impostazione di un torneo
tournament-player-name = Il nome è vuoto, troppo lungo o ha un carattere che non si può usare.
tournament-name = Dai un nome al torneo (fino a 100 caratteri, senza spazi all'inizio o alla fine).
tournament-date = Questa data non si può usare.
tournament-rating = Questo punteggio Elo non si può usare.
tournament-too-many-players = Ci sono troppi giocatori per un solo torneo.
tournament-rounds = Un torneo svizzero ha da 1 a 99 turni.
tournament-cycles = Un girone all'italiana si gioca una o due volte.
tournament-too-many-paired = Ci sono più turni di quanti ne abbia il torneo.
tournament-unknown-player = Un giocatore presente nei turni non è iscritto al torneo.
tournament-twice = Un giocatore è abbinato due volte nello stesso turno.
tournament-against-self = Un giocatore è abbinato contro se stesso.
tournament-forbidden-self = Un bambino non può essere tenuto lontano da se stesso.
tournament-forbidden-twice = Questa coppia è nell'elenco due volte.
tournament-absent-twice = Questo giocatore è segnato come assente due volte.
tournament-tie-break-twice = Un criterio di spareggio è nell'elenco due volte.
tournament-no-such-table = In questo turno non c'è questo tavolo.
tournament-no-next-round = Non c'è un turno successivo da abbinare.
tournament-empty-round = Un turno non ha partite.
tournament-late-in-round-robin = Nessuno può entrare in un girone all'italiana già cominciato.

## La Home di un bambino, in un torneo (la legge il bambino)
tournament-home-next-first = { $title }: turno { $round }, tavolo { $table }. Giochi contro { $opponent } e fai tu la prima mossa!
tournament-home-next-second = { $title }: turno { $round }, tavolo { $table }. Giochi contro { $opponent }, che fa la prima mossa.
tournament-home-bye = { $title }: in questo turno riposi.
tournament-home-wait = { $title }: aspetta il prossimo turno.
tournament-home-place = Il tuo posto: { $place } · I tuoi punti: { $points }
tournament-home-won = Ho vinto
tournament-home-drawn = Pareggio
tournament-home-lost = Ho perso

## Stampare le pagine del torneo (per l'insegnante)
tournament-print = Stampa…
tournament-print-hint = Scegli una pagina da stampare: viene salvata in un file che si apre in un browser, e da lì si stampa.
tournament-print-pairings = Abbinamenti dell'ultimo turno
tournament-print-standings = La classifica
tournament-print-sheets = Fogli di gara
tournament-print-certificates = Attestati
tournament-print-saved = Pagina salvata in { $file }. Aprila in un browser per stamparla.
tournament-print-open = Aprila nel browser
tournament-print-no-round = Prima pubblica un turno: poi potrai stamparne gli abbinamenti e i fogli di gara.
tournament-print-tab = La pagina si è aperta in una nuova scheda: stampala da lì.
tournament-print-blocked = Il browser non ha aperto una nuova scheda. Consenti i pop-up per questo sito, poi scegli di nuovo la pagina da stampare.

## Nuovo torneo: l'ordine degli spareggi; i turni saltati da chi entra in
## ritardo; la stampa di un turno precedente (per l'insegnante)
tournament-new-tb = Criteri di spareggio, in ordine
tournament-new-tb-hint = Se due bambini hanno gli stessi punti, decide il primo criterio; se sono pari anche in quello, decide il successivo.
tournament-new-tb-up = Sposta su
tournament-new-tb-down = Sposta giù
tournament-late-missed = I turni saltati valgono:
tournament-late-missed-none = niente
tournament-late-missed-half = ½ punto ciascuno
tournament-print-round = Quale turno:
tournament-print-pairings-of = Abbinamenti del turno { $round }
tournament-print-sheets-of = Fogli di gara del turno { $round }

## La schermata iniziale di un bambino quando l'insegnante mostra la classifica
tournament-home-standings = Il posto di ognuno:
