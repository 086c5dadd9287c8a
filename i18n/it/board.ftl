# La tavola dell'insegnante, salvare una posizione come rompicapo, e la revisione della partita.

puzzle-written-in = scritto in { $language }
