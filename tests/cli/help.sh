#!/bin/sh
# help.sh - `--help` and `-h` of kosumi and of every subcommand: the usage on stdout, nothing on
# stderr, exit status 0, and nothing else run (no session, no bench, no review) (TAP).
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
scratch "tests/cli/help.tmp.$$"

# The subcommands, "" for kosumi itself (its GTP session); analysis where kosumi was built with
# json-c (its usage then names it).
commands=" bench review score"
"$KOSUMI" --help 2>/dev/null | grep -q "kosumi analysis" && commands="$commands analysis"
set -- $commands
plan $((2 * ($# + 1)))

for command in "" $commands; do
    for flag in --help -h; do
        # </dev/null: a session started by mistake ends at once instead of waiting for input.
        "$KOSUMI" $command $flag </dev/null >"$tap_scratch/out" 2>"$tap_scratch/err"
        status=$?
        problems=
        [ "$status" -eq 0 ] || problems="$problems exit status $status;"
        [ -s "$tap_scratch/err" ] && problems="$problems stderr: $(head -n 1 "$tap_scratch/err");"
        grep -q "^usage: kosumi${command:+ $command}" "$tap_scratch/out" ||
            problems="$problems no 'usage: kosumi${command:+ $command}' on stdout;"
        [ -z "$problems" ]
        ok $? "kosumi${command:+ $command} $flag: usage on stdout, status 0${problems:+ (got:$problems)}"
    done
done
finish
