# コンピューターのレベルと、コーチの説明。
# $house は持ち主から見た穴の番号（自分の左から 1〜6）。
# $best は、学ぶ人にとっていちばんいい穴の番号のひとつ。
# $side は "south" か "north"（相手）。$seeds と $depth は数。

level-1-name = たね
level-1-description = 取れる石は取るけれど、きみが次に打つ手を見るのをわすれちゃう。
level-2-name = ふたば
level-2-description = きみの答えも見るけれど、まだまちがえることがある。
level-3-name = にわし
level-3-description = 何手か先まで考えるよ。ルールを覚えたら、いい勝負になるよ。
level-4-name = 農家
level-4-description = ずっと先まで考えるよ。勝つには作戦が必要だよ。
level-5-name = 名人
level-5-description = いつも全力で打つよ。きみはついていけるかな？

coach-best-move = いい手だね！ここでいちばんいい手のひとつだよ。
coach-loses-seeds = この手だと、いちばんいい手より石が{ $seeds }こへっちゃうよ。{ $best }番の穴のほうがよかったね。
coach-reply-captures = すると{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴で打ち返して、石を{ $seeds }こ取れるよ。
coach-reply-wipe-out = すると{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴で打ち返して、きみの列の石を全部取れるよ。総取りで{ $seeds }こだよ！
coach-reply-quiet = すると{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴で答えられるよ。今は何も取らないけれど、あとで石を取るじゅんびになるんだ。
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
review-lost = この手は、{ $best }番の穴とくらべて、石が{ $seeds }こ少なくなる手だったよ。
review-better-wipe-out = { $house }番の穴なら、{ $side ->
        [south] 南
       *[north] 北
    }の列の石を全部取れたよ。{ $result ->
        [win] それで勝てたんだ。
        [draw] それで引き分けにできたんだ。
       *[loss] 合わせて{ $seeds }こ取れたんだ。
    }
review-better-capture = { $house }番の穴なら、石を{ $seeds }こ取れたよ。
review-better-line = ここからコーチの手を順番に打ってみると、わけがわかるよ。
review-let-capture = この手のあと、{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴で石を{ $seeds }こ取れるようになったよ。
review-let-wipe-out = この手のあと、{ $side ->
        [south] 南
       *[north] 北
    }は{ $house }番の穴で、{ $side ->
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
