#!/usr/bin/env python3
# faulty-engine.py - a GTP engine that misbehaves once, for the match runner's tests.
#
#   faulty-engine.py FAULT N MARKER -- ENGINE [ARGS...]
#
# Relays every command to ENGINE (kosumi) and its answers back, except the Nth `genmove` (or,
# for "refuse", the Nth `play`) of this process, where it does FAULT instead:
#   crash    exits with status 3 without answering
#   hang     never answers (sleeps)
#   garbage  answers a line that is not a GTP response
#   illegal  answers genmove with the point the opponent has just played on
#   refuse   answers play with "? illegal move"
#   slow     sleeps 2 s, then answers as ENGINE does
#   no-fixed-handicap  knows no fixed_handicap: answers every one "? unknown command" (N and
#            MARKER unused), as an engine that only takes set_free_handicap
# The fault happens once per test: only when the file MARKER does not exist yet, and the engine
# creates it when it misbehaves. A restarted engine then plays like ENGINE.
import os
import subprocess
import sys
import time


def main():
    fault, nth, marker = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    inner = subprocess.Popen(sys.argv[5:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    counts = {"genmove": 0, "play": 0}
    last_played = None
    trigger = "play" if fault == "refuse" else "genmove"
    for line in sys.stdin:
        words = line.split()
        name = words[0] if words else ""
        if fault == "no-fixed-handicap" and name == "fixed_handicap":
            sys.stdout.write("? unknown command\n\n")
            sys.stdout.flush()
            continue
        if name in counts:
            counts[name] += 1
        if name == "play" and len(words) == 3 and words[2].lower() != "pass":
            last_played = words[2]
        if name == trigger and counts[name] == nth and not os.path.exists(marker):
            open(marker, "w").close()
            if fault == "crash":
                sys.exit(3)
            if fault == "hang":
                time.sleep(3600)
            if fault == "slow":
                time.sleep(2)  # then the engine's own answer, below
            else:
                out = {"garbage": "xyzzy\n\n", "illegal": "= %s\n\n" % last_played,
                       "refuse": "? illegal move\n\n"}[fault]
                sys.stdout.write(out)
                sys.stdout.flush()
                continue
        inner.stdin.write(line.encode())
        inner.stdin.flush()
        answer = b""
        while not answer.endswith(b"\n\n"):
            chunk = inner.stdout.readline()
            if not chunk:
                return 1
            answer += chunk
        sys.stdout.write(answer.decode())
        sys.stdout.flush()
        if name == "quit":
            break
    inner.stdin.close()
    return inner.wait()


if __name__ == "__main__":
    sys.exit(main())
