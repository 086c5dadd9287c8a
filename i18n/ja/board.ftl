# 先生のばん、局面をパズルとして保存すること、ゲームのふりかえり。

puzzle-written-in = { $language }で書かれています
