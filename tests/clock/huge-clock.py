#!/usr/bin/env python3
# huge-clock.py - a clock longer than --time may be is refused, and genmove answers (TAP)
#
# A clock's values are bounded as --time and komi are: time_settings, kgs-time_settings and
# time_left refuse a time beyond a million seconds, either way, and the refusal changes nothing.
# These are the clocks that made genmove search for ever: each session sets the clock, then
# asks for a move; every clock command must be refused and genmove must answer within TIMEOUT
# seconds (the session's own default effort, a fraction of a second on 5x5). A clock at the bound
# itself is taken.
#
# Environment: KOSUMI (default ./src/kosumi).
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

TIMEOUT = 30
OUT_OF_RANGE = "syntax error: time out of range (at most 1000000 seconds)"

# (what, the commands accepted first, the clock commands refused, the colour asked to move)
SESSIONS = [
    ("time_settings 1e308 1 1", [], ["time_settings 1e308 1 1"], "b"),
    ("time_settings 99999999999 1 1", [], ["time_settings 99999999999 1 1"], "b"),
    ("time_settings 0 0 0, time_left w 1e308 0", ["time_settings 0 0 0"],
     ["time_left w 1e308 0"], "w"),
    ("kgs-time_settings byoyomi 10 5 0, time_left b 1e308 0",
     ["kgs-time_settings byoyomi 10 5 0"], ["time_left b 1e308 0"], "b"),
    ("time_settings 1.5 0 0, time_left b 99999999999 0", ["time_settings 1.5 0 0"],
     ["time_left b 99999999999 0"], "b"),
    ("kgs-time_settings canadian 1 1e7 25 and absolute 1000001", [],
     ["kgs-time_settings canadian 1 1e7 25", "kgs-time_settings absolute 1000001"], "b"),
    ("time_left b -1e308 0", ["time_settings 1.5 0 0"], ["time_left b -1e308 0"], "b"),
]


def run(accepted, refused, colour):
    """Returns a list of problems: accepted commands that failed, refused ones answered
    otherwise than OUT_OF_RANGE, a genmove that did not answer a vertex in time."""
    engine = gtp.Engine("kosumi", [gtp.kosumi_path(), "--seed", "1"], timeout=TIMEOUT)
    problems = []
    try:
        engine.must("boardsize 5")
        for command in accepted:
            engine.must(command)
        for command in refused:
            got = engine.send(command)
            if got != (False, OUT_OF_RANGE):
                problems.append("%s answered %r, expected %r" % (command, got, OUT_OF_RANGE))
        success, text = engine.send("genmove " + colour)
        if not success or not text:
            problems.append("genmove %s answered %r" % (colour, text))
    except gtp.GtpError as e:
        problems.append(str(e))
    finally:
        engine.close()
    return problems


def main():
    if not os.access(gtp.kosumi_path(), os.X_OK):
        return tap.bail("no kosumi program at '%s'" % gtp.kosumi_path())
    tap.plan(len(SESSIONS) + 1)
    for what, accepted, refused, colour in SESSIONS:
        problems = run(accepted, refused, colour)
        tap.ok(not problems, "%s: refused, and genmove answers within %d s" % (what, TIMEOUT),
               "\n".join(problems))
    problems = []
    engine = gtp.Engine("kosumi", [gtp.kosumi_path()], timeout=TIMEOUT)
    try:
        for command in ("time_settings 1000000 1000000 1", "kgs-time_settings byoyomi 0 1e6 1",
                        "time_left b 1000000 0", "time_left w -1e6 0"):
            success, text = engine.send(command)
            if not success:
                problems.append("%s failed: %s" % (command, text))
    except gtp.GtpError as e:
        problems.append(str(e))
    finally:
        engine.close()
    tap.ok(not problems, "a clock of exactly a million seconds either way is taken",
           "\n".join(problems))
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
