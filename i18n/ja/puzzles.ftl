# どの問題・練習にも出る名前：目標の指示、テーマ、むずかしさ。
# 問題ごとのヒントと解説は puzzles-<テーマ>.ftl にある。
# $house は持ち主から見た穴の番号（自分の左から 1〜6）、$owner は
# "south" か "north"、$seeds と $moves は数。
# 日本語の複数形は1種類（other）だけなので、「1手」のときだけ
# 数字そのもの [1] で分けている。$moves はきみが打つ手の数
# （相手の手は数えない）。

puzzle-goal-play = きみの{ $house }番の穴《あな》を選《えら》んでね。
puzzle-goal-last-in = 最後《さいご》の石が{ $owner ->
        [south] きみの
       *[north] 相手の
    }{ $house }番の穴《あな》に入るようにしよう。
puzzle-goal-capture = この1手で、石を{ $seeds }こ以上《いじょう》取ろう。
puzzle-goal-most-seeds = この1手で、できるだけ多くの石を取ろう。
puzzle-goal-longest-chain = この1手で、できるだけ多くの穴《あな》から続《つづ》けて取ろう。
puzzle-goal-wipe-out = ｜総取り《そうどり》を見つけよう。相手の列の石を、全部取るんだ。
puzzle-goal-feed = 相手の石がなくなっちゃった。相手に石をあげる手を見つけよう。
puzzle-goal-avoid-wipe-out = 気をつけて！相手に｜総取り《そうどり》されない手を見つけよう。
puzzle-goal-defend = 相手に取られる石がいちばん少なくなる手を見つけよう。
puzzle-goal-secure = 相手がどう打っても、{ $moves ->
        [1] この1手で
       *[other] きみが{ $moves }回打つまでに
    }貯蔵庫《ちょぞうこ》の石を{ $seeds }こ以上《いじょう》にしよう。
puzzle-goal-win = 相手がどう打っても、{ $moves ->
        [1] この1手で
       *[other] きみが{ $moves }回打つまでに
    }勝とう。
puzzle-goal-wipe-out-within = 相手がどう打っても、{ $moves ->
        [1] この1手で
       *[other] きみが{ $moves }回打つまでに
    }｜総取り《そうどり》しよう。
puzzle-goal-guard = 相手がどう打っても、{ $moves ->
        [1] この1手のあと
       *[other] きみが{ $moves }回打つあいだ
    }、{ $seeds ->
        [0] 石を1こも取られないようにしよう。
       *[other] 取られる石を{ $seeds }こまでにしよう。
    }

puzzle-theme-capture = 石を取る
puzzle-theme-chain = 続《つづ》けて取る
puzzle-theme-wipe-out = ｜総取り《そうどり》
puzzle-theme-feeding = 石をあげる
puzzle-theme-defence = 守り
puzzle-theme-big-house = 大きな穴《あな》
puzzle-theme-endgame = 終盤《しゅうばん》

puzzle-difficulty-easy = やさしい
puzzle-difficulty-medium = ふつう
puzzle-difficulty-hard = むずかしい

# たくさんの問題で使うヒント。
puzzle-hint-count-reach = それぞれの穴《あな》の石を数えよう。石の数だけ先の穴《あな》まで進むよ。
puzzle-hint-two-three = 石が1こか2この北の穴《あな》をさがそう。きみの最後《さいご》の石で、2こか3こにできるよ。
puzzle-hint-look-back = 最後《さいご》の石が入ったら、ふり返ってみよう。その前の穴《あな》も2こや3こかもしれないよ。
puzzle-hint-every-seed = ｜総取り《そうどり》するには、石のある北の穴《あな》を全部、1回の手で続《つづ》けて取らないといけないよ。
puzzle-hint-their-move = きみのそれぞれの手を打ったところを想像《そうぞう》して、北がどう打ち返すのがいちばんいいか考えてみよう。
puzzle-hint-weak-houses = 石が1こか2このきみの穴《あな》はどれかな？そこまでとどく北の穴《あな》はどれかな？
puzzle-hint-feed-reach = 北の列までとどくくらい石がある穴《あな》はどれかな？
puzzle-hint-big-lap = 石が12こ以上《いじょう》ある穴《あな》は、ぐるっと一周《いっしゅう》するよ。出発した穴《あな》は飛《と》ばすから、一周《いっしゅう》に使う石は11こだよ。
puzzle-hint-score = 貯蔵庫《ちょぞうこ》を見てみよう。それぞれの手で、最後《さいご》に持っている石の数はどうなるかな？
