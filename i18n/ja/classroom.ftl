# クラス：保存、クラスの名簿、子どものカード、先生のPIN。

## 保存や読み込みができなかった理由（$code：システムのエラー番号）。
storage-denied = Wahreeのフォルダに書き込む許可がありません（読み取り専用のフォルダか、ロックされたUSBメモリではありませんか）。
storage-full = ディスクまたはブラウザの保存領域がいっぱいです。
storage-busy = フォルダが使用中か、応答が遅くなっています。次の変更のときにもう一度保存します。
storage-not-text = このファイルはテキストファイルではありません。
storage-other = ファイルで問題が起きました（エラー{ $code }）。

## クラスを読み込んだときに見つかったこと（$file：ファイル、$kept：保管した場所）。
class-file-corrupt = { $file }を読み込めなかったため、{ $kept }として保管し、クラスのほかの部分を読み込みました。
class-file-newer = { $file }は新しいバージョンのWahreeで保存されたため、そのままにしてあります。
class-file-unreadable = { $file }を読み込めませんでした：{ $why }

## クラスの名簿の問題のある行。
import-empty = この行には名前がありません
import-duplicate = この名前はすでに{ $first }行目にあります
import-too-long = 名前が{ $max }文字より長いです
import-guest-word = 「ゲスト」はまだ名前のない人の呼び名です。本当の名前を書いてください
import-unknown-language = 「{ $code }」はWahreeの言語ではありません（it、es、ja、enのどれかを使ってください）
import-not-utf8 = この行はUTF-8のテキストではありません（ファイルを「CSV UTF-8」で保存してください）
import-too-many-columns = 名前と言語のほかにも列があります

## 表計算ソフト用のクラスの進み具合の列。
export-name = 名前
export-language = 言語
export-second-language = 第二言語
export-lessons-done = 終えたレッスン
export-steps-done = 終えたレッスンのステップ
export-stars = 星
export-puzzles-solved = 解いたパズル
export-puzzles-tried = 挑戦したパズル
export-puzzle-rating = パズルの点数
export-best-streak = 連続の最高記録
export-solved-tried = 解いた数/挑戦した数
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
pin-shape = PINは4けたから8けたの数字です。
pin-mismatch = 二つのPINが同じではありません。もう一度入力してください。

## 「今、遊んでいるのはだれ？」：子どものカード。
picker-add = 自分の名前を入れる
picker-teacher = 先生
picker-keys = キー：矢印でカードをえらぶ、Enterで決める · N 名前を入れる · T 先生
picker-keys-back = キー：矢印でカードをえらぶ、Enterで決める · N 名前を入れる · T 先生 · Esc ホーム

## 「自分のカード」：絵、色、言葉をえらぶ。
home-learner-card = 自分のカード
card-hint = 「今、遊んでいるのはだれ？」にあるあなたのカードです。
card-symbol = あなたの絵
card-colour = 絵の色
card-language = あなたの言葉
card-second = もう一つの言葉
card-second-hint = レッスンとパズルの文の下に小さく出ます。ほかの言葉の助けをかりて、言葉を覚えられます。
card-second-none = なし
card-done = できた
card-keys = キー：EnterかEscでできた

## 設定と先生用の画面の前にたずねる先生のPIN。
lock-title = 先生のPIN
lock-hint = 設定と先生用の画面は先生のためのものです。開くにはPINを入力してください。
lock-placeholder = PIN
lock-open = 開く
lock-wrong = PINがちがいます。もう一度入力してください。
lock-forgotten = PINを忘れたときは、このコンピューターで「wahree teacher reset-pin」を実行してください。
settings-pin = 先生のPIN
settings-pin-on = PINで、設定、名前の削除、先生用の画面を守っています。
settings-pin-off = PINがないので、だれでも設定と先生用の画面を開けます。
settings-pin-set = PINを設定する
settings-pin-change = PINを変える
settings-pin-remove = PINをなくす
settings-pin-first = 新しいPIN
settings-pin-again = もう一度
settings-pin-hint = 4けたから8けたの数字。忘れたときは「wahree teacher reset-pin」を実行してください。

## 先生用の画面。
teacher-view-title = クラス
teacher-export = 表計算ファイル（CSV）として保存
teacher-import = クラスの名簿を読み込む
teacher-keys = キー：名前をクリックでくわしく見る · E CSVとして保存 · I 名簿を読み込む · Esc ホーム
teacher-keys-typing = キー：Enterで決定 · Escで閉じる
teacher-path-placeholder = このコンピューターのファイル（例：/home/sensei/Documents/class.csv）
teacher-export-title = クラスの進み具合を表計算ファイルとして保存
teacher-export-hint = UTF-8のCSVファイルです。表計算ソフトで開いても、アクセントのある名前や日本語の名前がくずれません。
teacher-export-save = 保存
teacher-export-done = { $file }に保存しました。
teacher-export-failed = ファイルを保存できませんでした：{ $why }
teacher-import-title = クラスの名簿を読み込む
teacher-import-hint = 1行に1人の名前を書いたテキストファイルかCSVファイル。名前のあとに言語（it、es、ja、en）を書くこともできます。確認するまで、だれも追加されません。
teacher-import-read = 名簿を読む
teacher-import-pick = 名簿のファイルを選ぶ
teacher-import-ready = 追加する新しい名前：{ $add }人{ $already ->
        [0] 。
       *[other] （{ $already }人はすでにクラスにいます）。
    }
teacher-import-confirm = { $add }人を追加する
teacher-import-bad = 追加する前に、{ $lines }行を直す必要があります：
teacher-import-line = { $line }行目：{ $why }
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
teacher-missed = よくまちがえるパズル
teacher-missed-none = まだまちがえたパズルはありません。
teacher-missed-line = { $theme } { $number }：{ $misses }回（{ $learners }人）
teacher-back-to-class = クラスにもどる
teacher-lessons = レッスン
teacher-puzzles = テーマ別のパズル
teacher-games = 対局
teacher-lesson-line = { $number }. { $title }：{ $done }/{ $steps }ステップ、{ $state } { $stars }
teacher-theme-line = { $theme }：{ $of }問のうち、解いた{ $solved }問、挑戦した{ $tried }問
teacher-games-friend = 友だちと：{ $played }局
teacher-games-level = レベル{ $level }：{ $played }局中{ $won }勝
teacher-no-games = まだ対局していません。
teacher-never = まだ
teacher-active-today = 今日
teacher-active-days = { $days ->
        [1] 昨日
       *[other] { $days }日前
    }
