#!/usr/bin/env python3
# loadsgf-repairs.py - loadsgf repairs the small defects other programs write, says so with
# --verbose, and still refuses what would change the game (TAP)
#
# Each repaired file must load exactly as a clean twin file does (the same answer, printsgf,
# move_history, stones and captures), print its repairs on stderr with --verbose ("loadsgf
# 'NAME': repaired LINE:COLUMN: ...") and nothing without it. Each refused file must be answered
# "cannot load file: 'NAME': REASON" with the reason expected, and leave the game loaded before
# it exactly as it was. What is repaired and why: src/sgf/sgf.h; the komi's bound and grain:
# game_komi_check.
#
# Files are written under the build tree (tests/sgf/loadsgf-repairs.tmp.XXXX, removed at the
# end) and named relative to it. Environment: KOSUMI (default ./src/kosumi).
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

KOSUMI = gtp.kosumi_path()
G9 = b"(;GM[1]FF[4]SZ[9]"
BASELINE = b"(;GM[1]FF[4]SZ[7]KM[2.5]RU[tromp-taylor];B[dd];W[ce])"
FINGERPRINT = ["printsgf", "move_history", "list_stones black", "list_stones white",
               "captures black", "captures white"]

# (what, file, twin, the notes --verbose prints after "repaired ").
REPAIRED = [
    ("KM[7.5pts] loads with komi 7.5", G9 + b"KM[7.5pts];B[ee])", G9 + b"KM[7.5];B[ee])",
     ["1:21: komi '7.5pts' read as 7.5"]),
    ("KM[6.5 points] loads with komi 6.5", G9 + b"KM[6.5 points])", G9 + b"KM[6.5])",
     ["1:21: komi '6.5 points' read as 6.5"]),
    ("W[tt] on 19x19 is a pass", b"(;SZ[19];B[pd];W[tt];B[dp])", b"(;SZ[19];B[pd];W[];B[dp])",
     ["1:18: W[tt] read as a pass (FF[3])"]),
    ("B[tt] on 9x9 is a pass", G9 + b";B[tt];W[ee])", G9 + b";B[];W[ee])",
     ["1:21: B[tt] read as a pass (FF[3])"]),
    ("W[zz], off the 9x9 board on both axes, is a pass", G9 + b";B[ee];W[zz];B[cc])",
     G9 + b";B[ee];W[];B[cc])", ["1:27: W[zz] is off the 9x9 board: read as a pass"]),
    ("two moves in one node are played in order", G9 + b";B[ee]W[cc];B[gg])",
     G9 + b";B[ee];W[cc];B[gg])", ["1:24: second move in one node: W played as the next move"]),
    ("two moves in one node: the node's setup comes first", G9 + b";AB[aa]W[bb]B[ba]AW[cc])",
     G9 + b";AB[aa]AW[cc]W[bb];B[ba])",
     ["1:30: second move in one node: B played as the next move"]),
    ("two moves in one node that capture", G9 + b"AB[ba]AW[ca][bb];W[ee]B[dd]W[aa])",
     G9 + b"AB[ba]AW[ca][bb];W[ee];B[dd];W[aa])",
     ["1:40: second move in one node: B played as the next move",
      "1:45: second move in one node: W played as the next move"]),
    ("every repair at once", G9 + b"KM[7.5pts];B[tt]W[ee];B[zz])",
     G9 + b"KM[7.5];B[];W[ee];B[])",
     ["1:21: komi '7.5pts' read as 7.5", "1:31: B[tt] read as a pass (FF[3])",
      "1:34: second move in one node: W played as the next move",
      "1:42: B[zz] is off the 9x9 board: read as a pass"]),
]

# (what, file, text the reason must hold).
REFUSED = [
    ("KM[1e300] is refused: komi out of range", G9 + b"KM[1e300];B[ee])",
     "komi 1e+300 out of range"),
    ("KM[-1e300] is refused: komi out of range", G9 + b"KM[-1e300])", "komi -1e+300 out of range"),
    ("KM[1000000.5] is refused: komi out of range", G9 + b"KM[1000000.5])",
     "komi 1e+06 out of range"),
    ("KM[1e-05] is refused: not a whole number of hundredths", G9 + b"KM[1e-05])",
     "komi 1e-05 not a multiple of 0.01"),
    ("KM[6.125] is refused: not a whole number of hundredths", G9 + b"KM[6.125];B[ee])",
     "komi 6.125 not a multiple of 0.01"),
    ("KM[7 1/2] is refused", G9 + b"KM[7 1/2])", "1:21: bad komi '7 1/2'"),
    ("KM[seven] is refused", G9 + b"KM[seven])", "1:21: bad komi 'seven'"),
    ("a move off the board on one axis is refused", G9 + b";B[ee];W[az])",
     "1:27: bad coordinate 'az' for size 9"),
    ("an upper-case point off the board is refused", G9 + b";B[ZZ])",
     "1:21: bad coordinate 'ZZ' for size 9"),
    ("a setup point off the board is refused", G9 + b"AB[zz])",
     "1:21: bad coordinate 'zz' for size 9"),
    ("an illegal second move in a node is refused", G9 + b";B[ee]W[ee])",
     "move 2 (W E5): illegal move"),
    ("a second move in a node that is a ko retake is refused",
     G9 + b"RU[Japanese];B[de];W[fd];B[ed];W[ff];B[ef];W[ge];B[fe];W[ee]B[fe])",
     "move 9 (B F5): illegal move"),
]

# Komi 1000000, the bound itself, loads.
BOUND = (G9 + b"KM[1000000])", G9 + b"KM[1e6])")


def write(tmp, name, data):
    with open(os.path.join(tmp, name), "wb") as f:
        f.write(data)
    return name


def session(tmp, commands, verbose=False):
    """kosumi on commands; (responses as (success, text), stderr lines). Raises on a timeout or a
    malformed stdout."""
    status, out, err = gtp.session(commands, args=["--verbose"] if verbose else [], cwd=tmp,
                                   timeout=30)
    responses = []
    for block in gtp.answers(out):
        if block[:2] not in ("= ", "? ") and block not in ("=", "?"):
            raise ValueError("not a response: %r" % block[:200])
        responses.append((block[0] == "=", block[2:]))
    if len(responses) != len(commands) or status != 0:
        raise ValueError("%d responses to %d commands, exit status %d; stderr %r" % (
            len(responses), len(commands), status, err[-300:]))
    return responses, err.splitlines()


def loaded(tmp, name, verbose=False):
    """loadsgf name then the fingerprint: (responses, stderr lines)."""
    return session(tmp, ["loadsgf " + name] + FINGERPRINT, verbose)


def test_repaired(tmp, i, what, data, twin, notes):
    name, twin_name = write(tmp, "repaired-%d.sgf" % i, data), write(tmp, "twin-%d.sgf" % i, twin)
    try:
        got, err = loaded(tmp, name, verbose=True)
        quiet, quiet_err = loaded(tmp, name)
        want, _ = loaded(tmp, twin_name)
    except (ValueError, subprocess.TimeoutExpired) as e:
        return tap.ok(False, what, str(e))
    problems = []
    if not got[0][0]:
        problems.append("loadsgf answered ? %s" % got[0][1])
    elif got != want:
        problems += ["%s: %r, the twin %r" % (c, g[1][:200], w[1][:200]) for c, g, w in
                     zip(["loadsgf"] + FINGERPRINT, got, want) if g != w]
    wanted = ["kosumi: loadsgf '%s': repaired %s" % (name, n) for n in notes]
    seen = [line for line in err if ": repaired " in line]
    if seen != wanted:
        problems.append("--verbose printed %r, expected %r" % (seen, wanted))
    if quiet != got or quiet_err:
        problems.append("without --verbose: stderr %r" % quiet_err)
    return tap.ok(not problems, what + " (and says so with --verbose)", "\n".join(problems))


def test_refused(tmp, i, what, data, reason, base):
    name = write(tmp, "refused-%d.sgf" % i, data)
    try:
        got, _ = session(tmp, ["loadsgf baseline.sgf", "loadsgf " + name] + FINGERPRINT)
    except (ValueError, subprocess.TimeoutExpired) as e:
        return tap.ok(False, what, str(e))
    problems = []
    prefix = "cannot load file: '%s': " % name
    success, text = got[1]
    if success or not text.startswith(prefix) or reason not in text[len(prefix):]:
        problems.append("loadsgf answered %s %r, expected ? %r...%r" % (
            "=" if success else "?", text, prefix, reason))
    if got[2:] != base:
        problems.append("the game changed: %r" % [t[:100] for _, t in got[2:]])
    return tap.ok(not problems, "%s: %s" % (what, reason), "\n".join(problems))


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    tmp = gtp.scratch_dir(os.path.join("tests", "sgf"), "loadsgf-repairs.tmp.")
    try:
        tap.plan(len(REPAIRED) + len(REFUSED) + 1)
        write(tmp, "baseline.sgf", BASELINE)
        base = loaded(tmp, "baseline.sgf")[0][1:]
        for i, (what, data, twin, notes) in enumerate(REPAIRED):
            test_repaired(tmp, i, what, data, twin, notes)
        for i, (what, data, reason) in enumerate(REFUSED):
            test_refused(tmp, i, what, data, reason, base)
        bound, twin = write(tmp, "bound.sgf", BOUND[0]), write(tmp, "bound-twin.sgf", BOUND[1])
        got, err = loaded(tmp, bound, verbose=True)
        tap.ok(got[0][0] and got == loaded(tmp, twin)[0] and "komi 1000000" in " ".join(err),
               "KM[1000000], the bound itself, loads", "%r %r" % (got[0], err))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
