#!/usr/bin/env python3
# clock-check.py - kosumi on the clock with the machine busy: no move over its period, no game
# lost on time (TAP). Run by hand with `make check-clock` (minutes, not part of make check).
#
# A referee plays kosumi against an opponent and keeps kosumi's clock itself: each genmove is
# timed from writing the command to reading its answer, as a match runner (gogui-twogtp -time)
# does, and charged to kosumi's clock; a clock below zero is a loss on time. Beside the games run
# as many busy loops as the machine has cores (CLOCK_LOAD sets how many), since matches run
# several games a core. The cases are the ones kosumi lost on time before:
#   - 9x9, 5 s sudden death, the exact time_left before every move, against a random player
#     (legal moves drawn at random, so the games run long);
#   - 13x13, 5 s sudden death, against GNU Go level 1 (--chinese-rules), with time_left, and
#     without it (kosumi's own clock: gogui-twogtp never sends time_left);
#   - 25x25 with --ponder, byo-yomi of 1 s a move (kgs-time_settings byoyomi 0 1 30 and
#     time_left b 1 30 before every move): no move may take over 1 s.
# CLOCK_GAMES sets the games per sudden-death case (default 4); the 25x25 case plays 36 moves.
#
#   usage: KOSUMI=src/kosumi [GNUGO=/usr/games/gnugo] python3 tests/clock/clock-check.py
import multiprocessing
import os
import random
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402


def busy_loops(count):
    """count processes that spin until killed."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]


class RandomPlayer:
    """An opponent that plays a random legal move, from its own kosumi's all_legal (the same
    rules and game as the player under test: both see every move)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.engine = gtp.Engine("random", [gtp.kosumi_path()])

    def send(self, command):
        return self.engine.must(command)

    def genmove(self, color):
        moves = self.engine.must("all_legal " + color).split()
        move = self.rng.choice(moves) if moves else "pass"
        self.engine.must("play %s %s" % (color, move))
        return move

    def close(self):
        self.engine.close()


class GnuGo:
    def __init__(self, level):
        self.engine = gtp.Engine("gnugo", [gtp.gnugo_path(), "--mode", "gtp", "--level",
                                           str(level), "--chinese-rules"])

    def send(self, command):
        return self.engine.must(command)

    def genmove(self, color):
        return self.engine.must("genmove " + color)

    def close(self):
        self.engine.close()


def play_game(size, main_time, opponent, kosumi_black, send_time_left, max_moves, extra=()):
    """One sudden-death game; returns a dict: moves, lost_on_time, slowest, least_left."""
    kosumi = gtp.Engine("kosumi", [gtp.kosumi_path(), *extra], timeout=600)
    for e in (kosumi, opponent):
        e.send("boardsize %d" % size)
        e.send("clear_board")
        e.send("komi 7.5")
    kosumi.must("time_settings %g 0 0" % main_time)
    left = main_time
    ours = "b" if kosumi_black else "w"
    color, passes, moves, slowest = "b", 0, 0, 0.0
    result = {"moves": 0, "lost_on_time": False, "slowest": 0.0, "least_left": main_time,
              "ended": "move limit"}
    while moves < max_moves:
        if color == ours:
            if send_time_left:
                kosumi.must("time_left %s %.3f 0" % (ours, max(left, 0.0)))
            sent = time.monotonic()
            move = kosumi.must("genmove " + ours)
            took = time.monotonic() - sent
            left -= took
            slowest = max(slowest, took)
            result["least_left"] = min(result["least_left"], left)
            if left < 0:
                result["lost_on_time"] = True
                result["ended"] = "kosumi lost on time at move %d" % (moves + 1)
                break
            if move.lower() == "resign":
                result["ended"] = "kosumi resigned"
                break
            opponent.send("play %s %s" % (ours, move))
        else:
            move = opponent.genmove(color)
            if move.lower() == "resign":
                result["ended"] = "the opponent resigned"
                break
            kosumi.must("play %s %s" % (color, move))
        moves += 1
        passes = passes + 1 if move.lower() == "pass" else 0
        if passes >= 2:
            result["ended"] = "two passes"
            break
        color = "w" if color == "b" else "b"
    kosumi.close()
    result["moves"] = moves
    result["slowest"] = slowest
    return result


def sudden_death(name, size, games, make_opponent, send_time_left, max_moves):
    lost = 0
    for i in range(games):
        opponent = make_opponent(i)
        r = play_game(size, 5, opponent, i % 2 == 0, send_time_left, max_moves)
        opponent.close()
        tap.diag("%s, game %d: %d moves, %s; slowest move %.2f s, least left %.2f s"
                 % (name, i + 1, r["moves"], r["ended"], r["slowest"], r["least_left"]))
        lost += r["lost_on_time"]
    ok(lost == 0, "%s: no game of %d lost on time" % (name, games), "%d lost" % lost)


def byoyomi_with_ponder(moves):
    """25x25, --ponder, 1 s periods: every move within its period."""
    kosumi = gtp.Engine("kosumi", [gtp.kosumi_path(), "--ponder"], timeout=600)
    opponent = RandomPlayer(25)
    for e in (kosumi, opponent):
        e.send("boardsize 25")
        e.send("clear_board")
    kosumi.must("kgs-time_settings byoyomi 0 1 30")
    over, slowest = 0, 0.0
    for _ in range(moves):
        move = opponent.genmove("w")
        kosumi.must("play w " + move)
        kosumi.must("time_left b 1 30")
        sent = time.monotonic()
        move = kosumi.must("genmove b")
        took = time.monotonic() - sent
        slowest = max(slowest, took)
        over += took > 1.0
        opponent.send("play b " + move)
    kosumi.close()
    opponent.close()
    tap.diag("25x25 byo-yomi 1 s with --ponder: %d moves, slowest %.2f s, %d over 1 s"
             % (moves, slowest, over))
    ok(over == 0, "25x25, --ponder, byo-yomi 1 s: no move of %d over its period" % moves,
       "%d over 1 s, slowest %.2f s" % (over, slowest))


def main():
    games = int(os.environ.get("CLOCK_GAMES", "4"))
    load = int(os.environ.get("CLOCK_LOAD", str(multiprocessing.cpu_count())))
    have_gnugo = bool(gtp.gnugo_path())
    tap.plan(4 if have_gnugo else 2)
    loops = busy_loops(load)
    tap.diag("%d busy loops beside the games" % load)
    try:
        sudden_death("9x9, 5 s, time_left, random opponent", 9, games, RandomPlayer, True, 400)
        if have_gnugo:
            sudden_death("13x13, 5 s, time_left, GNU Go level 1", 13, games,
                         lambda i: GnuGo(1), True, 600)
            sudden_death("13x13, 5 s, own clock, GNU Go level 1", 13, games,
                         lambda i: GnuGo(1), False, 600)
        byoyomi_with_ponder(36)
    finally:
        for p in loops:
            p.kill()
            p.wait()
    tap.finish()


if __name__ == "__main__":
    main()
