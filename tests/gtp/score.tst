# score.tst - final_score (Tromp-Taylor: the board as it stands, every stone alive; other rules:
# without the stones the search judges dead) and final_status_list (the search's judgement; in
# seki: chains sharing a liberty neither side may fill). A margin is written with at least one
# decimal, "W+5.0" as GNU Go and Pachi write it (gogui-twogtp compares the answers as strings);
# a draw is "0".
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in score-errors.gtpt.

boardsize 5
komi 0
1 final_score
#? [0]
2 final_status_list alive
#? []
3 final_status_list dead
#? []
4 final_status_list seki
#? []

#  5 . X O . .
#  4 . X O . .
#  3 . X O . .
#  2 . X O . .
#  1 . X O . .     black 5 stones + 5 points, white 5 stones + 10 points
play b B1
play b B2
play b B3
play b B4
play b B5
play w C1
play w C2
play w C3
play w C4
play w C5
10 final_score
#? [W\+5\.0]
komi -5
11 final_score
#? [0]
komi -5.5
12 final_score
#? [B\+0\.5]
komi 7.5
13 final_score
#? [W\+12\.5]
14 final_status_list alive
#? [B5 B4 B3 B2 B1\nC5 C4 C3 C2 C1]
15 final_status_list dead
#? []
16 final_status_list seki
#? []
17 final_status_list black_territory
#? [A5 A4 A3 A2 A1]

# A white stone inside black's area. Tromp-Taylor counts it as it stands, so black's A column
# reaches white too and becomes dame: white 6 stones + 10 points, black 5 stones. The search
# judges it dead, and the rules that take dead stones off count black's A column again:
# Chinese 10 to 15 + 7.5; Japanese black 5 points + 1 prisoner, white 10 + 7.5. Once black
# captures it, black has 7 stones + 3 points; prisoners do not count under area scoring.
play w A3
20 final_score
#? [W\+18\.5]
21 final_status_list alive
#? [B5 B4 B3 B2 B1\nC5 C4 C3 C2 C1]
24 final_status_list dead
#? [A3]
kata-set-rules chinese
25 final_score
#? [W\+12\.5]
kata-set-rules japanese
26 final_score
#? [W\+11\.5]
27 final_status_list dead
#? [A3]
# As GNU Go 3.8's, the territory statuses leave the dead stone's point out (final_score counts it
# for black): GNU Go lists A5 A4 A2 A1 and no dame, under either rules.
28 final_status_list black_territory
#? [A5 A4 A2 A1]
19 final_status_list dame
#? []
kata-set-rules tromp-taylor
29 final_status_list black_territory
#? []
play b A2
play b A4
22 captures black
#? [1]
23 final_score
#? [W\+12\.5]

# Handicap stones count as stones; Tromp-Taylor gives white no handicap bonus. With a white
# stone on the board every empty point reaches both colors: dame.
boardsize 9
komi 0
fixed_handicap 2
30 final_score
#? [B\+81\.0]
play w E5
31 final_score
#? [B\+1\.0]
32 final_status_list alive
#? [G7\nE5\nC3]
komi 1
33 final_score
#? [0]
komi 1.5
34 final_score
#? [W\+0\.5]

# A seki: black's inner chain (eye A1) and white's chain (eye E1) share the liberty C1, where
# neither may play; black's outer wall lives. Playouts that fill C1 would call white dead: the
# seki keeps both chains out of final_status_list dead. Japanese rules (tax SEKI) count neither
# eye: black 24 points of territory, white none. Area rules count the board: black 13 stones
# + 25 points, white 9 stones + 1 point.
#  7 . . . . . . .
#  4 X X X X . . .
#  3 O O O X X X X
#  2 X X O O O O X
#  1 . X . O . O X
boardsize 7
komi 0
play b A2
play b B2
play b B1
play w A3
play w B3
play w C3
play w C2
play w D2
play w E2
play w F2
play w D1
play w F1
play b A4
play b B4
play b C4
play b D4
play b D3
play b E3
play b F3
play b G3
play b G2
play b G1
40 final_status_list seki
#? [A3 B3 C3 C2 D2 E2 F2 D1 F1\nA2 B2 B1]
41 final_status_list dead
#? []
42 final_status_list alive
#? [A4 B4 C4 D4 D3 E3 F3 G3 G2 G1]
43 final_score
#? [B\+28\.0]
kata-set-rules japanese
44 final_score
#? [B\+24\.0]
kata-set-rules chinese
45 final_score
#? [B\+28\.0]
