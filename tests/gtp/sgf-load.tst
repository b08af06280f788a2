# sgf-load.tst - loadsgf FILE [MOVE_NUMBER] and printsgf on committed records: the color to move,
# the position, size, komi and rules taken from the file, the record printed back
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format), with this
# directory as the working directory; the error answers are checked in sgf-load-errors.gtpt. The
# answers to loadsgf were checked against GNU Go 3.8.

# A record GNU Go wrote (root AB[ee] PL[W], KM[5.5]), to the end: white passed last.
1 loadsgf ../data/sgf/gnugo-9.sgf
#? [black]
2 last_move
#? [white pass]
3 printsgf
#? [\(;GM\[1\]FF\[4\].*SZ\[9\]KM\[5\.5\].*\nAB\[ee\]PL\[W\]\n;W\[cf\];B\[fc\].*;W\[\]\)]
4 captures black
#? [[0-9]+]

# Before move 1: the setup only, white to move (PL[W]).
10 loadsgf ../data/sgf/gnugo-9.sgf 1
#? [white]
11 list_stones black
#? [E5]
12 list_stones white
#? []
13 move_history
#? []

# Before move 3: moves 1 and 2 played, the third (white's) next.
20 loadsgf ../data/sgf/gnugo-9.sgf 3
#? [white]
21 move_history
#? [black F7\nwhite C4]
22 list_stones black
#? [F7 E5]
23 list_stones white
#? [C4]

# Before move 27, the first of two passes in the middle of the game, as GNU Go answers it.
30 loadsgf ../data/sgf/gnugo-9.sgf 27
#? [white]
31 list_stones black
#? [B8 A7 F7 H7 J7 B6 C6 G6 H6 C5 D5 E5 F5 E4]
32 list_stones white
#? [A6 J6 A5 B5 G5 H5 J5 B4 C4 D4 F4 G4 E3]
33 last_move
#? [black E4]

# A move number past the end, and 0: the whole game.
40 loadsgf ../data/sgf/gnugo-9.sgf 1000
#? [black]
41 last_move
#? [white pass]
42 loadsgf ../data/sgf/gnugo-9.sgf 0
#? [black]

# The size and komi come from the file: 13x13, KM[0.5]; HA[2] with two AB stones is a handicap.
50 loadsgf ../data/sgf/ogs.sgf 1
#? [white]
51 list_stones black
#? [K10 D4]
52 is_legal black N13
#? [1]
# The main line only: the variation at the end is not loaded.
56 loadsgf ../data/sgf/ogs.sgf
#? [black]
57 list_stones black
#? [D10 K10 L10 D4]
58 list_stones white
#? [J11 L11 K4]

# A file without KM keeps the session's komi; one without RU keeps the session's rules.
boardsize 19
komi 3.25
60 loadsgf ../data/sgf/ff3.sgf
#? [black]
61 printsgf
#? [.*SZ\[9\]KM\[3\.25\]RU\[japanese\]\n.*]
62 list_stones white
#? [F4 G3]

# A ko taken and retaken (RU[Japanese], KM[0.5]): one capture each, a 9x9 board from 19x19.
70 loadsgf ../sgf/ko.sgf
#? [white]
71 captures black
#? [1]
72 captures white
#? [1]
73 list_stones black
#? [E6 D5 F5 E4 A1]
74 list_stones white
#? [A9 F6 G5 F4]
75 final_score
#? [B\+0\.5]
# Before move 9: white has just taken the ko at E5.
76 loadsgf ../sgf/ko.sgf 9
#? [black]
77 color E5
#? [white]
78 color F5
#? [empty]
79 is_legal black F5
#? [0]

# Setup after moves (AE, AB, AW in the third node) goes back out as a setup node.
80 loadsgf ../sgf/setup.sgf
#? [black]
81 list_stones black
#? [A7 B6 D5 E3]
82 list_stones white
#? [E5 D4 C3 F2 G1]
83 printsgf
#? [.*SZ\[7\]KM\[3\.5\].*\nAB\[cc\]\[ee\]AW\[ec\]\[ce\]PL\[W\]\n;W\[dd\];B\[dc\]\n;AB\[aa\]AW\[gg\]AE\[cc\]\n;B\[bb\];W\[ff\]\)]
# Before move 3: the setup node before it is applied (C5 removed, A7 and G1 added).
84 loadsgf ../sgf/setup.sgf 3
#? [black]
85 list_stones black
#? [A7 D5 E3]

# A 25x25 board (tt is a point there, not a pass), RU[Chinese]; the AE empties B24 inside AB.
90 loadsgf ../data/sgf/big25.sgf 1
#? [black]
91 list_stones white
#? [U6]
92 countlib A25
#? [7]

# printsgf of a fresh game: size, komi, rules (chinese, from big25.sgf), no node but the root.
boardsize 5
komi 7.5
clear_board
100 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[5\]KM\[7\.5\]RU\[chinese\]\n\)]
# KM is an SGF Real, no exponent, no negative zero: written exactly as komi reads it.
komi 1000000
104 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[5\]KM\[1000000\]RU\[chinese\]\n\)]
komi -0
105 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[5\]KM\[0\]RU\[chinese\]\n\)]
komi 123456.78
106 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[5\]KM\[123456\.78\]RU\[chinese\]\n\)]
107 final_score
#? [W\+123456\.78]
108 kosumi-rules
#? [.*, komi 123456\.78]
komi 0.01
109 final_score
#? [W\+0\.01]
komi 7.5
# Passes are written B[] and W[]; after two passes the result is in RE.
play b C3
play w pass
play b pass
101 printsgf
#? [.*RU\[chinese\]RE\[B\+17\.5\]\n;B\[cc\];W\[\];B\[\]\)]
# Handicap stones are written as AB with HA, white to move.
clear_board
boardsize 9
fixed_handicap 3
102 printsgf
#? [.*SZ\[9\]KM\[7\.5\]HA\[3\]RU\[chinese\]\nAB\[cc\]\[gc\]\[cg\]PL\[W\]\n\)]
# A move after the handicap. (printsgf FILE and the printsgf -> loadsgf round trip are tested by
# tests/sgf/gnugo.py, in the build tree: the source tree may be read-only.)
play w E5
103 printsgf
#? [.*\nAB\[cc\]\[gc\]\[cg\]PL\[W\]\n;W\[ee\]\)]
