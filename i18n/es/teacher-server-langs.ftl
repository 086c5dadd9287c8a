# The teacher's view of a class on the class server: languages for several children at once.
teacher-langs-failed = No se pudieron asignar los idiomas: { $why }
