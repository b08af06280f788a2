#!/usr/bin/env python3
# dead-stones.py - final_status_list and final_score on finished games (TAP)
#
# tests/data/status/expected.txt lists end positions of games against GNU Go with their dead
# stones and their scores under Japanese and Chinese rules. For each, kosumi (--seed 1, its
# default effort) must answer final_status_list dead with exactly those stones, list every other
# stone under alive, and score the position as GNU Go does under both rule sets (the dead stones
# taken off first); under Tromp-Taylor it counts the board as it stands (checked against a count
# made here). With GNU Go installed, the expected file itself is checked against GNU Go's answers
# (default options, then --chinese-rules).
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/status/dead-stones.py
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

DATA = os.path.join(os.environ.get("top_srcdir") or
                    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."),
                    "tests", "data", "status")


def read_expected():
    """(file, japanese score, chinese score, set of dead vertices) per line of expected.txt."""
    out = []
    with open(os.path.join(DATA, "expected.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            words = line.split()
            assert words[1] == "japanese" and words[3] == "chinese" and words[5] == "dead", line
            dead = set(words[6:]) - {"-"}
            out.append((words[0], words[2], words[4], dead))
    return out


def vertices(answer):
    """The vertices of a "= A1 B2\nC3" answer."""
    return answer[1:].split()


def margin(answer):
    """Black's margin in a final_score answer ("= B+3", "= W+2.5", "= 0")."""
    text = answer[1:].strip()
    if text == "0":
        return 0.0
    return float(text[2:]) * (1 if text.startswith("B+") else -1)


def sgf_property(path, name):
    """The value of the root property `name` in the SGF file at path."""
    with open(path) as f:
        text = f.read()
    start = text.index(name + "[") + len(name) + 1
    return text[start:text.index("]", start)]


def kosumi_answers(path):
    commands = ["loadsgf " + path, "final_status_list dead", "final_status_list alive",
                "kata-set-rules japanese", "final_score", "kata-set-rules chinese", "final_score",
                "kata-set-rules tromp-taylor", "final_score", "list_stones black",
                "list_stones white", "quit"]
    status, out, err = gtp.session(commands, args=["--seed", "1"], timeout=120)
    got = gtp.answers(out)
    if status != 0 or len(got) != len(commands):
        return None, "exit %d, stderr %r, answers %r" % (status, err, got)
    return got, None


def gnugo_answers(gnugo, path, chinese):
    argv = [gnugo, "--mode", "gtp"] + (["--chinese-rules"] if chinese else [])
    run = subprocess.run(argv, input="loadsgf %s\nfinal_status_list dead\nfinal_score\nquit\n"
                         % path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         timeout=120, cwd=DATA)
    got = gtp.answers(run.stdout)
    return got if len(got) == 4 else None


def main():
    expected = read_expected()
    gnugo = gtp.gnugo_path()
    for name, japanese, chinese, dead in expected:
        path = os.path.join(DATA, name)
        got, problem = kosumi_answers(path)
        if got is None:
            ok(False, "%s: kosumi answers every command" % name, problem)
            continue
        ok(set(vertices(got[1])) == dead, "%s: final_status_list dead names the dead stones"
           % name, "answer %r\nwanted %s" % (got[1], " ".join(sorted(dead)) or "none"))
        alive = vertices(got[2])
        stones = set(vertices(got[9])) | set(vertices(got[10]))
        ok(set(alive) | dead == stones and not set(alive) & dead,
           "%s: final_status_list alive names every other stone" % name, "answer %r" % got[2])
        ok(got[4] == "= " + japanese, "%s: final_score under Japanese rules is %s" %
           (name, japanese), "answer %r" % got[4])
        ok(got[6] == "= " + chinese, "%s: final_score under Chinese rules is %s" %
           (name, chinese), "answer %r" % got[6])
        size = int(sgf_property(path, "SZ"))
        as_it_stands = gtp.format_score(gtp.area_score(
            {gtp.parse_vertex(v, size) for v in vertices(got[9])},
            {gtp.parse_vertex(v, size) for v in vertices(got[10])}, size,
            float(sgf_property(path, "KM")))[0])
        ok(got[8] == "= " + as_it_stands, "%s: final_score under Tromp-Taylor counts the board "
           "as it stands (%s)" % (name, as_it_stands), "answer %r" % got[8])
        if not gnugo:
            tap.skip("%s: the expected answers are GNU Go's" % name, "GNU Go not found")
            continue
        default, with_chinese = (gnugo_answers(gnugo, name, False),
                                 gnugo_answers(gnugo, name, True))
        ok(default is not None and with_chinese is not None and
           set(vertices(default[1])) == dead and margin(default[2]) == margin("= " + japanese)
           and margin(with_chinese[2]) == margin("= " + chinese),
           "%s: the expected answers are GNU Go's" % name,
           "GNU Go: %r, with --chinese-rules: %r" % (default, with_chinese))
    tap.finish()


if __name__ == "__main__":
    main()
