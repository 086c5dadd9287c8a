# 端末から見たクラスのサーバー：クラスに入る、送るのを待っている記録のしるし、
# 先生のサインイン、クラスのコード。

## クラスのサーバーに頼んだことができなかった理由。
server-failure-unreachable = クラスのサーバーにつながらないよ。このコンピューターが学校のネットワークにつながっているか、サーバーが動いているか、たしかめてね。
server-failure-no-address = 先にクラスのサーバーのアドレスを入れてね（れい：http://10.0.0.5:8080）。
server-failure-not-wahree = そのアドレスから返事はあったけど、ワーリーのクラスのサーバーではないよ。アドレスをたしかめてね。
server-failure-unauthorized = クラスのサーバーが、このコンピューターかパスワードを受けつけなかったよ。
server-failure-not-found = クラスのサーバーに、そのクラスか名前がないよ。
server-failure-slowed = クラスのサーバーが「少し待ってから、もう一度やってね」と言っているよ。
server-failure-server = クラスのサーバーで問題がおきたよ。少し待ってから、もう一度やってみてね。このコンピューターの記録《きろく》は消えないよ。
# サーバーとこのコンピューターで、記録の版がちがう。
sync-refused-device-newer = このコンピューターのワーリーは、クラスのサーバーのワーリーより新しいよ。先生にサーバーのワーリーを新しくしてもらってね。それまでの間も、記録《きろく》は消えないよ。
sync-refused-device-older = このコンピューターのワーリーは、クラスのサーバーのワーリーより古いよ。先生にこのコンピューターのワーリーを新しくしてもらってね。それまでの間も、記録《きろく》は消えないよ。

## 「今、遊んでいるのはだれ？」とホームのしるし（$learners：送るのを待っている記録が何人分か）。
sync-sign-waiting = まだ送っていない記録《きろく》があるよ（{ $learners }人分）。
sync-sign-unreachable = 今はクラスのサーバーにつながらないよ。つながったら送るね。
sync-sign-offline = 今はクラスのサーバーにつながらないよ。このコンピューターでやったことは、もうぜんぶサーバーに送ってあるよ。
sync-sign-forgotten = クラスのサーバーが、このコンピューターのことをもうおぼえていないよ。先生に、設定《せってい》からもう一度クラスに入れてもらってね。記録《きろく》は何も消えていないよ。
# ホームのしるしを短く（くわしくは設定に出る）。
sync-sign-short-unreachable = クラスのサーバーにつながらないので、まだ送れていないよ。
sync-sign-short-offline = サーバーにつながらないけど、送るものはないよ。
sync-sign-short-refused = ワーリーを更新《こうしん》しないと送れないよ。設定《せってい》を見てね。
sync-sign-short-forgotten = サーバーが、このコンピューターをもうおぼえていないよ。設定《せってい》を見てね。

## 「クラスに入ろう」：先生の画面に出ているクラスのコード。
picker-join = クラスに入る
picker-class = クラス：{ $class }
picker-keys-join = キー：矢印《やじるし》でカードを選《えら》んで Enter で決める · N で自分の名前を入れる · J でクラスに入る · T で先生
picker-keys-back-join = キー：矢印《やじるし》でカードを選《えら》んで Enter で決める · N で自分の名前を入れる · J でクラスに入る · T で先生 · Esc でホーム
join-title = 自分のクラスに入ろう
join-hint = 先生が大きな画面に出しているクラスのコードを入れてね。
join-button = 入る
join-later = あとで
join-joining = クラスに入るところだよ…
join-wrong-code = そのコードのクラスはないよ。コードをもう一度よく見て、入れなおしてね。
join-keys = キー：Enter で入る · Esc であとで

## クラスに入っている端末で、先生がサインインする（$class：クラスの名前）。
sign-in-title = 先生のサインイン
sign-in-hint = クラス「{ $class }」のパスワードを入力すると、クラスのサーバーにあるクラス全員の記録を見ることができます。
sign-in-placeholder = クラスのパスワード
sign-in-button = サインイン
sign-in-waiting = 確認しています…
sign-in-wrong = パスワードがちがいます。もう一度入力してください。
sign-in-no-class = クラスのサーバーに、このクラスはもうありません。
sign-in-slowed = まちがいが続いたので、{ $seconds }秒待ってから、もう一度入力してください。
sign-in-forgotten = パスワードを忘れたときは、クラスのサーバーで「wahree serve class password { $code }」を実行してください。
sign-in-keys = キー：Enter でサインイン · Esc でやめる

## 先生用の画面に出す、クラスのコードとそのリンクとQRコード。
class-code-title = クラスのコード
class-code-hint = 自分のコンピューターやタブレットでコードを入れるか、リンクを開くか、QRコードを読みとってね。
class-code-show = QRコードを出す
teacher-server-class = クラス「{ $class }」（クラスのサーバーから）
teacher-export-learner = データを書き出す
teacher-export-learner-title = この子のデータを保存
teacher-export-learner-hint = クラスのサーバーに保存されている、この子のすべてのデータをJSONファイルにします（保護者から求められたときのために）。
teacher-remove-all = データもすべて削除する
teacher-remove-all-ask = { $name }さんと、クラスのサーバーにある{ $name }さんのデータをすべて削除しますか？
teacher-remove-all-again = 本当によろしいですか？{ $name }さんのレッスン、星、パズル、対局の記録が、クラスのサーバーとクラスのすべての端末から消えます。元に戻すことはできません。
teacher-remove-type = { $name }さんを完全に削除するには、ここに「{ $name }」と入力してください。
teacher-remove-for-good = { $name }さんを完全に削除する
teacher-remove-failed = 削除できませんでした：{ $why }
teacher-rename-failed = 名前を変えられませんでした：{ $why }

## The class's devices and its code, on the teacher's view ($number: the
## device's place in the list; $joined: a date; $used: "Today", "3 days
## ago" or a date; $why: what went wrong).
teacher-devices = 端末
teacher-devices-title = クラスの端末
teacher-devices-hint = クラスのコードでクラスに入ったすべてのコンピューターとタブレットです。なくした端末や使わなくなった端末は、登録を解除できます。その端末は、もう一度コードを入力しないと戻れません。新しいクラスのコードを作ると、古いコードでは入れなくなります。すでにクラスに入っている端末はそのまま使えます。
teacher-devices-asking = クラスのサーバーに問い合わせています…
teacher-devices-none = まだどの端末もクラスに入っていません。
teacher-device-line = 端末 { $number }：{ $joined }に参加、最後に使った日：{ $used }
teacher-device-forget = この端末の登録を解除
teacher-new-code = 新しいコードを作る
teacher-server-failed = クラスのサーバーで処理できませんでした：{ $why }

## 名前またはカードが同じ子どもが二人以上いるとき、クラスのサーバーから見る先生の画面に出る（$names：その子たちの名前、読点区切り；$name：開いている子；$other：同じ子のもう一つの記録）。
teacher-duplicate-name = 同じ名前の子どもがいます：{ $names }。名前を変えるか、同じ子どもなら一つを開いて、ほかの記録をまとめてください。
teacher-duplicate-card = 同じカードの子どもがいます：{ $names }。カードを変えるか、同じ子どもなら一つを開いて、ほかの記録をまとめてください。
teacher-merge = { $other }さんをこの記録にまとめる
teacher-merge-ask = { $name }さんと{ $other }さんは同じ子どもですか？{ $other }さんの記録はすべて{ $name }さんに移り、{ $other }さんはクラスの名簿から消えます。
teacher-merge-yes = はい、同じ子どもです：まとめる
teacher-merge-failed = 二つの記録をまとめられませんでした：{ $why }

## 設定の「クラスのサーバー」（$class：クラスの名前、$address：サーバーのアドレス）。
server-title = クラスのサーバー
server-hint = このコンピューターを、学校のサーバーにあるクラスに入れます。サーバーのアドレスと、先生の画面に出ているクラスのコードを入力してください。
server-code-placeholder = クラスのコード
server-joined = このコンピューターは、{ $address } のクラス「{ $class }」に入っています。
server-leave = クラスから抜ける
server-leave-ask = クラスから抜けますか？名前と記録はこのコンピューターにそのまま残りますが、これ以降は送ることも受け取ることもしません。
server-leave-yes = はい、抜けます
