# ライブ授業 (docs/live.md): 先生のスタート画面とプロジェクター、
# 子どもたちの端末。

## 先生の画面とスタート
live-open = チャレンジを始める
live-start-title = ライブ授業：みんなでいっしょに遊ぶ
live-start-kind = クラスで何をしますか？
live-kind-challenge = チャレンジ：パズルを1問ずつ順番に
live-kind-vote = クラス対コンピューター
live-start-puzzles = どのパズルにしますか？
live-theme-any = どのテーマでも
live-theme-missed = このクラスでまちがいが多かったパズル
live-theme-board = 先生用の盤で用意した形（{ $count }こ）
live-start-difficulty = むずかしさは？
live-difficulty-any = どれでも
live-start-count = 何問にしますか？
live-start-level = コンピューターのレベル
live-level = { $level }・{ $name }
live-start-seat = クラスが打つ側
live-seat-south = 南（先手）
live-seat-north = 北
live-start-timer = 1回ごとの制限時間
live-timer-none = 制限時間なし
live-timer-seconds = { $seconds }秒
live-start-go = 始める
live-back = クラスにもどる

## プロジェクター
live-lobby = パズル{ $count }問のチャレンジだよ。今から参加《さんか》できるよ！
live-puzzle-of = パズル { $number } / { $count }
live-ended = チャレンジはおしまい！
live-answered-count = 答えた人：{ $answered } / { $total }人
live-voted-count = 投票《とうひょう》した人：{ $voted } / { $total }人
live-vote-title = クラス対コンピューター（レベル{ $level }・{ $name }）
live-computer-thinking = コンピューターが考えているよ…
live-game-over = ゲームが終わったよ！クラス { $seeds }こ、コンピューター { $theirs }こ
live-reveal-ready = 「次の手を見せる」をおすと、答えの手を盤《ばん》の上で種《たね》まきするよ。
live-reveal-right = 答えは{ $house }番の穴《あな》だよ。
live-reveal-wrong = { $house }番の穴《あな》をえらんだ人が{ $count }人いたね。どうしてうまくいかないのかな？
live-reveal-wrong-played = { $house }番の穴《あな》をえらんだ人が{ $count }人いたね。
live-reveal-reply = { $side }は{ $house }番の穴《あな》で打ち返すよ。{ $seeds ->
    [0] 石は1こも取れないね。
   *[other] 石を{ $seeds }こ取るよ。
}
live-reveal-reply-wipe-out = { $side }は{ $house }番の穴《あな》で打ち返すよ。みんなの列を空《から》にして、盤《ばん》に残《のこ》った石をぜんぶ、合わせて{ $seeds }こ取るよ。これでゲームはおしまい。
live-first = 最初《さいしょ》のパズルを開く
live-reveal = 答えを見せる
live-reveal-step = 次の手を見せる
live-next = 次のパズル
live-close-vote = 投票《とうひょう》をしめきる
live-computer-play = コンピューター、どうぞ
live-review = ゲームをふりかえる
live-end = おしまいにする
live-card-answered = 答えた
live-card-voted = 投票《とうひょう》した
live-tie-pick = 票《ひょう》が同じ数だよ！先生が盤《ばん》の上で手をえらぶよ。
live-summary-title = チャレンジの結果《けっか》
live-summary-puzzle = パズル{ $number }：答えた人{ $answered }人、正解《せいかい》{ $solved }人（ヒントなしで{ $clean }人）
live-summary-wrong = いちばん多かったまちがい：{ $house }番の穴《あな》（{ $count }人）
live-summary-children = 一人ひとりの結果《けっか》
live-summary-child = 正解《せいかい》：{ $solved } / { $answered }問

## サーバーが受けつけなかったこと
live-failure-running = このクラスのライブ授業がまだ続いています。先に終了してください。
live-failure-no-puzzles = この条件に合うパズルがありません。ほかのテーマかむずかしさを選んでください。
live-failure-too-late = まにあわなかったね。このパズルはもうしめきったよ。
live-failure-answered = きみの答えはもうとどいているよ。
live-failure-tie = 票《ひょう》が同じ数だよ。盤《ばん》の上で手をえらぼう。
live-failure-no-votes = まだだれも投票《とうひょう》していないよ。盤《ばん》の上で手をえらぼう。
live-failure-ended = このライブ授業《じゅぎょう》はおしまいだよ。
live-failure-other = クラスのサーバーが受けつけなかったよ。

## 子どもの端末
live-prompt-challenge = 先生がチャレンジを始めたよ！
live-prompt-vote = 先生がゲームを始めたよ。クラスみんなでコンピューターと勝負だ！
live-prompt-join = 参加《さんか》する
live-prompt-join-key = Enterキーで参加《さんか》しよう
live-device-title = クラスのチャレンジ
live-device-title-vote = クラス対コンピューター
live-device-leave = さっきの続《つづ》きにもどる
live-device-lobby = じゅんびしてね！もうすぐ先生が最初《さいしょ》のパズルを開くよ。
live-device-puzzle = パズル { $number } / { $count }
live-device-answered = 答えがとどいたよ。大きな画面を見てね！
live-device-wait = 次のパズルまで、ちょっと待ってね。
live-device-right = 正解《せいかい》！よくできたね！
live-device-wrong = 今回はざんねん。どうしてうまくいかないのか、大きな画面で見てみよう。
live-device-look = 大きな画面を見てね！
live-device-vote = 投票《とうひょう》しよう！クラスはどの穴《あな》を選《えら》ぶといいかな？
live-device-voted = { $house }番の穴《あな》に投票《とうひょう》したよ。みんなが投票《とうひょう》するまで待ってね。
live-device-computer = コンピューターが考えているよ…
live-device-game-over = ゲームが終わったよ。大きな画面を見てね！
live-device-ended = これでおしまい。よくがんばったね！

# ヒントと、いちばん早い正解（スタート画面と結果）
live-start-hints = 子どもの端末でのヒント
live-hints-off = ヒントなし
live-hints-counted = ヒントあり（使ったかどうかを記録）
live-start-fastest = 最後に、早く正解した人の名前を出しますか？
live-fastest-no = 出さない
live-fastest-yes = 出す
live-summary-fastest = 早く正解《せいかい》した人：{ $names }

# キーの行
live-start-keys = キー：↑ ↓ で項目を選ぶ · ← → で選択を変える · Enter で始める · Esc でもどる
live-projector-keys = キー：Enter で緑のボタン · スペースで答えの次の手 · E でおしまい · Esc でクラスにもどる
live-device-keys = キー：1〜6 で穴《あな》を選《えら》ぶ · Esc でさっきの続《つづ》きにもどる
