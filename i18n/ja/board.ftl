# 先生のばん、石のならべ方をパズルとして保存すること、ゲームのふりかえり。

puzzle-written-in = { $language }で書かれています

## ホーム。
home-board = 先生のばん

## 先生のばん。
board-mode-edit = 石をならべる
board-mode-play = 打つ
board-coach-show = コーチを見る
board-coach-hide = コーチをかくす
board-save-puzzle = パズルとして保存
board-edit-title = ばんに石をならべよう
board-edit-help = 穴か貯蔵庫をクリックすると石が1こふえます。右クリック（またはShift+クリック）で1こへります。穴をえらんで、石の数を数字で打つこともできます。
board-edit-cannot-play = このならべ方では、まだ打てません。
board-edit-to-move = 先に打つのはどっち？
board-edit-count = 穴 { $houses }こ · 貯蔵庫 { $stores }こ · ぜんぶで48こ中{ $total }こ
board-edit-fill = { $seeds ->
        [0] 貯蔵庫の数はちょうどいいよ
       *[other] 貯蔵庫を合わせて、ぜんぶで48こにする
    }
board-edit-opening = はじめのならべ方
board-edit-clear = からっぽのばん
board-edit-play = このならべ方から打つ
board-to-move = { $player }の番
board-play-help = 両方の手を打とう。リストの手をクリックすると、そこにもどれます。
board-moves-start = はじめ
board-coach-thinking = コーチがこの形を見ているよ...
board-coach-best = コーチのいちばんいい手：{ $count ->
        [one] { $houses }番の穴
       *[other] { $houses }番の穴
    }、ねうちは{ $value }{ $exact ->
        [yes] （ゲームの終わりまでたしかめたよ）
       *[no] （見こみだよ）
    }。
board-coach-line = コーチの手順：{ $moves }
board-coach-looking-further = コーチはもっと先まで見ているよ...
board-coach-play = コーチの手を打つ
board-coach-legend = 赤い丸：その手ですぐに取れる石の数。+3 や -2：その手を打つと{ $side ->
        [south] 南
       *[north] 北
    }が最後に何こ多いか少ないか、コーチの見こみ。チェックの印は、たしかめた数。いちばんいい手は緑の丸でかこんであるよ。
board-line-move = { $side ->
        [south] 南
       *[north] 北
    }{ $house }
board-keys-edit = キー：クリックか ← → ↑ ↓ で穴をえらぶ · 0〜9 で石の数 · + と - で1こふやす・へらす · S か N で先に打つ人 · F で貯蔵庫を合わせる · O ではじめのならべ方 · Enter で打ちはじめる · C でコーチ · P でパズルとして保存 · Esc でホーム
board-keys-play = キー：1〜6 でその穴から種まき · ← → で手をもどす・進める · スペースでコーチの手 · C でコーチ · E でこの形から石をならべる · P でパズルとして保存 · Esc でホーム
board-keys-form = キー：Esc でとじる

## パズルとして保存する。
board-form-title = この形をパズルとして保存する
board-goal-play = 決まった穴を打つ
board-goal-last-in = 最後の石を決まった穴に入れる
board-goal-capture = 石を何こ以上取る
board-goal-most-seeds = いちばん多く石を取る
board-goal-longest-chain = いちばん長く続けて取る
board-goal-wipe-out = 総取りを見つける
board-goal-feed = 相手に石をあげる
board-goal-avoid-wipe-out = 総取りをふせぐ
board-goal-defend = 取られる石をいちばん少なくする
board-goal-secure = 石をまもる
board-goal-wipe-out-within = …手以内に総取り
board-goal-guard = 何手か守りきる
board-form-at-most = 取られてよい石の数（最大）：
board-goal-win = 何手以内に勝つ
board-form-house = { $side ->
        [south] 南
       *[north] 北
    }の{ $house }番の穴
board-form-at-least = 石の数：
board-form-seeds = 石の数：
board-form-moves = 手の数：
board-form-theme = テーマ：
board-form-difficulty = むずかしさ：
board-form-answers = { $count ->
        [0] この目標にとどく手はありません。ほかの目標をえらんでください。
        [one] とどく手は1つ：{ $houses }番の穴。
       *[other] とどく手は{ $count }つ：{ $houses }番の穴。
    }
board-form-too-many = 正しい手が多すぎて、パズルになりません。ほかの目標をえらぶか、石のならべ方をかえてください。
board-form-one-move = ここで打てる手は1つだけなので、答えが決まってしまいます。
board-form-prompt = この形についての問い（書かなくてもいいです）
board-form-hint = ヒント{ $number }（書かなくてもいいです）
board-form-explanation = とけたときに見せることば
board-form-needs-explanation = パズルがとけたときに見せることばを書いてから、保存してください。
board-form-language = { $language }で書いています。ほかの言語を使う人には、書いたとおりのことばが、メモといっしょに見えます。
board-form-save = パズルを保存する
board-form-cancel = やめる
board-form-close = とじる
board-form-saved = 「{ $id }」として保存しました。パズルのリストに入っています。
board-save-no-folder = このコンピューターには、保存するフォルダーがありません。
board-save-denied = 保存できませんでした。レッスンのフォルダーに書きこめないようです。
board-save-full = 保存できませんでした。ディスクがいっぱいです。
board-save-failed = 保存できませんでした。もう一度ためすか、このコンピューターの係の人に聞いてください。

## 形やゲームを先生のばんで開く。
board-open = 先生のばんで開く

## ゲームのふりかえり。
review-this-game = このゲームをふりかえる
review-back = ホーム
review-stop = ふりかえりを止める
review-go-on = ふりかえりを続ける
review-line-play = もっといい手を打ってみる
review-line-next = 次の手
review-line-leave = ゲームにもどる
review-seen-from = { $player }から見る
review-open-board = 先生のばんで開く
review-title = ゲームのふりかえり（{ $player }から見たところ）
review-progress = コーチが{ $total }手のうち{ $done }手目を見ているよ...
review-stopped = { $total }手のうち{ $done }手で止めました。
review-no-moves = このゲームには、ふりかえる手がありません。
review-not-yet = コーチはまだこの手を見ていないよ。
review-line-shown = ここからのコーチの手：{ $moves }
review-mark-loss = { $mark }、石{ $seeds }こ分
review-estimate-mark = （見こみ）
review-keys = キー：← → で1手ずつ · スペースでもっといい手を打つ · Esc でゲームにもどる、もう一度でホーム · S で止める・続ける · F で反対から見る · B で先生のばん
play-keys-end = キー：G でこのゲームをふりかえる · N で新しいゲーム · U か Ctrl+Z で一手もどす · B で先生のばん · Esc でホーム

## 「わたしのゲーム」：さいきんのゲームをふりかえる。
home-games = わたしのゲーム
games-title = さいきんのゲーム
games-none = 終わったゲームはまだありません。ゲームを最後まで打つと、ここでふりかえれます。
games-entry = { $number }. { $level ->
        [0] 友だちと
       *[other] コンピューターと（レベル{ $level }）
    } · { $moves }手 · { $days ->
        [0] きょう
        [1] きのう
       *[other] { $days }日前
    }
games-result = { $outcome ->
        [won] 勝ち、{ $mine }対{ $theirs }。
        [lost] 負け、{ $mine }対{ $theirs }。
        [drawn] 引き分け、{ $mine }対{ $theirs }。
       *[played] 南 { $south }、北 { $north }。
    }
games-keys = キー：Enter でいちばん新しいゲームをふりかえる · 1〜9 でそのゲームをふりかえる · Esc でホーム
