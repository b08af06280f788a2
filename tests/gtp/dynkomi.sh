#!/bin/sh
# dynkomi.sh - genmove's dynamic komi through the real program, read from --verbose's genmove
# lines on stderr (TAP): in a 3-stone 13x13 game white's moves are judged with the real komi,
# black's first and second give away part of its lead (at most 21 points, 7 a stone, and not
# nothing both times: the first from a first part of its own search, as no earlier one tells
# how the game stands); black's first move in an even game uses the real komi; a position set
# up with white far ahead is played giving away part of the lead from its first genmove; a level
# below 10 keeps the real komi in the handicap game too.
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
plan 4

# judged: from --verbose's lines on stdin, the points credited to white of each genmove.
judged() {
    sed -n 's/^kosumi: genmove [a-z]*: .*judged with white \([-+][0-9.]*\),.*$/\1/p'
}

handicap='boardsize 13\nclear_board\nkomi 0.5\nfixed_handicap 3\n'
handicap="${handicap}genmove w\ngenmove b\ngenmove w\ngenmove b\n"
# 2,000 playouts: the first eighth of a genmove that judges how the game stands must be long
# enough that neither side, at about 25% and 75%, reads as far behind or far ahead (at 300, the
# 37 playouts of white's first eighth read it as far behind under some seeds); black's lead,
# less its cushion, may be below its credit, so either of its moves may give nothing away.
got=$(printf "$handicap" | "$KOSUMI" --seed 1 --playouts 2000 --verbose 2>&1 >/dev/null | judged |
    tr '\n' ' ')
set -- $got
[ "$#" -eq 4 ] && [ "$1" = "+0.0" ] && [ "$3" = "+0.0" ] &&
    awk -v x="$2" -v y="$4" 'BEGIN { exit !(x >= 0 && x <= 21 && y >= 0 && y <= 21 && x + y > 0) }'
status=$?
what="3 handicap stones: white's moves judged with the real komi, black's first and second"
ok $status "$what with white +0 to +21, not both +0 (got '$got')"

got=$(printf 'boardsize 9\nclear_board\nkomi 7\ngenmove b\n' |
    "$KOSUMI" --seed 1 --playouts 300 --verbose 2>&1 >/dev/null | judged)
[ "$got" = "+0.0" ]
ok $? "an even game: black's first genmove is judged with the real komi (got '$got')"

# Black holds columns A and B, white the seven others, split by a wall at G: white is far ahead
# before any genmove of this game has searched.
decided='boardsize 9\nclear_board\nkomi 7\n'
for row in 1 2 3 4 5 6 7 8 9; do
    decided="${decided}play b B$row\nplay w C$row\n"
done
for row in 1 3 5 7 9; do
    decided="${decided}play b A$row\nplay w G$row\n"
done
got=$(printf "${decided}genmove w\n" | "$KOSUMI" --seed 1 --playouts 300 --verbose 2>&1 >/dev/null |
    judged)
awk -v x="$got" 'BEGIN { exit !(x != "" && x < 0) }'
ok $? "white far ahead in a position set up by play: its first genmove gives points away (got '$got')"

got=$(printf "$handicap" | "$KOSUMI" --seed 1 --level 3 --verbose 2>&1 >/dev/null | judged |
    tr '\n' ' ')
[ "$got" = "+0.0 +0.0 +0.0 +0.0 " ]
ok $? "level 3 keeps the real komi in a handicap game (got '$got')"
