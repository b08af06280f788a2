#!/usr/bin/env python3
# units.py - the match runner's pure parts (TAP): the Wilson interval, scores and vertices, the
# results file (reading, a line cut short, a game listed twice), the tally behind the win rate,
# the handicap ladder's table (a row per number of stones, shards merged, matches that are not
# one ladder refused);
# then resuming through the real program: a results file with games 1-2 continued to 4 plays
# only games 3 and 4, and a results file of another match is refused and left as it was; a
# handicap match (--handicap, --a-black) places the same stones in every engine, white first,
# engine A placing them and B, which knows no fixed_handicap, taking them with set_free_handicap
# (and failing to set up under --handicap-placement fixed), and without --rules the runner says the engines score under their own rules (at the start, and
# in a disagreement on the winner).
#
# Environment: KOSUMI (kosumi vs kosumi for the resume part), top_srcdir, top_builddir.
import json
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import matchlib  # noqa: E402
import tap  # noqa: E402
from tap import ok  # noqa: E402

m = matchlib.load_runner()


def close(a, b, eps=5e-4):
    return abs(a - b) < eps


def raises(f, *args):
    try:
        f(*args)
    except ValueError:
        return True
    return False


# --- the clock (--time-settings): sudden death and Canadian byo-yomi ------------------------------
c = m.Clock(10, 0, 0)
ok(c.time_left() == (10, 0) and not c.charge(4) and c.time_left() == (6, 0),
   "sudden death 10 s: 4 s spent, 6 s left for time_left", c.time_left())
ok(c.charge(6.5) and c.flagged, "then 6.5 s more: lost on time")
c = m.Clock(1, 5, 2)
ok(not c.charge(2) and c.time_left() == (4, 1),
   "main 1 s then 2 stones in 5 s: a 2 s move spends the main time and 1 s of the period",
   c.time_left())
ok(not c.charge(3) and c.time_left() == (5, 2),
   "the period's second stone in time: a new period of 2 stones in 5 s", c.time_left())
ok(c.charge(5.5) and c.flagged, "a move of 5.5 s overruns the period: lost on time")
c = m.Clock(0, 3, 1)
ok(c.time_left() == (3, 1) and not c.charge(2.9) and not c.charge(2.9) and c.charge(3.1),
   "byo-yomi only, 1 stone in 3 s: moves of 2.9 s go on, one of 3.1 s loses")

# --- the Wilson interval: published values (Newcombe 1998, method 3) ---------------------------
lo, hi = m.wilson_interval(81, 263)
ok(close(lo, 0.2553) and close(hi, 0.3662), "wilson 81/263 is 0.2553-0.3662", (lo, hi))
lo, hi = m.wilson_interval(15, 148)
ok(close(lo, 0.0624) and close(hi, 0.1605), "wilson 15/148 is 0.0624-0.1605", (lo, hi))
lo, hi = m.wilson_interval(0, 20)
ok(lo == 0 and close(hi, 0.1611), "wilson 0/20 is 0-0.1611", (lo, hi))
lo, hi = m.wilson_interval(10, 10)
ok(close(lo, 0.7225) and hi == 1, "wilson 10/10 is 0.7225-1", (lo, hi))
ok(m.wilson_interval(0, 0) == (0.0, 1.0), "wilson of no game is 0-1")

# --- scores and vertices -----------------------------------------------------------------------
ok(m.parse_score("B+3.5") == ("B", "B+3.5"), "score B+3.5 is a black win")
ok(m.parse_score(" W+12.0 ") == ("W", "W+12"), "score W+12.0 is a white win, normalised")
ok(m.parse_score("w+Resign") == ("W", "W+R"), "score W+Resign is a white win by resignation")
ok(all(m.parse_score(s) == (None, "0") for s in ("0", "Jigo", "draw", "B+0")),
   "scores 0, Jigo, draw, B+0 are draws")
ok(all(raises(m.parse_score, s) for s in ("", "B+", "X+3", "B+3.5.1", "3.5", "B 3")),
   "malformed scores are refused")
ok(m.parse_vertex("d4", 9) == "D4" and m.parse_vertex("PASS", 9) == "pass"
   and m.parse_vertex("Resign", 9) == "resign" and m.parse_vertex("t19", 19) == "T19",
   "genmove answers: vertices upper-cased, pass and resign")
ok(all(raises(m.parse_vertex, s, 9) for s in ("I5", "J10", "K1", "A0", "", "D4 E5", "= D4")),
   "genmove answers off the board or not vertices are refused")
ok(m.sgf_point("A1", 9) == "ai" and m.sgf_point("J9", 9) == "ia"
   and m.sgf_point("E5", 9) == "ee" and m.sgf_point("pass", 9) == "",
   "GTP vertices become SGF points (no I column; rows from the top)")
ok(list(m.parse_games("3")) == [1, 2, 3] and list(m.parse_games("51-53")) == [51, 52, 53]
   and raises(m.parse_games, "5-4") and raises(m.parse_games, "0") and raises(m.parse_games, "x"),
   "--games N and FIRST-LAST, empty ranges refused")

# --- the results file --------------------------------------------------------------------------
work = os.path.join(os.environ.get("top_builddir", "."), "tests", "match", "units.tmp")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)

HEADER = {"kosumi-match": 1, "size": 9, "komi": 7.0, "rules": None, "names": {"A": "a", "B": "b"},
          "engine_a": "a", "engine_b": "b"}


def game(n, winner, error=None, seconds=(1.0, 2.0), genmoves=(10, 20)):
    black, white = ("A", "B") if n % 2 else ("B", "A")
    return {"game": n, "black": black, "white": white, "winner": None if error else winner,
            "result": None, "end": "error" if error else "passes",
            "error": {"kind": error, "engine": "B", "message": "boom"} if error else None,
            "seconds": {"A": seconds[0], "B": seconds[1]},
            "genmoves": {"A": genmoves[0], "B": genmoves[1]}, "scores": None}


def write(name, lines, tail=""):
    path = os.path.join(work, name)
    with open(path, "w") as f:
        f.write("".join(json.dumps(x) + "\n" for x in lines) + tail)
    return path


path = write("r.jsonl", [HEADER, game(1, "A"), game(2, "B")], tail='{"game": 3, "bl')
try:
    header, games = m.read_results(path)
    good = header["size"] == 9 and sorted(games) == [1, 2]
except ValueError as e:
    good, header = False, e
ok(good, "a results file is read; its last line cut short is ignored", header)
ok(raises(m.read_results, write("d.jsonl", [HEADER, game(1, "A"), game(1, "B")])),
   "a game listed twice is refused")
ok(raises(m.read_results, write("h.jsonl", [game(1, "A")])), "a file without a header is refused")
bad = write("j.jsonl", [HEADER, game(1, "A")], tail="{not json\n")
try:
    m.read_results(bad)
    message = ""
except ValueError as e:
    message = str(e)
ok(message.startswith(bad + ":3:"), "a line that is not JSON is named by file and line", message)

scored = [game(1, "A"), game(2, "A"), game(3, "A")]
scored[0]["scores"] = {"A": "B+2", "B": "B+2.0"}
scored[1]["scores"] = {"A": "W+2.0", "B": "W+3.0"}
scored[2]["scores"] = {"A": "0", "B": "? cannot score"}
ok(m.tally(scored)["disagreements"] == 2,
   "tally: final_score B+2 and B+2.0 agree; W+2.0 and W+3.0, or 0 and an error, do not")
t = m.tally([game(1, "A"), game(2, "A"), game(3, "B"), game(4, "draw"), game(5, None, "crash")])
ok((t["games"], t["wins"], t["losses"], t["draws"], len(t["errors"])) == (5, 2, 1, 1, 1),
   "tally: 2 wins, 1 loss, 1 draw, 1 error out of 5", t)
ok(t["as"] == {"B": [1.0, 2], "W": [1.5, 2]}, "tally: A's points as black and as white", t["as"])
ok(t["seconds"]["B"] == 10.0 and t["genmoves"]["A"] == 50,
   "tally: time and genmoves summed over every game, errors too")
text = m.summary_text(HEADER, t)
lo, hi = m.wilson_interval(2.5, 4)
ok("win rate of A 62.5%% (95%% interval %.1f%%-%.1f%%)" % (100 * lo, 100 * hi) in text
   and "  game 5: crash (B): boom" in text and "errors: 1 (1 crash)" in text
   and "seconds per move, B: 0.100 (100 moves)" in text,
   "summary: win rate over decided games (a draw is half), interval, s/move, the error game",
   text)

# --- the summary's words: how games ended, counted in words ----------------------------------
ended = [game(1, "A"), game(2, "B"), game(3, "A")]
ended[2]["end"] = "resign"
text = m.summary_text(HEADER, m.tally(ended))
ok("ended: 2 games by two passes, 1 game by resignation" in text,
   "summary: 'ended: 2 games by two passes, 1 game by resignation', not '2 passes, 1 resign'",
   text)
text = m.summary_text(HEADER, m.tally([game(1, "A")]))
ok("ended: 1 game by two passes" in text, "summary: one game is 'ended: 1 game by two passes'",
   text)

# --- a handicap ladder: a row per number of stones ------------------------------------------------
def ladder_file(name, stones, winners, first=1, **changes):
    """A results file of a handicap match (A black in every game): winners "A", "B", "draw" or
    "crash" (an error), from game `first` on; changes: header settings changed."""
    header = {**HEADER, "handicap": stones, "a_black": True, "komi": 0.5, **changes}
    return write(name, [header] + [
        game(first + i, None if w == "crash" else w, "crash" if w == "crash" else None,
             seconds=(3.0, 6.0), genmoves=(30, 30)) for i, w in enumerate(winners)])


five = ladder_file("l5.jsonl", 5, ["B", "B", "B", "A"])
six_a = ladder_file("l6a.jsonl", 6, ["B", "A"])
six_b = ladder_file("l6b.jsonl", 6, ["draw", "A", "crash"], first=3)
seven = ladder_file("l7.jsonl", 7, ["A", "A"])


def ladder(*args):
    return subprocess.run([sys.executable, matchlib.RUNNER, "ladder", *args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)


p = ladder(seven, five, six_a + "," + six_b)
lines = p.stdout.decode().splitlines()
lo, hi = m.wilson_interval(3, 4)
ok(p.returncode == 0 and len(lines) == 5 and lines[0].startswith("ladder: b (white) gives stones "
   "to a (black); 9x9, komi 0.5") and lines[2].split() == [
       "5", "4", "3", "75.0%", "%.1f-%.1f%%" % (100 * lo, 100 * hi), "0.100", "0.200", "0"],
   "ladder: a row per number of stones, by stones: games, white's (B's) points, win rate, "
   "interval, s/move of black and of white, errors", p.stdout.decode() + p.stderr.decode())
ok(len(lines) == 5 and lines[3].split()[:4] == ["6", "5", "1.5", "37.5%"]
   and lines[3].split()[-1] == "1" and lines[4].split()[:4] == ["7", "2", "0", "0.0%"],
   "ladder: two shards of 6 stones joined by a comma make one row (a draw is half a point, "
   "the error game counts among the games only)", "\n".join(lines))
for why, files in (("A not black in every game", [ladder_file("la.jsonl", 5, ["A"],
                                                               a_black=False)]),
                   ("another komi", [five, ladder_file("lk.jsonl", 6, ["A"], komi=6.5)]),
                   ("other engines", [five, ladder_file("ln.jsonl", 6, ["A"],
                                                        names={"A": "a", "B": "c"})]),
                   ("two matches of 5 stones", [five, ladder_file("l5b.jsonl", 5, ["A"],
                                                                   first=5)])):
    p = ladder(*files)
    ok(p.returncode == 2 and p.stdout == b"" and p.stderr.startswith(b"kosumi-match: "),
       "ladder refuses matches that are not one ladder (%s): status 2, a reason, no table" % why,
       (p.returncode, p.stdout, p.stderr))

# --- play --help: what --size and --komi are, and their defaults -------------------------------
p = subprocess.run([sys.executable, matchlib.RUNNER, "play", "--help"], stdout=subprocess.PIPE,
                   stderr=subprocess.PIPE, timeout=60)
usage = " ".join(p.stdout.decode().split())  # argparse wraps its lines: words only
ok(p.returncode == 0 and "--size N board size" in usage and "(default 9)" in usage
   and "--komi K komi" in usage and "(default 7)" in usage,
   "play --help describes --size and --komi with their defaults", usage)


# --- the engines' final_score under their own rules ---------------------------------------------
class FakeEngine:
    """An engine that answers final_score with `score`."""

    def __init__(self, label, score):
        self.label, self.score = label, score

    def send(self, command):
        return True, self.score


judges = {"A": FakeEngine("A", "B+10.0"), "B": FakeEngine("B", "W+5.0")}
for rules, hint in ((None, True), ("japanese", False)):
    try:
        m.score(judges, None, "both", rules)
        message = ""
    except m.GameError as e:
        message = str(e)
    ok(("no --rules" in message) == hint and "disagree on the winner" in message,
       "engines that disagree on the winner: %s" % (
           "without --rules the error says each scored under its own rules" if hint else
           "with --rules the error does not blame the rules"), message)

# --- resuming, through the real program --------------------------------------------------------
kosumi = gtp.kosumi_path()
results = os.path.join(work, "resume.jsonl")


def run(*args):
    p = subprocess.run([sys.executable, matchlib.RUNNER, "play", "-a", kosumi, "-b", kosumi,
                        "-r", results, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=300)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


status, out, err = run("--games", "2")
with open(results) as f:
    before = f.read()
status, out, err = run("--games", "4")
_, games = m.read_results(results)
with open(results) as f:
    after = f.read()
ok(status == 0 and sorted(games) == [1, 2, 3, 4] and after.startswith(before)
   and "2 games already played, 2 to play" in out and "game 1:" not in out
   and "game 3:" in out and "game 4:" in out,
   "a results file holding games 1-2, continued to 4, plays only games 3 and 4",
   out + err)
status, out, err = run("--games", "6", "--size", "7")
with open(results) as f:
    unchanged = f.read() == after
ok(status == 2 and "holds another match" in err and unchanged,
   "a results file of another match (size 7, not 9) is refused and left as it was", err)

# --- a handicap match, through the real program ------------------------------------------------
ok(m.settings_mismatch(HEADER, dict(HEADER, handicap=0, a_black=False, placement=None)) is None
   and m.settings_mismatch(HEADER, dict(HEADER, handicap=2, placement="fixed")) is not None,
   "a results file of an older runner (no handicap, no a_black) is the same match as one "
   "without handicap, not as one with")
older = dict(HEADER, handicap=2)
ok(m.settings_mismatch(older, dict(older, placement="fixed")) is None
   and "placement 'free'" in (m.settings_mismatch(older, dict(older, placement="free")) or ""),
   "a handicap match of an older runner placed its stones with fixed_handicap: continuing it "
   "with free placement is refused")
no_fixed = "%s %s no-fixed-handicap 0 %s -- %s --playouts 20" % (
    sys.executable, os.path.join(matchlib.HERE, "faulty-engine.py"), os.path.join(work, "unused"),
    kosumi)


def handicap_match(results, *extra):
    p = subprocess.run([sys.executable, matchlib.RUNNER, "play", "-a", kosumi + " --playouts 20",
                        "-b", no_fixed, "-r", results, "--games", "2", "--size", "9", "--komi",
                        "0.5", "--handicap", "2", "--a-black", "--max-moves", "10"] + list(extra),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    _, games = m.read_results(results) if os.path.exists(results) else (None, {})
    return p, games


handicap = os.path.join(work, "handicap.jsonl")
p, games = handicap_match(handicap)
out = p.stdout.decode() + p.stderr.decode()
ok(p.returncode == 0 and sorted(games) == [1, 2]
   and all(g["black"] == "A" and g["handicap_stones"] == ["C3", "G7"] and g["error"] is None
           for g in games.values())
   and "handicap 2; A black in every game" in out,
   "--handicap 2 --a-black: A is black in both games and places C3 and G7, and B, which knows "
   "no fixed_handicap, takes them with set_free_handicap", out)
p, fixed_games = handicap_match(os.path.join(work, "handicap-fixed.jsonl"),
                                "--handicap-placement", "fixed")
ok(sorted(fixed_games) == [1, 2]
   and all(g["error"] and g["error"]["kind"] == "setup" and g["error"]["engine"] == "B"
           and "fixed_handicap 2" in g["error"]["message"] for g in fixed_games.values()),
   "--handicap-placement fixed: B, which knows no fixed_handicap, fails to set up every game",
   [g["error"] for g in fixed_games.values()])
sgfs = []
for n in (1, 2):
    with open(os.path.join(work, "handicap-sgf", "game-%04d.sgf" % n)) as f:
        sgfs.append(f.read())
ok(all("HA[2]AB[cg][gc]" in sgf and sgf.index(";W[") < sgf.index(";B[") for sgf in sgfs),
   "each SGF record holds HA[2], the stones as AB, and white's move first", sgfs)
err = p.stderr.decode()
ok("--handicap without --rules" in err and "each engine scores under its own rules" in err,
   "--handicap without --rules: the runner says the engines may score under different rules",
   err)

shutil.rmtree(work)
sys.exit(tap.finish())
