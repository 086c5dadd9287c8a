# レッスン「chains」。

lesson-chains-rule = 取ったら、石が来た道をもどって、すぐ前の穴を見てみよう。それが北の穴で、やっぱり2こか3こなら、それも取れるよ。そのまた前の穴も見て、またその前も…。これが「続けて取る」だよ。
lesson-chains-watch = 南の3この石が、北の1番、2番、3番の穴に入るのを見てね。
lesson-chains-watch-after = 最後の石で北の3番の穴が2こになって取れた。ふり返ると2番の穴は3こ、1番の穴は2こだったから、それも取れたよ。1回の手で3つの穴、7こだよ！
lesson-chains-q-broken = きみの6番の穴（石3こ）から種蒔きすると、何こ取れるかな？
lesson-chains-hint-look-back = 最後の石が入った穴から始めて、その前の穴を1つずつ見ていこう。
lesson-chains-q-broken-why = 3こだけ。最後の石で北の3番の穴は3こになるけど、その前の穴は1こしかない。北の1番の穴に3こあっても、取れるのはそこまでなんだ。
lesson-chains-try-longest = できるだけ多くの北の穴から、続けて取ろう。
lesson-chains-hint-five = きみの4番の穴には石が5こ。最後の石はどこに入るかな？その前の穴はどうなっているかな？
lesson-chains-try-longest-ok = 一度に3つの穴！北の3番の穴から1番の穴まで、続けて取れたね。
lesson-chains-wrong-two = 2つの穴から取れた。よくできたね。でも、3つ続けて取れる手もあるよ。
lesson-chains-wrong-nothing = その石は自分の列に残るね。取れる石はないよ。
lesson-chains-try-most = できるだけ多くの石を取ろう。
lesson-chains-try-most-ok = 2つ続けて5こ！となりの6番の穴で3こ取るよりも多いね。
lesson-chains-wrong-single = 3こ取れたけど、続けて取ればもっと取れたよ。
lesson-chains-wrong-four = 最後の石が3この穴に入って4こになったから、取れないよ。
lesson-chains-q-edge = きみの5番の穴から種蒔きすると、最後の石で北の1番の穴が2こになって、きみの6番の穴も2こになるよ。何こ取れるかな？
lesson-chains-q-edge-why = 2こ。続けて取るのは、北の列のはしまでだよ。自分の穴までもどることはないんだ。
