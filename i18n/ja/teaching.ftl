# コンピューターとの対戦での「コーチ」（手をやりなおすか聞く）、レッスンでまちがえたあとの一言、各画面のキー。
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

# レッスンでまちがえたあと、「もう一度」をおす前に穴をえらんだとき。
lesson-retry-first = 石は まだ きみの手で動いたところにあるよ。「もう一度」（R）をおして もとにもどしてから、打ってね。

# 画面ごとのキー（画面の下に出る）。マウスがなくても使えるように。
play-keys = キー：1〜6 で穴をえらぶ · ← → で穴をえらんで Enter で打つ · U か Ctrl+Z で一手もどす · R で一手すすめる · N で新しいゲーム · T でコーチのオン・オフ · Esc でホーム
puzzle-keys = キー：1〜6 で穴をえらぶ · ← → で穴をえらんで Enter で打つ · H でヒント · R でもう一度 · S で答えを見る · N でつぎのパズル · Esc でパズルの一覧へ
lessons-keys = キー：Enter でつぎのレッスン · 1〜9 でそのレッスン · Esc でホーム
lesson-keys = キー：1〜6 で穴をえらぶ・答えをえらぶ · 手をためすときは ← → で穴をえらんで Enter で打つ · H でヒント · R でもう一度 · W でもう一度見る · → か Enter でつぎへ · ← か Backspace でもどる · Esc でレッスンの一覧へ
settings-keys = キー：L でことば · T で色 · A で種蒔きの速さ · Esc でホーム
