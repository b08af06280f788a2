#!/usr/bin/env python3
# cli.py - `kosumi --rules SPEC` through the real binary (TAP)
#
# Good specifications (preset names, JSON, shorthand) set the session's rules, checked with
# kata-get-rules and final_score; bad ones are refused before any GTP: exit status 2, nothing on
# stdout, "kosumi: bad rules 'SPEC': REASON" and the usage on stderr. Also the length limit of a
# specification (RULES_SPEC_MAX, 4096 bytes), on the command line and in kata-set-rules, which
# does not fit a .tst file.
#
# Run alone:  KOSUMI=build/src/kosumi python3 tests/rules/cli.py
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

KOSUMI = gtp.kosumi_path()

JSON = {
    "tromp-taylor": '{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA",'
                    '"suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}',
    "japanese": '{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY",'
                '"suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}',
    "chinese": '{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA",'
               '"suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}',
    "aga": '{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA",'
           '"suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"}',
    "new-zealand": '{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA",'
                   '"suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}',
}

def good(args, commands, expected, what):
    status, out, err = gtp.session(list(commands) + ["quit"], args)
    got = gtp.answers(out)[:-1]
    ok(status == 0 and err == "" and got == expected, what,
       "exit %d, answers %r, stderr %r; wanted %r" % (status, got, err, expected))


def bad(args, reason, what):
    status, out, err = gtp.session(["kata-get-rules"], args)
    first = err.split("\n", 1)[0]
    wanted = "kosumi: bad rules '%s': %s" % (args[-1], reason) if reason else None
    ok(status == 2 and out == "" and (wanted is None or first == wanted)
       and "usage: kosumi" in err, what,
       "exit %d, stdout %r, stderr %r; wanted exit 2 and %r" % (status, out, err[:300], wanted))


def padded_json(length):
    """{"ko":"SIMPLE","ko":"SIMPLE", "ko":"SIMPLE",...} of exactly `length` bytes."""
    item = '"ko":"SIMPLE"'
    for spaced in range(14):
        rest = length - 2 - len(item) - spaced * (len(item) + 2)
        if rest >= 0 and rest % (len(item) + 1) == 0:
            plain = rest // (len(item) + 1)
            text = "{" + item + ("," + item) * plain + (", " + item) * spaced + "}"
            assert len(text) == length
            return text
    raise ValueError(length)


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.skip_all("no kosumi program at %s" % KOSUMI)

    good([], ["kata-get-rules"], ["= " + JSON["tromp-taylor"]], "no --rules: tromp-taylor")
    good(["--rules", "japanese"], ["kata-get-rules"], ["= " + JSON["japanese"]],
         "--rules japanese")
    good(["--rules=chinese"], ["kata-get-rules"], ["= " + JSON["chinese"]], "--rules=chinese")
    good(["--rules", "AGA"], ["kata-get-rules"], ["= " + JSON["aga"]], "--rules AGA (any case)")
    good(["--rules", "new zealand"], ["kata-get-rules"], ["= " + JSON["new-zealand"]],
         "--rules 'new zealand' (one argument with a space)")
    good(["--rules", '{"ko": "SIMPLE", "scoring": "TERRITORY", "suicide": false}'],
         ["kata-get-rules"], ["= " + JSON["japanese"]], "--rules with KataGo JSON")
    good(["--rules", "koSIMPLEscoreAREAsui0whbNfpok1"], ["kata-get-rules"],
         ["= " + JSON["chinese"]], "--rules with KataGo shorthand")
    good(["--rules", "chinese", "--seed", "3", "--rules", "japanese"], ["kata-get-rules"],
         ["= " + JSON["japanese"]], "the last --rules wins")
    good(["--rules", "japanese"], ["boardsize 9", "clear_board", "kata-get-rules"],
         ["= ", "= ", "= " + JSON["japanese"]], "--rules survives boardsize and clear_board")
    good(["--rules", "japanese"], ["final_score"], ["= W+7.5"],
         "--rules leaves the komi at 7.5")
    good(["--rules", "aga"], ["boardsize 9", "komi 0", "fixed_handicap 2", "final_score"],
         ["= ", "= ", "= C3 G7", "= B+80.0"], "--rules aga: white gets N-1 for the handicap")
    good(["--rules", "chinese"], ["kata-set-rules japanese", "kata-get-rules"],
         ["= ", "= " + JSON["japanese"]], "kata-set-rules overrides --rules")

    bad(["--rules", "foo"], "unknown rules", "--rules foo: unknown rules")
    bad(["--rules", '{"ko":"SIMPLE"'], "malformed rules", "--rules with broken JSON")
    bad(["--rules", '{"kox":"SIMPLE"}'], "unknown rules key", "--rules with an unknown key")
    bad(["--rules", '{"ko":"SPIGHT"}'], "bad value for a rules key", "--rules with a bad value")
    bad(["--rules", '{"ko":"SIMPLE","komi":7.5}'], "komi is not part of the rules here",
        "--rules with a komi in it")
    bad(["--rules", ""], "empty rules", "--rules ''")
    bad(["--rules", "x" * 5000], "rules too long", "--rules longer than 4096 bytes")
    status, out, err = gtp.session([], ["--rules"])
    ok(status == 2 and out == "" and "kosumi: unknown or incomplete option '--rules'" in err,
       "--rules without its argument", "exit %d, stdout %r, stderr %r" % (status, out, err))
    status, out, err = gtp.session([], ["--help"])
    ok(status == 0 and "--rules SPEC" in out, "--help mentions --rules", out)

    # The longest specification: 4096 bytes are read, 4097 are too long. The JSON repeats a key
    # (the last one counts) with a single space after some commas, so that the arguments joined
    # back with single spaces make exactly the length wanted.
    status, out, err = gtp.session(["kata-set-rules " + padded_json(4096), "kata-get-rules",
                                    "kata-set-rules " + padded_json(4097), "kata-get-rules",
                                    "kata-set-rules " + "x" * 4097, "kata-get-rules"])
    got = gtp.answers(out)
    want_json = ("= " + JSON["tromp-taylor"]).replace("POSITIONAL", "SIMPLE")
    ok(got[:2] == ["= ", want_json], "kata-set-rules reads a 4096-byte specification", got[:2])
    ok(got[2:4] == ["? syntax error: rules too long", want_json],
       "kata-set-rules refuses 4097 bytes in several arguments, the rules unchanged", got[2:4])
    ok(got[4:] == ["? syntax error: rules too long", want_json],
       "kata-set-rules refuses 4097 bytes in one argument, the rules unchanged", got[4:])

    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
