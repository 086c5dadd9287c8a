# クラスをこえた大会（docs/tournaments.md、「The organiser」）：運営者と
# クラスの先生へのサーバーのおことわりと、二つのクラスの対局の結果を
# 入力した先生に出ることば。

## 運営者：サーバーがことわったこと
tournament-class-not-in = このクラスは大会に参加していません。
tournament-class-twice = このクラスはもう大会に参加しています。
tournament-started = もうラウンドの組み合わせができているので、クラスと出場者は変えられません。
tournament-unknown-class = このコードのクラスはサーバーにありません。
tournament-classes-full = この大会には、これ以上クラスを加えられません。
tournament-players = 対局する子どもを選んでください。

## クラスの先生
tournament-not-your-table = このテーブルでは、先生のクラスの子どもは対局していません。
tournament-entry-waiting = ありがとうございます。相手のクラスの先生も結果を入力します。
tournament-entry-agreed = 両方の先生が同じ結果を入力しました。これで結果が決まりました。
tournament-entry-conflict = 相手のクラスの先生が、ちがう結果を入力しました。運営者が正しい結果を決めます。

## 先生のアプリ：ほかのクラスといっしょの大会
tournament-open-list-title = ほかのクラスといっしょの大会
tournament-open-round = 第{ $round }ラウンド
tournament-open-no-round = 運営者はまだ第1ラウンドの組み合わせを決めていません。

## 子どものホーム：つぎの相手とそのクラス
tournament-open-opponent = { $class }の{ $name }
