# レッスン「strategy-feeding」。

lesson-feed-safe-idea = 北の列がからっぽなら石をあげないといけないけど、あげ方は自分で選べるよ。北の1番、2番、3番の穴に入った石は、きみの列から遠いよ。北の6番の穴に入った石はあぶない。1こだけでもきみの1番の穴に入って、そこが2こか3こになると、北に取られちゃうんだ。
lesson-feed-safe-watch = 南が6番の穴で北に石をあげるところを見てね。北がその石でどうするかも見よう。
lesson-feed-safe-watch-after = 南の6この石で、北の穴全部に1こずつ入ったね。北の6番の穴にも。北の6番の穴の石は南の1番の穴に入って、そこは2こ。取られちゃった。
lesson-feed-safe-try-guided = 同じ形だよ。丸のついた穴を打とう。北の1番、2番、3番の穴にだけ石が入るよ。
lesson-feed-safe-try-guided-ok = 安全なあげ方だね！北の新しい石はきみの列から遠いから、北の次の手では何も取れないよ。
lesson-feed-safe-try-three = 北に石をあげられる手は3つ。北に石を取らせない手を見つけよう。
lesson-feed-safe-hint-six = 北の6番の穴に石が入るのは、きみのどの手かな？その石は次にきみの1番の穴に入るよ。
lesson-feed-safe-try-three-ok = 正解！5番の穴なら、石が入るのは北の1番、2番、3番の穴だけ。どれもきみの弱い穴までとどかないよ。
lesson-feed-safe-wrong-six = その手だと、北の6番の穴に石が入るよ。北がそれを種まきすると、きみの1番の穴に入って2こになって、取られちゃう。
lesson-feed-safe-try-two = もう一度、北に安全に石をあげよう。
lesson-feed-safe-try-two-ok = 4番の穴なら、北にあげるのは1番と2番の穴に2こだけ。きみの列までとどかないよ。
lesson-feed-safe-try-one = 北に安全に、できるだけ少ない石をあげよう。
lesson-feed-safe-hint-few = きみの穴の1つは、ちょうど最後の石で北の列にとどくよ。
lesson-feed-safe-try-one-ok = 北にあげたのは、1番の穴に1こだけ。石をあげるといっても、たくさんあげなくていいんだ！
lesson-feed-safe-game = 今度はコンピューターとのゲームだよ。今は19対22で負けていて、北の列はからっぽ。北に気をつけて石をあげて、勝とう。
lesson-feed-safe-game-hint = 北にあげる石はできるだけ少なくして、きみの石は北の石がとどかないところに置いておこう。
lesson-feed-safe-game-won = 安全に石をあげて、ゲームに勝ったね！
lesson-feed-safe-game-lost = 今回は北のほうが上手だったね。石はできるだけ少なくあげて、北の6番の穴には入れないようにしよう。もう一度はじめから！
