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
# Shown on the button while its text is being read: a press stops it.
speak-stop = 読み上げをとめる (V)
# In a screen's keys line while a text is being read.
speak-key-stop = V で読み上げをとめる
# In the browser: it has no voice for the language of the text (each
# locale names its own language). Chromium on Linux has voices only when
# started with --enable-speech-dispatcher; Firefox uses the computer's.
speak-no-voice-browser = このブラウザーには日本語を話す声がないので、読み上げられないよ。Linux では Chromium を --enable-speech-dispatcher をつけて開くか、コンピューターの声を使う Firefox を使ってね。
# Open JTalkのないLinux：ふだんの声は漢字を読めないので、日本語は読み上げない。入れるパッケージ（DebianとUbuntuの名前）。
speak-no-jtalk = このコンピューターでは、日本語は読み上げられないよ。今の声では、漢字をちゃんと読めないからね。先生に Open JTalk を入れてもらってね（パッケージ open-jtalk、open-jtalk-mecab-naist-jdic、hts-voice-nitech-jp-atr503-m001）。
