# Lettura ad alta voce: il pulsante con l'altoparlante accanto a ogni testo
# delle lezioni, obiettivo dei rompicapi, aiutino, giudizio e messaggio
# dell'allenatore, e il suo tasto (V). Il testo viene letto nella lingua
# dello schermo.

# Compare quando il puntatore si ferma sul pulsante.
speak-listen = Ascolta (V)
# Il servizio vocale del computer non ha una voce per la lingua dello
# schermo (ogni lingua nomina sé stessa).
speak-no-voice = Questo computer non ha una voce che parli italiano, quindi non può leggere questo testo ad alta voce.
# Non c'è nessun servizio vocale.
speak-no-service = Questo computer non può leggere ad alta voce: il suo servizio di sintesi vocale non è attivo.
# Nella riga dei tasti di una schermata.
speak-key = V ascolta
# Sul pulsante mentre il suo testo viene letto: premendolo si ferma.
speak-stop = Ferma la lettura (V)
# Nella riga dei tasti mentre un testo viene letto.
speak-key-stop = V ferma la lettura
# Nel browser: non ha una voce per la lingua del testo (ogni lingua nomina
# sé stessa). Chromium su Linux ha voci solo se avviato con
# --enable-speech-dispatcher; Firefox usa quelle del computer.
speak-no-voice-browser = Questo browser non ha una voce per l'italiano, quindi non può leggere questo testo ad alta voce. Su Linux avvia Chromium con --enable-speech-dispatcher, oppure passa a Firefox, che usa le voci del computer.
# Linux senza Open JTalk: la sua voce solita non sa leggere i kanji, quindi il
# giapponese non si legge ad alta voce; i pacchetti da installare, con i nomi di Debian e Ubuntu.
speak-no-jtalk = Questo computer non può leggere il giapponese ad alta voce: al posto di ogni kanji, la sua voce direbbe «Chinese letter», cioè «lettera cinese» in inglese. Chiedi di installare Open JTalk (i pacchetti open-jtalk, open-jtalk-mecab-naist-jdic e hts-voice-nitech-jp-atr503-m001).
