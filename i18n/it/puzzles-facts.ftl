# Frasi che il programma costruisce dai fatti del motore, per i rompicapi
# senza una spiegazione propria, e suggerimenti che usano i suoi numeri.
# Le case sono numerate come le vede chi le possiede (da 1 a 6 dalla sua
# sinistra); $whose è "own" o "other"; $opponent è il nome di un giocatore,
# già in questa lingua; $laps è 0, oppure 1 quando una semina fa tutto il giro.

puzzle-fact-sow = La tua casa { $house } ha { $seeds ->
        [one] un seme solo, che cade
       *[other] { $seeds } semi{ $laps ->
            [0] {""}
           *[other] , abbastanza per fare tutto il giro saltando la casa { $house } stessa
        }: l'ultimo cade
    } { $whose ->
        [own] nella tua casa { $last }
       *[other] nella casa { $last } di { $opponent }
    }.
# $from e $to sono la prima e l'ultima casa della catena.
puzzle-fact-capture = { $houses ->
        [one] Ora quella casa ha { $seeds ->
            [one] 1 seme: lo catturi.
           *[other] { $seeds } semi: li catturi.
        }
        [2] Guardando indietro da lì, le case { $from } e { $to } di { $opponent } hanno entrambe 2 o 3 semi: le catturi tutte e due, { $seeds ->
            [one] 1 seme
           *[other] { $seeds } semi
        }.
       *[other] Guardando indietro da lì, le case di { $opponent } dalla { $from } alla { $to } hanno tutte 2 o 3 semi: le catturi tutte e { $houses }, { $seeds ->
            [one] 1 seme
           *[other] { $seeds } semi
        } in un colpo solo.
    }
puzzle-fact-no-capture = Non cattura niente.
# $swept: i semi rimasti nella fila di chi gioca, che la cancellazione raccoglie.
puzzle-fact-wipe-out = { $swept ->
        [0] Ora la fila di { $opponent } è vuota: è una cancellazione!
        [one] Ora la fila di { $opponent } è vuota: è una cancellazione! Prendi anche l'unico seme rimasto nella tua fila.
       *[other] Ora la fila di { $opponent } è vuota: è una cancellazione! Prendi anche i { $swept } semi rimasti nella tua fila.
    }
# $why: wipe-out, you-stuck, they-stuck o repetition; $result: win, draw
# o loss; $mine e $theirs: i conti finali.
puzzle-fact-end = { $why ->
        [wipe-out] La partita è finita:
        [you-stuck] Non hai più mosse, quindi ognuno prende i semi della propria fila:
        [they-stuck] { $opponent } non ha più mosse, quindi ognuno prende i semi della propria fila:
       *[repetition] È tornata la stessa posizione, quindi ognuno prende i semi della propria fila:
    } { $result ->
        [win] vinci { $mine } a { $theirs }!
        [draw] è un pareggio, { $mine } a { $theirs }.
       *[loss] vince { $opponent }, { $theirs } a { $mine }.
    }
# La migliore delle altre mosse, secondo l'obiettivo del rompicapo.
puzzle-fact-other-seeds = La migliore delle tue altre mosse, la casa { $house }, cattura solo { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }.
puzzle-fact-other-chain = La tua casa { $house } cattura solo in { $houses ->
        [one] una casa
       *[other] { $houses } case
    } ({ $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }).
puzzle-fact-other-wipe-out = La tua casa { $house } cattura { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }, ma lascia { $left ->
        [one] 1 seme
       *[other] { $left } semi
    } nella fila di { $opponent }: niente cancellazione.
puzzle-fact-others-nothing = Nessuna delle tue altre mosse cattura qualcosa.
# $best: il massimo che l'avversario può catturare dopo la risposta giusta;
# $by: la casa dell'avversario che catturerebbe $lost semi dopo la casa $house.
puzzle-fact-defend = Dopo questa mossa, { $opponent } { $best ->
        [0] non può catturare proprio niente.
        [one] può catturare solo 1 seme.
       *[other] può catturare solo { $best } semi.
    }
puzzle-fact-defend-other = Dopo la tua casa { $house }, la casa { $by } di { $opponent } catturerebbe { $lost ->
        [one] 1 seme
       *[other] { $lost } semi
    }.
puzzle-fact-avoid = Dopo questa mossa, { $opponent } non ha nessuna mossa che prenda tutti i semi della tua fila.
puzzle-fact-avoid-other = Dopo la tua casa { $house }, la casa { $by } di { $opponent } ti farebbe una cancellazione.
# Una serie di mosse: $step conta le mosse di chi gioca (1, 2, 3);
# $captured è quanto cattura la mossa.
puzzle-fact-line-mine = { $step ->
        [1] Prima la tua casa { $house }
       *[other] Poi la tua casa { $house }
    }{ $captured ->
        [0] .
        [one] , che cattura 1 seme.
       *[other] , che cattura { $captured } semi.
    }
puzzle-fact-line-theirs = La risposta migliore di { $opponent } è la sua casa { $house }{ $captured ->
        [0] .
        [one] , che cattura 1 seme.
       *[other] , che cattura { $captured } semi.
    }
puzzle-fact-secured = Ora hai { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } nel magazzino, qualunque cosa faccia { $opponent }.
puzzle-fact-held = { $moves ->
        [one] In una mossa
       *[other] In { $moves } mosse
    }, { $opponent } { $lost ->
        [0] non ha catturato proprio niente.
        [one] ha catturato solo 1 seme.
       *[other] ha catturato solo { $lost } semi.
    }

# Suggerimenti con i numeri della posizione. $best: il massimo di semi che
# cattura una mossa (case in puzzle-hint-best-chain; in
# puzzle-hint-best-defence il minimo che l'avversario può poi catturare);
# $houses: le case dell'avversario che hanno semi.
puzzle-hint-best-seeds = Una delle tue mosse cattura { $best ->
        [one] 1 seme
       *[other] { $best } semi
    }. Quale?
puzzle-hint-best-chain = La catena più lunga prende { $best ->
        [one] una casa
       *[other] { $best } case
    } in un colpo solo.
puzzle-hint-best-defence = { $best ->
        [0] C'è una mossa dopo la quale { $opponent } non cattura proprio niente.
        [one] Il meglio che puoi fare è lasciare che { $opponent } ti catturi 1 seme.
       *[other] Il meglio che puoi fare è lasciare che { $opponent } ti catturi { $best } semi.
    }
puzzle-hint-wipe-houses = { $houses ->
        [one] { $opponent } ha semi in una casa sola: la tua catena deve prenderla.
       *[other] { $opponent } ha semi in { $houses } case: la tua catena deve prenderle tutte.
    }
