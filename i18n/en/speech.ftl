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
# Shown on the button while its text is being read: a press stops it.
speak-stop = Stop reading (V)
# In a screen's keys line while a text is being read.
speak-key-stop = V stop reading
# In the browser: it has no voice for the language of the text (each
# locale names its own language). Chromium on Linux has voices only when
# started with --enable-speech-dispatcher; Firefox uses the computer's.
speak-no-voice-browser = This browser has no voice for English, so it cannot read this aloud. On Linux, start Chromium with --enable-speech-dispatcher, or use Firefox, which uses the computer's voices.
# Linux without Open JTalk: its usual voice cannot read kanji, so Japanese
# is not read aloud; the packages to install, as Debian and Ubuntu name them.
speak-no-jtalk = Japanese is not read aloud on this computer: its voice would say "Chinese letter" for every kanji. Ask for Open JTalk to be installed (the packages open-jtalk, open-jtalk-mecab-naist-jdic and hts-voice-nitech-jp-atr503-m001).
