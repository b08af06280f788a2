#!/usr/bin/env python3
# run-tst.py - runs a GTP scenario file through the real program and reports TAP: one test point
# per numbered command, then the checks of the run itself.
#
#   usage: run-tst.py FILE.tst|FILE.gtpt   (KOSUMI: the program, default ./src/kosumi;
#                                           TST_SEED: its --seed, default 1)
#
# Both formats are GTP scripts, run with the file's directory as working directory (as
# gogui-regress does), and look the same:
#
#   boardsize 9            an unnumbered command: setup, not a test
#   10 play b E5           a numbered command: a test; the number is its GTP id
#   #? [pattern]           what the numbered command on the line just above must answer
#   #? [!pattern]          ... must not answer
#   #? [pattern]*          a known failure: reported as TODO (an unexpected pass fails the run,
#                          like gogui-regress's "unexpected PASS")
#
# The pattern is a regular expression (Python's, which reads like Java's) that must match the
# whole response, trimmed, without its "=id " prefix, with '.' matching newlines too (gogui-regress
# uses Pattern.matches with DOTALL): so multi-line results are matched whole, e.g.
# [A1 B2\nC3] or [.*black.*]. A numbered command without a #? line passes unless it fails.
#
# .tst is the GNU Go / gogui-regress format, and this runner holds it to gogui-regress 1.6's rules
# so that `gogui-regress kosumi *.tst` passes too: the script goes to the program line by line as
# gogui-regress sends it (each line trimmed, tabs made spaces, blank and '#' lines left out), a
# command answered with "?" is a failure whatever the pattern says (no pattern can expect an
# error), a setup command answered with "?" fails the run (gogui-regress's Error column), and a
# file that sends quit is refused (gogui-regress sends its own quit and would find the program
# dead). Every line sent must get exactly one response, or gogui-regress would wait for ever.
#
# .gtpt is kosumi's own variant, for what gogui-regress cannot check: the script goes to the
# program's standard input byte for byte (CRs, control bytes and all), a failure response is
# matched as "?" followed by its message, so [\?illegal move] pins the exact error text of a
# refusal (and no pattern that does not start with \? matches a failure), and quit is allowed.
#
# The last test points check the run itself: the program exited with status 0, and its standard
# output held nothing but well-formed responses (each "=" or "?", the id if one was sent, a space,
# no empty line inside, an empty line after), one per command sent.
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

RESPONSE = re.compile(r"^([=?])([0-9]*) (.*)$", re.S)


def java_trim(text):
    """String.trim(): strips every character up to ' ', control characters included."""
    return text.strip("".join(chr(c) for c in range(33)))


def gogui_id(line):
    """gogui-regress's test number: the integer before the first space, else -1 (so a line
    holding only a number is an unnumbered command)."""
    head = line.split(" ", 1)
    if len(head) < 2 or not re.fullmatch(r"[+-]?[0-9]+", head[0]):
        return -1
    return int(head[0])


def engine_id(line):
    """The id as the program reads it: a leading integer, alone or before a blank; else -1."""
    m = re.match(r"([0-9]+)(?: |$)", line)
    return int(m.group(1)) if m else -1


def parse_pattern(text, where):
    """The pattern after "#?", as gogui-regress reads it: (pattern, negate, known_failure), or
    None for an empty one. Raises ValueError for a malformed one."""
    text = text.strip()
    if not text:
        return None
    known = text.endswith("*")
    if known:
        text = text[:-1]
    if not text.startswith("[") or not text.endswith("]"):
        raise ValueError("%s: a pattern is written [regex], [!regex] or [regex]*" % where)
    pattern = text[1:-1].strip()
    negate = pattern.startswith("!")
    if negate:
        pattern = pattern[1:]
    try:
        re.compile(pattern)
    except re.error as e:
        raise ValueError("%s: bad pattern [%s]: %s" % (where, pattern, e)) from None
    return pattern, negate, known


def read_script(path, script, gogui):
    """Returns (tests, setup, sent, stdin): tests as [id, command, pattern or None, negate, known,
    line], the line numbers of a .tst file's unnumbered commands, the number of commands the
    program is sent, and the bytes it reads. Raises ValueError for a file gogui-regress (or this
    runner) cannot run."""
    text = script.decode("utf-8", "replace")
    lines = re.split(r"\r\n|\r|\n", text) if gogui else text.replace("\r", "").split("\n")
    tests, sent, setup = [], [], []
    previous_is_command = False
    for number, raw in enumerate(lines, 1):
        where = "%s:%d" % (path, number)
        line = java_trim(raw)
        if line.startswith("#?"):
            if not previous_is_command or not tests or tests[-1][5] != number - 1:
                raise ValueError("%s: '#?' must follow a numbered command on the line above"
                                 % where)
            found = parse_pattern(line[2:], where)
            if found:
                tests[-1][2:5] = found
            previous_is_command = False
            continue
        if not gogui:
            line = java_trim(raw.split("#", 1)[0])
        previous_is_command = bool(line) and not line.startswith("#")
        if not previous_is_command:
            continue
        line = line.replace("\t", " ")
        if re.fullmatch(r"[0-9]+", line):
            # A line holding only an id is an empty line to the program (as to GNU Go): no answer.
            if gogui:
                raise ValueError("%s: a line holding only a number gets no response, and "
                                 "gogui-regress would wait for one for ever" % where)
            previous_is_command = False
            continue
        ident = gogui_id(line) if gogui else engine_id(line)
        words = line.split()
        name = words[1 if ident >= 0 else 0] if len(words) > (ident >= 0) else ""
        if gogui and name == "quit":
            raise ValueError("%s: a .tst file must not quit (gogui-regress sends quit itself)"
                             % where)
        if ident >= 0:
            tests.append([ident, (line.split(" ", 1) + [""])[1].strip(), None, False, False,
                          number])
        elif gogui:
            setup.append(number)
        sent.append(line)
        if name == "quit" and len(words) == 1 + (ident >= 0):
            break  # nothing after quit is read
    if gogui:
        return tests, setup, len(sent), ("".join(s + "\n" for s in sent)).encode()
    return tests, setup, len(sent), script


def split_responses(out):
    """Splits the program's standard output into (status, id, text) responses and junk."""
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
    return responses, junk


def check(test, response, gogui):
    """(passed, why) for one numbered command and its (status, id, text) response."""
    ident, command, pattern, negate, known, number = test
    status, rid, text = response
    text = java_trim(text)
    seen = ("?" + text) if status == "?" else text
    if int(rid) != ident:
        return False, "response id %s, expected %d" % (rid, ident)
    if status == "?" and (gogui or pattern is None):
        return False, "failed: %s%s" % (text, " (in a .tst file every failure is a failure; "
                                        "expect errors in a .gtpt file)" if gogui else "")
    if pattern is None:
        return True, ""
    matched = re.fullmatch(pattern, seen, re.S | re.M) is not None
    return matched != negate, "%s [%s%s], got:\n%s" % (
        "expected no match for" if negate else "expected", "!" if negate else "", pattern, seen)


def main():
    if len(sys.argv) != 2:
        return tap.bail("usage: run-tst.py FILE.tst|FILE.gtpt")
    path = sys.argv[1]
    gogui = path.endswith(".tst")
    if not gogui and not path.endswith(".gtpt"):
        return tap.bail("%s: a scenario file is named *.tst or *.gtpt" % path)
    program = gtp.kosumi_path()
    seed = os.environ.get("TST_SEED", "1")
    if not os.access(program, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % program)
    try:
        with open(path, "rb") as f:
            script = f.read()
    except OSError as e:
        return tap.bail("cannot read '%s': %s" % (path, e.strerror))
    try:
        tests, setup, sent, stdin = read_script(path, script, gogui)
    except ValueError as e:
        return tap.bail(str(e))

    try:
        exit_status, out, err = gtp.session(stdin, ["--seed", seed], timeout=120,
                                            cwd=os.path.dirname(os.path.abspath(path)))
    except subprocess.TimeoutExpired:
        return tap.bail("%s: kosumi did not finish within 120 s" % path)
    responses, junk = split_responses(out)

    tap.plan(len(tests) + (3 if gogui else 2))
    tap.diag("%s: kosumi --seed %s" % (os.path.basename(path), seed))
    numbered = [r for r in responses if r[1] != ""]
    for n, test in enumerate(tests):
        ident, command, pattern, negate, known, number = test
        what = "%d %s" % (ident, command if len(command) <= 60 else command[:57] + "...")
        if pattern is not None:
            what += "  [%s%s]%s" % ("!" if negate else "", pattern, "*" if known else "")
        # Printable in a TAP line: no control characters, and no '#' (it starts a directive).
        what = "".join(c if " " <= c < "\x7f" else "?" for c in what).replace("#", "\\#")
        todo = "known failure" if known else None
        if n >= len(numbered):
            tap.ok(False, what, "line %d: no response" % number, todo=todo)
            continue
        passed, why = check(test, numbered[n], gogui)
        tap.ok(passed, what, "line %d: %s" % (number, why), todo=todo)

    if gogui:
        unnumbered = [r for r in responses if r[1] == ""]
        failed = ["line %d: %s" % (number, java_trim(r[2]))
                  for number, r in zip(setup, unnumbered) if r[0] == "?"]
        tap.ok(not failed, "every setup command succeeded (gogui-regress's Error column)",
               "\n".join(failed))
    tap.ok(exit_status == 0, "kosumi exited with status 0", "\n".join(
        ["exit status %d" % exit_status] + ["stderr: " + line for line in err.splitlines()[-20:]]))
    problems = ["not a response: %r" % block for block in junk[:5]]
    if len(responses) != sent:
        problems.append("%d responses for %d commands" % (len(responses), sent))
    tap.ok(not problems, "stdout holds only responses, one per command (%d)" % sent,
           "\n".join(problems))
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
