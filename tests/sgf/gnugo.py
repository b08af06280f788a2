#!/usr/bin/env python3
# gnugo.py - SGF records between kosumi and GNU Go 3.8: loadsgf and printsgf both ways (TAP)
#
# 1. Records GNU Go writes with moves: self-play games (`gnugo --benchmark N -o FILE`, Tromp-
#    Taylor physics: --chinese-rules --allow-suicide --positional-superko, level 0). GNU Go and
#    kosumi each `loadsgf` every record, to the end and before several move numbers, and must
#    agree on the color to move, the stones of each color and the captures.
# 2. A game over GTP, GNU Go against kosumi, relayed move by move. At a middle point and at the
#    end: GNU Go's `printsgf FILE` (the position as setup stones, no moves) loads into another
#    kosumi with the same stones and color to move; kosumi's `printsgf FILE` loads back into
#    kosumi as the same game (stones, captures, history) and into GNU Go as the same position
#    (stones, captures, also before a middle move number); kosumi's printsgf response is the
#    file's text.
#
# Environment: KOSUMI (default ./src/kosumi), GNUGO (skip when missing), SGF_GNUGO_SEED (base
# seed, default 2000).
#
# GNU Go refuses an -o file name of 128 bytes or more ("Too long filename given as value to -o
# option"), and a build tree may be anywhere: every engine runs in the temporary directory and is
# given short names relative to it, never a path. To prove it, that directory is deliberately
# deep (tests/sgf/gnugo.tmp.XXXX/ then a subdirectory of more than 128 bytes) under the build
# tree, and removed at the end.
# Run alone:  KOSUMI=build/src/kosumi python3 tests/sgf/gnugo.py
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from gtp import GNUGO_RULES, Engine, GtpError  # noqa: E402
from tap import ok  # noqa: E402

tap.detail_lines = 12
KOSUMI = gtp.kosumi_path()
GNUGO = gtp.gnugo_path()
# Level 0, reading depths and node limits cut to 1 (as in tests/interop/gnugo.py): ~3x faster.
GNUGO_FAST = ["--level", "0"] + gtp.GNUGO_FAST
SEED = int(os.environ.get("SGF_GNUGO_SEED", "2000"))
# Self-play records: (size, seed offset).
SELF_PLAY = [(9, 0), (9, 1), (7, 2)]
# GTP games: (size, komi, seed offset, kosumi's color, moves at the middle and at the end
# snapshots; a game that ends earlier, by two passes or a resignation, ends there).
GTP_GAMES = [(9, 7.5, 10, "black", 25, 70), (13, 6.5, 11, "white", 30, 60)]


def state(engine, captures=True):
    """The position as both engines print it: sorted stones of each color, then captures."""
    s = {c: sorted(engine.must("list_stones " + c).upper().split()) for c in ("black", "white")}
    if captures:
        for c in ("black", "white"):
            s["captures " + c] = engine.must("captures " + c)
    return s


def differences(a, b, name_a, name_b):
    return ["%s: %s %s, %s %s" % (k, name_a, a[k], name_b, b[k]) for k in a if a[k] != b[k]]


# A directory name longer than GNU Go's whole -o limit (see the header).
DEEP = "a-directory-name-so-long-that-no-absolute-path-below-it-fits-in-the-128-bytes-" \
       "gnu-go-allows-for-the-name-of-its-output-file-given-with-option-o"


def self_play_record(tmp, size, seed):
    """A GNU Go self-play game with its moves, as GNU Go writes it into tmp; its name there."""
    name = "selfplay-%dx%d-%d.sgf" % (size, size, seed)
    run = subprocess.run([GNUGO, "--boardsize", str(size), "--seed", str(seed), "--benchmark",
                          str(size * size * 2), "-o", name] + GNUGO_FAST + GNUGO_RULES,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, cwd=tmp, timeout=120)
    if run.returncode != 0:
        raise OSError("gnugo -o %s: exit status %d: %s" % (
            name, run.returncode, run.stderr.decode("latin-1").strip()[-300:]))
    return name


def compare_loads(gnugo, kosumi, name, move_numbers, last=False):
    """Both engines loadsgf name (to the end, then before each move number; with last, the
    end comes last instead): the problems."""
    problems = []
    for n in (move_numbers + [None]) if last else ([None] + move_numbers):
        command = "loadsgf %s%s" % (name, "" if n is None else " %d" % n)
        g_ok, g_answer = gnugo.send(command)
        k_ok, k_answer = kosumi.send(command)
        where = "to the end" if n is None else "before move %d" % n
        if not (g_ok and k_ok):
            problems.append("%s: gnugo %r, kosumi %r" % (where, g_answer, k_answer))
            continue
        if g_answer.lower() != k_answer:
            problems.append("%s: to move gnugo %s, kosumi %s" % (where, g_answer, k_answer))
        problems += ["%s: %s" % (where, d) for d in
                     differences(state(gnugo), state(kosumi), "gnugo", "kosumi")]
    return problems


def test_self_play(tmp, gnugo, kosumi):
    for size, offset in SELF_PLAY:
        seed = SEED + offset
        try:
            name = self_play_record(tmp, size, seed)
            with open(os.path.join(tmp, name), "rb") as f:
                text = f.read()
            moves = len(re.findall(rb";[BW]\[", text))
            numbers = sorted({1, 2, moves // 3, moves // 2, moves - 1, moves, moves + 1})
            numbers = [n for n in numbers if n >= 1]
            problems = compare_loads(gnugo, kosumi, name, numbers)
            captures = kosumi.must("captures black"), kosumi.must("captures white")
        except (GtpError, OSError, subprocess.SubprocessError) as e:
            ok(False, "gnugo self-play %dx%d seed %d" % (size, size, seed), str(e))
            continue
        ok(not problems, "gnugo self-play %dx%d seed %d (%d moves): gnugo and kosumi load "
           "the same positions, to the end and before moves %s" %
           (size, size, seed, moves, ",".join(map(str, numbers))), "\n".join(problems))
        print("#   captures at the end: black %s, white %s" % captures)


def snapshot(player, loader, gnugo, label, moves, seed):
    """Records of the game so far, both ways (see the header); the problems found."""
    problems = []
    position = state(player)
    problems += ["the engines disagree before any file is written: " + d for d in
                 differences(position, state(gnugo), "kosumi", "gnugo")]
    # GNU Go's record (setup stones and PL) into kosumi.
    g_file = "gnugo-%s-%d.sgf" % (label, seed)
    gnugo.must("printsgf " + g_file)
    to_move = loader.must("loadsgf " + g_file)
    want = "white" if moves % 2 == 1 else "black"
    if to_move != want:
        problems.append("gnugo's record: to move %s, expected %s" % (to_move, want))
    problems += ["gnugo's record: %s" % d for d in differences(
        state(player, captures=False), state(loader, captures=False), "game", "loaded")]
    # kosumi's record into kosumi, with its moves: the same game.
    k_file = "kosumi-%s-%d.sgf" % (label, seed)
    player.must("printsgf " + k_file)
    text = player.must("printsgf")
    with open(os.path.join(player.cwd, k_file)) as f:
        if f.read() != text + "\n":
            problems.append("printsgf's response differs from the file it writes")
    loader.must("loadsgf " + k_file)
    problems += ["kosumi's record: %s" % d for d in differences(
        position, state(loader), "game", "loaded")]
    if loader.must("move_history") != player.must("move_history"):
        problems.append("kosumi's record: the move history differs")
    # kosumi's record into GNU Go, before a middle move and to the end: GNU Go is left with the
    # whole game, as it was.
    problems += ["kosumi's record in gnugo: %s" % d for d in
                 compare_loads(gnugo, loader, k_file, [max(1, moves // 2)], last=True)]
    return problems


def test_gtp_game(tmp, gnugo_argv, size, komi, seed, kosumi_color, middle, end):
    what = "%dx%d game, kosumi %s, seed %d" % (size, size, kosumi_color, seed)
    engines = []
    try:
        player = Engine("kosumi", [KOSUMI, "--seed", str(seed)], cwd=tmp)
        engines.append(player)
        loader = Engine("kosumi (loader)", [KOSUMI], cwd=tmp)
        engines.append(loader)
        gnugo = Engine("gnugo", gnugo_argv + ["--seed", str(seed)], cwd=tmp)
        engines.append(gnugo)
        for e in (player, gnugo):
            e.must("boardsize %d" % size)
            e.must("clear_board")
            e.must("komi %g" % komi)
    except (GtpError, OSError) as e:
        ok(False, what + ": engines started", str(e))
        for e in engines:
            e.close()
        return
    color, passes, moves = "black", 0, 0
    for label in ("middle", "end"):
        try:
            while passes < 2 and moves < (middle if label == "middle" else end):
                mover, other = (player, gnugo) if color == kosumi_color else (gnugo, player)
                vertex = mover.must("genmove " + color)
                if vertex.lower() == "resign":
                    passes = 2
                    break
                other.must("play %s %s" % (color, vertex))
                moves += 1
                passes = passes + 1 if vertex.lower() == "pass" else 0
                color = "white" if color == "black" else "black"
            problems = snapshot(player, loader, gnugo, label, moves, seed)
            captures = player.must("captures black"), player.must("captures white")
        except (GtpError, OSError) as e:
            problems, captures = [str(e)], ("?", "?")
        ok(not problems, "%s, %s (after move %d): records both ways give the same "
           "position" % (what, label, moves), "\n".join(problems))
        print("#   captures: black %s, white %s" % captures)
    statuses = [e.close() for e in engines]
    ok(statuses[:2] == [0, 0], "%s: both kosumi sessions exit with status 0" % what,
       "exit statuses %s" % statuses[:2])


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    if not GNUGO or not os.access(GNUGO, os.X_OK):
        return tap.skip_all("gnugo not found")
    os.makedirs(os.path.join("tests", "sgf"), exist_ok=True)
    top = tempfile.mkdtemp(prefix="gnugo.tmp.", dir=os.path.join("tests", "sgf"))
    tmp = os.path.abspath(os.path.join(top, DEEP))
    os.mkdir(tmp)
    start = time.monotonic()
    try:
        tap.plan(len(SELF_PLAY) + 3 * len(GTP_GAMES))
        gnugo_argv = [GNUGO, "--mode", "gtp"] + GNUGO_FAST + GNUGO_RULES
        gnugo = Engine("gnugo", gnugo_argv, cwd=tmp)
        kosumi = Engine("kosumi", [KOSUMI], cwd=tmp)
        test_self_play(tmp, gnugo, kosumi)
        gnugo.close()
        kosumi.close()
        for size, komi, offset, color, middle, end in GTP_GAMES:
            test_gtp_game(tmp, gnugo_argv, size, komi, SEED + offset, color, middle, end)
        print("# %.1f s" % (time.monotonic() - start))
    finally:
        shutil.rmtree(top, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
