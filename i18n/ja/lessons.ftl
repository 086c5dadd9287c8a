# レッスン一覧に出る、各レッスンの題名とあらすじ。
# 各レッスンのステップは lessons-<レッスン>.ftl にある。

lesson-board-title = 盤と勝ち方
lesson-board-summary = 12この穴、2つの貯蔵庫、48この石を見てみよう。どうしたら勝てるかもわかるよ。
lesson-sowing-title = 種蒔き
lesson-sowing-summary = 穴の石を全部手に取って、1こずつ入れていこう。石はどこに入るかな？
lesson-big-houses-title = 大きな穴はぐるっと一周
lesson-big-houses-summary = 石が12こ以上ある穴から種蒔きすると、盤をぐるっと一周するよ。出発した穴は飛ばすんだ。
lesson-capturing-title = 2こと3こを取ろう
lesson-capturing-summary = 最後の石で相手の穴を2こか3こにしたら、その石はきみのもの。
lesson-chains-title = 続けて取ろう
lesson-chains-summary = 1回の手で、その前の穴の石もいっしょに取れることがあるよ。列をふり返ってみよう。
lesson-feeding-title = 相手に石をあげる
lesson-feeding-summary = 相手の石が1こもなくなったら、あげられるときは石をあげないといけないよ。
lesson-wipe-out-title = 総取り
lesson-wipe-out-summary = 相手に残った石を全部取ったら、盤の石はみんなきみのもの。ワーリーならではのルールだよ。
lesson-game-end-title = ゲームの終わり方
lesson-game-end-summary = 終わり方は3つ。石の数え方と、同じことがずっとくり返されるときの決まりも見てみよう。
lesson-tactics-title = 初めての作戦
lesson-tactics-summary = 弱い穴を守って、石がどこまでとどくか数えて、石をいちばん多く取れる手を選ぼう。
lesson-story-title = セントクロイ島のワーリー
lesson-story-summary = このゲームはどこから来たのか、どうしてわすれられそうになったのか、そして学校でどうやってよみがえったのか。
