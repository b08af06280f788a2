#!/usr/bin/env python3
# analysis.py - analysis and thinking shown at the terminal, and nothing of it in GTP mode (TAP)
#
# At the kosumi> prompt on a pty: `kata-analyze b 50` redraws a table of the best moves in place
# (the cursor moved up over the last one) several times until a key is pressed, then ends its
# response and prompts again; the key is not taken for a command, and showboard is what it was.
# The table's rows are moves with visits, a win rate, a score lead and a line of legal moves.
# `lz-analyze w 30 seconds 1.5` ends by itself; Ctrl-C stops an analysis as it stops a genmove;
# a bad `seconds` is a syntax error. A genmove of a few seconds shows a "thinks" line, redrawn,
# and erases it before its answer. --interactive on a pipe writes the table once, with no
# escape sequence. Over pipes (GTP mode), the same genmove and kata-analyze write nothing but
# their responses to stdout and nothing to stderr, and `seconds` stays a syntax error.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/interactive/analysis.py
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
sys.path.insert(0, HERE)
import tap  # noqa: E402
from tap import ok  # noqa: E402
# terminal.py's pty session (a kosumi on a pty, typed at and read as text), imported rather than
# copied; its tests run only under its own __main__.
from terminal import KOSUMI, PROMPT, Session  # noqa: E402

VERTEX = r"[A-HJ-T](?:1[0-9]|[1-9])"
HEADING = r"black to play: \d+ playouts in \d+\.\d s"
ROW = re.compile(r"^  (%s|pass) +(\d+) +(\d+\.\d)%% +([+-]\d+\.\d)  ((?:%s|pass)(?: (?:%s|pass))*)$"
                 % (VERTEX, VERTEX, VERTEX), re.M)
CURSOR_UP = re.compile(rb"\x1b\[\d+A")
SETUP = [b"boardsize 9", b"play b E5", b"play w C4"]


def prompt(s, timeout=10):
    return s.expect(re.escape(PROMPT), timeout) is not None


def command(s, line, timeout=10):
    """Types line and returns the text up to the next prompt, or None."""
    start = s.pos
    s.type(line + b"\r")
    if not prompt(s, timeout):
        return None
    return s.text()[start:s.pos]


def board_of(answer):
    """showboard's drawing in an answer, from its first line of letters."""
    if answer is None:
        return None
    at = answer.find("   A B")
    return answer[at:].rstrip() if at >= 0 else None


def tables(text):
    """The tables in text: a list of (heading, rows), rows as ROW's matches."""
    out = []
    for m in re.finditer(r"(?m)^(%s.*)\n  move .*\n((?:  .*\n)*)" % HEADING, text):
        out.append((m.group(1), ROW.findall(m.group(2))))
    return out


def terminal_tests(home):
    s = Session(home, ["--no-history", "--seed", "1"])
    prompt(s)
    for line in SETUP:
        command(s, line)
    before = board_of(command(s, b"showboard"))

    raw_start = len(s.raw)
    start = s.pos
    s.type(b"kata-analyze b 50\r")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and s.text()[start:].count("any key stops") < 4:
        s.read(0.2)
    live = s.text()[start:].count("any key stops")
    redraws = len(CURSOR_UP.findall(s.raw[raw_start:]))
    ok(live >= 4 and redraws >= 3,
       "kata-analyze b 50 at the prompt redraws its table in place until a key (%d tables, "
       "%d redraws)" % (live, redraws), repr(s.raw[raw_start:][-600:]))
    pressed = time.monotonic()
    s.type(b"q")
    stopped = prompt(s, 10)
    took = time.monotonic() - pressed
    answer = s.text()[start:s.pos]
    found = tables(answer)
    last = found[-1] if found else (None, [])
    ok(stopped and took < 3 and last[0] is not None and "any key" not in last[0],
       "a key stops it: the last table, then the prompt (%.2f s)" % took, repr(answer[-600:]))
    rows = last[1]
    legal = all(r[0] not in ("E5", "C4") and r[4].split()[0] == r[0] for r in rows)
    ok(len(rows) == 5 and legal and int(rows[0][1]) >= int(rows[-1][1]),
       "the table: 5 moves by visits, each with win rate, score lead and its line",
       repr(answer[-600:]))
    after = command(s, b"showboard")
    ok(after is not None and "unknown command" not in after and board_of(after) == before,
       "the key is not taken for a command, and showboard is unchanged",
       "before:\n%s\nafter:\n%s" % (before, after))

    start = s.pos
    began = time.monotonic()
    s.type(b"lz-analyze w 30 seconds 1.5\r")
    stopped = prompt(s, 20)
    took = time.monotonic() - began
    answer = s.text()[start:s.pos]
    ok(stopped and 1.4 <= took < 10 and "white to play:" in answer,
       "lz-analyze w 30 seconds 1.5 ends by itself (%.2f s)" % took, repr(answer[-600:]))

    start = s.pos
    s.type(b"kata-analyze b\r")
    s.expect("any key stops", 20)
    s.type(b"\x03")
    stopped = prompt(s, 10)
    answer = command(s, b"name")
    ok(stopped and answer is not None and "= kosumi" in answer,
       "Ctrl-C stops an analysis, and kosumi answers on", repr(s.text()[start:][-600:]))

    answer = command(s, b"kata-analyze b seconds soon")
    ok(answer is not None and "? syntax error: expected a number of seconds after seconds"
       in answer, "a bad number of seconds is a syntax error", repr(answer))
    s.type(b"\x04")
    status = s.finish()
    ok(status == 0, "Ctrl-D then exits 0", "exit %r; %r" % (status, s.text()[-300:]))

    # genmove: the thinking line, redrawn with a carriage return, erased before the answer.
    s = Session(home, ["--no-history", "--seed", "1", "--time", "3"])
    prompt(s)
    for line in SETUP:
        command(s, line)
    raw_start = len(s.raw)
    answer = command(s, b"genmove b", 60)
    raw = s.raw[raw_start:]
    shows = raw.count(b"black thinks: ")
    last = raw.rfind(b"black thinks: ")
    erased = raw.find(b"\r\x1b[K", last)
    answered = raw.find(b"= ", last)
    ok(answer is not None and re.search(r"= %s\n" % VERTEX, answer) is not None and shows >= 2
       and 0 <= erased < answered,
       "a 3 s genmove shows that it thinks (%d redraws), erased before its answer" % shows,
       repr(raw[-600:]))
    s.type(b"\x04")
    status = s.finish()
    ok(status == 0, "the genmove session exits 0", "exit %r; %r" % (status, s.text()[-300:]))


def run(args, script, timeout=60, env=None):
    return subprocess.run([KOSUMI, *args], input=script, capture_output=True, timeout=timeout,
                          env=env)


def pipe_tests(home):
    env = dict(os.environ, HOME=home, TERM="vt100")
    # --interactive on a pipe: no key to wait for, the table once, plain text.
    r = run(["--interactive", "--no-history", "--seed", "1"],
            b"boardsize 9\nkata-analyze b seconds 0.5\n", env=env)
    out = r.stdout.decode("utf-8", "replace")
    ok(r.returncode == 0 and len(tables(out)) == 1 and b"\x1b" not in r.stdout
       and "any key" not in out,
       "--interactive on a pipe: the table once, without escape sequences",
       "exit %d; stdout %r; stderr %r" % (r.returncode, r.stdout, r.stderr))

    # GTP mode: genmove and kata-analyze as controllers see them, nothing more on either stream.
    p = subprocess.Popen([KOSUMI, "--seed", "1", "--time", "1.5"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        p.stdin.write(b"boardsize 9\ngenmove b\nkata-analyze w 20\n")
        p.stdin.flush()
        time.sleep(3.5)
        p.stdin.write(b"kata-analyze b seconds 1\nname\nquit\n")
        p.stdin.flush()
        out, err = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
    protocol = re.compile(
        rb"= \n\n= %s\n\n= \n(info move \S+ visits [^\n]*\n)+\n"
        rb"\? syntax error: expected \[color\] [^\n]*\n\n= kosumi\n\n= \n\n\Z" % VERTEX.encode())
    ok(p.returncode == 0 and protocol.match(out) is not None,
       "GTP mode: genmove and kata-analyze write their responses only (seconds: a syntax error)",
       "exit %r; stdout %r" % (p.returncode, out[-800:]))
    ok(err == b"" and b"\x1b" not in out and b"\r" not in out and b"thinks" not in out,
       "GTP mode: no thinking line, no escape sequence, nothing on stderr",
       "stdout %r; stderr %r" % (out[-400:], err))


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.skip_all("no kosumi binary at %s" % KOSUMI)
    scratch = tempfile.mkdtemp(prefix="kosumi-pty-")
    try:
        home = os.path.join(scratch, "home")
        os.mkdir(home)
        terminal_tests(home)
        pipe_tests(home)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
