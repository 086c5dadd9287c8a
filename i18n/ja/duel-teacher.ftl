# 先生の「クラスの子どもどうしの対局」とプロジェクター (docs/games.md、
# src/app/duel/class.rs と boards.rs)。大人向けの先生のことば。漢字は学校で習う字だけ。

duel-teacher-open = 子どもの対局
duel-teacher-title = クラスの子どもどうしの対局
duel-teacher-back = クラスにもどる
duel-teacher-back-list = 対局の一覧《いちらん》にもどる
duel-teacher-games = クラスで今している対局
duel-teacher-pair = { $southName }（南）– { $northName }（北）
duel-teacher-invitation = { $southName }が{ $northName }をさそっています（返事を待っています）
duel-teacher-adjourned = 中断《ちゅうだん》中：再開《さいかい》するまで、だれも動かせません。
duel-teacher-to-move = { $name }の番
duel-teacher-moves = ここまで{ $moves }手
duel-teacher-since = { $minutes ->
    [0] 最後《さいご》の手は1分｜以内《いない》
   *[other] 最後《さいご》の手は{ $minutes }分前
}
duel-teacher-overdue = 持ち時間が切れました。対局は次の手を待っています。
duel-teacher-project = プロジェクターに表示《ひょうじ》
duel-teacher-adjourn = 中断《ちゅうだん》する
duel-teacher-resume = 再開《さいかい》する
duel-teacher-end = 対局を終える
duel-teacher-result = 結果《けっか》：
duel-teacher-won = { $name }の勝ち
duel-teacher-drawn = 引き分け
duel-teacher-no-result = 結果《けっか》なし
duel-teacher-cancel = 終えずにもどる
duel-teacher-no-games = 今、子どもどうしの対局はありません。
duel-teacher-asking = クラスのサーバーに聞いています…
duel-teacher-here = 今ワーリーを使っている子：{ $names }
duel-teacher-here-none = 今ワーリーを使っているクラスの子はいません。
duel-teacher-pair-title = 二人の対局を組む
duel-teacher-south = 南（先手）：
duel-teacher-north = 北：
duel-teacher-pair-start = 対局を始める
duel-teacher-timer = 新しい対局の持ち時間：
duel-teacher-timer-off = なし
duel-teacher-timer-seconds = 1手{ $seconds }秒
duel-teacher-timer-minutes = 1手{ $minutes }分
duel-teacher-all-boards = 全部のボードをプロジェクターに
duel-teacher-all-title = クラスの全部の対局
duel-teacher-gone = この対局は、もうクラスのサーバーの一覧《いちらん》にありません。
duel-teacher-busy = { $name }は、もう対局中です。先にその対局を終えてください。
duel-teacher-same-child = ちがう子を二人えらんでください。
duel-teacher-refused = クラスのサーバーにことわられました。一覧《いちらん》をもう一度見て、やり直してください。
duel-teacher-keys = Esc：クラスにもどる
duel-teacher-keys-projector = Esc：対局の一覧《いちらん》にもどる
# 先生の画面の子どものページ：クラスの子どうしの対局。
duel-teacher-record = クラスの子と：{ $played }局中{ $won }勝
# 対局中のゲームそれぞれの持ち時間（「クラスの子どもどうしの対局」の一覧の行）
duel-teacher-timer-ask = 持ち時間…
duel-teacher-game-timer = この対局の持ち時間：
duel-teacher-cancel-timer = このままにする
duel-teacher-game-timer-is = 持ち時間：{ $timer }
# クラスの CSV：別々の端末で遊んだ、クラスの子どもどうしの対局
export-classmates-played = クラスの子どもどうしの対局
export-classmates-won = クラスの子どもどうしの対局で勝った数
