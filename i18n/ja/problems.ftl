# 先生が作ったレッスン・パズル・翻訳のファイルの問題。レッスンの一覧に出て、
# `wahree check` も（英語で）表示する。どれもファイル名・行・列のあとに出る。
# 穴の番号はファイルでの書き方と同じ 0〜11。$reason はエンジンが手を断る理由。
# 読むのは先生なので、です・ます体で。ファイルに書く名前（`wrong` など）はそのまま。

lessons-problems-title = レッスンのファイルに問題が{ $count }件あります
lessons-problems-hint = 問題のある箇所は読み込まれませんが、それ以外はそのまま使えます。ファイルを修正してから「レッスンを再読み込み」を押してください。`wahree check` でも同じ一覧を確認できます。
lessons-problems-hint-web = 問題のある箇所は読み込まれませんが、それ以外はそのまま使えます。ファイルを修正してから「レッスンのフォルダーを開く」を押して、もう一度フォルダーを選んでください。
lessons-reload = レッスンを再読み込み
lessons-open-folder = レッスンのフォルダーを開く
lessons-forget-folder = 追加したレッスンを外す

# ファイルの読み込み。
problem-file-gone = このファイル（またはフォルダー）が見つかりません。移動または削除されていませんか？
problem-file-denied = このファイル（またはフォルダー）を開けません。コンピューターの設定で、読み取りが許可されていません。
problem-not-utf8 = このファイルは UTF-8 のテキストとして読めません。文字コードを UTF-8 にして保存し直してください。
problem-is-folder = これはフォルダーですが、ここにはファイルが必要です。フォルダーの名前を、「.ftl」や「.ron」で終わらない名前に変えてください。
problem-not-folder = これはファイルですが、ここにはフォルダーが必要です。レッスンが入っているフォルダーを指定してください。
problem-file-too-big = このファイルは大きすぎて読み込めません。レッスンや翻訳のファイルは数ページほどの長さです。正しいファイルかどうか確認してください。
problem-file-link = これは、ほかの場所にあるファイルへのリンク（ショートカット）です。ワーリーは、フォルダーの中に実際にあるファイルだけを読み込みます。リンクの代わりに、ファイルそのものをここにコピーしてください。
problem-not-a-file = ファイルの名前がついていますが、読み込めるファイルではありません（パイプやデバイスかもしれません）。フォルダーから取り除くか、本物のファイルと置き換えてください。
problem-file-busy = 今はこのファイルを読み込めませんでした。ほかのプログラムが使用中か、ドライブの応答に時間がかかりすぎています。しばらくしてから、もう一度試してください。
problem-file-network = このファイルはネットワークドライブにありますが、今はつながりません。ネットワークの接続を確認してから、もう一度試してください。
problem-file-name = この名前のファイルは開けません。名前が長すぎるか、使えない文字が入っている可能性があります。英字・数字・「-」だけの短い名前に変えてください。
# $code はシステムのエラー番号、または "none"。
problem-unreadable = { $code ->
        [none] このファイル（またはフォルダー）を読み込めませんでした。もう一度試すか、別の場所にコピーしてください。
       *[other] このファイル（またはフォルダー）を読み込めませんでした（システムエラー { $code }）。もう一度試すか、別の場所にコピーしてください。
    }

# レッスンとパズルのファイルの RON の書き方。
ron-eof = ファイルが途中で終わっています。書きかけの箇所があるようです。「(」「[」「"」がすべて閉じているか確認してください。
ron-expected-comma = ここにコンマ（,）がありません。フィールドのあとと、リストの各項目のあとには、コンマを書きます。
ron-expected-colon = ここにコロン（:）がありません。フィールドの名前、「:」、値の順に書きます。
ron-expected-opening = ここに「{ $bracket }」がありません。
ron-expected-closing = 閉じていないものがあります。ここに「{ $bracket }」がありません。
ron-unclosed-string = このテキストが閉じていません。テキストの終わりに「"」がありません。
ron-expected = { $what ->
        [boolean] ここには true か false を書きます。
        [integer] ここには整数を書きます。
        [number] ここには数を書きます。
        [string] ここには "lesson-my-title" のように、ダブルクォート（"）で囲んだテキストを書きます。
        [identifier] ここには Try や South のような名前を書きます。
        [char] ここにはシングルクォート（'）で囲んだ1文字を書きます。
        [unit] ここには () を書きます。
        [position] ここには局面を、"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S" か (houses: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], stores: (0, 0), to_move: South) のように書きます。
       *[other] ここには別の種類のものを書きます。
    }
ron-number-too-big = この数は、ここに書くには大きすぎます（または小さすぎます）。
ron-bad-digit = 「{ $digit }」は数の中には使えません。
ron-bad-number = 数の書き方が正しくありません。「_」を削除してください。
ron-unexpected-char = 「{ $char }」という文字はここには書けません。
ron-trailing = 終わりのあとに、まだ何か書いてあります。レッスンのファイルにはレッスンを1つ、パズルのファイルにはパズルのリストを1つだけ書き、そのあとには何も書きません。
ron-unclosed-comment = /* で始まるコメントが閉じていません。コメントの終わりに */ を書いてください。
ron-bad-escape = バックスラッシュ（\）のあとに、ここでは使えない書き方があります。「"」は \" と、バックスラッシュは \\ と書きます。
ron-unknown-field = ここには `{ $field }` というフィールドはありません。書けるフィールドは { $expected } です。
ron-unknown-field-in = `{ $outer }` には `{ $field }` というフィールドはありません。書けるフィールドは { $expected } です。
ron-unknown-variant = ここでは `{ $found }` は選べません。{ $expected } のどれかを書いてください。
ron-unknown-variant-in = `{ $outer }` の種類に `{ $found }` はありません。{ $expected } のどれかを書いてください。
ron-missing-field = ここに `{ $field }` フィールドが書いてありません。
ron-missing-field-in = `{ $outer }` には `{ $field }` フィールドが必要ですが、書いてありません。
ron-duplicate-field = `{ $field }` フィールドが2回書いてあります。
ron-duplicate-field-in = `{ $outer }` に `{ $field }` フィールドが2回書いてあります。
ron-wrong-name = ここには `{ $found }` ではなく `{ $expected }` を書きます。
ron-wrong-length = ここには値が{ $found }個書いてありますが、{ $expected }個必要です。
ron-wrong-type = この値はここに合いません。{ $expected ->
        [text] 「"」で囲んだ文字
        [whole-number] 整数
        [number] 数
        [yes-no] true か false
        [list] [ ] で囲んだリスト
        [group] ( ) で囲んだまとまり
       *[other] ほかのもの
    }が必要ですが、書いてあるのは{ $found ->
        [text] 「"」で囲んだ文字
        [whole-number] 整数
        [number] 数
        [yes-no] true か false
        [list] [ ] で囲んだリスト
        [group] ( ) で囲んだまとまり
       *[other] ほかのもの
    }です。
ron-attribute = #! で始まる行は、レッスンのファイルでは使いません。この行を削除してください。
ron-bad-name = `{ $name }` は、ここでは名前として使えません。レッスンの書き方（docs/lesson-format.md）にある名前を書いてください。
ron-struct-name = ここの「(」の前に `{ $name }` を書いてください。
ron-too-deep = ここではかっこが何重にも入れ子になりすぎています。レッスンでこれほど必要になることはありません。「(」と「[」がそれぞれ正しい場所で閉じているか確認してください。
ron-other = この部分は、レッスンやパズルのファイルの書き方になっていません。正しく動くレッスンと見比べてください（docs/lesson-format.md）。

# レッスンとパズルの中身。
problem-bad-id = ID `{ $id }` には使えない文字があります。ID に使えるのは、半角の英小文字（a〜z）・数字・「-」だけです。
problem-duplicate-id = ID `{ $id }` は、もう { $file }:{ $line }:{ $col } で使われています。レッスンにもパズルにも、それぞれ別の ID を付けてください。
problem-duplicate-step-id = このレッスンの別のステップが、もう ID `{ $id }` を使っています。ステップごとに別の ID を付けてください。子どもたちの進み具合は ID ごとに記録されます。
problem-step-no-id = このステップには `id` がありません。ID を付けてください（例：`id: "count-seeds",`）。子どもたちの進み具合は ID ごとに記録されるので、あとでステップを足したり動かしたりしても、星はそのまま残ります。
problem-shared-order = レッスン `{ $lesson }` と `{ $other }` の order がどちらも { $order } なので、一覧でどちらが先になるか決まりません。
problem-negative-house = { $side ->
        [south] 南
       *[north] 北
    }の{ $house }番の穴の石が{ $seeds }こになっていますが、石の数をマイナスにすることはできません。
problem-negative-store = { $side ->
        [south] 南
       *[north] 北
    }の貯蔵庫の石が{ $seeds }こになっていますが、石の数をマイナスにすることはできません。
problem-wrong-total = この局面の穴と貯蔵庫の石を合わせると{ $total }こですが、ゲームの石はいつもちょうど48こです。数をもう一度確認してください。
problem-house-count = `houses` に数が { $count }こ書いてありますが、盤の穴は12こです。
problem-notation = この局面は決まった書き方（"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S"）になっていません。{ $column }文字目{ $expected ->
        [comma] に、穴と穴のあいだのコンマが必要です。
        [slash] に、南の6つの穴と北の6つの穴のあいだの「/」が必要です。
        [house] に、穴の石の数が必要です。
        [space-stores] に、貯蔵庫の前のスペースが必要です。
        [south-store] に、南の貯蔵庫の石の数が必要です。
        [dash] に、2つの貯蔵庫のあいだの「-」が必要です。
        [north-store] に、北の貯蔵庫の石の数が必要です。
        [space-player] に、手番のプレイヤーの前のスペースが必要です。
        [player] に、手番のプレイヤーを表す S か N が必要です。
        [end] で、局面は終わるはずです。
       *[other] に誤りがあります。
    }
problem-no-such-house = { $house }番の穴はありません。ファイルでは、穴の番号は 0〜11 で書きます。
problem-goal-game-over = 手番のプレイヤーには打てる手が1つもないので、探す手がありません。
problem-goal-nothing-to-feed = 目標は相手に石をあげることですが、相手の列にはまだ石があります。
problem-goal-too-deep = 学ぶ人が{ $moves }回打つ目標は確認できません（相手の手は数えません）。学ぶ人の手は1〜{ $max }回にしてください。
problem-goal-unreachable = この局面には、目標を達成できる手がありません。
problem-goal-always = どの手を打っても目標を達成できるので、子どもが間違えることがありません。
problem-answer-empty = 答え（`answer`）に手が1つも書いてありません。
problem-answer-wrong = ここに書いてある答え（穴 { $stated }）では目標を達成できません。エンジンの答えは穴 { $engine } です。
problem-answer-unlisted = 答えに書いていない穴 { $houses } でも目標を達成できるので、子どもがその手を打っても正解と出ます。その穴も答えに書き加えるか、書いてある答えだけが正解になるように局面を変えてください。
problem-no-steps = レッスンにはステップが1つ以上必要です。
problem-watch-no-moves = `Watch` のステップには、見せる手が1つ以上必要です。
problem-watch-illegal = { $number }手目（{ $house }番の穴）は打てません。{ $reason ->
        [move-not-your-house] その穴は相手の穴です。
        [move-empty-house] その穴には石がありません。
        [move-must-feed] 相手の列に石がないのに、この手では相手に石が入りません。
       *[other] ゲームはもう終わっています。
    }
problem-wrong-illegal = { $house }番の穴が不正解の手（`wrong`）として書いてありますが、この手はそもそも打てません。{ $reason ->
        [move-not-your-house] 相手の穴です。
        [move-empty-house] その穴には石がありません。
        [move-must-feed] 相手の列に石がないのに、この手では相手に石が入りません。
       *[other] ゲームはもう終わっています。
    }
problem-wrong-reaches-goal = { $house }番の穴が不正解の手（`wrong`）として書いてありますが、この手で目標を達成できます。
problem-ask-illegal = この問題では{ $house }番の穴から打つことになっていますが、その手は打てません。{ $reason ->
        [move-not-your-house] 相手の穴です。
        [move-empty-house] その穴には石がありません。
        [move-must-feed] 相手の列に石がないのに、この手では相手に石が入りません。
       *[other] ゲームはもう終わっています。
    }
problem-ask-not-over = ゲームがまだ終わっていないので、終局時の石の数は問えません。
problem-question-answer = ここに書いてある答えは { $stated } ですが、エンジンの答えは { $engine } です。
problem-choice-twice = 同じ選択肢が2回書いてあります。
problem-choice-missing = 正しい答えの { $engine } が選択肢（`choices`）に入っていません。
problem-choice-too-few = 選択肢のある問題には、選択肢が2つ以上必要です。
problem-no-hint = パズルには、ヒントを1つ以上付けてください。
problem-guided-answer = ガイド付きの練習では、打つ穴に印がつきます。`answer` に穴を1つだけ書いてください。
problem-wrong-answer-right = 答え { $answer } がまちがいとして書かれていますが、これはエンジンが出した正しい答えです。
problem-wrong-answer-not-offered = 答え { $answer } がまちがいとして書かれていますが、選択肢にありません。
problem-choice-unexplained = 選択肢 { $choice } はまちがいですが、なぜまちがいかを説明する文がありません。`wrong` に加えて、選んだ子に「ちょっとちがうよ」だけでなく理由が伝わるようにしてください。
problem-game-level = レベル{ $level }はありません。コンピューターのレベルは{ $min }〜{ $max }です。
problem-game-not-forced = この目標を、学ぶ人の{ $max }手以内で必ず達成できることをエンジンが証明できません。上手に打てば、コンピューターがどう打っても必ず達成できる必要があります。局面か目標を変えてください。
problem-practice-none = このレッスンはテーマ { $theme } の練習をすすめていますが、そのテーマのパズルがありません。
problem-too-many-answers = 打てる{ $legal }手のうち{ $count }手で目標を達成できます（穴 { $answers }）。パズルとしては答えが多すぎます。
problem-one-legal-move = ここで打てる手は1つだけです（穴 { $answers }）。パズルの答えが決まってしまいます。
problem-puzzle-settled = どちらかがもう25こ以上の石を持っていて、勝ち負けが決まっています。ここでは、勝ち負けのほかのことを聞く問題からは、あまり学べません。貯蔵庫の石を減らすか、「勝つ」目標にしてください。
problem-rating-drift = 書いてあるむずかしさの点数は { $stored } ですが、今のプログラムの計算では { $computed } です。`rating: { $computed }` に直してください（`wahree puzzles rate --write` で直せます）。

# 翻訳（.ftl）ファイル。$lang、$reference、$locales はフォルダー（i18n/it など）。
problem-ftl-twice = メッセージ `{ $id }` は、もう { $file }:{ $line }:{ $col } に書いてあります。
problem-ftl-missing = メッセージ `{ $id }` が { $locales } にありません。
problem-ftl-only-in = メッセージ `{ $id }` は { $locales } にしかありません。{ $missing } で学ぶ人には、その言語のまま、そのことを知らせるメモといっしょに表示されます。
problem-ftl-unused = メッセージ `{ $id }` は、どのレッスンでもパズルでも使われていません。
# $kanji：子ども向けの日本語の文にある、小学3年生までに習わない漢字で、読みがないもの。
problem-ja-no-reading = 日本語の文 `{ $id }` に、小学4年生から習う漢字が、読みなしで使われています：{ $kanji }。小さな子どもがひとりで読めるように、漢字のすぐあとに、読みを《》に入れて書いてください（「穴」のあとに《あな》）。漢字だけでない語は、語の前に｜をつけます（｜総取り、そのあとに読み）。
problem-ftl-part-missing = { $lang } のメッセージ `{ $id }` には、{ $reference } にある{ $part ->
        [value] テキスト
       *[other] 属性 { $part }
    }がありません。
problem-ftl-part-extra = { $lang } のメッセージ `{ $id }` には、{ $reference } にない{ $part ->
        [value] テキスト
       *[other] 属性 { $part }
    }があります。
problem-ftl-variables = { $lang } の `{ $id }` の{ $part ->
        [value] テキスト
       *[other] 属性 { $part }
    }は{ $found ->
        [none] 変数を使っていません
       *[other] { " " }{ $found } を使っています
    }が、{ $reference } では{ $expected ->
        [none] 変数を使っていません
       *[other] { " " }{ $expected } を使っています
    }。
problem-ftl-plural-missing = { $lang } の `{ $id }` の{ $part ->
        [value] テキスト
       *[other] 属性 { $part }
    }は、{ $reference } のように数 { $variable } によってことばを変えていません。「1 seeds」のような文になるかもしれません。[one] と *[other] のように、1 のときとそれ以外の数のときの選択肢を書いてください。

# Fluent の書き方。$char は1文字、$escape はバックスラッシュとそのあとの文字で、
# どちらもファイルに書かれたとおり。$name はオプションの名前。
ftl-expected-equals = ここに「=」がありません。メッセージは、名前、「=」、テキストの順に書きます。上の行のテキストの続きなら、行の先頭にスペースをいくつか入れてください。
ftl-comment-space = コメントは「#」のあとにスペースが必要です。「# 」と書いてから、コメントを続けてください。
ftl-unclosed-quote = 引用符で囲んだテキストが閉じていません。行の終わりまでに「"」を書いてください。
ftl-expected-closing = 閉じていないものがあります。ここに「{ $char }」がありません。
ftl-expected-char = ここに「{ $char }」がありません。
ftl-indented = この行はスペースで始まっていますが、上に続きを書ける行がありません。新しいメッセージを始めるなら、スペースを消してください。属性（.名前 = テキスト）なら、「=」のあとにテキストを書いてください。
ftl-expected-name = ここには名前が必要です。名前は a〜z のアルファベット（アクセント記号なし）で始め、そのあとに英字・数字・「-」・「_」を使います。
ftl-expected-digit = 数が途中で終わっています。3 や 2.5 のように数字で書いてください。
ftl-select-line = 「->」のあとで改行してください。[one] や *[other] などの選択肢は、その下に1行ずつ書きます。
ftl-other = ここは翻訳ファイルの書き方になっていません。正しく表示されるメッセージと見比べてください。
ftl-no-text = メッセージ `{ $id }` にテキストがありません。「=」のあとにテキストを書いてください。
ftl-choice-no-text = テキストのない選択肢があります。[ ] のあとにテキストを書いてください。
ftl-no-default = 選択肢のうち一つを、ほかのどれにも当てはまらないときに使うものにしてください。*[other] のように、前に「*」を付けます。
ftl-two-defaults = 前に「*」を付けられる選択肢は一つだけです。ほかの「*」を消してください。
ftl-bad-selector = 「->」の前には、$count のような変数（または数や、NUMBER($count) のような関数）を書きます。メッセージや用語によって選択肢を選ぶことはできません。
ftl-term-attribute = -brand.gender のような用語の属性は、テキストの中に表示できません。「->」の前に書いて、テキストを選ぶためだけに使えます。
ftl-function-name = ここで ( ) を付けて呼び出せるのは、NUMBER のように名前がすべて大文字の関数だけです。
ftl-argument-order = ( ) の中では、値を先に書き、名前付きのオプション（style: "percent" など）はそのあとに書いてください。
ftl-option-twice = オプション `{ $name }` が、同じ ( ) の中に2回書かれています。
ftl-option-value = オプションの名前と「:」のあとには、数か、引用符で囲んだテキストを書いてください。
ftl-expected-expression = この「{"{"} {"}"}」の中に足りないものがあります。$count のような変数、メッセージの名前、数、または引用符で囲んだテキストを書いてください。
ftl-unopened-brace = ここに「{"}"}」がありますが、その前に「{"{"}」がありません。「{"}"}」を消すか、足りない「{"{"}」を書いてください。
# $max：1つのメッセージに書ける「{"{"}」の最大の数。
ftl-too-deep = このメッセージには「{"{"}」が{ $max }個より多くあるか、入れ子が深すぎるため、ワーリーは読み飛ばします。1つのメッセージに必要な「{"{"}」はわずかです。短いメッセージに分けてください。
ftl-bad-escape = 引用符の中の「{ $escape }」は、意味を持ちません。引用符の中でバックスラッシュ（\）のあとに書けるのは、\"（引用符）、\\（バックスラッシュ）、\u00E9 のような文字コードだけです。
ftl-bad-unicode = 「{ $escape }」は文字コードになっていません。\u のあとにちょうど4けた、または \U のあとにちょうど6けたの、数字か A〜F の英字を書いてください（\u00E9 など）。
