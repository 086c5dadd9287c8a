# コンピューターとの対局での「コーチ」（手をやり直すか聞く）、レッスンでまちがえたあとの一言、各画面のキー。
# $seeds は石の数、$house は持ち主から見た穴の番号（1〜6）。
# teaching-offer の $seeds は、相手がすぐに取れる石の数。$player は相手、$answer は相手が答える穴の番号。
# 「石をあげる」は相手に石をあげるルール（lessons-feeding）のことばなので、ここでは使わない。

teaching-mode = コーチ：
teaching-on = オン
teaching-off = オフ
teaching-checking = コーチがきみの手を見ているよ…
teaching-offer-title = ちょっと待って！
teaching-offer = きみが{ $house }番の穴《あな》から石をまいたので、{ $player }は{ $answer }番の穴《あな》で打ち返して、きみの石をすぐに{ $seeds }こ取れるよ。赤い丸のところを見てね。
teaching-offer-wipe-out = きみが{ $house }番の穴《あな》から石をまいたので、{ $player }は{ $answer }番の穴《あな》で打ち返して、きみの列の石を全部取れるよ。{ $seeds }こだよ！
teaching-offer-question = この手をやり直す？
teaching-take-back = やり直す (U)
teaching-keep = このままにする (Enter)

# レッスンでまちがえたあと、「もう一度」をおす前に穴を選んだとき。

# 画面ごとのキー（画面の下に出る）。マウスがなくても使えるように。
play-keys = キー：1〜6 でその穴《あな》から種《たね》まき · ← → で穴《あな》を選《えら》んで Enter で種《たね》まき · U か Ctrl+Z で一手もどす · R で一手進める · N で新しいゲーム · T でコーチのオン・オフ · + か - でレベル · A できみに合わせる · Esc でホーム
# 友だちとのゲーム：コーチはいないので T はない。
play-keys-friend = キー：1〜6 でその穴《あな》から種《たね》まき · ← → で穴《あな》を選《えら》んで Enter で種《たね》まき · U か Ctrl+Z で一手もどす · R で一手進める · N で新しいゲーム · Esc でホーム
puzzle-keys = キー：1〜6 でその穴《あな》から種《たね》まき · ← → で穴《あな》を選《えら》んで Enter で種《たね》まき · H でヒント · R でもう一度 · S で答えを見る · N で次のパズル · Esc でパズルの一覧《いちらん》へ
puzzle-keys-done = キー：R でもう一度 · N で次のパズル · Esc でパズルの一覧《いちらん》へ
lessons-keys = キー：↑ ↓ でレッスンを選《えら》んで Enter で開く（選《えら》んでいなければ次にやるレッスン） · { $ten ->
        [yes] 1〜9 でその番号のレッスン、0 でレッスン10を開く
       *[other] 1〜9 でその番号のレッスンを開く
    } · Esc でホーム
# キーの行：「キー：」と、いまのステップで使えるキー。下の lesson-key-* を
# " · " でつないだもの（$keys）。
lesson-keys = キー：{ $keys }
lesson-key-houses = 1〜6 でその穴《あな》から種《たね》まき
lesson-key-choose = ← → で穴《あな》を選《えら》んで Enter で種《たね》まき
# $count は答えの数、$last は最後の答えの文字。
lesson-key-letters = { $count ->
        [2] A か B
       *[other] A〜{ $last }
    } で答えを選《えら》ぶ
lesson-key-hint = H でヒント
lesson-key-retry = R か Enter でもう一度
lesson-key-watch = W でもう一度見る
lesson-key-next = → か Enter で次へ
lesson-key-back = ← か Backspace でもどる
lesson-key-backspace = Backspace でもどる
# $step は、レッスンにまだ足りないステップの番号。
lesson-key-go-to = G でステップ{ $step }へ
lesson-key-esc = Esc でレッスンの一覧《いちらん》へ
lesson-key-skip = S でとばす
lesson-key-restart = R ではじめから
lesson-key-next-lesson = Enter で次のレッスン
lesson-key-enter-list = Enter でレッスンの一覧《いちらん》へ
lesson-key-practise = P で練習
settings-keys = キー：L でことばを変《か》える · T で色を変《か》える · A で種《たね》まきの速さを変《か》える · M で「動きを少なくする」のオン・オフ · N で新しい人を加《くわ》える · Esc でホーム
