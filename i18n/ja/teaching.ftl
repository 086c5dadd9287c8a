# コンピューターとの対戦での「コーチ」モードと、教える画面のキー。
# $seeds は石の数、$house は持ち主から見た穴の番号（1〜6）。

teaching-mode = コーチ：
teaching-on = オン
teaching-off = オフ
teaching-checking = コーチが きみの手を 見ているよ…
teaching-offer-title = ちょっと待って！
teaching-offer = { $house }番の穴から種蒔きすると、石を{ $seeds }こ あげてしまうよ。
teaching-offer-question = やりなおす？
teaching-take-back = やりなおす (U)
teaching-keep = このままにする (Enter)
