#!/bin/sh
# fuzz-long.sh - `make fuzz-long`: every fuzzer for a long run, one after the other, and how many
# steps each ran
#
# The SGF reader and writer (libFuzzer: inputs run), the whole GTP session (libFuzzer: inputs
# run, and the commands they had answered) and the navigation fuzz (sessions, commands,
# generated or analysed moves checked), each for FUZZ_LONG_SECONDS seconds (default 600). Run by
# hand before a release, from a build directory, not by make check or CI. Each run's output
# goes to tests/fuzz/long-logs/NAME.log; the last lines say what each ran, for example
#
#   fuzz-long: sgf: 1843211 inputs in 601 s: passed
#   fuzz-long: gtp: 52013 inputs, 1203344 commands answered in 601 s: passed
#   fuzz-long: navigation: 412 sessions, 33120 commands, 15020 moves checked in 600 s: passed
#
# Exit status: 0 when every run passed, 1 otherwise (a crash's input is in the target's
# artifacts directory, a navigation failure's commands in its log). Environment: MAKE (the make
# that runs the targets), FUZZ_LONG_SECONDS.

secs=${FUZZ_LONG_SECONDS:-600}
make=${MAKE:-make}
logs=tests/fuzz/long-logs
mkdir -p "$logs" || exit 1
minutes=$(awk -v s="$secs" 'BEGIN { printf "%.4f", s / 60 }')

status=0
summary=

# run NAME COMMAND...: runs COMMAND into NAME's log; notes its verdict.
run() {
    name=$1
    shift
    echo "fuzz-long: $name for $secs s: $*"
    if "$@" >"$logs/$name.log" 2>&1; then
        verdict=passed
    else
        verdict="FAILED (see $logs/$name.log)"
        status=1
    fi
    case $name in
    sgf)
        steps=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 inputs in \2 s/p' \
            "$logs/$name.log" | tail -n 1) ;;
    gtp)
        steps=$(awk '/^gtp-fuzz: [0-9]+ inputs, [0-9]+ commands answered/ { n = $2; c = $4 }
                     /^Done [0-9]+ runs in [0-9]+ second/ { s = $5 }
                     END { if (n != "")
                               printf "%s inputs, %s commands answered in %s s", n, c, s }' \
            "$logs/$name.log") ;;
    navigation)
        # navigation.py's last diagnostic: "# N sessions, N commands, N generated or analysed
        # moves checked, N pairs of variations to the same stones, N s".
        steps=$(awk '/^# [0-9]+ sessions, [0-9]+ commands, [0-9]+ generated or analysed/ {
                         printf "%s sessions, %s commands, %s moves checked in %s s",
                                $2, $4, $6, $(NF - 1) }' "$logs/$name.log") ;;
    esac
    summary="${summary}fuzz-long: $name: ${steps:-no count found}: $verdict
"
}

# $make is a command and its options (MAKE and AM_MAKEFLAGS): split into words on purpose.
run sgf $make fuzz-sgf FUZZ_SECONDS="$secs"
run gtp $make fuzz-gtp FUZZ_SECONDS="$secs"
run navigation $make fuzz-navigation-long NAV_MINUTES="$minutes"
printf '%s' "$summary"
exit $status
