# 設定：盤の大きさと、このコンピューターで学ぶ人。ホーム画面の「だれが遊んでいるか」の行。
# $name は学ぶ人が入力した名前。$max は文字の数。

settings-size = 盤の大きさ
settings-size-normal = ふつう
settings-size-large = 大きい
settings-size-projector = プロジェクター
settings-size-hint = 「大きい」と「プロジェクター」では、盤とおもな文字が大きくなります。教室の大きな画面に向いています。

# まだ名前を入れていない人。
learner-guest = ゲスト
learner-name-empty = まず名前を入れてね。
learner-name-too-long = 名前が長すぎるよ。{ $max }文字までにしてね。
learner-name-taken = { $name }さんは、もういるよ。名字の1文字めをつけるなどして、見分けられるようにしてね。
learner-name-guest = 「{ $name }」は、まだ名前を入れていない人の呼《よ》び名だよ。自分の名前を入れてね。

learners-title = 今、遊んでいるのはだれ？
learners-playing-as = 今は{ $name }さんが使っています
learners-choose-hint = 遊ぶ前に、自分の名前を選びます。レッスンとパズルの記録は、ひとりずつ別々に残ります。
learners-guest-keeps = 新しい名前は、レッスンもパズルもまだ何もしていない状態から始まります。ゲストでやったことを残すには、ゲストの「名前を変える」を使ってください。
learners-add-title = 新しい人を加《くわ》える
learners-new-placeholder = 名前を入れてね
learners-add = 加《くわ》える
learners-rename = 名前を変える
learners-rename-save = 決定
learners-cancel = やめる
learners-remove = 削除する
learners-remove-ask = { $name }さんを削除しますか？{ $name }さんのレッスンとパズルの記録は、すべて消えます。
learners-remove-yes = はい、削除します
learners-remove-no = いいえ、残します
learners-teacher-only = クラスの子どもの名前を変えたり削除《さくじょ》したりできるのは、先生だけです（先生用の画面で、クラスのパスワードを使って行います）。
learners-keys-typing = キー：Enter で名前を決める · Esc でやめる

home-learner = { $name }さんが遊んでいるよ
home-learner-who = 今、遊んでいるのはだれ？
# $lessons と $puzzles は終わった数。合計は全部の数。
home-learner-progress = できたレッスン：{ $lessons }/{ $lessonsTotal } · とけたパズル：{ $puzzles }/{ $puzzlesTotal }
home-learner-change = ほかの人にかえる
home-learner-add = 名前を入れる
home-name-title = 名前を教えてね
home-name-keeps = ここまでの記録《きろく》は、そのまま自分の名前で残《のこ》るよ。
