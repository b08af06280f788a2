# tactics-life.tst - genmove's search on life and death and the end of the game: the only move
# that saves a group (and, for the other side, the only one that kills it), never filling its
# own eyes, never putting a chain into atari in a seki, passing when the game is over and not
# before dead stones are taken off
#
# Run by tests/gtp/run-tst (see its header for the format), with the engine's default effort;
# under gogui-regress run "kosumi --seed 1". Each answer is the only good move by a wide margin.

# Straight three on the edge: black's A2 B2 C2 D2 D1, walled in by white, has the eye space A1
# B1 C1. B1 makes two eyes; any other black move lets white kill there, and white's B1 kills.
# Everything else is settled, and the komi makes the corner decide the game.
#   7 . . . . O X .
#   6 . . . . O X .
#   5 . . . . O X .
#   4 . . . . O X .
#   3 O O O O O X .
#   2 X X X X O X .
#   1 . . . X O X .
#     A B C D E F G
boardsize 7
komi -10.5
play b A2
play b B2
play b C2
play b D2
play b D1
play w A3
play w B3
play w C3
play w D3
play w E3
play w E2
play w E1
play w E4
play w E5
play w E6
play w E7
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
10 reg_genmove b
#? [B1]
11 reg_genmove w
#? [B1]
12 genmove b
#? [B1]

# Own eyes: after B1, A1 and C1 are black's eyes; black must never fill them.
13 genmove b
#? [!(A1|C1)]
14 genmove b
#? [!(A1|C1)]

# Seki on 9x9: black's A2 B2 C2 and white's B1 share their only liberties, A1 and C1; whoever plays
# there puts its own chain into atari and loses it. Neither side may.
#   4 . . . . . .
#   3 O O O O . .
#   2 X X X O . .
#   1 . O . O . .
#     A B C D E F
boardsize 9
komi 7
play b A2
play b B2
play b C2
play w B1
play w A3
play w B3
play w C3
play w D3
play w D2
play w D1
play b F6
play b G4
play b E7
20 genmove b
#? [!(A1|C1)]
21 genmove w
#? [!(A1|C1)]
22 genmove b
#? [!(A1|C1)]
23 genmove w
#? [!(A1|C1)]

# The game is over on 5x5: black owns A to C, white D and E (straight five along the edge,
# alive), komi 0.5, black ahead by 4.5. White passes: black passes too.
#   5 . . X O .
#   ...
#   1 . . X O .
boardsize 5
komi 0.5
play b C1
play b C2
play b C3
play b C4
play b C5
play w D1
play w D2
play w D3
play w D4
play w D5
play w pass
30 genmove b
#? [pass]

# A dead white stone in black's area: black does not pass while it is on the board, under
# Tromp-Taylor rules (where it would count for white) and in kgs-genmove_cleanup.
clear_board
play b C1
play b C2
play b C3
play b C4
play b C5
play w D1
play w D2
play w D3
play w D4
play w D5
play w A3
play b pass
play w pass
40 genmove b
#? [!pass]
41 kgs-genmove_cleanup b
#? [!pass]
