# 二台の端末での対局 (docs/games.md)：「クラスの友だちと遊ぶ」、
# さそい、対局の画面、ホームのカード。ことわりの id はサーバーのもの
# (src/duel/error.rs)。

## ホームと「クラスの友だちと遊ぶ」
duel-play-classmate = クラスの友だちと遊ぶ
duel-classmates-title = クラスの友だちと遊ぶ
duel-classmates-who = だれと遊ぶ？その子のカードをおしてね。
duel-classmates-none = 今、クラスのほかの子はだれも端末《たんまつ》を使っていないよ。少し待ってから、もう一度やってみてね！
duel-classmates-asking = クラスの友だちをさがしているよ…
duel-classmates-keys = Esc：もどる
duel-back = もどる
duel-someone = クラスの友だち
duel-card-invited = { $name }さんが、いっしょに遊ぼうってさそっているよ！
duel-card-waiting = { $name }さんの答えを待っているよ
duel-card-continue = { $name }さんとの対局《たいきょく》の続《つづ》きをする
duel-card-key = ここをおして開こう

## さそい
duel-title = { $name }さんとの対局《たいきょく》
duel-waiting = { $name }さんの答えを待っているよ…
duel-invited = { $name }さんが、いっしょにワーリーをしようってさそっているよ！
duel-declined = { $name }さんは「ごめんね」だって。また今度さそってね！
duel-you-declined = 「ごめんね」と答えたよ。
duel-you-withdrew = さそいを取り消したよ。
duel-withdrawn = { $name }さんがさそいを取り消したよ。
duel-withdraw = さそいを取り消す
duel-accept = 遊ぶ
duel-accept-first = 遊ぶ（わたしが先）
duel-accept-second = 遊ぶ（{ $name }さんが先）
duel-decline = ごめんね

## 対局
duel-your-move = きみの番だよ！自分の穴《あな》を１つ選《えら》んでね。
duel-their-move = { $name }さんが考えているよ…
duel-adjourned = 先生がこの対局《たいきょく》を止めたよ。続《つづ》きは待っていてくれるよ。
duel-draw-offer = { $name }さんが引き分けにしようと言っているよ。いいかな？
duel-draw-offered = 引き分けにしようと言ったよ。{ $name }さんの答えを待っているよ…
duel-take-back-ask = { $name }さんが、さっきの手をやり直したいって。いいかな？
duel-take-back-asked = さっきの手をやり直したいと言ったよ。{ $name }さんの答えを待っているよ…
duel-answer-yes = うん、いいよ
duel-answer-no = ううん、このまま続《つづ》けよう
duel-offer-draw = 引き分けにしよう
duel-ask-take-back = 手をやり直したい
duel-resign = まいりました
duel-resign-sure = 本当にこの対局《たいきょく》で「まいりました」をする？
duel-resign-yes = うん、まいりました
duel-resign-no = ううん、まだ続《つづ》ける
duel-timer = １手は{ $seconds }秒までだよ。
duel-overdue = この手の時間は終わったよ。でも、負けにはならないよ。対局《たいきょく》は、次の手を待っているよ。
duel-leave = ホーム
duel-keys = キー：1〜6 で自分の穴《あな》を選《えら》ぶ · Esc でホーム（対局《たいきょく》は待っていてくれるよ）
duel-keys-no-board = Esc でホーム

## おわり
duel-over-won = きみの勝ち！よくがんばったね！
duel-over-lost = 今回は{ $name }さんの勝ち。二人ともよくがんばったね！
duel-over-drawn = 引き分け！
duel-over-none = 先生が、勝ち負けなしで対局《たいきょく》を終わりにしたよ。
duel-end-wipe-out = 片方《かたほう》の種《たね》がなくなったよ。
duel-end-no-moves = 打てる手がなくなったよ。
duel-end-repetition = 同じ形がまた出てきたよ。
duel-end-resigned = { $name }さんが「まいりました」をしたよ。
duel-end-you-resigned = きみが「まいりました」をしたよ。
duel-end-draw-agreed = 二人で引き分けに決めたよ。
duel-end-teacher = 先生が対局《たいきょく》を終わりにしたよ。
duel-end-count = 貯蔵庫《ちょぞうこ》の種《たね》：きみは{ $mine }こ、{ $name }さんは{ $theirs }こ。
duel-review = 対局《たいきょく》をふり返る

## ことわり
duel-same-child = 自分とは対局《たいきょく》できないよ！
duel-bad-timer = １手の時間は10秒から10分までです。
duel-move-no-such-house = その穴《あな》はないよ。
duel-move-not-your-house = その穴《あな》はきみのじゃないよ。自分の穴《あな》を選《えら》んでね。
duel-move-must-feed = { $name }さんの種《たね》がなくなったから、種《たね》をあげないといけないよ！{ $house }番の穴《あな》からだと、相手《あいて》の列《れつ》までとどかないよ。
duel-move-empty-house = { $house }番の穴《あな》はからっぽだから、まく種《たね》がないよ。種《たね》が入っている穴《あな》を選《えら》んでね。
duel-choose-first = どちらが先か選《えら》んでね。
duel-not-in-game = これはきみの対局《たいきょく》じゃないよ。
duel-not-yours = それは{ $name }さんがすることだよ。
duel-not-your-turn = まだきみの番じゃないよ。{ $name }さんが考えているよ。
duel-game-over = この対局《たいきょく》はもう終わったよ。
duel-twice = それはもうやったよ。
duel-stale = そのあいだに対局《たいきょく》が進んだよ。今の形を見てね。
duel-wrong-moment = 今はそれはできないよ。
duel-not-here = { $name }さんは今、端末《たんまつ》を使っていないよ。
duel-busy = { $name }さんは今、ほかの対局《たいきょく》をしているよ。
duel-not-on-this-device = きみのカードは、もうこの端末《たんまつ》で選《えら》ばれていないよ。ここで遊ぶなら、もう一度カードを選《えら》んでね。
duel-unknown-learner = クラスのサーバーは、まだこの子を知らないよ。少し待ってから、もう一度やってみてね。

## 子どもの画面の上のバー
duel-prompt-open = 見る
