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

ID_LINE = re.compile(r"^\s*([0-9]+)(?:\s+(.*))?$")
EXPECT = re.compile(r"^#\?\s*\[(.*)\](\*)?\s*$")
RESPONSE = re.compile(r"^([=?])([0-9]*) (.*)$", re.S)


def main():
    if len(sys.argv) != 2:
        print("Bail out! usage: run-tst.py FILE.tst")
        return 1
    path = sys.argv[1]
    program = os.path.abspath(os.environ.get("KOSUMI") or os.path.join("src", "kosumi"))
    seed = os.environ.get("TST_SEED", "1")
    if not os.access(program, os.X_OK):
        print("Bail out! no kosumi program at '%s'" % program)
        return 1
    try:
        with open(path, "rb") as f:
            script = f.read()
    except OSError as e:
        print("Bail out! cannot read '%s': %s" % (path, e.strerror))
        return 1

    # The tests: [id, command, pattern or None, negate, known_failure, line number]
    tests = []
    for number, raw in enumerate(script.decode("utf-8", "replace").splitlines(), 1):
        line = raw.replace("\r", "")
        m = EXPECT.match(line.strip())
        if m:
            if not tests or tests[-1][2] is not None:
                print("Bail out! %s:%d: '#?' without a numbered command before it" % (path, number))
                return 1
            pattern = m.group(1)
            negate = pattern.startswith("!")
            if negate:
                pattern = pattern[1:]
            try:
                re.compile(pattern)
            except re.error as e:
                print("Bail out! %s:%d: bad pattern [%s]: %s" % (path, number, pattern, e))
                return 1
            tests[-1][2:5] = [pattern, negate, m.group(2) == "*"]
            continue
        command = line.split("#", 1)[0].strip()
        m = ID_LINE.match(command)
        if m:
            tests.append([int(m.group(1)), m.group(2) or "", None, False, False, number])

    try:
        run = subprocess.run([program, "--seed", seed], input=script, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=os.path.dirname(os.path.abspath(path)),
                             timeout=120)
    except subprocess.TimeoutExpired:
        print("Bail out! %s: kosumi did not finish within 120 s" % path)
        return 1

    # Split stdout into responses; anything else is a framing error.
    out = run.stdout.decode("latin-1")
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

    print("1..%d" % (len(tests) + 2))
    print("# %s: kosumi --seed %s" % (os.path.basename(path), seed))
    numbered = [r for r in responses if r[1] != ""]
    for n, (ident, command, pattern, negate, known, number) in enumerate(tests):
        what = "%d %s" % (ident, command if len(command) <= 60 else command[:57] + "...")
        if pattern is not None:
            what += "  [%s%s]%s" % ("!" if negate else "", pattern, "*" if known else "")
        # Printable in a TAP line: no control characters, and no '#' (it starts a directive).
        what = "".join(c if " " <= c < "\x7f" else "?" for c in what).replace("#", "\\#")
        todo = " # TODO known failure" if known else ""
        if n >= len(numbered):
            print("not ok %d - %s%s" % (n + 1, what, todo))
            print("#   line %d: no response" % number)
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
        print("%s %d - %s%s" % ("ok" if passed else "not ok", n + 1, what, todo))
        if not passed:
            for diag in ("line %d: %s" % (number, why)).splitlines()[:40]:
                print("#   " + diag)

    n = len(tests)
    print("%s %d - kosumi exited with status 0" % ("ok" if run.returncode == 0 else "not ok", n + 1))
    if run.returncode != 0:
        print("#   exit status %d" % run.returncode)
        for line in run.stderr.decode("latin-1").splitlines()[-20:]:
            print("#   stderr: " + line)
    # Every command line of the script gets exactly one response: count them as the program
    # sees them (after removing comments and blank lines).
    sent = 0
    for raw in script.split(b"\n"):
        text = bytes(c for c in raw.split(b"#", 1)[0] if c >= 32 and c != 127 or c == 9)
        words = text.split()
        sent += bool(words)
        if words and words[-1] == b"quit" and (len(words) == 1 or words[0].isdigit()):
            break  # nothing after quit is answered
    clean = not junk and len(responses) == sent
    print("%s %d - stdout holds only responses, one per command (%d)" %
          ("ok" if clean else "not ok", n + 2, sent))
    for block in junk[:5]:
        print("#   not a response: %r" % block)
    if len(responses) != sent:
        print("#   %d responses for %d commands" % (len(responses), sent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
