# handicap.tst - fixed_handicap, place_free_handicap, set_free_handicap
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in handicap-errors.gtpt.
# The fixed points are GoGui's and gomill's (third line below 13x13, fourth line from 13x13 on;
# GNU Go differs only on 12x12); clients compare them as sets, so each answer is also checked
# with list_stones, which lists in reading order.

boardsize 19
1 fixed_handicap 2
#? [D4 Q16]
2 list_stones black
#? [Q16 D4]
clear_board
6 fixed_handicap 3
#? [D4 Q16 D16]
clear_board
7 fixed_handicap 4
#? [D4 Q16 D16 Q4]
clear_board
8 fixed_handicap 5
#? [D4 Q16 D16 Q4 K10]
clear_board
9 fixed_handicap 6
#? [D4 Q16 D16 Q4 D10 Q10]
clear_board
10 fixed_handicap 7
#? [D4 Q16 D16 Q4 D10 Q10 K10]
clear_board
11 fixed_handicap 8
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16]
clear_board
12 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
13 list_stones black
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
14 list_stones white
#? []

# Other sizes: 9 (3rd line, 9 stones), 13 (4th line), 12 (3rd line, 4 stones), 7 (4 stones).
boardsize 9
20 fixed_handicap 9
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5]
boardsize 9
21 fixed_handicap 2
#? [C3 G7]
boardsize 13
22 fixed_handicap 4
#? [D4 K10 D10 K4]
boardsize 13
23 fixed_handicap 9
#? [D4 K10 D10 K4 D7 K7 G4 G10 G7]
boardsize 12
24 fixed_handicap 4
#? [C3 K10 C10 K3]
boardsize 12
boardsize 7
26 fixed_handicap 4
#? [C3 E5 C5 E3]
boardsize 25
27 fixed_handicap 9
#? [D4 W22 D22 W4 D13 W13 N4 N22 N13]

# Moves after the handicap undo back to it, never further.
boardsize 9
fixed_handicap 3
play w E5
play b D4
51 gg-undo 2
#? []

# place_free_handicap: the fixed points where the board has them, then a deterministic spread;
# exactly the number asked, from 2 to size*size - 1.
boardsize 19
60 place_free_handicap 4
#? [D4 Q16 D16 Q4]
61 list_stones black
#? [D16 Q16 D4 Q4]
boardsize 19
62 place_free_handicap 13
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 G7 N7 G13 N13]
boardsize 9
67 place_free_handicap 80
#? [([A-J][1-9] ){79}[A-J][1-9]]
68 all_legal white
#? [[A-J][1-9]]
boardsize 5
70 place_free_handicap 3
#? [C3 B2 D2]
boardsize 3
71 place_free_handicap 8
#? [B2 A1 C1 A3 C3 B1 A2 C2]
boardsize 2
72 place_free_handicap 3
#? [A1 B2 B1]
boardsize 1

# set_free_handicap: any 2..size*size-1 distinct points; a pass or a repeat is a bad list.
boardsize 9
80 set_free_handicap a1 J9 e5
#? []
81 list_stones black
#? [J9 E5 A1]
clear_board
boardsize 2
91 set_free_handicap A1 A2 B1
#? []
92 list_stones black
#? [A2 A1 B1]
93 play w B2
#? []
94 captures white
#? [3]
