# Reading texts aloud: the speaker button beside each lesson text, puzzle
# prompt, hint, verdict and coach message, and its key (V). The text is read
# in the language on screen.

# Shown when the pointer rests on the button.
speak-listen = Ascolta (V)
# The computer's speech service has no voice for the language on screen
# (each locale names its own language).
speak-no-voice = Questo computer non ha una voce che parli italiano, quindi non può leggerlo ad alta voce.
# There is no speech service at all.
speak-no-service = Questo computer non può leggere ad alta voce: il suo servizio di sintesi vocale non è attivo.
# In a screen's keys line.
speak-key = V ascolta
