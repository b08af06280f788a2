# gogui-views.tst - gogui-analyze_commands and the views it lists for GoGui's Analyze menu
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format).

1 gogui-analyze_commands
#? [dboard/Ownership/kosumi-ownership\ndboard/Policy/kosumi-policy_view\nstring/Win rate/kosumi-winrate\ngfx/Preferred moves/kosumi-preferred_moves\nsboard/Liberties/kosumi-liberties\nplist/Chain liberties/findlib %p\nstring/Rules/kosumi-rules\nparam/Settings/kosumi-param]

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

# Preferred moves: GoGui graphics, the most visited empty points labelled with their visits in
# at most 4 characters (999, 1.2k, 12k, 345k: a label has no more room on 19x19), then a status
# text for the player to move.
4 kosumi-preferred_moves
#? [LABEL( [A-E][1-5] ([0-9]{1,3}|[0-9]\.[0-9]k|[0-9]{2,3}k))+\nTEXT black [A-E][1-5]: win rate [0-9.]+%, visits shown on the points]

# Win rate: Black's win rate and score lead from the search of the position, on one line (GoGui's
# status bar), with the player to move and kosumi's preferred move.
9 kosumi-winrate
#? [Black's win rate [0-9]+\.[0-9]%, score lead ([BW]\+[0-9]+\.[0-9]|even) \(black to play, kosumi prefers [A-E][1-5]: [0-9]+ visits\)]

# The views change nothing.
5 list_stones black
#? [C3]
6 list_stones white
#? [C2]

# Settings: GoGui's param lines, and a value set through them. GoGui's dialog shows a key as the
# value's label, underscores as spaces, and nothing else: the keys say what 0 means
# ("Playouts (0 = automatic)"). GoGui sends a changed value back under the whole key; the short
# key works too.
7 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 10\n\[string\] playouts_\(0_=_automatic\) [0-9]+\n\[string\] time_\(seconds,_0_=_automatic\) [0-9.e+-]+\n\[string\] threads 1\n\[string\] resign_threshold_\(0_=_never\) 0\.1\n\[bool\] ponder 0\n\[bool\] book 0]
kosumi-param playouts_(0_=_automatic) 200
kosumi-param ponder 1
kosumi-param resign_threshold 0.05
kosumi-param time_(seconds,_0_=_automatic) 0
kosumi-param book 1
8 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 10\n\[string\] playouts_\(0_=_automatic\) 200\n\[string\] time_\(seconds,_0_=_automatic\) 0\n.*\n\[string\] resign_threshold_\(0_=_never\) 0\.05\n\[bool\] ponder 1\n\[bool\] book 1]
kosumi-param ponder 0
kosumi-param book 0

# gogui-interrupt is the marker GoGui looks for in list_commands before it sends '# interrupt'
# to a running genmove (analyze-stream.py measures that): called, it answers empty and changes nothing.
9 gogui-interrupt
#? []
10 list_stones black
#? [C3]

# gogui-title: GoGui's window title after a new game: the engine, the board size, komi and rules,
# and the handicap when there is one.
11 gogui-title
#? [kosumi [0-9]+\.[0-9]+\.[0-9]+.*: 5x5, komi 7\.5, tromp-taylor rules]
boardsize 9
komi 6.5
kata-set-rules japanese
fixed_handicap 4
12 gogui-title
#? [kosumi [0-9.]+.*: 9x9, komi 6\.5, japanese rules, handicap 4]
kata-set-rules {"ko":"POSITIONAL","scoring":"TERRITORY"}
13 gogui-title
#? [kosumi [0-9.]+.*: 9x9, komi 6\.5, custom rules, handicap 4]

# A move searched more than 999 times is labelled in thousands (1.9k, not 1937).
boardsize 5
play b C3
play w C2
kosumi-param playouts 5000
14 kosumi-preferred_moves
#? [LABEL [A-E][1-5] [1-9]\.[0-9]k( [A-E][1-5] ([0-9]{1,3}|[0-9]\.[0-9]k|[0-9]{2,3}k))*\nTEXT .*]
