# tactics-reading.tst - genmove's search on the reading of tactics.h: a race won by the atari
# from a chain of two liberties, the vital points of the pyramid four and the bulky five (to kill
# and to live), the snapback, and a seki whose shared liberties neither side fills
#
# Run by tests/gtp/run-tst (see its header for the format), with the engine's default effort;
# under gogui-regress run "kosumi --seed 1". Each position is on 7x7 with walls that settle the
# rest, and the komi makes the local fight decide the game; GNU Go 3.8 (level 10) gives the same
# answers.

# Two liberties against two: black's A1 B1 A2 B2 C2 (liberties C1 D2) and white's F1 G1 E2 F2 G2
# (D2 E1). Black's D2 takes white's shared liberty while its chain gains D1: white is in atari
# at E1, whose extension keeps one liberty. Any other move lets white play D2 and win the race.
#   4 . . . O X . .
#   3 O O O O X X X
#   2 X X X . O O O
#   1 X X . . . O O
#     A B C D E F G
boardsize 7
komi 0.5
play w A3
play w B3
play w C3
play w D3
play w D4
play w D5
play w D6
play w D7
play b E3
play b F3
play b G3
play b E4
play b E5
play b E6
play b E7
play b A2
play b B2
play b C2
play b A1
play b B1
play w E2
play w F2
play w G2
play w F1
play w G1
10 reg_genmove w
#? [D2]
11 genmove b
#? [D2]

# Nakade, to kill: black's group around the bulky five B1 C1 D1 B2 C2 has no liberty outside.
# White's C1, the point next to three of the space, kills; after any other white move black's
# C1 leaves it eyes enough.
#   4 O O O O O . .
#   3 X X X X O O .
#   2 X . . X X O .
#   1 X . . . X O .
#     A B C D E F G
clear_board
komi -30.5
play b A1
play b A2
play b A3
play b B3
play b C3
play b D3
play b D2
play b E2
play b E1
play w A4
play w B4
play w C4
play w D4
play w E4
play w E3
play w F3
play w F2
play w F1
20 genmove w
#? [C1]

# Nakade, to live: the same group with black's B2 filled has the pyramid four B1 C1 D1 C2. Black's
# C1 makes three eyes; any other black move leaves a straight or bent three that white's C1
# kills.
clear_board
komi -30.5
play b A1
play b A2
play b A3
play b B3
play b C3
play b D3
play b D2
play b E2
play b E1
play b B2
play w A4
play w B4
play w C4
play w D4
play w E4
play w E3
play w F3
play w F2
play w F1
30 genmove b
#? [C1]

# Snapback: black's A2 A3 B2 B3 have two liberties, A1 and B1. White's throw-in at B1 is taken at
# A1 by a chain left with B1 alone, which white takes back; white's A1 instead lets black connect
# at B1 to C1 D1 and its living group.
#   5 O O O O O O O
#   4 O O O X X X X
#   3 X X O X . . .
#   2 X X O X . . .
#   1 . . X X . . .
#     A B C D E F G
clear_board
komi -9.5
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w A4
play w B4
play w C4
play w C3
play w C2
play b D4
play b E4
play b F4
play b G4
play b D3
play b D2
play b C1
play b D1
play b A3
play b B3
play b A2
play b B2
40 genmove w
#? [B1]

# Seki: black's thirteen stones around white's E1 E2 E3 E4 share with them their only
# liberties, D1 and F1, and white's wall surrounds black. Whoever fills one puts its own chain in
# atari and the other takes it (black then lives with five points; white's chain is black's
# eye space). Neither side may, whoever leads: black ahead by 4.5, then white ahead by 5.5.
#   6 . . O O O O O
#   5 . . O X X X O
#   4 . . O X O X O
#   3 . O O X O X O
#   2 . O X X O X X
#   1 . O X . O . X
#     A B C D E F G
clear_board
komi -25.5
play b C1
play b C2
play b D2
play b D3
play b D4
play b D5
play b E5
play b F5
play b F4
play b F3
play b F2
play b G2
play b G1
play w E1
play w E2
play w E3
play w E4
play w B1
play w B2
play w B3
play w C3
play w C4
play w C5
play w C6
play w D6
play w E6
play w F6
play w G6
play w G5
play w G4
play w G3
50 genmove b
#? [!(D1|F1)]
komi -15.5
51 genmove w
#? [!(D1|F1)]
