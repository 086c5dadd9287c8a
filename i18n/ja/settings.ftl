# 設定：盤の大きさと、このコンピューターで学ぶ人。ホーム画面の「だれが遊んでいるか」の行。
# $name は学ぶ人が入力した名前。$max は文字の数。

settings-size = 盤の大きさ
settings-size-normal = ふつう
settings-size-large = 大きい
settings-size-projector = プロジェクター
settings-size-hint = 「大きい」か「プロジェクター」にすると、盤とおもな文字が大きくなるよ。教室の大きな画面で使うときにどうぞ。

# まだ名前を入れていない人。
learner-guest = ゲスト
learner-name-empty = まず名前を入れてね。
learner-name-too-long = 名前が長すぎるよ。{ $max }文字までにしてね。
learner-name-taken = { $name }さんは、もういるよ。名字の1文字めをつけるなどして、見分けられるようにしてね。

learners-title = いま遊んでいるのはだれ？
learners-playing-as = { $name }さんが遊んでいるよ
learners-choose-hint = 自分の名前をえらんでね。レッスンとパズルのきろくは、ひとりずつべつべつだよ。
learners-add-title = 新しい人をくわえる
learners-new-placeholder = 名前を入れてね
learners-add = くわえる
learners-rename = 名前をかえる
learners-rename-save = 決定
learners-cancel = やめる
learners-remove = けす
learners-remove-ask = { $name }さんをけしてもいい？{ $name }さんのレッスンとパズルのきろくは、ぜんぶなくなるよ。
learners-remove-yes = はい、けす
learners-remove-no = いいえ、のこす

home-learner = { $name }さんが遊んでいるよ
home-learner-who = いま遊んでいるのはだれ？
# $lessons と $puzzles は終わった数。合計はぜんぶの数。
home-learner-progress = できたレッスン：{ $lessons }/{ $lessonsTotal } · とけたパズル：{ $puzzles }/{ $puzzlesTotal }
home-learner-change = ほかの人にかえる
home-learner-add = 名前を入れる
