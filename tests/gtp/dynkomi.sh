#!/bin/sh
# dynkomi.sh - genmove's dynamic komi through the real program, read from --verbose's genmove
# lines on stderr (TAP): in a 3-stone 13x13 game white's moves and black's first are judged
# with the real komi, black's second gives away part of its lead (at most 21 points, 7 a
# stone); black's first move in an even game uses the real komi; a level below 10 keeps the
# real komi in the handicap game too.
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
plan 3

# judged: from --verbose's lines on stdin, the points credited to white of each genmove.
judged() {
    sed -n 's/^kosumi: genmove [a-z]*: .*judged with white \([-+][0-9.]*\),.*$/\1/p'
}

handicap='boardsize 13\nclear_board\nkomi 0.5\nfixed_handicap 3\n'
handicap="${handicap}genmove w\ngenmove b\ngenmove w\ngenmove b\n"
got=$(printf "$handicap" | "$KOSUMI" --seed 1 --playouts 300 --verbose 2>&1 >/dev/null | judged |
    tr '\n' ' ')
set -- $got
[ "$#" -eq 4 ] && [ "$1" = "+0.0" ] && [ "$2" = "+0.0" ] && [ "$3" = "+0.0" ] &&
    awk -v x="$4" 'BEGIN { exit !(x > 0 && x <= 21) }'
status=$?
what="3 handicap stones: white's moves and black's first judged with the real komi, black's"
ok $status "$what second with white +0 to +21 (got '$got')"

got=$(printf 'boardsize 9\nclear_board\nkomi 7\ngenmove b\n' |
    "$KOSUMI" --seed 1 --playouts 300 --verbose 2>&1 >/dev/null | judged)
[ "$got" = "+0.0" ]
ok $? "an even game: black's first genmove is judged with the real komi (got '$got')"

got=$(printf "$handicap" | "$KOSUMI" --seed 1 --level 3 --verbose 2>&1 >/dev/null | judged |
    tr '\n' ' ')
[ "$got" = "+0.0 +0.0 +0.0 +0.0 " ]
ok $? "level 3 keeps the real komi in a handicap game (got '$got')"
