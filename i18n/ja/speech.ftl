# Reading texts aloud: the speaker button beside each lesson text, puzzle
# prompt, hint, verdict and coach message, and its key (V). The text is read
# in the language on screen.

# Shown when the pointer rests on the button.
speak-listen = 声で聞く (V)
# The computer's speech service has no voice for the language on screen
# (each locale names its own language).
speak-no-voice = このコンピューターには日本語を話す声がないので、読み上げられないよ。
# There is no speech service at all.
speak-no-service = このコンピューターは読み上げができないよ。音声のサービスが動いていないみたい。
# In a screen's keys line.
speak-key = V で読み上げを聞く
