# gogui-views.tst - gogui-analyze_commands and the views it lists for GoGui's Analyze menu
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format).

1 gogui-analyze_commands
#? [dboard/Ownership/kosumi-ownership\ndboard/Policy/kosumi-policy\ngfx/Preferred moves/kosumi-preferred_moves\nsboard/Liberties/kosumi-liberties\nplist/Chain liberties/findlib %p\nstring/Rules/kata-get-rules\nparam/Settings/kosumi-param]

#  5 . . . . .
#  4 . . . . .
#  3 . . X . .
#  2 . . O . .
#  1 . . . . .
boardsize 5
play b C3
play w C2

# Liberties: a board of strings, "" for an empty point, else the liberties of its chain.
2 kosumi-liberties
#? ["" "" "" "" ""\n"" "" "" "" ""\n"" "" 3 "" ""\n"" "" 3 "" ""\n"" "" "" "" ""]

# Ownership: five rows of five numbers from -1 to 1 (black positive).
3 kosumi-ownership
#? [(-?[01]\.[0-9][0-9]( -?[01]\.[0-9][0-9]){4}\n){4}-?[01]\.[0-9][0-9]( -?[01]\.[0-9][0-9]){4}]

# Preferred moves: GoGui graphics, the most visited empty points labelled with their visits,
# then a status text for the player to move.
4 kosumi-preferred_moves
#? [LABEL( [A-E][1-5] [0-9]+)+\nTEXT black [A-E][1-5]: win rate [0-9.]+%, visits shown on the points]

# The views change nothing.
5 list_stones black
#? [C3]
6 list_stones white
#? [C2]

# Settings: GoGui's param lines, and a value set through them.
7 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 10\n\[string\] playouts [0-9]+\n\[string\] time [0-9.e+-]+\n\[string\] threads 1\n\[string\] resign_threshold 0\.1\n\[bool\] ponder 0]
kosumi-param playouts 200
kosumi-param ponder 1
kosumi-param resign_threshold 0.05
8 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 10\n\[string\] playouts 200\n.*\n\[string\] resign_threshold 0\.05\n\[bool\] ponder 1]
kosumi-param ponder 0

# gogui-interrupt is the marker GoGui looks for in list_commands before it sends '# interrupt'
# to a running genmove (analyze-stream.py measures that): called, it answers empty and changes nothing.
9 gogui-interrupt
#? []
10 list_stones black
#? [C3]
