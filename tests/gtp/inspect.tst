# inspect.tst - the inspection commands, as GNU Go spells them: captures, is_legal, all_legal,
# list_stones, color, countlib, findlib, last_move, move_history, showboard, cputime
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in inspect-errors.gtpt.
# Vertex lists are in reading order: the top row first, left to right.

boardsize 5

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
