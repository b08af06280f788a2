#!/usr/bin/env python3
# gogui-policy-winrate.py - GoGui's Policy and Win rate views as GoGui shows them (TAP)
#
# GoGui draws a dboard value v in [-1, 1] as a square of side |v| and does not rescale: the
# model's raw probabilities (0.41, 0.21, 0.15, then hundredths) left all but three points
# blank. The Policy view that gogui-analyze_commands lists must draw the model's ranking: its
# most likely point at full size (1), every point in the same order as the probabilities, and a
# point a hundredth as likely as the best still visible (a third of full size or more). The Win
# rate view, a string view (GoGui's status bar), gives Black's win rate and score lead from the
# search of the position.
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
SIZE = 9
SETUP = ["boardsize 9", "clear_board", "komi 7", "play b E5", "play w C3", "play b G7",
         "play w D7"]


def dboard(text):
    """A dboard answer as {vertex: value}."""
    values = {}
    for i, row in enumerate(text.split("\n")):
        for col, v in enumerate(row.split()):
            values["%s%d" % (COLUMNS[col], SIZE - i)] = float(v)
    return values


def main():
    if not os.access(gtp.kosumi_path(), os.X_OK):
        return tap.bail("no kosumi program at '%s'" % gtp.kosumi_path())
    tap.plan(4)
    engine = gtp.Engine("kosumi", [gtp.kosumi_path(), "--seed", "1", "--playouts", "300"])
    views = {}
    for line in engine.must("gogui-analyze_commands").split("\n"):
        kind, label, command = line.split("/", 2)
        views[label] = (kind, command)
    for command in SETUP:
        engine.must(command)

    kind, command = views.get("Policy", ("", ""))
    probs = dboard(engine.must("kosumi-policy"))
    shown = dboard(engine.must(command)) if kind == "dboard" else {}
    top = max(probs.values())
    ranked = sorted(probs, key=lambda v: -probs[v])
    tap.ok(shown and max(shown.values()) == 1.0 and shown[ranked[0]] == 1.0
           and all(0 <= v <= 1 for v in shown.values()),
           "the Policy view draws the model's most likely point at full size (1)",
           "view %r: top %r" % ((kind, command), sorted(shown.values())[-3:]))
    # (kosumi-policy prints 4 decimals: points it shows as equal may be in either order.)
    inverted = [(a, b) for a in probs for b in probs
                if shown and probs[a] > probs[b] and shown[a] < shown[b]]
    stones = [c.split()[2].upper() for c in SETUP if c.startswith("play")]
    tap.ok(shown and not inverted and all(shown[v] == 0 for v in stones),
           "the Policy view keeps the model's order, and 0 on the stones",
           "inverted %r, stones %r" % (inverted[:5], [(v, shown.get(v)) for v in stones]))
    faint = [v for v in probs if probs[v] >= top / 100]
    tap.ok(shown and len(faint) > 3 and all(shown[v] >= 1 / 3 for v in faint),
           "the Policy view shows each of the %d points at least a hundredth as likely as the "
           "best at a third of full size or more" % len(faint),
           [(v, probs[v], shown.get(v)) for v in faint if not shown or shown[v] < 1 / 3])

    kind, command = views.get("Win rate", ("", ""))
    text = engine.must(command) if kind == "string" else ""
    tap.ok(re.fullmatch(r"Black's win rate [0-9]+\.[0-9]%, score lead (B|W)\+[0-9]+\.[0-9]|"
                        r"Black's win rate [0-9]+\.[0-9]%, score lead even", text.split(" (")[0])
           is not None and "\n" not in text,
           "the Win rate view, a string view, is a line of Black's win rate and score lead",
           "view %r: %r" % ((kind, command), text))
    engine.close()
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
