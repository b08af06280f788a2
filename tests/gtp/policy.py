#!/usr/bin/env python3
# policy.py - kosumi-policy through the real program (TAP): a dboard of probabilities, one a
# point, rows from the top; 0 on occupied and illegal points (a suicide, a ko retake, superko);
# the points' probabilities summing to 1 within rounding; the obvious capture of a large chain
# in atari and the saving extension the most likely moves; the colour argument; and a bad colour
# a syntax error that changes nothing.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/gtp/policy.py
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def board(engine, command, size):
    """The dboard answered to command, as {vertex: probability}."""
    rows = engine.must(command).split("\n")
    assert len(rows) == size, rows
    probs = {}
    for i, row in enumerate(rows):
        values = row.split()
        assert len(values) == size, row
        for col, v in enumerate(values):
            probs["%s%d" % (COLUMNS[col], size - i)] = float(v)
    return probs


def best(probs):
    return max(probs, key=lambda v: probs[v])


tap.plan(13)
engine = gtp.Engine("kosumi", [gtp.kosumi_path()])

# A white chain of two stones in atari at D3 (black to move), on 9x9.
engine.must("boardsize 9")
for move in ["b A3", "w B3", "b B4", "w C3", "b C4", "w G7", "b B2", "w G6", "b C2", "w G5"]:
    engine.must("play " + move)
p = board(engine, "kosumi-policy", 9)
ok(abs(sum(p.values()) - 1) < 0.01, "the points' probabilities sum to 1: %.4f" % sum(p.values()))
stones = ["A3", "B3", "B4", "C3", "C4", "G7", "B2", "G6", "C2", "G5"]
ok(all(p[v] == 0 for v in stones), "0 on every stone")
ok(best(p) == "D3", "capturing two stones in atari is the most likely move: %s %.3f"
   % (best(p), p[best(p)]))
# White to move instead: extending the chain out of atari at D3 is the move.
q = board(engine, "kosumi-policy white", 9)
ok(best(q) == "D3", "for white, saving the chain at D3 is the most likely move: %s" % best(q))
ok(p != q, "the colour argument changes the answer")
ok(board(engine, "kosumi-policy black", 9) == p, "black is the player to move by default")

# A bad colour: a syntax error, and nothing changes.
success, text = engine.send("kosumi-policy purple")
ok(not success and text == "syntax error: invalid color", "a bad colour: %r" % text)
success, text = engine.send("kosumi-policy black white")
ok(not success and text == "syntax error: wrong number of arguments", "two colours: %r" % text)
ok(sorted(engine.must("list_stones white").split()) == ["B3", "C3", "G5", "G6", "G7"],
   "the stones are as they were")
ok(board(engine, "kosumi-policy", 9) == p, "and so is the answer")

# A ko: white may not retake at once, and the point gets 0.
engine.must("clear_board")
for move in ["b C4", "w D4", "b B3", "w E3", "b C2", "w D2", "b D3", "w C3"]:
    engine.must("play " + move)  # white's C3 takes black's D3: black may not retake at D3 now
k = board(engine, "kosumi-policy", 9)
ok(k["D3"] == 0, "the ko retake gets 0")
ok(abs(sum(k.values()) - 1) < 0.01, "and the rest still sum to 1: %.4f" % sum(k.values()))

# 19x19: 361 numbers.
engine.must("boardsize 19")
engine.must("clear_board")
engine.must("play b Q16")
r = board(engine, "kosumi-policy", 19)
ok(len(r) == 361 and r["Q16"] == 0 and abs(sum(r.values()) - 1) < 0.02,
   "19x19: 361 points, 0 on the stone, summing to 1: %.4f" % sum(r.values()))
engine.close()
tap.finish()
