# level.tst - kosumi-param level: GoGui's strength setting, listed first among the settings as a
# list of the levels 1 to 10, full strength (10) until set; set mid-session, it is listed so,
# and genmove answers a move at that level.

boardsize 9
clear_board

1 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 10\n\[string\] playouts_\(0_=_automatic\) .*]

kosumi-param level 1
2 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 1\n\[string\] playouts_\(0_=_automatic\) .*]
3 genmove b
#? [[A-HJ][1-9]]
4 genmove w
#? [[A-HJ][1-9]]

kosumi-param level 7
5 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 7\n.*]
6 genmove b
#? [[A-HJ][1-9]]

kosumi-param level 10
7 kosumi-param
#? [\[list/1/2/3/4/5/6/7/8/9/10\] level 10\n.*]
