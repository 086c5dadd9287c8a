# クラスの大会（docs/tournaments.md）：子どもの端末が盤でのたいきょくの
# 結果を知らせるときのことばと、先生の組み合わせ画面に出るサーバーの
# おことわりと注意。

## 子どもの端末
tournament-not-playing = きみはこの大会に出ていないよ。
tournament-no-board = このラウンドのきみのたいきょくではないよ。
tournament-result-in = このたいきょくの結果《けっか》は、もう入っているよ。
tournament-report-waiting = ありがとう！こんどは相手《あいて》も結果《けっか》を知らせてね。
tournament-report-agreed = 二人とも同じことを言ったよ。結果《けっか》が入ったよ！
tournament-report-conflict = きみと相手《あいて》の言った結果《けっか》がちがうよ。先生が決めるね。

## 先生：サーバーがことわったこと
tournament-invalid = この大会はその設定では作れません。
tournament-over = この大会のラウンドはすべて終わりました。
tournament-round-unfinished = ラウンド{ $round }、テーブル{ $table }の結果がまだありません。
tournament-too-few = 組み合わせる参加者が二人より少ないです。
tournament-no-pairing = このラウンドでルールに合う組み合わせがありません。
tournament-learner-twice = この子はもう大会に入っています。
tournament-no-draft = まず次のラウンドを組み合わせてから公開してください。
tournament-not-a-round = この組み合わせはラウンドになっていません。一人一局まで、大会の参加者だけです。
tournament-sheet = スコアシートは{ $line }行目、{ $column }文字目で止まります。その手は指せません。
tournament-sheet-result = スコアシートの手順はこの結果で終わっていません。
tournament-sheet-too-long = このスコアシートは長すぎます。
tournament-unknown-learner = この子はクラスにいません。
tournament-format = 総当たり、二回総当たり、スイス式から選んでください。
tournament-tie-break = このタイブレークは Wahree にはありません。
tournament-bye-points = 不戦の休みは 0 点、½ 点、1 点のどれかです。
tournament-missed = 出なかったラウンドは、それぞれ 0 点か ½ 点です。
tournament-result = たいきょくの結果を選んでください。
tournament-trf = このファイルは読めません：{ $line }行目。
tournament-full = このクラスが保存できる大会の数がいっぱいです。先に古い大会を消してください。

## 先生：手で変えた組み合わせがやぶるルール
tournament-warn-met = { $first }さんと{ $second }さんは、もう対戦しています。
tournament-warn-forbidden = { $first }さんと{ $second }さんは対戦しないことになっています。
tournament-warn-absent-paired = { $player }さんは欠席か、大会をやめましたが、対局が入っています。
tournament-warn-not-paired = { $player }さんは来ていますが、対局がありません。
tournament-warn-twice = { $player }さんはこのラウンドで二局あります。
tournament-warn-unknown = 参加者 { $player } は大会にいません。
tournament-warn-bye-count = 人数が2でわり切れるときはだれも休まず、わり切れないときは一人が休みます。
tournament-warn-second-bye = { $player }さんは前にも休んでいます（または不戦勝があります）。
tournament-warn-bye-score = { $player }さんが休みですが、もっと点の少ない人が休めます。
tournament-warn-colour = { $first }さんと{ $second }さんは、二人とも先手（または二人とも後手）になるべきです。
tournament-warn-colour-absolute = { $player }さんは今回、反対側でなければなりません。どちらが先手かはルールで決まります。
tournament-warn-quality = スイス式のルール C{ $criterion } では、サーバーの組み合わせのほうがよいです。
tournament-warn-input = この大会はこのままでは確かめられません。
tournament-warn-not-the-table = この組み合わせは総当たり表のものではありません。
