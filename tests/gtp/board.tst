# board.tst - boardsize, clear_board, komi: sizes 1..25, komi kept across both
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in board-errors.gtpt.
# final_score on an empty board is the komi for white: it shows the komi in use.

1 boardsize 9
#? []
2 list_stones black
#? []
3 komi 6.5
#? []
4 final_score
#? [W\+6\.5]

# boardsize and clear_board keep the komi (Sabaki sends it once, before boardsize).
10 boardsize 13
#? []
11 final_score
#? [W\+6\.5]
12 clear_board
#? []
13 final_score
#? [W\+6\.5]

# Any finite number is a komi: negative, zero, integral, fractional, with an exponent.
20 komi -3
#? []
21 final_score
#? [B\+3\.0]
22 komi 0
#? []
23 final_score
#? [0]
24 komi 0.25
#? []
25 final_score
#? [W\+0\.25]
26 komi +7.5
#? []
27 final_score
#? [W\+7\.5]
28 komi 1e1
#? []
29 final_score
#? [W\+10\.0]
30 komi 375
#? []
31 final_score
#? [W\+375\.0]

# (Malformed komi and refused sizes: board-errors.gtpt.)
komi 7.5

# Stones for boardsize to clear.
boardsize 19
play b Q16
play w D4

# boardsize clears the board, the history and the captures.
60 boardsize 25
#? []
61 list_stones black
#? []
62 move_history
#? []
63 is_legal b Z25
#? [1]
64 play b Z25
#? []
65 play w A1
#? []
66 list_stones black
#? [Z25]
67 boardsize 1
#? []
68 all_legal black
#? []
70 play b pass
#? []
71 boardsize 2
#? []
72 play b A1
#? []
73 play w B2
#? []
74 list_stones white
#? [B2]

# clear_board empties the board and the history, resets captures, keeps the size.
boardsize 5
play w A1
play b A2
80 captures black
#? [0]
play b B1
81 captures black
#? [1]
82 clear_board
#? []
83 captures black
#? [0]
84 list_stones black
#? []
85 move_history
#? []
