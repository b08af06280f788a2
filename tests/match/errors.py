#!/usr/bin/env python3
# errors.py - every engine failure is the error of its game, and the match goes on (TAP).
#
# kosumi plays two games against tests/match/faulty-engine.py (kosumi relayed, misbehaving once
# in game 1) through tools/kosumi-match, for each way an engine fails: a crash, a hang beyond
# --timeout, a garbage answer, an illegal move (judged by the opponent, or by a kosumi referee),
# a legal move refused. For each: game 1 is written with the right error kind and the engine at
# fault, its SGF record says so, game 2 is played to the end by a restarted engine, the summary
# lists the error and the exit status is 1. An engine that cannot be started stops the runner
# before any game (status 2). An interrupted match writes no unfinished game and the same command
# continues it.
#
# Environment: KOSUMI, top_srcdir, top_builddir.
import os
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import matchlib  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

m = matchlib.load_runner()
# Few playouts and no resigning: these check the runner, not strength, and want games played
# out to two passes quickly.
KOSUMI = gtp.kosumi_path() + " --playouts 20 --resign-threshold 0"
FAULTY = os.path.join(matchlib.HERE, "faulty-engine.py")
work = os.path.join(os.environ.get("top_builddir", "."), "tests", "match", "errors.tmp")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)

# fault, referee?, extra options, expected kind, engine at fault, words in the message
CASES = [
    ("crash", False, [], "crash", "B", "exited (status 3) on 'genmove"),
    ("hang", False, ["--timeout", "2"], "timeout", "B", "no answer to 'genmove"),
    ("garbage", False, [], "protocol", "B", "malformed answer 'xyzzy'"),
    ("illegal", False, [], "illegal", "B", "A says illegal move"),
    ("illegal", True, [], "illegal", "B", "the referee says illegal move"),
    ("refuse", True, [], "protocol", "B", "which the referee accepted"),
    ("refuse", False, [], "illegal", "A", "B says illegal move"),
]

for fault, referee, extra, kind, culprit, words in CASES:
    label = "%s%s" % (fault, " with a referee" if referee else "")
    name = "%s%s" % (fault, "-referee" if referee else "")
    results = os.path.join(work, name + ".jsonl")
    faulty = "%s %s %s 3 %s -- %s" % (sys.executable, FAULTY, fault,
                                      os.path.join(work, name + ".marker"), KOSUMI)
    command = [sys.executable, matchlib.RUNNER, "play", "-a", KOSUMI, "-b", faulty,
               "-r", results, "--games", "2", *extra] + (["--referee", KOSUMI] if referee else [])
    p = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    out = p.stdout.decode() + p.stderr.decode()
    try:
        _, games = m.read_results(results)
    except (OSError, ValueError) as e:
        games = {}
        out += "\n%s" % e
    g1, g2 = games.get(1), games.get(2)
    error = (g1 or {}).get("error") or {}
    ok(p.returncode == 1 and error.get("kind") == kind and error.get("engine") == culprit
       and words in error.get("message", "") and g1["result"] is None,
       "%s: game 1 is an error %s of engine %s (%s)" % (label, kind, culprit, words),
       "status %d, game 1 %r\n%s" % (p.returncode, g1, out))
    sgf = ""
    if g1:
        with open(os.path.join(work, g1["sgf"])) as f:
            sgf = f.read()
    ok("RE[Void]" in sgf and ("error: %s (%s)" % (kind, culprit)) in sgf,
       "%s: game 1's SGF record has no result and names the error" % label, sgf)
    ok(g2 is not None and g2["error"] is None and g2["end"] == "passes" and g2["winner"],
       "%s: game 2 is played to the end after the error" % label, "game 2 %r\n%s" % (g2, out))
    ok("game 1: %s (%s): " % (kind, culprit) in p.stdout.decode()
       and "errors: 1 (1 %s)" % kind in out,
       "%s: the summary lists game 1's error" % label, out)

# On a clock (--time-settings 1: one second of sudden death), B's third move takes two seconds:
# B loses on time, recorded as such in the results and the SGF record, and the summary says so.
results = os.path.join(work, "slow.jsonl")
slow = "%s %s slow 3 %s -- %s" % (sys.executable, FAULTY, os.path.join(work, "slow.marker"), KOSUMI)
p = subprocess.run([sys.executable, matchlib.RUNNER, "play", "-a", KOSUMI, "-b", slow, "-r",
                    results, "--games", "1", "--time-settings", "1"],
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
out = p.stdout.decode() + p.stderr.decode()
_, games = m.read_results(results)
g1 = games.get(1) or {}
sgf = ""
if g1.get("sgf"):
    with open(os.path.join(work, g1["sgf"])) as f:
        sgf = f.read()
ok(p.returncode == 0 and g1.get("result") == "B+T" and g1.get("end") == "time"
   and g1.get("lost_on_time") == "B" and g1.get("winner") == "A" and "RE[B+T]" in sgf
   and "TM[1]" in sgf and "lost on time: A 0, B 1" in out,
   "a 2 s move on a 1 s clock loses on time (B, white): B+T in the results and the SGF, "
   "counted in the summary", "%r\n%s\n%s" % (g1, sgf, out))

# A drawn game (1x1, komi 0: both pass) is reported as a draw, not as somebody's win.
results = os.path.join(work, "draw.jsonl")
p = subprocess.run([sys.executable, matchlib.RUNNER, "play", "-a", KOSUMI, "-b", KOSUMI, "-r",
                    results, "--games", "1", "--size", "1", "--komi", "0"],
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
out = p.stdout.decode()
ok(p.returncode == 0 and "game 1: A black, 0 (a draw, passes)" in out
   and "A won 0, lost 0, drew 1" in out, "a drawn game is reported as a draw", out)

results = os.path.join(work, "missing.jsonl")
p = subprocess.run([sys.executable, matchlib.RUNNER, "play", "-a", KOSUMI, "-b",
                    os.path.join(work, "no-such-engine"), "-r", results, "--games", "2"],
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
err = p.stderr.decode()
ok(p.returncode == 2 and "engine B" in err and "cannot start" in err
   and not os.path.exists(results),
   "an engine that cannot be started stops the runner before any game, status 2", err)

# Interrupted while engine B hangs in game 1: nothing unfinished is written, no engine is left
# running, and the same command (B no longer hangs: its marker exists) plays the whole match.
results = os.path.join(work, "interrupted.jsonl")
marker = os.path.join(work, "interrupted.marker")
hanging = "%s %s hang 3 %s -- %s" % (sys.executable, FAULTY, marker, KOSUMI)
command = [sys.executable, matchlib.RUNNER, "play", "-a", KOSUMI, "-b", hanging, "-r", results,
           "--games", "2"]
p = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
for _ in range(200):    # until B hangs (its marker appears), at most 20 s
    if os.path.exists(marker):
        break
    time.sleep(0.1)
p.terminate()
out, err = p.communicate(timeout=60)
_, games = m.read_results(results)
left = subprocess.run(["pgrep", "-f", marker], stdout=subprocess.PIPE).stdout.decode().split()
ok(p.returncode == 130 and not games and not left and "interrupted after 0 games" in err.decode(),
   "an interrupted match writes no unfinished game and leaves no engine running",
   "status %s, games %r, still running %r\n%s" % (p.returncode, games, left, err.decode()))
p = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
_, games = m.read_results(results)
ok(p.returncode == 0 and sorted(games) == [1, 2] and not any(g["error"] for g in games.values()),
   "the same command then plays the interrupted match to its end",
   p.stdout.decode() + p.stderr.decode())

shutil.rmtree(work)
sys.exit(tap.finish())
