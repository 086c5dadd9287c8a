# "Partite tra compagni" dell'insegnante e il proiettore (docs/games.md,
# src/app/duel/class.rs e boards.rs). Per adulti: le parole dell'insegnante.

duel-teacher-open = Partite tra compagni
duel-teacher-title = Partite tra compagni
duel-teacher-back = Torna alla classe
duel-teacher-back-list = Torna alle partite
duel-teacher-games = Le partite della classe adesso
duel-teacher-pair = { $southName } (Sud) – { $northName } (Nord)
duel-teacher-invitation = { $southName } ha sfidato { $northName } (in attesa di risposta)
duel-teacher-adjourned = Sospesa: nessuno può muovere finché non la riprendi.
duel-teacher-to-move = Tocca a { $name }
duel-teacher-moves = { $moves ->
    [one] { $moves } mossa giocata
   *[other] { $moves } mosse giocate
}
duel-teacher-since = ultima mossa { $minutes ->
    [0] meno di un minuto fa
    [one] { $minutes } minuto fa
   *[other] { $minutes } minuti fa
}
duel-teacher-overdue = Il tempo per la mossa è scaduto: la partita aspetta questa mossa.
duel-teacher-project = Mostra sul proiettore
duel-teacher-adjourn = Sospendi
duel-teacher-resume = Riprendi
duel-teacher-end = Termina la partita
duel-teacher-result = Il risultato:
duel-teacher-won = Vince { $name }
duel-teacher-drawn = Pareggio
duel-teacher-no-result = Nessun risultato
duel-teacher-cancel = Non terminarla
duel-teacher-no-games = Nessuna partita tra compagni in questo momento.
duel-teacher-asking = Sto chiedendo al server della classe…
duel-teacher-here = Su un dispositivo adesso: { $names }
duel-teacher-here-none = Nessuno della classe è su un dispositivo in questo momento.
duel-teacher-pair-title = Fai giocare due bambini
duel-teacher-south = Sud (muove per primo):
duel-teacher-north = Nord:
duel-teacher-pair-start = Avvia la loro partita
duel-teacher-timer = Tempo per ogni mossa nelle nuove partite:
duel-teacher-timer-off = Senza limite
duel-teacher-timer-seconds = { $seconds ->
    [one] { $seconds } secondo a mossa
   *[other] { $seconds } secondi a mossa
}
duel-teacher-timer-minutes = { $minutes ->
    [one] { $minutes } minuto a mossa
   *[other] { $minutes } minuti a mossa
}
duel-teacher-all-boards = Tutti i tabelloni sul proiettore
duel-teacher-all-title = Tutte le partite della classe
duel-teacher-gone = Questa partita non è più nell'elenco del server della classe.
duel-teacher-busy = { $name } sta già giocando una partita. Prima termina quella partita o lasciala finire.
duel-teacher-same-child = Scegli due bambini diversi.
duel-teacher-refused = Il server della classe ha rifiutato la richiesta. Guarda di nuovo l'elenco e riprova.
duel-teacher-keys = Esc: torna alla classe
duel-teacher-keys-projector = Esc: torna alle partite
# Il dettaglio di un bambino: le sue partite contro i compagni.
duel-teacher-record = Contro i compagni: { $won ->
        [one] 1 partita vinta
       *[other] { $won } partite vinte
    } su { $played }
# Il tempo per mossa di una partita in corso, sulla sua riga di «Partite tra compagni».
duel-teacher-timer-ask = Tempo per mossa…
duel-teacher-game-timer = Tempo per mossa di questa partita:
duel-teacher-cancel-timer = Lascialo così
duel-teacher-game-timer-is = Tempo: { $timer }
# Il CSV della classe («Salva come foglio di calcolo»): le partite contro i compagni su altri dispositivi.
export-classmates-played = Partite contro i compagni
export-classmates-won = Partite vinte contro i compagni
