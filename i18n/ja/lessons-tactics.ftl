# レッスン「tactics」。

lesson-tactics-weak = 石が1こか2この穴は弱い穴。北の石が1こ入ると、2こか3こになってしまうよ。ここでは、きみの1番、2番、6番の穴に1こずつ。北の6番の穴の2こは、きみの1番と2番の穴に入るよ。
lesson-tactics-try-guided = 丸のついた穴を打って、それから北の手を見よう。
lesson-tactics-try-guided-ok = セーフ！2番の穴がからっぽになったから、北の最後の石が入っても1こ。取られるものはないよ。
lesson-tactics-answer = 打つ前に、いつも考えよう。「次に北はどうするかな？」ここは北の番。北の6番の穴には石が4こあって、きみの1番、2番、3番、4番の穴に入るよ。
lesson-tactics-q-threat = 北が6番の穴から種まきしたら、きみの石は何こ取られるかな？
lesson-tactics-hint-north-count = きみの1番から4番の穴に1こずつたそう。最後の石はどこに入って、その穴は何こになるかな？
lesson-tactics-q-threat-why = 3こ。最後の石できみの4番の穴が3こになって、北に取られるよ。そのとき3番の穴は1こだけだから、続けては取られないんだ。
lesson-tactics-q-threat-none = きみの4番の穴を見よう。今は2こで、北の最後の石はちょうどそこに入るよ。
lesson-tactics-q-threat-two = 4番の穴は今2こ。北の最後の石が入って3こになって、北は3こ全部取るよ。
lesson-tactics-try-defend = きみの手の1つで石が2こ取れるけど、気をつけて。北も打ち返してくるよ。北に取られる石がいちばん少なくなる手を見つけよう。
lesson-tactics-hint-their-reach = 北の6番の穴の4こは、きみの1番から4番の穴に入るよ。北の3番の穴の5こは、きみの1番と2番の穴までとどくよ。
lesson-tactics-hint-after = それぞれの手のあとのきみの列を思いうかべよう。北の最後の石で、そこが2こか3こになるかな？
lesson-tactics-try-defend-ok = かんぺき！きみの4番の穴は3こになったから、北の最後の石が入っても4こ。北は何も取れないよ。
lesson-tactics-wrong-grab = 2こは取れるけど、そのあと北の6番の穴の最後の石がきみの4番の穴に入って3こになる。北に3こ取られて、きみが取った数より多いね。
lesson-tactics-reach = 手を選ぶ前に、それぞれの穴がどこまでとどくか数えよう。きみの3番の穴には石が5こ。5つ先の穴までとどくよ。
lesson-tactics-q-reach = きみの3番の穴の最後の石は、どこに入るかな？
lesson-tactics-hint-count-on = その穴の次から数えよう。4番、5番、6番、それから北の1番、2番…。
lesson-tactics-q-reach-why = きみの4番、5番、6番、それから北の1番と2番。5こめの石は北の2番の穴に入るよ。
lesson-tactics-q-reach-short = 北の1番の穴に入るのは4こめ。まだ5こめがあるよ。
lesson-tactics-q-reach-far = 石は5こ。きみの4番、5番、6番の穴、それから北の1番、2番の穴。北の3番の穴は1つ行きすぎだよ。
lesson-tactics-try-best = 今度は、できるだけ多くの石を取ろう。
lesson-tactics-try-best-ok = よくできました！きみの3番の穴も5番の穴も、北の2番の穴で終わって5こ取れるよ。どちらもすばらしい手だね。
