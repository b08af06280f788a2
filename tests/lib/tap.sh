# tap.sh - a small TAP producer for the shell test scripts, sourced from the script's own
# directory (so that it works from the source tree, in a VPATH build and under `make distcheck`):
#
#     . "$(dirname "$0")/../lib/tap.sh"
#
# plan N (optional: finish prints the plan otherwise), ok STATUS NAME, skip NAME REASON,
# bail REASON, finish (the exit status). need_kosumi finds the program, scratch DIR makes a
# directory for temporary files, check_run runs a command and compares its outputs. Names this
# file uses for itself start with tap_.

tap_count=0
tap_failed=0
tap_planned=

# plan N: prints the plan "1..N" before the test points; finish then checks that N were printed.
plan() {
    tap_planned=$1
    echo "1..$1"
}

# ok STATUS NAME: test point "ok" when STATUS is 0, else "not ok".
ok() {
    tap_count=$((tap_count + 1))
    if [ "$1" -eq 0 ]; then
        echo "ok $tap_count - $2"
    else
        echo "not ok $tap_count - $2"
        tap_failed=$((tap_failed + 1))
    fi
}

# skip NAME REASON: test point "ok N - NAME # SKIP REASON".
skip() {
    tap_count=$((tap_count + 1))
    echo "ok $tap_count - $1 # SKIP $2"
}

# bail REASON: "Bail out! REASON" (the TAP driver reports an error), exit status 1.
bail() {
    echo "Bail out! $*"
    exit 1
}

# finish: prints the plan unless plan did; exits with status 1 when a test point failed or the
# plan was not kept, else 0.
finish() {
    if [ -z "$tap_planned" ]; then
        echo "1..$tap_count"
    elif [ "$tap_count" -ne "$tap_planned" ]; then
        exit 1
    fi
    [ "$tap_failed" -eq 0 ] || exit 1
    exit 0
}

# need_kosumi: sets KOSUMI, by default src/kosumi under $top_builddir (the current directory when
# unset: run from the build tree); bails out when it is not an executable.
need_kosumi() {
    KOSUMI=${KOSUMI:-${top_builddir:-.}/src/kosumi}
    [ -x "$KOSUMI" ] || bail "no kosumi program at '$KOSUMI' (run from the build tree)"
}

# scratch DIR: creates DIR (under the build tree) for temporary files, removed on exit.
scratch() {
    tap_scratch=$1
    mkdir -p "$tap_scratch" || bail "cannot create '$tap_scratch'"
    trap 'rm -rf "$tap_scratch"' EXIT
    trap 'exit 1' HUP INT TERM
}

# check_run WHAT STATUS EXPECTED-STDOUT-FILE EXPECTED-STDERR-FILE -- COMMAND...
# Runs COMMAND (its outputs go to the scratch directory), then one test point: its exit status
# and both outputs byte for byte; what differs is shown as comments before it.
check_run() {
    tap_what=$1 tap_want_status=$2 tap_want_out=$3 tap_want_err=$4
    shift 5
    "$@" >"$tap_scratch/out" 2>"$tap_scratch/err"
    tap_status=$?
    tap_result=0
    if [ "$tap_status" -ne "$tap_want_status" ]; then
        echo "# exit status $tap_status, wanted $tap_want_status"
        tap_result=1
    fi
    if ! cmp -s "$tap_scratch/out" "$tap_want_out"; then
        echo "# stdout differs:"; sed 's/^/#   /' "$tap_scratch/out"
        echo "# wanted:"; sed 's/^/#   /' "$tap_want_out"
        tap_result=1
    fi
    if ! cmp -s "$tap_scratch/err" "$tap_want_err"; then
        echo "# stderr differs:"; sed 's/^/#   /' "$tap_scratch/err"
        echo "# wanted:"; sed 's/^/#   /' "$tap_want_err"
        tap_result=1
    fi
    ok $tap_result "$tap_what"
}
