#!/bin/sh
# gnugo-match.sh - kosumi against GNU Go through tools/kosumi-match, as a user runs a match (TAP)
#
# `make check-wine` runs it with KOSUMI starting the Windows program (kosumi.exe) under Wine and
# GNU Go native, so that two whole 9x9 games go through the pipes, the threads (--threads 2) and
# the clock of the Windows build; the games are short (--playouts 300 a move) and GNU Go, at
# --chinese-rules, is the referee. It runs with any kosumi: KOSUMI=src/kosumi works too.
# Skipped without python3 or GNU Go.

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
top=${top_srcdir:-$(dirname "$0")/../..}
GNUGO=${GNUGO:-$(command -v gnugo || command -v /usr/games/gnugo)}
PYTHON3=${PYTHON3:-$(command -v python3)}
if [ -z "$GNUGO" ] || [ -z "$PYTHON3" ]; then
    echo "1..0 # SKIP needs GNU Go and python3"
    exit 0
fi
plan 4

scratch "${top_builddir:-.}/tests/windows/gnugo-match.tmp"
results=$tap_scratch/results.jsonl
"$PYTHON3" "$top/tools/kosumi-match" play --quiet \
    -a "$KOSUMI --playouts 300 --threads 2" -b "$GNUGO --mode gtp --level 1" \
    --referee "$GNUGO --mode gtp --chinese-rules" --rules chinese \
    --games 2 --size 9 --komi 7.5 --timeout 120 --results "$results" >"$tap_scratch/out" 2>&1
status=$?
sed 's/^/# /' "$tap_scratch/out"
ok $status "the match runs to its end, exit status 0 (no game ended in an error)"

games=$(grep -c '"game": ' "$results" 2>/dev/null)
[ "${games:-0}" -eq 2 ]
ok $? "both games are in the results file ($games)"

errors=$(grep '"game": ' "$results" 2>/dev/null | grep -vc '"error": null')
[ "${errors:-1}" -eq 0 ]
ok $? "no game ended in an error"

# Played out and scored by the referee, or resigned: a winner either way (komi 7.5: no draw).
decided=$(grep '"game": ' "$results" 2>/dev/null | grep -c '"result": "[BW]+')
[ "${decided:-0}" -eq 2 ]
ok $? "both games have a winner ($decided)"

finish
