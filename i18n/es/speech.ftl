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
# Shown on the button while its text is being read: a press stops it.
speak-stop = Dejar de leer (V)
# In a screen's keys line while a text is being read.
speak-key-stop = V: dejar de leer
# In the browser: it has no voice for the language of the text (each
# locale names its own language). Chromium on Linux has voices only when
# started with --enable-speech-dispatcher; Firefox uses the computer's.
speak-no-voice-browser = Este navegador no tiene una voz para el español, así que no puede leerlo en voz alta. En Linux, hay que abrir Chromium con --enable-speech-dispatcher o usar Firefox, que usa las voces de la computadora.
# Linux sin Open JTalk: su voz de siempre no sabe leer los kanji, así que el
# japonés no se lee en voz alta; los paquetes que hay que instalar, con los nombres de Debian y Ubuntu.
speak-no-jtalk = En esta computadora el japonés no se lee en voz alta: su voz diría «letra china» en cada kanji. Pide que instalen Open JTalk (los paquetes open-jtalk, open-jtalk-mecab-naist-jdic y hts-voice-nitech-jp-atr503-m001).
