# 画面読み上げソフトが読む（src/app/semantics）。画面には出ない。

a11y-board = 盤《ばん》
a11y-house = { $owner }の{ $house }番《ばん》の穴《あな》：{ $seeds }こ
a11y-store = { $owner }の貯蔵庫《ちょぞうこ》：{ $seeds }こ
a11y-marked = { $thing }（まるがついているよ）
