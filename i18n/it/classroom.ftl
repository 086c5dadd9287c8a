# La classe: salvataggi, elenchi della classe, le schede dei bambini, il PIN dell'insegnante.

## Perché qualcosa non si è potuto salvare o leggere ($code: il numero d'errore del sistema).
storage-denied = Wahree non ha il permesso di scrivere nella sua cartella (è di sola lettura, o una chiavetta USB bloccata?).
storage-full = Il disco o lo spazio del browser è pieno.
storage-busy = La cartella è occupata o lenta; Wahree riproverà alla prossima modifica.
storage-not-text = Il file non è un file di testo.
storage-other = Qualcosa è andato storto con il file (errore { $code }).

## Che cosa ha trovato il caricamento della classe ($file: il file, $kept: dove è stato conservato).
class-file-corrupt = Non è stato possibile leggere { $file }: è stato conservato come { $kept } e il resto della classe è stato caricato.
class-file-newer = { $file } è stato salvato da una versione più recente di Wahree ed è stato lasciato così com'è.
class-file-unreadable = Non è stato possibile leggere { $file }: { $why }

## Le righe sbagliate di un elenco della classe.
import-empty = in questa riga non c'è nessun nome
import-duplicate = questo nome c'è già alla riga { $first }
import-too-long = il nome è più lungo di { $max } lettere
import-guest-word = “Ospite” è il nome di chi non ha ancora un nome; scrivi un nome vero
import-unknown-language = “{ $code }” non è una lingua di Wahree (usa it, es, ja o en)
import-not-utf8 = questa riga non è testo UTF-8 (salva il file come “CSV UTF-8”)
import-too-many-columns = ci sono più colonne di un nome e una lingua

## Le colonne dei progressi della classe in un foglio di calcolo.
export-name = Nome
export-language = Lingua
export-second-language = Seconda lingua
export-lessons-done = Lezioni completate
export-steps-done = Passi delle lezioni fatti
export-stars = Stelle
export-puzzles-solved = Problemi risolti
export-puzzles-tried = Problemi tentati
export-solved-tried = risolti/tentati
export-games-computer = Partite contro il computer
export-games-won = Partite vinte
export-games-friend = Partite con un amico
export-last-active = Ultima attività

## I disegni sulle schede dei bambini.
symbol-star = stella
symbol-heart = cuore
symbol-moon = luna
symbol-sun = sole
symbol-flower = fiore
symbol-leaf = foglia
symbol-triangle = triangolo
symbol-square = quadrato
symbol-apple = mela
symbol-cherry = ciliegie
symbol-banana = banana
symbol-fish = pesce
symbol-turtle = tartaruga
symbol-butterfly = farfalla
symbol-cat = gatto
symbol-bird = uccellino
colour-red = rosso
colour-orange = arancione
colour-yellow = giallo
colour-green = verde
colour-teal = verde acqua
colour-blue = blu
colour-purple = viola
colour-pink = rosa

## Il PIN dell'insegnante.
pin-shape = Il PIN è fatto di 4-8 cifre.
pin-mismatch = I due PIN non sono uguali. Scrivilo di nuovo.
