## Il primo giorno dell'insegnante: aggiungere gli alunni dove inizia una
## classe vuota, le lingue di più alunni insieme, il tabellone dalla vista
## dell'insegnante.
home-add-children = Aggiungi gli alunni
teacher-add = Aggiungi alunni
teacher-add-title = Aggiungi gli alunni della tua classe
teacher-add-hint = Un nome per riga, scritto o incollato da un elenco. Per chi impara in un'altra lingua: dopo il nome, una virgola e il codice della lingua (it, es, ja o en), per esempio Aiko, ja.
teacher-add-placeholder = Un nome per riga
teacher-add-save = Aggiungili
teacher-keys-add = Tasti: Invio passa al nome successivo · Esc chiude
teacher-keys-langs = Tasti: Esc chiude
teacher-langs = Lingue
teacher-langs-title = Lingue per più alunni: scegli gli alunni, poi le loro lingue
teacher-langs-all = Tutti
teacher-langs-first = Lingua:
teacher-langs-second = Seconda lingua:
teacher-langs-class = Quella della classe ({ $lang })
teacher-langs-class-short = quella della classe
teacher-langs-apply = { $children ->
        [0] Prima scegli gli alunni
        [one] Assegna queste lingue a 1 alunno
       *[other] Assegna queste lingue a { $children } alunni
    }
teacher-langs-done = { $children ->
        [one] Lingue impostate per 1 alunno.
       *[other] Lingue impostate per { $children } alunni.
    }
teacher-export-choose = Scegli dove…
teacher-export-unchosen = Non è stata scelta nessuna posizione: «Salva» mette il file nel percorso scritto nel campo.
teacher-import-unchosen = Non è stato scelto nessun file (forse questo computer non ha una finestra per sceglierlo): scrivi il percorso dell'elenco nel campo, poi premi «Leggi l'elenco».
teacher-langs-own = Ognuno tiene la sua
