# クラスの大会（docs/tournaments.md）：子どもの端末が盤での対局の
# 結果を知らせるときのことばと、先生の組み合わせ画面に出るサーバーの
# おことわりと注意。

## 子どもの端末
tournament-not-playing = きみはこの大会に出ていないよ。
tournament-no-board = それは、このラウンドのきみのゲームではないよ。
tournament-result-in = このゲームの結果《けっか》は、もう入っているよ。
tournament-report-waiting = ありがとう！こんどは相手が結果《けっか》を知らせる番だよ。
tournament-report-agreed = 二人とも同じことを言ったよ。結果《けっか》が入ったよ！
tournament-report-conflict = きみと相手の言った結果《けっか》がちがうよ。先生が決めてくれるよ。

## 先生：サーバーがことわったこと
tournament-invalid = この大会はその設定では作れません。
tournament-over = この大会のラウンドはすべて終わりました。
tournament-round-unfinished = 第{ $round }ラウンド、{ $table }番テーブルの結果がまだ入っていません。
tournament-too-few = 組み合わせる参加者が二人未満です。
tournament-no-pairing = このラウンドでルールに合う組み合わせがありません。
tournament-learner-twice = この子はもう大会に入っています。
tournament-no-draft = まず次のラウンドを組み合わせてから公開してください。
tournament-not-a-round = この組み合わせはラウンドとして成り立ちません。一人一局までで、入れるのは大会の参加者だけです。
tournament-sheet = スコアシートは{ $line }行目、{ $column }文字目で止まります。その手は打てません。
tournament-sheet-result = スコアシートの手順はこの結果で終わっていません。
tournament-sheet-too-long = このスコアシートは長すぎます。
tournament-unknown-learner = この子はクラスにいません。
tournament-format = 総当たり、二回総当たり、スイス式から選んでください。
tournament-tie-break = このタイブレークは、ワーリーでは使えません。
tournament-bye-points = 休み（バイ）の点は 0 点、½ 点、1 点のどれかです。
tournament-missed = 出なかったラウンドは、それぞれ 0 点か ½ 点です。
tournament-result = 対局の結果を選んでください。
tournament-trf = このファイルは読み込めません（{ $line }行目）。
tournament-full = このクラスが保存できる大会の数がいっぱいです。先に古い大会を消してください。

## 先生：手で変えた組み合わせがやぶるルール
tournament-warn-met = { $first }さんと{ $second }さんは、もう対戦しています。
tournament-warn-forbidden = { $first }さんと{ $second }さんは対戦しないことになっています。
tournament-warn-absent-paired = { $player }さんは欠席しているか大会を途中でやめていますが、対局が組まれています。
tournament-warn-not-paired = { $player }さんは出席していますが、対局が組まれていません。
tournament-warn-twice = { $player }さんはこのラウンドで二局あります。
tournament-warn-unknown = { $player }番の参加者は、この大会にいません。
tournament-warn-bye-count = 参加者の数が2で割り切れるときはだれも休まず、割り切れないときは一人だけが休みます。
tournament-warn-second-bye = { $player }さんは前にも休んでいます（または不戦勝があります）。
tournament-warn-bye-score = { $player }さんが休みになっていますが、もっと点の少ない人を休みにできます。
tournament-warn-colour = { $first }さんと{ $second }さんは、二人とも先手（または二人とも後手）になるべきです。
tournament-warn-colour-absolute = { $player }さんは今回、先手と後手を逆にしなければなりません。どちらが先手になるかはルールで決まっています。
tournament-warn-quality = スイス式のルール C{ $criterion } では、サーバーの組み合わせのほうがよいです。
tournament-warn-input = この大会はこのままでは確かめられません。
tournament-warn-not-the-table = この組み合わせは総当たり表のとおりではありません。
