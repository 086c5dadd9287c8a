# レッスン「capturing」。

lesson-capturing-rule = 石を取るやり方を教えるね。最後の石が北の穴に入って、その穴の石がちょうど2こか3こになったら、その石を取れるよ。取った石はきみの貯蔵庫に入るんだ。北の1番の穴を見て。石が2こあるね。
lesson-capturing-watch = 南が6番の穴の1この石を種蒔きするのを見てね。
lesson-capturing-watch-after = 石が入って北の1番の穴が3こになったから、南は3こ全部取ったよ。取れるかどうかは、種蒔きの最後の石で決まるんだ。
lesson-capturing-q-how-many = きみの6番の穴に石が1こ、北の1番の穴にも1こ。6番の穴から種蒔きしたら、石を何こ取れるかな？
lesson-capturing-q-how-many-why = 2こ。きみの石で北の1番の穴が2こになるから、2こともきみのものだよ。
lesson-capturing-try-first = 初めて石を取ってみよう！
lesson-capturing-hint-where = 石が1こか2この北の穴をさがそう。ちょうどそこで種蒔きが終わるのは、きみのどの穴かな？
lesson-capturing-hint-one-more = 最後の石で1こふえるよ。1この穴は2こに、2この穴は3こになるんだ。
lesson-capturing-try-first-ok = 取れたね！きみの2こめの石で北の1番の穴が2こになって、2こともきみのものだよ。
lesson-capturing-wrong-four = 最後の石が入った穴には、もう3こあったんだ。4こになっちゃったから、取れないよ。
lesson-capturing-wrong-own-side = その石はきみの列に残ったね。取れるのは北の列だけだよ。
lesson-capturing-try-best = ここでは取れる手が2つあるよ。石を多く取れるほうを見つけよう。
lesson-capturing-hint-compare = それぞれの手で何こ取れるか数えて、多いほうを選ぼう。
lesson-capturing-try-best-ok = そう、2こより3このほうがいいね！選ぶ前に、いつも数えよう。
lesson-capturing-wrong-smaller = これだと2こ取れるね。悪くないけど、3こ取れる手があるよ。
lesson-capturing-q-own-row = きみの2番の穴から種蒔きすると、最後の石はきみの4番の穴に入って、そこが3こになるよ。何こ取れるかな？
lesson-capturing-q-own-row-why = 0こ！取れるのは相手の列だけ。自分の穴の石を自分で取ることはないよ。
lesson-capturing-north-too = 北も同じやり方で、きみの列から取るよ。石が1こか2このきみの穴はあぶない。北の石が1こ入るだけで、2こか3こになっちゃうからね。
