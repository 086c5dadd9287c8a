# 教室でのライブ授業（issue 32 §2、docs/live.md）：live.ftl のほかに
# プロジェクターと子どもの端末が言うこと。

## 始めるとき
live-start-timer-vote = 1回ごとの投票時間

## プロジェクター：参加を待つあいだ
live-card-here = 来たよ
live-lobby-here = 来ている人：{ $here } / { $total }人

## 結果
live-summary-show-children = 一人ひとりの答えを見せる
live-summary-hide-children = 一人ひとりの答えをかくす
live-summary-child-hints = ヒントを{ $hints }回使った
live-game-summary-title = ゲームの結果《けっか》
live-game-moves = { $count ->
    [0] 一手も打たないうちにゲームが終わったよ。
   *[other] 全部で{ $count }手打ったよ。
}
live-game-stores = 貯蔵庫《ちょぞうこ》の石：クラス{ $seeds }こ、コンピューター{ $theirs }こ

## 子どもの端末：キーの行
live-device-keys-hint = キー：1〜6 で穴《あな》を選《えら》ぶ · H でヒント · Esc でさっきの続《つづ》きにもどる
live-device-keys-wait = キー：Esc でさっきの続《つづ》きにもどる
