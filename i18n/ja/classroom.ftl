# クラス：保存、クラスの名簿、子どものカード、先生のPIN。

## 保存や読み込みができなかった理由（$code：システムのエラー番号）。
storage-denied = ワーリーのフォルダーに書き込む許可がありません（フォルダーが読み取り専用になっているか、USBメモリがロックされていませんか）。
storage-full = ディスクまたはブラウザの保存領域がいっぱいです。
storage-busy = フォルダーが使用中か、応答が遅くなっています。次に何か変更したときに、もう一度保存します。
storage-not-text = このファイルはテキストファイルではありません。
storage-other = ファイルの読み書きで問題が起きました（エラー { $code }）。
storage-not-folder = ワーリーが使うフォルダーが、ここではファイルになっています（またはファイルがフォルダーになっています）。クラスのフォルダーを確認してください。「learners」はフォルダーでなければなりません。
storage-link = このファイルは、ほかの場所にあるファイルへのリンクです。ワーリーは、クラスのフォルダーの中に実際にあるファイルだけを使います。リンクの代わりに、ファイルそのものを置いてください。
storage-not-file = これは読み込めるファイルではありません（パイプやデバイスかもしれません）。クラスのフォルダーから取り除いてください。
storage-too-big = クラスのファイルとしては大きすぎるため、ワーリーは読み込みませんでした。正しいファイルかどうか確認してください。
storage-left-alone = このコマンドはクラスを読むだけなので、ファイルはそのままにしてあります。次にアプリでクラスを開いたときに、別の名前で保管されます。

## クラスを読み込んだときに見つかったこと（$file：ファイル、$kept：保管した場所）。
class-file-corrupt = { $file }を読み込めなかったため、{ $kept }という名前で保管しました。クラスのほかのデータは読み込んであります。
class-file-newer = { $file }は新しいバージョンのワーリーで保存されているため、読み込まずにそのままにしてあります。
class-file-unreadable = { $file }を読み込めませんでした：{ $why }

## クラスの名簿の問題のある行。
import-empty = この行には名前がありません
import-duplicate = この名前はすでに{ $first }行目にあります
import-too-long = 名前が{ $max }文字をこえています
import-guest-word = 「ゲスト」は、まだ名前を入れていない人の呼び名です。本当の名前を書いてください
import-unknown-language = 「{ $code }」はワーリーで使える言語ではありません（it、es、ja、enのどれかを書いてください）。名前の一部であれば、名前全体を「"」で囲んでください
import-not-utf8 = この行はUTF-8のテキストではありません（ファイルを「CSV UTF-8」で保存してください）
# $count：その行の列の数。
import-too-many-columns = この行には{ $count }列ありますが、名簿に書くのは名前と、必要なら言語だけです。「,」をふくむ名前は「"」で囲んでください
import-unclosed-quote = ここで「"」が始まっていますが、この行の中で閉じられていません
# $found：この行の区切り文字、$file：ほかの行の区切り文字（タブは「tab」）。
import-other-separator = この行は列を{ $found ->
        [tab] タブ
       *[other] 「{ $found }」
    }で区切っていますが、ほかの行は{ $file ->
        [tab] タブ
       *[other] 「{ $file }」
    }で区切っています。すべての行で同じ区切り文字を使ってください
import-invisible = 名前に、目に見えない文字か、文字の向きを変える文字が入っています。名前を手で入力し直してください

## そのような文字が入った名前をカードに入力したとき。
learner-name-invisible = その名前には、見えない文字が入っているよ。1文字ずつ、もう一度入れてね。

## 表計算ソフト用のクラスの進み具合の列。
export-name = 名前
export-language = 言語
export-second-language = 第二言語
export-lessons-done = 終えたレッスン
export-lessons-total = コースのレッスン数
export-steps-done = 終えたステップ
export-steps-total = コースのステップ数
export-stars = 星
export-stars-total = コースでもらえる星の数
export-puzzles-solved = 解いたパズル
export-puzzles-tried = 挑戦したパズル
export-solved = 解いた数
export-tried = 挑戦した数
export-puzzle-rating = パズルの点数
export-best-streak = 連続の最高記録
export-games-computer = コンピューターとの対局
export-games-won = 勝った対局
export-games-friend = 友だちとの対局
export-last-active = 最後に使った日

## 子どものカードの絵。
symbol-star = ほし
symbol-heart = ハート
symbol-moon = つき
symbol-sun = たいよう
symbol-flower = はな
symbol-leaf = はっぱ
symbol-triangle = さんかく
symbol-square = しかく
symbol-apple = りんご
symbol-cherry = さくらんぼ
symbol-banana = バナナ
symbol-fish = さかな
symbol-turtle = かめ
symbol-butterfly = ちょうちょ
symbol-cat = ねこ
symbol-bird = ことり
colour-red = あか
colour-orange = オレンジ
colour-yellow = きいろ
colour-green = みどり
colour-teal = あおみどり
colour-blue = あお
colour-purple = むらさき
colour-pink = ピンク

## 先生のPIN。
pin-shape = PINは4〜8けたの数字です。
pin-mismatch = 2回入力したPINが一致しません。もう一度入力してください。

## 「今、遊んでいるのはだれ？」：子どものカード。
picker-add = 自分の名前を入れる
picker-teacher = 先生
picker-keys = キー：矢印《やじるし》でカードを選《えら》んで Enter で決める · N で自分の名前を入れる · T で先生
picker-keys-back = キー：矢印《やじるし》でカードを選《えら》んで Enter で決める · N で自分の名前を入れる · T で先生 · Esc でホーム

## 「自分のカード」：絵、色、ことばを選ぶ（子どもが読む。「きみ」に話す言い方で）。
home-learner-card = 自分のカード
card-hint = 「今、遊んでいるのはだれ？」の画面に出る、きみのカードだよ。
card-symbol = きみの絵
card-colour = 絵の色
card-language = きみのことば
card-second = もう1つのことば
card-second-hint = レッスンとパズルの文の下に、小さく出るよ。2つのことばを見くらべながら、ことばを学べるよ。
card-second-none = なし
# 日本語の文の漢字の上に出す読み方（ふりがな）。出すか出さないか。
card-furigana = ふりがな
card-furigana-hint = 日本語の文で、4年生から習う漢字の上に、小さく読み方を出すよ。
card-furigana-on = 出す
card-furigana-off = 出さない
card-done = できた
card-keys = キー：Enter か Esc で「できた」

## 設定と先生用の画面の前にたずねる先生のPIN。
lock-title = 先生のPIN
lock-hint = 設定と先生用の画面は先生のためのものです。開くにはPINを入力してください。
lock-placeholder = PIN
lock-open = 開く
lock-wrong = PINがちがいます。もう一度入力してください。
lock-forgotten = PINを忘れたときは、このコンピューターで「wahree teacher reset-pin」を実行してください。
lock-wait = まちがいが続いたので、{ $seconds }秒待ってから、もう一度入力してください。
lock-keys = キー：Enter で開く · Esc でやめる
settings-pin = 先生のPIN
settings-pin-on = 設定・名前の削除・先生用の画面は、PINでロックされています。
settings-pin-off = PINがないので、だれでも設定と先生用の画面を開けます。
settings-pin-set = PINを設定する
settings-pin-change = PINを変更する
settings-pin-remove = PINを解除する
settings-pin-first = 新しいPIN
settings-pin-again = 確認のため、もう一度
settings-pin-hint = 4〜8けたの数字です。忘れたときは、このコンピューターで「wahree teacher reset-pin」を実行してください。
settings-pin-keys = キー：Tab で次の欄へ · Enter でPINを保存 · Esc でやめる
settings-teacher-view = 先生用の画面を開く

## 先生用の画面。
teacher-view-title = クラス
teacher-export = 表計算ファイル（CSV）として保存
teacher-import = クラスの名簿を読み込む
teacher-keys = キー：名前をクリックで詳細 · E で CSV として保存 · I で名簿を読み込む · Esc でホーム
teacher-keys-online = キー：名前をクリックで詳細 · L でチャレンジを始める · E で CSV として保存 · I で名簿を読み込む · Esc でホーム
teacher-keys-typing = キー：Enter で決定 · Esc で閉じる
teacher-keys-import = キー：Enter で名簿を読み、もう一度で名前を追加 · Esc で閉じる
teacher-path-placeholder = このコンピューターのファイル（例：/home/sensei/Documents/class.csv）
teacher-export-title = クラスの進み具合を表計算ファイルとして保存
teacher-export-hint = UTF-8のCSVファイルです。表計算ソフトで開いても、アクセント記号のある名前や日本語の名前が文字化けしません。
teacher-export-save = 保存
teacher-export-done = { $file }に保存しました。
teacher-export-downloaded = ブラウザーのダウンロードに{ $file }として保存しました。
teacher-export-refused = ブラウザーがダウンロードを許可しませんでした
teacher-export-name-placeholder = ファイル名（例：class.csv）
teacher-export-failed = ファイルを保存できませんでした：{ $why }
teacher-import-title = クラスの名簿を読み込む
teacher-import-hint = 1行に1人ずつ名前を書いたテキストファイルまたはCSVファイルを使います。名前のあとに言語（it、es、ja、en）を書くこともできます。確認するまで、名前は追加されません。
teacher-import-read = 名簿を読み込む
teacher-import-pick = 名簿のファイルを選ぶ
teacher-import-ready = 追加する新しい名前：{ $add }人{ $already ->
        [0] 。
       *[other] （{ $already }人はすでにクラスにいます）。
    }
teacher-import-confirm = { $add }人を追加する
teacher-import-bad = 追加する前に、次の{ $lines }行を修正してください：
teacher-import-line = { $line }行目：{ $why }
teacher-import-added = { $added }人をクラスに追加しました。
teacher-col-learner = 名前
teacher-col-lessons = レッスン
teacher-col-stars = 星
teacher-col-puzzles = 解いた/挑戦したパズル
teacher-col-games = 対局（勝ち/対局数、レベル別）
teacher-col-active = 最後に使った日
teacher-rating-cell = 点数{ $rating }
teacher-steps-cell = { $steps }/{ $total }ステップ
teacher-games-cell = L{ $level }：{ $won }/{ $played }
teacher-empty = まだ名前がありません。クラスの名簿を読み込むか、子どもたちに「今、遊んでいるのはだれ？」で名前を入れてもらってください。
teacher-missed = まちがいの多いパズル
teacher-missed-none = まだまちがえたパズルはありません。
teacher-missed-line = { $theme } { $number }：{ $misses }回まちがい（{ $learners }人）
teacher-back-to-class = クラスにもどる
teacher-lessons = レッスン
teacher-puzzles = テーマ別のパズル
teacher-games = 対局
teacher-lesson-line = { $number }. { $title }：{ $done }/{ $steps }ステップ、{ $state } { $stars }
teacher-theme-line = { $theme }：{ $of }問のうち、解いた{ $solved }問、挑戦した{ $tried }問
teacher-games-friend = 友だちと：{ $played }局
teacher-games-level = レベル{ $level }：{ $played }局中{ $won }勝
teacher-adaptive = 「きみに合わせる」コンピューター：レベル{ $level }・{ $name }
teacher-no-games = まだ対局していません。
teacher-never = まだ
teacher-active-today = 今日
teacher-active-days = { $days ->
        [1] 昨日
       *[other] { $days }日前
    }
