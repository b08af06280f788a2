#!/usr/bin/env python3
# book.py - the opening book through the real program (TAP): with --book, on an empty 19x19
# board genmove answers from the book (--verbose says so, with how often the reply was chosen),
# and reg_genmove then genmove answer the same book move; kosumi-param book 1 turns it on in a
# session; and every move is searched instead without it (the default), below level 10, on
# 9x9, for kgs-genmove_cleanup, and in a position the book does not hold (black's first stone on
# A1).
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/gtp/book.py
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

BOOK = re.compile(r"genmove black: ([A-T][0-9]+) \(from the opening book: chosen ([0-9]+) "
                  r"times of ([0-9]+) there\)")
SEARCHED = re.compile(r"(genmove|kgs-genmove_cleanup) (black|white): \S+ \([0-9]+ playouts")


def run(commands, *args):
    """kosumi --seed 1 --verbose --playouts 300 ARGS on commands: (exit status, answers,
    stderr)."""
    status, out, err = gtp.session(commands + ["quit"],
                                   args=["--seed", "1", "--verbose", "--playouts", "300", *args],
                                   timeout=120)
    return status, gtp.answers(out), err


tap.plan(9)
EMPTY = ["boardsize 19", "clear_board"]

status, got, err = run(EMPTY + ["genmove b"], "--book")
m = BOOK.search(err)
ok(status == 0 and m is not None and got[2] == "= " + m.group(1) and
   0 < int(m.group(2)) <= int(m.group(3)),
   "--book, an empty 19x19 board: genmove plays the book's reply and --verbose says how often "
   "it was chosen", "answers %r, stderr %r" % (got, err))

status, got, err = run(EMPTY + ["reg_genmove b", "genmove b"], "--book")
ok(status == 0 and len(got) == 5 and got[2] == got[3] and len(BOOK.findall(err)) == 2,
   "--book: reg_genmove then genmove answer the same book move (%s)" % " ".join(got[2:4]),
   "answers %r, stderr %r" % (got, err))

status, got, err = run(EMPTY + ["kosumi-param book 1", "genmove b"])
ok(status == 0 and BOOK.search(err) is not None,
   "kosumi-param book 1 turns the book on in a session", "answers %r, stderr %r" % (got, err))

for name, commands, args in [
        ("without --book", EMPTY + ["genmove b"], []),
        ("--book, then kosumi-param book 0", EMPTY + ["kosumi-param book 0", "genmove b"],
         ["--book"]),
        ("--book --level 5", EMPTY + ["genmove b"], ["--book", "--level", "5"]),
        ("--book, a 9x9 board", ["boardsize 9", "clear_board", "genmove b"], ["--book"]),
        ("--book, kgs-genmove_cleanup", EMPTY + ["kgs-genmove_cleanup b"], ["--book"]),
        ("--book, black's first stone on A1, then white to move",
         EMPTY + ["play b A1", "genmove w"], ["--book"])]:
    status, got, err = run(commands, *args)
    ok(status == 0 and all(a.startswith("=") for a in got) and "opening book" not in err and
       SEARCHED.search(err) is not None, "%s: the move is searched, not taken from the book" % name,
       "answers %r, stderr %r" % (got, err))
tap.finish()
