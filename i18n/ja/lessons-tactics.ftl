# レッスン「tactics」。

lesson-tactics-weak = 石が1こか2この穴は弱いよ。北の石が1こ入るだけで、2こか3こになっちゃうからね。ここでは、きみの1番、2番、6番の穴に1こずつ。そして北の6番の穴の2この石は、きみの1番と2番の穴までとどくよ。
lesson-tactics-try-defend = 北に取られる石がいちばん少なくなる手を見つけよう。
lesson-tactics-hint-their-reach = 北の6番の穴には石が2こ。きみの1番と2番の穴に入るよ。
lesson-tactics-hint-after = それぞれの手を打ったあとのきみの列を想像してみよう。北の石が入ったら、2こか3こになる穴はあるかな？
lesson-tactics-try-defend-ok = かんぺき！きみの2番の穴はからっぽになったから、北の最後の石が入っても1こだけ。取られる石はないよ。
lesson-tactics-wrong-makes-two = これだと、きみの2番の穴が2こになるね。北の最後の石で3こになって、取られちゃう。
lesson-tactics-wrong-wipe = これで残ったのは1番と2番の穴だけ、1こずつ。北が両方とも2こにして、総取りされちゃうよ。
lesson-tactics-reach = 手を選ぶ前に、それぞれの穴がどこまでとどくか数えよう。きみの3番の穴には石が5こ。5つ先の穴までとどくよ。
lesson-tactics-q-reach = きみの3番の穴の最後の石は、どこに入るかな？
lesson-tactics-hint-count-on = その穴の次から数えよう。4番、5番、6番、それから北の1番、2番…。
lesson-tactics-q-reach-why = きみの4番、5番、6番、それから北の1番と2番。5こめの石は北の2番の穴に入るよ。
lesson-tactics-try-best = 今度は、できるだけ多くの石を取ろう。
lesson-tactics-try-best-ok = よくできました！きみの3番の穴も5番の穴も、北の2番の穴で終わって5こ取れるよ。どちらもすばらしい手だね。
lesson-tactics-big-house = 最後にひとつ。きみの1番の穴には石が14こ。あわてて打たなくていいよ。ゲームの後半、北の穴がほとんどからっぽになったころに、大きな穴で一周すれば、たくさんの穴をいっぺんに2こや3こにできるかもしれないよ。
