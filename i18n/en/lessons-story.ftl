# Lesson "story": facts from the project's sources on Wahree.

lesson-story-islands = Wahree (also written Wari) is the traditional mancala game of the United States Virgin Islands. It is especially loved on the island of St. Croix.
lesson-story-journey = More than two hundred years ago, when the islands were the Danish West Indies, enslaved people from West Africa brought the game with them. Wahree belongs to the old family of Oware, the sowing games of West Africa.
lesson-story-forgotten = In the middle of the 1900s, new pastimes arrived and Wahree was nearly forgotten, like the old Cariso songs and the Bamboula dances. The Crucian writer James Weeks remembered that children of his generation only had vague memories of it from their parents.
lesson-story-teachers = In the mid-1980s, primary school teachers on St. Croix brought Wahree back. They used it to teach mathematical thinking, logic and the heritage of the African diaspora: just what you have been doing in these lessons!
lesson-story-tournament = The first tournament between schools was held on 30 November 1984 at the Cooperative Extension Service in Kingshill. The young champions won polished mahogany boards carved by hand by Raphael Perez Davis. Later the yearly competitions spread to the Agrifest, the Crucian agriculture and food fair, where the Ghanaian master Kofi Boateng won top honours.
lesson-story-burning-stones = On St. Croix the game is played with grey nickernuts, the hard seeds of a plant called Caesalpinia bonduc. People call them "burning stones": rub two together fast and they get hot! Children used to rub them on cloth and then press them gently on a friend's arm.
lesson-story-today = The rules were written down in 1995 by the Crucian naturalist Olassee Davis. Today Wahree is played in classrooms all over the Virgin Islands, above all during Virgin Islands History Month, every March. Now you know how to play it too!
lesson-story-try = Now it's your turn to play like the children of St. Croix. Capture as many seeds as you can!
lesson-story-hint = Count how far each house reaches, then look back from where the last seed lands.
lesson-story-try-ok = A chain of three: 2, 3 and 3 seeds, 8 in all. You play Wahree like a champion!
lesson-story-wrong-five = That captures 5 seeds, well done, but one more house along there is a longer chain.
lesson-story-try-wipe = Remember the rule that makes Wahree different from Oware? Find the wipe-out!
lesson-story-try-wipe-ok = That's the Wahree way: both of North's houses became 2s, the chain took them, and the whole board is yours.
