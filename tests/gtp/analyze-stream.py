#!/usr/bin/env python3
# analyze-stream.py - analysis, interrupts and pondering as Sabaki, Lizzie and GoGui use them (TAP)
#
# kosumi analyses a 9x9 position while the test waits, then gets another command. The info
# lines are parsed with the rules of Sabaki's parseAnalysis: the line is split on "info", each
# segment holds key/value pairs up to "pv" and then the principal variation. Checked: every
# move is legal in the analysed position, winrates, priors and lcbs are integers from 0 to
# 10000, visits do not increase with "order" (0, 1, 2...), and each PV is legal played out in
# sequence from the position. The analysis stops when the next command arrives: the time from
# writing it to reading the analysis's closing empty line is measured (printed) and must be
# under 1 s; a command already waiting when the analysis starts stops it at once; the command
# after the analysis gets its own response. kata-analyze writes fractions (with a '.', as Sabaki
# needs), a scoreLead and, when asked, one ownership value per point. Bad arguments get a syntax
# error and change nothing. lz-genmove_analyze and kata-genmove_analyze write info lines while
# they think, then the move on a "play" line, and play it. After gogui-interrupt, a "# interrupt"
# line sent while genmove thinks makes it answer with the best move so far (GoGui's interrupt),
# also when the line arrives in two writes.
# With --ponder, kosumi searches on after genmove until the next command, answers that command at
# once, and the next genmove reuses more of the tree than without.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/gtp/analyze-stream.py
import os
import re
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

POSITION = ["boardsize 9", "komi 7", "play b E5", "play w C4", "play b G4", "play w D6"]
VERTEX = re.compile(r"(?i)pass|[A-HJ-Z][0-9]{1,2}")


def parse(line):
    """Sabaki's reading of one analysis line: a list of (fields, pv) per info segment."""
    out = []
    for segment in line.split("info")[1:]:
        words = segment.split()
        if "pv" not in words:
            out.append((None, []))
            continue
        at = words.index("pv")
        pairs, pv = words[:at], words[at + 1:]
        fields = dict(zip(pairs[0::2], pairs[1::2])) if len(pairs) % 2 == 0 else None
        out.append((fields, pv))
    return out


def start():
    engine = gtp.Engine("kosumi", [gtp.kosumi_path(), "--seed", "1", "--playouts", "2000"],
                        timeout=30)
    for c in POSITION:
        engine.must(c)
    return engine


def check_lines(lines, what):
    """The Sabaki checks on every info line; returns the (move, pv) pairs seen."""
    seen, problems = [], []
    for line in lines:
        segments = parse(line)
        if not segments:
            problems.append("no info segment in %r" % line)
        last_visits = None
        for order, (fields, pv) in enumerate(segments):
            if fields is None or not pv:
                problems.append("malformed segment in %r" % line)
                continue
            try:
                visits = int(fields["visits"])
                numbers = [int(fields[k]) for k in ("winrate", "prior", "lcb")]
                position = int(fields["order"])
            except (KeyError, ValueError):
                problems.append("missing or non-integer field in %r" % fields)
                continue
            if any(not 0 <= v <= 10000 for v in numbers):
                problems.append("winrate, prior or lcb out of 0..10000: %r" % fields)
            if position != order:
                problems.append("order %d where %d was due" % (position, order))
            if last_visits is not None and visits > last_visits:
                problems.append("visits increase with order: %r" % fields)
            last_visits = visits
            if fields.get("move") != pv[0] or not all(VERTEX.fullmatch(v) for v in pv):
                problems.append("move %r, pv %r" % (fields.get("move"), pv))
            seen.append((fields["move"], pv))
    ok(not problems and seen, what, "\n".join(problems[:10]) or "no info line")
    return seen


def check_legal(seen):
    """Every move legal in the position, every PV legal in sequence (a second kosumi)."""
    referee = start()
    problems = []
    for move, pv in seen:
        if referee.must("is_legal b " + move) != "1":
            problems.append("%s is not legal for black" % move)
        color, played = "b", 0
        for v in pv:
            success, text = referee.send("play %s %s" % (color, v))
            if not success:
                problems.append("pv %s: %s %s refused (%s)" % (" ".join(pv), color, v, text))
                break
            played += 1
            color = "w" if color == "b" else "b"
        for _ in range(played):
            referee.must("undo")
    referee.close()
    ok(not problems, "every analysed move is legal and every PV is legal in sequence",
       "\n".join(sorted(set(problems))[:10]))


def stopped(engine, command, wait, then):
    """Writes command, waits `wait` seconds, writes `then`; returns (success, text) of command's
    response and the seconds from writing `then` to reading that response."""
    engine.write(command)
    time.sleep(wait)
    sent = time.monotonic()
    engine.write(then)
    success, text = engine.receive(command)
    return success, text, time.monotonic() - sent


def main():
    engine = start()
    success, text, latency = stopped(engine, "1 lz-analyze b 10", 1.0, "2 protocol_version")
    lines = text.split("\n")
    ok(success and len(lines) >= 3, "lz-analyze b 10 writes an info line every 10 cs for 1 s",
       "%d lines: %r" % (len(lines), text[:300]))
    seen = check_lines(lines, "the info lines read as Sabaki reads them")
    check_legal(seen)
    tap.diag("stop latency: %.1f ms from the next command to the end of the analysis"
             % (latency * 1000))
    ok(latency < 1.0, "the analysis stops within 1 s of the next command (%.0f ms)"
       % (latency * 1000))
    ok(engine.receive("protocol_version") == (True, "2"),
       "the command that stopped the analysis gets its own response")

    engine.write("3 lz-analyze 500 maxmoves 2\n4 protocol_version")
    started = time.monotonic()
    success, text = engine.receive("lz-analyze 500 maxmoves 2")
    waited = time.monotonic() - started
    ok(success and waited < 1.0 and all(len(parse(line)) <= 2 for line in text.split("\n")),
       "a command already waiting stops the analysis at once; maxmoves 2 shows two moves",
       "%.2f s, %r" % (waited, text[:300]))
    ok(engine.receive("protocol_version") == (True, "2"), "and is answered after it")

    success, text, _ = stopped(engine, "5 kata-analyze b 10 ownership true", 0.5,
                               "6 protocol_version")
    lines = text.split("\n")
    problems = []
    for line in lines:
        head, _, owned = line.partition(" ownership ")
        values = owned.split()
        if len(values) != 81 or any(not -1 <= float(v) <= 1 for v in values):
            problems.append("ownership: %d values %r" % (len(values), values[:5]))
        for fields, pv in parse(head):
            try:
                numbers = [fields[k] for k in ("winrate", "prior", "lcb")]
                bad = any("." not in v or not 0 <= float(v) <= 1 for v in numbers)
                float(fields["scoreLead"])
            except (KeyError, ValueError, TypeError):
                bad = True
            if bad:
                problems.append("fields %r" % fields)
    ok(success and lines and not problems,
       "kata-analyze: fractions with a '.', a scoreLead, and 81 ownership values in -1..1",
       "\n".join(problems[:5]) or text[:300])
    ok(engine.receive("protocol_version") == (True, "2"), "kata-analyze ends at the next command")

    # avoid and allow: the move the unrestricted analysis liked best, and white's favourite reply
    # to it, are what the restricted one must do without.
    top = seen[-1][0]
    replies = [pv[1] for move, pv in seen if move == top and len(pv) > 1]
    reply = max(set(replies), key=replies.count) if replies else "A1"
    command = "7 lz-analyze b 10 avoid b %s,pass 1 avoid w %s 2" % (top, reply)
    success, text, _ = stopped(engine, command, 0.5, "8 protocol_version")
    restricted = check_lines(text.split("\n"),
                             "lz-analyze with avoid: the lines read as Sabaki reads them")
    bad = [pv for move, pv in restricted
           if move in (top, "pass") or (len(pv) > 1 and pv[1] == reply)]
    ok(success and restricted and not bad,
       "avoid b %s,pass 1 avoid w %s 2: no root move %s or pass, no white reply %s"
       % (top, reply, top, reply), repr(bad[:5]))
    ok(engine.receive("protocol_version") == (True, "2"),
       "lz-analyze with avoid ends at the next command")
    allowed = {"C3", "G7", "pass"}
    success, text, _ = stopped(engine, "9 kata-analyze b 10 allow b C3,G7,pass 1", 0.5,
                               "10 protocol_version")
    moves = {fields.get("move") for line in text.split("\n") for fields, _ in parse(line)
             if fields is not None}
    ok(success and moves and moves <= allowed,
       "allow b C3,G7,pass 1: only C3, G7 and pass are analysed", repr(sorted(moves)))
    ok(engine.receive("protocol_version") == (True, "2"),
       "kata-analyze with allow ends at the next command")

    for command in ("lz-genmove_analyze b 1", "kata-genmove_analyze w 1"):
        success, text = engine.send(command)
        lines = text.split("\n")
        move = lines[-1][len("play "):] if lines[-1].startswith("play ") else None
        last = engine.must("last_move")
        ok(success and move is not None and len(lines) >= 2 and
           all(line.startswith("info move ") for line in lines[:-1]) and
           last.lower() == ("%s %s" % ("black" if command.endswith("b 1") else "white",
                                       move)).lower(),
           "%s: info lines, then the move on a play line, and the move is played" % command,
           "%r; last_move %r" % (text[-300:], last))

    success, text = engine.send("lz-genmove_analyze b 1 allow b A1,J1,A9,J9 1")
    move = text.split("\n")[-1][len("play "):]
    ok(success and move in ("A1", "J1", "A9", "J9") and
       engine.must("last_move").lower() == "black " + move.lower(),
       "lz-genmove_analyze b 1 allow b A1,J1,A9,J9 1 plays one of the four corners",
       repr(text[-200:]))

    before = engine.must("list_stones black") + "|" + engine.must("list_stones white")
    errors = ["lz-analyze b -1", "lz-analyze b 10 maxmoves", "lz-analyze b 10 avoid b D4",
              "lz-analyze b 10 allow b D4 1 allow b E4 1", "lz-analyze avoid b D4 1 allow b E4 1",
              "lz-analyze b 10 avoid q D4 1", "lz-analyze b 10 avoid b Z9 1",
              "lz-analyze b 10 avoid b D4,,E4 1", "lz-analyze b 10 avoid b D4 -1",
              "lz-analyze b 10 frobnicate 3", "kata-analyze b 10 ownership maybe",
              "lz-analyze b 10 ownership true", "kata-genmove_analyze foo"]
    answers = [engine.send(c) for c in errors]
    after = engine.must("list_stones black") + "|" + engine.must("list_stones white")
    ok(all(not s and t.startswith("syntax error") for s, t in answers) and before == after,
       "bad arguments get a syntax error and change nothing", repr(answers))
    ok(engine.close() == 0, "kosumi exits 0")

    slow = gtp.Engine("kosumi", [gtp.kosumi_path(), "--seed", "1", "--playouts", "5000000"],
                      timeout=60)
    for c in POSITION + ["gogui-interrupt"]:
        slow.must(c)
    success, text, waited = stopped(slow, "genmove b", 0.5, "# interrupt")
    tap.diag("interrupt latency: %.1f ms from '# interrupt' to genmove's answer" % (waited * 1000))
    ok(success and VERTEX.fullmatch(text) and waited < 1.0,
       "after gogui-interrupt, '# interrupt' makes a 5,000,000-playout genmove answer within 1 s",
       "%r after %.2f s" % (text, waited))
    ok(slow.must("last_move").lower() == "black " + text.lower(), "and the move is played")
    ok(slow.close() == 0, "kosumi exits 0 after the interrupt")

    # A pipe may deliver the line in pieces: the interrupt counts once its line is complete.
    split = gtp.Engine("kosumi", [gtp.kosumi_path(), "--seed", "1", "--playouts", "5000000"],
                       timeout=60)
    for c in POSITION + ["gogui-interrupt"]:
        split.must(c)
    split.write("genmove b")
    time.sleep(0.3)
    split.proc.stdin.write(b"# inter")
    split.proc.stdin.flush()
    time.sleep(0.5)
    sent = time.monotonic()
    split.write("rupt")
    success, text = split.receive("genmove b")
    waited = time.monotonic() - sent
    ok(success and VERTEX.fullmatch(text) and waited < 1.0,
       "'# inter', then 'rupt' half a second later, interrupts genmove within 1 s of the rest",
       "%r after %.2f s" % (text, waited))
    ok(split.close() == 0, "kosumi exits 0 after the interrupt in two writes")

    reused = {}
    for ponder in (False, True):
        argv = [gtp.kosumi_path(), "--seed", "1", "--playouts", "500", "--verbose"]
        engine = gtp.Engine("kosumi", argv + (["--ponder"] if ponder else []), timeout=30)
        answers = [engine.send(c) for c in ("boardsize 9", "genmove b")]
        time.sleep(1.0)
        answers += [engine.send(c) for c in ("play w C3", "genmove b", "protocol_version")]
        engine.close()
        err = engine.err.decode("latin-1")
        found = re.findall(r"genmove black: \S+ \(\d+ playouts, (\d+) reused", err)
        reused[ponder] = int(found[1]) if len(found) == 2 and all(a[0] for a in answers) else -1
        if ponder:
            pondered = re.search(r"pondered (\d+) playouts for white", err)
    ok(reused[False] >= 0 and pondered and int(pondered.group(1)) > 0,
       "--ponder: every command answered, and it searched on after genmove",
       "reused %r, stderr %r" % (reused, err[-400:]))
    ok(reused[True] > reused[False],
       "the genmove after pondering reuses more of the tree than without (%d > %d visits)"
       % (reused[True], reused[False]))

    # Pondering looks for input after every step of at most 10 ms (ENGINE_STEP_SECONDS), so a
    # command (a genmove on the clock) is answered at once, even on 25x25 where a step of a few
    # hundred playouts takes a tenth of a second or more.
    engine = gtp.Engine("kosumi", [gtp.kosumi_path(), "--seed", "1", "--ponder", "--playouts",
                                   "300"], timeout=60)
    engine.must("boardsize 25")
    waits = []
    for _ in range(9):
        engine.must("genmove b")
        time.sleep(0.3)
        sent = time.monotonic()
        engine.must("name")
        waits.append(time.monotonic() - sent)
    engine.close()
    waits.sort()
    tap.diag("answers while pondering on 25x25: %s ms" % " ".join("%.0f" % (w * 1000) for w in waits))
    ok(waits[len(waits) // 2] < 0.03,
       "while pondering on 25x25, a command is answered in under 30 ms (median of 9)",
       "median %.3f s" % waits[len(waits) // 2])
    tap.finish()


if __name__ == "__main__":
    main()
