# 先生の大会の画面（docs/tournaments.md の "In the app"）：クラスの
# 大会の一覧、新しい大会、ラウンド、組み合わせの下書き、結果、順位表。
# 南が先に打つ側。先生の画面なので読みがなはつけない。

tournament-open = 大会
tournament-back = もどる
tournament-refresh = 最新にする
tournament-list-title = クラスの大会
tournament-list-asking = クラスのサーバーに問い合わせています…
tournament-list-none = まだ大会はありません。「新しい大会」から始めましょう。
tournament-list-over = 終了
tournament-list-rounds = 終わったラウンド：{ $played }／{ $total }
tournament-list-players = { $count }人
tournament-new = 新しい大会
tournament-import = TRF ファイルを開く
tournament-export = TRF で保存
tournament-trf-not-text = このファイルはテキストファイルではありません。

## 新しい大会
tournament-new-title = 新しい大会
tournament-new-name = 大会の名前
tournament-new-name-hint = 春の大会
tournament-new-format = 方式
tournament-format-round-robin = 総当たり
tournament-format-double = 二回総当たり
tournament-format-swiss = スイス式
tournament-new-rounds = ラウンド数：
tournament-new-bye = 休みの子に入る点：
tournament-new-players = 出場する子ども
tournament-new-apart = 対戦させない組（なくてもかまいません）
tournament-new-apart-hint = 子どもを一人おし、次にもう一人をおすと、その二人は組み合わされません。
tournament-new-apart-remove = おすと、この組を一覧から消します。
tournament-new-name-missing = 先に大会の名前をつけてください。
tournament-new-create = 大会を作る

## 大会
tournament-tab-rounds = ラウンド
tournament-tab-standings = 順位表
tournament-tab-players = 出場者
tournament-pair = 次のラウンドを組み合わせる
tournament-draft-title = 次のラウンド（まだ発表していません）
tournament-draft-hint = 変えるには、子どもを一人おし、次にもう一人をおします。二人の席が入れかわります。
tournament-draft-fine = サーバーは、この組み合わせに問題を見つけていません。
tournament-publish = ラウンドを発表する
tournament-start = このラウンドの対局を端末で始める
tournament-start-busy = 子どもがまだほかの対局をしています。あとでもう一度始めてください
tournament-start-refused = { $table }番テーブル：{ $why }。
tournament-round = 第{ $round }ラウンド
tournament-table = { $table }番テーブル
tournament-bye = 休み
tournament-seat-south = { $name }（南）
tournament-seat-north = { $name }（北）
tournament-on-devices = 端末で対局中
tournament-result-south = 南の勝ち
tournament-result-north = 北の勝ち
tournament-result-draw = 引き分け
tournament-result-south-forfeit = 南の不戦勝
tournament-result-north-forfeit = 北の不戦勝
tournament-result-both-forfeit = 両者不戦敗
tournament-sheet-open = 記録用紙…
tournament-sheet-hint = 手順（「wahree review」が読める形、なくてもかまいません）
tournament-claims = 子どもたちの報告：
tournament-conflict = 子どもたちの報告がちがいます。正しい結果を選んでください：
tournament-claim = { $name }：{ $result }
tournament-claim-won = 「勝った」
tournament-claim-drawn = 「引き分け」
tournament-claim-lost = 「負けた」
tournament-withdraw = 出場をやめる
tournament-withdrawn = 出場とりやめ
tournament-late = あとから出場（次のラウンドから）：
tournament-show = 子どもの端末に順位表を見せる
tournament-hall-hint = 会場用のリンクは、リンクを知っている人に、ラウンドと順位表を見せます（見るだけです）。
tournament-hall-open = 会場用のリンクを開く
tournament-hall-close = 会場用のリンクを閉じる

## 順位表
tournament-col-place = 順位
tournament-col-name = 名前
tournament-col-points = 得点
tournament-tb-bh-c1 = ブッフホルツ・カット1：対戦相手の得点の合計（いちばん低いものをのぞく）
tournament-tb-bh = ブッフホルツ：対戦相手の得点の合計
tournament-tb-sb = ゾンネボルン・ベルガー：対戦相手ごとに、その相手の得点とその相手からとった点をかけたものの合計
tournament-tb-de = 直接対決：同点の人どうしの対局でとった点
tournament-tb-win = 勝ち数：勝った対局の数

## 大会の作り方でサーバーがことわったこと
tournament-player-name = 名前が空か、長すぎるか、使えない文字が入っています。
tournament-name = 大会に名前をつけてください（100文字まで、前後に空白を入れない）。
tournament-date = この日付は使えません。
tournament-rating = このレーティングは使えません。
tournament-too-many-players = 一つの大会には出場者が多すぎます。
tournament-rounds = スイス式のラウンド数は 1 から 99 までです。
tournament-cycles = 総当たりは一回か二回です。
tournament-too-many-paired = 大会のラウンド数より多くのラウンドがあります。
tournament-unknown-player = ラウンドの中に、大会に出ていない人がいます。
tournament-twice = 同じラウンドで二回組み合わされている人がいます。
tournament-against-self = 自分自身と組み合わされている人がいます。
tournament-forbidden-self = 同じ子一人だけで「対戦させない組」は作れません。
tournament-forbidden-twice = この組は一覧に二回あります。
tournament-absent-twice = この人は二回欠席になっています。
tournament-tie-break-twice = 同じタイブレークが二回あります。
tournament-no-such-table = このラウンドにそのテーブルはありません。
tournament-no-next-round = 組み合わせる次のラウンドがありません。
tournament-empty-round = 対局のないラウンドがあります。
tournament-late-in-round-robin = 始まった総当たりには、あとから出場できません。

## 大会に出ている子どものホーム（子どもが読む）
tournament-home-next-first = { $title }：第{ $round }ラウンド、{ $table }番テーブル。{ $opponent }とたいせんするよ。きみが先に打つよ！
tournament-home-next-second = { $title }：第{ $round }ラウンド、{ $table }番テーブル。{ $opponent }とたいせんするよ。{ $opponent }が先に打つよ。
tournament-home-bye = { $title }：このラウンドは、お休みだよ。
tournament-home-wait = { $title }：次のラウンドを待ってね。
tournament-home-place = きみの順位《じゅんい》：{ $place }位《い》・きみの点：{ $points }
tournament-home-won = 勝った
tournament-home-drawn = 引き分け
tournament-home-lost = 負けた

## 大会のページの印刷（先生の画面）
tournament-print = 印刷…
tournament-print-hint = 印刷するページを選んでください。ファイルとして保存され、ウェブブラウザーで開いて印刷します。
tournament-print-pairings = 最新のラウンドの組み合わせ
tournament-print-standings = 順位表
tournament-print-sheets = 記録用紙
tournament-print-certificates = 賞状
tournament-print-saved = { $file }に保存しました。ウェブブラウザーで開いて印刷してください。
tournament-print-open = ウェブブラウザーで開く
tournament-print-no-round = 先にラウンドを発表してください。発表すると、組み合わせと記録用紙を印刷できます。
tournament-print-tab = 新しいタブでページを開きました。そこから印刷してください。
tournament-print-blocked = ブラウザーが新しいタブを開きませんでした。このページのポップアップを許可して、もう一度ページを選んでください。

## 新しい大会：タイブレークの順番、あとから出場する子の休んだラウンド、
## 前のラウンドの印刷（先生の画面）
tournament-new-tb = タイブレーク（上から順に使います）
tournament-new-tb-hint = 点が同じ子どもがいるときは、いちばん上のタイブレークで順位を決めます。それも同じなら、その次のタイブレークで決めます。
tournament-new-tb-up = 上へ
tournament-new-tb-down = 下へ
tournament-late-missed = 出られなかったラウンドの点：
tournament-late-missed-none = なし
tournament-late-missed-half = 1ラウンドにつき½点
tournament-print-round = 印刷するラウンド：
tournament-print-pairings-of = 第{ $round }ラウンドの組み合わせ
tournament-print-sheets-of = 第{ $round }ラウンドの記録用紙

## 先生が順位を見せているときの、子どものホーム（子どもが読む）
tournament-home-standings = みんなの順位《じゅんい》：
