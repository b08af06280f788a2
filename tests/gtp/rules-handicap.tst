# rules-handicap.tst - white's compensation for black's handicap stones under each rule set:
# N points for N stones (chinese, chinese-ogs, chinese-kgs), N-1 (aga, bga, aga-button), none
# (tromp-taylor, new-zealand, japanese, korean, goe); added to white's total in final_score.
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format).
# Every stone counts as alive, komi is 0 unless said otherwise.

boardsize 9
komi 0

# Black's handicap stones alone: black's area is the whole board (81 points), or 79 points of
# territory under japanese.
1 fixed_handicap 2
#? [C3 G7]
kata-set-rules tromp-taylor
2 final_score
#? [B\+81\.0]
kata-set-rules chinese
3 final_score
#? [B\+79\.0]
kata-set-rules aga
4 final_score
#? [B\+80\.0]
kata-set-rules japanese
5 final_score
#? [B\+79\.0]
kgs-rules chinese
6 final_score
#? [B\+79\.0]
kata-set-rules bga
7 final_score
#? [B\+80\.0]
kata-set-rules {"whiteHandicapBonus":"N"}
8 final_score
#? [B\+79\.0]

# A white stone in the centre: every empty point now reaches both colors (dame), so the score is
# black's 2 stones against white's 1 plus the bonus.
play w E5
kata-set-rules tromp-taylor
10 final_score
#? [B\+1\.0]
kata-set-rules chinese
11 final_score
#? [W\+1\.0]
kata-set-rules aga
12 final_score
#? [0]
kata-set-rules japanese
13 final_score
#? [0]
kata-set-rules aga
komi -1
14 final_score
#? [B\+1\.0]
komi 0.5
15 final_score
#? [W\+0\.5]
komi 0

# set_free_handicap: the same for any number of stones.
clear_board
20 set_free_handicap C3 G7 C7
#? []
play w E5
kata-set-rules tromp-taylor
21 final_score
#? [B\+2\.0]
kata-set-rules chinese-ogs
22 final_score
#? [W\+1\.0]
kata-set-rules aga
23 final_score
#? [0]
kata-set-rules new-zealand
24 final_score
#? [B\+2\.0]

# Rules set before the handicap apply to it as well.
clear_board
kgs-rules aga
30 fixed_handicap 4
#? [C3 G7 C7 G3]
31 final_score
#? [B\+78\.0]
kgs-rules chinese
32 final_score
#? [B\+77\.0]
clear_board
kata-set-rules aga
33 place_free_handicap 5
#? [C3 G7 C7 G3 E5]
34 final_score
#? [B\+77\.0]
kata-set-rules chinese
35 final_score
#? [B\+76\.0]

# Stones played as moves are not handicap stones: no bonus.
clear_board
kata-set-rules chinese
play b C3
play b G7
play w E5
40 final_score
#? [B\+1\.0]
kata-set-rules aga
41 final_score
#? [B\+1\.0]
