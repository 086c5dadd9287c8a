# 画面読み上げソフトが読む（src/app/semantics）。画面には出ない。
# $owner は盤の呼び方のまま（南、北、子どもの名前など）。石が0このときは「からっぽ」。

a11y-board = 盤《ばん》
a11y-house = { $owner }の{ $house }番の穴《あな》、{ $seeds ->
        [0] からっぽ
       *[other] 石が{ $seeds }こ
    }
a11y-store = { $owner }の貯蔵庫《ちょぞうこ》、{ $seeds ->
        [0] からっぽ
       *[other] 石が{ $seeds }こ
    }
a11y-marked = { $thing }、丸がついているよ

settings-speak-focus = Tabキーで選んだものを読み上げる
settings-speak-focus-on = オン
settings-speak-focus-off = オフ
