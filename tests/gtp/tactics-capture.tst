# tactics-capture.tst - genmove's search reads simple fights: it captures a chain in atari,
# saves its own chain from atari, and wins a capturing race
#
# Run by tests/gtp/run-tst (see its header for the format), with the engine's default effort;
# under gogui-regress run "kosumi --seed 1". Each answer is the only good move by a wide margin,
# so it does not depend on the seed or on how many playouts the machine's load allows.

# Capture: white's three stones D5 E5 F5 have one liberty, G5, which would join them to the
# wall H4 H5 H6: nothing catches them once they get out, so only the capture takes them. (With
# a lone white stone at H5 black H4 nets them as well: GNU Go reads them dead after H4 G5.)
#   6 . . . X X X . O .
#   5 . . X O O O . O .
#   4 . . . X X X . O .
boardsize 9
komi 7
play w D5
play w E5
play w F5
play b C5
play b D4
play b E4
play b F4
play b D6
play b E6
play b F6
play w H5
play w H4
play w H6
10 reg_genmove b
#? [G5]
11 genmove b
#? [G5]
12 captures black
#? [3]

# Escape: black's three stones D5 E5 F5 have one liberty, G5; extending there gives them three
# (black stones at H4 and H6 break the ladder), capturing nothing would save them.
clear_board
play b D5
play b E5
play b F5
play w C5
play w D4
play w E4
play w F4
play w D6
play w E6
play w F6
play b H4
play b H6
play b B2
20 genmove b
#? [G5]
21 list_stones black
#? [.*G5.*]

# Capturing race on 7x7: black's B1 B2 B3 had three liberties (A1 A2 A3) against two for white's
# C1 C2 C3 (D2 D3); white has just filled A1, so it is two against two with black to move. Only
# taking a liberty of white's chain wins: capturing A1 at A2 leaves black two liberties with white
# to move, and white wins the race. The rest is settled; with komi 3.5 the race decides the game.
#   7 . . . . O X .
#   6 . . . . O X .
#   5 O O O O O X .
#   4 O O X X X X .
#   3 . X O . X X .
#   2 . X O . X X .
#   1 O X O X X X .
#     A B C D E F G
boardsize 7
komi 3.5
play w A5
play w B5
play w C5
play w D5
play w E5
play w E6
play w E7
play w A4
play w B4
play b C4
play b D4
play b E4
play b E3
play b E2
play b E1
play b D1
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b B1
play b B2
play b B3
play w C1
play w C2
play w C3
play w A1
30 reg_genmove b
#? [D2|D3]
31 genmove b
#? [D2|D3]
