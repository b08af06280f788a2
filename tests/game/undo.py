#!/usr/bin/env python3
# undo.py - `undo` and `gg-undo` through the real program (TAP)
#
# Undo takes back moves, as GNU Go does: the last move together with every setup stone (SGF
# AB/AW/AE after the first move) recorded after it, so that move_history, last_move and the board
# stay in step; setup before the first move is the start position and stays. gg-undo N counts
# moves; a well-formed N larger than the moves played (however large) is "cannot undo", a
# malformed one a syntax error, and neither changes anything.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/game/undo.py
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

# What a controller reads back after each step.
STATE = ["move_history", "last_move", "list_stones black", "list_stones white"]


def run(record, commands):
    """Loads record (SGF text) from a file in the build tree, runs commands; returns the answers
    to the commands (the loadsgf answer first)."""
    with tempfile.TemporaryDirectory(dir=".") as tmp:
        path = os.path.join(tmp, "game.sgf")
        with open(path, "w") as f:
            f.write(record)
        status, out, err = gtp.session(["loadsgf " + path] + commands + ["quit"])
    got = gtp.answers(out)
    if status != 0 or len(got) != len(commands) + 2:
        return ["exit %d, stderr %r, answers %r" % (status, err, got)]
    return [a.rstrip() for a in got[:-1]]


def check(record, commands, expected, what):
    got = run(record, commands)
    ok(got[1:] == expected and got[0].startswith("="), what,
       "answers %r\nwanted  %r" % (got, expected))


# The case: a move, then a setup stone in the next node.
check("(;FF[4]SZ[9];B[ee];AW[aa])", ["undo"] + STATE + ["undo"],
      ["=", "=", "? no previous move known", "=", "=", "? cannot undo"],
      "undo after B E5 then AW A9 takes back both: no history, no last move, no stones")

check("(;FF[4]SZ[9];B[ee];AW[aa];W[cc])", ["undo"] + STATE + ["undo"] + STATE,
      ["=", "= black E5", "= black E5", "= E5", "= A9",
       "=", "=", "? no previous move known", "=", "="],
      "undo takes back W C7 alone, then B E5 with the A9 recorded after it")

check("(;FF[4]SZ[9]AB[gg]PL[W];W[ee];B[aa])", ["undo", "undo"] + STATE + ["undo"] + STATE,
      ["=", "=", "=", "? no previous move known", "= G3", "=", "? cannot undo",
       "=", "? no previous move known", "= G3", "="],
      "setup before the first move is the start position: undo keeps it")

check("(;FF[4]SZ[9];B[ee];AW[aa];W[cc];AB[bb]AE[aa];B[dd])",
      ["gg-undo 2"] + STATE,
      ["=", "= black E5", "= black E5", "= E5", "= A9"],
      "gg-undo 2 counts moves: B D6, then W C7 with the setup after it")

check("(;FF[4]SZ[9];B[ee];AW[aa];W[cc])",
      ["gg-undo 3", "gg-undo"] + STATE,
      ["? cannot undo", "=", "= black E5", "= black E5", "= E5", "= A9"],
      "gg-undo 3 with two moves played is refused and changes nothing")

big = ["gg-undo 99999999999", "gg-undo 2147483648", "gg-undo +99999999999999999999999"]
check("(;FF[4]SZ[9];B[ee];W[cc])", big + STATE,
      ["? cannot undo"] * len(big) + ["= white C7\nblack E5", "= white C7", "= E5", "= C7"],
      "gg-undo of more moves than an int holds: cannot undo, nothing changes")

bad = ["gg-undo -1", "gg-undo 1x", "gg-undo 9999999999x", "gg-undo ++1", "gg-undo 0x10"]
got = run("(;FF[4]SZ[9];B[ee];W[cc])", bad + STATE)
ok(all(a.startswith("? syntax error") for a in got[1:1 + len(bad)]) and
   got[1 + len(bad):] == ["= white C7\nblack E5", "= white C7", "= E5", "= C7"],
   "gg-undo with a malformed count: syntax error, nothing changes", "answers %r" % got)

sys.exit(tap.finish())
