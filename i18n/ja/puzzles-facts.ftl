# エンジンが調べたことから組み立てる文。自分の解説がない問題に使う。
# 数を使うヒントもここにある。穴の番号は持ち主から見た番号（自分の左から
# 1〜6）。$whose は "own" か "other"、$opponent はプレイヤーの名前
# （この言語で）。$laps は 0 か、種まきが一周するときは 1。
# 日本語の複数形は other だけなので、1 のときは数字 [1] で分けている。

puzzle-fact-sow = きみの{ $house }番の穴《あな》には石が{ $seeds }こ{ $laps ->
        [0] あるよ。
       *[other] あるから、ぐるっと一周《いっしゅう》して、{ $house }番の穴《あな》は飛《と》ばすよ。
    }{ $seeds ->
        [1] その石は
       *[other] 最後《さいご》の石は
    }{ $whose ->
        [own] きみの{ $last }番の穴《あな》
       *[other] { $opponent }の{ $last }番の穴《あな》
    }に入るよ。
# $from と $to は、続けて取る穴の最初と最後。
puzzle-fact-capture = { $houses ->
        [1] その穴《あな》の石が{ $seeds }こになるから、取れるよ。
        [2] そこからふり返ると、{ $opponent }の{ $from }番と{ $to }番の穴《あな》が、どちらも2こか3こになっているよ。2つとも続《つづ》けて取って、合わせて{ $seeds }こだよ。
       *[other] そこからふり返ると、{ $opponent }の{ $from }番から{ $to }番の穴《あな》が、どれも2こか3こになっているよ。{ $houses }つの穴《あな》を続《つづ》けて取って、合わせて{ $seeds }こだよ。
    }
puzzle-fact-no-capture = 石は取れないよ。
# $swept はきみの列に残っていた石の数。総取りのときは、それももらえる。
puzzle-fact-wipe-out = { $swept ->
        [0] { $opponent }の列がからっぽになった。｜総取り《そうどり》だ！
       *[other] { $opponent }の列がからっぽになった。｜総取り《そうどり》だ！きみの列に残《のこ》っていた{ $swept }この石も、きみのものになるよ。
    }
# $why は wipe-out、you-stuck、they-stuck、repetition のどれか。$result は
# win、draw、loss のどれか。$mine と $theirs は最後の石の数。
puzzle-fact-end = { $why ->
        [wipe-out] これでゲームはおしまい。
        [you-stuck] きみには打てる手がないので、それぞれ自分の列の石をもらって、ゲームはおしまい。
        [they-stuck] { $opponent }には打てる手がないので、それぞれ自分の列の石をもらって、ゲームはおしまい。
       *[repetition] 石のならび方がまた同じになったので、それぞれ自分の列の石をもらって、ゲームはおしまい。
    }{ $result ->
        [win] { $mine }対{ $theirs }で、きみの勝ち！
        [draw] { $mine }対{ $theirs }で、引き分けだよ。
       *[loss] { $theirs }対{ $mine }で、{ $opponent }の勝ちだよ。
    }
# 問題の目標で見て、ほかの手の中でいちばんいい手。
puzzle-fact-other-seeds = ほかの手でいちばんいいのはきみの{ $house }番の穴《あな》だけど、取れる石は{ $seeds }こだけだよ。
puzzle-fact-other-chain = きみの{ $house }番の穴《あな》だと、取れるのは{ $houses }つの穴《あな》から、石{ $seeds }こだけだよ。
puzzle-fact-other-wipe-out = きみの{ $house }番の穴《あな》だと石を{ $seeds }こ取れるけど、{ $opponent }の列に石が{ $left }こ残《のこ》るから、｜総取り《そうどり》にはならないよ。
puzzle-fact-others-nothing = ほかの手では、石を1こも取れないよ。
# $best は答えの手のあとに相手が取れるいちばん多い石の数。$by は、きみが
# $house 番の穴を選んだときに、石を $lost こ取る相手の穴。
puzzle-fact-defend = この手のあと、{ $opponent }が取れる石は{ $best ->
        [0] 1こもないよ。
       *[other] { $best }こだけだよ。
    }
puzzle-fact-defend-other = きみの{ $house }番の穴《あな》を選《えら》ぶと、{ $opponent }の{ $by }番の穴《あな》で石を{ $lost }こ取られちゃうよ。
puzzle-fact-avoid = この手のあと、{ $opponent }には、きみの列の石を全部取る手がないよ。
puzzle-fact-avoid-other = きみの{ $house }番の穴《あな》を選《えら》ぶと、{ $opponent }の{ $by }番の穴《あな》で｜総取り《そうどり》されちゃうよ。
# 続けて打つ手。$step はきみの何手目か（1、2、3）、$captured はその手で取る石の数。
puzzle-fact-line-mine = { $step ->
        [1] まず、きみの{ $house }番の穴《あな》。
       *[other] 次に、きみの{ $house }番の穴《あな》。
    }{ $captured ->
        [0] {""}
       *[other] 石を{ $captured }こ取るよ。
    }
puzzle-fact-line-theirs = { $opponent }のいちばんいい手は{ $house }番の穴《あな》。{ $captured ->
        [0] {""}
       *[other] 石を{ $captured }こ取られるよ。
    }
puzzle-fact-secured = これで{ $opponent }がどう打っても、きみの貯蔵庫《ちょぞうこ》には石が{ $seeds }こあるよ。
puzzle-fact-held = きみが{ $moves }回打つあいだに{ $opponent }が取れた石は、{ $lost ->
        [0] 1こもなかったよ。
       *[other] { $lost }こだけだよ。
    }

# 局面の数を使うヒント。$best は1手で取れるいちばん多い石の数
# （puzzle-hint-best-chain では穴の数、puzzle-hint-best-defence では相手に
# 取られるいちばん少ない石の数）。$houses は相手の石がある穴の数。
puzzle-hint-best-seeds = きみの手の中に、石を{ $best }こ取れる手があるよ。どれかな？
puzzle-hint-best-chain = いちばん長く続《つづ》けて取ると、{ $best }つの穴《あな》から取れるよ。
puzzle-hint-best-defence = { $best ->
        [0] { $opponent }に1こも取られない手があるよ。
       *[other] いちばんいい手でも、{ $opponent }に{ $best }こは取られるよ。
    }
puzzle-hint-wipe-houses = { $houses ->
        [1] { $opponent }の石がある穴《あな》は1つだけ。そこを取れば｜総取り《そうどり》だよ。
       *[other] { $opponent }の石がある穴《あな》は{ $houses }つ。その全部を、続《つづ》けて取らないといけないよ。
    }
