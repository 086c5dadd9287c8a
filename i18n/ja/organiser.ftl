# 運営者の画面（docs/tournaments.md、「The organiser」）：サインイン、
# クラス合同の大会、クラスと出場者、一つのテーブルで二人の先生が
# 入力した結果。

## 入口とサインイン
organiser-enter = 大会の運営者の方はこちら
organiser-title = 運営者のサインイン
organiser-hint = 運営者は、クラス合同の大会を開きます。クラスのサーバーに登録された名前とパスワードでサインインしてください。
organiser-address = クラスのサーバーのアドレス
organiser-name = お名前
organiser-password = パスワード
organiser-wrong = 名前かパスワードがちがいます。もう一度入力してください。
organiser-forgotten = アカウントがまだないときは、クラスのサーバーで「wahree serve organiser add 名前」を実行してください。

## 運営者の大会
organiser-list-title = クラス合同の大会
organiser-signed-in = { $name }としてサインイン中
organiser-list-none = まだ大会はありません。「新しい大会」をおして作りましょう。
organiser-sign-out = サインアウト
organiser-new-classes-next = 大会を作ったら、次にクラスを加えます。加えたクラスの子どもたちが出場者になります。

## クラスと出場者
organiser-tab-classes = クラスと出場者
organiser-classes-hint = クラスのコード（端末がクラスに入るときのコード）で、クラスを一つずつ加えます。クラスの子どもは全員出場します。出場しない子はチェックを外してください。
organiser-code-hint = クラスのコード
organiser-add-class = クラスを加える
organiser-remove-class = クラスを外す
organiser-no-class = まだクラスはありません
organiser-fixed = 第1ラウンドの組み合わせができたので、出場者はもう変えられません。子どもが出場をやめることはできます。

## 二つのクラスのテーブル：それぞれの先生が入力した結果
organiser-entries = 先生が入力した結果：
organiser-entries-differ = 二人の先生が入力した結果がちがいます。正しい結果を選んでください：
organiser-entry = { $class }：{ $result }
