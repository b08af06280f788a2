# genmove.tst - genmove, kgs-genmove_cleanup, reg_genmove and its kin: a legal move (never an
# occupied point, a suicide, a ko or superko violation), never the mover's own true eye, pass
# when nothing is left; genmove plays it, reg_genmove does not
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in genmove-errors.gtpt.
# Where a test pins a vertex, the position leaves exactly one move, whatever the seed, or one good
# move by far.

boardsize 9
1 genmove b
#? [[A-HJ][1-9]]
2 genmove w
#? [[A-HJ][1-9]]
3 genmove WHITE
#? [[A-HJ][1-9]]
4 list_stones white
#? [[A-HJ][1-9] [A-HJ][1-9]]
5 move_history
#? [white [A-HJ][1-9]\nwhite [A-HJ][1-9]\nblack [A-HJ][1-9]]
9 reg_genmove b
#? [[A-HJ][1-9]]
10 move_history
#? [white [A-HJ][1-9]\nwhite [A-HJ][1-9]\nblack [A-HJ][1-9]]
11 kgs-genmove_cleanup b
#? [[A-HJ][1-9]]
12 last_move
#? [black [A-HJ][1-9]]

# Moves go on after two passes (the controller decides when the game ends).
play b pass
play w pass
13 genmove b
#? [[A-HJ][1-9]]
14 genmove b
#? [[A-HJ][1-9]]

# 1x1: the only point is a suicide: pass.
boardsize 1
20 genmove b
#? [pass]
21 reg_genmove w
#? [pass]
22 move_history
#? [black pass]

#  3 . X .        every empty point is a black eye: black passes rather than fill one;
#  2 X X X        white passes because each point is a suicide
#  1 . X .
boardsize 3
play b B1
play b B2
play b B3
play b A2
play b C2
30 genmove b
#? [pass]
31 kgs-genmove_cleanup b
#? [pass]
32 genmove w
#? [pass]
33 reg_genmove b
#? [pass]
34 list_stones black
#? [B3 A2 B2 C2 B1]
35 list_stones white
#? []

#  4 X X O .      black has just taken a ko at C2 (capturing B2). White: B2 is the ko retake,
#  3 . X O O      A1 and A3 are suicides, D4 is white's own eye; D1 (a false eye: C2 is black)
#  2 X . X O      saves C1 from atari: the only move. Black: A1, A3, B2 are black's eyes, D4 is
#  1 . X O .      a suicide; D1 captures C1: the only move.
boardsize 4
play w C3
play w D2
play w C1
play w C4
play w D3
play w B2
play b A2
play b B1
play b B3
play b A4
play b B4
40 play b C2
#? []
41 captures black
#? [1]
42 reg_genmove w
#? [D1]
43 reg_genmove w
#? [D1]
45 list_stones white
#? [C4 C3 D3 D2 C1]
46 reg_genmove b
#? [D1]
47 list_stones black
#? [A4 B4 B3 A2 C2 B1]
48 genmove b
#? [D1]
49 captures black
#? [2]
50 last_move
#? [black D1]

# gg_genmove and restricted_genmove, the regression files' other two (GNU Go's extensions):
# reg_genmove on a random stream of its own, seeded by the optional argument (0 without it), and
# reg_genmove choosing among the listed vertices alone (a pass when none of them is legal, unless
# listed); neither plays its move.
boardsize 9
play b E5
51 restricted_genmove w C3 G7
#? [C3|G7]
52 restricted_genmove w E5
#? [pass]
53 restricted_genmove w A1
#? [A1]
54 restricted_genmove w E5 pass
#? [pass]
55 gg_genmove w
#? [[A-HJ][1-9]]
56 gg_genmove w 18446744073709551615
#? [[A-HJ][1-9]]
57 move_history
#? [black E5]

# A game of random moves on 9x9: every answer a vertex or pass, and the board stays consistent
# enough to be scored.
boardsize 9
60 genmove b
#? [[A-HJ][1-9]|pass]
61 genmove w
#? [[A-HJ][1-9]|pass]
62 genmove b
#? [[A-HJ][1-9]|pass]
63 genmove w
#? [[A-HJ][1-9]|pass]
64 genmove b
#? [[A-HJ][1-9]|pass]
65 genmove w
#? [[A-HJ][1-9]|pass]
66 genmove b
#? [[A-HJ][1-9]|pass]
67 genmove w
#? [[A-HJ][1-9]|pass]
68 genmove b
#? [[A-HJ][1-9]|pass]
69 genmove w
#? [[A-HJ][1-9]|pass]
70 final_score
#? [[BW]\+[0-9.]+|0]

# reg_genmove never answers resign (GNU Go's definition: a move or PASS), where genmove, asked
# the same, resigns: black's second hopeless move in a row, komi 150.
boardsize 9
clear_board
komi 150
80 genmove b
#? [[A-HJ][1-9]]
81 genmove w
#? [[A-HJ][1-9]]
82 reg_genmove b
#? [[A-HJ][1-9]|pass]
83 genmove b
#? [resign]

# White giving stones resigns only far below the threshold early on (engine_resign_threshold):
# with the threshold at 0.5, white giving 2 stones on 9x9 (about 30% by its search) plays on at
# its second move, where an even game's mover at that win rate resigns.
boardsize 9
clear_board
komi 0.5
kosumi-param resign_threshold 0.5
fixed_handicap 2
84 genmove w
#? [[A-HJ][1-9]]
85 genmove b
#? [[A-HJ][1-9]]
86 genmove w
#? [[A-HJ][1-9]]
kosumi-param resign_threshold 0.1
