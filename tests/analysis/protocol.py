#!/usr/bin/env python3
# protocol.py - `kosumi analysis` driven as a client of KataGo's analysis engine would (TAP).
#
# Written from KataGo's docs/Analysis_Engine.md, not from kosumi's code: one JSON query a line
# on stdin, answers read as they come (out of order), each parsed as JSON (stdout holds nothing
# else). Checked: the documentation's own example (three turns of a handicap game), the shape
# and sense of every answer (visits sum to the root's, order 0, 1, 2... by visits, each PV legal
# on a board replayed here, win rates and priors in [0, 1], turnNumber and currentPlayer), two
# queries searched at once and answered out of order, ownership and policy, partial answers
# with reportDuringSearchEvery, terminate (running searches answer what they found, queued ones
# noResults) and terminate_all, priority, query_version and clear_cache, and the errors and
# warnings: junk bytes, a 2 MB line, not JSON, no id, an illegal move, unknown rules, a board
# kosumi cannot play, a maxVisits out of range or lowered; after all of it, the engine still
# answers, and exits 0 at the end of its input. Skipped when kosumi was built without json-c.
#
# Environment: KOSUMI (default: src/kosumi under top_builddir).
import json
import os
import queue
import subprocess
import sys
import threading
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

KOSUMI = gtp.kosumi_path()
TIMEOUT = 60  # seconds any one answer may take (a loaded CI machine, sanitizers)
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def built_without_json():
    p = subprocess.run([KOSUMI, "analysis"], stdin=subprocess.DEVNULL, capture_output=True,
                       text=True, timeout=60)
    return p.returncode != 0 and "without json-c" in p.stderr


class Engine:
    """kosumi analysis over pipes; answers arrive on a queue as whole parsed lines."""

    def __init__(self, *args):
        self.p = subprocess.Popen([KOSUMI, "analysis", *args], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.answers = queue.Queue()
        self.bad_lines = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        self.pending = []  # answers read but not yet taken

    def _read(self):
        for raw in self.p.stdout:
            try:
                self.answers.put(json.loads(raw.decode("utf-8")))
            except (ValueError, UnicodeDecodeError):
                self.bad_lines.append(raw[:200])
        self.answers.put(None)

    def send(self, query):
        data = query if isinstance(query, bytes) else (json.dumps(query) + "\n").encode()
        self.p.stdin.write(data)
        self.p.stdin.flush()

    def take(self, pred, count=1, timeout=TIMEOUT):
        """The first `count` answers for which pred holds, in the order they came; the others
        are kept for later calls. Fewer when the time is up or the output ends."""
        found = []
        for a in list(self.pending):
            if len(found) < count and pred(a):
                found.append(a)
                self.pending.remove(a)
        end = time.time() + timeout
        while len(found) < count:
            try:
                a = self.answers.get(timeout=max(0.01, end - time.time()))
            except queue.Empty:
                break
            if a is None:
                self.answers.put(None)
                break
            if pred(a):
                found.append(a)
            else:
                self.pending.append(a)
        return found

    def close(self):
        self.p.stdin.close()
        self.thread.join(TIMEOUT)
        rc = self.p.wait(TIMEOUT)
        err = self.p.stderr.read().decode(errors="replace")
        return rc, err


def of(id_, final=True):
    """Answers (not errors or warnings) of query id_, final ones only unless final is False."""
    return lambda a: (a.get("id") == id_ and "turnNumber" in a and
                      (not final or a.get("isDuringSearch") is False))


def point(loc, size):
    """(col, row from the top) of a GTP vertex, None for a pass."""
    if loc.lower() == "pass":
        return None
    return COLUMNS.index(loc[0].upper()), size - int(loc[1:])


class Board:
    """Just enough of Go to say whether a move is legal: captures, no suicide, occupied points
    (kosumi's tree refuses suicide and ko retakes; a PV checked here never needs more)."""

    def __init__(self, size):
        self.size = size
        self.stones = {}

    def neighbours(self, p):
        x, y = p
        for q in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
            if 0 <= q[0] < self.size and 0 <= q[1] < self.size:
                yield q

    def group(self, p):
        color, seen, todo, libs = self.stones[p], {p}, [p], set()
        while todo:
            for q in self.neighbours(todo.pop()):
                if q not in self.stones:
                    libs.add(q)
                elif self.stones[q] == color and q not in seen:
                    seen.add(q)
                    todo.append(q)
        return seen, libs

    def play(self, color, loc):
        """Plays; returns False (board unchanged) when the move is illegal."""
        p = point(loc, self.size)
        if p is None:
            return True
        if p in self.stones:
            return False
        saved = dict(self.stones)
        self.stones[p] = color
        for q in self.neighbours(p):
            if q in self.stones and self.stones[q] != color:
                stones, libs = self.group(q)
                if not libs:
                    for s in stones:
                        del self.stones[s]
        if not self.group(p)[1]:
            self.stones = saved
            return False
        return True


def replay(query, turn):
    b = Board(query["boardXSize"])
    for color, loc in query.get("initialStones", []):
        b.stones[point(loc, b.size)] = color
    for color, loc in query["moves"][:turn]:
        assert b.play(color, loc)
    return b


def to_move(query, turn):
    moves = query["moves"]
    if turn < len(moves):
        return moves[turn][0]
    if moves:
        return "W" if moves[-1][0] == "B" else "B"
    return query.get("initialPlayer", "B")


def problems_of(query, a, max_visits):
    """What is wrong with one final answer: its shape and its sense."""
    problems = []
    turn = a.get("turnNumber")
    infos, root = a.get("moveInfos"), a.get("rootInfo")
    if not isinstance(turn, int) or not isinstance(infos, list) or not isinstance(root, dict):
        return ["no turnNumber, moveInfos or rootInfo: %s" % a]
    if not infos:
        problems.append("no moveInfos")
    if sorted(i.get("order") for i in infos) != list(range(len(infos))):
        problems.append("orders are not 0..n-1")
    visits = [i.get("visits", 0) for i in sorted(infos, key=lambda i: i["order"])]
    if visits != sorted(visits, reverse=True):
        problems.append("order is not by visits: %s" % visits)
    if any(v < 1 for v in visits):
        problems.append("a move without visits")
    if sum(visits) != root.get("visits") or not 0 < root["visits"] <= max_visits:
        problems.append("visits %d, root %s, max %d" % (sum(visits), root.get("visits"),
                                                          max_visits))
    if root.get("currentPlayer") != to_move(query, turn):
        problems.append("currentPlayer %s" % root.get("currentPlayer"))
    if not 0 <= root.get("winrate", -1) <= 1:
        problems.append("root winrate %s" % root.get("winrate"))
    if not isinstance(root.get("scoreLead"), (int, float)):
        problems.append("no root scoreLead")
    to_play = to_move(query, turn)
    for i in infos:
        for key in ("winrate", "prior"):
            if not 0 <= i.get(key, -1) <= 1:
                problems.append("%s %s of %s" % (key, i.get(key), i.get("move")))
        if not isinstance(i.get("scoreLead"), (int, float)):
            problems.append("no scoreLead for %s" % i.get("move"))
        pv = i.get("pv")
        if not pv or pv[0] != i["move"]:
            problems.append("pv %s does not start with %s" % (pv, i["move"]))
            continue
        b, color = replay(query, turn), to_play
        for k, loc in enumerate(pv):
            if not b.play(color, loc):
                problems.append("pv %s: move %d (%s %s) is illegal" % (pv, k + 1, color, loc))
                break
            color = "W" if color == "B" else "B"
    return problems


def check_answer(name, query, a, max_visits):
    """One test point: the answer is sound."""
    problems = problems_of(query, a, max_visits)
    return ok(not problems, name, "\n".join(problems[:10]))


def example(engine):
    """KataGo's documented example query: three answers, each sound."""
    q = {"id": "foo", "initialStones": [["B", "Q4"], ["B", "C4"]],
         "moves": [["W", "P5"], ["B", "P6"]], "rules": "tromp-taylor", "komi": 7.5,
         "boardXSize": 19, "boardYSize": 19, "analyzeTurns": [0, 1, 2], "maxVisits": 120}
    engine.send(q)
    answers = engine.take(of("foo"), 3)
    ok(sorted(a["turnNumber"] for a in answers) == [0, 1, 2],
       "the documentation's example: one answer for each of turns 0, 1, 2", answers)
    ok(all(a.get("isDuringSearch") is False for a in answers), "isDuringSearch false")
    for a in sorted(answers, key=lambda a: a["turnNumber"]):
        check_answer("turn %d: moveInfos and rootInfo make sense, PVs legal" % a["turnNumber"],
                     q, a, 120)


def concurrent(engine):
    """Two workers: a long search and a short one sent after it; the short one answers first,
    while the long one is still searching (answers out of order, searches at once)."""
    slow = {"id": "slow", "moves": [], "rules": "chinese", "komi": 7.5, "boardXSize": 19,
            "boardYSize": 19, "maxVisits": 1000000}
    fast = {"id": "fast", "moves": [["B", "E5"], ["W", "C3"]], "rules": "japanese", "komi": 6.5,
            "boardXSize": 9, "boardYSize": 9, "maxVisits": 60}
    engine.send(slow)
    engine.send(fast)
    first = engine.take(lambda a: a.get("id") in ("slow", "fast") and "turnNumber" in a)
    ok(first and first[0]["id"] == "fast",
       "a short query sent after a long one is answered first", first)
    if first:
        check_answer("its answer makes sense", fast, first[0], 60)
    engine.send({"id": "stop-slow", "action": "terminate", "terminateId": "slow"})
    ack = engine.take(lambda a: a.get("id") == "stop-slow")
    ok(ack == [{"id": "stop-slow", "action": "terminate", "terminateId": "slow"}],
       "terminate is acknowledged with the query echoed", ack)
    start = time.time()
    done = engine.take(of("slow"), timeout=TIMEOUT)
    ok(len(done) == 1 and done[0].get("moveInfos") and time.time() - start < 10,
       "the terminated search answers what it found, at once (%.2f s)" % (time.time() - start),
       done)
    if done:
        check_answer("its partial answer makes sense", slow, done[0], 1000000)


def several_at_once(engine):
    """Four 9x9 games sent together, each with two turns: all eight answers, each sound."""
    queries = []
    for k in range(4):
        q = {"id": "game%d" % k, "moves": [["B", "E5"], ["W", "C%d" % (3 + k)]],
             "rules": "chinese", "komi": 7, "boardXSize": 9, "boardYSize": 9,
             "analyzeTurns": [1, 2], "maxVisits": 50}
        queries.append(q)
        engine.send(q)
    answers = engine.take(lambda a: str(a.get("id", "")).startswith("game") and
                          "turnNumber" in a, 8)
    ok(sorted((a["id"], a["turnNumber"]) for a in answers) ==
       sorted(("game%d" % k, t) for k in range(4) for t in (1, 2)),
       "four queries sent at once: every turn answered once", answers)
    problems = [p for a in answers for p in problems_of(queries[int(a["id"][4:])], a, 50)]
    ok(not problems, "every one of those answers makes sense", "\n".join(problems[:10]))


def ownership_policy(engine):
    q = {"id": "own", "moves": [["B", "C3"], ["W", "G7"]], "rules": "japanese", "komi": 6.5,
         "boardXSize": 9, "boardYSize": 9, "maxVisits": 80, "includeOwnership": True,
         "includePolicy": True}
    engine.send(q)
    a = (engine.take(of("own")) or [{}])[0]
    own, pol = a.get("ownership"), a.get("policy")
    ok(isinstance(own, list) and len(own) == 81 and all(-1 <= v <= 1 for v in own),
       "includeOwnership: 81 values in [-1, 1]", own)
    # Row-major from the top left: C3 is row 7 (from the top), column 2; G7 row 2, column 6.
    ok(own and own[6 * 9 + 2] > 0 and own[2 * 9 + 6] < 0,
       "Black's ownership: C3 (Black's stone) positive, G7 (White's) negative", own)
    legal = [v for v in (pol or []) if v != -1]
    ok(isinstance(pol, list) and len(pol) == 82 and pol[6 * 9 + 2] == -1 and
       pol[2 * 9 + 6] == -1 and abs(sum(legal) - 1) < 1e-3 and all(0 <= v <= 1 for v in legal),
       "includePolicy: 82 values, -1 on the stones, the rest summing to 1", pol)
    q2 = dict(q, id="nothing", includeOwnership=False, includePolicy=False)
    engine.send(q2)
    a = (engine.take(of("nothing")) or [{}])[0]
    ok("ownership" not in a and "policy" not in a and "moveInfos" in a,
       "neither without includeOwnership and includePolicy", a)


def during_search(engine):
    q = {"id": "report", "moves": [], "rules": "chinese", "komi": 7.5, "boardXSize": 19,
         "boardYSize": 19, "maxVisits": 1000000, "reportDuringSearchEvery": 0.1}
    engine.send(q)
    partial = engine.take(of("report", final=False), 2)
    ok(len(partial) == 2 and all(a["isDuringSearch"] is True for a in partial) and
       partial[0]["rootInfo"]["visits"] <= partial[1]["rootInfo"]["visits"],
       "reportDuringSearchEvery: answers with isDuringSearch true, visits growing",
       partial)
    engine.send({"id": "all", "action": "terminate_all"})
    ack = engine.take(lambda a: a.get("id") == "all")
    final = engine.take(of("report"))
    ok(ack == [{"id": "all", "action": "terminate_all"}] and len(final) == 1,
       "terminate_all: acknowledged, and the search ends with one final answer", final)
    engine.take(of("report", final=False), 1000, timeout=0.5)  # partial ones sent meanwhile


def terminate_queued(engine):
    """With two workers and four long turns, two run and two wait: terminating the query
    answers the waiting ones noResults and the running ones with what they found."""
    q = {"id": "long", "moves": [["B", "D4"], ["W", "F6"], ["B", "E5"]], "rules": "chinese",
         "komi": 7, "boardXSize": 9, "boardYSize": 9, "analyzeTurns": [0, 1, 2, 3],
         "maxVisits": 1000000}
    engine.send(q)
    time.sleep(0.5)
    engine.send({"id": "t1", "action": "terminate", "terminateId": "long", "turnNumbers": [3]})
    one = engine.take(of("long"))
    ok(len(one) == 1 and one[0]["turnNumber"] == 3 and one[0].get("noResults") is True and
       one[0].get("isDuringSearch") is False,
       "terminate with turnNumbers [3]: that queued turn answers noResults", one)
    engine.send({"id": "t2", "action": "terminate", "terminateId": "long"})
    rest = engine.take(of("long"), 3)
    no = sorted(a["turnNumber"] for a in rest if a.get("noResults"))
    found = sorted(a["turnNumber"] for a in rest if a.get("moveInfos"))
    ok(len(rest) == 3 and len(no) == 1 and len(found) == 2,
       "terminate: one queued turn noResults, two running turns answer what they found",
       rest)
    ok(len(engine.take(lambda a: a.get("id") in ("t1", "t2"), 2)) == 2,
       "both terminate actions acknowledged")


def priorities():
    """One worker busy with a long search: of two queries waiting, the one of higher priority
    runs first, though it came second."""
    engine = Engine("--threads", "1")
    base = {"moves": [], "rules": "chinese", "komi": 7, "boardXSize": 9, "boardYSize": 9,
            "maxVisits": 40}
    engine.send(dict(base, id="busy", maxVisits=1000000, reportDuringSearchEvery=0.05))
    engine.take(of("busy", final=False))  # it runs
    engine.send(dict(base, id="low", priority=-1))
    engine.send(dict(base, id="high", priority=10))
    time.sleep(0.3)
    engine.send({"id": "free", "action": "terminate", "terminateId": "busy"})
    order = [a["id"] for a in engine.take(lambda a: a.get("id") in ("busy", "low", "high") and
                                          a.get("isDuringSearch") is False, 3)]
    ok(order == ["busy", "high", "low"], "priority: the higher one waiting runs first", order)
    rc, err = engine.close()
    ok(rc == 0 and not engine.bad_lines, "that engine exits 0 too", err)


def actions(engine):
    engine.send({"id": "v", "action": "query_version"})
    v = (engine.take(lambda a: a.get("id") == "v") or [{}])[0]
    ok(v.get("action") == "query_version" and isinstance(v.get("version"), str) and
       "git_hash" in v, "query_version: the query echoed with version and git_hash", v)
    engine.send({"id": "c", "action": "clear_cache"})
    c = engine.take(lambda a: a.get("id") == "c")
    ok(c == [{"id": "c", "action": "clear_cache"}], "clear_cache: the query echoed", c)
    engine.send({"id": "x", "action": "dance"})
    x = engine.take(lambda a: a.get("id") == "x")
    ok(x and "error" in x[0] and x[0].get("field") == "action", "an unknown action: an error",
       x)


def errors(engine):
    base = {"moves": [], "rules": "chinese", "komi": 7.5, "boardXSize": 9, "boardYSize": 9,
            "maxVisits": 20}
    cases = [
        ("an illegal move in moves", dict(base, id="e1", moves=[["B", "E5"], ["W", "E5"]]),
         "moves"),
        ("a move off the board", dict(base, id="e2", moves=[["B", "T19"]]), "moves"),
        ("unknown rules", dict(base, id="e3", rules="calvinball"), "rules"),
        ("a board kosumi cannot play (30x30)", dict(base, id="e4", boardXSize=30,
                                                    boardYSize=30), "boardXSize"),
        ("a board that is not square", dict(base, id="e5", boardYSize=13), "boardYSize"),
        ("maxVisits beyond KataGo's 2^50", dict(base, id="e6", maxVisits=2 ** 60),
         "maxVisits"),
        ("maxVisits 0", dict(base, id="e7", maxVisits=0), "maxVisits"),
        ("a turn past the end", dict(base, id="e8", analyzeTurns=[0, 5]), "analyzeTurns"),
        ("a player that is not B or W", dict(base, id="e9", moves=[["X", "E5"]]), "moves"),
        ("no rules", {k: v for k, v in dict(base, id="e10").items() if k != "rules"},
         "rules"),
        ("komi beyond 400", dict(base, id="e11", komi=1000), "komi"),
        ("an (x,y) location off the board", dict(base, id="e13", moves=[["B", "(9,0)"]]),
         "moves"),
        ("a huge (x,y)", dict(base, id="e14", moves=[["B", "(99999999999999999999,1)"]]),
         "moves"),
        ("initialStones that cannot stand", dict(base, id="e12", initialStones=[
            ["B", "A1"], ["W", "A2"], ["W", "B1"]]), "initialStones"),
    ]
    for name, q, field in cases:
        engine.send(q)
        a = engine.take(lambda a, i=q["id"]: a.get("id") == i)
        ok(len(a) == 1 and "error" in a[0] and a[0].get("field") == field,
           "%s: an error for field %s" % (name, field), a)
    junk = [("not JSON", b"this is not json\n"), ("a JSON array", b"[1,2,3]\n"),
            ("binary junk", bytes(range(256)).replace(b"\n", b"") + b"\n"),
            ("a 2 MB line", b"{\"id\":\"" + b"x" * (2 << 20) + b"\"}\n"),
            ("a truncated object", b"{\"id\":\"t\",\"moves\":[\n"),
            ("deep nesting", b"[" * 100000 + b"\n")]
    for name, data in junk:
        engine.send(data)
        a = engine.take(lambda a: "error" in a and "id" not in a)
        ok(len(a) == 1, "%s: one error without an id" % name, a)
    engine.send({"moves": []})
    a = engine.take(lambda a: "error" in a and a.get("field") == "id")
    ok(len(a) == 1 and "id" not in a[0], "no id: an error for field id", a)
    xy = dict(base, id="xy", moves=[["B", "(4,4)"], ["W", "(2,6)"]], maxVisits=30)
    engine.send(xy)
    a = engine.take(of("xy"))
    ok(a and not problems_of(dict(xy, moves=[["B", "E5"], ["W", "C3"]]), a[0], 30),
       "KataGo's (x,y) locations from the top left: (4,4) is E5, (2,6) C3", a)
    engine.send(dict(base, id="w1", foo=1, includePVVisits=True, maxVisits=2 ** 40))
    warnings = engine.take(lambda a: a.get("id") == "w1" and "warning" in a, 3)
    ok(sorted(w.get("field") for w in warnings) == ["foo", "includePVVisits", "maxVisits"],
       "warnings for an unknown field, an unsupported one and a maxVisits lowered", warnings)
    engine.send({"id": "stop-w1", "action": "terminate", "terminateId": "w1"})
    ok(len(engine.take(of("w1"))) == 1, "and that query still ran (terminated here)")


def main():
    if built_without_json():
        return tap.skip_all("kosumi was built without json-c")
    engine = Engine("--threads", "2", "--seed", "7")
    example(engine)
    concurrent(engine)
    several_at_once(engine)
    ownership_policy(engine)
    during_search(engine)
    terminate_queued(engine)
    priorities()
    actions(engine)
    errors(engine)
    # After all that, still serving; the same query and id give the same answer (one search
    # thread per position, seeded by the seed, the id and the turn).
    q = {"id": "again", "moves": [["B", "E5"]], "rules": "chinese", "komi": 7,
         "boardXSize": 9, "boardYSize": 9, "maxVisits": 100, "analyzeTurns": [1, 1]}
    engine.send(q)
    twice = engine.take(of("again"), 2)
    ok(len(twice) == 2 and twice[0]["moveInfos"] == twice[1]["moveInfos"],
       "still serving; the same query and id answered the same twice", twice)
    leftover = engine.take(lambda a: "turnNumber" in a, 1000, timeout=0.5)
    ok(not leftover, "no answer left over", leftover)
    engine.send({"id": "last", "moves": [], "rules": "chinese", "komi": 7, "boardXSize": 9,
                 "boardYSize": 9, "maxVisits": 30})
    rc, err = engine.close()
    last = engine.take(of("last"), timeout=5)
    ok(len(last) == 1, "a query sent just before the end of input is answered before exit",
       last)
    ok(rc == 0, "exit status 0 at the end of input", err)
    ok(not engine.bad_lines, "stdout held JSON answers only", engine.bad_lines)
    ok(err == "", "nothing on stderr without --verbose", err)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
