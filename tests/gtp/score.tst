# score.tst - final_score (Tromp-Taylor: the board as it stands, every stone alive; other rules:
# without the stones the search judges dead) and final_status_list (the search's judgement; no
# seki estimate yet)
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
#? [W\+5]
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
kata-set-rules tromp-taylor
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
#? [B\+81]
play w E5
31 final_score
#? [B\+1]
32 final_status_list alive
#? [G7\nE5\nC3]
komi 1
33 final_score
#? [0]
komi 1.5
34 final_score
#? [W\+0\.5]
