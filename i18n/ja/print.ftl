# クラスの大会《たいかい》の印刷《いんさつ》ページとホールの画面《がめん》
# （docs/tournaments.md、"Printing"）。

## 組《く》み合《あ》わせとホールの画面
print-pairings-title = { $name }　{ $round }回戦《かいせん》
print-table = テーブル
print-moves-first = 先手《せんて》（南《みなみ》）
print-moves-second = 後手《ごて》（北《きた》）
print-result = 結果《けっか》
print-bye = { $player }さんは、この回戦《かいせん》は対戦《たいせん》がありません（お休《やす》み）。
print-excused = { $player }さんは、この回戦《かいせん》は欠席《けっせき》です。

## 順位
print-standings-title = { $name }　{ $round }回戦《かいせん》のあとの順位《じゅんい》
print-standings-start = { $name }　順位《じゅんい》
print-place-heading = 順位《じゅんい》
print-player = 名前《なまえ》
print-points = 点《てん》
print-tie-break-bh-c1 = 対戦《たいせん》した相手《あいて》みんなの点の合計《ごうけい》（いちばん低《ひく》い点をのぞく）。
print-tie-break-bh = 対戦《たいせん》した相手《あいて》みんなの点の合計《ごうけい》。
print-tie-break-sb = 勝《か》った相手の点と、引《ひ》き分《わ》けた相手の点の半分《はんぶん》の合計《ごうけい》。
print-tie-break-de = 同《おな》じ点の人どうしの対戦《たいせん》でとった点（みんなが対戦《たいせん》したときだけ）。
print-tie-break-win = 勝《か》った数《かず》。

## 記録用紙
print-sheets-title = { $name }　記録用紙《きろくようし》　{ $round }回戦《かいせん》
print-sheet-title = 記録用紙《きろくようし》
print-sheet-where = { $round }回戦《かいせん》　{ $table }番テーブル
print-sheet-south = 先手《せんて》（南《みなみ》）
print-sheet-north = 後手《ごて》（北《きた》）
print-sheet-move = 手《て》
print-sheet-count = 終《お》わったときの貯蔵庫《ちょぞうこ》の石（南《みなみ》と北《きた》）：
print-sheet-result = 結果《けっか》（一《ひと》つに丸《まる》をつける。南《みなみ》の点が先《さき》）：
print-sheet-signature = サイン：{ $player }
print-sheet-teacher = 先生《せんせい》

## 賞状
print-certificates-title = { $name }　賞状《しょうじょう》
print-certificate-title = 賞状《しょうじょう》
print-certificate-cheer = よくがんばりました！
# $form は数の序数の形（日本語ではいつも同じ）。
print-place =
    { $form ->
       *[ord-other] { $place }位《い》
    }
print-place-shared =
    { $form ->
       *[ord-other] { $place }位《い》（同《どう》点《てん》）
    }
# 年と月：「2027年3月」。
print-when = { $year }年《ねん》{ $month }
print-month-1 = 1月《がつ》
print-month-2 = 2月《がつ》
print-month-3 = 3月《がつ》
print-month-4 = 4月《がつ》
print-month-5 = 5月《がつ》
print-month-6 = 6月《がつ》
print-month-7 = 7月《がつ》
print-month-8 = 8月《がつ》
print-month-9 = 9月《がつ》
print-month-10 = 10月《がつ》
print-month-11 = 11月《がつ》
print-month-12 = 12月《がつ》

## ホールの画面
print-hall-round = { $round }回戦《かいせん》
print-hall-standings = 順位《じゅんい》
print-hall-waiting = 1回戦《かいせん》の組《く》み合《あ》わせは、まだです。
print-hall-closed = このリンクは閉《と》じられています。
print-hall-closed-why = 大会《たいかい》の画面《がめん》の新《あたら》しいリンクを先生《せんせい》に聞《き》いてください。

## サーバーがことわること
print-lang = 言語《げんご》をえらんでください：en、it、es、ja。
print-round = この大会《たいかい》にその回戦《かいせん》はありません。
print-query = このアドレスでは、どのページを見せればよいかわかりません。
