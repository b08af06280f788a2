# errors.tst - every error text kosumi answers, each followed by a check that the refusal changed
# nothing (stones, captures, history, komi)
#
# Run by tests/gtp/run-tst (see its header for the format). Failures are matched as "?message".
# gomill forfeits an engine whose play is refused with anything but exactly "illegal move", so
# malformed arguments must be syntax errors and illegal moves must say "illegal move".

boardsize 9
komi 6.5
#  4 . . . . .    the position every check below compares against: black took a white stone
#  3 . X X O .    at B2 with C2; 9 moves in the history
#  2 X . X . O
#  1 . X . X .
play w B2
play b B1
play b A2
play b B3
play b C3
play w D3
play b C2
play w E2
play b D1
1 captures black
#? [1]
2 list_stones black
#? [B3 C3 A2 C2 B1 D1]
3 list_stones white
#? [D3 E2]
4 move_history
#? [black D1\nwhite E2\nblack C2\nwhite D3\nblack C3\nblack B3\nblack A2\nblack B1\nwhite B2]

# unknown command
10 undo_all
#? [\?unknown command]
11 Play b E5
#? [\?unknown command]
12 move_history
#? [black D1\nwhite E2\nblack C2\nwhite D3\nblack C3\nblack B3\nblack A2\nblack B1\nwhite B2]

# illegal move: occupied points, suicides (ko and superko: see play.tst and undo.tst)
20 play w C3
#? [\?illegal move]
21 play b C3
#? [\?illegal move]
22 play w A1
#? [\?illegal move]
27 play w B2
#? [\?illegal move]
23 list_stones white
#? [D3 E2]
24 list_stones black
#? [B3 C3 A2 C2 B1 D1]
25 captures white
#? [0]
26 last_move
#? [black D1]

# syntax errors: malformed or off-board vertex, bad color, not a number, wrong argument count
30 play b J10
#? [\?syntax error.*]
31 play b K5
#? [\?syntax error.*]
32 play b I5
#? [\?syntax error.*]
33 play b E
#? [\?syntax error.*]
34 play black 55
#? [\?syntax error.*]
35 play red E5
#? [\?syntax error.*]
36 play E5 black
#? [\?syntax error.*]
37 genmove bw
#? [\?syntax error.*]
38 boardsize 9x9
#? [\?syntax error.*]
39 komi seven
#? [\?syntax error.*]
40 fixed_handicap 2a
#? [\?syntax error.*]
41 gg-undo one
#? [\?syntax error.*]
42 time_settings 1 2
#? [\?syntax error.*]
43 is_legal b
#? [\?syntax error.*]
44 list_stones
#? [\?syntax error.*]
45 final_status_list maybe
#? [\?syntax error.*]
46 move_history
#? [black D1\nwhite E2\nblack C2\nwhite D3\nblack C3\nblack B3\nblack A2\nblack B1\nwhite B2]
47 final_score
#? [B\+[0-9.]+|W\+[0-9.]+|0]
48 list_stones black
#? [B3 C3 A2 C2 B1 D1]

# unacceptable size: the board and the game stay
50 boardsize 0
#? [\?unacceptable size]
51 boardsize 27
#? [\?unacceptable size]
52 list_stones black
#? [B3 C3 A2 C2 B1 D1]
53 captures black
#? [1]

# board not empty, invalid handicap: nothing placed
60 fixed_handicap 2
#? [\?board not empty]
61 place_free_handicap 4
#? [\?board not empty]
62 set_free_handicap E5 F5
#? [\?board not empty]
63 fixed_handicap 1
#? [\?invalid handicap]
64 list_stones black
#? [B3 C3 A2 C2 B1 D1]
65 move_history
#? [black D1\nwhite E2\nblack C2\nwhite D3\nblack C3\nblack B3\nblack A2\nblack B1\nwhite B2]

# vertex must not be empty, no previous move known, cannot undo, bad vertex list
70 countlib E5
#? [\?vertex must not be empty]
71 findlib A1
#? [\?vertex must not be empty]
72 gg-undo 10
#? [\?cannot undo]
73 move_history
#? [black D1\nwhite E2\nblack C2\nwhite D3\nblack C3\nblack B3\nblack A2\nblack B1\nwhite B2]
74 captures black
#? [1]
clear_board
75 last_move
#? [\?no previous move known]
76 undo
#? [\?cannot undo]
77 set_free_handicap E5 E5
#? [\?bad vertex list]
78 set_free_handicap E5 PASS
#? [\?bad vertex list]
79 list_stones black
#? []

# The komi survived every refusal above (6.5 on an empty board: W+6.5).
80 final_score
#? [W\+6\.5]
