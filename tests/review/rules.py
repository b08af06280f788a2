#!/usr/bin/env python3
# rules.py - the rules `kosumi review` judges a game under, and says it does (TAP)
#
# A record's RU decides the rules; without RU (or with one kosumi does not know) the review uses
# tromp-taylor, and --rules SPEC chooses instead (it replaces RU, as in kosumi score). Whichever
# applies, the summary says it on its first line, with where it came from and the komi, and the
# annotated record's root comment says the same; a bad --rules is refused with status 2.
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

KOSUMI = gtp.kosumi_path()
MOVES = ";B[cc];W[gg];B[gc];W[cg]"
NO_RU = "(;GM[1]FF[4]SZ[9]KM[0.5]HA[2]AB[gc][cg]" + ";W[ee];B[cc];W[gg])\n"
WITH_RU = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]" + MOVES + ")\n"
UNKNOWN_RU = "(;GM[1]FF[4]SZ[9]KM[7]RU[Martian]" + MOVES + ")\n"

# (what, record, options, the summary's first line)
CASES = [
    ("no RU, no --rules: tromp-taylor, and the way to choose", NO_RU, [],
     "Rules: tromp-taylor (the record has no RU; --rules chooses others), komi 0.5"),
    ("no RU, --rules japanese", NO_RU, ["--rules", "japanese"],
     "Rules: japanese (--rules), komi 0.5"),
    ("RU[Japanese]", WITH_RU, [], "Rules: japanese (the record's RU[Japanese]), komi 6.5"),
    ("RU[Japanese], --rules chinese replaces it", WITH_RU, ["--rules", "chinese"],
     "Rules: chinese (--rules), komi 6.5"),
    ("RU[Martian], unknown: tromp-taylor, and says so", UNKNOWN_RU, [],
     "Rules: tromp-taylor (the record's RU[Martian] is unknown; --rules chooses others), komi 7"),
]


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    tmp = gtp.scratch_dir(os.path.join("tests", "review"), "rules.tmp.")
    try:
        tap.plan(2 * len(CASES) + 1)
        for what, record, options, first in CASES:
            with open(os.path.join(tmp, "game.sgf"), "w") as f:
                f.write(record)
            run = subprocess.run([KOSUMI, "review", "game.sgf", "-o", "out.sgf", "--playouts", "5",
                                  *options], cwd=tmp, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, timeout=60)
            out = run.stdout.decode("utf-8", "replace")
            lines = out.splitlines()
            tap.ok(run.returncode == 0 and lines[:1] == [first],
                   "%s: the summary begins '%s'" % (what, first),
                   "exit %d\nstdout %r\nstderr %r" % (run.returncode, out, run.stderr))
            with open(os.path.join(tmp, "out.sgf"), encoding="utf-8", errors="replace") as f:
                sgf = f.read()
            # The root node: up to the first node that begins a line; "]" in a value is "\]".
            root = re.split(r"\n\(?;", sgf)[0].replace("\\]", "]")
            said = first.replace("Rules: ", "kosumi review, rules: ", 1)
            tap.ok(said in root, "%s: the record's root comment says '%s'" % (what, said), sgf)
        run = subprocess.run([KOSUMI, "review", "game.sgf", "--rules", "nonsense"], cwd=tmp,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        err = run.stderr.decode("utf-8", "replace")
        tap.ok(run.returncode == 2 and "kosumi review: bad rules 'nonsense'" in err and
               not os.path.exists(os.path.join(tmp, "nonsense")),
               "--rules nonsense is refused with status 2", "exit %d, stderr %r" % (
                   run.returncode, err))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
