## 先生の最初の日：空のクラスで子どもを追加する、複数の子どもの言語をまとめて
## 設定する、先生用の画面から盤を開く。先生向けの文なので読みがなはつけない。
home-add-children = 子どもを追加
teacher-add = 子どもを追加
teacher-add-title = クラスの子どもを追加
teacher-add-hint = 1行に1人ずつ名前を入力します（名前の一覧からコピーしてはりつけてもかまいません）。クラスとちがう言語で学ぶ子どもは、名前のあとに半角のコンマと言語のコード（it、es、ja、en）を書きます。例：Aiko, ja
teacher-add-placeholder = 1行に1人ずつ
teacher-add-save = 追加する
teacher-keys-add = キー：Enter で次の名前 · Esc で閉じる
teacher-keys-langs = キー：Esc で閉じる
teacher-langs = 言語
teacher-langs-title = 複数の子どもの言語：子どもを選んでから、言語を選びます
teacher-langs-all = 全員
teacher-langs-first = 言語：
teacher-langs-second = 第二言語：
teacher-langs-class = クラスの言語（{ $lang }）
teacher-langs-class-short = クラスの言語
teacher-langs-apply = { $children ->
        [0] まず子どもを選んでください
       *[other] 選んだ言語を{ $children }人に設定する
    }
teacher-langs-done = { $children }人の言語を設定しました。
teacher-export-choose = 保存先を選ぶ…
teacher-export-unchosen = 保存先が選ばれませんでした。「保存」をおすと、入力らんに書かれた場所に保存します。
teacher-import-unchosen = ファイルが選ばれませんでした（このコンピューターにはファイルを選ぶ画面がないかもしれません）。ファイルの場所を入力らんに書いて、「名簿を読み込む」をおしてください。
teacher-langs-own = 今の言語のまま
