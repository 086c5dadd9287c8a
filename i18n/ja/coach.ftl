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
