# Reading texts aloud: the speaker button beside each lesson text, puzzle
# prompt, hint, verdict and coach message, and its key (V). The text is read
# in the language on screen.

# Shown when the pointer rests on the button.
speak-listen = Listen (V)
# The computer's speech service has no voice for the language on screen
# (each locale names its own language).
speak-no-voice = This computer has no voice that speaks English, so it cannot read this aloud.
# There is no speech service at all.
speak-no-service = This computer cannot read aloud: its speech service is not running.
# In a screen's keys line.
speak-key = V listen
