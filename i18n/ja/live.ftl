# ライブ授業 (docs/live.md): 先生のスタート画面とプロジェクター、
# 子どもたちの端末。

## 先生の画面とスタート
live-open = チャレンジを始める
live-start-title = みんなでいっしょに、ライブで
live-start-kind = クラスで何をしますか？
live-kind-challenge = チャレンジ：パズルを一問ずつ
live-kind-vote = クラス対コンピューター
live-start-puzzles = どのパズルにしますか？
live-theme-any = テーマを問わない
live-theme-missed = このクラスがいちばんまちがえたパズル
live-start-difficulty = むずかしさは？
live-difficulty-any = 問わない
live-start-count = パズルの数は？
live-start-level = コンピューターのレベル
live-level = { $level } · { $name }
live-start-seat = クラスが持つ側
live-seat-south = 南（先手）
live-seat-north = 北
live-start-timer = 一問ごとの時間
live-timer-none = 時間制限なし
live-timer-seconds = { $seconds }秒
live-start-go = 始める
live-back = クラスにもどる

## プロジェクター
live-lobby = パズル{ $count }問のチャレンジ：クラスが参加しています。
live-puzzle-of = パズル { $number } / { $count }
live-ended = チャレンジは終わりました。
live-answered-count = { $class }人中 { $answered }人が答えました。
live-voted-count = { $class }人中 { $voted }人が投票しました。
live-vote-title = クラス対コンピューター、レベル { $level } · { $name }
live-computer-thinking = コンピューターが考えています…
live-game-over = 対局終了：クラス { $class }、コンピューター { $computer }。
live-reveal-ready = 「次の手を見せる」を押すと、答えを盤の上で種まきします。
live-reveal-right = 答え：{ $house }番の穴。
live-reveal-wrong = { $house }番の穴を選んだ人が多かったです（{ $count }人）。なぜだめなのでしょう？
live-reveal-refuted = { $side }は{ $house }番の穴で返します。だからうまくいかないのです。
live-first = 最初のパズルを開く
live-reveal = 答えを見せる
live-reveal-step = 次の手を見せる
live-next = 次のパズル
live-close-vote = 投票をしめきる
live-computer-play = コンピューターの番
live-review = 対局をふり返る
live-end = 終わる
live-card-answered = 答えた
live-card-voted = 投票した
live-tie-pick = 同点です！盤の上で手を選んでください。
live-summary-title = チャレンジの結果
live-summary-puzzle = パズル{ $number }：{ $answered }人が答え、{ $solved }人が正解（ヒントなしで{ $clean }人）。
live-summary-wrong = いちばん多かったまちがいの手：{ $house }番の穴（{ $count }人）。
live-summary-children = 一人ひとりの結果
live-summary-child = { $answered }問中 { $solved }問正解

## サーバーが受けつけなかったこと
live-failure-running = このクラスのライブがまだ続いています。先に終わらせてください。
live-failure-no-puzzles = この条件に合うパズルがありません。ほかのテーマかむずかしさを選んでください。
live-failure-too-late = おそかったね。このパズルはもうしめきりだよ。
live-failure-answered = きみの答えはもうとどいているよ。
live-failure-tie = 同点です。盤の上で手を選んでください。
live-failure-no-votes = まだ投票がありません。盤の上で手を選んでください。
live-failure-ended = このライブは終わりました。
live-failure-other = クラスのサーバーが受けつけませんでした。

## 子どもの端末
live-prompt-challenge = 先生《せんせい》がチャレンジを始《はじ》めたよ！
live-prompt-vote = 先生《せんせい》が対局《たいきょく》を始《はじ》めたよ：クラス対《たい》コンピューター！
live-prompt-join = 参加《さんか》する
live-device-title = クラスのチャレンジ
live-device-title-vote = クラス対《たい》コンピューター
live-device-leave = さっきの続《つづ》きにもどる
live-device-lobby = じゅんびしてね！もうすぐ先生《せんせい》が最初《さいしょ》のパズルを開《ひら》くよ。
live-device-puzzle = パズル { $number } / { $count }
live-device-answered = 答《こた》えがとどいたよ。大《おお》きい画面《がめん》を見《み》てね！
live-device-wait = 次《つぎ》のパズルを待《ま》ってね。
live-device-right = 正解《せいかい》！よくできたね！
live-device-wrong = 今回《こんかい》はざんねん。大《おお》きい画面《がめん》で理由《りゆう》を見《み》てね。
live-device-look = 大《おお》きい画面《がめん》を見《み》てね！
live-device-vote = 投票《とうひょう》しよう：クラスはどの穴《あな》をえらぶ？
live-device-voted = { $house }番《ばん》の穴《あな》に投票《とうひょう》したよ。みんなを待《ま》ってね。
live-device-computer = コンピューターが考《かんが》えているよ…
live-device-game-over = 対局《たいきょく》が終《お》わったよ。大《おお》きい画面《がめん》を見《み》てね！
live-device-ended = チャレンジはおしまい。よくがんばったね！
