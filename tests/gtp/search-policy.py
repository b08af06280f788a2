#!/usr/bin/env python3
# search-policy.py - a long search keeps the move-prediction model's weight (TAP): at move 58 of
# a 19x19 game against Pachi, white to move, the model's two favourite moves (kosumi-policy) take
# at least half of a 10,000-playout genmove search's visits, for each of three seeds. Before the
# search weighed the model as a policy (search.c, PUCT) they took 13%, 45% and 33%: its opinion,
# worth 20 playouts a move, was lost among thousands of real ones, and kosumi played C15, the
# model's 192nd move, which the playouts alone rated 51.0% against 48.6%. With the policy they
# took 74%, 69% and 70%; since the playouts draw their shapes by the model's gammas (pattern.h),
# 67%, 58% and 67%, the model's third move P14 taking most of the rest.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/gtp/search-policy.py
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

COLUMNS = "ABCDEFGHJKLMNOPQRST"
# Game 4 of kosumi (white, 20,000 playouts) against Pachi 12.90 (5,000), komi 7.5, Chinese rules.
GAME = ("B Q16 W E10 B D4 W M12 B Q3 W R14 B O17 W R11 B R15 W M7 B D16 W H5 B R6 W S15 B S16 "
        "W J16 B K3 W D6 B H3 W C4 B C3 W D3 B C5 W B4 B E3 W D2 B D5 W E4 B E5 W F4 B F3 W B5 "
        "B C2 W E2 B F2 W F5 B E6 W E7 B F6 W C6 B F7 W F8 B G8 W G7 B G6 W H7 B E8 W F9 B D7 "
        "W C7 B D1 W Q15 B R16 W G17 B G5 W S13 B Q14").split()
SEEDS = (1, 2, 3)
SHARE = 0.50


def policy(engine):
    """kosumi-policy's probabilities for white, as {vertex: probability}."""
    probs = {}
    for i, row in enumerate(engine.must("kosumi-policy white").split("\n")):
        for col, value in enumerate(row.split()):
            probs["%s%d" % (COLUMNS[col], 19 - i)] = float(value)
    return probs


def visits(answer):
    """{move: visits} from the last analysis line of a kata-genmove_analyze answer."""
    lines = [line for line in answer.split("\n") if line.startswith("info ")]
    words = lines[-1].split()
    out = {}
    for i, word in enumerate(words):
        if word == "move":
            out[words[i + 1]] = int(words[words.index("visits", i) + 1])
    return out


tap.plan(len(SEEDS))
for seed in SEEDS:
    engine = gtp.Engine("kosumi", [gtp.kosumi_path(), "--seed", str(seed),
                                   "--playouts", "10000", "--threads", "1"], timeout=300)
    engine.must("boardsize 19")
    engine.must("komi 7.5")
    engine.must("kata-set-rules chinese")
    for color, vertex in zip(GAME[0::2], GAME[1::2]):
        engine.must("play %s %s" % (color, vertex))
    probs = policy(engine)
    favourites = sorted(probs, key=lambda v: -probs[v])[:2]
    seen = visits(engine.must("kata-genmove_analyze w 100000"))
    share = sum(seen.get(v, 0) for v in favourites) / max(1, sum(seen.values()))
    ok(share >= SHARE, "seed %d: the model's favourites %s (%.2f, %.2f) take %.0f%% of the "
       "search's visits (at least %.0f%%)" % (seed, " and ".join(favourites), probs[favourites[0]],
                                             probs[favourites[1]], 100 * share, 100 * SHARE))
    engine.close()
tap.finish()
