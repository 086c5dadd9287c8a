# Reading texts aloud: the speaker button beside each lesson text, puzzle
# prompt, hint, verdict and coach message, and its key (V). The text is read
# in the language on screen.

# Shown when the pointer rests on the button.
speak-listen = Escuchar (V)
# The computer's speech service has no voice for the language on screen
# (each locale names its own language).
speak-no-voice = Esta computadora no tiene una voz que hable español, así que no puede leerlo en voz alta.
# There is no speech service at all.
speak-no-service = Esta computadora no puede leer en voz alta: su servicio de voz no está funcionando.
# In a screen's keys line.
speak-key = V: escuchar
