# An invitation to a game between two devices that nobody answered in two
# minutes (the children read these).
duel-expired-challenger = { $name } did not answer in time, so your invitation is over. You can invite { $name } again!
duel-expired-invited = This invitation waited too long and is over. You can invite { $name } yourself!
# Refused: answering an invitation after it ended.
duel-expired = Too late: this invitation is over.
