#!/usr/bin/env python3
# terminal.py - kosumi's interactive mode at a (pseudo-)terminal (TAP)
#
# Starts kosumi on a pty with HOME in a scratch directory and types at it as a user would:
# the prompt appears without any option (stdin is a terminal), a command gets its answer, and
# Ctrl-D at the prompt exits with status 0. With GNU readline built in (seen in the binary's
# dynamic section or in `kosumi --version`): Up re-runs the previous command, Tab completes a
# command name and a colour, and the history is saved to ~/.kosumi_history and recalled by the
# next session, but not with --no-history. Without readline those tests are skipped, and the
# plain line input is tested (--interactive on a pty and on a pipe). Ctrl-C at the prompt drops
# the line (readline, and the plain reader on a pipe); during genmove it plays the best move so
# far; a second one during a command that ignores the first ends kosumi.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/interactive/terminal.py
import os
import pty
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import termios
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok, skip  # noqa: E402

tap.detail_lines, tap.detail_tail = 30, True  # on a failure, the end of the session
KOSUMI = gtp.kosumi_path()
PROMPT = "kosumi> "
UP = b"\x1b[A"
ANSI = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|O.|[=>])")

def clean(raw):
    """Terminal output as plain text: escape sequences and CRs dropped, BS applied."""
    text = ANSI.sub("", raw.decode("utf-8", "replace")).replace("\r", "")
    out = []
    for ch in text:
        if ch == "\b":
            if out:
                out.pop()
        elif ch == "\x07":
            continue
        else:
            out.append(ch)
    return "".join(out)


class Session:
    """kosumi on a pty: type(), expect() a regex in the (cleaned) output, finish()."""

    def __init__(self, home, args=()):
        self.raw = b""
        self.pos = 0
        env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
        env.update(HOME=home, TERM="vt100", INPUTRC="/dev/null", LANG="C", COLUMNS="80",
                   LINES="24")
        env.pop("KOSUMI_HISTORY", None)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                os.execve(KOSUMI, [KOSUMI, *args], env)
            finally:
                os._exit(127)
        try:
            termios.tcsetwinsize(self.fd, (24, 80))
        except (AttributeError, termios.error):
            pass
        self.status = None

    def read(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            chunk = b""
        if not chunk:
            return None
        self.raw += chunk
        return True

    def text(self):
        return clean(self.raw)

    def expect(self, pattern, timeout=10):
        """Waits for pattern after the last match; returns the match or None."""
        deadline = time.monotonic() + timeout
        rx = re.compile(pattern)
        while True:
            m = rx.search(self.text(), self.pos)
            if m:
                self.pos = m.end()
                return m
            left = deadline - time.monotonic()
            if left <= 0 or self.read(left) is None:
                return None

    def type(self, data):
        for i in range(0, len(data), 64):
            os.write(self.fd, data[i:i + 64])
            time.sleep(0.02)

    def finish(self, timeout=10):
        """Waits for the child to exit (reading its output); returns its exit status."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                while self.read(0.2):
                    pass
                self.status = os.waitstatus_to_exitcode(status)
                break
            self.read(0.1)
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
            self.status = None
        os.close(self.fd)
        return self.status


def has_readline():
    try:
        with open(KOSUMI, "rb") as f:
            if b"libreadline.so" in f.read():
                return True
    except OSError:
        pass
    try:
        out = subprocess.run([KOSUMI, "--version"], capture_output=True, timeout=10).stdout
        return b"readline" in out.lower()
    except (OSError, subprocess.TimeoutExpired):
        return False


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.skip_all("no kosumi binary at %s" % KOSUMI)
    readline = has_readline()
    print("# kosumi %s, readline %s" % (KOSUMI, "yes" if readline else "no"))
    scratch = tempfile.mkdtemp(prefix="kosumi-pty-")
    try:
        return run_tests(readline, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def run_tests(readline, scratch):
    home = os.path.join(scratch, "home")
    os.mkdir(home)
    history = os.path.join(home, ".kosumi_history")
    no_rl = "kosumi built without readline"

    # Session 1: a terminal on stdin means interactive, with no option.
    s = Session(home)
    ok(s.expect(re.escape(PROMPT)) is not None,
       "the prompt appears when stdin is a terminal", repr(s.text()))
    s.type(b"boardsize 9\r")
    s.expect(re.escape(PROMPT))
    s.type(b"name\r")
    ok(s.expect(r"= kosumi\n") is not None and s.expect(re.escape(PROMPT)) is not None,
       "a command gets its answer, then a new prompt", repr(s.text()))
    if readline:
        s.type(UP + b"\r")
        ok(s.expect(r"= kosumi\n") is not None and s.expect(re.escape(PROMPT)) is not None,
           "Up recalls and re-runs the previous command", repr(s.text()))
        s.type(b"showb\t\r")
        ok(s.expect(r"showboard") is not None and s.expect(r"A B C D E F G H J") is not None
           and s.expect(re.escape(PROMPT)) is not None,
           "Tab completes a command name (showb -> showboard)", repr(s.text()))
        s.type(b"play bl\te5\r")
        s.expect(re.escape(PROMPT))
        s.type(b"list_stones bla\t\r")
        ok(s.expect(r"= E5\n") is not None and s.expect(re.escape(PROMPT)) is not None,
           "Tab completes a colour (bl -> black)", repr(s.text()))
        s.type(b"protocol_version\r")
        s.expect(r"= 2\n")
        s.expect(re.escape(PROMPT))
    else:
        for name in ("Up recalls and re-runs the previous command",
                     "Tab completes a command name (showb -> showboard)",
                     "Tab completes a colour (bl -> black)"):
            skip(name, no_rl)
    s.type(b"\x04")
    status = s.finish()
    ok(status == 0, "Ctrl-D at the prompt exits with status 0",
       "exit %r; output %r" % (status, s.text()[-400:]))

    # Session 2: the history of session 1 is back.
    if readline:
        saved = open(history, encoding="latin-1").read() if os.path.exists(history) else None
        ok(saved is not None and "showboard" in saved and "protocol_version" in saved,
           "the history is saved to ~/.kosumi_history", repr(saved))
        s = Session(home)
        s.expect(re.escape(PROMPT))
        s.type(UP + b"\r")
        ok(s.expect(r"= 2\n") is not None,
           "a new session recalls the previous session's last command", repr(s.text()))
        s.expect(re.escape(PROMPT))
        s.type(b"\x04")
        ok(s.finish() == 0, "the second session exits 0 on Ctrl-D", repr(s.text()[-400:]))

        # --no-history: nothing is written, neither to a new HOME nor to an existing history.
        before = open(history, "rb").read() if os.path.exists(history) else None
        s = Session(home, ["--no-history"])
        s.expect(re.escape(PROMPT))
        s.type(b"version\r")
        s.expect(re.escape(PROMPT))
        s.type(b"\x04")
        st = s.finish()
        after = open(history, "rb").read() if os.path.exists(history) else None
        ok(st == 0 and before == after and b"version" not in (after or b"").split(b"\n"),
           "--no-history leaves ~/.kosumi_history alone", "exit %r; %r -> %r" % (
               st, before, after))
        home2 = os.path.join(scratch, "home2")
        os.mkdir(home2)
        s = Session(home2, ["--no-history"])
        s.expect(re.escape(PROMPT))
        s.type(b"name\r")
        s.expect(r"= kosumi\n")
        s.type(b"\x04")
        st = s.finish()
        ok(st == 0 and not os.path.exists(os.path.join(home2, ".kosumi_history")),
           "--no-history creates no history file", "exit %r; files %r" % (
               st, os.listdir(home2)))
    else:
        for name in ("the history is saved to ~/.kosumi_history",
                     "a new session recalls the previous session's last command",
                     "the second session exits 0 on Ctrl-D",
                     "--no-history leaves ~/.kosumi_history alone",
                     "--no-history creates no history file"):
            skip(name, no_rl)

    # --interactive on a pipe: the prompt and the answers, exit 0 at end of input.
    try:
        env = dict(os.environ, HOME=home, TERM="dumb", INPUTRC="/dev/null")
        r = subprocess.run([KOSUMI, "--interactive", "--no-history"], input=b"name\nkomi 6.5\n",
                           capture_output=True, timeout=20, env=env)
        both = clean(r.stdout + r.stderr)
        ok(r.returncode == 0 and PROMPT.strip() in both and "= kosumi" in both,
           "--interactive on a pipe: prompt, answer, exit 0 at end of input",
           "exit %d; stdout %r; stderr %r" % (r.returncode, r.stdout, r.stderr))
    except subprocess.TimeoutExpired:
        ok(False, "--interactive on a pipe: prompt, answer, exit 0 at end of input", "timeout")

    # Ctrl-C, as in a shell: at the prompt it drops the line typed so far and prompts again;
    # during a genmove it stops the search, which answers its best move so far; kosumi lives on.
    s = Session(home, ["--no-history", "--time", "60"])
    s.expect(re.escape(PROMPT))
    s.type(b"boardsize 19")
    s.expect(r"boardsize 19")
    s.type(b"\x03")
    prompted = s.expect(re.escape(PROMPT), timeout=5) is not None
    s.type(b"name\r")
    ok(prompted and s.expect(r"= kosumi\n") is not None and "unknown command" not in s.text()
       and s.expect(re.escape(PROMPT)) is not None,
       "Ctrl-C at the prompt drops the line typed and prompts again", repr(s.text()[-400:]))
    s.type(b"genmove b\r")
    s.expect(r"genmove b\n")
    time.sleep(1)
    start = time.monotonic()
    s.type(b"\x03")
    answered = s.expect(r"= [A-HJ-T](1[0-9]|[1-9])\n", timeout=20) is not None
    took = time.monotonic() - start
    ok(answered and took < 20 and s.expect(re.escape(PROMPT)) is not None,
       "Ctrl-C during a 60 s genmove answers a move at once (%.2f s)" % took,
       repr(s.text()[-400:]))
    s.type(b"list_stones black\r")
    ok(s.expect(r"= [A-HJ-T](1[0-9]|[1-9])\n") is not None,
       "the interrupted genmove played its move, and kosumi still answers", repr(s.text()[-400:]))
    s.expect(re.escape(PROMPT))
    s.type(b"\x04")
    status = s.finish()
    ok(status == 0, "Ctrl-D after the interrupts exits with status 0",
       "exit %r; output %r" % (status, s.text()[-400:]))

    # A second Ctrl-C during a command that does not stop at the first ends kosumi, as SIGINT
    # does by default (kosumi-ownership's search does not look at Ctrl-C).
    s = Session(home, ["--no-history", "--time", "60"])
    s.expect(re.escape(PROMPT))
    s.type(b"kosumi-ownership\r")
    s.expect(r"kosumi-ownership\n")
    time.sleep(0.5)
    s.type(b"\x03")
    time.sleep(0.5)
    pid, status = os.waitpid(s.pid, os.WNOHANG)
    alive = pid == 0
    if alive:
        s.type(b"\x03")
        status = s.finish(timeout=10)
    else:  # the first Ctrl-C ended it
        status = os.waitstatus_to_exitcode(status)
        os.close(s.fd)
    ok(alive and status == -signal.SIGINT,
       "a second Ctrl-C during a command ends kosumi (SIGINT)",
       "alive after the first: %r; exit %r; output %r" % (alive, status, s.text()[-300:]))

    # The plain line reader (no readline: --interactive on a pipe here): SIGINT while it waits
    # drops the part of a line read so far and prompts again.
    try:
        env = dict(os.environ, HOME=home, TERM="dumb", INPUTRC="/dev/null")
        p = subprocess.Popen([KOSUMI, "--interactive", "--no-history"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        p.stdin.write(b"version\nabc")
        p.stdin.flush()
        time.sleep(1)
        p.send_signal(signal.SIGINT)
        time.sleep(0.5)
        p.stdin.write(b"name\n")
        out, err = p.communicate(timeout=20)
        text = out.decode("utf-8", "replace")
        ok(p.returncode == 0 and "= kosumi" in text and "unknown command" not in text
           and text.count(PROMPT) == 4,
           "plain input: SIGINT drops the partial line and prompts again",
           "exit %d; stdout %r; stderr %r" % (p.returncode, out, err))
    except subprocess.TimeoutExpired:
        p.kill()
        ok(False, "plain input: SIGINT drops the partial line and prompts again", "timeout")

    # quit at the prompt ends the session too.
    s = Session(home, ["--interactive", "--no-history"])
    s.expect(re.escape(PROMPT))
    s.type(b"quit\r")
    ok(s.expect(r"= \n") is not None and s.finish() == 0,
       "quit at the prompt answers '=' and exits 0", repr(s.text()))

    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
