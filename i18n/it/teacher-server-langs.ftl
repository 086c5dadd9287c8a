# La classe vista dall'insegnante sul server della classe: le lingue di più bambini insieme.
teacher-langs-failed = Non è stato possibile impostare le lingue: { $why }
