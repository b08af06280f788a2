#!/bin/sh
# hacking.sh - HACKING's file map names every source file (TAP)
#
# The map is what a newcomer reads first; a file added under src/ and left out of it would be a
# file nobody finds. A file counts as named when HACKING holds its name (board.c) or its stem
# with both extensions (board.[ch]).

. "$(dirname "$0")/../lib/tap.sh"

top=${srcdir:-.}
map=$top/HACKING
if [ ! -f "$map" ] || [ ! -d "$top/src" ]; then
    bail "no HACKING or src at '$top' (set srcdir)"
fi

files=$(cd "$top" && find src -type f \( -name '*.c' -o -name '*.h' \) | sort)
plan "$(printf '%s\n' "$files" | grep -c .)"
for f in $files; do
    name=${f##*/}
    stem=${name%.*}
    grep -F -q -e "$name" -e "$stem.[ch]" "$map"
    ok $? "HACKING names $f"
done
finish
