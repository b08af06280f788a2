# rules-ko.tst - the ko rules: simple ko, positional and situational superko, no ko rule
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in rules-ko-errors.gtpt.
# Each rule is set with kata-set-rules; its ko component (kata-get-rules) is what matters:
# chinese and japanese SIMPLE, tromp-taylor and chinese-ogs POSITIONAL, aga and new-zealand
# SITUATIONAL, {"ko":"NONE"} kosumi's extension without any ko rule.

# --- simple ko --------------------------------------------------------------------------------
#
#   5 . . . . X        black C2 has just taken white's B2:
#   4 . . . . .
#   3 . X O . .        white may not take back at B2 at once under any ko rule: that would
#   2 X . X O .        repeat the position before black's capture
#   1 . X O . .
#     A B C D E
boardsize 5
kata-set-rules chinese
play b B3
play w C3
play b A2
play w D2
play b B1
play w C1
play b E5
play w B2
1 play b C2
#? []
2 captures black
#? [1]
3 is_legal w B2
#? [0]
5 kata-set-rules tromp-taylor
#? []
6 is_legal w B2
#? [0]
7 kata-set-rules aga
#? []
8 is_legal w B2
#? [0]
9 kata-set-rules {"ko":"NONE"}
#? []
10 is_legal w B2
#? [1]
11 kata-set-rules japanese
#? []
12 is_legal w B2
#? [0]
# A ko threat and its answer: now white may take back, and black may not retake at once.
play w E1
play b E2
13 is_legal w B2
#? [1]
14 play w B2
#? []
15 captures white
#? [1]

# --- send two, return one: positional and situational superko disagree -----------------------
#
#   P0, black to move   black A3 (sends two)   white A1 (takes two)   black A2 (returns one)
#   4 O . . X           4 O . . X              4 O . . X              4 O . . X
#   3 . O . .           3 X O . .              3 . O . .              3 . O . .
#   2 X O . .           2 X O . .              2 . O . .              2 X O . .
#   1 . X . .           1 . X . .              1 O X . .              1 . X . .
#     A B C D             A B C D                A B C D                A B C D
#
# Black's A2 makes the board of P0 again, but with white to move.
# The repetition is of the board, not of the situation: positional superko (tromp-taylor,
# chinese-ogs, goe) refuses black's A2; situational superko (aga, new-zealand) allows it, since
# P0 had black to move and the new position has white to move; simple ko allows it too, since
# white's capture took two stones.
boardsize 4
kata-set-rules tromp-taylor
play b A2
play w B2
play b B1
play w B3
play b D4
play w A4
20 play b A3
#? []
21 play w A1
#? []
22 captures white
#? [2]
23 is_legal b A2
#? [0]
25 kata-set-rules chinese-ogs
#? []
26 is_legal b A2
#? [0]
27 kata-set-rules aga
#? []
28 is_legal b A2
#? [1]
29 kata-set-rules new-zealand
#? []
30 is_legal b A2
#? [1]
31 kata-set-rules chinese
#? []
32 is_legal b A2
#? [1]
33 kata-set-rules aga
#? []
34 play b A2
#? []
35 captures black
#? [1]
36 list_stones black
#? [D4 A2 B1]
37 list_stones white
#? [A4 B3 B2]
# Now the history repeats a position: rules with positional superko are refused, and nothing
# changes; situational and simple ko rules are accepted.
43 kata-set-rules new-zealand
#? []
44 kata-set-rules japanese
#? []
# Undoing the repetition makes positional superko acceptable again.
47 undo
#? []
48 kata-set-rules tromp-taylor
#? []
49 is_legal b A2
#? [0]

# --- triple ko: the cycle is refused under superko, allowed under simple ko --------------------
#
#   9 O X . X . . . . .     three kos: K1 at B1/C1 (white holds B1), K2 at B9/C9 (black holds
#   8 . O X . . . . . .     B9), K3 at G1/H1 (white holds G1). Black to move.
#   7 . . . . . . . . .
#   6 . . . . . . . . .     The cycle: b C1 (takes K1), w C9 (K2), b H1 (K3), w B1 (K1 back),
#   5 . . . . X . . . .     b B9 (K2 back), w G1 (K3 back). No move retakes the ko taken just
#   4 . . . . . . . . .     before it, so simple ko allows all six; the sixth repeats the
#   3 . . . . . . . . .     starting position with black to move, so both superkos refuse it.
#   2 . X O . . . X O .
#   1 X O . O . X O . O
#     A B C D E F G H J
boardsize 9
kata-set-rules tromp-taylor
play b A1
play w B1
play b B2
play w C2
play b F1
play w D1
play b G2
play w G1
play b B9
play w H2
play b C8
play w J1
play b D9
play w A9
play b E5
play w B8
50 play b C1
#? []
51 play w C9
#? []
52 play b H1
#? []
53 play w B1
#? []
54 play b B9
#? []
55 is_legal w G1
#? [0]
57 kata-set-rules aga
#? []
58 is_legal w G1
#? [0]
60 kata-set-rules chinese
#? []
61 is_legal w G1
#? [1]
62 play w G1
#? []
63 captures black
#? [3]
64 captures white
#? [3]
# Once more around under simple ko.
65 play b C1
#? []
66 play w C9
#? []
67 play b H1
#? []
68 captures black
#? [5]
# The history now holds the cycle: neither superko accepts it.
73 kata-set-rules japanese
#? []
74 kata-set-rules {"ko":"NONE"}
#? []
