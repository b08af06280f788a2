#!/bin/sh
# cli.sh - `kosumi bench` through the real program: its one line, --threads, the same figures
# for the same seed, both policies, bad options refused (TAP). Speed itself is never tested, only
# reported.
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
plan 11

line='^[0-9]+x[0-9]+ (light|search): [0-9]+ playouts?, [0-9]+ threads?, [0-9.]+ s: [0-9]+ playouts/s, [0-9.]+ moves/playout, [0-9]+ moves/s, [0-9.]+% capped, mean score [-+][0-9.]+ \(black minus white area, no komi\), seed [0-9]+$'

# figures OUTPUT: the parts of a bench line that do not depend on the clock.
figures() {
    printf '%s\n' "$1" | sed -E 's/, [0-9.]+ s: [0-9]+ playouts\/s,/,/; s/, [0-9]+ moves\/s,/,/'
}

one=$("$KOSUMI" bench --size 9 --playouts 300 --seed 3)
ok $? "bench on 9x9 succeeds"
printf '%s\n' "$one" | grep -Eq "$line" && [ "$(printf '%s\n' "$one" | wc -l)" -eq 1 ]
ok $? "bench prints one line of figures: $one"

again=$("$KOSUMI" bench --size 9 --playouts 300 --seed 3)
[ "$(figures "$one")" = "$(figures "$again")" ]
ok $? "the same seed gives the same moves/playout, capped share and score"

two=$("$KOSUMI" bench --size 7 --playouts 301 --seed 3 --threads 2)
printf '%s\n' "$two" | grep -Eq "$line" && printf '%s\n' "$two" | grep -q '^7x7 light: 301 playouts, 2 threads,'
ok $? "--threads 2 plays all the playouts and says so: $two"

zero=$("$KOSUMI" bench --playouts 0)
printf '%s\n' "$zero" | grep -q '^9x9 light: 0 playouts, 1 thread,'
ok $? "no playouts is a valid (start-up only) run"

heavy=$("$KOSUMI" bench --policy search --size 9 --playouts 200 --seed 3)
printf '%s\n' "$heavy" | grep -Eq "$line" && printf '%s\n' "$heavy" | grep -q '^9x9 search: 200 playouts,'
ok $? "--policy search plays the search's playouts and says so: $heavy"

again=$("$KOSUMI" bench --policy search --size 9 --playouts 200 --seed 3)
[ "$(figures "$heavy")" = "$(figures "$again")" ]
ok $? "the search's playouts: the same seed gives the same moves/playout, capped share and score"

"$KOSUMI" bench --policy heavy >/dev/null 2>&1
[ $? -eq 2 ]
ok $? "an unknown policy is refused with status 2"

"$KOSUMI" bench --threads 0 >/dev/null 2>&1
[ $? -eq 2 ]
ok $? "--threads 0 is refused with status 2"

"$KOSUMI" bench --size 26 >/dev/null 2>&1
[ $? -eq 2 ]
ok $? "--size 26 is refused with status 2"

"$KOSUMI" bench --fast >/dev/null 2>&1
[ $? -eq 2 ]
ok $? "an unknown option is refused with status 2"

finish
