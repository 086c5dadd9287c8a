# レッスン一覧に出る、各レッスンの題名とあらすじ。
# 各レッスンのステップは lessons-<レッスン>.ftl にある。

lesson-board-title = 盤《ばん》と勝ち方
lesson-board-summary = 12この穴《あな》、2つの貯蔵庫《ちょぞうこ》、48この石を知って、だれの番か、どうすれば勝てるかを学ぼう。
lesson-sowing-title = 種《たね》まき
lesson-sowing-summary = 穴《あな》の石を全部手に取って、1こずつ入れていこう。石はどこに入るかな？
lesson-capturing-title = 2こと3こを取ろう
lesson-capturing-summary = 最後《さいご》の石で相手の穴《あな》を2こか3こにしたら、その石はきみのもの。
lesson-chains-title = 続《つづ》けて取ろう
lesson-chains-summary = 1回の手で、その前の穴《あな》の石もいっしょに取れることがあるよ。列をふり返ってみよう。
lesson-wipe-out-title = ｜総取り《そうどり》
lesson-wipe-out-summary = 相手に残《のこ》った石を全部取ったら、盤《ばん》の石はみんなきみのもの。ワーリーならではのルールだよ。
lesson-feeding-title = 相手に石をあげる
lesson-feeding-summary = 相手の石が1こもなくなったら、あげられるときは石をあげないといけないよ。
lesson-game-end-title = ゲームの終わり方
lesson-game-end-summary = 終わり方は3つ。石の数え方と、同じことがずっとくり返されるときの決まりも見てみよう。
lesson-big-houses-title = 大きな穴《あな》はぐるっと一周《いっしゅう》
lesson-big-houses-summary = 石が12こ以上《いじょう》ある穴《あな》から種《たね》まきすると、盤《ばん》をぐるっと一周《いっしゅう》するよ。出発した穴《あな》は飛《と》ばすんだ。
lesson-tactics-title = 初《はじ》めての作戦《さくせん》
lesson-tactics-summary = 弱い穴《あな》を守って、相手の次の手を考えて、石がどこまでとどくか数えて、いちばんいい取り方を選《えら》ぼう。
lesson-build-title = 大きな穴《あな》を育てる
lesson-build-summary = 1つの穴《あな》を大きく育てて、ここぞというときまでとっておき、盤《ばん》をぐるっと回って取ろう。
lesson-feed-safe-title = 安全に石をあげる
lesson-feed-safe-summary = 石をあげないといけないときは、少しだけ、自分の列から遠いところにあげよう。
lesson-no-wipe-title = ｜総取り《そうどり》されないように
lesson-no-wipe-summary = 北に列を全部取られそうなときに気づいて、北の石がとどかないところに石を残《のこ》そう。
lesson-ahead-title = リードしたままゲームを終える
lesson-ahead-summary = 相手の列に石がなくなるようにして、自分の列に待ち手をとっておき、25こをしっかり取ろう。
lesson-story-title = セントクロイ島のワーリー
lesson-story-summary = いつ読んでもいいお話。ワーリーはどこから来たのか、どうしてわすれられそうになったのか、学校がどうやってよみがえらせたのか。
