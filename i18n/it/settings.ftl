# Impostazioni: la grandezza del tabellone e chi impara su questo computer;
# sulla schermata iniziale, la riga su chi sta imparando.
# $name è il nome di chi impara, come l'ha scritto. $max è un numero di lettere.

settings-size = Grandezza del tabellone
settings-size-normal = Normale
settings-size-large = Grande
settings-size-projector = Proiettore
settings-size-hint = Grande e Proiettore ingrandiscono il tabellone e le scritte principali: utili sullo schermo della classe o sulla LIM.

# Chi non ha ancora scritto il suo nome.
learner-guest = Ospite
learner-name-empty = Prima scrivi un nome.
learner-name-too-long = Questo nome è troppo lungo. Usa al massimo { $max ->
        [one] 1 lettera
       *[other] { $max } lettere
    }.
learner-name-taken = C'è già qualcuno che si chiama { $name }. Aggiungi qualcosa per distinguerli, per esempio l'iniziale del cognome.
learner-name-guest = «{ $name }» è il nome di chi non ha ancora scritto il suo nome. Scrivi il tuo vero nome.

learners-title = Chi sta giocando?
learners-playing-as = Sta giocando: { $name }
learners-choose-hint = Scegli il tuo nome prima di giocare: ognuno ha le sue lezioni e i suoi rompicapi.
learners-guest-keeps = Un nome nuovo comincia senza lezioni né rompicapi fatti. Per tenere quello che è stato fatto come Ospite, cambia invece il nome di Ospite.
learners-add-title = Aggiungi un nome all'elenco
learners-new-placeholder = Scrivi un nome
learners-add = Aggiungi
learners-rename = Cambia nome
learners-rename-save = Salva
learners-cancel = Annulla
learners-remove = Togli
learners-remove-ask = Vuoi togliere { $name } dall'elenco? Tutto quello che { $name } ha fatto nelle lezioni e nei rompicapi verrà dimenticato.
learners-remove-yes = Sì, togli
learners-remove-no = No, lascia stare
learners-teacher-only = Solo l'insegnante può cambiare il nome di un bambino della classe o toglierlo, dall'area dell'insegnante e con la password della classe.
learners-keys-typing = Tasti: Invio conferma il nome · Esc annulla

home-learner = Sta giocando: { $name }
home-learner-who = Chi sta giocando?
# $lessons e $puzzles contano quello che è finito; i totali contano tutto.
home-learner-progress = Lezioni finite: { $lessons } su { $lessonsTotal } · Rompicapi risolti: { $puzzles } su { $puzzlesTotal }
home-learner-change = Cambia persona
home-learner-add = Scrivi il tuo nome
home-name-title = Come ti chiami?
home-name-keeps = Tutto quello che hai fatto finora resta tuo.
