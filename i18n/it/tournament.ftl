# Tornei della classe sul server della classe (docs/tournaments.md): ciò
# che dice il dispositivo di un bambino quando comunica il risultato di una
# partita sul tabellone, e i rifiuti e gli avvisi del server per la
# schermata degli abbinamenti dell'insegnante.

## Il dispositivo di un bambino
tournament-not-playing = Non giochi in questo torneo.
tournament-no-board = Questa non è la tua partita in questo turno.
tournament-result-in = Il risultato di questa partita c'è già.
tournament-report-waiting = Grazie! Ora anche il tuo compagno deve dire il risultato.
tournament-report-agreed = Avete detto tutti e due la stessa cosa. Il risultato è registrato!
tournament-report-conflict = Tu e il tuo compagno avete detto risultati diversi. Deciderà l'insegnante.

## L'insegnante: ciò che il server ha rifiutato
tournament-invalid = Il torneo non si può impostare così.
tournament-over = Tutti i turni di questo torneo sono stati giocati.
tournament-round-unfinished = Turno { $round }, tavolo { $table }: manca ancora il risultato.
tournament-too-few = Ci sono meno di due giocatori da abbinare.
tournament-no-pairing = Nessun abbinamento rispetta le regole per questo turno.
tournament-learner-twice = Questo bambino è già nel torneo.
tournament-no-draft = Prima abbina il prossimo turno, poi pubblicalo.
tournament-not-a-round = Questi abbinamenti non formano un turno: ogni bambino gioca al massimo una volta, e giocano solo i bambini del torneo.
tournament-sheet = Il foglio di gara si ferma alla riga { $line }, colonna { $column }: quella mossa non si può giocare.
tournament-sheet-result = Le mosse del foglio di gara non portano a questo risultato.
tournament-sheet-too-long = Questo foglio di gara è troppo lungo.
tournament-unknown-learner = Questo bambino non fa parte della classe.
tournament-format = Scegli girone all'italiana, doppio girone o sistema svizzero.
tournament-tie-break = Wahree non conosce questo criterio di spareggio.
tournament-bye-points = Un turno di riposo vale 0, ½ o 1 punto.
tournament-missed = I turni saltati valgono zero o mezzo punto ciascuno.
tournament-result = Scegli un risultato per la partita.
tournament-trf = Questo file non si può leggere: riga { $line }.
tournament-full = Questa classe ha già tutti i tornei che può tenere. Prima cancellane uno vecchio.

## L'insegnante: che cosa viola un abbinamento cambiato a mano
tournament-warn-met = { $first } e { $second } hanno già giocato tra loro.
tournament-warn-forbidden = { $first } e { $second } non devono giocare tra loro.
tournament-warn-absent-paired = { $player } è assente o ha lasciato il torneo, ma ha una partita.
tournament-warn-not-paired = { $player } è presente ma non ha una partita.
tournament-warn-twice = { $player } ha due partite in questo turno.
tournament-warn-unknown = Il giocatore { $player } non è nel torneo.
tournament-warn-bye-count = Con un numero pari di giocatori nessuno riposa; con un numero dispari, ne riposa uno.
tournament-warn-second-bye = { $player } ha già riposato (o ha vinto una partita a tavolino).
tournament-warn-bye-score = Riposa { $player }, ma potrebbe riposare un giocatore con meno punti.
tournament-warn-colour = La prima mossa spetterebbe sia a { $first } sia a { $second } (o la seconda a entrambi i giocatori).
tournament-warn-colour-absolute = Questa volta { $player } deve giocare dall'altra parte: le regole dicono chi muove per primo.
tournament-warn-quality = L'abbinamento del server è migliore secondo la regola C{ $criterion } del sistema svizzero.
tournament-warn-input = Questo torneo non si può controllare così com'è.
tournament-warn-not-the-table = Questi abbinamenti non sono quelli della tabella del girone.
