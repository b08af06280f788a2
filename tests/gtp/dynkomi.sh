#!/bin/sh
# dynkomi.sh - genmove's dynamic komi through the real program, read from --verbose's genmove
# lines on stderr (TAP): white's first move in a 3-stone 13x13 game is judged with white
# credited 21 points (7 a stone), black's first move in an even game with the real komi, and a
# level below 10 keeps the real komi in the handicap game too.
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
plan 3

# judged: from --verbose's lines on stdin, the points credited to white of each genmove.
judged() {
    sed -n 's/^kosumi: genmove [a-z]*: .*judged with white \([-+][0-9.]*\))$/\1/p'
}

handicap='boardsize 13\nclear_board\nkomi 0.5\nfixed_handicap 3\ngenmove w\n'
got=$(printf "$handicap" | "$KOSUMI" --seed 1 --playouts 300 --verbose 2>&1 >/dev/null | judged)
[ "$got" = "+21.0" ]
ok $? "3 handicap stones: white's first genmove is judged with white +21.0 (got '$got')"

got=$(printf 'boardsize 9\nclear_board\nkomi 7\ngenmove b\n' |
    "$KOSUMI" --seed 1 --playouts 300 --verbose 2>&1 >/dev/null | judged)
[ "$got" = "+0.0" ]
ok $? "an even game: black's first genmove is judged with the real komi (got '$got')"

got=$(printf "$handicap" | "$KOSUMI" --seed 1 --level 3 --verbose 2>&1 >/dev/null | judged)
[ "$got" = "+0.0" ]
ok $? "level 3 keeps the real komi in a handicap game (got '$got')"
