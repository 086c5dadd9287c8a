# クラスをこえた大会（docs/tournaments.md、「The organiser」）：運営者と
# クラスの先生へのサーバーのおことわりと、二つのクラスの対局の結果を
# 入力した先生に出ることば。

## 運営者：サーバーがことわったこと
tournament-class-not-in = このクラスは大会に参加していません。
tournament-class-twice = このクラスはもう大会に参加しています。
tournament-started = もうラウンドの組み合わせができています。クラスと参加者は変えられません。
tournament-unknown-class = このコードのクラスはサーバーにありません。
tournament-classes-full = この大会には、これ以上クラスを加えられません。
tournament-players = 対局する子どもを選んでください。

## クラスの先生
tournament-not-your-table = このテーブルでは、あなたのクラスの子どもは対局していません。
tournament-entry-waiting = ありがとうございます。もう一つのクラスの先生も結果を入力します。
tournament-entry-agreed = 二人の先生が同じ結果を入力しました。結果が入りました。
tournament-entry-conflict = もう一つのクラスの先生が、ちがう結果を入力しました。運営者が決めます。
