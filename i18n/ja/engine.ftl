# ルールエンジンが手をことわった理由、局面のまちがい、ゲームが終わった理由。
# $house は持ち主から見た穴の番号（自分の左から 1〜6）。
# $owner と $side は "south" か "north"。

move-not-your-house = { $house }番の穴は{ $owner ->
        [south] 南
       *[north] 北
    }の穴だよ。自分の穴を選んでね！
move-empty-house = { $house }番の穴はからっぽで、種まきする石がないよ。石の入っている穴を選んでね。
move-must-feed = 相手の石がなくなっちゃった。相手に石をあげないといけないよ！{ $house }番の穴の石は相手の列までとどかないから、とどく穴を選んでね。
move-game-over = このゲームはもう終わったよ。新しいゲームを始めよう。

setup-negative-house = { $side ->
        [south] 南
       *[north] 北
    }の{ $house }番の穴の石が{ $seeds }こになっているよ。穴の石は0こより少なくならないよ！
setup-negative-store = { $side ->
        [south] 南
       *[north] 北
    }の貯蔵庫の石が{ $seeds }こになっているよ。貯蔵庫の石は0こより少なくならないよ！
setup-wrong-total = この盤には石が{ $total }こあるけど、ゲームではいつもぴったり48こだよ。

end-wipe-out = 総取り！1回の手で相手の列の石を全部取ったので、取った人が盤に残っている石も全部もらうよ。
end-no-moves = 次に打つ人に、打てる手がないよ。だから、それぞれ自分の側にある石をもらうよ。
end-repetition = まったく同じ形がまたもどってきて、ずっと同じことのくり返しになりそう。だからここで終わり。それぞれ自分の側にある石をもらうよ。
