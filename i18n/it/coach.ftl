# I livelli del computer e le spiegazioni dell'allenatore.
# $house è il numero di una casa come lo vede chi la possiede: da 1 a 6, dalla propria sinistra.
# $best è il numero di una delle case migliori per chi impara.
# $side vale "south" o "north": l'avversario. $seeds e $depth sono numeri.

# Diciannove livelli, dal più debole: un giardino che cresce, dal seme al maestro.
level-1-name = Seme
level-1-description = Cattura dove cade il suo ultimo seme, ma non conta mai le catene né il giro di una casa grande, e spesso gioca senza pensarci due volte.
level-2-name = Germoglio
level-2-description = Fa la cattura più grande che vede, catena compresa, ma non pensa mai a cosa puoi riprenderti tu.
level-3-name = Piantina
level-3-description = Ogni tanto controlla cosa potresti catturare tu dopo la sua mossa.
level-4-name = Bocciolo
level-4-description = Spesso controlla cosa potresti catturare tu dopo la sua mossa.
level-5-name = Fiore
level-5-description = Quasi sempre controlla cosa potresti catturare tu dopo la sua mossa.
level-6-name = Alberello
level-6-description = Controlla sempre cosa potresti catturare tu dopo la sua mossa.
level-7-name = Albero alto
level-7-description = Guarda tre mosse avanti, ma è un po' distratto.
level-8-name = Albero da frutto
level-8-description = Guarda tre mosse avanti: la sua mossa, la tua risposta e la sua mossa dopo.
level-9-name = Giardino
level-9-description = Guarda qualche mossa avanti.
level-10-name = Giardiniere
level-10-description = Guarda parecchie mosse avanti. Una bella sfida quando conosci i trucchi.
level-11-name = Contadino
level-11-description = Pensa molte mosse in avanti. Per batterlo ti serve un piano.
level-12-name = Medico degli alberi
level-12-description = Pensa molto avanti e non cade quasi mai in una trappola.
level-13-name = Guardiano del bosco
level-13-description = Pensa tantissime mosse avanti. Ogni seme conta!
level-14-name = Apicoltore
level-14-description = Paziente e instancabile: trova quasi sempre una buona mossa.
level-15-name = Capo del raccolto
level-15-description = Sa quando lasciare che i semi si ammucchino e quando portarli nel suo magazzino.
level-16-name = Vecchio baobab
level-16-description = Calmo e attento: non regala quasi mai neanche un seme.
level-17-name = Mago del giardino
level-17-description = Pensa più avanti di quasi tutti. Lo batte solo chi gioca molto bene.
level-18-name = Saggio dei semi
level-18-description = Pensa avanti quasi quanto il Maestro. Lo batte solo chi gioca benissimo.
level-19-name = Maestro
level-19-description = In ogni partita pensa più avanti che può. Riesci a tenergli testa?

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
    } può rispondere con la casa { $house } e prendere tutti i semi della tua fila: una cancellazione da { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }!
coach-reply-quiet = Adesso { $side ->
        [south] Sud
       *[north] Nord
    } può rispondere con la casa { $house }. Per ora non cattura niente, ma si prepara una cattura per dopo.
coach-estimate = (L'allenatore ha guardato avanti di { $depth ->
        [one] una mossa
       *[other] { $depth } mosse
    }. La fine della partita è ancora troppo lontana per esserne sicuro.)

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
review-better-wipe-out = La casa { $house } avrebbe preso tutti i semi della fila di { $side ->
        [south] Sud
       *[north] Nord
    } { $result ->
        [win] e vinto la partita
        [draw] e pareggiato la partita
       *[loss] ({ $seeds ->
            [one] 1 seme
           *[other] { $seeds } semi
        })
    }.
review-better-capture = La casa { $house } avrebbe catturato { $seeds ->
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
    } con la casa { $house }: { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }.
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
review-estimate = (È una stima: l'allenatore ha guardato avanti di { $depth ->
        [one] una mossa
       *[other] { $depth } mosse
    }, non fino alla fine della partita.)
