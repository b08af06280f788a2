#!/usr/bin/env python3
# gnugo-expected.py - the lines of tests/data/status/expected.txt, from GNU Go
#
# For each finished game given (an SGF ended by two passes), GNU Go 3.8 is asked, after
# loadsgf, for final_status_list dead and final_score with its default options (Japanese
# rules), and for final_score with --chinese-rules; one line a game is printed in
# expected.txt's format. dead-stones.py checks the file against GNU Go the same way, so a
# line printed here and checked there come from one definition.
#
# Usage:  python3 tests/status/gnugo-expected.py GAME.sgf... >> tests/data/status/expected.txt
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402


def main():
    gnugo = gtp.gnugo_path()
    if not gnugo or len(sys.argv) < 2:
        sys.exit("usage: gnugo-expected.py GAME.sgf... (needs GNU Go)")
    for path in sys.argv[1:]:
        default, chinese = gtp.gnugo_status(gnugo, path, False), gtp.gnugo_status(gnugo, path, True)
        if default is None or chinese is None:
            sys.exit("%s: GNU Go did not answer: %r %r" % (path, default, chinese))
        dead = default[1][1:].split() or ["-"]
        print("%-12s japanese %s  chinese %s  dead %s" % (
            os.path.basename(path), default[2][1:].strip(), chinese[2][1:].strip(),
            " ".join(dead)))


if __name__ == "__main__":
    main()
