# 設定：盤の大きさと、このコンピューターで学ぶ人。ホーム画面の「だれが遊んでいるか」の行。
# $name は学ぶ人が入力した名前。$max は文字の数。

settings-size = 盤の大きさ
settings-size-normal = ふつう
settings-size-large = 大きい
settings-size-projector = プロジェクター
settings-size-hint = 「大きい」か「プロジェクター」にすると、盤と主な文字が大きくなるよ。教室の大きな画面で使うときにどうぞ。

# まだ名前を入れていない人。
learner-guest = ゲスト
learner-name-empty = まず名前を入れてね。
learner-name-too-long = 名前が長すぎるよ。{ $max }文字までにしてね。
learner-name-taken = { $name }さんは、もういるよ。名字の1文字めをつけるなどして、見分けられるようにしてね。
learner-name-guest = 「{ $name }」は、まだ名前を入れていない人の呼び名だよ。自分の名前を入れてね。

learners-title = 今、遊んでいるのはだれ？
learners-playing-as = { $name }さんが遊んでいるよ
learners-choose-hint = 自分の名前を選んでね。レッスンとパズルの記録は、ひとりずつ別々だよ。
learners-guest-keeps = 新しい名前は、レッスンもパズルもまだ何もしていないところから始まるよ。ゲストでやったことを残したいときは、ゲストの「名前を変える」を使ってね。
learners-add-title = 新しい人を加える
learners-new-placeholder = 名前を入れてね
learners-add = 加える
learners-rename = 名前を変える
learners-rename-save = 決定
learners-cancel = やめる
learners-remove = 消す
learners-remove-ask = { $name }さんを消してもいい？{ $name }さんのレッスンとパズルの記録は、全部なくなるよ。
learners-remove-yes = はい、消す
learners-remove-no = いいえ、残す
learners-keys-typing = キー：Enter で名前を決める · Esc でやめる

home-learner = { $name }さんが遊んでいるよ
home-learner-who = 今、遊んでいるのはだれ？
# $lessons と $puzzles は終わった数。合計は全部の数。
home-learner-progress = できたレッスン：{ $lessons }/{ $lessonsTotal } · とけたパズル：{ $puzzles }/{ $puzzlesTotal }
home-learner-change = ほかの人にかえる
home-learner-add = 名前を入れる
home-name-title = 名前を教えてね
home-name-keeps = ここまでの記録は、そのまま自分の名前で残るよ。
