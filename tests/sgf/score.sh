#!/bin/sh
# score.sh - `kosumi score` on SGF records: RU and KM honoured, --rules and --komi overriding
# them, several files with prefixes, broken records among good ones (TAP)
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI), the
# fixtures are in $srcdir/tests/sgf and $srcdir/tests/data/sgf, scratch files go to
# tests/sgf/score.tmp.PID here.
#
# The fixtures, 5x5 final positions (every stone alive):
#   score-area.sgf       RU[Chinese] KM[0.5]: black 10 stones + 5 points, white 5 + 5
#   score-territory.sgf  RU[Japanese] KM[6.5]: black 5 stones + 5 points; white 7 stones
#                        + 3 points, and 1 prisoner
#   score-handicap.sgf   RU[Chinese] KM[0.5] HA[2]: score-area's position, two of black's
#                        stones a handicap (chinese gives white 2 points for them, aga 1)

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
sgf=${srcdir:-.}/tests/sgf
data=${srcdir:-.}/tests/data/sgf
tmp=tests/sgf/score.tmp.$$

if [ ! -f "$sgf/score-area.sgf" ] || [ ! -f "$data/gnugo-9.sgf" ]; then
    bail "no fixtures in '$sgf' or '$data' (set srcdir)"
fi
scratch "$tmp"

# check WHAT STATUS -- COMMAND...: runs COMMAND, compares its exit status, its stdout with
# $tmp/want and its stderr with $tmp/want_err, byte for byte (tap.sh's check_run).
check() {
    what=$1 want_status=$2
    shift 3
    check_run "$what" "$want_status" "$tmp/want" "$tmp/want_err" -- "$@"
}
want() { printf "$1" >"$tmp/want"; }
want_err() { printf "$1" >"$tmp/want_err"; }

# --- RU and KM from the file ---------------------------------------------------------------------
want_err ''
want 'B+4.5\n'
check "RU[Chinese] KM[0.5]: area scoring, 15 - 10.5" 0 -- "$KOSUMI" score "$sgf/score-area.sgf"
want 'W+5.5\n'
check "RU[Japanese] KM[6.5]: territory and prisoners, 5 - 10.5" 0 -- \
    "$KOSUMI" score "$sgf/score-territory.sgf"
want 'B+2.5\n'
check "RU[Chinese] HA[2]: white's handicap bonus of 2" 0 -- \
    "$KOSUMI" score "$sgf/score-handicap.sgf"
want 'B+0.5\n'
check "a ko game, RU[Japanese] KM[0.5]" 0 -- "$KOSUMI" score "$sgf/ko.sgf"
want 'W+8.5\n'
check "GNU Go's record, no RU: tromp-taylor, KM[5.5]" 0 -- "$KOSUMI" score "$data/gnugo-9.sgf"

# --- --rules and --komi override them -------------------------------------------------------------
want 'W+0.5\n'
check "--rules japanese on RU[Chinese]" 0 -- \
    "$KOSUMI" score --rules japanese "$sgf/score-area.sgf"
want 'W+6.5\n'
check "--rules chinese on RU[Japanese]" 0 -- \
    "$KOSUMI" score --rules chinese "$sgf/score-territory.sgf"
want 'Jigo\n'
check "--rules tromp-taylor --komi 0: a draw" 0 -- \
    "$KOSUMI" score --rules tromp-taylor --komi 0 "$sgf/score-territory.sgf"
want 'B+1\n'
check "--komi 0 on KM[6.5], RU kept" 0 -- "$KOSUMI" score --komi 0 "$sgf/score-territory.sgf"
want 'Jigo\n'
check "--komi 5 on KM[0.5]" 0 -- "$KOSUMI" score --komi 5 "$sgf/score-area.sgf"
want 'W+2.5\n'
check "--komi=7.5" 0 -- "$KOSUMI" score --komi=7.5 "$sgf/score-area.sgf"
want 'B+4.5\n'
check "--rules tromp-taylor: no handicap bonus" 0 -- \
    "$KOSUMI" score --rules tromp-taylor "$sgf/score-handicap.sgf"
want 'B+3.5\n'
check "--rules aga: a handicap bonus of N-1" 0 -- \
    "$KOSUMI" score --rules aga "$sgf/score-handicap.sgf"
want 'W+0.5\n'
check "--rules as KataGo JSON" 0 -- \
    "$KOSUMI" score --rules '{"scoring":"TERRITORY","ko":"SIMPLE"}' "$sgf/score-area.sgf"

# --- several files, and standard input -------------------------------------------------------------
printf '%s: B+4.5\n%s: W+5.5\n%s: B+2.5\n%s: W+8.5\n' "$sgf/score-area.sgf" \
    "$sgf/score-territory.sgf" "$sgf/score-handicap.sgf" "$data/gnugo-9.sgf" >"$tmp/want"
check "several files, one prefixed line each" 0 -- "$KOSUMI" score "$sgf/score-area.sgf" \
    "$sgf/score-territory.sgf" "$sgf/score-handicap.sgf" "$data/gnugo-9.sgf"
printf '%s: W+0.5\n%s: W+5.5\n' "$sgf/score-area.sgf" "$sgf/score-territory.sgf" >"$tmp/want"
check "several files under --rules japanese" 0 -- \
    "$KOSUMI" score --rules japanese "$sgf/score-area.sgf" "$sgf/score-territory.sgf"
printf '%s: B+4.5\n(stdin): W+5.5\n' "$sgf/score-area.sgf" >"$tmp/want"
check "a file and stdin: SGF found by its '('" 0 -- \
    sh -c '"$1" score "$2" - <"$3"' sh "$KOSUMI" "$sgf/score-area.sgf" "$sgf/score-territory.sgf"
printf '\357\273\277 \r\n' >"$tmp/bom.txt"
cat "$sgf/score-area.sgf" >>"$tmp/bom.txt"
printf '%s: B+4.5\n%s: W+6\n' "$tmp/bom.txt" "$data/../score/seed000-1.txt" >"$tmp/want"
check "SGF in a .txt file after a BOM, and a diagram" 0 -- \
    "$KOSUMI" score "$tmp/bom.txt" "$data/../score/seed000-1.txt"

# --- broken records: a message naming the file and the reason, status 1, the others scored ---------
printf '%s: B+4.5\n%s: W+5.5\n' "$sgf/score-area.sgf" "$sgf/score-territory.sgf" >"$tmp/want"
want_err "kosumi score: '$sgf/ko-retake.sgf': move 9 (B F5): illegal move: ko\n"
check "an illegal move among good records" 1 -- \
    "$KOSUMI" score "$sgf/score-area.sgf" "$sgf/ko-retake.sgf" "$sgf/score-territory.sgf"
want ''
want_err "kosumi score: '$sgf/unterminated.sgf': 3:8: unterminated value\n"
check "a parse error" 1 -- "$KOSUMI" score "$sgf/unterminated.sgf"
printf 'XXOO\n' >"$tmp/diagram.sgf"
want_err "kosumi score: '$tmp/diagram.sgf': 1:1: no game tree\n"
check "a .sgf name is SGF, whatever it holds" 1 -- "$KOSUMI" score "$tmp/diagram.sgf"
: >"$tmp/empty.sgf"
want_err "kosumi score: '$tmp/empty.sgf': 1:1: no game tree\n"
check "an empty .sgf file" 1 -- "$KOSUMI" score "$tmp/empty.sgf"
printf '(;SZ[26])' >"$tmp/big.sgf"
printf '(;SZ[5]KM[1e300])' >"$tmp/komi.sgf"
printf "kosumi score: '%s': 1:6: board size 26 not supported\n" "$tmp/big.sgf" >"$tmp/want_err"
printf "kosumi score: '%s': komi 1e+300 out of range\n" "$tmp/komi.sgf" >>"$tmp/want_err"
printf "kosumi score: cannot open '%s': No such file or directory\n" "$tmp/none.sgf" \
    >>"$tmp/want_err"
want ''
check "SZ[26], KM[1e300], a missing file" 1 -- \
    "$KOSUMI" score "$tmp/big.sgf" "$tmp/komi.sgf" "$tmp/none.sgf"
want 'W+0.5\n'
want_err ''
check "KM[1e300] with --komi" 0 -- "$KOSUMI" score --komi 0.5 "$tmp/komi.sgf"

# --- unknown rules: a warning, tromp-taylor, status 0 -------------------------------------------------
want 'B+5.25\n'
want_err "kosumi score: '$data/escapes.sgf': unknown rules RU[New ]Zealand\\\\ rules], using tromp-taylor\n"
check "an unknown RU" 0 -- "$KOSUMI" score "$data/escapes.sgf"
want_err ''
check "an unknown RU with --rules: no warning" 0 -- \
    "$KOSUMI" score --rules tromp-taylor "$data/escapes.sgf"

# --- a large record: 100,000 nodes (the last one the first of 200,000 variations, B[jj]), 10 MB --------
awk 'BEGIN {
    printf "(;SZ[19]KM[7.5];B[aa];W[ss]"
    for (i = 0; i < 49998; i++) printf ";B[];W[]"
    for (i = 0; i < 200000; i++) printf "(;B[jj]C[a variation of 50 bytes, never played])"
    print ")"
}' >"$tmp/large.sgf"
want 'W+6.5\n'
want_err ''
check "100,000 nodes and 10 MB of variations" 0 -- "$KOSUMI" score "$tmp/large.sgf"

finish
