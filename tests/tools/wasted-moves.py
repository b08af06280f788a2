#!/usr/bin/env python3
# wasted-moves.py - tools/wasted-moves on a made-up 5x5 game (TAP): black (kosumi) and white
# build walls on the C and D files; black's plays inside its settled left side count as fills,
# its stone thrown into white's side and taken two opponent moves later counts as lost at once,
# and neither its opening move nor a wall stone whose region still touched white counts; a
# player named by neither PB nor PW is refused.
#
# Environment: top_srcdir, top_builddir.
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import tap  # noqa: E402
from tap import ok  # noqa: E402

TOOL = os.path.join(os.environ.get("top_srcdir", "."), "tools", "wasted-moves")
work = os.path.join(os.environ.get("top_builddir", "."), "tests", "tools", "wasted-moves.tmp")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)

# Moves 1-10: the walls. 11 B[aa] and 15 B[ab]: fills (the left side touches black only). 13
# B[eb]: into white's side, taken by 16 W[ec] (W[ea] at 14 first).
MOVES = ("B[ca];W[da];B[cb];W[db];B[cc];W[dc];B[cd];W[dd];B[ce];W[de];"
         "B[aa];W[ee];B[eb];W[ea];B[ab];W[ec];B[];W[]")
SGF = "(;GM[1]FF[4]SZ[5]KM[0.5]PB[kosumi 0.1.0 (A)]PW[GNU Go 3.8 (B)]RE[B+4.5]\n;%s)\n" % (
    MOVES.replace(";", "\n;"))
path = os.path.join(work, "game.sgf")
with open(path, "w") as f:
    f.write(SGF)


def run(*args):
    p = subprocess.run([sys.executable, TOOL] + list(args), capture_output=True, text=True,
                       timeout=60)
    return p.returncode, p.stdout, p.stderr


status, out, err = run("--no-dead", "--list", path)
ok(status == 0 and "B, 8 plays, 2 fills, 1 lost at once" in out
   and "total: 1 games, 8 plays, 2 fills, 1 lost at once" in out,
   "kosumi is black: 8 plays, 2 fills, 1 stone lost at once", out + err)
ok("fill: move 11 A5" in out and "fill: move 15 A4" in out and "lost: move 13 E4" in out
   and "move 1 " not in out and "move 9 " not in out,
   "the fills are A5 and A4 in black's settled side, the stone lost is E4; the opening move "
   "and the wall stone C1, whose region still touched white, are no fills", out)
status, out, err = run("--no-dead", "--player", "GNU Go", path)
ok(status == 0 and "W, 8 plays, 1 fills, 0 lost at once" in out,
   "for GNU Go (white): its play E1 in its own settled side is a fill, no stone lost", out + err)
status, out, err = run("--no-dead", "--player", "leela", path)
ok(status == 2 and "not exactly one of the players" in err,
   "a player named by neither PB nor PW is refused (status 2)", err)

shutil.rmtree(work)
sys.exit(tap.finish())
