#!/usr/bin/env python3
# navigation.py - random GTP sessions that navigate a game as GUIs do, every move kosumi
# generates or analyses checked against a naive model of the rules (TAP)
#
# GoGui and Sabaki move through a game with undo, clear_board and a replay, loadsgf, and change
# the board size, komi and rules between questions; kosumi keeps a search tree and a last answer
# between commands. Each session here mixes, at random: play (legal and illegal moves, either
# colour), undo, gg-undo N, clear_board followed by the replay of an earlier line (or of the same
# stones by other moves), loadsgf of a line written as SGF, printsgf then loadsgf of kosumi's own
# record, boardsize, komi, kata-set-rules, fixed_handicap, kosumi-param playouts, reg_genmove,
# gg_genmove, restricted_genmove, genmove, kgs-genmove_cleanup, kata-analyze / lz-analyze and
# their genmove_analyze forms with avoid and allow lists.
#
# The model shares nothing with kosumi: a dictionary board, flood fills, KataGo's ko rules as
# game.c states them (simple ko refused under every rule, positional or situational superko over
# the start position and the position after every move, passes included), multi-stone suicide
# where the rules allow it, never one stone. It checks:
#   - every play: answered '=' exactly when the model finds it legal (and nothing changes on '?');
#   - every move kosumi generates (genmove, reg_genmove, gg_genmove, restricted_genmove,
#     kgs-genmove_cleanup, the genmove_analyze forms): a pass, a resignation, or a move the model
#     finds legal that is not a suicide, and not one the avoid/allow lists exclude at the root;
#     restricted_genmove's a listed vertex, or a pass where none of them is legal;
#   - every root move an analysis line shows: legal for the analysed colour, not excluded;
#   - the stones kosumi holds (list_stones) equal the model's after every session.
#
# NAV_SEED (default fixed) seeds the run, NAV_SESSIONS sessions (default 40) of NAV_STEPS
# commands (default 80) are played; NAV_MINUTES instead runs sessions until that many minutes
# have passed (the long run of `make fuzz-navigation-long`). NAV_ARGS adds options to every
# session's command line (`make check-tsan`: "--threads 2 --ponder"). A failure prints the
# seed, the session and the commands that led to it.
#
#   usage: KOSUMI=src/kosumi python3 tests/fuzz/navigation.py
import os
import random
import re
import shlex
import shutil
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
# The presets kata-set-rules takes: (ko rule, multi-stone suicide allowed).
RULES = {
    "tromp-taylor": ("positional", True), "japanese": ("simple", False),
    "korean": ("simple", False), "chinese": ("simple", False),
    "chinese-ogs": ("positional", False), "chinese-kgs": ("positional", False),
    "aga": ("situational", False), "bga": ("situational", False),
    "new-zealand": ("situational", True), "stone-scoring": ("simple", False),
    "ancient-territory": ("simple", False), "aga-button": ("situational", False),
    "goe": ("positional", True),
}
FIXED = {  # the four fixed_handicap corners (third line below 13x13) of the sizes used
    7: ["C3", "E5", "E3", "C5"], 9: ["C3", "G7", "G3", "C7"],
}
SIZES = [2, 3, 4, 5, 5, 6, 7, 7, 9, 9]


def other(c):
    return "w" if c == "b" else "b"


class Model:
    """A game: board {(col, row): 'b'|'w'}, the start position, every move since, and the
    positions (board, player to move) after each, for superko."""

    def __init__(self, size, rules):
        self.size, self.rules = size, rules
        self.start, self.start_to_play = {}, "b"
        self.moves = []        # (colour, (col, row) or None for a pass)
        self.replay()

    def copy(self):
        m = Model.__new__(Model)
        m.size, m.rules = self.size, self.rules
        m.start, m.start_to_play = dict(self.start), self.start_to_play
        m.moves = list(self.moves)
        m.board, m.ko, m.seen = dict(self.board), self.ko, set(self.seen)
        return m

    def key(self, board, to_play):
        stones = frozenset(board.items())
        return (stones, to_play) if RULES[self.rules][0] == "situational" else (stones, None)

    def replay(self):
        """Rebuilds board, ko and the superko history from start and moves; False when a move
        is illegal under the rules (the model is then unusable)."""
        self.board, self.ko = dict(self.start), None
        self.seen = {self.key(self.board, self.start_to_play)}
        moves, self.moves = self.moves, []
        for colour, p in moves:
            if self.legal(colour, p) is not None:
                return False
            self.play(colour, p)
        return True

    def neighbours(self, p):
        c, r = p
        for q in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
            if 0 <= q[0] < self.size and 0 <= q[1] < self.size:
                yield q

    def chain(self, board, p):
        colour, todo, stones, libs = board[p], [p], {p}, set()
        while todo:
            for q in self.neighbours(todo.pop()):
                if q not in board:
                    libs.add(q)
                elif board[q] == colour and q not in stones:
                    stones.add(q)
                    todo.append(q)
        return stones, libs

    def after(self, colour, p):
        """(board after colour plays p, captured count, own chain removed) or None when the
        move is a suicide the rules forbid (or of one stone)."""
        board = dict(self.board)
        board[p] = colour
        captured = []
        for q in self.neighbours(p):
            if board.get(q) == other(colour):
                stones, libs = self.chain(board, q)
                if not libs:
                    captured += stones
                    for s in stones:
                        del board[s]
        stones, libs = self.chain(board, p)
        if libs:
            return board, captured, False
        if len(stones) == 1 or not RULES[self.rules][1]:
            return None
        for s in stones:
            del board[s]
        return board, captured, True

    def legal(self, colour, p):
        """None when colour may play p (None: a pass), else why not."""
        if p is None:
            return None
        if not (0 <= p[0] < self.size and 0 <= p[1] < self.size):
            return "off board"
        if p in self.board:
            return "occupied"
        if self.ko == (other(colour), p):  # the opponent of the capturer may not retake
            return "ko"
        result = self.after(colour, p)
        if result is None:
            return "suicide"
        if RULES[self.rules][0] != "simple" and self.key(result[0], other(colour)) in self.seen:
            return "superko"
        return None

    def suicide(self, colour, p):
        """True when the move takes its own chain off (legal only where the rules allow it)."""
        result = self.after(colour, p)
        return result is None or result[2]

    def play(self, colour, p):
        self.ko = None
        if p is not None:
            board, captured, _ = self.after(colour, p)
            if len(captured) == 1 and board.get(p) == colour:
                stones, libs = self.chain(board, p)
                if len(stones) == 1 and len(libs) == 1:
                    self.ko = (colour, captured[0])
            self.board = board
        self.moves.append((colour, p))
        self.seen.add(self.key(self.board, other(colour)))

    def to_play(self):
        return other(self.moves[-1][0]) if self.moves else self.start_to_play

    def empty_points(self):
        return [(c, r) for c in range(self.size) for r in range(self.size)
                if (c, r) not in self.board]


def vertex(p):
    return "pass" if p is None else "%s%d" % (LETTERS[p[0]], p[1] + 1)


def parse(v, size):
    if v.lower() == "pass":
        return None
    m = re.fullmatch(r"([A-HJ-Z])([0-9]+)", v.upper())
    if not m:
        raise ValueError("not a vertex: %r" % v)
    return LETTERS.index(m.group(1)), int(m.group(2)) - 1


def sgf(model, komi):
    def point(p):
        return "" if p is None else "abcdefghijklmnopqrstuvwxy"[p[0]] + \
            "abcdefghijklmnopqrstuvwxy"[model.size - 1 - p[1]]
    head = "(;GM[1]FF[4]SZ[%d]KM[%g]" % (model.size, komi)
    if model.start:
        head += "AB" + "".join("[%s]" % point(p) for p in model.start)
        head += "PL[%s]" % model.start_to_play.upper()
    return head + "".join(";%s[%s]" % (c.upper(), point(p)) for c, p in model.moves) + ")"


class Failure(Exception):
    pass


class Session:
    def __init__(self, rng, scratch, index):
        self.rng, self.scratch, self.index = rng, scratch, index
        seed = rng.randrange(1 << 30)
        self.args = [gtp.kosumi_path(), "--seed", str(seed), "--playouts",
                     str(rng.choice([30, 100, 300])), "--resign-threshold",
                     rng.choice(["0", "0.1"])]
        if rng.random() < 0.25:
            self.args += ["--threads", "2"]
        # A small tree fills up: the kept tree must still be right when the budget is full.
        self.args += ["--nodes", str(rng.choice([1000, 20000, 200000]))]
        self.args += shlex.split(os.environ.get("NAV_ARGS", ""))
        self.engine = gtp.Engine("kosumi", self.args, timeout=120)
        self.log = []
        self.komi = 7.5
        self.model = Model(19, "tromp-taylor")
        self.lines = []       # earlier lines (lists of moves) to replay
        self.checked = 0      # moves checked against the model
        self.variation_pairs = 0

    def send(self, command, then=None):
        """Sends command (and `then` right behind it, unread); returns (success, text)."""
        self.log.append(command)
        if then is None:
            return self.engine.send(command)
        self.engine.write(command)
        self.engine.write(then)
        self.log.append(then)
        return self.engine.receive(command)

    def fail(self, message):
        """Stops the run: the message, the session's options, its last commands (all of them in
        navigation-failure.gtp in the working directory, to replay)."""
        with open("navigation-failure.gtp", "w") as f:
            f.write("".join(c + "\n" for c in self.log))
        raise Failure("%s\nsession %d: %s\nits last commands (all in navigation-failure.gtp):"
                      "\n  %s" % (message, self.index, " ".join(self.args[1:]),
                                   "\n  ".join(self.log[-30:])))

    def expect(self, command, success):
        ok, text = self.send(command)
        if ok != success:
            self.fail("%r answered %s %r, the model expected %s" % (
                command, "=" if ok else "?", text, "=" if success else "?"))
        return text

    # --- generated moves --------------------------------------------------------------------

    def check_move(self, what, colour, text, excluded=()):
        if text.lower() == "resign":
            return
        try:
            p = parse(text, self.model.size)
        except ValueError:
            self.fail("%s answered %r, not a vertex" % (what, text))
        if p is not None:
            why = self.model.legal(colour, p)
            if why is not None:
                self.fail("%s answered %s: illegal (%s) in the model" % (what, text, why))
            if self.model.suicide(colour, p):
                self.fail("%s answered %s: a suicide" % (what, text))
        if p in excluded:
            self.fail("%s answered %s, which its avoid/allow lists exclude" % (what, text))
        self.checked += 1

    def restrictions(self, colour):
        """Random avoid/allow arguments, and the root moves of `colour` they exclude."""
        empty = self.model.empty_points()
        if not empty or self.rng.random() < 0.4:
            return "", set()
        if self.rng.random() < 0.3:
            chosen = self.rng.sample(empty, min(len(empty), self.rng.randint(1, 3)))
            # A pass stays where no allowed move is playable (a root always keeps a move).
            excluded = set(empty) - set(chosen)
            who = self.rng.choice([colour, colour, other(colour)])
            return (" allow %s %s %d" % (who, ",".join(vertex(p) for p in chosen),
                                         self.rng.randint(1, 3)),
                    excluded if who == colour else set())
        args, excluded = "", set()
        for _ in range(self.rng.randint(1, 3)):
            chosen = self.rng.sample(empty, min(len(empty), self.rng.randint(1, 4)))
            who = self.rng.choice(["b", "w"])
            args += " avoid %s %s %d" % (who, ",".join(vertex(p) for p in chosen),
                                         self.rng.randint(1, 3))
            if who == colour:
                excluded |= set(chosen)
        return args, excluded

    def restricted(self, colour):
        """restricted_genmove among a few random points (a pass listed now and then)."""
        points = self.model.empty_points() + [None]
        points += [p for p in self.model.board if self.rng.random() < 0.1]
        chosen = self.rng.sample(points, min(len(points), self.rng.randint(1, 3)))
        ok, text = self.send("restricted_genmove %s %s" % (colour,
                                                           " ".join(map(vertex, chosen))))
        if not ok:
            self.fail("restricted_genmove failed: %s" % text)
        self.check_move("restricted_genmove", colour, text)
        if text.lower() == "resign":
            self.fail("restricted_genmove answered resign")
        p = parse(text, self.model.size)
        # A pass where a listed move is legal, no suicide and not even eye-like (the mover's
        # stones all around it) is no answer: genmove fills none of its own eyes, nothing else.
        playable = [q for q in chosen if q is not None and self.model.legal(colour, q) is None
                    and not self.model.suicide(colour, q)
                    and any(self.model.board.get(n) != colour for n in self.model.neighbours(q))]
        if p not in chosen and not (p is None and not playable):
            self.fail("restricted_genmove %s answered %s, not one of %s" % (
                colour, text, [vertex(q) for q in chosen]))

    def generate(self):
        colour = self.rng.choice([self.model.to_play()] * 3 + ["b", "w"])
        kind = self.rng.choice(["genmove", "genmove", "reg_genmove", "gg_genmove",
                                "restricted_genmove", "kgs-genmove_cleanup",
                                "kata-genmove_analyze", "lz-genmove_analyze"])
        if kind == "restricted_genmove":
            self.restricted(colour)
            return
        seed = ""
        if kind == "gg_genmove" and self.rng.random() < 0.5:
            seed = " %d" % self.rng.randint(0, 2 ** 64 - 1)
        if kind.endswith("_analyze"):
            args, excluded = self.restrictions(colour)
            ok, text = self.send("%s %s 0%s" % (kind, colour, args))
            if not ok:
                self.fail("%s failed: %s" % (kind, text))
            lines = text.split("\n")
            self.check_info(lines[:-1], colour, excluded, kind)
            if not lines[-1].startswith("play "):
                self.fail("%s: no play line in %r" % (kind, text[-200:]))
            move = lines[-1][5:].strip()
            # A pass the lists exclude is played only when no other move is left.
            self.check_move(kind, colour, move, excluded - {None})
        else:
            ok, text = self.send("%s %s%s" % (kind, colour, seed))
            if not ok:
                self.fail("%s %s failed: %s" % (kind, colour, text))
            self.check_move(kind, colour, text)
            move = text
            if kind in ("reg_genmove", "gg_genmove"):
                return
        if move.lower() != "resign":
            self.model.play(colour, parse(move, self.model.size))

    def check_info(self, lines, colour, excluded, what):
        for line in lines:
            for segment in line.split("info")[1:]:
                words = segment.split()
                if len(words) < 2 or words[0] != "move":
                    self.fail("%s: malformed info segment %r" % (what, segment[:100]))
                self.check_move(what + " (analysed move)", colour, words[1], excluded)

    def analyze(self):
        colour = self.rng.choice([self.model.to_play()] * 3 + ["b", "w"])
        kind = self.rng.choice(["kata-analyze", "lz-analyze"])
        args, excluded = self.restrictions(colour)
        # The next command, written at once, stops the analysis after its first step.
        ok, text = self.send("%s %s 1%s" % (kind, colour, args), then="protocol_version")
        if not ok:
            self.fail("%s failed: %s" % (kind, text))
        self.check_info(text.split("\n"), colour, excluded, kind)
        ok, text = self.engine.receive("protocol_version")
        if not ok or text != "2":
            self.fail("the command after %s answered %r" % (kind, text))

    # --- navigation -------------------------------------------------------------------------

    def play(self):
        colour = self.rng.choice([self.model.to_play()] * 4 + ["b", "w"])
        empty = self.model.empty_points()
        r = self.rng.random()
        if r < 0.06 or not empty:
            p = None
        elif r < 0.12 and self.model.board:
            p = self.rng.choice(list(self.model.board))  # occupied
        elif r < 0.2 and self.model.ko is not None:
            p = self.model.ko[1]                         # the ko retake
        else:
            p = self.rng.choice(empty)
        legal = self.model.legal(colour, p) is None
        self.expect("play %s %s" % (colour, vertex(p)), legal)
        if legal:
            self.model.play(colour, p)

    def undo(self, count=None):
        moves = len(self.model.moves)
        if count is None:
            success = moves > 0
            self.expect("undo", success)
            n = 1 if success else 0
        else:
            success = count <= moves
            self.expect("gg-undo %d" % count if count != 1 or self.rng.random() < 0.5
                        else "gg-undo", success)
            n = count if success else 0
        if n:
            self.remember()
            self.model.moves = self.model.moves[:-n]
            self.model.replay()

    def remember(self):
        if self.model.moves:
            self.lines.append((self.model.size, self.model.rules, dict(self.model.start),
                               self.model.start_to_play, list(self.model.moves)))
            del self.lines[:-8]

    def clear_and_replay(self):
        """clear_board, then an earlier line of this size (or this one) replayed move by move,
        or the same stones by other moves (passes put in)."""
        self.remember()
        lines = [ln for ln in self.lines if ln[0] == self.model.size and not ln[2]]
        self.expect("clear_board", True)
        self.model = Model(self.model.size, self.model.rules)
        if not lines:
            return
        moves = list(self.rng.choice(lines)[4])
        if self.rng.random() < 0.3 and len(moves) >= 2:
            # Each move of one colour after a pass of the other: same stones, other ko history.
            moves = [m for c, p in moves for m in ((other(c), None), (c, p))]
        for colour, p in moves[:self.rng.randint(0, len(moves))]:
            legal = self.model.legal(colour, p) is None
            self.expect("play %s %s" % (colour, vertex(p)), legal)
            if legal:
                self.model.play(colour, p)

    def random_line(self, length):
        """A random legal line of `length` moves from an empty board of this size and rules,
        mostly alternating, with few passes; as a model."""
        m = Model(self.model.size, self.model.rules)
        colour = "b"
        for _ in range(length):
            if self.rng.random() < 0.15:
                colour = other(colour)
            moves = [p for p in m.empty_points() if m.legal(colour, p) is None]
            p = self.rng.choice(moves) if moves and self.rng.random() < 0.9 else None
            m.play(colour, p)
            colour = other(colour)
        return m

    def variations(self):
        """Two lines that reach the same stones after as many moves with the same player to move
        but differ in what is legal next (the ko, the superko history): kosumi is asked for a
        move at the end of the first (a search, or reg_genmove's answer, is kept), then the GUI
        goes to the second, as it does between two variations of a record, and asks again."""
        if self.model.size > 4 or self.model.start:
            return  # such pairs are rare on larger boards: the search would take long
        length = self.rng.randint(4, 3 * self.model.size * self.model.size // 2)
        seen = {}
        for _ in range(200):
            m = self.random_line(length)
            to_play = m.to_play()
            legal = frozenset(p for p in m.empty_points() if m.legal(to_play, p) is None)
            key = (frozenset(m.board.items()), to_play)
            if key in seen and seen[key][1] != legal:
                first, second = seen[key][0], m
                break
            seen.setdefault(key, (m, legal))
        else:
            return
        for line in (first, second):
            self.expect("clear_board", True)
            self.model = Model(line.size, line.rules)
            for colour, p in line.moves:
                self.expect("play %s %s" % (colour, vertex(p)), True)
                self.model.play(colour, p)
            colour = self.model.to_play()
            kind = self.rng.choice(["genmove", "reg_genmove", "kata-genmove_analyze"]) \
                if line is first else self.rng.choice(["genmove", "kata-genmove_analyze"])
            if kind == "kata-genmove_analyze":
                ok, text = self.send("%s %s 0" % (kind, colour))
                if not ok:
                    self.fail("%s failed: %s" % (kind, text))
                lines = text.split("\n")
                self.check_info(lines[:-1], colour, set(), kind)
                move = lines[-1][5:].strip() if lines[-1].startswith("play ") else "?"
            else:
                ok, move = self.send("%s %s" % (kind, colour))
                if not ok:
                    self.fail("%s failed: %s" % (kind, move))
            self.check_move(kind + " (at the end of a variation)", colour, move)
            if kind != "reg_genmove" and line is first and move.lower() != "resign":
                self.expect("undo", True)  # back to the end of the first line
        self.variation_pairs += 1
        if move.lower() != "resign":
            self.model.play(colour, parse(move, self.model.size))

    def loadsgf(self):
        name = os.path.join(self.scratch, "line%d.sgf" % self.index)
        if self.rng.random() < 0.5 and self.lines:
            size, rules, start, start_to_play, moves = self.rng.choice(self.lines)
            line = Model(size, self.model.rules)
            line.start, line.start_to_play = dict(start), start_to_play
            line.moves = list(moves)
            if not line.replay():   # illegal under today's rules: play only the legal prefix
                line.moves, kept = [], line.moves
                line.replay()
                for c, p in kept:
                    if line.legal(c, p) is not None:
                        break
                    line.play(c, p)
            with open(name, "w") as f:
                f.write(sgf(line, self.komi))
            self.expect("loadsgf " + name, True)
            self.model = line
        else:
            self.expect("printsgf " + name, True)
            self.expect("loadsgf " + name, True)
            self.model.replay()

    def boardsize(self):
        size = self.rng.choice(SIZES)
        self.remember()
        self.expect("boardsize %d" % size, True)
        self.model = Model(size, self.model.rules)

    def set_rules(self):
        name = self.rng.choice(list(RULES))
        trial = self.model.copy()
        trial.rules = name
        legal = trial.replay()
        self.expect("kata-set-rules " + name, legal)
        if legal:
            self.model = trial

    def handicap(self):
        size = self.model.size
        if self.model.moves or self.model.start or self.model.board or size not in FIXED:
            return
        count = self.rng.randint(2, 4)
        text = self.expect("fixed_handicap %d" % count, True)
        stones = {parse(v, size) for v in text.split()}
        if stones != {parse(v, size) for v in FIXED[size]} and len(stones) != count:
            self.fail("fixed_handicap %d answered %r" % (count, text))
        self.model.start = {p: "b" for p in stones}
        self.model.start_to_play = "w"
        self.model.replay()

    def check_stones(self):
        for colour in ("b", "w"):
            text = self.expect("list_stones " + colour, True)
            seen = sorted(parse(v, self.model.size) for v in text.split())
            want = sorted(p for p, c in self.model.board.items() if c == colour)
            if seen != want:
                self.fail("list_stones %s: kosumi %s, the model %s" % (
                    colour, " ".join(map(vertex, seen)), " ".join(map(vertex, want))))

    def step(self):
        r = self.rng.random()
        if r < 0.34:
            self.play()
        elif r < 0.42:
            self.undo()
        elif r < 0.46:
            self.undo(self.rng.randint(1, 4))
        elif r < 0.52:
            self.clear_and_replay()
        elif r < 0.55:
            self.loadsgf()
        elif r < 0.58:
            self.boardsize()
        elif r < 0.61:
            self.komi = self.rng.choice([-5, 0, 0.5, 6.5, 7.5, 10.5, 150])
            self.expect("komi %g" % self.komi, True)
        elif r < 0.65:
            self.set_rules()
        elif r < 0.67:
            self.handicap()
        elif r < 0.69:
            self.expect("kosumi-param playouts %d" % self.rng.choice([20, 60, 200]), True)
        elif r < 0.73:
            self.variations()
        elif r < 0.88:
            self.generate()
        else:
            self.analyze()

    def run(self, steps):
        self.expect("boardsize %d" % self.model.size, True)
        self.boardsize()
        for _ in range(steps):
            self.step()
        self.check_stones()
        if self.engine.close() != 0:
            self.fail("kosumi did not exit 0; stderr %r" % self.engine.err[-500:])


def main():
    seed = int(os.environ.get("NAV_SEED", "20261125"))
    minutes = float(os.environ.get("NAV_MINUTES", "0"))
    sessions = int(os.environ.get("NAV_SESSIONS", "40"))
    steps = int(os.environ.get("NAV_STEPS", "80"))
    rng = random.Random(seed)
    tap.diag("seed %d (NAV_SEED replays it)" % seed)
    scratch = gtp.scratch_dir(os.path.join("tests", "fuzz"), "navigation-")
    start = time.monotonic()
    done = commands = checked = pairs = 0
    failure = None
    try:
        while (minutes > 0 and time.monotonic() - start < minutes * 60) or \
                (minutes <= 0 and done < sessions):
            s = Session(rng, scratch, done + 1)
            try:
                s.run(steps)
            except (Failure, gtp.GtpError) as e:
                failure = str(e)
                s.engine.close()
                break
            done += 1
            commands += len(s.log)
            checked += s.checked
            pairs += s.variation_pairs
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    tap.diag("%d sessions, %d commands, %d generated or analysed moves checked, %d pairs of "
             "variations to the same stones, %.0f s"
             % (done, commands, checked, pairs, time.monotonic() - start))
    tap.ok(failure is None, "random navigating sessions: every play answered as the model "
           "expects, every generated and analysed move legal and not excluded, the stones the "
           "model's", failure)
    tap.ok(checked > 0, "moves were checked (%d)" % checked)
    tap.finish()


if __name__ == "__main__":
    main()
