# Lesson "story": facts from the project's sources on Wahree.

lesson-story-islands = Wahree (sometimes written Wari) is the mancala game of the United States Virgin Islands, in the Caribbean Sea. People love it most of all on the island of St. Croix.
lesson-story-journey = More than two hundred years ago the islands were a Danish colony, the Danish West Indies. People from West Africa were taken there by force and made to work as slaves, and they brought the game with them. Wahree belongs to the Oware family of sowing games.
lesson-story-forgotten = Around the middle of the 1900s people found new things to do in their free time, and Wahree was almost forgotten, like the old Cariso songs and Bamboula dances of the islands. The writer James Weeks, from St. Croix, remembered that people of his age grew up knowing the game only from the little their parents remembered.
lesson-story-teachers = In the middle of the 1980s primary school teachers on St. Croix brought Wahree back. They used it to teach maths, careful thinking, and the heritage of the islanders' African ancestors. Counting, thinking ahead: you have been doing the same in these lessons!
lesson-story-tournament = The first Wahree contest between schools was played on 30 November 1984, in Kingshill on St. Croix. The young winners got polished boards of mahogany wood, made by hand by Raphael Perez Davis. Later there was a contest every year at Agrifest, the island's big farming and food fair. A master player from Ghana, Kofi Boateng, won first prize there.
lesson-story-seeds = On St. Croix, Wahree is played with nickernuts: hard, smooth, grey seeds from a plant called Caesalpinia bonduc. A game needs 48 of them, 4 in each house, just like the board here.
lesson-story-today = In 1995 Olassee Davis, a naturalist from St. Croix, wrote down the rules as they were played. Today children play Wahree in classrooms all over the Virgin Islands, above all in March, the islands' history month. And now you can play it too!
lesson-story-try = Now it's your turn to play like the children of St. Croix. Capture as many seeds as you can!
lesson-story-hint = Count how far each house reaches, then look back from where the last seed lands.
lesson-story-try-ok = A chain of three: 2, 3 and 3 seeds, 8 in all. You play Wahree like a champion!
lesson-story-wrong-five = That captures 5 seeds, well done! But a move whose last seed lands one house further, in North's house 3, makes a longer chain.
lesson-story-try-wipe = Remember the rule that makes Wahree different from Oware? Find the wipe-out!
lesson-story-try-wipe-ok = That's the Wahree way: both of North's houses became 2s, the chain took them, and the whole board is yours.
