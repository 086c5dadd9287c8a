# コンピューターのレベルと、コーチの説明。
# $house は持ち主から見た穴の番号（自分の左から 1〜6）。
# $best は、学ぶ人にとっていちばんいい穴の番号のひとつ。
# $side は "south" か "north"（相手）。$seeds と $depth は数。

# 19のレベル（弱い順）：たねから名人まで、そだっていく庭。
level-1-name = たね
level-1-description = 最後《さいご》の石が入った穴《あな》で取れるときは取るけど、続《つづ》けて取れることや、大きな穴《あな》の石がぐるっと一周《いっしゅう》することは考えに入れないよ。よく考えずに打つことも多いんだ。
level-2-name = めばえ
level-2-description = 見えるなかでいちばん多く取れる手を打つよ。続《つづ》けて取れる分も数に入れるけど、きみに取り返されることは考えないんだ。
level-3-name = ふたば
level-3-description = ときどき、打ったあとできみに取り返されないか見るよ。
level-4-name = つぼみ
level-4-description = よく、打ったあとできみに取り返されないか見るよ。
level-5-name = 花
level-5-description = ほとんどいつも、打ったあとできみに取り返されないか見るよ。
level-6-name = 小さな木
level-6-description = いつも、打ったあとできみに取り返されないか見るよ。
level-7-name = 高い木
level-7-description = 3手先まで見るけど、ちょっとうっかりしているよ。
level-8-name = 実のなる木
level-8-description = 3手先まで見るよ。自分の手、きみの手、その次の自分の手。
level-9-name = 花ばたけ
level-9-description = 何手か先まで見るよ。
level-10-name = 植木屋さん
level-10-description = もう少し先まで見るよ。コツがわかったら、いい勝負になるよ。
level-11-name = 農家さん
level-11-description = ずっと先まで考えるよ。勝つには作戦《さくせん》が必要《ひつよう》だよ。
level-12-name = 木のお医者さん
level-12-description = 遠くまで作戦《さくせん》を立てて、わなにはめったにかからないよ。
level-13-name = 森の番人
level-13-description = とても遠くまで作戦《さくせん》を立てるよ。石1こだって大切だよ！
level-14-name = はちみつ屋さん
level-14-description = しんぼう強くて、よくはたらくよ。どんな場面でも、ほとんどいつもいい手を見つけるんだ。
level-15-name = しゅうかくの親方
level-15-description = 石をためるときと取るときを、よく知っているよ。
level-16-name = 千年バオバブ
level-16-description = おちついていて、かしこいよ。きみに石を取らせることは、めったにないんだ。
level-17-name = 庭のまほう使い
level-17-description = ものすごく先まで作戦《さくせん》を立てるよ。とても強い人しか勝てないかも。
level-18-name = たねのはかせ
level-18-description = 名人とほとんど同じくらい先まで作戦《さくせん》を立てるよ。いちばん強い人しか勝てないかも。
level-19-name = 名人
level-19-description = いつも、できるだけ先まで考えて全力で打つよ。きみはついていけるかな？

coach-best-move = いい手だね！ここでいちばんいい手のひとつだよ。
coach-loses-seeds = この手だと、いちばんいい手より石が{ $seeds }こへっちゃうよ。{ $best }番の穴《あな》のほうがよかったね。
coach-reply-captures = すると{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴《あな》で打ち返して、石を{ $seeds }こ取れるよ。
coach-reply-wipe-out = すると{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴《あな》で打ち返して、きみの列の石を全部取れるよ。｜総取り《そうどり》で{ $seeds }こだよ！
coach-reply-quiet = すると{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴《あな》で答えられるよ。今は何も取らないけれど、あとで石を取るじゅんびになるんだ。
coach-estimate = （コーチは{ $depth }手先まで見たよ。ゲームの終わりはまだ遠いから、たしかではないよ。）

## ゲームのふりかえり：1手ごとのコーチの印とことば。
review-mark-forced = これしかない手
review-mark-best = いちばんいい手
review-mark-good = いい手
review-mark-inaccuracy = おしい手
review-mark-mistake = まちがい
review-mark-blunder = 大きなまちがい
review-forced = ここでは、この手しかなかったよ。
review-best = ここでいちばんいい手のひとつだよ。
review-lost = この手は、{ $best }番の穴《あな》とくらべて、石が{ $seeds }こ少なくなる手だったよ。
review-better-wipe-out = { $house }番の穴《あな》なら、{ $side ->
        [south] 南
       *[north] 北
    }の列の石を全部取れたよ。{ $result ->
        [win] それで勝てたんだ。
        [draw] それで引き分けにできたんだ。
       *[loss] 合わせて{ $seeds }こ取れたんだ。
    }
review-better-capture = { $house }番の穴《あな》なら、石を{ $seeds }こ取れたよ。
review-better-line = ここからコーチの手を順番《じゅんばん》に打ってみると、わけがわかるよ。
review-let-capture = この手のあと、{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴《あな》で石を{ $seeds }こ取れるようになったよ。
review-let-wipe-out = この手のあと、{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴《あな》で、{ $side ->
        [south] 北
       *[north] 南
    }の列の石を全部取れるようになったよ。{ $seeds }こだよ。
review-result = { $change ->
        [win-draw] この手の前は勝てる形だったけれど、今はよくて引き分けだよ。
        [win-loss] この手の前は勝てる形だったけれど、今は{ $side ->
            [south] 南
           *[north] 北
        }が上手に打つと負けてしまうよ。
       *[draw-loss] この手の前は引き分けにできたけれど、今は{ $side ->
            [south] 南
           *[north] 北
        }が上手に打つと負けてしまうよ。
    }
review-estimate = （これは見こみだよ。コーチは{ $depth }手先まで見たけれど、ゲームの終わりまでは見ていないよ。）
