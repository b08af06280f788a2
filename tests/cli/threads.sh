#!/bin/sh
# threads.sh - the search threads a session starts with: one a processor the program may run on
# (its CPU affinity, as nproc counts it), at most 8; one with --seed, so that a seeded game
# replays; --threads wins over both (TAP). Read back with kosumi-param threads.
#
# Run from the build tree (as `make check` does): the program is ./src/kosumi (or $KOSUMI).

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
plan 5

# threads_of ARGS...: the threads kosumi-param reports for a session started with ARGS.
threads_of() {
    printf 'kosumi-param threads\nquit\n' | "$@" 2>/dev/null |
        sed -n 's/^= \[string\] threads \([0-9]*\)$/\1/p'
}

cores=$(nproc)
want=$((cores < 8 ? cores : 8))
got=$(threads_of "$KOSUMI")
[ "$got" = "$want" ]
ok $? "no options: one thread a processor, at most 8 ($want of $cores; got '$got')"

if command -v taskset >/dev/null && taskset -c 0 true 2>/dev/null; then
    got=$(threads_of taskset -c 0 "$KOSUMI")
    [ "$got" = 1 ]
    ok $? "on one processor by its CPU affinity (taskset -c 0): 1 thread (got '$got')"
else
    skip "on one processor by its CPU affinity: 1 thread" "no taskset that can run here"
fi

got=$(threads_of "$KOSUMI" --seed 5)
[ "$got" = 1 ]
ok $? "--seed 5: 1 thread, so that the game replays (got '$got')"

got=$(threads_of "$KOSUMI" --seed 5 --threads 3)
[ "$got" = 3 ]
ok $? "--seed 5 --threads 3: 3 threads (got '$got')"

got=$(threads_of "$KOSUMI" --threads 12)
[ "$got" = 12 ]
ok $? "--threads 12: 12 threads, past the default's cap (got '$got')"
finish
