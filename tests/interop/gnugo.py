#!/usr/bin/env python3
# gnugo.py - kosumi against GNU Go, full games relayed over GTP (TAP)
#
# kosumi runs with its default rules (Tromp-Taylor), as a user starts it. GNU Go 3.8 runs as a
# user starts it too, in two variants, with no option bent to fit kosumi: its default rules
# (`gnugo --mode gtp`, as in the README's gogui-twogtp line: suicide illegal, simple ko) and
# Chinese rules (`--chinese-rules`, as in the README's gomill control file). Only options that
# do not touch the rules are added: --level 0 or 1, --seed, --never-resign (so that games are
# played out to the end, where suicides happen), and on 19x19 its reading cut further (see
# GNUGO_FAST). Each genmove answer is relayed to the other engine with play, and every move of
# either side must be accepted by the other: GNU Go refuses a suicide under both variants, so a
# kosumi that plays one fails here (it did before 2ad4d62, in most games). After GNU Go's first
# pass it is asked for kgs-genmove_cleanup instead, so that it captures the stones kosumi's
# random player keeps adding to its territory and the game ends. A game ends at two consecutive
# passes or a resignation; running into the move cap (6 x size^2) is a failure.
# Every 10 moves and at the end both engines must list the same stones, and kosumi's
# final_score must equal the Tromp-Taylor area count computed here from those stones (all stones
# alive, komi applied). Games alternate colours, GNU Go levels and komi (7.5, 0); on komi-0 games
# the komi is finally set to the exact margin, so that final_score must answer a tie, "0".
# Three test points a game: played to the end, boards agree, scores agree.
#
# Environment: KOSUMI, GNUGO (skip when missing), INTEROP_SEED (base seed, default 1000; game i
# uses seed base+i for both engines), INTEROP_GAMES_9 (default 20: the first half with GNU Go's
# default rules, the rest Chinese), INTEROP_GAMES_19 (default 2, Chinese).
# Run alone:  KOSUMI=build/src/kosumi python3 tests/interop/gnugo.py
import os
import re
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from gtp import GNUGO_FAST, Engine, GtpError, area_score, format_score, parse_vertex  # noqa: E402
from tap import ok  # noqa: E402

tap.detail_lines = 30
KOSUMI = gtp.kosumi_path()
GNUGO = gtp.gnugo_path()
SCORE_FORMAT = re.compile(r"0|[BW]\+[0-9]+(\.[0-9]+)?")
# GNU Go's rules options per variant: none (its defaults) or Chinese rules, as a user runs it.
GNUGO_VARIANTS = {"default rules": [], "chinese rules": ["--chinese-rules"]}


def stones(engine, color, size):
    return {parse_vertex(v, size) for v in engine.must("list_stones " + color).split()}


def score_value(text):
    """final_score text -> B minus W, or None when malformed."""
    if not SCORE_FORMAT.fullmatch(text):
        return None
    if text == "0":
        return 0.0
    return float(text[2:]) * (1 if text[0] == "B" else -1)


def compare(kosumi, gnugo, size, komi, where, state):
    """Compares the boards of both engines and kosumi's final_score with the recount; records
    the first disagreement of each kind in state. Returns the stones and the score text."""
    black, white = stones(kosumi, "black", size), stones(kosumi, "white", size)
    gblack, gwhite = stones(gnugo, "black", size), stones(gnugo, "white", size)
    state["board_checks"] += 1
    if (black, white) != (gblack, gwhite) and state["board"] is None:
        state["board"] = "%s: black only in kosumi %s, only in gnugo %s; white only in " \
            "kosumi %s, only in gnugo %s" % (where, sorted(black - gblack), sorted(gblack - black),
                                             sorted(white - gwhite), sorted(gwhite - white))
    margin, area = area_score(black, white, size, komi)
    text = kosumi.must("final_score")
    value = score_value(text)
    state["score_checks"] += 1
    detail = "%s: final_score %r, recount %s (area black %d, white %d, komi %g)" % (
        where, text, format_score(margin), area["b"], area["w"], komi)
    if (value is None or abs(value - margin) > 1e-9) and state["score"] is None:
        state["score"] = detail
    state["last"] = detail
    return margin


def play_game(size, seed, kosumi_black, level, komi, cap, variant, check_every=10):
    """Plays one game against GNU Go with the rules of variant (a GNUGO_VARIANTS key); prints its
    three TAP lines; returns its number of moves. Every check_every moves and at the end, the
    boards are compared and the score recounted."""
    label = "%dx%d seed %d, kosumi %s, gnugo %s level %d, komi %g" % (
        size, size, seed, "black" if kosumi_black else "white", variant, level, komi)
    # Few playouts: the protocol and the rules are under test here, not strength.
    kosumi = Engine("kosumi", [KOSUMI, "--seed", str(seed), "--playouts", "30"])
    gnugo = Engine("gnugo", [GNUGO, "--mode", "gtp", "--level", str(level), "--seed", str(seed),
                             "--never-resign"] + GNUGO_VARIANTS[variant]
                   + (GNUGO_FAST if size > 9 else []))
    engines = {"black": kosumi if kosumi_black else gnugo,
               "white": gnugo if kosumi_black else kosumi}
    moves, passes, ended, problem = 0, 0, None, None
    gnugo_passed = False
    history = []
    state = {"board": None, "score": None, "board_checks": 0, "score_checks": 0, "last": ""}
    try:
        for e in (kosumi, gnugo):
            e.must("boardsize %d" % size)
            e.must("clear_board")
            e.must("komi %g" % komi)
        color = "black"
        while moves < cap:
            mover = engines[color]
            other = engines["white" if color == "black" else "black"]
            # After GNU Go's first pass it plays kgs-genmove_cleanup, as on KGS: it captures the
            # stones it had left as dead, which the random player keeps adding to.
            command = "kgs-genmove_cleanup " if mover is gnugo and gnugo_passed else "genmove "
            move = mover.must(command + color)
            moves += 1
            history.append("%s %s" % (color[0].upper(), move))
            if move.lower() == "resign":
                ended = "%s (%s) resigned" % (mover.name, color)
                break
            if move.lower() != "pass":
                parse_vertex(move, size)
            success, text = other.send("play %s %s" % (color, move))
            if not success:
                problem = "%s refused %s's move %d, play %s %s: %s" % (
                    other.name, mover.name, moves, color, move, text)
                break
            passes = passes + 1 if move.lower() == "pass" else 0
            gnugo_passed = gnugo_passed or (mover is gnugo and move.lower() == "pass")
            if passes == 2:
                ended = "two passes"
                break
            if moves % check_every == 0:
                compare(kosumi, gnugo, size, komi, "after move %d" % moves, state)
            color = "white" if color == "black" else "black"
        if not ended and not problem:
            problem = "no end after the move cap of %d moves" % cap
    except GtpError as e:
        problem = str(e)
    ok(ended is not None and problem is None,
       "%s: played to the end (%s, %d moves)" % (label, ended or "unfinished", moves),
       "%s\nlast moves: %s\nkosumi stderr: %r" % (problem, " ".join(history[-12:]),
                                                   kosumi.err[-300:]))

    tie = None
    try:
        margin = compare(kosumi, gnugo, size, komi, "at the end", state)
        if komi == 0 and state["score"] is None:
            # Set the komi to the margin: the game is then a tie.
            kosumi.must("komi %g" % margin)
            tie = kosumi.must("final_score")
            if tie != "0":
                state["score"] = "with komi %g final_score %r, expected '0'" % (margin, tie)
    except GtpError as e:
        state["board"] = state["board"] or str(e)
        state["score"] = state["score"] or str(e)
    ok(state["board"] is None, "%s: both engines agree on the board (%d comparisons)" % (
        label, state["board_checks"]), state["board"])
    ok(state["score"] is None, "%s: final_score equals the Tromp-Taylor recount (%d scores%s)"
       % (label, state["score_checks"], ", and a tie" if tie == "0" else ""), state["score"])
    print("# %s %s" % (label, state["last"]))

    statuses = (kosumi.close(), gnugo.close())
    if statuses[0] != 0 or kosumi.err:
        ok(False, "%s: kosumi exits 0 after quit, stderr empty" % label,
           "exit %r, stderr %r" % (statuses[0], kosumi.err[-500:]))
    return moves


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.skip_all("no kosumi binary at %s" % KOSUMI)
    if not GNUGO or not os.access(GNUGO, os.X_OK):
        return tap.skip_all("GNU Go not found (Debian: apt-get install gnugo)")
    base = int(os.environ.get("INTEROP_SEED", "1000"))
    n9 = int(os.environ.get("INTEROP_GAMES_9", "20"))
    n19 = int(os.environ.get("INTEROP_GAMES_19", "2"))
    print("# kosumi %s against %s, base seed %d (INTEROP_SEED replays)" % (KOSUMI, GNUGO, base))
    started = time.monotonic()
    games, total_moves = 0, 0
    for i in range(n9 + n19):
        size = 9 if i < n9 else 19
        komi = 0 if i % 4 == 3 else 7.5
        cap = 6 * size * size
        variant = "default rules" if i < n9 // 2 else "chinese rules"
        total_moves += play_game(size, base + i, i % 2 == 0, (i // 2) % 2, komi, cap, variant)
        games += 1
    elapsed = time.monotonic() - started
    print("# %d games (%d 9x9, %d 19x19), %d moves in %.1f s" % (
        games, n9, n19, total_moves, elapsed))
    # The per-game exit check adds a test line only on failure; close the plan here.
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
