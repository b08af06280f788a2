# inspect.tst - the inspection commands, as GNU Go spells them: captures, is_legal, all_legal,
# list_stones, color, countlib, findlib, last_move, move_history, showboard, cputime
#
# Run by tests/gtp/run-tst (see its header for the format). Failures are matched as "?message".
# Vertex lists are in reading order: the top row first, left to right.

boardsize 5
1 last_move
#? [\?no previous move known]
2 move_history
#? []
3 list_stones black
#? []
4 captures black
#? [0]
5 all_legal black
#? [A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1]

#  5 . . . . .
#  4 . . . . .
#  3 . O O . .
#  2 X X X . .
#  1 . X . . .
play b A2
play b B2
play b C2
play b B1
play w B3
play w C3
10 list_stones black
#? [A2 B2 C2 B1]
11 list_stones BLACK
#? [A2 B2 C2 B1]
12 list_stones w
#? [B3 C3]
13 list_stones empty
#? [\?syntax error.*]
14 color A2
#? [black]
15 color c3
#? [white]
16 color E5
#? [empty]
17 color pass
#? [\?syntax error.*]
18 color F5
#? [\?syntax error.*]
19 color I1
#? [\?syntax error.*]
20 countlib B1
#? [4]
21 findlib B1
#? [A3 D2 A1 C1]
22 countlib B3
#? [4]
23 findlib c3
#? [B4 C4 A3 D3]
24 countlib E5
#? [\?vertex must not be empty]
25 findlib E5
#? [\?vertex must not be empty]
26 countlib pass
#? [\?syntax error.*]
27 findlib Z1
#? [\?syntax error.*]

# A1 is black's eye: white may not play it (suicide), black may (Tromp-Taylor: filling one's own
# eye is legal); occupied points are never legal; a pass always is.
30 is_legal w A1
#? [0]
31 is_legal b A1
#? [1]
32 is_legal white A2
#? [0]
33 is_legal b C1
#? [1]
34 is_legal b pass
#? [1]
35 is_legal b F1
#? [\?syntax error.*]
36 is_legal x A1
#? [\?syntax error.*]
37 all_legal w
#? [A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 D3 E3 D2 E2 C1 D1 E1]
38 all_legal b
#? [A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 D3 E3 D2 E2 A1 C1 D1 E1]
39 all_legal red
#? [\?syntax error.*]

40 last_move
#? [white C3]
41 move_history
#? [white C3\nwhite B3\nblack B1\nblack C2\nblack B2\nblack A2]
play w pass
42 last_move
#? [white pass]
43 move_history
#? [white pass\nwhite C3\nwhite B3\nblack B1\nblack C2\nblack B2\nblack A2]
undo

# captures COLOR: the stones COLOR has taken.
play w A3
play w D2
play w C1
44 captures white
#? [0]
play w A1
45 captures white
#? [4]
46 captures black
#? [0]
47 list_stones black
#? []
48 countlib D2
#? [4]
49 findlib d2
#? [D3 C2 E2 D1]

# showboard: coordinates on all four sides, the last move in parentheses, the captures, no empty
# line; it changes nothing.
clear_board
play b A2
play b B2
play b C2
play b B1
play w B3
play w C3
50 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5\n 4 \. \. \. \. \. 4\n 3 \. O\(O\)\. \. 3\n 2 X X X \. \. 2\n 1 \. X \. \. \. 1\n   A B C D E\nblack \(X\) has captured 0 stones\nwhite \(O\) has captured 0 stones\nlast move: white C3]
51 showboard
#? [!.*\n\n.*]
52 last_move
#? [white C3]
play b E5
53 showboard
#? [.*\n 5 \. \. \. \.\(X\)5\n.*]
boardsize 9
54 showboard
#? [A B C D E F G H J\n 9 (\. ){9}9\n 8 (\. ){9}8\n 7 \. \. \+ \. \. \. \+ \. \. 7\n.*\n 5 \. \. \. \. \+ \. \. \. \. 5\n.*\n 1 (\. ){9}1\n   A B C D E F G H J\nblack \(X\) has captured 0 stones\nwhite \(O\) has captured 0 stones]
boardsize 25
55 showboard
#? [A B C D E F G H J K L M N O P Q R S T U V W X Y Z\n25 (\. ){25}25\n.*\n 1 (\. ){25}1\n   A B C D E F G H J K L M N O P Q R S T U V W X Y Z\n.*]
boardsize 1
play b pass
56 showboard
#? [A\n 1 \. 1\n   A\nblack \(X\) has captured 0 stones\nwhite \(O\) has captured 0 stones\nlast move: black pass]

# cputime: seconds of processor time, a float.
60 cputime
#? [[0-9]+\.[0-9]{3}]
