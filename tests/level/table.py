#!/usr/bin/env python3
# table.py - tools/level-table without playing (TAP): --commands prints one kosumi-match command
# a match (each level against GNU Go levels 1 and 10, and from level 2 against the level below,
# the games, size, komi, rules and referee of the table), --table prints the markdown table from
# made-up results files (win rates with draws as half, errors apart, seconds a move over all of
# a level's moves, "not played" for a missing file), and bad --levels are refused.
#
# Environment: top_srcdir, top_builddir.
import json
import os
import shlex
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import tap  # noqa: E402
from tap import ok  # noqa: E402

TOOL = os.path.join(os.environ.get("top_srcdir", "."), "tools", "level-table")
work = os.path.join(os.environ.get("top_builddir", "."), "tests", "level", "table.tmp")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)


def run(*args):
    p = subprocess.run([sys.executable, TOOL] + list(args), capture_output=True, text=True,
                       timeout=60)
    return p.returncode, p.stdout, p.stderr


# --- the commands ------------------------------------------------------------------------------
status, out, err = run("--commands", "--levels", "1-3", "--kosumi", "/k/kosumi",
                       "--gnugo", "/g/gnugo", "--dir", "d", "--jobs", "2")
lines = out.splitlines()
plays = [shlex.split(line) for line in lines if "kosumi-match" in line]
ok(status == 0 and lines[0] == "mkdir -p d" and len(plays) == 8,
   "--commands, levels 1-3: 8 matches (no level below level 1)", out + err)


def option(words, name):
    return words[words.index(name) + 1]


pairs = sorted((option(w, "-a"), option(w, "-b")) for w in plays)
wanted = []
for level in (1, 2, 3):
    a = "/k/kosumi --level %d --seed %d" % (level, 100 * level + 1)
    wanted += [(a, "/g/gnugo --mode gtp --chinese-rules --level 1"),
               (a, "/g/gnugo --mode gtp --chinese-rules --level 10")]
    if level > 1:
        wanted.append((a, "/k/kosumi --level %d --seed %d" % (level - 1, 100 * level + 2)))
ok(pairs == sorted(wanted), "each level against GNU Go levels 1 and 10 and the level below",
   "\n".join(map(str, pairs)))
ok(all(w[:3] == ["nice", "-n", "10"] and w[w.index("play") - 1].endswith("kosumi-match") and
       option(w, "--games") == "20" and option(w, "--size") == "9" and
       option(w, "--komi") == "7" and option(w, "--rules") == "chinese" and
       option(w, "--referee") == "/g/gnugo --mode gtp --chinese-rules" and
       option(w, "--jobs") == "2" and option(w, "--results").startswith("d/level-")
       for w in plays),
   "every match: niced, 20 games of 9x9, komi 7, chinese rules, GNU Go referee, into --dir",
   out)
ok(len({option(w, "--results") for w in plays}) == 8, "every match has its own results file")

# --- the table from results files --------------------------------------------------------------
HEADER = {"kosumi-match": 1, "size": 9, "komi": 7, "rules": "chinese",
          "names": {"A": "a", "B": "b"}, "engine_a": "a", "engine_b": "b"}


def game(n, winner, error=None, seconds=1.0, genmoves=10):
    black, white = ("A", "B") if n % 2 else ("B", "A")
    return {"game": n, "black": black, "white": white, "winner": None if error else winner,
            "result": None, "end": "error" if error else "passes",
            "error": {"kind": error, "engine": "B", "message": "boom"} if error else None,
            "seconds": {"A": seconds, "B": 5.0}, "genmoves": {"A": genmoves, "B": 10},
            "scores": None}


def results(name, games):
    with open(os.path.join(work, name), "w", encoding="utf-8") as f:
        f.write(json.dumps(HEADER) + "\n")
        for g in games:
            f.write(json.dumps(g) + "\n")


# level 2: 3 wins of 4 against GNU Go 1 (0.1 s a move), a win, a loss, a draw and an error
# against GNU Go 10 (0.5 s a move), 1 win of 2 against level 1 (1 s a move); level 1: nothing.
results("level-2-gnugo-1.jsonl", [game(1, "A", seconds=1.0), game(2, "A", seconds=1.0),
                                  game(3, "B", seconds=1.0), game(4, "A", seconds=1.0)])
results("level-2-gnugo-10.jsonl", [game(1, "A", seconds=5.0), game(2, "B", seconds=5.0),
                                   game(3, "draw", seconds=5.0),
                                   game(4, None, error="timeout", seconds=5.0)])
results("level-2-below.jsonl", [game(1, "A", seconds=10.0), game(2, "B", seconds=10.0)])
status, out, err = run("--table", "--levels", "1-2", "--dir", work)
rows = out.splitlines()
ok(status == 0 and len(rows) == 4 and rows[0].startswith("| level | seconds a move |"),
   "--table, levels 1-2: a header, its rule and a row a level", out + err)
ok(rows[2] == "| 1 | - | not played | not played | - |",
   "a level without results files: not played, no time, no level below", out)
# Seconds: (4 x 1 + 4 x 5 + 2 x 10) s over 100 moves.
ok(rows[3] == "| 2 | 0.440 | 75% (3/4) | 50% (1.5/3), 1 error | 50% (1/2) |",
   "win rates with draws as half and errors apart; seconds a move over all the level's moves",
   out)
ok(not os.path.exists(os.path.join(work, "level-1-gnugo-1.jsonl")), "--table plays nothing")

# --- bad options -------------------------------------------------------------------------------
bad = [run("--levels", x, "--table")[0] for x in ("0-3", "5-4", "11", "x")]
ok(bad == [2, 2, 2, 2], "--levels 0-3, 5-4, 11 and x are refused with status 2", bad)

shutil.rmtree(work)
sys.exit(tap.finish())
