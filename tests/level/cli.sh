#!/bin/sh
# cli.sh - strength levels through the real program: --level's bad values refused before any GTP,
# level 10 the same moves as no level, a level's playouts (set by --level or by kosumi-param
# level mid-session) and no tree kept, --playouts replacing a level's playouts, and no pondering
# below level 10 (TAP). The playouts are read from --verbose's genmove lines on stderr.
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
plan 12

# refused VALUE: --level VALUE exits with status 2, answers nothing, and says why first, the
# range included.
refused() {
    out=$(printf 'name\n' | "$KOSUMI" --level "$1" 2>/dev/null)
    status=$?
    first=$(printf 'name\n' | "$KOSUMI" --level "$1" 2>&1 >/dev/null | head -n 1)
    [ "$status" -eq 2 ] && [ -z "$out" ] && [ "$first" = "kosumi: invalid value '$1' for --level: a whole number from 1 to 10" ]
    ok $? "--level $1 is refused: status 2, no answer, \"$first\""
}
refused 0
refused 11
refused x
refused 2.5

"$KOSUMI" --level </dev/null >/dev/null 2>&1
[ $? -eq 2 ]
ok $? "--level without its value is refused with status 2"

# genmoves N: boardsize 9, then N genmoves in turn.
genmoves() {
    printf 'boardsize 9\nclear_board\n'
    i=0
    while [ "$i" -lt "$1" ]; do
        if [ $((i % 2)) -eq 0 ]; then echo 'genmove b'; else echo 'genmove w'; fi
        i=$((i + 1))
    done
}

# searched: from --verbose's lines on stdin, "PLAYOUTS REUSED" for each genmove.
searched() {
    line='^kosumi: genmove [a-z]*: [A-Za-z0-9]* (\([0-9]*\) playouts, \([0-9]*\) reused,.*'
    sed -n "s/$line/\\1 \\2/p"
}

plain=$(genmoves 6 | "$KOSUMI" --seed 3 --playouts 300 2>/dev/null)
ten=$(genmoves 6 | "$KOSUMI" --seed 3 --playouts 300 --level 10 2>/dev/null)
[ -n "$plain" ] && [ "$plain" = "$ten" ]
ok $? "--level 10 plays the same moves as no level"

# every_move LINES MAX: each "PLAYOUTS REUSED" line has 1..MAX playouts and none reused, and
# there are 6 of them.
every_move() {
    [ "$(printf '%s\n' "$1" | grep -c .)" -eq 6 ] || return 1
    printf '%s\n' "$1" |
        awk -v max="$2" '$1 < 1 || $1 > max || $2 != 0 { bad = 1 } END { exit bad }'
}

two=$(genmoves 6 | "$KOSUMI" --seed 3 --level 2 --verbose 2>&1 >/dev/null | searched)
every_move "$two" 30
ok $? "--level 2: each move searches at most 30 playouts on a new tree: $(echo $two)"

mid=$( (printf 'boardsize 9\nclear_board\ngenmove b\nkosumi-param level 2\n'; genmoves 6) |
    "$KOSUMI" --seed 3 --playouts 400 --verbose 2>&1 >/dev/null | searched)
first=$(printf '%s\n' "$mid" | head -n 1)
rest=$(printf '%s\n' "$mid" | tail -n +2)
printf '%s\n' "$first" | awk '{ exit !($1 > 30) }' && every_move "$rest" 400 &&
    printf '%s\n' "$rest" | awk '{ exit !($1 > 30) }'
ok $? "kosumi-param level 2 mid-session: later moves keep --playouts 400 but no tree: $(echo $mid)"

mid=$( (printf 'boardsize 9\nclear_board\ngenmove b\nkosumi-param level 2\n'; genmoves 6) |
    "$KOSUMI" --seed 3 --verbose 2>&1 >/dev/null | searched)
first=$(printf '%s\n' "$mid" | head -n 1)
rest=$(printf '%s\n' "$mid" | tail -n +2)
printf '%s\n' "$first" | awk '{ exit !($1 > 30) }' && every_move "$rest" 30
ok $? "kosumi-param level 2 mid-session: later moves search level 2's playouts: $(echo $mid)"

more=$(genmoves 6 | "$KOSUMI" --seed 3 --level 2 --playouts 300 --verbose 2>&1 >/dev/null |
    searched)
every_move "$more" 300 && printf '%s\n' "$more" | awk '$1 > 30 { more = 1 } END { exit !more }'
ok $? "--level 2 --playouts 300: the playout count replaces the level's: $(echo $more)"

pondered=$(genmoves 2 | "$KOSUMI" --seed 3 --playouts 100 --ponder --verbose 2>&1 >/dev/null |
    grep -c '^kosumi: pondered')
not=$(genmoves 2 | "$KOSUMI" --seed 3 --level 2 --ponder --verbose 2>&1 >/dev/null |
    grep -c '^kosumi: pondered')
[ "$pondered" -gt 0 ] && [ "$not" -eq 0 ]
ok $? "--ponder ponders at level 10 ($pondered times) and not at level 2 ($not times)"

"$KOSUMI" --help | grep -q -e '--level N'
ok $? "--help lists --level"

finish
