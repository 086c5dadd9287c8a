# どの問題・練習にも出る名前：目標の指示、テーマ、むずかしさ。
# 問題ごとのヒントと解説は puzzles-<テーマ>.ftl にある。
# $house は持ち主から見た穴の番号（自分の左から 1〜6）、$owner は
# "south" か "north"、$seeds と $moves は数。
# 日本語の複数形は1種類（other）だけなので、「1手」のときだけ
# 数字そのもの [1] で分けている。$moves はきみが打つ手の数
# （相手の手は数えない）。

puzzle-goal-play = きみの{ $house }番の穴を選んでね。
puzzle-goal-last-in = 最後の石が{ $owner ->
        [south] きみの
       *[north] 相手の
    }{ $house }番の穴に入るようにしよう。
puzzle-goal-capture = この1手で、石を{ $seeds }こ以上取ろう。
puzzle-goal-most-seeds = この1手で、できるだけ多くの石を取ろう。
puzzle-goal-longest-chain = この1手で、できるだけ多くの穴から続けて取ろう。
puzzle-goal-wipe-out = 総取りを見つけよう。相手の列の石を、全部取るんだ。
puzzle-goal-feed = 相手の石がなくなっちゃった。相手に石をあげる手を見つけよう。
puzzle-goal-avoid-wipe-out = 気をつけて！相手に総取りされない手を見つけよう。
puzzle-goal-defend = 相手に取られる石がいちばん少なくなる手を見つけよう。
puzzle-goal-secure = 相手がどう打っても、{ $moves ->
        [1] この1手で
       *[other] きみが{ $moves }回打つまでに
    }貯蔵庫の石を{ $seeds }こ以上にしよう。
puzzle-goal-win = 相手がどう打っても、{ $moves ->
        [1] この1手で
       *[other] きみが{ $moves }回打つまでに
    }勝とう。
puzzle-goal-wipe-out-within = 相手がどう打っても、{ $moves ->
        [1] この1手で
       *[other] きみが{ $moves }回打つまでに
    }総取りしよう。
puzzle-goal-guard = 相手がどう打っても、{ $moves ->
        [1] この1手のあと
       *[other] きみが{ $moves }回打つあいだ
    }、{ $seeds ->
        [0] 石を1こも取られないようにしよう。
       *[other] 取られる石を{ $seeds }こまでにしよう。
    }

puzzle-theme-capture = 石を取る
puzzle-theme-chain = 続けて取る
puzzle-theme-wipe-out = 総取り
puzzle-theme-feeding = 石をあげる
puzzle-theme-defence = 守り
puzzle-theme-big-house = 大きな穴
puzzle-theme-endgame = 終盤

puzzle-difficulty-easy = やさしい
puzzle-difficulty-medium = ふつう
puzzle-difficulty-hard = むずかしい

# たくさんの問題で使うヒント。
puzzle-hint-count-reach = それぞれの穴の石を数えよう。石の数だけ先の穴まで進むよ。
puzzle-hint-two-three = 石が1こか2この北の穴をさがそう。きみの最後の石で、2こか3こにできるよ。
puzzle-hint-look-back = 最後の石が入ったら、ふり返ってみよう。その前の穴も2こや3こかもしれないよ。
puzzle-hint-every-seed = 総取りするには、石のある北の穴を全部、1回の手で続けて取らないといけないよ。
puzzle-hint-their-move = きみのそれぞれの手を打ったところを想像して、北がどう打ち返すのがいちばんいいか考えてみよう。
puzzle-hint-weak-houses = 石が1こか2このきみの穴はどれかな？そこまでとどく北の穴はどれかな？
puzzle-hint-feed-reach = 北の列までとどくくらい石がある穴はどれかな？
puzzle-hint-big-lap = 石が12こ以上ある穴は、ぐるっと一周するよ。出発した穴は飛ばすから、一周に使う石は11こだよ。
puzzle-hint-score = 貯蔵庫を見てみよう。それぞれの手で、最後に持っている石の数はどうなるかな？
