# stale-state.tst - genmove and the analysis commands after the game changed under them: a GUI
# navigates with undo, clear_board and a replay, and changes the board size or komi between
# questions. The search's kept tree and genmove's last answer belong to one game (the same
# rules, komi, start and moves), never to another game with the same stones.
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format), at seed 1.

# The same stones by other moves, under positional superko (tromp-taylor): in the replay, white's
# B2 would repeat the position after white's first move. The tree of the first line's genmove
# must not answer for the second line.
boardsize 5
komi -5
play b A2
play w pass
play b B3
play w C3
play b B1
play w C1
play b pass
play w D2
play b C2
genmove w
undo
clear_board
play b A2
play w B2
play b B3
play w C3
play b B1
play w C1
play b pass
play w D2
play b C2
1 is_legal w B2
#? [0]
2 genmove w
#? [!B2]

# The same under simple ko (japanese, then chinese): in the first line black captured at D3
# before a pass, so white may retake at C3; in the replay black captured last, and C3 is a ko.
kata-set-rules japanese
clear_board
play b B3
play w D4
play b C4
play w D2
play b C2
play w E3
play b pass
play w C3
play b D3
play w A5
play b pass
genmove w
undo
clear_board
play b B3
play w D4
play b C4
play w D2
play b C2
play w E3
play b pass
play w C3
play b pass
play w A5
play b D3
10 is_legal w C3
#? [0]
11 genmove w
#? [!C3]
kata-set-rules chinese
clear_board
play b B3
play w D4
play b C4
play w D2
play b C2
play w E3
play b pass
play w C3
play b D3
play w A5
play b pass
genmove w
undo
clear_board
play b B3
play w D4
play b C4
play w D2
play b C2
play w E3
play b pass
play w C3
play b pass
play w A5
play b D3
12 is_legal w C3
#? [0]
13 genmove w
#? [!C3]

# reg_genmove's answer is for its own question only: not for another board size (an empty board
# hashes alike at every size), another komi, or a search that must avoid it.
kata-set-rules tromp-taylor
komi 7.5
boardsize 19
20 reg_genmove b
#? [[A-HJ-T](1[0-9]|[1-9])]
boardsize 9
21 genmove b
#? [[A-HJ][1-9]]
boardsize 19
22 reg_genmove b
#? [[A-HJ-T](1[0-9]|[1-9])]
boardsize 9
23 kata-genmove_analyze b 0 maxmoves 1
#? [info move [A-HJ][1-9] [^?]*\nplay [A-HJ][1-9]]

# Black holds 15 points to white's 10: at komi 0.5 black's pass wins, at komi 10.5 it loses.
boardsize 5
komi 0.5
play b C1
play w D1
play b C2
play w D2
play b C3
play w D3
play b C4
play w D4
play b C5
play w D5
play w pass
30 reg_genmove b
#? [pass]
komi 10.5
31 genmove b
#? [!pass]

# E5 takes five white stones: reg_genmove answers it, a search that must avoid it does not.
komi 0.5
clear_board
play b C1
play w D1
play b C2
play w D2
play b C3
play w D3
play b C4
play w D4
play b C5
play w D5
play b E1
play w pass
play b E2
play w pass
play b E3
play w pass
play b E4
play w A1
40 reg_genmove b
#? [E5]
41 kata-genmove_analyze b 0 avoid b E5 1
#? [!.*play E5]

# Resigning takes two hopeless moves in a row of one game: a new game (clear_board) or a move
# taken back starts the count again.
boardsize 9
komi 150
50 genmove b
#? [!resign]
clear_board
51 genmove b
#? [!resign]
undo
52 genmove b
#? [!resign]
