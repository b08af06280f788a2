#!/usr/bin/env python3
# shards.py - one match split into two shards run by GNU parallel, then merged (TAP).
#
# As the README shows for several machines, run here on this one: GNU parallel starts
# tools/kosumi-match once per shard of game numbers (1-3 and 4-6), each writing its own results
# file and SGF records, and `kosumi-match summary` merges the shards. Checked on the merged
# result: every game 1-6 in exactly one shard with A black in the odd ones, each game's SGF
# record there with its number and result, no error, and the win rate with its interval as
# computed here from the result lines. Then the same with kosumi against GNU Go (level 0, its
# default rules, which kosumi is told with --rules japanese; GNU Go scores; two one-game shards;
# skipped without gnugo). Merging refuses a game found in two shards and a shard
# of another match. Skipped without GNU parallel (Debian's `parallel` package).
#
# Environment: KOSUMI, GNUGO, top_srcdir, top_builddir.
import json
import math
import os
import re
import shlex
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import matchlib  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

PARALLEL = shutil.which("parallel")
# Few playouts and no resigning: these check the runner, not strength, and want games played
# out to two passes quickly.
KOSUMI = gtp.kosumi_path() + " --playouts 20 --resign-threshold 0"
GNUGO = gtp.gnugo_path()
work = os.path.abspath(os.path.join(os.environ.get("top_builddir", "."), "tests", "match",
                                    "shards.tmp"))


def wilson(points, n, z=1.96):
    """The interval's ends as the roots of (p - x)^2 = z^2 x (1 - x) / n."""
    a = 1 + z * z / n
    b = -(2 * points / n + z * z / n)
    c = (points / n) ** 2
    root = math.sqrt(b * b - 4 * a * c)
    return (-b - root) / (2 * a), (-b + root) / (2 * a)


def expected_winner(g):
    if g["result"] == "0":
        return "draw"
    return g["black"] if g["result"].startswith("B+") else g["white"]


def sharded_match(label, engine_b, shards, options):
    """Runs the shards through GNU parallel and merges them; prints the test points."""
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    play = "%s %s play --quiet -a %s -b %s --games {} --results shard-{}.jsonl %s" % (
        shlex.quote(sys.executable), shlex.quote(matchlib.RUNNER), shlex.quote(KOSUMI),
        shlex.quote(engine_b), options)
    p = subprocess.run([PARALLEL, "--jobs", "2", play, ":::", *shards], cwd=work,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    ok(p.returncode == 0, "%s: GNU parallel ran both shards, each without error" % label,
       p.stdout.decode() + p.stderr.decode())
    files = ["shard-%s.jsonl" % s for s in shards]
    s = subprocess.run([sys.executable, matchlib.RUNNER, "summary", *files], cwd=work,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    text = s.stdout.decode() + s.stderr.decode()
    games = {}
    for name in files:
        try:
            with open(os.path.join(work, name)) as f:
                lines = f.read().splitlines()[1:]
        except OSError as e:
            lines = []
            text += "\n%s" % e
        for line in lines:
            g = json.loads(line)
            games.setdefault(g["game"], []).append(g)
    last = int(shards[-1].split("-")[-1])
    numbers = list(range(1, last + 1))
    ok(sorted(games) == numbers and all(len(v) == 1 for v in games.values())
       and all(v[0]["black"] == ("A" if n % 2 else "B") for n, v in games.items()),
       "%s: games 1-%d each in one shard, A black in the odd ones" % (label, last),
       sorted(games.items()))
    records = [v[0] for v in games.values()]
    bad = []
    for g in records:
        try:
            with open(os.path.join(work, g["sgf"])) as f:
                sgf = f.read()
        except OSError as e:
            bad.append(str(e))
            continue
        re_ = "Draw" if g["result"] == "0" else g["result"]
        if not (sgf.startswith("(;") and "GN[%d]" % g["game"] in sgf and "RE[%s]" % re_ in sgf
                and len(re.findall(r";[BW]\[", sgf)) == g["length"]):
            bad.append("game %d: %s" % (g["game"], sgf[:300]))
    ok(not bad, "%s: every game has its SGF record, with its number, result and moves" % label,
       "\n".join(bad))
    errors = [g for g in records if g["error"]]
    ok(s.returncode == 0 and not errors
       and "games: %d (%d decided, 0 ended in an error)" % (last, last) in text
       and "errors: 0" in text,
       "%s: the merged result has %d games and no error" % (label, last), text)
    ok(all(g["winner"] == expected_winner(g) for g in records),
       "%s: each line's winner is the side its result names" % label, records)
    if not records:
        ok(False, "%s: the merged win rate is the lines'" % label, "no game played")
        return files
    points = sum({"A": 1.0, "B": 0.0, "draw": 0.5}[g["winner"]] for g in records)
    lo, hi = wilson(points, len(records))
    line = "win rate of A %.1f%% (95%% interval %.1f%%-%.1f%%)" % (
        100 * points / len(records), 100 * lo, 100 * hi)
    ok(line in text, "%s: the merged win rate is the lines' (%s)" % (label, line), text)
    return files


if not PARALLEL:
    sys.exit(tap.skip_all("GNU parallel not found (apt-get install parallel)"))

files = sharded_match("kosumi vs kosumi", KOSUMI, ["1-3", "4-6"], "")

early = subprocess.Popen([sys.executable, matchlib.RUNNER, "summary", *files], cwd=work,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
early.stdout.close()  # before the summary is written: the reader of `| head -0`
err = early.communicate(timeout=60)[1].decode()
ok("Traceback" not in err and "BrokenPipe" not in err,
   "a summary whose reader has gone ends without a traceback", err)

same = subprocess.run([sys.executable, matchlib.RUNNER, "summary", files[0], files[0]], cwd=work,
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
ok(same.returncode == 2 and "game 1 is in both" in same.stderr.decode(),
   "merging refuses a game found in two shards", same.stderr.decode())
other = os.path.join(work, "other.jsonl")
with open(os.path.join(work, files[1])) as f, open(other, "w") as g:
    lines = f.read().splitlines()
    header = json.loads(lines[0])
    header["komi"] = 0.5
    g.write("\n".join([json.dumps(header)] + lines[1:]) + "\n")
mixed = subprocess.run([sys.executable, matchlib.RUNNER, "summary", files[0], other], cwd=work,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
ok(mixed.returncode == 2 and "is another match" in mixed.stderr.decode()
   and "komi 0.5, not 7.0" in mixed.stderr.decode(),
   "merging refuses a shard of another match (komi 0.5, not 7)", mixed.stderr.decode())

if GNUGO:
    sharded_match("kosumi vs GNU Go", "%s --mode gtp --level 0" % GNUGO, ["1-1", "2-2"],
                  "--score-by B --rules japanese")
else:
    for name in ("both shards ran", "games in one shard", "SGF records", "no error", "winners",
                 "win rate"):
        tap.skip("kosumi vs GNU Go: %s" % name, "GNU Go not found")

shutil.rmtree(work)
sys.exit(tap.finish())
