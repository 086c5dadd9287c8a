# Una invitación a una partida entre dos dispositivos que nadie respondió en
# dos minutos (la leen los niños).
duel-expired-challenger = { $name } no respondió a tiempo, así que tu invitación terminó. ¡Puedes invitar a { $name } otra vez!
duel-expired-invited = Esta invitación esperó demasiado y terminó. ¡Puedes invitar tú a { $name }!
# Rechazado: responder a una invitación que ya terminó.
duel-expired = Demasiado tarde: esta invitación ya terminó.
