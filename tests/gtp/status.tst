# status.tst - final_status_list and final_score where reading decides, not the playouts: lone
# and two-stone invaders in settled areas are dead at every seed, and a corner that dies when a
# shared liberty is filled is no seki (issue 22). tests/status/status-seeds.py runs this file
# at more seeds.
#
# Run by tests/gtp/run-tst (see its header for the format); under gogui-regress run
# "kosumi --seed 1".

# Lone invaders: black's wall on column E, white's on column F, white's B7 in black's area and
# black's H3 in white's, both passed. Both invaders are dead (GNU Go agrees). Area: black 36,
# white 27 + 7. Territory: black 36 + 1 prisoner, white 27 + 1 + 7 (GNU Go's default rules
# answer B+1.0, counting B5 as dame in its own final_status_list dame; B+2.0 under
# --chinese-rules). Tromp-Taylor counts the board as it stands: both areas reach both colours,
# 10 stones each, W+7.
#  9 . . . . X O . . .
#  7 . O . . X O . . .
#  3 . . . . X O . X .
#  1 . . . . X O . . .
#    A B C D E F G H J
boardsize 9
clear_board
komi 7
play b E1
play w F1
play b E2
play w F2
play b E3
play w F3
play b E4
play w F4
play b E5
play w F5
play b E6
play w F6
play b E7
play w F7
play b E8
play w F8
play b E9
play w F9
play b H3
play w B7
play b pass
play w pass
kata-set-rules chinese
10 final_status_list dead
#? [B7\nH3]
11 final_status_list seki
#? []
12 final_score
#? [B\+2\.0]
# As GNU Go 3.8 lists them (either rules), a dead stone's point is in no territory list and not
# dame, though the score counts it for the captor.
17 final_status_list black_territory
#? [A9 B9 C9 D9 A8 B8 C8 D8 A7 C7 D7 A6 B6 C6 D6 A5 B5 C5 D5 A4 B4 C4 D4 A3 B3 C3 D3 A2 B2 C2 D2 A1 B1 C1 D1]
18 final_status_list white_territory
#? [G9 H9 J9 G8 H8 J8 G7 H7 J7 G6 H6 J6 G5 H5 J5 G4 H4 J4 G3 J3 G2 H2 J2 G1 H1 J1]
19 final_status_list dame
#? []
kata-set-rules japanese
13 final_status_list dead
#? [B7\nH3]
14 final_score
#? [B\+2\.0]
kata-set-rules tromp-taylor
15 final_status_list dead
#? [B7\nH3]
16 final_score
#? [W\+7\.0]

# A dead corner that shares two liberties with a black stone: white's A2 B2 C2 D2 D1 and black's
# B1 share A1 and C1. Black's A1 is a self-atari, but white's capture at C1 leaves a two-point eye
# space that black kills: not a seki, the white corner is dead and B1 alive (GNU Go agrees).
# Area: black rows 1 to 5, 45 points, white rows 7 to 9, 27 + 7: B+11 (GNU Go's --chinese-rules
# answers B+10.0, though its own territory lists count 45). Territory: black 28 + 5 prisoners,
# white 18 + 7: B+8 (GNU Go's default rules: B+8.0). Tromp-Taylor: black 17 stones + 21
# points, white 14 stones + 18 points + 7: W+1.
#  7 O O O O O O O O O
#  6 . . . . . . . . .
#  5 X X X X X X X X X
#  4 . . . . . . . . .
#  3 X X X X X . . . .
#  2 O O O O X . . . .
#  1 . X . O X . . . .
#    A B C D E F G H J
clear_board
play w A2
play w B2
play w C2
play w D2
play w D1
play b B1
play b A3
play b B3
play b C3
play b D3
play b E3
play b E2
play b E1
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
kata-set-rules chinese
20 final_status_list dead
#? [A2 B2 C2 D2 D1]
21 final_status_list seki
#? []
22 final_score
#? [B\+11\.0]
kata-set-rules japanese
23 final_status_list dead
#? [A2 B2 C2 D2 D1]
24 final_status_list seki
#? []
25 final_score
#? [B\+8\.0]
kata-set-rules tromp-taylor
26 final_status_list dead
#? [A2 B2 C2 D2 D1]
27 final_score
#? [W\+1\.0]

# Two-stone invaders in a settled area (issue 37): black's wall on row 5, white's on row 6, and
# white's D3 E3 (then D2 E2) in black's area, both passed. Dead for GNU Go (either rules). The
# playouts capture such a pair about half the time, which left black's area black's by about
# 0.3, the threshold: before the invader's own ownership was read too, seed 6 called D3 E3
# alive and seeds 9, 12, 14, 16 and 17 of 20 called D2 E2 alive, and each time the score swung
# 38 points to W+36. Area: black 45, white 36 + 7: B+2. Territory: black 36 + 2 prisoners,
# white 27 + 7: B+4 (GNU Go's default rules answer B+3.0, counting a point beside the wall
# as dame).
#  6 O O O O O O O O O
#  5 X X X X X X X X X
#  3 . . . O O . . . .
#    A B C D E F G H J
clear_board
play b A5
play w A6
play b B5
play w B6
play b C5
play w C6
play b D5
play w D6
play b E5
play w E6
play b F5
play w F6
play b G5
play w G6
play b H5
play w H6
play b J5
play w J6
play w D3
play w E3
play b pass
play w pass
kata-set-rules chinese
30 final_status_list dead
#? [D3 E3]
31 final_score
#? [B\+2\.0]
kata-set-rules japanese
32 final_status_list dead
#? [D3 E3]
33 final_score
#? [B\+4\.0]
undo
undo
undo
undo
play w D2
play w E2
play b pass
play w pass
kata-set-rules chinese
34 final_status_list dead
#? [D2 E2]
35 final_score
#? [B\+2\.0]
