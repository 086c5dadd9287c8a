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
export-puzzles-solved = 解いた問題
export-puzzles-tried = 挑戦した問題
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
