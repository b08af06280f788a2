#!/usr/bin/env python3
# status-seeds.py - tests/gtp/status.tst at seeds 2 to 9 (TAP): the lone invaders and the
# two-stone ones are dead and the dead corner is no seki whatever the playouts draw, so every
# seed must pass the file whole.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/status/status-seeds.py
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import tap  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = os.path.join(HERE, "..", "gtp", "run-tst.py")
SCENARIO = os.path.join(HERE, "..", "gtp", "status.tst")
SEEDS = (2, 3, 4, 5, 6, 7, 8, 9)


def main():
    tap.plan(len(SEEDS))
    for seed in SEEDS:
        env = dict(os.environ, TST_SEED=str(seed))
        run = subprocess.run([sys.executable, RUNNER, SCENARIO], env=env, capture_output=True,
                             text=True, timeout=300)
        failed = [line for line in run.stdout.splitlines() if line.startswith("not ok")]
        tap.ok(run.returncode == 0 and not failed,
               "status.tst passes whole at seed %d" % seed, "\n".join(failed + [run.stderr]))
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
