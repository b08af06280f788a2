#!/bin/sh
# test-names.sh - no two tests of one directory share a name apart from their extension (TAP)
#
# Automake names a test's log and result files after the test without its extension, so
# tests/gtp/analyze.tst and tests/gtp/analyze.py would both write tests/gtp/analyze.log: make
# runs one of them and never the other. Every test file under $srcdir/tests (.tst, .gtpt, .sh,
# .py, and a C unit test's -t.c) is checked, tests/lib (the scripts' libraries) aside: one test
# point per directory.

. "$(dirname "$0")/../lib/tap.sh"

root=${srcdir:-.}/tests
if [ ! -d "$root" ]; then
    bail "no tests directory at '$root' (set srcdir)"
fi

dirs=$(find "$root" -path "$root/lib" -prune -o -type f \( -name '*.tst' -o -name '*.gtpt' \
    -o -name '*.sh' -o -name '*.py' -o -name '*-t.c' \) -exec dirname {} \; | sort -u)
plan "$(printf '%s\n' "$dirs" | grep -c .)"
for dir in $dirs; do
    clash=$(find "$dir" -maxdepth 1 -type f \( -name '*.tst' -o -name '*.gtpt' -o -name '*.sh' \
        -o -name '*.py' -o -name '*-t.c' \) | sed -e 's|.*/||' -e 's/\.[a-z]*$//' | sort | uniq -d)
    [ -z "$clash" ]
    ok $? "${dir#"$root"/}: every test's name is its own apart from its extension${clash:+ (shared: $(echo $clash))}"
done
finish
