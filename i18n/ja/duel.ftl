# 二台の端末での対局 (docs/games.md)：「クラスの友だちと遊ぶ」、
# さそい、対局の画面、ホームのカード。ことわりの id はサーバーのもの
# (src/duel/error.rs)。
# 子どもが読む画面なので、ほかの子どもの画面と同じことばを使う：ゲーム（対局ではなく）、
# 石（種ではなく）、端末は「コンピューター」。$name は名前だけ（「さん」をつけない）：
# カードがこの端末にないときは duel-someone（「クラスの友だち」）が入るから。

## ホームと「クラスの友だちと遊ぶ」
duel-play-classmate = クラスの友だちと遊ぶ
duel-classmates-title = クラスの友だちと遊ぶ
duel-classmates-who = だれと遊ぶ？その子のカードをおしてね。
duel-classmates-none = 今、ワーリーを使っているクラスの友だちは、ほかにだれもいないよ。少し待ってから、もう一度やってみてね！
duel-classmates-asking = クラスの友だちをさがしているよ…
duel-classmates-keys = キー：Esc でもどる
duel-back = もどる
duel-someone = クラスの友だち
duel-card-invited = { $name }が、いっしょに遊ぼうってさそっているよ！
duel-card-waiting = { $name }の返事を待っているよ
duel-card-continue = { $name }とのゲームの続《つづ》きをする
duel-card-key = ここをおして開こう

## さそい
duel-title = { $name }とのゲーム
duel-waiting = { $name }の返事を待っているよ…
duel-invited = { $name }が、いっしょにワーリーをしようってさそっているよ！
duel-declined = { $name }は「ごめんね」だって。また今度さそってみてね！
duel-you-declined = 「ごめんね」と返事したよ。
duel-you-withdrew = さそいを取り消したよ。
duel-withdrawn = { $name }がさそいを取り消したよ。
duel-withdraw = さそいを取り消す
duel-accept = 遊ぶ
duel-accept-first = 遊ぶ（自分が先に打つ）
duel-accept-second = 遊ぶ（{ $name }が先に打つ）
duel-decline = ごめんね

## 対局
duel-your-move = きみの番だよ！自分の穴《あな》を1つ選《えら》んでね。
duel-their-move = { $name }が考えているよ…
duel-adjourned = 先生が、このゲームをいったんお休みにしたよ。続《つづ》きは、あとでできるよ。
duel-draw-offer = { $name }が「引き分けにしよう」と言っているよ。いいかな？
duel-draw-offered = 「引き分けにしよう」と言ったよ。{ $name }の返事を待っているよ…
duel-take-back-ask = { $name }が、さっきの手をやり直したいって。いいかな？
duel-take-back-asked = 「さっきの手をやり直したい」と言ったよ。{ $name }の返事を待っているよ…
duel-answer-yes = うん、いいよ
duel-answer-no = ううん、このまま続《つづ》けよう
duel-offer-draw = 引き分けにしよう
duel-ask-take-back = さっきの手をやり直したい
duel-resign = こうさんする
duel-resign-sure = 本当に、このゲームでこうさんする？
duel-resign-yes = うん、こうさんする
duel-resign-no = ううん、まだ続《つづ》ける
duel-timer = 1手は{ $seconds }秒までだよ。
duel-overdue = この手の時間は終わったよ。でも、負けにはならないよ。ゲームは、次の手を待っているよ。
duel-leave = ホーム
duel-keys = キー：1〜6 で自分の穴《あな》から種《たね》まき · Esc でホーム（ゲームはそのまま待っているよ）
duel-keys-no-board = キー：Esc でホーム

## おわり
duel-over-won = きみの勝ち！よくがんばったね！
duel-over-lost = 今回は{ $name }の勝ち。ふたりともよくがんばったね！
duel-over-drawn = 引き分け！
duel-over-none = 先生が、勝ち負けなしでゲームを終わりにしたよ。
duel-end-wipe-out = ｜総取り《そうどり》で、片方《かたほう》の列の石が全部なくなったよ。
duel-end-no-moves = 打てる手がなくなったよ。
duel-end-repetition = まったく同じ形が、また出てきたよ。
duel-end-resigned = { $name }がこうさんしたよ。
duel-end-you-resigned = きみがこうさんしたよ。
duel-end-draw-agreed = ふたりで引き分けに決めたよ。
duel-end-teacher = 先生がゲームを終わりにしたよ。
duel-end-count = 貯蔵庫《ちょぞうこ》の石：きみは{ $mine }こ、{ $name }は{ $theirs }こ。
duel-review = このゲームをふりかえる

## ことわり
duel-same-child = 自分とは遊べないよ！
duel-bad-timer = 1手の時間は、10秒から10分までにしてね。
duel-move-no-such-house = その穴《あな》はないよ。
duel-move-not-your-house = その穴《あな》はきみのじゃないよ。自分の穴《あな》を選《えら》んでね。
duel-move-must-feed = { $name }の石がなくなったから、石をあげないといけないよ！{ $house }番の穴《あな》の石は、相手の列までとどかないよ。
duel-move-empty-house = { $house }番の穴《あな》はからっぽで、種《たね》まきする石がないよ。石の入っている穴《あな》を選《えら》んでね。
duel-choose-first = どちらが先に打つか選《えら》んでね。
duel-not-in-game = これはきみのゲームじゃないよ。
duel-not-yours = それは{ $name }がすることだよ。
duel-not-your-turn = まだきみの番じゃないよ。{ $name }が考えているよ。
duel-game-over = このゲームはもう終わったよ。
duel-twice = それはもうやったよ。
duel-stale = そのあいだにゲームが進んでいたよ。今の形を見てね。
duel-wrong-moment = 今はそれはできないよ。
duel-not-here = { $name }は今、ワーリーを使っていないよ。
duel-busy = { $name }は今、ほかのゲームをしているよ。
duel-not-on-this-device = このコンピューターでは、もうきみのカードが選《えら》ばれていないよ。ここで遊ぶなら、もう一度自分のカードを選《えら》んでね。
duel-unknown-learner = クラスのサーバーは、まだこの子を知らないよ。少し待ってから、もう一度やってみてね。

## 子どもの画面の上のバー
duel-prompt-open = 見る

## ことわり：たのんだ子が、もうゲームをしている
duel-busy-you = もうほかのゲームをしているよ。先にそのゲームを終わらせてから、新しいゲームを始めてね！
