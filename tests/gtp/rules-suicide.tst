# rules-suicide.tst - suicide under each setting: one stone never, several stones only under
# rules with "suicide":true (tromp-taylor, new-zealand, goe), where the stones are removed and
# count as prisoners for the opponent
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in rules-suicide-errors.gtpt.
#
#   5 . O X X .     black A5 would be a one-stone suicide;
#   4 O . . . .     black A2 a two-stone suicide (with A1);
#   3 O . X . X     white E2 a two-stone suicide (with E1).
#   2 . O . X .     None of them captures anything.
#   1 X O . X O
#     A B C D E
boardsize 5
play b A1
play w B1
play b D1
play w B2
play b D2
play w A3
play b E3
play w E1
play b C3
play w B5
play b D5
play w A4
play b C5

# Multi-stone suicide legal.
kata-set-rules tromp-taylor
1 is_legal b A5
#? [0]
2 is_legal b A2
#? [1]
3 is_legal w E2
#? [1]
kata-set-rules new-zealand
4 is_legal b A5
#? [0]
5 is_legal b A2
#? [1]
6 is_legal w E2
#? [1]
kata-set-rules goe
7 is_legal b A2
#? [1]
kata-set-rules {"suicide":true}
8 is_legal b A5
#? [0]
9 is_legal b A2
#? [1]
kata-set-rules koSIMPLEscoreAREAsui1
10 is_legal w E2
#? [1]

# Multi-stone suicide illegal.
kata-set-rules chinese
11 is_legal b A5
#? [0]
12 is_legal b A2
#? [0]
13 is_legal w E2
#? [0]
kata-set-rules japanese
15 is_legal b A2
#? [0]
16 is_legal w E2
#? [0]
kata-set-rules aga
17 is_legal b A2
#? [0]
kata-set-rules {"suicide":false}
18 is_legal b A2
#? [0]
19 is_legal b A5
#? [0]
kata-set-rules koPOSITIONALscoreAREAsui0
20 is_legal w E2
#? [0]

# Played where it is legal: the stones go, and count for the opponent.
kata-set-rules tromp-taylor
31 play b A2
#? []
32 captures white
#? [2]
33 color A1
#? [empty]
34 color A2
#? [empty]
35 list_stones black
#? [C5 D5 C3 E3 D2 D1]
# A history holding a multi-stone suicide is illegal under rules without suicide.
38 kata-set-rules new-zealand
#? []
39 play w E2
#? []
40 captures black
#? [2]
41 list_stones white
#? [B5 A4 A3 B2 B1]
44 gg-undo 2
#? []
45 kgs-rules japanese
#? []
46 list_stones black
#? [C5 D5 C3 E3 D2 A1 D1]
