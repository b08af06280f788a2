#!/usr/bin/env python3
# long.py - `kosumi review` takes time in proportion to the record's length (TAP)
#
# A review replays its record once, forward: each position follows the last by one move. Two
# records of passes only (9x9, --playouts 1, so that the searches cost next to nothing and the
# replay is what is measured), SHORT and LONG moves, are reviewed; the processor time of the
# long one must stay under RATIO times the short one's, where LONG is 8 times SHORT: a review
# that replays the record from its start for every position (quadratic) takes 64 times as
# long, one that replays it once about 8 times. Processor time, not wall time, so that a busy
# machine does not change the verdict.
#
# Scratch files go to tests/review/long.tmp.XXXX under the build tree, removed at the end.
# Environment: KOSUMI (default ./src/kosumi).
import os
import resource
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

KOSUMI = gtp.kosumi_path()
SHORT = 2500
LONG = 20000
RATIO = 20
TIMEOUT = 600


def passes(path, count):
    with open(path, "w") as f:
        f.write("(;GM[1]FF[4]SZ[9]KM[7.5]" +
                "".join(";%s[]" % "BW"[i % 2] for i in range(count)) + ")\n")


def review_seconds(path):
    """(exit status, processor seconds) of kosumi review PATH --playouts 1."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run([KOSUMI, "review", path, "--playouts", "1", "-o", path + ".out"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIMEOUT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return run.returncode, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    tmp = gtp.scratch_dir(os.path.join("tests", "review"), "long.tmp.")
    try:
        tap.plan(1)
        short, long_ = os.path.join(tmp, "short.sgf"), os.path.join(tmp, "long.sgf")
        passes(short, SHORT)
        passes(long_, LONG)
        try:
            status_short, seconds_short = review_seconds(short)
            status_long, seconds_long = review_seconds(long_)
        except subprocess.TimeoutExpired:
            return tap.ok(False, "a review of %d passes" % LONG, "no end within %d s" % TIMEOUT)
        tap.diag("%d passes: %.2f s, %d passes: %.2f s of processor time" % (
            SHORT, seconds_short, LONG, seconds_long))
        tap.ok(status_short == 0 and status_long == 0 and
               seconds_long < RATIO * max(seconds_short, 0.05),
               "a review of %d passes takes under %d times the time of one of %d" % (
                   LONG, RATIO, SHORT),
               "exit %d and %d, %.2f s and %.2f s" % (status_short, status_long, seconds_short,
                                                      seconds_long))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
