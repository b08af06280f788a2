#!/usr/bin/env python3
# seeds.py - the capture and scoring seeds (seeds 003 and 004) played through GTP (TAP)
#
# Holds the seeds' data, converts their coordinates to GTP vertices itself, plays the moves in
# the real program (src/kosumi or $KOSUMI) and compares with the seeds' expected answers.
#
# Seed 003 (TopCoder "Go", captures on 9x9): a move "E4" is letter = row from the top (A..I),
# digit = column from the left (1..9); black moves first and the colours alternate. GTP counts
# rows from the bottom and letters columns (no I), so "E4" is column 4 -> D, row 9 - 4 = 5 ->
# "D5". The problem plays without ko (repetitions allowed) and refuses suicide unless it
# captures, so the rules are {"ko":"NONE","suicide":false}. Answer: {black's captures, white's}
# from `captures black` and `captures white`. The diagram given for example 2 is compared with
# the board too, which checks the orientation.
#
# Seed 004 (Waterloo "Go", territory + prisoners on n x n): "B(x,y)" with (0,0) the centre and
# (1-n)/2 <= x, y <= (n-1)/2. kosumi reads x as the column (left to right: x = (1-n)/2 is A) and
# y as the row (bottom to top: y = (1-n)/2 is row 1), the usual orientation of the plane, which
# is also GTP's (letters grow to the right, numbers upwards). The score does not depend on the
# choice: the 8 rotations and reflections of the board map captures to captures and territory
# to territory, and the test plays every one of them to show it. A player's score is the empty
# points that reach only his stones plus the stones he captured: territory scoring with
# prisoners, every stone alive, which is `kata-set-rules japanese` with `komi 0`. Each side's
# score is read from `final_status_list black_territory|white_territory` (points counted) plus
# `captures black|white`, and the difference is checked against `final_score`.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/rules/seeds.py
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

KOSUMI = gtp.kosumi_path()
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

# Seed 003: (black moves, white moves, expected {black captures, white captures}).
SEED003 = [
    (["A2", "B1"], ["A1"], (1, 0)),
    (["E1", "C1", "C2", "D3", "G1", "G2", "F3", "E4", "E1"],
     ["D1", "E2", "D2", "F1", "F2", "E3", "G3", "C3"], (6, 1)),
    (["A1", "B1", "D1", "E1", "C2", "C3"], ["A2", "B2", "D2", "E2", "F1", "C1"], (0, 4)),
]

# Seed 003, example 2: the board "immediately before black's last move (after white's C3)".
SEED003_DIAGRAM = """
  123456789
A .........
B .........
C XXO......
D OOX......
E .OOX.....
F OOX......
G XXO......
H .........
I .........
"""

# Seed 004: board size, the placements, expected "black white".
SEED004 = [
    (7, "B(-2,-2) W(2,2) B(-2,-3) W(2,3) B(-3,-2) W(3,2)", (1, 1)),
    (7, "B(-2,-3) W(-3,-3) B(-2,-2) W(3,2) B(-3,-2) W(2,3)", (2, 1)),
]

def play(commands):
    """Runs the commands in one session; returns [(success, text)], one per command."""
    status, out, _ = gtp.session(commands)
    answers = []
    for b in gtp.answers(out):
        m = re.fullmatch(r"([=?]) ?(.*)", b, re.S)
        answers.append((m is not None and m.group(1) == "=", m.group(2) if m else b))
    if status != 0 or len(answers) != len(commands):
        raise RuntimeError("kosumi exited %d with %d answers to %d commands: %r"
                           % (status, len(answers), len(commands), out[-400:]))
    return answers


def seed003_vertex(move):
    """"E4" (row letter from the top, column digit) on 9x9 to a GTP vertex ("D5")."""
    row = ord(move[0]) - ord("A")
    col = int(move[1:]) - 1
    return "%s%d" % (COLUMNS[col], 9 - row)


def seed003_moves(black, white):
    moves = []
    for i, b in enumerate(black):
        moves.append(("b", seed003_vertex(b)))
        if i < len(white):
            moves.append(("w", seed003_vertex(white[i])))
    return moves


def seed_diagram(black, white):
    """Seed 003's diagram of a 9x9 board given as GTP vertices, drawn the way GTP places them
    (row 9 at the top, column A on the left) and labelled as the seed labels it."""
    lines = ["  123456789"]
    for number in range(9, 0, -1):
        row = ""
        for letter in COLUMNS[:9]:
            v = "%s%d" % (letter, number)
            row += "X" if v in black else "O" if v in white else "."
        lines.append("%s %s" % ("ABCDEFGHI"[9 - number], row))
    return "\n".join(lines)


def test_seed003():
    for n, (black, white, expected) in enumerate(SEED003, 1):
        moves = seed003_moves(black, white)
        commands = ["boardsize 9", 'kata-set-rules {"ko":"NONE","suicide":false}']
        commands += ["play %s %s" % m for m in moves]
        commands += ["captures black", "captures white"]
        answers = play(commands)
        refused = [(c, a[1]) for c, a in zip(commands, answers) if not a[0]]
        ok(not refused, "seed 003 example %d: every move accepted" % n, refused)
        got = tuple(int(a[1]) if a[0] else None for a in answers[-2:])
        ok(got == expected, "seed 003 example %d: captures {%d,%d}" % ((n,) + expected),
           "got %r from %s" % (got, " ".join("%s %s" % m for m in moves)))

    # Example 2's diagram is the board before black's last move.
    black, white, _ = SEED003[1]
    moves = seed003_moves(black, white)[:-1]
    answers = play(["boardsize 9", 'kata-set-rules {"ko":"NONE","suicide":false}']
                   + ["play %s %s" % m for m in moves] + ["list_stones black", "list_stones white"])
    drawn = seed_diagram(answers[-2][1].split(), answers[-1][1].split())
    ok(drawn == SEED003_DIAGRAM.strip("\n"),
       "seed 003 example 2: the board before black's last move is the seed's diagram",
       "kosumi's board:\n%s" % drawn)


def symmetries(n):
    """The 8 maps of the square with centre (0,0) onto itself."""
    return [
        ("identity", lambda x, y: (x, y)),
        ("rotation by 90 degrees", lambda x, y: (-y, x)),
        ("rotation by 180 degrees", lambda x, y: (-x, -y)),
        ("rotation by 270 degrees", lambda x, y: (y, -x)),
        ("x mirrored", lambda x, y: (-x, y)),
        ("y mirrored", lambda x, y: (x, -y)),
        ("x and y swapped", lambda x, y: (y, x)),
        ("anti-diagonal", lambda x, y: (-y, -x)),
    ]


def seed004_vertex(n, x, y):
    """(x, y) around the centre of an n x n board to a GTP vertex: x the column, y the row."""
    half = (n - 1) // 2
    return "%s%d" % (COLUMNS[x + half], y + half + 1)


def seed004_scores(n, placements, transform):
    moves = []
    for colour, x, y in placements:
        tx, ty = transform(x, y)
        moves.append((colour.lower(), seed004_vertex(n, tx, ty)))
    commands = ["boardsize %d" % n, "kata-set-rules japanese", "komi 0"]
    commands += ["play %s %s" % m for m in moves]
    commands += ["final_status_list black_territory", "final_status_list white_territory",
                 "captures black", "captures white", "final_score"]
    answers = play(commands)
    refused = [(c, a[1]) for c, a in zip(commands, answers) if not a[0]]
    if refused:
        return None, None, refused
    bt, wt, cb, cw, final = [a[1] for a in answers[-5:]]
    black = len(bt.split()) + int(cb)
    white = len(wt.split()) + int(cw)
    return (black, white), final, moves


def margin_text(black, white):
    if black == white:
        return "0"
    return "%s+%d.0" % ("B" if black > white else "W", abs(black - white))


def test_seed004():
    for n, (size, text, expected) in enumerate(SEED004, 1):
        placements = [(c, int(x), int(y))
                      for c, x, y in re.findall(r"([BW])\((-?\d+),(-?\d+)\)", text)]
        for name, transform in symmetries(size):
            scores, final, moves = seed004_scores(size, placements, transform)
            what = "seed 004 sample %d (%s): scores %d %d" % ((n, name) + expected)
            if scores is None:
                ok(False, what, "refused: %r" % (moves,))
                continue
            ok(scores == expected, what,
               "got %r from %s" % (scores, " ".join("%s %s" % m for m in moves)))
            if name == "identity":
                ok(final == margin_text(*expected),
                   "seed 004 sample %d: final_score %s" % (n, margin_text(*expected)),
                   "got %r" % final)


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.skip_all("no kosumi program at %s" % KOSUMI)
    try:
        test_seed003()
        test_seed004()
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        return tap.bail(e)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
