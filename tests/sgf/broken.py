#!/usr/bin/env python3
# broken.py - broken SGF files through loadsgf, thousands of them in ONE kosumi session (TAP)
#
# Every file either loads exactly as a well-formed twin file does (same answer, same printsgf,
# stones and captures), or is answered "cannot load file: 'NAME': REASON" on one line without
# control characters and leaves the game exactly as it was (printsgf, stones and captures equal
# to a baseline game's). Which of the two is stated for every case; a truncated record may load
# only when the prefix holds its whole first game tree. At the end the program must exit with
# status 0 (under --enable-sanitizers any report makes it fail), with nothing but responses on
# its standard output.
#
# The cases: four real records truncated at every byte offset; unbalanced brackets; bad
# coordinates; illegal moves and setups; board sizes 0, 26, 19:13...; NUL and control bytes;
# a file over the 64 MiB limit (sparse); 10 MB of variations (loads: only the main line is
# played) and 10 MB of nested game trees (too many nodes); a 100,000-node main line, which loads,
# and one node more, which does not (nor does printsgf write it after one more pass).
#
# Files are written under the build tree (tests/sgf/broken.tmp.PID, removed at the end; kept
# with KEEP_TMP=1). Environment: KOSUMI (default ./src/kosumi), srcdir (default .).
import os
import re
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

tap.detail_lines = 10
KOSUMI = gtp.kosumi_path()
SRCDIR = os.environ.get("srcdir") or "."
RECORDS = ["tests/data/sgf/gnugo-9.sgf", "tests/data/sgf/kgs.sgf",
           "tests/data/sgf/gnugo-13-handicap.sgf", "tests/sgf/ko.sgf"]
BASELINE = b"(;GM[1]FF[4]SZ[7]KM[2.5]RU[tromp-taylor];B[dd];W[ce])"
FINGERPRINT = ["printsgf", "list_stones black", "list_stones white", "captures black",
               "captures white"]
LIMIT = 64 << 20

# The hand-made cases: (name, contents, twin). twin None: must fail; else the bytes of a
# well-formed file the case must load exactly like.
G9 = b"(;GM[1]FF[4]SZ[9]"
CASES = [
    # Brackets and game trees.
    ("no closing paren", G9 + b";B[ee]", None),
    ("no closing bracket", G9 + b";B[ee", None),
    ("escaped closing bracket", G9 + b";B[ee\\])", None),
    ("extra closing bracket", G9 + b";B[ee]])", None),
    ("junk paren before the game", b"(" + G9 + b";B[ee])", G9 + b";B[ee])"),
    ("unclosed variation", G9 + b";B[ee](;W[aa])", None),
    ("empty variation", G9 + b"()(;B[ee]))", None),
    ("value without property", G9 + b";[ee])", None),
    ("node without semicolon", b"(SZ[9];B[ee])", None),
    ("just a paren", b"(", None),
    ("paren and semicolon", b"(;", None),
    ("empty file", b"", None),
    ("no game tree", b"hello, world\n", None),
    ("closing parens after the game", G9 + b";B[ee]))))", G9 + b";B[ee])"),
    ("junk before the game", b")]]junk(" + G9 + b";B[ee])", G9 + b";B[ee])"),
    ("variations", G9 + b"(;B[ee];W[cc])(;B[aa]))", G9 + b";B[ee];W[cc])"),
    ("a collection", G9 + b";B[ee])(;SZ[13];B[aa])", G9 + b";B[ee])"),
    ("an empty root", b"(;)", b"(;)"),
    # Coordinates.
    ("coordinate zz on 9x9 (off on both axes: a pass)", G9 + b";B[zz])", G9 + b";B[])"),
    ("coordinate jj on 9x9 (off on both axes: a pass)", G9 + b";B[jj])", G9 + b";B[])"),
    ("coordinate aj on 9x9", G9 + b";B[aj])", None),
    ("coordinate ja on 9x9", G9 + b";B[ja])", None),
    ("one-letter coordinate", G9 + b";B[a])", None),
    ("three-letter coordinate", G9 + b";B[abc])", None),
    ("upper-case coordinate", G9 + b";B[AA])", None),
    ("digits as coordinate", G9 + b";B[12])", None),
    ("point list as a move", G9 + b";B[aa:bb])", None),
    ("rectangle off the board", G9 + b"AB[aa:zz])", None),
    ("setup point off the board", G9 + b"AW[ja])", None),
    ("coordinate ii on 9x9", G9 + b";B[ii])", G9 + b";B[ii])"),
    ("tt is a pass on 9x9", G9 + b";B[tt];W[tt])", G9 + b";B[];W[])"),
    ("tt is a pass on 19x19", b"(;SZ[19];B[tt])", b"(;SZ[19];B[])"),
    ("newline in a coordinate", G9 + b";B[a\nb])", None),
    ("CR LF in a coordinate", G9 + b";B[a\r\nb])", None),
    # Illegal moves and setups.
    ("point occupied", G9 + b";B[ee];W[ee])", None),
    ("one-stone suicide", G9 + b"AW[ba][ab];B[aa])", None),
    ("ko retake, japanese", G9 + b"RU[Japanese];B[de];W[fd];B[ed];W[ff];B[ef];W[ge];B[fe];W[ee]"
     b";B[fe])", None),
    ("ko retake, positional superko", G9 + b"RU[tromp-taylor];B[de];W[fd];B[ed];W[ff];B[ef]"
     b";W[ge];B[fe];W[ee];B[fe])", None),
    ("two-stone suicide, japanese", G9 + b"RU[Japanese]AW[ba][bb][ac];B[aa];W[ee];B[ab])", None),
    ("two-stone suicide, tromp-taylor", G9 + b"RU[tromp-taylor]AW[ba][bb][ac];B[aa];W[ee]"
     b";B[ab])", G9 + b"RU[tromp-taylor]AW[ba][bb][ac];B[aa];W[ee];B[ab])"),
    # ... which, when it brings back an earlier position, is a superko.
    ("two-stone suicide repeating a position", G9 + b"RU[tromp-taylor]AW[ba][bb][ac];B[aa]"
     b";W[tt];B[ab])", None),
    ("setup without liberties", G9 + b"AB[aa]AW[ba][ab])", None),
    ("late setup without liberties", G9 + b";B[ee];AW[ba][ab]AB[aa])", None),
    ("move past an illegal one", G9 + b";B[ee];W[ee];B[aa])", None),
    # Board sizes.
    ("SZ[0]", b"(;SZ[0])", None),
    ("SZ[26]", b"(;SZ[26];B[aa])", None),
    ("SZ[52]", b"(;SZ[52])", None),
    ("SZ[19:13]", b"(;SZ[19:13];B[aa])", None),
    ("SZ[-1]", b"(;SZ[-1])", None),
    ("SZ[x]", b"(;SZ[x])", None),
    ("SZ[99999999999999999999]", b"(;SZ[99999999999999999999])", None),
    ("SZ[1]", b"(;SZ[1])", b"(;SZ[1])"),
    ("SZ[1] with a suicide", b"(;SZ[1];B[aa])", None),
    ("SZ[25]", b"(;SZ[25];B[yy])", b"(;SZ[25];B[yy])"),
    ("SZ[13:13]", b"(;SZ[13:13];B[gg])", b"(;SZ[13];B[gg])"),
    ("SZ after a move in the root", b"(;B[gg]SZ[13])", b"(;SZ[13]B[gg])"),
    # Other properties.
    ("bad komi", G9 + b"KM[seven])", None),
    ("komi with a unit", G9 + b"KM[7.5pts])", G9 + b"KM[7.5])"),
    ("komi out of range", G9 + b"KM[1e300])", None),
    ("two moves in one node", G9 + b";B[ee]W[cc])", G9 + b";B[ee];W[cc])"),
    ("two moves in one node, the second illegal", G9 + b";B[ee]W[ee])", None),
    ("bad handicap", G9 + b"HA[-2])", None),
    ("bad player", G9 + b"PL[X])", None),
    ("not go", b"(;GM[2]SZ[9])", None),
    ("unknown rules", G9 + b"RU[\xff\xfe\x01rules])", G9 + b")"),
    ("unknown properties", G9 + b"XX[1]YY[2][3];B[ee]ZZ[])", G9 + b";B[ee])"),
    ("comment with every byte", G9 + b"C[" + bytes(b for b in range(256) if b not in b"]\\")
     + b"];B[ee])", G9 + b";B[ee])"),
    # NUL and control bytes.
    ("NUL in a comment", G9 + b"C[a\0b];B[ee])", G9 + b";B[ee])"),
    ("NUL before the game", b"\0\0\0" + G9 + b";B[ee])", G9 + b";B[ee])"),
    ("NUL between nodes", G9 + b";B[ee]\0;W[cc])", None),
    ("NUL in a property name", b"(;S\0Z[9])", None),
    ("NUL as a coordinate", G9 + b";B[\0\0])", None),
    ("NUL bytes only", b"\0" * 1000, None),
    ("control byte between nodes", G9 + b";B[ee]\x01;W[cc])", None),
    ("escape byte in a value", G9 + b";B[e\x1b])", None),
    ("DEL between nodes", G9 + b";B[ee]\x7f;W[cc])", None),
]


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def quote(text):
    return "".join(c if " " <= c < "\x7f" else "\\x%02x" % ord(c) for c in text)


def report(passed, what, diags=()):
    """A test point, its name and its diagnostics printable (and '#' escaped in the name)."""
    return tap.ok(passed, quote(what).replace("#", "\\#"), "\n".join(quote(d) for d in diags))


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    records = []
    for r in RECORDS:
        try:
            with open(os.path.join(SRCDIR, r), "rb") as f:
                records.append((r, f.read()))
        except OSError as e:
            return tap.bail("cannot read '%s': %s (set srcdir)" % (r, e.strerror))
    tmp = os.path.abspath(os.path.join("tests", "sgf", "broken.tmp.%d" % os.getpid()))
    os.makedirs(tmp)
    try:
        return run(tmp, records)
    finally:
        if not os.environ.get("KEEP_TMP"):
            shutil.rmtree(tmp, ignore_errors=True)


def run(tmp, records):
    # Every file to load: (label, path, twin path or None, case group, may_succeed).
    twins = {}

    def twin_path(data):
        if data not in twins:
            twins[data] = os.path.join(tmp, "twin-%03d.sgf" % len(twins))
            write(twins[data], data)
        return twins[data]

    baseline = os.path.join(tmp, "baseline.sgf")
    write(baseline, BASELINE)
    loads = []
    for name, data in records:
        full = twin_path(data)
        end = data.rfind(b")") + 1  # the first game tree of these records ends at the last ')'
        for cut in range(len(data) + 1):
            path = os.path.join(tmp, "%s-%05d.sgf" % (os.path.basename(name)[:-4], cut))
            write(path, data[:cut])
            loads.append(("%s cut at %d" % (name, cut), path, full if cut >= end else None,
                          "truncations of " + name))
    for i, (label, data, twin) in enumerate(CASES):
        path = os.path.join(tmp, "case-%03d.sgf" % i)
        write(path, data)
        loads.append((label, path, twin_path(twin) if twin is not None else None, label))

    # Big files, generated here.
    huge = []
    path = os.path.join(tmp, "over-limit.sgf")
    with open(path, "wb") as f:
        f.write(G9 + b";B[ee])")
        f.truncate(LIMIT + 1)  # sparse: no disk used
    loads.append(("a file over 64 MiB", path, None, "a file over 64 MiB"))
    wide = os.path.join(tmp, "wide.sgf")
    with open(wide, "wb") as f:
        f.write(b"(;GM[1]FF[4]SZ[19];B[pd]" + b"(;W[dd];B[pp]C[a variation])" * 340000 + b")")
    loads.append(("10 MB of variations", wide, twin_path(b"(;SZ[19];B[pd];W[dd];B[pp])"),
                  "10 MB of variations"))
    huge.append(wide)
    deep = os.path.join(tmp, "deep.sgf")
    with open(deep, "wb") as f:
        f.write(b"(;GM[1]FF[4]SZ[19]" + b"(;B[pd]" * 1400000 + b")" * 1400001)
    loads.append(("10 MB of nested game trees", deep, None, "10 MB of nested game trees"))
    huge.append(deep)
    long_line = os.path.join(tmp, "long.sgf")
    with open(long_line, "wb") as f:
        f.write(b"(;SZ[19]" + b";B[];W[]" * 49999 + b";B[])")
    loads.append(("99,999 passes", long_line,
                  twin_path(b"(;SZ[19]" + b";B[];W[]" * 49999 + b";B[])"), "99,999 passes"))
    too_long = os.path.join(tmp, "too-long.sgf")
    with open(too_long, "wb") as f:
        f.write(b"(;SZ[19]" + b";B[];W[]" * 50000 + b")")
    loads.append(("100,000 moves: one node too many", too_long, None, "100,000 moves"))

    # The script: the baseline fingerprinted, then every twin and every case, each loaded over the
    # baseline (whose komi and rules are the fallbacks) and fingerprinted, then the baseline
    # reloaded.
    commands = []

    def add(command, tag):
        commands.append((command, tag))

    add("loadsgf " + baseline, ("base", None))
    for c in FINGERPRINT:
        add(c, ("base", None))
    twin_list = sorted(set(twins.values()))
    for t in twin_list:
        add("loadsgf " + t, ("twin", t))
        for c in FINGERPRINT:
            add(c, ("twin", t))
        add("loadsgf " + baseline, ("reload", t))
    for i, load in enumerate(loads):
        add("loadsgf " + load[1], ("case", i))
        for c in FINGERPRINT:
            add(c, ("case", i))
        add("loadsgf " + baseline, ("reload", i))
    # The longest game loaded, one more pass: too long for SGF, which printsgf says on one line.
    add("loadsgf " + long_line, ("extra", None))
    add("play b pass", ("extra", None))
    add("printsgf", ("extra", "printsgf"))
    add("undo", ("extra", None))
    add("printsgf", ("extra", "printsgf again"))
    add("quit", ("quit", None))
    script = "".join(c + "\n" for c, _ in commands).encode()

    start = time.monotonic()
    try:
        status, out, err = gtp.session(script, cwd=tmp, timeout=600)
    except subprocess.TimeoutExpired:
        return tap.bail("kosumi did not finish within 600 s")
    elapsed = time.monotonic() - start

    blocks = out.split("\n\n")
    if blocks and blocks[-1] == "":
        blocks.pop()
    responses = []
    junk = []
    for b in blocks:
        m = re.fullmatch(r"([=?]) (.*)", b, re.S)
        if m is None:
            junk.append(b)
        else:
            responses.append((m.group(1) == "=", m.group(2)))

    groups = []
    for load in loads:
        if load[3] not in groups:
            groups.append(load[3])
    tap.plan(len(groups) + 4)
    print("# %d files loaded in one session in %.2f s (10 MB of variations, 10 MB of nesting "
          "and 99,999 passes included)" % (len(loads), elapsed))

    if len(responses) != len(commands) or junk:
        print("# %d responses for %d commands, exit status %d" % (len(responses), len(commands),
                                                                   status))
        for j in junk[:5]:
            print("# not a response: %s" % quote(j[:200]))
        for line in err.splitlines()[-20:]:
            print("# stderr: " + quote(line))
        return tap.bail("not one well-formed response per command")
    report(True, "one well-formed response per command (%d)" % len(commands))

    fingerprints = {}
    answers = {}
    k = 0
    problems = []
    while k < len(commands):
        command, (kind, key) = commands[k]
        if command.startswith("loadsgf ") and kind in ("twin", "base", "case"):
            n = 1 + len(FINGERPRINT)
            got = responses[k:k + n]
            answers[(kind, key)] = got[0]
            fingerprints[(kind, key)] = [text for _, text in got[1:]]
            if kind in ("twin", "base") and not got[0][0]:
                problems.append("%s %s does not load: %s" % (kind, key, got[0][1]))
            k += n
        else:
            if kind == "reload" and not responses[k][0]:
                problems.append("the baseline does not reload after %s: %s" %
                                (key, responses[k][1]))
            k += 1
    report(not problems, "the baseline and the %d twin files load" % len(twin_list), problems)

    base = fingerprints[("base", None)]
    results = {}
    for i, (label, path, twin, group) in enumerate(loads):
        success, text = answers[("case", i)]
        seen = fingerprints[("case", i)]
        why = None
        if any(ord(c) < 32 or ord(c) == 127 for c in text):
            why = "control byte in the response %r" % text
        elif success:
            if twin is None:
                why = "loaded (answered %r), should fail" % text
            elif text != answers[("twin", twin)][1]:
                why = "answered %r, the twin %r" % (text, answers[("twin", twin)][1])
            elif seen != fingerprints[("twin", twin)]:
                why = "loaded, but not as its twin: printsgf %r" % seen[0][:300]
        else:
            prefix = "cannot load file: '%s': " % path
            if twin is not None:
                why = "failed (%s), should load as %s" % (text, os.path.basename(twin))
            elif not text.startswith(prefix) or len(text) == len(prefix):
                why = "failed with %r" % text
            elif seen != base:
                why = "failed (%s) but changed the game: printsgf %r" % (text, seen[0][:300])
        results.setdefault(group, []).append((label, why, text.replace(
            "cannot load file: '%s': " % path, "")))

    for group in groups:
        items = results[group]
        bad = [(label, why) for label, why, _ in items if why is not None]
        if len(items) == 1:
            text = items[0][2]
            what = "%s: %s" % (group, "loads (%s)" % text if text in ("black", "white") else text)
        else:
            loaded = sum(1 for _, _, t in items if t in ("black", "white"))
            what = "%s: %d prefixes, %d load" % (group, len(items), loaded)
        report(not bad, what, ["%s: %s" % b for b in bad])

    extra = [(c, r) for (c, (kind, _)), r in zip(commands, responses) if kind == "extra"]
    want = [True, True, False, True, True]
    problems = ["%s: %s %r" % (c, "=" if r[0] else "?", r[1][:100]) for (c, r), w in
                zip(extra, want) if r[0] != w]
    if extra[2][1][1] != "cannot write the game as SGF: more than 100000 nodes":
        problems.append("printsgf answered %r" % extra[2][1][1][:200])
    report(not problems, "printsgf refuses a game of more than 100000 nodes, on one line",
           problems)

    report(status == 0, "kosumi exited with status 0",
           ["exit status %d" % status] + ["stderr: " + l for l in err.splitlines()[-20:]])
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
