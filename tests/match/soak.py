#!/usr/bin/env python3
# soak.py - `make soak`: a long match of kosumi against GNU Go through tools/kosumi-match, sharded
# with GNU parallel as the README's match recipe shows, with kosumi's memory watched. Not part
# of `make check` (an hour or more).
#
# SOAK_GAMES (default 1000) 9x9 games, komi 7, against GNU Go at SOAK_GNUGO_LEVEL (default 1:
# a game in seconds; GNU Go's default is 10) with its default rules (Japanese: territory
# scoring, no suicide, simple ko), kosumi told the same rules (kata-set-rules japanese); GNU
# Go's final_score decides each game (the soak is about the protocol and memory, not about
# whose dead-stone judgement wins). The games are cut into SOAK_SHARDS shards of consecutive
# numbers (default: SOAK_JOBS), which GNU parallel runs SOAK_JOBS at a time (default 1), each
# shard a `kosumi-match play --games FIRST-LAST` of its own with one kosumi process and one GNU
# Go process for all its games (clear_board between games): the point is a long-lived kosumi.
# The runner records every kosumi's VmRSS after every game; printed here every 50 games.
#
# Passes when: zero protocol errors (malformed or failed answers, crashes, timeouts), zero
# illegal moves, every game scored, and the RSS of each kosumi process at the end is within 10%
# of its RSS at its 100th game (at a quarter of its games when it plays fewer than 400): the
# memory stays flat. The shards' results go to soak/shard-FIRST-LAST.jsonl in the current
# directory (the SGF records beside each); `kosumi-match summary` merges them. A soak that was
# stopped continues where it stopped when started again with the same settings (rm -r soak to
# start over).
#
# Environment: KOSUMI, GNUGO (as for make check), SOAK_GAMES, SOAK_JOBS, SOAK_SHARDS,
# SOAK_GNUGO_LEVEL, SOAK_DIR (default soak), SOAK_ARGS (options added to kosumi's command line,
# e.g. "--playouts 1000" for a shorter soak; default none: kosumi's own default effort).
import os
import shlex
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import matchlib  # noqa: E402

RSS_EVERY = 50
RSS_BASE = 100
RSS_SLACK = 0.10


def rss_check(games):
    """Per kosumi process: (pid, game and RSS at its RSS_BASE-th game or a quarter of its games
    if it played fewer than 4 * RSS_BASE, game and RSS at its last game, within the slack).
    Processes that played no game are left out."""
    by_pid = {}
    for g in sorted(games, key=lambda r: r["game"]):
        pid, rss = g["pid"]["A"], g["rss_kb"]["A"]
        if pid is not None and rss is not None:
            by_pid.setdefault(pid, []).append((g["game"], rss))
    out = []
    for pid, samples in sorted(by_pid.items()):
        base, last = samples[min(RSS_BASE, len(samples) // 4)], samples[-1]
        out.append((pid, base, last, abs(last[1] - base[1]) <= RSS_SLACK * base[1]))
    return out


def shards(games, count):
    """count ranges "FIRST-LAST" of consecutive game numbers covering 1..games."""
    count = max(1, min(count, games))
    bounds = [games * k // count for k in range(count + 1)]
    return ["%d-%d" % (bounds[k] + 1, bounds[k + 1]) for k in range(count)]


def main():
    kosumi, gnugo = gtp.kosumi_path(), gtp.gnugo_path()
    if not gnugo:
        print("soak: GNU Go not found (install gnugo, or set GNUGO)", file=sys.stderr)
        return 2
    parallel = shutil.which("parallel")
    if not parallel:
        print("soak: GNU parallel not found (Debian: apt-get install parallel)", file=sys.stderr)
        return 2
    games = int(os.environ.get("SOAK_GAMES") or 1000)
    jobs = int(os.environ.get("SOAK_JOBS") or 1)
    ranges = shards(games, int(os.environ.get("SOAK_SHARDS") or jobs))
    level = int(os.environ.get("SOAK_GNUGO_LEVEL") or 1)
    where = os.path.abspath(os.environ.get("SOAK_DIR") or "soak")
    os.makedirs(where, exist_ok=True)
    engine = " ".join(shlex.quote(word) for word in
                      [kosumi] + shlex.split(os.environ.get("SOAK_ARGS") or ""))
    play = [sys.executable, matchlib.RUNNER, "play", "--quiet", "-a", engine,
            "-b", "%s --mode gtp --level %d" % (gnugo, level), "--size", "9", "--komi", "7",
            "--rules", "japanese", "--score-by", "B", "--timeout", "120"]
    command = [parallel, "--jobs", str(jobs), "--halt", "never",
               " ".join(shlex.quote(w) for w in play) +
               " --games {} --results " + shlex.quote(where) + "/shard-{}.jsonl", ":::", *ranges]
    print("soak: %d games in %d shards, %d at a time: %s" % (
        games, len(ranges), jobs, " ".join(shlex.quote(w) for w in command)), flush=True)
    start = time.monotonic()
    status = subprocess.call(command)
    elapsed = time.monotonic() - start
    # parallel's status: the number of shards that failed; a shard's runner exits 1 when some
    # game ended in an error, counted below.
    files = [os.path.join(where, "shard-%s.jsonl" % r) for r in ranges]
    missing = [f for f in files if not os.path.exists(f)]
    if missing:
        print("soak: shards without results (status %d): %s" % (status, " ".join(missing)),
              file=sys.stderr)
        return 1
    subprocess.call([sys.executable, matchlib.RUNNER, "summary", *files])
    runner = matchlib.load_runner()
    played = []
    for f in files:
        played += [g for n, g in runner.read_results(f)[1].items() if n <= games]
    kinds = {}
    for g in played:
        if g["error"]:
            kinds[g["error"]["kind"]] = kinds.get(g["error"]["kind"], 0) + 1
    print("\nsoak: %d games in %.0f s this run" % (len(played), elapsed))
    print("kosumi RSS every %d games (KiB, process id):" % RSS_EVERY)
    for g in sorted(played, key=lambda r: r["game"]):
        if g["game"] % RSS_EVERY == 0:
            print("  game %5d: %s (pid %s)" % (g["game"], g["rss_kb"]["A"], g["pid"]["A"]))
    checks = []
    protocol = sum(kinds.get(k, 0) for k in ("protocol", "crash", "timeout", "setup"))
    checks.append(("all %d games played" % games, len(played) == games))
    checks.append(("zero protocol errors (protocol, crash, timeout, setup): %d" % protocol,
                   protocol == 0))
    checks.append(("zero illegal moves: %d" % kinds.get("illegal", 0), not kinds.get("illegal")))
    checks.append(("every game scored: %d unscored" % kinds.get("score", 0),
                   not kinds.get("score")))
    rss = rss_check(played)
    for pid, base, last, within in rss:
        checks.append(("kosumi pid %d: RSS %d KiB at game %d, %d KiB at game %d (%+.1f%%, "
                       "within %d%%)" % (pid, base[1], base[0], last[1], last[0],
                                         100.0 * (last[1] - base[1]) / base[1],
                                         100 * RSS_SLACK), within))
    checks.append(("RSS sampled", bool(rss)))
    for name, passed in checks:
        print("%s: %s" % ("PASS" if passed else "FAIL", name))
    failed = [name for name, passed in checks if not passed]
    print("soak: %s" % ("passed" if not failed else "FAILED (%d checks)" % len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
