#!/bin/sh
# level-playouts.sh - what the README and the man page say of a level's playouts is what kosumi
# does (TAP). Each level below 10 has a budget of playouts a move (the README's table), and the
# search stops early, never before a quarter of it, once no playout left could change its most
# visited move: --verbose shows 192 of level 4's 200. So the texts must call the count a most
# ("at most", "up to"), never "a fixed number of playouts"; and every count --verbose shows in a
# few moves of each level lies between a quarter of the table's figure and the figure.
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
readme=${srcdir:-.}/README
man=${srcdir:-.}/doc/kosumi.6
[ -r "$readme" ] && [ -r "$man" ] || bail "no README or doc/kosumi.6 under '${srcdir:-.}'"
plan 4


# The texts: no "fixed number of playouts", and the table's figures called a most.
for file in "$readme" "$man"; do
    fixed=$(grep -n -i 'fixed number of playouts' "$file")
    [ -z "$fixed" ] && grep -q -i -E '(at most|up to) .*playouts|playouts.*(at most|up to)' "$file"
    ok $? "${file##*/} calls a level's playouts a most, not a fixed number${fixed:+ (line $fixed)}"
done
"$KOSUMI" --help | grep -q -i 'fixed number of playouts'
[ $? -ne 0 ]
ok $? "kosumi --help does not call a level's playouts a fixed number"

# The README's table row: "| playouts a move (9x9 and up), at most | 5 | 30 | ... | default |":
# its cells after the first, thousands' commas dropped.
set -- $(grep '^| playouts a move' "$readme" |
    awk -F'|' '{ for (i = 3; i < NF; i++) { gsub(/[ ,]/, "", $i); print $i } }')
problems=
level=1
for budget in "$@"; do
    [ "$level" -ge 10 ] && break
    counts=$(printf 'boardsize 9\nclear_board\ngenmove b\ngenmove w\ngenmove b\ngenmove w\n' |
        "$KOSUMI" --seed 5 --level "$level" --verbose 2>&1 >/dev/null |
        sed -n 's/.*genmove [a-z]*: [A-Z0-9a-z]* (\([0-9]*\) playouts.*/\1/p')
    [ -n "$counts" ] || problems="$problems level $level: no counts;"
    for n in $counts; do
        if [ "$n" -gt "$budget" ] || [ $((n * 4)) -lt "$budget" ]; then
            problems="$problems level $level: $n outside [$budget/4, $budget];"
        fi
    done
    level=$((level + 1))
done
[ "$level" -eq 10 ] && [ -z "$problems" ]
ok $? "each level's playouts lie between a quarter of the README's figure and the figure${problems:+:$problems}"
finish
