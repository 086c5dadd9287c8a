# Tornei tra più classi (docs/tournaments.md, "The organiser"): i rifiuti
# del server all'organizzatore e all'insegnante di una classe, e che cosa
# legge l'insegnante dopo aver inserito il risultato di un tavolo tra due
# classi.

## L'organizzatore: che cosa il server ha rifiutato
tournament-class-not-in = Questa classe non partecipa al torneo.
tournament-class-twice = Questa classe partecipa già al torneo.
tournament-started = Un turno è già stato abbinato: le classi e i giocatori non si possono più cambiare.
tournament-unknown-class = Sul server non c'è nessuna classe con questo codice.
tournament-classes-full = Questo torneo ha già tutte le classi che può accogliere.
tournament-players = Scegli i bambini che giocano.

## L'insegnante di una classe
tournament-not-your-table = A questo tavolo non gioca nessun bambino della tua classe.
tournament-entry-waiting = Grazie! Ora anche l'insegnante dell'altra classe deve inserire il risultato.
tournament-entry-agreed = I due insegnanti hanno inserito lo stesso risultato. È registrato!
tournament-entry-conflict = L'insegnante dell'altra classe ha inserito un risultato diverso. Deciderà l'organizzatore.

## L'app dell'insegnante: i tornei con altre classi
tournament-open-list-title = Tornei con altre classi
tournament-open-round = Turno { $round }
tournament-open-no-round = L'organizzatore non ha ancora preparato gli abbinamenti del primo turno.

## La Home di un bambino: con chi gioca, e di quale classe
tournament-open-opponent = { $name } (classe { $class })
