#!/usr/bin/env python3
# review.py - `kosumi review` through the real program (TAP)
#
# blunder.sgf (beside this file, written for this test) is a 9x9 game in which White leaves five
# stones in atari at move 20 and Black captures them at move 21; it has a comment, an unknown
# property and the author's own variation. Reviewed at a fixed seed and 300 playouts a position
# (a second or so), the output must: keep everything of the original; read with kosumi's reader
# (loadsgf) and with Sabaki's (@sabaki/sgf, through sabaki-tree.js and node) and replay to the
# same final position as the original; mark move 20 BM, and no other move BM at this seed (at
# seven others move 20 every time and another move at most once: the mark is the blunder's, not
# the seed's); and come with an SVG graph that
# is well-formed XML with one point per move in each curve, move 20 circled among the worst
# mistakes.
# kosumi's preferred line at move 20 must follow the author's own variation there, which begins
# with kosumi's move, and not repeat it.
# Bad input and bad options are refused with a message and a non-zero status, without writing
# (or touching) the output file.
#
# Sabaki's library: node must be on PATH and @sabaki/sgf where Node finds it; NODE_PATH, or
# $KOSUMI_NODE_MODULES (a node_modules directory, where .ci/run installs it), may say where.
# Without them those test points are skipped, with the reason.
#
# Scratch files go to tests/review/review.tmp.XXXX under the build tree, removed at the end.
import json
import os
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
GAME = os.path.join(HERE, "blunder.sgf")
# A real 19x19 game (GNU Go against itself, 227 moves), reviewed at 10 playouts a position: what
# those searches say is noise, so a mark there is a mark from noise. Before the marks were
# measured against it, this review marked 101 moves BM (seed 1); now 0 to 2, whatever the seed.
GAME19 = os.path.join(HERE, "..", "data", "sgf", "gnugo-19.sgf")
NOISE_EFFORT = ["--playouts", "10", "--seed", "1"]
NOISE_BAD_MAX = 5
MOVES = 23
BLUNDER = 20
EFFORT = ["--playouts", "300", "--seed", "1"]
# At other seeds the blunder must be BM every time, and another move at most once: at 300
# playouts a position a mark from noise comes now and then (seeds 1-8 gave a second mark once:
# at seed 7 before the search weighed the model's policy, at seed 2 after, where Black's move 17
# came out at severity 1.01; a 50,000-playout search rates it 20% below F3).
OTHER_SEEDS = ["2", "3", "4", "5", "6", "7", "8"]
OTHER_MARKS_MAX = 1


def review(*args, cwd=None):
    run = subprocess.run([KOSUMI, "review", *args], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, cwd=cwd, timeout=120)
    return run.returncode, run.stdout.decode("utf-8", "replace"), run.stderr.decode(
        "utf-8", "replace")


def kosumi_position(path):
    """The final position kosumi's reader gives the file: (black stones, white stones), or the
    error."""
    status, out, err = gtp.session(["loadsgf " + path, "list_stones black",
                                    "list_stones white"])
    blocks = gtp.answers(out)
    if status != 0 or len(blocks) != 3 or any(not b.startswith("=") for b in blocks):
        return "loadsgf failed: %r %r" % (out, err)
    return tuple(sorted(b[1:].split()) for b in blocks[1:])


def sabaki(path):
    """(status, the game trees as Sabaki's library reads them, or its message)."""
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        return None, "node is not installed"
    env = dict(os.environ)
    modules = os.environ.get("KOSUMI_NODE_MODULES")
    if modules:
        env["NODE_PATH"] = modules + (os.pathsep + env["NODE_PATH"] if env.get("NODE_PATH")
                                      else "")
    run = subprocess.run([node, os.path.join(HERE, "sabaki-tree.js"), path],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=60)
    if run.returncode == 3:
        return None, "@sabaki/sgf is not installed (set KOSUMI_NODE_MODULES)"
    if run.returncode != 0:
        return False, run.stderr.decode("utf-8", "replace")
    return True, json.loads(run.stdout)


def main_line(root):
    nodes = [root]
    while nodes[-1]["children"]:
        nodes.append(nodes[-1]["children"][0])
    return nodes


def replay(nodes, size):
    """The final position of a main line (Sabaki's nodes): captures by the rules, setup as
    given; (black stones, white stones) as GTP vertices."""
    board = {}

    def group(p):
        color, seen, todo, libs = board[p], {p}, [p], set()
        while todo:
            x, y = todo.pop()
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if not (0 <= q[0] < size and 0 <= q[1] < size):
                    continue
                if q not in board:
                    libs.add(q)
                elif board[q] == color and q not in seen:
                    seen.add(q)
                    todo.append(q)
        return seen, libs

    def point(v):
        return ord(v[0]) - ord("a"), ord(v[1]) - ord("a")

    for node in nodes:
        data = node["data"]
        for prop, color in (("AB", "B"), ("AW", "W")):
            for v in data.get(prop, []):
                board[point(v)] = color
        for v in data.get("AE", []):
            board.pop(point(v), None)
        for color in ("B", "W"):
            for v in data.get(color, []):
                if v == "" or point(v)[0] >= size:
                    continue
                p = point(v)
                board[p] = color
                x, y = p
                for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if q in board and board[q] != color and not group(q)[1]:
                        for s in group(q)[0]:
                            del board[s]
                if not group(p)[1]:
                    for s in group(p)[0]:
                        del board[s]
    names = {c: sorted("%s%d" % (gtp.LETTERS[x], size - y) for (x, y), k in board.items()
                       if k == c) for c in "BW"}
    return names["B"], names["W"]


def node_of(text, move):
    """The text of the node of `text` (an SGF record) that begins with `move` ("W[fh]"): up to
    the next node or variation, brackets' contents skipped."""
    start = text.index(";" + move)
    i, inside = start + 1, False
    while i < len(text):
        c = text[i]
        if inside and c == "\\":
            i += 1
        elif c == "[":
            inside = True
        elif c == "]":
            inside = False
        elif not inside and c in ";()":
            break
        i += 1
    return text[start:i]


def bad_moves(text):
    """How many moves the record marks BM."""
    return text.count("BM[1]")


def check_output(out_sgf, original_position):
    with open(out_sgf, encoding="utf-8") as f:
        text = f.read()
    tap.ok(kosumi_position(out_sgf) == original_position,
           "kosumi's reader replays the review to the original's final position",
           kosumi_position(out_sgf))
    blunder = node_of(text, "W[fh]")
    tap.ok("BM[1]" in blunder and bad_moves(text) == 1,
           "the blunder is BM, and the only move marked BM (kosumi's own reading)",
           "%r; %d BM" % (blunder, bad_moves(text)))

    ok, trees = sabaki(out_sgf)
    names = ["Sabaki's library reads the review", "Sabaki's main line replays to the original's "
             "final position", "the record's own comment, unknown property and variation are "
             "kept", "every move has kosumi's comment, Black's view said", "the blunder (move "
             "%d) is marked BM" % BLUNDER, "kosumi's preferred line follows the author's "
             "variation at the blunder (F5, kosumi's move too), not a second F5",
             "no move is marked twice"]
    if ok is None:
        for name in names:
            tap.skip(name, trees)
        return
    tap.ok(ok, names[0], trees)
    if not ok:
        for name in names[1:]:
            tap.ok(False, name, "not read")
        return
    root = trees[0]
    line = main_line(root)
    tap.ok(replay(line, 9) == original_position, names[1],
           "%r\n%r" % (replay(line, 9), original_position))
    move19 = line[19]["data"]
    variation = line[19]["children"][1]["data"] if len(line[19]["children"]) > 1 else {}
    tap.ok(root["data"].get("XX") == ["an unknown property"]
           and move19.get("C", [""])[0].startswith("Atari: White must connect at F5.\n\n")
           and variation.get("W") == ["fe"]
           and variation.get("C", [""])[0].startswith("The connection [the right move]."),
           names[2], json.dumps([root["data"], move19, variation])[:2000])
    commented = [n for n in line[1:] if "kosumi review, move" in n["data"].get("C", [""])[0]
                 and "score lead for Black" in n["data"].get("C", [""])[0]]
    tap.ok(len(line) == MOVES + 1 and len(commented) == MOVES, names[3],
           "%d nodes, %d commented" % (len(line), len(commented)))
    blunder = line[BLUNDER]["data"]
    tap.ok(blunder.get("W") == ["fh"] and blunder.get("BM") == ["1"], names[4],
           json.dumps(blunder))
    siblings = line[BLUNDER - 1]["children"]
    author = siblings[1] if len(siblings) > 1 else {"data": {}, "children": []}
    tap.ok(len(siblings) == 2 and author["data"].get("W") == ["fe"]
           and author["data"].get("C") == ["The connection [the right move].\n\n"
                                           "kosumi's preferred line"]
           and len(author["children"]) == 1 and "B" in author["children"][0]["data"], names[5],
           json.dumps([s["data"] for s in siblings] + [author["children"]])[:2000])
    marks = [n for n in line if sum(k in n["data"] for k in ("BM", "DO", "IT", "TE")) > 1]
    tap.ok(not marks and text.count("BM[") >= 1, names[6], json.dumps(marks)[:1000])


def check_svg(out_svg):
    try:
        svg = ET.parse(out_svg).getroot()
        ns = "{http://www.w3.org/2000/svg}"
        curves = {p.get("id"): p.get("points").split() for p in svg.iter(ns + "polyline")}
        tap.ok(sorted(curves) == ["lead", "winrate"]
               and all(len(points) == MOVES for points in curves.values()),
               "the SVG is well-formed XML with one point per move in each curve",
               {k: len(v) for k, v in curves.items()})
        labels = [t.text for t in svg.iter(ns + "text")]
        tap.ok(str(BLUNDER) in [t.text for g in svg.iter(ns + "g") if g.get("class") == "swing"
                                for t in g.iter(ns + "text")]
               and "Black's win rate" in labels,
               "the SVG has its axis labels and circles the blunder among the worst mistakes",
               labels)
    except (ET.ParseError, OSError) as e:
        tap.ok(False, "the SVG is well-formed XML with one point per move in each curve", e)
        tap.ok(False,
               "the SVG has its axis labels and circles the blunder among the worst mistakes", e)


def check_refused(tmp, name, args, status_wanted, message):
    """kosumi review ARGS -o OUT fails with status_wanted and message on stderr, and leaves
    OUT (which holds "old") as it was and no other file in tmp."""
    out = os.path.join(tmp, "kept.sgf")
    with open(out, "w") as f:
        f.write("old")
    before = sorted(os.listdir(tmp))
    status, stdout, err = review(*args, "-o", out, *EFFORT, cwd=tmp)
    with open(out) as f:
        kept = f.read()
    tap.ok(status == status_wanted and message in err and kept == "old"
           and sorted(os.listdir(tmp)) == before,
           "%s: exit %d, '%s', nothing written" % (name, status_wanted, message),
           "exit %d, stderr %r, stdout %r, output %r, files %r" % (
               status, err, stdout[:200], kept[:100], sorted(os.listdir(tmp))))


def main():
    tap.plan(16 + 10)
    tmp = gtp.scratch_dir("tests/review", "review.tmp.")
    try:
        original = kosumi_position(GAME)
        if isinstance(original, str):
            return tap.bail(original)
        out_sgf, out_svg = os.path.join(tmp, "out.sgf"), os.path.join(tmp, "out.svg")
        status, out, err = review(GAME, "-o", out_sgf, "--svg", out_svg, *EFFORT)
        tap.ok(status == 0 and err == "", "a review with -o and --svg succeeds, quietly off a "
               "terminal", "exit %d, stderr %r" % (status, err))
        tap.ok("White's biggest mistakes:\n  move %d: F2, kosumi prefers F5" % BLUNDER in out
               and "Black's biggest mistakes:" in out,
               "the summary on stdout names White's blunder first", out)
        if status != 0:
            return tap.bail("no review to check")
        check_output(out_sgf, original)
        check_svg(out_svg)

        status, out2, err2 = review(GAME, *EFFORT)
        with open(out_sgf, encoding="utf-8") as f:
            tap.ok(status == 0 and out2 == f.read() and "White's biggest mistakes" in err2,
                   "without -o the record goes to stdout, the same again at the same seed, "
                   "and the summary to stderr", "exit %d, stderr %r" % (status, err2))

        found = {}
        for seed in OTHER_SEEDS:
            status, sgf, err = review(GAME, "--playouts", "300", "--seed", seed)
            found[seed] = (status, "BM[1]" in node_of(sgf, "W[fh]") if status == 0 else None,
                           bad_moves(sgf))
        tap.ok(all(f[:2] == (0, True) and f[2] >= 1 for f in found.values()) and
               sum(f[2] - 1 for f in found.values()) <= OTHER_MARKS_MAX,
               "at seeds %s too the blunder is BM, and at most %d other move is marked BM"
               % (", ".join(OTHER_SEEDS), OTHER_MARKS_MAX), found)

        status, sgf, err = review(GAME19, *NOISE_EFFORT)
        tap.ok(status == 0 and bad_moves(sgf) <= NOISE_BAD_MAX,
               "a 19x19 game reviewed at 10 playouts a position: at most %d moves BM"
               % NOISE_BAD_MAX, "exit %d, %d BM, stderr %r" % (status, bad_moves(sgf), err[-500:]))

        truncated = os.path.join(tmp, "truncated.sgf")
        with open(GAME, encoding="utf-8") as f:
            text = f.read()
        with open(truncated, "w", encoding="utf-8") as f:
            f.write(text[:len(text) // 2])
        for name, content in (("not-go.sgf", "(;GM[2]SZ[9];B[aa])"),
                              ("big.sgf", "(;GM[1]SZ[30];B[aa])"),
                              ("illegal.sgf", "(;SZ[9];B[aa];W[aa])")):
            with open(os.path.join(tmp, name), "w") as f:
                f.write(content)
        check_refused(tmp, "a missing file", ["missing.sgf"], 1, "cannot read 'missing.sgf'")
        check_refused(tmp, "a truncated record", [truncated], 1, "unterminated game tree")
        check_refused(tmp, "a game that is not go", ["not-go.sgf"], 1, "not a game of go")
        check_refused(tmp, "an unsupported board size", ["big.sgf"], 1,
                      "board size 30 not supported")
        check_refused(tmp, "an illegal move", ["illegal.sgf"], 1, "move 2 (W A9)")
        check_refused(tmp, "no game", [], 2, "no game given")
        check_refused(tmp, "--playouts 0", [GAME, "--playouts", "0"], 2,
                      "bad value for --playouts: '0'")
        check_refused(tmp, "--time and --playouts", [GAME, "--time", "1"], 2,
                      "--playouts and --time exclude each other")
        check_refused(tmp, "an unknown option", [GAME, "--fast", "1"], 2,
                      "unknown option '--fast'")
        check_refused(tmp, "an unwritable SVG", [GAME, "--svg", os.path.join(tmp, "no", "x.svg")],
                      1, "cannot write")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
