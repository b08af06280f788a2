#!/usr/bin/env python3
# gtp-throughput.py - GTP `play` throughput of kosumi and GNU Go (a benchmark, not a test)
#
# How to run (from a build directory, after `make`):
#
#     python3 $srcdir/tests/bench/gtp-throughput.py [--kosumi src/kosumi] [--gnugo /usr/games/gnugo]
#         [--games 1000] [--seed 1] [--games-file kosumi-bench-games.txt] [--regenerate]
#
# 1. Games: --games random legal 19x19 games, made by kosumi itself (`kosumi --seed S`, then
#    `genmove b` / `genmove w` from an empty board until two passes, at most 1,000 moves a game),
#    one game per line in --games-file. The file is reused when it exists with the same seed and
#    number of games (--regenerate makes it again).
# 2. Replay: each engine gets all games in one GTP session on its stdin, written in one go and
#    answered in order (`boardsize 19`, `clear_board`, then `play b D4`, `play w Q16`, ... per
#    game), in two modes: plain, and with `undo` plus a replay of the undone move after every tenth
#    move. One line per engine and mode: plays per second (every `play` command counted, replays
#    included, over the wall-clock time of the whole session) and the number of failures.
#
# GNU Go runs with kosumi's rules: --chinese-rules --allow-suicide --positional-superko.
import argparse
import os
import shutil
import subprocess
import sys
import threading
import time

GNUGO_RULES = ["--chinese-rules", "--allow-suicide", "--positional-superko"]
MOVE_CAP = 1000


def generate(kosumi, games, seed, path):
    """Random games from kosumi's own genmove; writes '# seed S games N' and one game a line."""
    p = subprocess.Popen([kosumi, "--seed", str(seed)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE)
    out = p.stdout

    def ask(cmd):
        p.stdin.write(cmd.encode() + b"\n")
        p.stdin.flush()
        lines = []
        while True:
            line = out.readline()
            if not line:
                sys.exit("kosumi exited during %r" % cmd)
            if line == b"\n":
                break
            lines.append(line.decode().rstrip("\n"))
        text = "\n".join(lines)
        if not text.startswith("="):
            sys.exit("kosumi failed %r: %s" % (cmd, text))
        return text[1:].strip()

    started = time.monotonic()
    with open(path + ".tmp", "w") as f:
        f.write("# seed %d games %d\n" % (seed, games))
        total = 0
        for _ in range(games):
            ask("boardsize 19")
            ask("clear_board")
            moves, passes, color = [], 0, "b"
            while passes < 2 and len(moves) < MOVE_CAP:
                move = ask("genmove " + color)
                if move.lower() == "resign":
                    break
                moves.append(color + " " + move.lower())
                passes = passes + 1 if move.lower() == "pass" else 0
                color = "w" if color == "b" else "b"
            f.write(",".join(moves) + "\n")
            total += len(moves)
    ask("quit")
    p.wait()
    os.replace(path + ".tmp", path)
    print("generated %d games, %d moves, in %.1f s -> %s" % (
        games, total, time.monotonic() - started, path))


def load(path, games, seed):
    try:
        with open(path) as f:
            if f.readline().strip() != "# seed %d games %d" % (seed, games):
                return None
            return [line.strip().split(",") if line.strip() else [] for line in f]
    except OSError:
        return None


def session_input(games, undo_every):
    """The whole GTP session as bytes, and the number of play commands in it."""
    cmds, plays = [], 0
    for game in games:
        cmds.append("boardsize 19")
        cmds.append("clear_board")
        for i, move in enumerate(game, 1):
            cmds.append("play " + move)
            plays += 1
            if undo_every and i % undo_every == 0:
                cmds.append("undo")
                cmds.append("play " + move)
                plays += 1
    cmds.append("quit")
    return ("\n".join(cmds) + "\n").encode(), plays, len(cmds)


def replay(argv, data, ncmds):
    """Feeds data in one go; returns (seconds, failures, first failure, responses)."""
    p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL)
    result = {}

    def reader():
        buf = p.stdout.read()
        result["out"] = buf

    t = threading.Thread(target=reader)
    started = time.monotonic()
    t.start()
    p.stdin.write(data)
    p.stdin.close()
    t.join()
    p.wait()
    seconds = time.monotonic() - started
    responses = result["out"].split(b"\n\n")
    if responses and responses[-1] == b"":
        responses.pop()
    failed = [r for r in responses if r.startswith(b"?")]
    first = None
    if failed:
        # Find the command that failed first, for the report.
        cmds = data.split(b"\n")
        for i, r in enumerate(responses):
            if r.startswith(b"?"):
                first = "%s -> %s" % (cmds[i].decode(), r.decode())
                break
    if len(responses) != ncmds:
        first = (first or "") + " (%d responses to %d commands)" % (len(responses), ncmds)
    return seconds, len(failed), first, len(responses)


def main():
    ap = argparse.ArgumentParser(description="GTP play throughput of kosumi and GNU Go")
    ap.add_argument("--kosumi", default=os.environ.get("KOSUMI", "src/kosumi"))
    ap.add_argument("--gnugo", default=os.environ.get("GNUGO") or shutil.which("gnugo")
                    or "/usr/games/gnugo")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games-file", default="kosumi-bench-games.txt")
    ap.add_argument("--regenerate", action="store_true")
    ap.add_argument("--no-gnugo", action="store_true")
    args = ap.parse_args()

    games = None if args.regenerate else load(args.games_file, args.games, args.seed)
    if games is None:
        generate(args.kosumi, args.games, args.seed, args.games_file)
        games = load(args.games_file, args.games, args.seed)
    moves = sum(len(g) for g in games)
    print("%d games, %d moves (%.0f a game) from %s" % (len(games), moves, moves / len(games),
                                                       args.games_file))
    engines = [("kosumi", [args.kosumi])]
    if not args.no_gnugo and os.access(args.gnugo, os.X_OK):
        engines.append(("gnugo", [args.gnugo, "--mode", "gtp"] + GNUGO_RULES))
    for mode, every in (("play", 0), ("play+undo/10", 10)):
        data, plays, ncmds = session_input(games, every)
        for name, argv in engines:
            seconds, failures, first, _ = replay(argv, data, ncmds)
            print("%-7s %-13s %8d plays in %6.2f s = %9.0f plays/s, %d failures%s" % (
                name, mode, plays, seconds, plays / seconds, failures,
                "; first: " + first if first else ""))
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
