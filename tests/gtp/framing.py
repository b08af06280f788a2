#!/usr/bin/env python3
# framing.py - GTP framing through the real binary (TAP)
#
# Runs src/kosumi (or $KOSUMI) with its standard input on a pipe and checks what GTP 2 section 3
# and the clients (doc/clients.md, section 1) need from the framing: pipelined commands
# answered in order, CR, tabs, comments, ids, blank lines, control bytes and invalid UTF-8 in the
# input, end of file without quit, an over-long line (answered with an error in bounded memory),
# stdout flushed after every response, and stdout holding nothing but well-formed responses
# while stderr stays empty.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/gtp/framing.py
import os
import re
import select
import subprocess
import sys
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

KOSUMI = gtp.kosumi_path()
RESPONSE = re.compile(rb"([=?])([0-9]*) (.*)", re.S)

def parse(out):
    """Split a whole stdout into responses [(status, id, text)]; raise ValueError on anything
    that is not a sequence of well-formed GTP responses."""
    responses = []
    pos = 0
    while pos < len(out):
        end = out.find(b"\n\n", pos)
        if end < 0:
            raise ValueError("unterminated response at byte %d: %r" % (pos, out[pos:pos + 80]))
        block = out[pos:end]
        m = RESPONSE.fullmatch(block)
        if not m:
            raise ValueError("malformed response at byte %d: %r" % (pos, block[:80]))
        bad = [c for c in block if (c < 32 and c != 10) or c == 127]
        if bad:
            raise ValueError("control byte %r in response %r" % (bytes(bad[:1]), block[:80]))
        responses.append((m.group(1).decode(), m.group(2).decode(), m.group(3).decode("latin-1")))
        pos = end + 2
    return responses


def peak_rss_kb(pid):
    """The peak resident set size of a running process (VmHWM), in kB, or None."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


class Run:
    """One kosumi process fed `data` on stdin; its stdout, stderr, exit status and max RSS."""

    def __init__(self, data, args=(), timeout=60, hwm_after=None):
        """hwm_after=N: once N responses are out, read the process's peak resident memory
        (VmHWM, which unlike ru_maxrss does not count the parent's pages before exec) and only
        then close stdin."""
        self.args = [KOSUMI, *args]
        self.hwm_kb = None
        p = subprocess.Popen(self.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
        chunks = {"out": [], "err": []}

        def reader(f, key):
            while True:
                b = f.read1(1 << 16) if hasattr(f, "read1") else f.read(1 << 16)
                if not b:
                    break
                chunks[key].append(b)

        def writer():
            try:
                view = memoryview(data)
                for i in range(0, len(view), 1 << 16):
                    p.stdin.write(view[i:i + (1 << 16)])
                p.stdin.flush()
                if hwm_after is not None:
                    deadline = time.monotonic() + timeout
                    while b"".join(chunks["out"]).count(b"\n\n") < hwm_after \
                            and time.monotonic() < deadline and threads[0].is_alive():
                        time.sleep(0.01)
                    self.hwm_kb = peak_rss_kb(p.pid)
                p.stdin.close()
            except (BrokenPipeError, ValueError):
                pass

        threads = [threading.Thread(target=reader, args=(p.stdout, "out")),
                   threading.Thread(target=reader, args=(p.stderr, "err")),
                   threading.Thread(target=writer)]
        for t in threads:
            t.daemon = True
            t.start()
        killer = threading.Timer(timeout, p.kill)
        killer.start()
        started = time.monotonic()
        _, status = os.waitpid(p.pid, 0)
        killer.cancel()
        self.seconds = time.monotonic() - started
        self.timed_out = self.seconds >= timeout
        p.returncode = self.status = os.waitstatus_to_exitcode(status)
        for t in threads:
            t.join(10)
        self.out = b"".join(chunks["out"])
        self.err = b"".join(chunks["err"])
        try:
            self.responses = parse(self.out)
            self.parse_error = None
        except ValueError as e:
            self.responses = None
            self.parse_error = str(e)

    def texts(self):
        return ["%s%s %s" % r for r in (self.responses or [])]

    def show(self):
        return "exit %s%s; stderr %r; stdout %r" % (
            self.status, " (timed out)" if self.timed_out else "", self.err[:300], self.out[:600])


def check_run(run, name, expected=None, status=0):
    """The common checks on every run: exit status, empty stderr, well-formed stdout, and the
    responses (a list of full-match regexes over "=id text") when given."""
    good = run.status == status and not run.timed_out and run.err == b"" \
        and run.parse_error is None
    diag = run.parse_error or ""
    if good and expected is not None:
        texts = run.texts()
        if len(texts) != len(expected):
            good = False
            diag = "expected %d responses, got %d" % (len(expected), len(texts))
        else:
            for want, got in zip(expected, texts):
                if not re.fullmatch(want, got, re.S):
                    good = False
                    diag = "expected %r, got %r" % (want, got)
                    break
    ok(good, name, (diag + "\n" + run.show()).strip())
    return good


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.skip_all("no kosumi binary at %s" % KOSUMI)
    tap.plan(25)

    # 1. The simplest exchange.
    r = Run(b"protocol_version\n")
    check_run(r, "protocol_version answers '= 2' and nothing else", [r"= 2"])
    ok(r.out == b"= 2\n\n", "the bytes are exactly '= 2\\n\\n'", r.show())

    # 2. Ids: echoed exactly, with the space after them even for an empty result.
    r = Run(b"7 name\n8 boardsize 9\n9 nosuchcommand\n0 protocol_version\n"
            b"123456 clear_board\n10 boardsize 0\n")
    check_run(r, "ids are echoed as '=id ' and '?id '",
              [r"=7 kosumi", r"=8 ", r"\?9 unknown command", r"=0 2", r"=123456 ",
               r"\?10 unacceptable size"])
    ok(b"=8 \n\n" in r.out and b"=123456 \n\n" in r.out,
       "an empty success with an id is exactly '=id \\n\\n'", r.show())

    # 3. Pipelining: hundreds of commands in one write, answered in order.
    cmds = []
    expected = []
    cmds.append(b"1 boardsize 9")
    expected.append(r"=1 ")
    cmds.append(b"2 clear_board")
    expected.append(r"=2 ")
    vertices = ["%s%d" % (c, n) for c in "ABCDEFGHJ" for n in range(1, 10)]
    for i in range(3, 600):
        kind = i % 6
        if kind == 0:
            cmds.append(b"%d name" % i)
            expected.append(r"=%d kosumi" % i)
        elif kind == 1:
            cmds.append(b"%d protocol_version" % i)
            expected.append(r"=%d 2" % i)
        elif kind == 2:
            cmds.append(b"%d known_command play" % i)
            expected.append(r"=%d true" % i)
        elif kind == 3:
            cmds.append(b"%d bogus_%d" % (i, i))
            expected.append(r"\?%d unknown command" % i)
        elif kind == 4:
            cmds.append(b"%d komi %d.5" % (i, i % 10))
            expected.append(r"=%d " % i)
        else:
            cmds.append(b"%d is_legal b %s" % (i, vertices[i % len(vertices)].encode()))
            expected.append(r"=%d [01]" % i)
    r = Run(b"\n".join(cmds) + b"\n")
    check_run(r, "600 pipelined commands are answered in order", expected)

    # 4. Request/response over a pipe: each answer must be flushed before the next command.
    p = subprocess.Popen([KOSUMI], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    got = []
    flushed = True
    for i in range(1, 6):
        p.stdin.write(b"%d name\n" % i)
        p.stdin.flush()
        buf = b""
        deadline = time.monotonic() + 10
        while not buf.endswith(b"\n\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([p.stdout], [], [], max(0, deadline - time.monotonic()))
            if not ready:
                break
            chunk = os.read(p.stdout.fileno(), 4096)
            if not chunk:
                break
            buf += chunk
        got.append(buf)
        if buf != b"=%d kosumi\n\n" % i:
            flushed = False
            break
    p.stdin.write(b"quit\n")
    p.stdin.close()
    try:
        rest = p.stdout.read()
        err = p.stderr.read()
        status = p.wait(10)
    except subprocess.TimeoutExpired:
        p.kill()
        rest, err, status = b"", b"", None
    ok(flushed and rest == b"= \n\n" and status == 0 and err == b"",
       "each response is flushed at once (lock-step over a pipe), quit answers '= '",
       "got %r, then %r, exit %r, stderr %r" % (got, rest, status, err))

    # 5. CRLF line ends, and stray CRs anywhere.
    r = Run(b"1 name\r\n2 boardsize\r 9\r\n3 play b\r c3\r\n\r\n4 protocol_version\r\r\n")
    check_run(r, "CR is discarded (CRLF and stray CRs)",
              [r"=1 kosumi", r"=2 ", r"=3 ", r"=4 2"])

    # 6. Tabs are white space, several spaces are fine.
    r = Run(b"1\tboardsize\t9\n2 \t play \t\t b\tc3 \t\n\t3\tname\t\n4  list_stones   black  \n")
    check_run(r, "tabs and runs of white space separate tokens",
              [r"=1 ", r"=2 ", r"=3 kosumi", r"=4 C3"])

    # 7. Comments: whole-line, indented, trailing, glued to the command, '#' alone.
    r = Run(b"# a comment line\n   # an indented one\n#\n1 name # trailing comment\n"
            b"2 protocol_version#glued\n3 boardsize 9 # size\n4 play b d4 #play b e5\n"
            b"5 list_stones black\n# 6 name\n")
    check_run(r, "'#' comments are ignored, whole-line and trailing",
              [r"=1 kosumi", r"=2 2", r"=3 ", r"=4 ", r"=5 D4"])

    # 8. Blank and whitespace-only lines get no response.
    r = Run(b"\n\n   \n\t\n \t \n1 name\n\n\r\n\x01\x02\n  \x7f \n2 protocol_version\n\n")
    check_run(r, "empty, blank and control-only lines are not answered",
              [r"=1 kosumi", r"=2 2"])

    # 9. End of file without quit: every response out, exit status 0.
    r = Run(b"1 boardsize 9\n2 play b e5\n3 list_stones black\n")
    check_run(r, "EOF without quit: all answers out, exit 0", [r"=1 ", r"=2 ", r"=3 E5"])

    # 10. The last line may lack its newline.
    r = Run(b"1 name\n2 protocol_version")
    check_run(r, "a last line without a newline is still answered", [r"=1 kosumi", r"=2 2"])

    # 11. Empty input.
    r = Run(b"")
    check_run(r, "empty input: no output, exit 0", [])

    # 12. quit ends the session at once: nothing after it is read.
    r = Run(b"1 name\n2 quit\n3 name\n4 protocol_version\n")
    check_run(r, "quit answers '=id ' and ends the session", [r"=1 kosumi", r"=2 "])

    # 13-15. A 10 MB line: an error, the next command still works, memory stays bounded.
    base = Run(b"1 boardsize 9\n" + b"play b " + b"A" * 100 + b"\n2 name\n", hwm_after=3)
    check_run(base, "baseline for the memory check",
              [r"=1 ", r"\?.*", r"=2 kosumi"])
    huge = b"play b " + b"A" * (10 * 1024 * 1024)
    r = Run(b"1 boardsize 9\n" + huge + b"\n2 name\n3 play b e5\n4 list_stones black\n",
            hwm_after=5)
    check_run(r, "a 10 MB line is answered 'syntax error: line too long', the session goes on",
              [r"=1 ", r"\? syntax error: line too long", r"=2 kosumi", r"=3 ",
               r"=4 E5"])
    if peak_rss_kb(os.getpid()) is None:
        tap.skip("memory stays bounded on a 10 MB line", "no VmHWM in /proc/PID/status")
    elif r.hwm_kb is None or base.hwm_kb is None:
        ok(False, "memory stays bounded on a 10 MB line", "the process ended too early")
    else:
        delta_kb = r.hwm_kb - base.hwm_kb
        ok(delta_kb < 6 * 1024,
           "memory stays bounded on a 10 MB line (peak RSS %d kB, baseline %d kB)"
           % (r.hwm_kb, base.hwm_kb), "peak RSS grew by %d kB" % delta_kb)

    # 16. A long line under the limit (a 300 kB comment, 300 kB of blanks) is fine.
    r = Run(b"1 name " + b" " * (300 * 1024) + b"\n2 protocol_version #" + b"x" * (300 * 1024)
            + b"\n")
    check_run(r, "lines of 300 kB (blanks, a comment) are processed normally",
              [r"=1 kosumi", r"=2 2"])

    # 17. Several over-long lines in a row, and one at end of file without a newline.
    r = Run(b"x" * (3 * 1024 * 1024) + b"\n" + b"# " + b"y" * (2 * 1024 * 1024) + b"\n"
            + b"1 name\n" + b"z" * (2 * 1024 * 1024))
    ok(r.status == 0 and r.err == b"" and r.parse_error is None
       and "=1 kosumi" in r.texts()
       and all(t == "=1 kosumi" or re.fullmatch(r"\?\d* syntax error: line too long", t)
               for t in r.texts()),
       "consecutive over-long lines and one at EOF: errors only, then the session goes on",
       r.parse_error or r.show())

    # 18. NUL and other control bytes inside commands are discarded.
    r = Run(b"1 na\x00me\n2 proto\x07col_version\x1b\n3 boardsize\x00 9\n"
            b"4 play\x0b b \x0cd\x7f4\n5 list_stones\x08 black\n\x006 name\n")
    check_run(r, "NUL and control bytes inside commands are discarded",
              [r"=1 kosumi", r"=2 2", r"=3 ", r"=4 ", r"=5 D4", r"=6 kosumi"])

    # 19. Invalid UTF-8 and other 8-bit bytes: failures, well-formed, the session goes on.
    r = Run(b"1 \xff\xfe\n2 known_command \xe2\x82\n3 play b \xc3\x28\n4 boardsize \xa09\n"
            b"\xc0\xaf\n5 name\n")
    check_run(r, "invalid UTF-8: well-formed failures, the session goes on",
              [r"\?1 .+", r"=2 false", r"\?3 .+", r"\?4 .+", r"\? .+", r"=5 kosumi"])

    # 20. A line with only an id (and blanks, or a comment) is not answered, as in GNU Go: a
    # client that sends one expects no response, and would read the next one as its answer.
    r = Run(b"7\n8 \n10 # a comment\n9 name\n")
    check_run(r, "a line with only an id is not answered",
              [r"=9 kosumi"])

    # 21. A response never contains an empty line (multi-line answers on a busy board).
    script = [b"boardsize 9", b"clear_board"]
    for i, v in enumerate(["E5", "D5", "E4", "D4", "E6", "D6"]):
        script.append(b"play %s %s" % (b"bw"[i % 2:i % 2 + 1], v.encode()))
    script += [b"list_commands", b"showboard", b"move_history", b"final_status_list alive",
               b"final_status_list dead", b"list_stones black", b"all_legal white",
               b"captures black", b"final_score", b"name"]
    r = Run(b"\n".join(script) + b"\n")
    check_run(r, "multi-line answers contain no empty line (every command answered once)",
              [r"= .*"] * (len(script) - 1) + [r"= kosumi"])
    # list_commands: one command per line, and it lists the commands the tests rely on.
    listed = r.responses[8][2].split("\n") if r.responses and len(r.responses) > 8 else []
    needed = {"protocol_version", "name", "version", "known_command", "list_commands", "quit",
              "boardsize", "clear_board", "komi", "play", "genmove", "undo", "final_score",
              "showboard", "list_stones"}
    ok(needed <= set(listed) and all(re.fullmatch(r"[a-z0-9_-]+", c) for c in listed),
       "list_commands: one name per line, the core commands among them",
       "missing %s; got %r" % (sorted(needed - set(listed)), listed[:60]))

    # 22. A binary flood (every byte value, many times) never breaks the framing.
    junk = bytes(range(256)) * 64 + b"\n" + bytes((i * 37) & 0xff for i in range(20000))
    r = Run(junk + b"\n9 name\n")
    ok(r.status == 0 and r.err == b"" and r.parse_error is None
       and r.texts()[-1:] == ["=9 kosumi"],
       "arbitrary bytes give only well-formed responses, the session survives",
       r.parse_error or r.show())

    tap.diag("%d of %d failed" % (tap.failures, tap.count) if tap.failures else "all passed")
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
