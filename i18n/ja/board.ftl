# 先生用の盤、石のならべ方をパズルとして保存すること、ゲームのふりかえり。

puzzle-written-in = { $language }で書いてあるよ

## ホーム。
home-board = 先生用の盤《ばん》

## 先生用の盤（先生がプロジェクターで使う。ていねいな言い方で）。
board-mode-edit = 石をならべる
board-mode-play = 打つ
board-coach-show = コーチを見る
board-coach-hide = コーチをかくす
board-save-puzzle = パズルとして保存
board-edit-title = 盤に石をならべる
board-edit-help = 穴か貯蔵庫をクリックすると石が1こふえます。右クリック（またはShift+クリック）で1こへります。穴を選んで、石の数を数字キーで入力することもできます。
board-edit-cannot-play = このならべ方では、まだ打てません。
board-edit-to-move = どちらが先に打ちますか？
board-edit-count = 穴 { $houses }こ · 貯蔵庫 { $stores }こ · 全部で{ $total }こ（48このうち）
board-edit-fill = { $seeds ->
        [0] 貯蔵庫の石の数は合っています
       *[other] 貯蔵庫の石を直して、全部で48こにする
    }
board-edit-opening = はじめのならべ方
board-edit-clear = からっぽの盤
board-edit-play = このならべ方から打つ
board-to-move = { $player }の番
board-play-help = 南と北の両方の手を打ちます。リストの手をクリックすると、その手までもどれます。
board-moves-start = はじめ
board-coach-thinking = コーチがこの形を調べています…
board-coach-best = コーチのいちばんいい手：{ $count ->
        [one] { $houses }番の穴
       *[other] { $houses }番の穴
    }、ねうちは{ $value }{ $exact ->
        [yes] （ゲームの終わりまでたしかめた数です）
       *[no] （見こみです）
    }。
board-coach-line = コーチの手順：{ $moves }
board-coach-looking-further = コーチはもっと先まで調べています…
board-coach-play = コーチの手を打つ
board-coach-legend = 赤い丸：その手ですぐに取れる石の数です。+3 や -2：その手を打ったとき、最後に{ $side ->
        [south] 南
       *[north] 北
    }が相手より何こ多くなるか（少なくなるか）の、コーチの見こみです。チェックの印がついた数は、たしかめた数です。いちばんいい手は緑の丸でかこんであります。
board-line-move = { $side ->
        [south] 南
       *[north] 北
    }{ $house }
board-keys-edit = キー：クリックか ← → ↑ ↓ で穴を選ぶ · 0〜9 で石の数 · + と - で1こふやす・へらす · S か N で先に打つ人 · F で貯蔵庫を合わせる · O ではじめのならべ方 · Enter で打ちはじめる · C でコーチ · P でパズルとして保存 · Esc でホーム
board-keys-play = キー：1〜6 でその穴から種まき · ← → で手をもどす・進める · スペースでコーチの手 · C でコーチ · E でこの形から石をならべる · P でパズルとして保存 · Esc でホーム
board-keys-form = キー：Esc でとじる

## パズルとして保存する。
board-form-title = この形をパズルとして保存する
board-goal-play = 決まった穴を選ぶ
board-goal-last-in = 最後の石を決まった穴に入れる
board-goal-capture = 石を…こ以上取る
board-goal-most-seeds = いちばん多く石を取る
board-goal-longest-chain = いちばん長く続けて取る
board-goal-wipe-out = 総取りを見つける
board-goal-feed = 相手に石をあげる
board-goal-avoid-wipe-out = 総取りをふせぐ
board-goal-defend = 取られる石をいちばん少なくする
board-goal-secure = …回打つまでに貯蔵庫の石を必ず…こ以上にする
board-goal-wipe-out-within = …回打つまでに総取り
board-goal-guard = 何手か守りきる
board-form-at-most = 取られてよい石の数（最大）：
board-goal-win = …回打つまでに勝つ
board-form-house = { $side ->
        [south] 南
       *[north] 北
    }の{ $house }番の穴
board-form-at-least = 石の数：
board-form-seeds = 石の数：
board-form-moves = 自分が打つ回数：
board-form-theme = テーマ：
board-form-difficulty = むずかしさ：
board-form-answers = { $count ->
        [0] この目標を達成できる手はありません。ほかの目標を選んでください。
        [one] 目標を達成できる手は1つです：{ $houses }番の穴。
       *[other] 目標を達成できる手は{ $count }つです：{ $houses }番の穴。
    }
board-form-too-many = 正しい手が多すぎて、パズルになりません。ほかの目標を選ぶか、石のならべ方を変えてください。
board-form-one-move = ここで打てる手は1つだけなので、答えが決まってしまいます。
board-form-prompt = この形についての問題文（空らんのままでもかまいません）
board-form-hint = ヒント{ $number }（空らんのままでもかまいません）
board-form-explanation = パズルが解けたときに見せる説明
board-form-needs-explanation = パズルが解けたときに見せる説明を書いてから、保存してください。
board-form-language = { $language }で書いています。ほかの言語で学んでいる子には、書いたとおりの文が、そのことを知らせるメモといっしょに表示されます。
board-form-written-in = 書く言語：
board-form-pin = クラスのパズルを保存できるのは先生だけです。先生のPINを入力してください。
board-form-save = パズルを保存する
board-form-live-add = 次のライブ授業で出題する
board-form-live-queued = 次のライブ授業で出題する形：{ $count }こ
board-form-live-full = 次のライブ授業で出題できる形は、もういっぱいです。クラスの画面からチャレンジを始めてください。
board-form-cancel = やめる
board-form-close = とじる
board-form-saved = 「{ $id }」として保存しました。パズルの一覧に追加されました。
board-save-no-folder = このコンピューターには、保存するフォルダーがありません。
board-save-denied = 保存できませんでした。レッスンのフォルダーに書き込めないようです。
board-save-full = 保存できませんでした。ディスクがいっぱいです。
board-save-failed = 保存できませんでした。もう一度試すか、このコンピューターを管理している人にたずねてください。

## 形やゲームを先生用の盤で開く。
board-open = 先生用の盤《ばん》で開く

## ゲームのふりかえり（子どもが読む。「きみ」に話す言い方で）。
review-this-game = このゲームをふりかえる
review-back = ホーム
review-stop = ふりかえりを止める
review-go-on = ふりかえりを続《つづ》ける
review-line-play = もっといい手を打ってみる
review-line-next = 次の手
review-line-leave = ゲームにもどる
review-seen-from = { $player }から見る
review-graph-ahead = { $player }が有利《ゆうり》
review-graph-behind = { $player }が不利《ふり》
review-open-board = 先生用の盤《ばん》で開く
review-title = ゲームのふりかえり（{ $player }から見たところ）
review-progress = コーチが{ $total }手のうち{ $done }手目を見ているよ…
review-stopped = コーチは{ $total }手のうち{ $done }手目まで見て、止まっているよ。
review-no-moves = このゲームには、ふりかえる手がないよ。
review-not-yet = コーチはまだこの手を見ていないよ。
review-line-shown = ここからのコーチの手：{ $moves }
review-mark-loss = { $mark }（石が{ $seeds }こ少なくなる）
review-estimate-mark = （見こみ）
review-keys = キー：← → で1手ずつ · スペースでもっといい手を打つ · Esc でゲームにもどる（もう一度おすとホーム） · S で止める・続《つづ》ける · F で反対から見る · B で先生用の盤《ばん》
play-keys-end = キー：G でこのゲームをふりかえる · N で新しいゲーム · U か Ctrl+Z で一手もどす · B で先生用の盤《ばん》 · Esc でホーム

## 「ゲームの記録」：最近のゲームをふりかえる。
home-games = ゲームの記録《きろく》
games-title = 最近《さいきん》のゲーム
games-none = 終わったゲームはまだないよ。ゲームを最後《さいご》まで打つと、ここでふりかえれるよ。
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
