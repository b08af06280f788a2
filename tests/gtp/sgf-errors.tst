# sgf-errors.tst - loadsgf failures: each is answered "cannot load file: 'NAME': REASON" on one
# line, and leaves the game exactly as it was (stones, history, komi, size and rules)
#
# Run by tests/gtp/run-tst (see its header for the format), with this directory as the working
# directory. Broken files by the thousand, generated at test time, are in tests/sgf/broken.py.

# The game every failure below must leave alone: 9x9, komi 6.5, tromp-taylor, two moves.
boardsize 9
komi 6.5
play b E5
play w C3

# The state, checked after each failure by the same four commands.
1 list_stones black
#? [E5]
2 move_history
#? [white C3\nblack E5]
3 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[tromp-taylor\]\n;B\[ee\];W\[cg\]\)]

# A file that does not exist.
10 loadsgf nosuch.sgf
#? [\?cannot load file: 'nosuch\.sgf': No such file or directory]
11 list_stones black
#? [E5]
12 move_history
#? [white C3\nblack E5]
13 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[tromp-taylor\]\n;B\[ee\];W\[cg\]\)]

# A directory, and a device that is not a regular file (never read: it would never end).
20 loadsgf ../sgf
#? [\?cannot load file: '\.\./sgf': Is a directory]
21 loadsgf /dev/zero
#? [\?cannot load file: '/dev/zero': not a regular file]
22 move_history
#? [white C3\nblack E5]

# Bad move numbers: the file is not even read.
30 loadsgf ../sgf/ko.sgf -1
#? [\?cannot load file: '\.\./sgf/ko\.sgf': bad move number '-1']
31 loadsgf ../sgf/ko.sgf x
#? [\?cannot load file: '\.\./sgf/ko\.sgf': bad move number 'x']
32 loadsgf ../sgf/ko.sgf 99999999999
#? [\?cannot load file: '\.\./sgf/ko\.sgf': bad move number '99999999999']
33 loadsgf
#? [\?syntax error: wrong number of arguments]
34 loadsgf ../sgf/ko.sgf 1 2
#? [\?syntax error: wrong number of arguments]
35 move_history
#? [white C3\nblack E5]
36 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[tromp-taylor\]\n;B\[ee\];W\[cg\]\)]

# A parse error, with the line and column of the value that never ends.
40 loadsgf ../sgf/unterminated.sgf
#? [\?cannot load file: '\.\./sgf/unterminated\.sgf': 3:8: unterminated value]
41 list_stones black
#? [E5]
42 move_history
#? [white C3\nblack E5]
43 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[tromp-taylor\]\n;B\[ee\];W\[cg\]\)]

# An illegal move: an immediate ko retake under RU[Japanese]. Neither the 9x9 board nor the
# japanese rules nor KM[0.5] of the file are kept.
50 loadsgf ../sgf/ko-retake.sgf
#? [\?cannot load file: '\.\./sgf/ko-retake\.sgf': move 9 \(B F5\): illegal move: ko]
51 list_stones black
#? [E5]
52 list_stones white
#? [C3]
53 move_history
#? [white C3\nblack E5]
54 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[tromp-taylor\]\n;B\[ee\];W\[cg\]\)]

# A point played twice (a fixture written for the reader's tests: B[tt] on 25x25 is U6, which
# AW[tt] holds); a move after a playable prefix (katago.sgf plays on an occupied point at move 16).
60 loadsgf ../data/sgf/big25.sgf
#? [\?cannot load file: '\.\./data/sgf/big25\.sgf': move 1 \(B U6\): illegal move: point occupied]
61 loadsgf ../data/sgf/katago.sgf
#? [\?cannot load file: '\.\./data/sgf/katago\.sgf': move 16 \(W J7\): illegal move: point occupied]
62 loadsgf ../data/sgf/katago.sgf 17
#? [\?cannot load file: '\.\./data/sgf/katago\.sgf': move 16 \(W J7\): illegal move: point occupied]
63 list_stones black
#? [E5]
64 move_history
#? [white C3\nblack E5]
65 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[tromp-taylor\]\n;B\[ee\];W\[cg\]\)]
66 loadsgf ../data/sgf/katago.sgf 16
#? [white]

# The positions before the illegal moves load.
67 loadsgf ../sgf/ko-retake.sgf 9
#? [black]
68 captures white
#? [1]
69 printsgf
#? [.*KM\[0\.5\]RU\[japanese\]\n.*]

# printsgf FILE where no file can be written.
70 printsgf /nonexistent-directory/game.sgf
#? [\?cannot write file: '/nonexistent-directory/game\.sgf': No such file or directory]
71 printsgf a b
#? [\?syntax error: wrong number of arguments]
