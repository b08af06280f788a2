#!/bin/sh
# seeds.sh - `kosumi score` on the seed diagrams and its edge cases, through the real binary (TAP)
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI), the
# fixtures are in $srcdir/tests/data/score, scratch files go to tests/score/seeds.tmp here.

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
data=${srcdir:-.}/tests/data/score
tmp=tests/score/seeds.tmp.$$

if [ ! -f "$data/seed000-1.txt" ]; then
    bail "no fixtures in '$data' (set srcdir)"
fi
scratch "$tmp"

: >"$tmp/empty"
want() { printf "$1" >"$tmp/want"; }
want_err() { printf "$1" >"$tmp/want_err"; }

# --- the seed's five examples, exactly as written there ------------------------------------------
for i in 1 2 3 4 5; do
    check_run "seed 000 example $i" 0 "$data/seed000-$i.expected" "$tmp/empty" -- \
        "$KOSUMI" score "$data/seed000-$i.txt"
done

# --- standard input ------------------------------------------------------------------------------
check_run "stdin, no file argument" 0 "$data/seed000-5.expected" "$tmp/empty" -- \
    sh -c '"$1" score <"$2"' sh "$KOSUMI" "$data/seed000-5.txt"
check_run "stdin as '-'" 0 "$data/seed000-4.expected" "$tmp/empty" -- \
    sh -c '"$1" score - <"$2"' sh "$KOSUMI" "$data/seed000-4.txt"

# --- komi and rules --------------------------------------------------------------------------------
want 'W+6.5\n'
check_run "fractional komi 0.5" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --komi 0.5 "$data/seed000-1.txt"
want 'B+0.5\n'
check_run "negative fractional komi, --komi=" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --komi=-6.5 "$data/seed000-1.txt"
want 'Jigo\n'
check_run "komi -6 makes the seed example a jigo" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --komi -6 "$data/seed000-1.txt"
want 'W+3\n'
check_run "--rules japanese: territory only (12 vs 15)" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --rules japanese "$data/seed000-1.txt"
want 'W+9.5\n'
check_run "--rules japanese with komi 6.5" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --rules japanese --komi 6.5 "$data/seed000-1.txt"
want 'W+3\n'
check_run "--rules as KataGo JSON" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --rules '{"scoring":"TERRITORY","ko":"SIMPLE"}' "$data/seed000-1.txt"
want 'W+6\n'
check_run "--rules Tromp_Taylor" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --rules=Tromp_Taylor "$data/seed000-1.txt"

# --- several files ---------------------------------------------------------------------------------
{
    for i in 1 2 3 4 5; do
        printf '%s: ' "$data/seed000-$i.txt"
        cat "$data/seed000-$i.expected"
    done
} >"$tmp/want"
check_run "several files, one prefixed line each" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score "$data/seed000-1.txt" "$data/seed000-2.txt" "$data/seed000-3.txt" \
        "$data/seed000-4.txt" "$data/seed000-5.txt"
printf '%s: W+6\n(stdin): B+21\n' "$data/seed000-1.txt" >"$tmp/want"
check_run "a file and stdin" 0 "$tmp/want" "$tmp/empty" -- \
    sh -c '"$1" score "$2" - <"$3"' sh "$KOSUMI" "$data/seed000-1.txt" "$data/seed000-4.txt"

# --- showboard drawings pasted as they were answered -------------------------------------------------
# kosumi's and GNU Go's own showboard answers ("= " line included), captured from the programs: the
# coordinate lines (GNU Go's 19x19 one holds an O), row numbers on both sides, '+' star points,
# GNU Go's captures beside rows 1-2 and 10-11, kosumi's captures and last move below the board
# and its parentheses around the last stone (at the left edge on 9x9, the right edge on 13x13).
for name in kosumi-9 kosumi-13 gnugo-9 gnugo-19; do
    check_run "a pasted showboard drawing: $name" 0 "$data/$name.expected" "$tmp/empty" -- \
        "$KOSUMI" score "$data/$name.txt"
done
check_run "a showboard drawing on stdin" 0 "$data/gnugo-19.expected" "$tmp/empty" -- \
    sh -c '"$1" score <"$2"' sh "$KOSUMI" "$data/gnugo-19.txt"
sed 's/$/\r/' "$data/gnugo-19.txt" >"$tmp/crlf.txt"
check_run "a showboard drawing with CRLF line ends" 0 "$data/gnugo-19.expected" "$tmp/empty" -- \
    "$KOSUMI" score "$tmp/crlf.txt"
want 'W+1.5\n'
check_run "a showboard drawing with --komi 2.5" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --komi 2.5 "$data/kosumi-9.txt"
# Broken drawings are refused with the row at fault.
grep -v '^ 5 ' "$data/kosumi-9.txt" >"$tmp/no-row-5.txt"
want_err "kosumi score: '$tmp/no-row-5.txt': showboard row 4 where row 5 was expected\n"
check_run "a showboard drawing without its row 5 is refused" 1 "$tmp/empty" "$tmp/want_err" -- \
    "$KOSUMI" score "$tmp/no-row-5.txt"
sed 's/^ 7 \. \. + X/ 7 . + X/' "$data/kosumi-9.txt" >"$tmp/short-row.txt"
want_err "kosumi score: '$tmp/short-row.txt': showboard row 7 has 8 points, not 9\n"
check_run "a showboard row of 8 points on 9x9 is refused" 1 "$tmp/empty" "$tmp/want_err" -- \
    "$KOSUMI" score "$tmp/short-row.txt"
sed '/^ 1 /q' "$data/gnugo-9.txt" | grep -v '^ [12] ' >"$tmp/cut.txt"
want_err "kosumi score: '$tmp/cut.txt': the showboard drawing stops after row 3\n"
check_run "a showboard drawing cut after row 3 is refused" 1 "$tmp/empty" "$tmp/want_err" -- \
    "$KOSUMI" score "$tmp/cut.txt"
cat "$data/gnugo-9.txt" "$data/kosumi-9.txt" >"$tmp/two.txt"
want_err "kosumi score: '$tmp/two.txt': a second showboard drawing after row 1 (one board a file)\n"
check_run "two showboard drawings in one file are refused" 1 "$tmp/empty" "$tmp/want_err" -- \
    "$KOSUMI" score "$tmp/two.txt"
grep -v '^ 9 \|^ 8 ' "$data/gnugo-9.txt" >"$tmp/top-cut.txt"
want_err "kosumi score: '$tmp/top-cut.txt': the showboard drawing starts at row 7 with 9 points: a 9x9 board starts at row 9\n"
check_run "a showboard drawing without its top rows is refused" 1 "$tmp/empty" "$tmp/want_err" -- \
    "$KOSUMI" score "$tmp/top-cut.txt"

# --- errors ------------------------------------------------------------------------------------------
printf 'XXXXOOOO-X-XX-XO-\n' >"$tmp/seventeen.txt"
want_err "kosumi score: '$tmp/seventeen.txt': 17 points is not a square board\n"
check_run "17 points: not a square" 1 "$tmp/empty" "$tmp/want_err" -- \
    "$KOSUMI" score "$tmp/seventeen.txt"
printf '%s: W+6\n' "$data/seed000-1.txt" >"$tmp/want"
check_run "a bad file among good ones: the others are scored, status 1" 1 \
    "$tmp/want" "$tmp/want_err" -- \
    "$KOSUMI" score "$data/seed000-1.txt" "$tmp/seventeen.txt"
want_err "kosumi score: cannot open '$tmp/missing.txt': No such file or directory\n"
check_run "missing file" 1 "$tmp/empty" "$tmp/want_err" -- "$KOSUMI" score "$tmp/missing.txt"

"$KOSUMI" score --help >"$tmp/usage" 2>/dev/null
head -n 1 "$tmp/usage" | grep -q '^usage: kosumi score'
ok $? "--help prints usage on stdout"
for args in "--bogus" "--komi" "--komi abc" "--komi nan" "--komi inf" "--rules" "--rules nonsense" \
            "--rules {\"ko\":1}" "-x"; do
    # shellcheck disable=SC2086
    "$KOSUMI" score $args "$data/seed000-1.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    result=0
    [ "$status" -eq 2 ] || { echo "# exit status $status"; result=1; }
    [ -s "$tmp/out" ] && { echo "# wrote to stdout"; result=1; }
    grep -q '^usage: kosumi score' "$tmp/err" || { echo "# no usage on stderr"; result=1; }
    grep -q '^kosumi score: ' "$tmp/err" || { echo "# no message on stderr"; result=1; }
    ok $result "bad option '$args': message and usage on stderr, status 2"
done

# --- bytes that are not diagram letters, and sizes --------------------------------------------------
printf '\000X\377\376-\000-\303\050-junk\r\n' >"$tmp/binary.txt"
want 'B+4\n'
check_run "NUL bytes and invalid UTF-8 are ignored" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score "$tmp/binary.txt"
: >"$tmp/zero.txt"
want 'Jigo\n'
check_run "an empty input is a 0x0 board" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score "$tmp/zero.txt"
want 'W+0.5\n'
check_run "0x0 board with komi 0.5" 0 "$tmp/want" "$tmp/empty" -- \
    "$KOSUMI" score --komi 0.5 "$tmp/zero.txt"

# 255x255: black stones on one colour of a checkerboard, white on row 0's other points. Every
# empty point is surrounded by black stones (and row 0's white stones are on its edge), so black
# owns every point but row 0's 127 white stones: 65025 - 127 = 64898 against 127.
awk 'BEGIN {
    n = 255
    for (r = 0; r < n; r++) {
        line = ""
        for (c = 0; c < n; c++)
            line = line ((r + c) % 2 == 0 ? "X" : (r == 0 ? "O" : "-"))
        print line
    }
}' >"$tmp/big.txt"
want 'B+64771\n'
check_run "255x255 diagram" 0 "$tmp/want" "$tmp/empty" -- "$KOSUMI" score "$tmp/big.txt"
want 'B+64771\n'
check_run "255x255 diagram on stdin" 0 "$tmp/want" "$tmp/empty" -- \
    sh -c '"$1" score <"$2"' sh "$KOSUMI" "$tmp/big.txt"
awk 'BEGIN { for (i = 0; i < 256; i++) { s = ""; for (j = 0; j < 256; j++) s = s "-"; print s } }' \
    >"$tmp/huge.txt"
want_err "kosumi score: '$tmp/huge.txt': 65536 points make a 256x256 board, larger than 255x255\n"
check_run "256x256 is refused" 1 "$tmp/empty" "$tmp/want_err" -- "$KOSUMI" score "$tmp/huge.txt"

finish
