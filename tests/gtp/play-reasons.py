#!/usr/bin/env python3
# play-reasons.py - why `play` refused a move (TAP)
#
# Four illegal moves, one of each reason kosumi knows (an occupied point, the simple ko, positional
# superko, suicide), played in the positions of play-errors.gtpt:
#  - to a controller (GTP on pipes), the answer stays exactly "illegal move", the text gomill keys
#    on (doc/clients.md, section 2: any other text makes kosumi, not the mover, forfeit), and the
#    reason goes to standard error, where GoGui's and Sabaki's consoles show it;
#  - to a person (--interactive), the answer itself says why: "illegal move: ko", as loadsgf does.
# Either way the refusal changes nothing (move_history after it).
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

# (the reason, the moves before, the illegal move, move_history after the refusal)
CASES = [
    ("point occupied", ["boardsize 9", "play b E5"], "play w E5", "black E5"),
    ("ko", ["boardsize 9", "play b B3", "play w C3", "play b A2", "play w B2", "play w D2",
            "play b B1", "play w C1", "play b C2"], "play w B2",
     "black C2\nwhite C1\nblack B1\nwhite D2\nwhite B2\nblack A2\nwhite C3\nblack B3"),
    ("superko", ["boardsize 2", "play b A1", "play w B2", "play b B1", "play b A2", "play w B2"],
     "play b A1", "white B2\nblack A2\nblack B1\nwhite B2\nblack A1"),
    ("suicide", ["boardsize 5", "play w A2", "play w B1"], "play b A1", "white B1\nwhite A2"),
]


def main():
    if not os.access(gtp.kosumi_path(), os.X_OK):
        return tap.bail("no kosumi program at '%s'" % gtp.kosumi_path())
    tap.plan(2 * len(CASES))
    for reason, setup, move, history in CASES:
        status, out, err = gtp.session(setup + [move, "move_history"])
        blocks = gtp.answers(out)
        want_err = "illegal move: %s" % reason
        tap.ok(status == 0 and blocks[-2:] == ["? illegal move", "= " + history] and
               want_err in err,
               "GTP: %s: the answer is exactly 'illegal move', stderr says '%s', nothing changed"
               % (move, want_err), "status %d\nstdout %r\nstderr %r" % (status, out, err))

        status, out, err = gtp.session(setup + [move, "move_history"],
                                       args=["--interactive", "--no-history"])
        out = out.replace("kosumi> ", "")  # the prompts
        answer = re.findall(r"^\? .*$", out, re.M)
        tap.ok(status == 0 and answer == ["? illegal move: %s" % reason] and
               ("= " + history) in out,
               "a person (--interactive): %s answers '? illegal move: %s', nothing changed"
               % (move, reason), "status %d\nstdout %r\nstderr %r" % (status, out, err))
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
