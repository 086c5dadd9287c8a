# 先生が作ったレッスン・パズル・翻訳のファイルの問題。レッスンの一覧に出て、
# `wahree check` も（英語で）表示する。どれもファイル名・行・列のあとに出る。
# 穴の番号はファイルでの書き方と同じ 0〜11。$reason はエンジンが手をことわる理由。

lessons-problems-title = レッスンのファイルのエラー：{ $count }
lessons-problems-hint = エラーのあるところは読みこまれず、ほかはそのまま使えます。ファイルをなおしたら「レッスンを読みなおす」をおしてください。`wahree check` でも同じ一覧が見られます。
lessons-reload = レッスンを読みなおす

# ファイルの読みこみ。
problem-file-gone = このファイル（またはフォルダー）が見つかりません。移動したか、消しましたか？
problem-file-denied = このファイル（またはフォルダー）は開けません。コンピューターが読むことを許可していません。
problem-not-utf8 = このファイルはふつうのテキストではありません。UTF-8 のテキストとして保存しなおしてください。
problem-unreadable = このファイルは読めません：{ $reason }

# レッスンとパズルのファイルの RON の書き方。
ron-eof = ファイルがとちゅうで終わっています。( や [ や " がすべてとじているか、たしかめてください。
ron-expected-comma = ここにコンマがありません。フィールドのあとと、リストの項目のあとには、コンマを書きます。
ron-expected-colon = ここにコロンがありません。フィールドの名前、「:」、その値の順に書きます。
ron-expected-opening = ここに「{ $bracket }」がありません。
ron-expected-closing = ここでとじていないものがあります。「{ $bracket }」がありません。
ron-unclosed-string = このテキストが終わっていません。最後に " がありません。
ron-expected = { $what ->
        [boolean] ここには true か false を書きます。
        [integer] ここには整数を書きます。
        [number] ここには数を書きます。
        [string] ここには "lesson-my-title" のように、ダブルクォートでかこんだテキストを書きます。
        [identifier] ここには Try や South のような名前を書きます。
        [char] ここにはシングルクォートでかこんだ1文字を書きます。
        [unit] ここには () を書きます。
        [position] ここには局面を書きます。"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S" か (houses: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], stores: (0, 0), to_move: South) のように書きます。
       *[other] ここには別のものを書きます。
    }
ron-number-too-big = この数はここには大きすぎます（または小さすぎます）。
ron-bad-digit = 「{ $digit }」は数の中には使えません。
ron-bad-number = 数の書き方になっていません。「_」をとってください。
ron-unexpected-char = 「{ $char }」という文字はここには書けません。
ron-trailing = 終わりのあとに何か書いてあります。レッスンのファイルにはレッスンを1つ、パズルのファイルにはパズルのリストを1つだけ書き、そのあとには何も書きません。
ron-unclosed-comment = /* で始まるコメントがとじていません。最後に */ を書いてください。
ron-bad-escape = ここのバックスラッシュのあとの書き方はありません。" は \" と、バックスラッシュは \\ と書きます。
ron-unknown-field = ここに `{ $field }` というフィールドはありません。書けるフィールドは { $expected } です。
ron-unknown-field-in = `{ $outer }` に `{ $field }` というフィールドはありません。書けるフィールドは { $expected } です。
ron-unknown-variant = `{ $found }` はここでは選べません。{ $expected } から選んでください。
ron-unknown-variant-in = `{ $found }` は `{ $outer }` の種類にありません。{ $expected } から選んでください。
ron-missing-field = ここに `{ $field }` フィールドがありません。
ron-missing-field-in = `{ $outer }` には `{ $field }` フィールドが必要ですが、ありません。
ron-duplicate-field = `{ $field }` フィールドが2回書いてあります。
ron-duplicate-field-in = `{ $outer }` に `{ $field }` フィールドが2回あります。
ron-wrong-name = ここは `{ $found }` ではなく `{ $expected }` です。
ron-wrong-length = ここには値が { $found }こ書いてありますが、{ $expected } が必要です。
ron-wrong-type = この値は合いません。{ $expected } が必要ですが、これは { $found } です。
ron-other = ここが読めません：{ $text }

# レッスンとパズルの中身。
problem-bad-id = ID `{ $id }` に使えるのは、小文字のアルファベット・数字・「-」だけです。
problem-duplicate-id = ID `{ $id }` はもう { $file }:{ $line }:{ $col } で使われています。レッスンとパズルには、それぞれ別の ID が必要です。
problem-shared-order = レッスン `{ $lesson }` と `{ $other }` の order がどちらも { $order } なので、一覧でどちらが先になるか決まりません。
problem-house-count = `houses` に数が { $count }こ書いてありますが、盤の穴は12こです。
problem-notation = この局面はいつもの書き方（"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S"）になっていません。{ $column } 文字目に{ $expected ->
        [comma] 穴と穴のあいだのコンマが必要です。
        [slash] South の6つの穴と North の穴のあいだの「/」が必要です。
        [house] 穴の石の数が必要です。
        [space-stores] 貯蔵庫の前のスペースが必要です。
        [south-store] South の貯蔵庫の石の数が必要です。
        [dash] 2つの貯蔵庫のあいだの「-」が必要です。
        [north-store] North の貯蔵庫の石の数が必要です。
        [space-player] 手番のプレイヤーの前のスペースが必要です。
        [player] S か N（手番のプレイヤー）が必要です。
        [end] 局面の終わりが必要です。
       *[other] まちがいがあります。
    }
problem-no-such-house = { $house }番の穴はありません。穴の番号は 0〜11 です。
problem-goal-game-over = 手番のプレイヤーには打てる手がないので、さがすものがありません。
problem-goal-nothing-to-feed = 目標は相手に石をあげることですが、相手の列にはまだ石があります。
problem-goal-too-deep = { $moves }手先までの目標はたしかめられません。1〜{ $max }手にしてください。
problem-goal-unreachable = この局面では、目標にとどく手がありません。
problem-goal-always = どの手でも目標にとどくので、まちがえようがありません。
problem-answer-empty = 答えに手が1つも書いてありません。
problem-answer-wrong = ここに書いてある答え（{ $stated }）では目標にとどきません。エンジンの答えは { $engine } です。
problem-answer-unlisted = エンジンは、答えに書いていない穴 { $houses } も正解にします。学ぶ人にはそれも正解と伝わります。答えに加えるか、きみの答えだけが正解になるように局面を変えてください。
problem-no-steps = レッスンにはステップが1つ以上必要です。
problem-watch-no-moves = 見るステップには、見せる手が1つ以上必要です。
problem-watch-illegal = { $number }手目（{ $house }番の穴）は打てません。{ $reason ->
        [move-not-your-house] その穴は相手のものです。
        [move-empty-house] その穴はからっぽです。
        [move-must-feed] 相手に石がないのに、この手では石をあげられません。
       *[other] ゲームはもう終わっています。
    }
problem-wrong-illegal = { $house }番の穴がまちがいの答えに入っていますが、そもそも打てません。{ $reason ->
        [move-not-your-house] 相手の穴です。
        [move-empty-house] からっぽです。
        [move-must-feed] 相手に石がないのに、この手では石をあげられません。
       *[other] ゲームは終わっています。
    }
problem-wrong-reaches-goal = { $house }番の穴がまちがいの答えに入っていますが、目標にとどいています。
problem-ask-illegal = 問題で打つ { $house }番の穴は打てません。{ $reason ->
        [move-not-your-house] 相手の穴です。
        [move-empty-house] からっぽです。
        [move-must-feed] 相手に石がないのに、この手では石をあげられません。
       *[other] ゲームは終わっています。
    }
problem-ask-not-over = ゲームが終わっていないので、最後の石の数はまだ聞けません。
problem-question-answer = ここに書いてある答えは { $stated } ですが、エンジンの答えは { $engine } です。
problem-choice-twice = 同じ選択肢が2回書いてあります。
problem-choice-missing = 正しい答えの { $engine } が選択肢に入っていません。
problem-choice-too-few = 選ぶ問題には、選択肢が2つ以上必要です。
problem-no-hint = パズルにはヒントが1つ以上あるといいです。
problem-too-many-answers = { $legal }手のうち { $count }手が目標にとどきます（穴 { $answers }）。パズルにしては答えが多すぎます。

# 翻訳（.ftl）ファイル。$lang、$reference、$locales はフォルダー（i18n/it など）。
problem-ftl-syntax = Fluent の書き方になっていません：{ $reason }
problem-ftl-twice = メッセージ `{ $id }` はもう { $file }:{ $line }:{ $col } に書いてあります。
problem-ftl-missing = メッセージ `{ $id }` が { $locales } にありません。
problem-ftl-unused = メッセージ `{ $id }` はどのレッスンでもパズルでも使われていません。
problem-ftl-part-missing = { $lang } のメッセージ `{ $id }` には、{ $reference } にある{ $part ->
        [value] テキスト
       *[other] 属性 { $part }
    }がありません。
problem-ftl-part-extra = { $lang } のメッセージ `{ $id }` には、{ $reference } にない{ $part ->
        [value] テキスト
       *[other] 属性 { $part }
    }があります。
problem-ftl-variables = { $reference } では{ $expected ->
        [none] 変数を使っていません
       *[other] { " " }{ $expected } を使っています
    }が、{ $lang } の `{ $id }` の{ $part ->
        [value] テキスト
       *[other] 属性 { $part }
    }は{ $found ->
        [none] 変数を使っていません
       *[other] { " " }{ $found } を使っています
    }。
