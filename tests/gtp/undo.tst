# undo.tst - undo and gg-undo: any number of moves back to the start, never further; captures and
# the history restored; a refused undo changes nothing
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in undo-errors.gtpt.

boardsize 9
3 gg-undo 0
#? []

play b E5
play w D5
play b pass
play w E4
10 undo
#? []
11 last_move
#? [black pass]
12 undo
#? []
13 last_move
#? [white D5]
14 undo
#? []
15 undo
#? []

# A capture undone: the stone comes back and the captures go down.
play w A1
play b A2
play b B1
20 captures black
#? [1]
21 color A1
#? [empty]
22 undo
#? []
23 color A1
#? [white]
24 captures black
#? [0]
25 list_stones black
#? [A2]
26 countlib A1
#? [1]

# After an undo the same move, or another, can be played again.
27 play b B1
#? []
28 undo
#? []
29 play b B2
#? []
30 move_history
#? [black B2\nblack A2\nwhite A1]

# gg-undo N: N moves at once; more than the history holds is refused and changes nothing.
clear_board
play b C3
play w D4
play b E5
play w F6
play b G7
42 gg-undo 2
#? []
43 move_history
#? [black E5\nwhite D4\nblack C3]
44 gg-undo
#? []
45 last_move
#? [white D4]
49 gg-undo 2
#? []
50 list_stones black
#? []
52 gg-undo 0
#? []

# A long game undone to the start: every position is restored (here checked at the end only).
clear_board
play b A1
play w B1
play b C1
play w D1
play b E1
play w F1
play b G1
play w H1
play b J1
play w A2
play b B2
play w C2
play b D2
play w E2
play b F2
play w G2
play b H2
play w J2
60 gg-undo 18
#? []
61 list_stones white
#? []
62 list_stones black
#? []

# Undo restores the superko history too: after undoing the capture the position can repeat.
boardsize 2
play b A1
play w B2
play b B1
play b A2
play w B2
71 undo
#? []
72 undo
#? []
73 list_stones black
#? [A1 B1]
74 play b A2
#? []
