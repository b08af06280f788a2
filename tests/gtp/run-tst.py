#!/usr/bin/env python3
# run-tst.py - runs a GTP scenario file (.tst, the GNU Go / gogui-regress format) through the
# real program and reports TAP: one test point per numbered command, then two for the run.
#
#   usage: run-tst.py FILE.tst        (KOSUMI: the program, default ./src/kosumi;
#                                      TST_SEED: its --seed, default 1)
#
# The file is a GTP script; it goes to the program's standard input unchanged, with the file's
# directory as working directory (as gogui-regress does). In it:
#
#   boardsize 9            an unnumbered command: setup, not a test
#   10 play b E5           a numbered command: a test; the number is its GTP id
#   #? [pattern]           what the preceding numbered command must answer
#   #? [!pattern]          ... must not answer
#   #? [pattern]*          a known failure: reported as TODO (an unexpected pass fails the run,
#                          like gogui-regress's "unexpected PASS")
#
# The pattern is a regular expression (Python's, which reads like Java's) that must match the
# whole response, trimmed, without its "=id " prefix, with '.' matching newlines too (gogui-regress
# uses Pattern.matches with DOTALL): so multi-line results are matched whole, e.g.
# [A1 B2\nC3] or [.*black.*]. A numbered command without a #? line passes unless it fails.
#
# kosumi's extension, for asserting errors: a failure response is matched as "?" followed by its
# message, so [\?illegal move] pins the exact error text of a refusal, and no pattern that does not
# start with \? matches a failure. (gogui-regress counts every "?" response as a FAIL whatever the
# pattern, so such tests show there as unexpected failures; the success patterns run unchanged
# under both harnesses.)
#
# The last two test points check the run itself: the program exited with status 0, and its
# standard output held nothing but well-formed responses (each "=" or "?", the id if one was sent,
# a space, no empty line inside, an empty line after), one per command sent.
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

ID_LINE = re.compile(r"^\s*([0-9]+)(?:\s+(.*))?$")
EXPECT = re.compile(r"^#\?\s*\[(.*)\](\*)?\s*$")
RESPONSE = re.compile(r"^([=?])([0-9]*) (.*)$", re.S)


def main():
    if len(sys.argv) != 2:
        return tap.bail("usage: run-tst.py FILE.tst")
    path = sys.argv[1]
    program = gtp.kosumi_path()
    seed = os.environ.get("TST_SEED", "1")
    if not os.access(program, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % program)
    try:
        with open(path, "rb") as f:
            script = f.read()
    except OSError as e:
        return tap.bail("cannot read '%s': %s" % (path, e.strerror))

    # The tests: [id, command, pattern or None, negate, known_failure, line number]
    tests = []
    for number, raw in enumerate(script.decode("utf-8", "replace").splitlines(), 1):
        line = raw.replace("\r", "")
        m = EXPECT.match(line.strip())
        if m:
            if not tests or tests[-1][2] is not None:
                return tap.bail("%s:%d: '#?' without a numbered command before it" % (path, number))
            pattern = m.group(1)
            negate = pattern.startswith("!")
            if negate:
                pattern = pattern[1:]
            try:
                re.compile(pattern)
            except re.error as e:
                return tap.bail("%s:%d: bad pattern [%s]: %s" % (path, number, pattern, e))
            tests[-1][2:5] = [pattern, negate, m.group(2) == "*"]
            continue
        command = line.split("#", 1)[0].strip()
        m = ID_LINE.match(command)
        if m:
            tests.append([int(m.group(1)), m.group(2) or "", None, False, False, number])

    try:
        exit_status, out, err = gtp.session(script, ["--seed", seed], timeout=120,
                                            cwd=os.path.dirname(os.path.abspath(path)))
    except subprocess.TimeoutExpired:
        return tap.bail("%s: kosumi did not finish within 120 s" % path)

    # Split stdout into responses; anything else is a framing error.
    responses, junk = [], []
    pos = 0
    while pos < len(out):
        if out[pos] == "\n":  # empty lines between responses are allowed
            pos += 1
            continue
        end = out.find("\n\n", pos)
        block = out[pos:] if end < 0 else out[pos:end]
        m = RESPONSE.match(block)
        if end < 0 or not m:
            junk.append(block[:200])
            if end < 0:
                break
        else:
            responses.append((m.group(1), m.group(2), m.group(3)))
        pos = len(out) if end < 0 else end + 2

    tap.plan(len(tests) + 2)
    tap.diag("%s: kosumi --seed %s" % (os.path.basename(path), seed))
    numbered = [r for r in responses if r[1] != ""]
    for n, (ident, command, pattern, negate, known, number) in enumerate(tests):
        what = "%d %s" % (ident, command if len(command) <= 60 else command[:57] + "...")
        if pattern is not None:
            what += "  [%s%s]%s" % ("!" if negate else "", pattern, "*" if known else "")
        # Printable in a TAP line: no control characters, and no '#' (it starts a directive).
        what = "".join(c if " " <= c < "\x7f" else "?" for c in what).replace("#", "\\#")
        todo = "known failure" if known else None
        if n >= len(numbered):
            tap.ok(False, what, "line %d: no response" % number, todo=todo)
            continue
        status, rid, text = numbered[n]
        text = text.strip()
        seen = ("?" + text) if status == "?" else text
        if int(rid) != ident:
            passed, why = False, "response id %s, expected %d" % (rid, ident)
        elif pattern is None:
            passed, why = status == "=", "failed: %s" % seen
        else:
            matched = re.fullmatch(pattern, seen, re.S | re.M) is not None
            passed = matched != negate
            why = "%s [%s%s], got:\n%s" % ("expected" if not negate else "expected no match for",
                                           "!" if negate else "", pattern, seen)
        tap.ok(passed, what, "line %d: %s" % (number, why), todo=todo)

    tap.ok(exit_status == 0, "kosumi exited with status 0", "\n".join(
        ["exit status %d" % exit_status] + ["stderr: " + line for line in err.splitlines()[-20:]]))
    # Every command line of the script gets exactly one response: count them as the program
    # sees them (after removing comments and blank lines).
    sent = 0
    for raw in script.split(b"\n"):
        text = bytes(c for c in raw.split(b"#", 1)[0] if c >= 32 and c != 127 or c == 9)
        words = text.split()
        sent += bool(words)
        if words and words[-1] == b"quit" and (len(words) == 1 or words[0].isdigit()):
            break  # nothing after quit is answered
    problems = ["not a response: %r" % block for block in junk[:5]]
    if len(responses) != sent:
        problems.append("%d responses for %d commands" % (len(responses), sent))
    tap.ok(not problems, "stdout holds only responses, one per command (%d)" % sent,
           "\n".join(problems))
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
