#!/usr/bin/env python3
# graph.py - kosumi review's graph, its marks and its summary name the same moves (TAP)
#
# A review's mistakes are the moves it marks BM or DO in the record. The SVG graph circles and
# numbers exactly those (class "swing"), and the summary names exactly those, each side's
# biggest first; the numbers sit in a band above the plot, where no curve runs, staggered so
# that close moves do not overprint; a legend says what the curves and the circles are.
# Checked on the 9x9 game of review.py (blunder.sgf, a blunder at move 20) and on a 19x19 game
# of 227 moves (GNU Go against itself), at fixed seeds.
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

KOSUMI = gtp.kosumi_path()
NS = "{http://www.w3.org/2000/svg}"
GAMES = [("blunder.sgf, 300 playouts", os.path.join(HERE, "blunder.sgf"),
          ["--playouts", "300", "--seed", "1"]),
         ("gnugo-19.sgf, 60 playouts", os.path.join(HERE, "..", "data", "sgf", "gnugo-19.sgf"),
          ["--playouts", "60", "--seed", "2"])]


def main_line(sgf):
    """The main line of the first game tree: a list of nodes, each {property: [values]}."""
    i, n = 0, len(sgf)
    line, depth, done = [], 0, False  # depth: the '(' levels open on the main line
    off_main = 0                       # '(' levels open off the main line
    seen_child = []                    # per main-line level: a variation already began
    while i < n and not done:
        c = sgf[i]
        if c == "(":
            if off_main or (seen_child and seen_child[-1]):
                off_main += 1
            else:
                if seen_child:
                    seen_child[-1] = True
                seen_child.append(False)
                depth += 1
            i += 1
        elif c == ")":
            if off_main:
                off_main -= 1
            else:
                seen_child.pop()
                depth -= 1
                done = depth == 0
            i += 1
        elif c == ";" and not off_main:
            node, i = {}, i + 1
            while i < n and sgf[i] not in ";()":
                m = re.match(r"\s*([A-Za-z]+)", sgf[i:])
                if not m:
                    i += 1
                    continue
                key, i = m.group(1), i + m.end()
                while i < n and sgf[i] in " \t\r\n":
                    i += 1
                while i < n and sgf[i] == "[":
                    j = i + 1
                    while j < n and sgf[j] != "]":
                        j += 2 if sgf[j] == "\\" else 1
                    node.setdefault(key, []).append(sgf[i + 1:j])
                    i = j + 1
                    while i < n and sgf[i] in " \t\r\n":
                        i += 1
            line.append(node)
        else:
            i += 1
    return line


def marked_moves(sgf):
    """The main line's move numbers (from 1) marked BM or DO."""
    marked, number = set(), 0
    for node in main_line(sgf):
        if "B" in node or "W" in node:
            number += 1
            if "BM" in node or "DO" in node:
                marked.add(number)
    return marked


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    tmp = gtp.scratch_dir(os.path.join("tests", "review"), "graph.tmp.")
    try:
        tap.plan(4 * len(GAMES))
        for what, game, effort in GAMES:
            sgf_path, svg_path = os.path.join(tmp, "out.sgf"), os.path.join(tmp, "out.svg")
            run = subprocess.run([KOSUMI, "review", game, "-o", sgf_path, "--svg", svg_path,
                                  *effort], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 timeout=300)
            if run.returncode != 0:
                return tap.bail("review of %s failed: %r" % (what, run.stderr))
            summary = run.stdout.decode("utf-8", "replace")
            with open(sgf_path, encoding="utf-8", errors="replace") as f:
                marked = marked_moves(f.read())
            svg = ET.parse(svg_path).getroot()
            swing = [g for g in svg.iter(NS + "g") if g.get("class") == "swing"]
            circled = {int(t.text) for g in swing for t in g.iter(NS + "text")}
            named = {int(m) for m in re.findall(r"^  move (\d+):", summary, re.M)}
            named |= {int(m) for line in re.findall(r"^  also marked: (.*)$", summary, re.M)
                      for m in re.findall(r"(\d+) (?:BM|DO)", line)}
            tap.ok(circled == marked, "%s: the graph circles the moves marked BM or DO (%s)" % (
                what, sorted(marked)), "circled %s, marked %s" % (sorted(circled), sorted(marked)))
            tap.ok(named == marked, "%s: the summary names the moves marked BM or DO" % what,
                   "named %s, marked %s\n%s" % (sorted(named), sorted(marked), summary))
            plot = next(r for g in svg.iter(NS + "g") if g.get("id") == "axes"
                        for r in g.iter(NS + "rect"))
            top = float(plot.get("y"))
            ys = [float(t.get("y")) for g in swing for t in g.iter(NS + "text")]
            xs = sorted((float(t.get("x")), float(t.get("y"))) for g in swing
                        for t in g.iter(NS + "text"))
            close = [(a, b) for a, b in zip(xs, xs[1:]) if b[0] - a[0] < 22 and a[1] == b[1]]
            tap.ok(all(y < top for y in ys) and not close,
                   "%s: the move numbers sit above the plot (top %g), close ones on two rows"
                   % (what, top), "label y %s, overprinted %s" % (ys, close))
            legend = [g for g in svg.iter(NS + "g") if g.get("id") == "legend"]
            words = " ".join(t.text or "" for g in legend for t in g.iter(NS + "text"))
            tap.ok(all(w in words for w in ("win rate", "score lead", "BM", "DO")),
                   "%s: a legend names the curves and the marks" % what, repr(words))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
