# Le schermate di chi organizza (docs/tournaments.md, "The organiser"):
# l'accesso, i tornei tra classi, le classi e i loro giocatori, e i
# risultati inseriti dai due insegnanti a un tavolo.

## L'ingresso e l'accesso
organiser-enter = Accesso per chi organizza
organiser-title = Accesso di chi organizza
organiser-hint = Chi organizza gestisce i tornei tra classi. Accedi con il nome e la password creati per te sul server della classe.
organiser-address = Indirizzo del server della classe
organiser-name = Il tuo nome
organiser-password = Password
organiser-wrong = Il nome o la password non sono giusti. Riprova.
organiser-forgotten = Non hai ancora un account? Sul server della classe esegui: wahree serve organiser add NOME

## I tornei di chi organizza
organiser-list-title = Tornei tra classi
organiser-signed-in = Accesso come { $name }
organiser-list-none = Ancora nessun torneo. Premi "Nuovo torneo" per prepararne uno.
organiser-sign-out = Esci
organiser-new-classes-next = Dopo averlo creato, aggiungi le classi: i loro bambini sono i giocatori.

## Le classi e i loro giocatori
organiser-tab-classes = Classi e giocatori
organiser-classes-hint = Aggiungi ogni classe con il codice con cui si collegano i suoi dispositivi. Giocano tutti i suoi bambini: togli la spunta a chi non gioca.
organiser-code-hint = Codice della classe
organiser-add-class = Aggiungi la classe
organiser-remove-class = Togli la classe
organiser-no-class = Ancora nessuna classe
organiser-fixed = Il primo turno è abbinato: i giocatori non cambiano più. Un bambino può ancora ritirarsi.

## Un tavolo di due classi: che cosa ha inserito ogni insegnante
organiser-entries = Che cosa hanno inserito gli insegnanti:
organiser-entries-differ = I due insegnanti hanno inserito risultati diversi. Scegli quello giusto:
organiser-entry = { $class }: { $result }
