# rules-scoring.tst - final_score under area and territory scoring on the same final position,
# with prisoners on both sides; komi (negative, jigo); final_status_list's territory statuses
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in rules-scoring-errors.gtpt.
# GNU Go 3.8 answers this position the same way: W+4.0 by default (territory), W+5.0 with
# --chinese-rules, and the same three final_status_list territory answers.
#
#   5 . X O . .     black: 7 stones, territory A5 A3 A1, 1 prisoner (white's A3)
#   4 X X O . O     white: 8 stones, territory D5 E5 D4 E3 D2 D1 E1, 1 prisoner (black's E3)
#   3 . X O O .
#   2 X X O . O     area (chinese):       black 7 + 3 = 10, white 8 + 7 = 15: W+5
#   1 . X O . .     territory (japanese): black 3 + 1 = 4,  white 7 + 1 = 8:  W+4
#     A B C D E
boardsize 5
komi 0
play b B1
play w C1
play b B2
play w C2
play b B3
play w C3
play b B4
play w C4
play b B5
play w C5
play b E3
play w A3
play b A2
play w D3
play b A4
play w E2
play b pass
play w E4
1 captures black
#? [1]
2 captures white
#? [1]

3 kata-set-rules japanese
#? []
4 final_score
#? [W\+4\.0]
5 kata-set-rules chinese
#? []
6 final_score
#? [W\+5\.0]
7 kgs-rules japanese
#? []
8 final_score
#? [W\+4\.0]
9 kgs-rules aga
#? []
10 final_score
#? [W\+5\.0]
11 kata-set-rules tromp-taylor
#? []
12 final_score
#? [W\+5\.0]
13 kata-set-rules {"scoring":"TERRITORY"}
#? []
14 final_score
#? [W\+4\.0]

# Komi goes to white, a negative komi to black; a draw is "0". kata-set-rules leaves it alone.
komi 6.5
kata-set-rules japanese
20 final_score
#? [W\+10\.5]
kata-set-rules chinese
21 final_score
#? [W\+11\.5]
komi -4
kata-set-rules japanese
22 final_score
#? [0]
kata-set-rules chinese
23 final_score
#? [W\+1\.0]
komi -5
24 final_score
#? [0]
kata-set-rules japanese
25 final_score
#? [B\+1\.0]
komi -4.5
26 final_score
#? [B\+0\.5]
komi -10
kata-set-rules chinese
27 final_score
#? [B\+5\.0]
komi 0.5
28 final_score
#? [W\+5\.5]
komi 0

# The territory statuses: the empty points each color is counted for (one line, reading order,
# as GNU Go prints them), the same under area and territory scoring.
kata-set-rules chinese
30 final_status_list black_territory
#? [A5 A3 A1]
31 final_status_list white_territory
#? [D5 E5 D4 E3 D2 D1 E1]
32 final_status_list dame
#? []
kata-set-rules japanese
33 final_status_list black_territory
#? [A5 A3 A1]
34 final_status_list white_territory
#? [D5 E5 D4 E3 D2 D1 E1]
35 final_status_list dame
#? []
36 final_status_list alive
#? [B5 A4 B4 B3 A2 B2 B1\nC5 C4 C3 D3 C2 C1\nE4\nE2]

# Dame: empty points that reach both colors, or none (an empty board is all dame).
#
#   5 . X . O .
#   4 . X . O .     GNU Go 3.8: black_territory A5 A4 A2 A1, white_territory E5 E4 E3 E2 E1,
#   3 X X . O .     dame C5 C4 C3 C2 C1.
#   2 . X . O .     area: black 6 + 4 = 10, white 5 + 5 = 10: 0 (jigo)
#   1 . X . O .     territory: black 4, white 5: W+1
#     A B C D E
clear_board
40 final_status_list dame
#? [A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1]
41 final_status_list black_territory
#? []
play b B1
play w D1
play b B2
play w D2
play b B3
play w D3
play b B4
play w D4
play b B5
play w D5
play b A3
42 final_status_list black_territory
#? [A5 A4 A2 A1]
43 final_status_list white_territory
#? [E5 E4 E3 E2 E1]
44 final_status_list dame
#? [C5 C4 C3 C2 C1]
kata-set-rules chinese
45 final_score
#? [0]
kata-set-rules japanese
46 final_score
#? [W\+1\.0]
47 final_status_list dame
#? [C5 C4 C3 C2 C1]
