#!/usr/bin/env python3
# run-tst-rules.py - run-tst.py holds .tst files to gogui-regress's rules and lets .gtpt files
# expect errors (TAP)
#
# Small scenario files are written to a temporary directory and run through run-tst.py with the
# real program. A .tst file that expects an error answer, sends quit, has a failing setup command
# or a pattern away from its command must fail (gogui-regress 1.6 counts a "?" answer as a
# failure whatever the pattern, finds the program dead after a quit, and refuses a pattern that
# does not follow its command); the same checks in a .gtpt file pass. When gogui-regress is
# found (GOGUI_REGRESS, else on the PATH), each file is run through it too and its verdict must
# agree: exit 0 where run-tst passes, non-zero where run-tst fails, except where run-tst is
# stricter on purpose (a failing setup command and a "?" answer to a numbered command without
# a pattern only show in gogui-regress's report, not in its exit status).
#
# Environment: KOSUMI (default ./src/kosumi), GOGUI_REGRESS.
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

RUNNER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "run-tst.py")
REFUSAL = "boardsize 9\n1 play b E5\n#? []\n2 play w E5\n#? [\\?illegal move]\n"

# (name, file name, text, run-tst passes, gogui-regress exit status or None: not compared)
CASES = [
    ("an expected error answer fails a .tst file", "refusal.tst", REFUSAL, False, 1),
    ("an expected error answer passes in a .gtpt file", "refusal.gtpt", REFUSAL, True, None),
    ("an error answer fails a .tst file whatever the pattern", "any.tst",
     "boardsize 9\n1 play b E5\n2 play w E5\n#? [.*]\n", False, 1),
    ("a numbered command answered '?' fails a .tst file without a pattern", "bare.tst",
     "boardsize 9\n1 play b E5\n2 play w E5\n", False, None),
    ("a failing setup command fails a .tst file", "setup.tst",
     "boardsize 99\n1 name\n#? [kosumi]\n", False, None),
    ("quit fails a .tst file", "quit.tst", "1 name\n#? [kosumi]\n2 quit\n#? []\nname\n",
     False, 2),
    ("quit is allowed in a .gtpt file", "quit.gtpt",
     "1 name\n#? [kosumi]\n2 quit\n#? []\n", True, None),
    ("a pattern must follow its command on the line above", "apart.tst",
     "1 name\n\n#? [kosumi]\n", False, 2),
    ("successes pass a .tst file: trimmed pattern, negation, multi-line answer", "ok.tst",
     "boardsize 9\n1 name\n#? [ kosumi ]\n2 name\n#? [!gnugo]\n3 list_commands\n"
     "#? [all_legal.*\\nversion]\n4 play b E5\n#? []\n", True, 0),
]


def run_tst(path, env):
    """run-tst.py's verdict on path: (passed, its output)."""
    proc = subprocess.run([sys.executable, RUNNER, path], env=env, capture_output=True,
                          text=True, timeout=120)
    out = proc.stdout + proc.stderr
    passed = proc.returncode == 0 and "not ok" not in out and "Bail out!" not in out
    return passed, out


def main():
    program = gtp.kosumi_path()
    if not os.access(program, os.X_OK):
        return tap.skip_all("no kosumi program at %s" % program)
    regress = os.environ.get("GOGUI_REGRESS") or shutil.which("gogui-regress")
    env = dict(os.environ, KOSUMI=program)
    tap.plan(len(CASES) + sum(1 for c in CASES if c[4] is not None))
    tap.diag("gogui-regress: %s" % (regress or "not found, its verdicts are skipped"))
    with tempfile.TemporaryDirectory(prefix="run-tst-rules.") as tmp:
        for name, filename, text, expected, gogui_status in CASES:
            path = os.path.join(tmp, filename)
            with open(path, "w") as f:
                f.write(text)
            passed, out = run_tst(path, env)
            tap.ok(passed == expected, "run-tst: %s" % name, out)
            if gogui_status is None:
                continue
            if not regress:
                tap.skip("gogui-regress: %s" % name, "gogui-regress not found")
                continue
            report = os.path.join(tmp, "report-" + filename)
            os.mkdir(report)
            proc = subprocess.run([regress, "-output", report, program, path],
                                  capture_output=True, text=True, timeout=120)
            tap.ok(proc.returncode == gogui_status,
                   "gogui-regress: %s (exit %d)" % (name, gogui_status),
                   "exit %d\n%s" % (proc.returncode, (proc.stdout + proc.stderr)[-1500:]))
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
