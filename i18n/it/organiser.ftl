# Le schermate dell'organizzatore (docs/tournaments.md, "The organiser"):
# l'accesso, i tornei tra classi, le classi e i loro giocatori, e i
# risultati inseriti dai due insegnanti a un tavolo.

## L'ingresso e l'accesso
organiser-enter = Area organizzatori
organiser-title = Accesso dell'organizzatore
organiser-hint = L'organizzatore gestisce i tornei tra più classi. Accedi con il nome e la password creati per te sul server della classe.
organiser-address = Indirizzo del server della classe
organiser-name = Il tuo nome
organiser-password = Password
organiser-wrong = Nome o password sbagliati. Riprova.
organiser-forgotten = Non hai ancora un account? Sul server della classe esegui: wahree serve organiser add NOME

## I tornei dell'organizzatore
organiser-list-title = Tornei tra classi
organiser-signed-in = Accesso effettuato come { $name }
organiser-list-none = Ancora nessun torneo. Creane uno con «Nuovo torneo».
organiser-sign-out = Esci
organiser-new-classes-next = Una volta creato il torneo, aggiungi le classi: i loro alunni saranno i giocatori.

## Le classi e i loro giocatori
organiser-tab-classes = Classi e giocatori
organiser-classes-hint = Aggiungi ogni classe con il suo codice, lo stesso con cui i dispositivi entrano nella classe. Giocano tutti gli alunni: togli la spunta a chi non gioca.
organiser-code-hint = Codice della classe
organiser-add-class = Aggiungi la classe
organiser-remove-class = Togli dal torneo
organiser-no-class = Ancora nessuna classe
organiser-fixed = Il primo turno è già stato abbinato: i giocatori restano questi. Un bambino può ancora ritirarsi.

## Un tavolo di due classi: che cosa ha inserito ogni insegnante
organiser-entries = Che cosa hanno inserito gli insegnanti:
organiser-entries-differ = I due insegnanti hanno inserito risultati diversi. Scegli quello giusto:
organiser-entry = { $class }: { $result }
