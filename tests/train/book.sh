#!/bin/sh
# book.sh - tools/kosumi-book on records the test writes (TAP): 400 games in the
# computer-go-dataset format, some held out by the hash of their ids, that all open Q16, then
# D4 in two games of three and D16 in the third; the book holds the empty board with one reply
# chosen in every training game, and the position after it with the two replies in their
# proportions; it reports its check on the held-out games; the same command writes the same
# file; a bad option and a missing file are refused.

. "$(dirname "$0")/../lib/tap.sh"

book=${top_builddir:-.}/tools/kosumi-book
[ -x "$book" ] || bail "no book builder at '$book'"
dir=book-sh.tmp
scratch "$dir"

# Game i: B Q16, W D4 (i % 3 != 2) or D16, then the two walk down columns K and L from row
# 10 - i % 5, a different line for each i % 5. The book is of the first two moves (--depth 2):
# three replies in all.
awk 'BEGIN {
    for (i = 1; i <= 400; i++) {
        line = sprintf("game%d\t;B[pd];W[%s]", i, i % 3 == 2 ? "dd" : "dp")
        for (k = 0; k < 6; k++) {
            row = substr("abcdefghijklmnopqrs", 10 - i % 5 + k, 1)
            line = line sprintf(";B[k%s];W[l%s]", row, row)
        }
        print line
    }
}' > "$dir/records" || bail "cannot write the records"

plan 7

"$book" --heldout 100 --depth 2 --min-position 50 --min-reply 10 --out "$dir/a.c" \
    "$dir/records" > "$dir/out" 2> "$dir/err"
ok $? "the book builder runs"
train=$(sed -n 's/^Games: \([0-9]*\) for the book.*, \([0-9]*\) held out$/\1 \2/p' "$dir/out")
set -- $train
[ "${1:-0}" -gt 0 ] && [ "${2:-0}" -gt 0 ] && [ $(($1 + $2)) -eq 400 ]
ok $? "it splits the 400 games by their ids: ${1:-?} for the book, ${2:-?} held out"
# The empty board: Q16 in every training game, the point's images counted as one reply.
grep -q "^{0x[0-9a-f]*u,[0-9]*,$1},\$" "$dir/a.c"
ok $? "the empty board's one reply is counted in all $1 training games"
# After Q16 (symmetric about its diagonal): D4 and D16 are two replies, in two thirds and one
# third of the games; the counts the awk script's rule gives for the training games' ids.
ids=$(grep -c . "$dir/records")
counts=$(grep -o "^{0x[0-9a-f]*u,[0-9]*,[0-9]*}" "$dir/a.c" | sed 's/.*,//; s/}//' | sort -n | tr '\n' ' ')
set -- $counts
[ "$#" -eq 3 ] && [ $(($1 + $2)) -eq "$3" ] && [ "$2" -gt "$1" ]
ok $? "after Q16, D4 and D16 split the games that reached it ($counts of $ids)"
grep -q '^ \* Held out: [0-9.]*% of [0-9]* positions in the book; there, the move played is a reply [0-9.]*%, the most chosen [0-9.]*%$' "$dir/a.c"
ok $? "it reports its check on the held-out games"
"$book" --heldout 100 --depth 2 --min-position 50 --min-reply 10 --out "$dir/b.c" \
    "$dir/records" > /dev/null 2>&1
cmp -s "$dir/a.c" "$dir/b.c"
ok $? "the same command writes the same file"
"$book" --frobnicate 1 "$dir/records" > /dev/null 2>&1
bad=$?
"$book" "$dir/no-such-file" > /dev/null 2>&1
missing=$?
[ "$bad" -eq 2 ] && [ "$missing" -eq 1 ]
ok $? "a bad option ($bad) and a missing file ($missing) are refused"
finish
