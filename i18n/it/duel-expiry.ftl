# Un invito a una partita tra due dispositivi a cui nessuno ha risposto in
# due minuti (lo leggono i bambini).
duel-expired-challenger = { $name } non ha risposto in tempo, quindi il tuo invito è scaduto. Puoi invitare di nuovo { $name }!
duel-expired-invited = Questo invito ha aspettato troppo ed è scaduto. Puoi invitare tu { $name }!
# Rifiutato: una risposta a un invito già scaduto.
duel-expired = Troppo tardi: questo invito è scaduto.
