# アプリのことば：ホーム、対局、設定の画面。
# $player はプレイヤーの名前（side-south か side-north、この言語で）。
# $house と $target は持ち主から見た穴の番号（1〜6）。

# この言語の名前を、この言語で。
language-autonym = 日本語

app-title = ワーリー
home-tagline = ヴァージン諸島《しょとう》の種《たね》まきゲーム
home-play = 友だちと遊ぶ
home-play-hint = このコンピューターで、ふたりが交代で遊ぶよ。
home-settings = 設定《せってい》

side-south = 南
side-north = 北
nav-home = ホーム

play-turn = { $player }の番だよ！
play-new-game = 新しいゲーム
play-undo = 一手もどす
play-redo = 一手進める
play-moves = これまでの手
play-no-moves-yet = まだだれも種《たね》まきしていないよ。
play-move = { $number }. { $player }：{ $house }番の穴《あな》
play-move-capture = { $number }. { $player }：{ $house }番の穴《あな》、{ $seeds }こ取った
play-preview = { $house }番の穴《あな》から石を{ $seeds }こ種《たね》まきすると、最後《さいご》の石は{ $player }の{ $target }番の穴《あな》に入るよ。
play-end-title = ゲーム終了《しゅうりょう》！
play-end-winner = { $player }の勝ち！
play-end-draw = 引き分け！どちらも24こだよ。
play-end-score = { $player }：{ $seeds }こ

settings-title = 設定
settings-language = ことば
settings-theme = 色
settings-theme-light = 明るい
settings-theme-dark = 暗い

# 保存した設定が使えなかったとき、ホーム画面に出すことば。
settings-corrupt = 保存《ほぞん》した設定《せってい》が読めなかったので、最初《さいしょ》の設定《せってい》にもどしたよ。前のファイルは消さずに取ってあるよ。
settings-not-saved = このコンピューターに設定《せってい》を保存《ほぞん》できなかったよ。ワーリーを閉《と》じるまでは、この設定《せってい》で遊べるよ。

# コンピューターとの対局。
home-play-computer = コンピューターと遊ぶ
# $top はいちばん強いレベルの番号。
home-play-computer-hint = 強さはレベル1から{ $top }まで選《えら》べるよ。きみに合わせてもくれるよ。
play-level = { $level }・{ $name }
play-swap-sides = 南と北を入れかえる
play-computer-plays = コンピューターは{ $player }だよ。
play-computer = コンピューター：
play-adapts = きみに合わせる
play-level-chosen = レベル{ $level }・{ $name }だよ。
play-level-about = { $line }{ $description }
play-adapt-playing = いまの相手はレベル{ $level }・{ $name }だよ。
play-adapt-up = レベルアップ！次のゲームはレベル{ $level }・{ $name }だよ。
play-adapt-down = 2回｜続《つづ》けて負けたから、次のゲームは少しやさしいレベル{ $level }・{ $name }だよ。
play-adapt-same = { $why ->
        [draw] 引き分け！次のゲームもレベル{ $level }・{ $name }だよ。
        [top] いちばん上のレベルに勝ったね！次のゲームもレベル{ $level }・{ $name }だよ。
       *[other] もう一回やってみよう。次のゲームもレベル{ $level }・{ $name }だよ。
    }
play-adapt-not-counted = いまの相手はレベル{ $level }・{ $name }だよ。このゲームではレベルは変《か》わらないよ。次の新しいゲームから、きみに合わせるよ。
play-thinking = { $player }が考えているよ…
play-sowing = { $player }が石をまいているよ…

# 盤の上で種まきを見せる速さ。
settings-speed = 種まきの速さ
settings-speed-slow = ゆっくり
settings-speed-normal = ふつう
settings-speed-fast = 速い
settings-speed-off = アニメーションなし
# 種まきの速さの下のスイッチ：手をすぐに見せる。
settings-less-movement = 動きを少なくする
settings-less-movement-hint = 石を1こずつまく様子《ようす》は見せずに、すぐに結果《けっか》を表示《ひょうじ》します。
settings-less-movement-system = このコンピューターは動きを少なくする設定《せってい》になっているので、すぐに結果《けっか》を表示《ひょうじ》します。

# パズル。$house は持ち主から見た穴の番号（自分の左から 1〜6）。
home-puzzles = パズル
home-puzzles-hint = 小さな問題：いちばんいい手を見つけよう。
# ホームの進み具合の下。パズルで点数がついたら出る。
home-learner-puzzles = パズルの点数 { $rating } · 連続《れんぞく》の最高記録《さいこうきろく》 { $streak }問
puzzles-title = パズル
puzzles-continue = 次にとくパズル
puzzles-for-me = きみにぴったりのパズル
puzzles-streak = 連続《れんぞく》チャレンジ
# $rating はパズルの点数、$streak はいちばん長く続けて解けた数。
puzzles-rating = きみのパズルの点数：{ $rating } · 連続《れんぞく》の最高記録《さいこうきろく》：{ $streak }問
puzzles-rating-none = パズルをとくと、きみのパズルの点数がつくよ。
puzzles-solved-count = { $total }問中{ $solved }問とけた
# Under the number of a puzzle tried but not solved yet, in the list.
puzzles-tried = ちょうせん中
puzzles-keys = キー：Enter で次にとくパズル · F で「きみにぴったりのパズル」 · S で「連続《れんぞく》チャレンジ」 · Esc でホーム
# $goal はパズルの目標（もう文になっている）。
puzzle-prompt = { $player }の番だよ。{ $goal }
puzzle-back = パズルの一覧《いちらん》
puzzle-hint = ヒント
puzzle-show-solution = 答えを見る
puzzle-retry = もう一度
puzzle-next = 次のパズル
# 画面のパズルがどう選ばれたか。$solved は今までに続けて解けた数、
# $best はいちばん長く続けて解けた数。
puzzle-mode-for-me = きみにぴったりのパズル · 点数 { $rating }
puzzle-mode-streak = 連続《れんぞく》チャレンジ：{ $solved }問｜連続《れんぞく》で正解《せいかい》
puzzle-mode-streak-over = { $solved ->
        [0] 連続《れんぞく》チャレンジは、1問目でおしまい。
       *[other] 連続《れんぞく》チャレンジはここまで：{ $solved }問｜連続《れんぞく》で正解《せいかい》。
    }最高記録《さいこうきろく》は{ $best }問。「次のパズル」で、また始められるよ。
puzzle-hint-house = きみの{ $house }番の穴《あな》を試《ため》してみよう。
puzzle-solved = よくできました、見つけたね！
puzzle-alternative = それでもうまくいくよ！パズルが考えていたのは{ $house }番の穴《あな》だよ。
puzzle-wrong = { $house }番の穴《あな》ではうまくいかないよ。
puzzle-try-again = 石は元の場所にもどったよ。もう一度やってみよう！
puzzle-solution = 答えは{ $house }番の穴《あな》だよ。見ていてね！
# 何手かかけて解くパズル：きみの何手目か、そして正しい手のあと、相手が
# 打ち返すあいだに出ることば。
puzzle-step = きみが打つ{ $moves }回のうち{ $move }回目
puzzle-number = { $number }問目
puzzle-going = いい手！このままなら目標《もくひょう》にとどくよ。
puzzle-going-reply = { $opponent }は{ $house }番の穴《あな》で打ち返してきたよ。またきみの番だよ！

# まちがった答えが、パズルの目標にとどかないわけ。puzzle-wrong のすぐあとに出る。
# $got, $best, $needed, $lost, $left は石の数（puzzle-miss-shorter-chain では
# $got と $best は穴の数）。$opponent はプレイヤーの名前。
# $landed, $asked, $by は持ち主から見た穴の番号。
# $whose と $asked-whose はだれの穴か："own"（プレイヤーの）か "other"。
puzzle-miss-other-house = それは、きみの{ $asked }番の穴《あな》じゃないよ。自分の列の左はしから、もう一度数えてみよう。
puzzle-miss-landed = 最後《さいご》の石は{ $whose ->
        [own] きみの
       *[other] 相手の
    }{ $landed }番の穴《あな》に入ったよ。{ $asked-whose ->
        [own] きみの
       *[other] 相手の
    }{ $asked }番の穴《あな》じゃないね。
puzzle-miss-too-few = { $got ->
        [0] この手では石を取れなかったね。
       *[other] この手で取れた石は{ $got }こだけ。
    }目標《もくひょう》は、{ $needed }こ以上《いじょう》取ることだよ。
puzzle-miss-fewer-seeds = { $got ->
        [0] この手では石を取れなかったね。
       *[other] この手で取れた石は{ $got }こ。
    }いちばんいい手なら{ $best }こ取れるよ！
puzzle-miss-shorter-chain = { $got ->
        [0] この手では、どの穴《あな》からも取れなかったね。
       *[other] この手で取れたのは{ $got }つの穴《あな》から。
    }いちばんいい手なら、続《つづ》けて{ $best }つの穴《あな》から取れるよ！
puzzle-miss-no-wipe-out = { $got ->
        [0] { $opponent }の列には、まだ石が{ $left }こ残《のこ》っているよ。｜総取り《そうどり》にはならないね。
       *[other] 石を{ $got }こ取ったけど、{ $opponent }の列には、まだ石が{ $left }こ残《のこ》っているよ。｜総取り《そうどり》にはならないね。
    }
puzzle-miss-allows-wipe-out = これで{ $opponent }が{ $by }番の穴《あな》を選《えら》ぶと、きみの列の石が全部取られちゃう！
puzzle-miss-loses-more = これで{ $opponent }が{ $by }番の穴《あな》を選《えら》ぶと、石を{ $lost }こ取られちゃう。いちばんいい手なら、{ $best ->
        [0] 1こも取られないよ。
       *[other] 取られるのは{ $best }こだけだよ。
    }
puzzle-miss-not-forced = でも{ $opponent }には、それを止める手があるよ。
puzzle-miss-stopped = { $opponent }が{ $by }番の穴《あな》で打ち返すと、止められちゃうよ。

# レッスン。$house は持ち主から見た穴の番号（自分の左から 1〜6）。
home-lessons = レッスン
home-lessons-hint = ゲームを一歩ずつ覚《おぼ》えよう。
lessons-title = レッスン
lessons-new = まだ
lessons-in-progress = とちゅう
lessons-done = できた
lessons-interludes = いつ読んでもいいお話
# $title はレッスンの名前、$step と $steps はステップの番号と数。
lesson-step = { $title } · ステップ{ $step }/{ $steps }
lesson-back = レッスンの一覧《いちらん》
lesson-previous = もどる
lesson-next = 次へ
lesson-hint = ヒント
lesson-retry = もう一度
lesson-watch-again = もう一度見る
lesson-hint-house = きみの{ $house }番の穴《あな》を試《ため》してみよう。
lesson-alternative = それでもうまくいくよ！レッスンが考えていたのは{ $house }番の穴《あな》だよ。
lesson-wrong = { $house }番の穴《あな》ではうまくいかないよ。石がどこに行ったか見てみよう。
lesson-right = そう、正解《せいかい》！
lesson-not-right = ちょっとちがうよ。盤《ばん》をもう一度よく見て、ほかの答えを選《えら》ぼう。
# 穴の答え：$mine は番の人の穴なら "yes"。$owner はその穴の側（"south" か "north"）。
lesson-choice-house = { $mine ->
        [yes] きみの{ $house }番の穴《あな》
       *[no] { $owner ->
            [south] 南
           *[north] 北
        }の{ $house }番の穴《あな》
    }
# 一覧の中の、とちゅうのレッスン：つづきのステップか、とばしたままで
# 「できた」にならない原因のステップ。$step はステップの番号。
lessons-go-on = ステップ{ $step }から続《つづ》ける
lessons-missing = ステップ{ $step }がまだだよ
# レッスンの最後のステップで、前のステップがまだ残っているとき。
lesson-missing = このレッスンはまだ「できた」になっていないよ。ステップ{ $step }がきみを待っているよ。
lesson-go-to = ステップ{ $step }へ
lesson-skip = とばす
lesson-restart = はじめから
# 番号つきのヒント（$number は1から）とその文。
lesson-hint-line = ヒント{ $number }：{ $hint }
# レッスンの最後のゲームの目標。$level はコンピューターのレベル。
lesson-aim-win = 目標《もくひょう》：レベル{ $level }のコンピューターに、このゲームで勝とう。
lesson-aim-at-least = 目標《もくひょう》：レベル{ $level }のコンピューターを相手に、石を{ $seeds }こ以上《いじょう》にしてゲームを終えよう。
lesson-game-your-turn = きみの番だよ。自分の穴《あな》を1つ選《えら》んで打とう。
lesson-game-thinking = コンピューターが考えているよ…
# ゲームの最後の数：$mine は学ぶ子の、$theirs はコンピューターの石の数。
lesson-game-count = ゲームが終わったよ。きみは{ $mine }こ、コンピューターは{ $theirs }こ。
# 終わりの画面。$stars は1〜3。まだ答えていない練習があるときは0。
lesson-finish-cheer = { $stars ->
        [3] すばらしい！
        [2] よくできました！
        [1] やりとげたね！
       *[0] あと少し！
    }
lesson-finish-title = レッスン「{ $title }」が終わったよ。
lesson-finish-score = { $exercises }問のうち{ $best }問を、ヒントなしで1回で正解《せいかい》したよ。
lesson-finish-missing = ステップ{ $step }がまだ答えを待っているよ。答えて星をもらおう！
lesson-next-lesson = 次のレッスン：{ $title }
lesson-practise = 練習しよう：このテーマのパズル{ $count }問

# ホーム画面の「続き」カード：前回やっていたこと、または次のレッスン。
# $number はリストでのレッスンの番号、$step と $steps はステップの数。
# ステップの数を先に書く：長い題名の行末で「ステップ」がとちゅうで切れないように。
home-continue-lesson = 続《つづ》きから：レッスン{ $number }のステップ{ $step }/{ $steps }「{ $title }」
# $theme はパズルのテーマ名、$number はそのテーマでのパズルの番号。
home-continue-puzzle = 続《つづ》きから：パズル「{ $theme }」の{ $number }問目
# $moves はここまでに打った手の数。
home-continue-friend = 友だちとのゲームの続《つづ》き（ここまで{ $moves }手）
home-continue-computer = レベル{ $level }とのゲームの続《つづ》き（ここまで{ $moves }手）
home-start-lesson = レッスン{ $number }「{ $title }」から始めよう
home-carry-on-lesson = レッスン{ $number }「{ $title }」の続《つづ》きをやろう
home-continue-key = Enterキーで、前の続《つづ》きからできるよ
home-start-key = Enterキーで始めよう
