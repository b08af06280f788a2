#!/usr/bin/env python3
# batch.py - batch review of a folder of SGF records through `kosumi analysis`, in shards that
# GNU parallel runs, as tools/kosumi-match runs a match's shards (TAP).
#
# Each record of tests/data/sgf that is a legal game (GNU Go's games on 9x9, 13x13 with handicap
# and 19x19, a setup position GNU Go printed, and the records of GoGui, KGS, OGS and Sabaki;
# katago.sgf, a fixture of the SGF reader, has an illegal move 16) becomes one query of KataGo's
# protocol that asks for every turn of its main line, as a review script writes it; the queries
# are split into two shard files, and GNU parallel runs one `kosumi analysis` per shard (here
# both on this machine; `parallel -S host1,host2 --transferfile {} --return {.}.out` spreads the
# same command over machines). Checked: every turn of every game answered exactly once across the shards, no
# error, each answer's visits as asked; and the shards' answers are the very answers one
# process with two workers gives the whole folder (a turn's answer depends on the seed, the id
# and the turn only), so a batch can be split any way. Skipped without GNU parallel or when
# kosumi was built without json-c.
#
# Environment: KOSUMI, top_srcdir, top_builddir.
import json
import os
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

KOSUMI = gtp.kosumi_path()
PARALLEL = shutil.which("parallel")
SRCDIR = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), "..", ".."))
RECORDS = ["gnugo-9", "gnugo-13-handicap", "gnugo-19", "gnugo-printsgf", "gogui", "kgs", "ogs",
           "sabaki"]
VISITS = 24
SHARDS = 2
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
work = os.path.abspath(os.path.join(os.environ.get("top_builddir", "."), "tests", "analysis",
                                    "batch.tmp"))


def main_line(text):
    """The nodes of an SGF record's main line (the first variation at each branch), each a
    dict of property name to its list of values."""
    nodes, i, depth, branch_done = [], 0, 0, []
    node, name, skip = None, None, 0
    while i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
            if branch_done and branch_done[-1]:
                skip = skip or depth  # a later variation: skip it whole
            branch_done.append(False)
        elif c == ")":
            branch_done.pop()
            if branch_done:
                branch_done[-1] = True
            if skip == depth:
                skip = 0
            depth -= 1
        elif c == ";" and not skip:
            node = {}
            nodes.append(node)
        elif c.isupper() and not skip:
            j = i
            while text[j].isalpha():
                j += 1
            name = "".join(ch for ch in text[i:j] if ch.isupper())
            i = j
            continue
        elif c == "[":
            j, value = i + 1, []
            while text[j] != "]":
                if text[j] == "\\":
                    j += 1
                value.append(text[j])
                j += 1
            if not skip and node is not None:
                node.setdefault(name, []).append("".join(value))
            i = j
        i += 1
    return nodes


def vertex(sgf, size):
    if sgf == "" or (sgf == "tt" and size <= 19):
        return "pass"
    return "%s%d" % (COLUMNS[ord(sgf[0]) - 97], size - (ord(sgf[1]) - 97))


def query(name):
    """The record's main line as a query for all of its turns."""
    with open(os.path.join(SRCDIR, "tests", "data", "sgf", name + ".sgf"), encoding="utf-8") as f:
        nodes = main_line(f.read())
    root = nodes[0]
    size = int(root.get("SZ", ["19"])[0])
    q = {"id": name, "boardXSize": size, "boardYSize": size, "moves": [], "initialStones": [],
         "rules": root.get("RU", ["tromp-taylor"])[0].strip(),
         "komi": float(root.get("KM", ["7.5"])[0]), "maxVisits": VISITS}
    for color in "BW":
        q["initialStones"] += [[color, vertex(v, size)] for v in root.get("A" + color, [])]
    if "PL" in root:
        q["initialPlayer"] = root["PL"][0].upper()
    for node in nodes:
        for color in "BW":
            if color in node:
                q["moves"].append([color, vertex(node[color][0], size)])
    q["analyzeTurns"] = list(range(len(q["moves"]) + 1))
    return q


def read_answers(path):
    answers, bad = [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                answers.append(json.loads(line))
            except ValueError:
                bad.append(line[:200])
    return answers, bad


def main():
    p = subprocess.run([KOSUMI, "analysis"], stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, timeout=60)
    if p.returncode != 0 and "without json-c" in p.stderr:
        return tap.skip_all("kosumi was built without json-c")
    if PARALLEL is None:
        return tap.skip_all("GNU parallel not found (apt-get install parallel)")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    queries = [query(name) for name in RECORDS]
    turns = sum(len(q["analyzeTurns"]) for q in queries)
    tap.diag("%d records, %d turns to analyse at %d visits" % (len(queries), turns, VISITS))
    shard_files = []
    for k in range(SHARDS):
        path = os.path.join(work, "shard-%d.jsonl" % (k + 1))
        with open(path, "w", encoding="utf-8") as f:
            for q in queries[k::SHARDS]:
                f.write(json.dumps(q) + "\n")
        shard_files.append(path)
    command = "%s analysis --seed 5 < {} > {.}.out" % KOSUMI
    start = time.time()
    p = subprocess.run([PARALLEL, "--will-cite", "--jobs", str(SHARDS), "--halt", "now,fail=1",
                        command, ":::"] + shard_files, capture_output=True, text=True,
                       timeout=600)
    sharded_seconds = time.time() - start
    ok(p.returncode == 0, "GNU parallel ran %d shards, each exiting 0" % SHARDS,
       p.stdout + p.stderr)
    answers, bad = [], []
    for path in shard_files:
        a, b = read_answers(path[:-len(".jsonl")] + ".out")
        answers += a
        bad += b
    ok(not bad, "every line of every shard's output is JSON", bad)
    errors = [a for a in answers if "error" in a or "warning" in a]
    ok(not errors, "no error or warning", errors[:5])
    answered = sorted((a["id"], a["turnNumber"]) for a in answers if "turnNumber" in a)
    expected = sorted((q["id"], t) for q in queries for t in q["analyzeTurns"])
    ok(answered == expected, "every turn of every record answered exactly once (%d)" % turns,
       "missing: %s\nextra: %s" % (sorted(set(expected) - set(answered))[:10],
                                   len(answered) - len(set(answered))))
    wrong = [(a["id"], a["turnNumber"], a["rootInfo"]["visits"]) for a in answers
             if "rootInfo" in a and not 0 < a["rootInfo"]["visits"] <= VISITS]
    ok(not wrong and all(a.get("moveInfos") for a in answers if "turnNumber" in a),
       "each answer has moves and at most %d visits" % VISITS, wrong[:10])
    # The whole folder in one process with two workers: the same answers.
    start = time.time()
    whole = subprocess.run([KOSUMI, "analysis", "--seed", "5", "--threads", str(SHARDS)],
                           input="".join(json.dumps(q) + "\n" for q in queries),
                           capture_output=True, text=True, timeout=600)
    whole_seconds = time.time() - start
    one = {(a["id"], a["turnNumber"]): a for a in map(json.loads, whole.stdout.splitlines())
           if "turnNumber" in a}
    by_shard = {(a["id"], a["turnNumber"]): a for a in answers if "turnNumber" in a}
    differ = [k for k in by_shard if one.get(k) != by_shard[k]]
    ok(whole.returncode == 0 and not differ and len(one) == len(by_shard),
       "one process with %d workers gives the shards' very answers" % SHARDS,
       "differ: %s" % differ[:10])
    # For the record (not checked: the machine's cores are shared): one worker alone.
    start = time.time()
    subprocess.run([KOSUMI, "analysis", "--seed", "5"], capture_output=True, timeout=600,
                   input="".join(json.dumps(q) + "\n" for q in queries).encode())
    tap.diag("%d shards through GNU parallel: %.1f s; one process with %d workers: %.1f s; "
             "with one: %.1f s" % (SHARDS, sharded_seconds, SHARDS, whole_seconds,
                                   time.time() - start))
    shutil.rmtree(work, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
