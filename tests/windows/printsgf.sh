#!/bin/sh
# printsgf.sh - printsgf FILE as Windows does it (src/util/writefile.c's Windows half), through
# the real program (TAP)
#
# `make check-wine` runs it with KOSUMI starting kosumi.exe under Wine: a new record is written
# byte for byte (binary mode: LF line ends), an existing one replaced whole (rename() cannot
# replace a file on Windows: MoveFileEx does) with no temporary file left beside it, the file
# the standard output goes to is refused, and so is a directory. It runs with any kosumi:
# KOSUMI=src/kosumi works too.

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
plan 5

scratch "${top_builddir:-.}/tests/windows/printsgf.tmp"
cd "$tap_scratch" || bail "cannot enter '$tap_scratch'"
mkdir dir

# The record printsgf answers, and then writes to a.sgf: the same bytes.
printf 'boardsize 9\nplay b E5\nprintsgf\nprintsgf a.sgf\n' | "$KOSUMI" >answers 2>&1
sed -n 's/^= (/(/p; /^;/p' answers >expected
cmp -s expected a.sgf
ok $? "printsgf FILE writes the record byte for byte, as printsgf answers it"

printf 'boardsize 9\nplay b E5\nplay w C3\nprintsgf a.sgf\n' | "$KOSUMI" >answers 2>&1
grep -q 'W\[cg\]' a.sgf
ok $? "printsgf FILE replaces an existing record"

set -- *
[ $# -eq 4 ]
ok $? "no temporary file is left beside it ($*)"

printf 'boardsize 9\nprintsgf out.txt\nname\n' | "$KOSUMI" >out.txt 2>&1
grep -q "^? cannot write file: 'out.txt': the standard output" out.txt && grep -q '^= kosumi' out.txt
ok $? "printsgf to the standard output's own file is refused, the responses stay"

printf 'printsgf dir\n' | "$KOSUMI" >answers 2>&1
grep -q "^? cannot write file: 'dir': Is a directory" answers
ok $? "printsgf to a directory is refused"

finish
