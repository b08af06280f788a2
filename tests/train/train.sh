#!/bin/sh
# train.sh - tools/kosumi-train on records the test writes (TAP): 64 short games in the
# computer-go-dataset format, some held out by the hash of their ids; the fit prints its
# held-out figures and writes model_data.c source; the same command writes the same file again,
# byte for byte; a bad option and a missing file are refused.

. "$(dirname "$0")/../lib/tap.sh"

train=${top_builddir:-.}/tools/kosumi-train
[ -x "$train" ] || bail "no trainer at '$train'"
dir=train-sh.tmp
scratch "$dir"

# Game i: black and white walk down two columns from a row that depends on i, then black
# captures nothing but plays next to white's last move: a few dozen positions, all legal.
awk 'BEGIN {
    for (i = 1; i <= 64; i++) {
        line = sprintf("game%d\t", i)
        start = i % 7
        for (k = 0; k < 12; k++) {
            row = substr("abcdefghijklmnopqrs", start + k + 1, 1)
            line = line sprintf(";B[d%s];W[p%s]", row, row)
        }
        print line
    }
}' > "$dir/records" || bail "cannot write the records"

plan 6

"$train" --games 100 --heldout 100 --rounds 20 --out "$dir/a.c" "$dir/records" \
    > "$dir/out" 2> "$dir/err"
ok $? "the trainer runs"
grep -q '^ \* Held out: top-1 [0-9.]*%, top-5 [0-9.]*%, mean log-likelihood -[0-9.]*$' "$dir/out"
ok $? "it reports the held-out accuracy"
grep -q '^ \* Games: [1-9][0-9]* for training ([0-9]* positions), [1-9][0-9]* held out' "$dir/out"
ok $? "it splits the games by their ids: some trained on, some held out"
grep -q '^const struct model_table model_data = {' "$dir/a.c"
ok $? "it writes the model as C"
"$train" --games 100 --heldout 100 --rounds 20 --out "$dir/b.c" "$dir/records" > /dev/null 2>&1
cmp -s "$dir/a.c" "$dir/b.c"
ok $? "the same command writes the same file"
"$train" --frobnicate 1 "$dir/records" > /dev/null 2>&1
bad=$?
"$train" "$dir/no-such-file" > /dev/null 2>&1
missing=$?
[ "$bad" -eq 2 ] && [ "$missing" -eq 1 ]
ok $? "a bad option ($bad) and a missing file ($missing) are refused"
finish
