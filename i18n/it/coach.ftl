# I livelli del computer e le spiegazioni dell'allenatore.
# $house è il numero di una casa come lo vede chi la possiede: da 1 a 6, dalla propria sinistra.
# $best è il numero di una delle case migliori per chi impara.
# $side vale "south" o "north": l'avversario. $seeds e $depth sono numeri.

level-1-name = Semino
level-1-description = Prende i semi quando li vede, ma si dimentica di guardare la tua risposta.
level-2-name = Germoglio
level-2-description = Guarda la tua risposta alla sua mossa, ma sbaglia ancora.
level-3-name = Giardiniere
level-3-description = Pensa qualche mossa in avanti. Una bella sfida quando conosci le regole.
level-4-name = Contadino
level-4-description = Pensa molte mosse in avanti. Per batterlo ti serve un piano.
level-5-name = Maestro
level-5-description = Gioca sempre al massimo. Riesci a tenergli testa?

coach-best-move = Bella mossa! È una delle mosse migliori.
coach-loses-seeds = Con questa mossa perdi { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    } rispetto alla mossa migliore. Era meglio la casa { $best }.
coach-reply-captures = Adesso { $side ->
        [south] Sud
       *[north] Nord
    } può rispondere con la casa { $house } e catturare { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    }.
coach-reply-wipe-out = Adesso { $side ->
        [south] Sud
       *[north] Nord
    } può rispondere con la casa { $house } e prendere tutti i semi della tua fila: una cancellazione da { $seeds } semi!
coach-reply-quiet = Adesso { $side ->
        [south] Sud
       *[north] Nord
    } può rispondere con la casa { $house }. Per ora non cattura niente, ma si prepara una cattura per dopo.
coach-estimate = (L'allenatore ha guardato avanti di { $depth } mosse. La fine della partita è ancora troppo lontana per esserne sicuro.)

## Rivedere una partita: il giudizio dell'allenatore e le sue parole per ogni mossa.
review-mark-forced = Mossa obbligata
review-mark-best = Mossa migliore
review-mark-good = Buona
review-mark-inaccuracy = Imprecisione
review-mark-mistake = Errore
review-mark-blunder = Errore grave
review-forced = Era l'unica mossa possibile.
review-best = Una delle mosse migliori.
review-lost = Questa mossa ha fatto perdere { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    } rispetto alla casa { $best }.
review-better-wipe-out = Con la casa { $house } si prendevano tutti i semi della fila di { $side ->
        [south] Sud
       *[north] Nord
    } { $result ->
        [win] e si vinceva la partita
        [draw] e la partita finiva pari
       *[loss] ({ $seeds } semi)
    }.
review-better-capture = Con la casa { $house } si catturavano { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    }.
review-better-line = Prova le mosse dell'allenatore da qui per vedere perché.
review-let-capture = Questa mossa ha permesso a { $side ->
        [south] Sud
       *[north] Nord
    } di prendere { $seeds ->
        [one] un seme
       *[other] { $seeds } semi
    } con la casa { $house }.
review-let-wipe-out = Questa mossa ha permesso a { $side ->
        [south] Sud
       *[north] Nord
    } di prendere tutti i semi della fila di { $side ->
        [south] Nord
       *[north] Sud
    } con la casa { $house }: { $seeds } semi.
review-result = { $change ->
        [win-draw] Prima di questa mossa la partita si poteva ancora vincere. Ora il meglio è un pareggio.
        [win-loss] Prima di questa mossa la partita si poteva ancora vincere. Ora è persa, se { $side ->
            [south] Sud
           *[north] Nord
        } gioca bene.
       *[draw-loss] Prima di questa mossa si poteva ancora pareggiare. Ora la partita è persa, se { $side ->
            [south] Sud
           *[north] Nord
        } gioca bene.
    }
review-estimate = (È una stima: l'allenatore ha guardato avanti di { $depth } mosse, non fino alla fine della partita.)
