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
live-lobby = パズル{ $count }問のチャレンジ：いま参加できます。
live-puzzle-of = パズル { $number } / { $count }
live-ended = チャレンジは終わりました。
live-answered-count = 回答：{ $answered } / { $total }人
live-voted-count = 投票：{ $voted } / { $total }人
live-vote-title = クラス対コンピューター（レベル{ $level }・{ $name }）
live-computer-thinking = コンピューターが考えています…
live-game-over = ゲーム終了：クラス { $seeds }こ、コンピューター { $theirs }こ
live-reveal-ready = 「次の手を見せる」を押すと、答えの手を盤の上で種まきします。
live-reveal-right = 答えは{ $house }番の穴です。
live-reveal-wrong = { $house }番の穴を選んだ人が{ $count }人いました。どうしてうまくいかないのでしょう？
live-reveal-wrong-played = { $house }番の穴を選んだ人が{ $count }人いました。
live-reveal-reply = { $side }は{ $house }番の穴で打ち返します。{ $seeds ->
    [0] 石は1こも取れません。
   *[other] 石を{ $seeds }こ取ります。
}
live-reveal-reply-wipe-out = { $side }は{ $house }番の穴で打ち返します。みんなの列《れつ》を空《から》にして、盤《ばん》に残《のこ》った石をぜんぶ、合わせて{ $seeds }こ取ります。これでゲームはおしまいです。
live-first = 最初のパズルを開く
live-reveal = 答えを見せる
live-reveal-step = 次の手を見せる
live-next = 次のパズル
live-close-vote = 投票を締め切る
live-computer-play = コンピューター、どうぞ
live-review = ゲームをふりかえる
live-end = 終了する
live-card-answered = 答えた
live-card-voted = 投票した
live-tie-pick = 同票です！盤の上で手を選んでください。
live-summary-title = チャレンジの結果
live-summary-puzzle = パズル{ $number }：回答{ $answered }人、正解{ $solved }人（ヒントなしで{ $clean }人）
live-summary-wrong = いちばん多かったまちがい：{ $house }番の穴（{ $count }人）
live-summary-children = 一人ひとりの結果
live-summary-child = 正解：{ $solved } / { $answered }問

## サーバーが受けつけなかったこと
live-failure-running = このクラスのライブ授業がまだ続いています。先に終了してください。
live-failure-no-puzzles = この条件に合うパズルがありません。ほかのテーマかむずかしさを選んでください。
live-failure-too-late = まにあわなかったね。このパズルはもうしめきったよ。
live-failure-answered = きみの答えはもうとどいているよ。
live-failure-tie = 同票です。盤の上で手を選んでください。
live-failure-no-votes = まだ投票がありません。盤の上で手を選んでください。
live-failure-ended = このライブ授業は終わりました。
live-failure-other = クラスのサーバーが受け付けませんでした。

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
live-summary-fastest = 早く正解した人：{ $names }

# キーの行
live-start-keys = キー：↑ ↓ で項目を選ぶ · ← → で選択を変える · Enter で始める · Esc でもどる
live-projector-keys = キー：Enter で緑のボタン · スペースで答えの次の手 · E で終了 · Esc でクラスにもどる
live-device-keys = キー：1〜6 で穴《あな》を選《えら》ぶ · Esc でさっきの続《つづ》きにもどる
