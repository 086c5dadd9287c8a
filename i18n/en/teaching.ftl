# Teaching mode in a game against the computer, and the keys of the
# teaching screens.
# $seeds is a number of seeds, $house a house number as its owner sees it (1 to 6).

teaching-mode = Coach:
teaching-on = On
teaching-off = Off
teaching-checking = The coach is looking at your move…
teaching-offer-title = Wait a moment!
teaching-offer = Your move from house { $house } gives away { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    }.
teaching-offer-question = Do you want to take it back?
teaching-take-back = Take it back (U)
teaching-keep = Keep my move (Enter)
