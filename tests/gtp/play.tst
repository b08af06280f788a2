# play.tst - play: colors and vertices in any case, any color order, passes, captures, and the
# four illegal moves (occupied point, simple ko, positional superko, one-stone suicide) under
# kosumi's default rules (Tromp-Taylor: positional superko, multi-stone suicide allowed)
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in play-errors.gtpt.
# After every refusal the position, the captures and the history are checked unchanged.

boardsize 9
clear_board

# Colors and vertices are case-insensitive; the output is upper case.
1 play b d4
#? []
2 play WHITE E5
#? []
3 play Black c3
#? []
4 play W f6
#? []
5 play B pass
#? []
6 play w PASS
#? []
7 list_stones black
#? [D4 C3]
8 list_stones white
#? [F6 E5]
9 move_history
#? [white pass\nblack pass\nwhite F6\nblack C3\nwhite E5\nblack D4]

# Either color may move at any time, several times in a row, and after two passes.
10 play b G7
#? []
11 play b G3
#? []
12 play b pass
#? []
13 play b pass
#? []
14 play b pass
#? []
15 play w J9
#? []
16 play w J8
#? []
17 last_move
#? [white J8]
18 list_stones black
#? [G7 D4 C3 G3]

# A capture, then the simple ko: the immediate retake is illegal, later it is legal.
#   . X O .        B3 X  C3 O
#   X O . O        A2 X  B2 O  D2 O
#   . X O .        B1 X  C1 O
clear_board
play b B3
play w C3
play b A2
play w B2
play w D2
play b B1
play w C1
30 play b C2
#? []
31 captures black
#? [1]
32 color B2
#? [empty]
# A ko threat and its answer; now the retake is legal and captures.
play w H8
play b H7
39 play w B2
#? []
40 captures white
#? [1]
41 color C2
#? [empty]

# Positional superko: on 2x2, white takes three stones with one and black's A1 would repeat the
# position after "black A1, white B2" (not a simple ko: three stones were taken).
boardsize 2
play b A1
play w B2
play b B1
play b A2
50 play w B2
#? []
51 captures white
#? [3]
57 play b A2
#? []
58 list_stones black
#? [A2]

# (One-stone suicide, never legal: play-errors.gtpt.)
boardsize 5

# Multi-stone suicide is legal under Tromp-Taylor: the chain goes, white gets the prisoners.
clear_board
play b A1
play w B1
play w B2
play w A3
70 play b A2
#? []
71 list_stones black
#? []
72 captures white
#? [2]
73 last_move
#? [black A2]
# Black A1 again would repeat the position before 70: a superko violation; A2 is new.
77 play b A2
#? []
78 list_stones black
#? [A2]
