# The teacher's view of a class on the class server: languages for several children at once.
teacher-langs-failed = Non è stato possibile impostare le lingue: { $why }
