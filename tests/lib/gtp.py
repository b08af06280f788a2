# gtp.py - GTP engines for the Python test scripts: where kosumi and GNU Go are, a lock-step
# client over pipes (Engine), and a whole session on standard input (session, answers).
#
# Imported like tap.py (see there), from the script's own directory.
import os
import re
import select
import shutil
import subprocess
import tempfile
import time

# GNU Go with kosumi's default physics (Tromp-Taylor: area scoring, suicide, positional superko).
GNUGO_RULES = ["--chinese-rules", "--allow-suicide", "--positional-superko"]
# On 19x19 even level 0 thinks ~0.2 s a move on a random player's boards; cutting its reading
# depths and node limits to 1 (these override the level's values) makes it ~3 times faster.
GNUGO_FAST = ["-D", "1", "-B", "1", "-F", "1", "-K", "1", "--branch-depth", "1",
              "--backfill2-depth", "1", "--superstring-depth", "1", "--aa-depth", "1",
              "--owl-distrust", "1", "--owl-branch", "1", "--owl-reading", "1",
              "--owl-node-limit", "10", "--semeai-node-limit", "10"]


def kosumi_path():
    """The program under test, absolute: $KOSUMI, else src/kosumi under $top_builddir (default
    the current directory, the build tree under `make check`)."""
    return os.path.abspath(os.environ.get("KOSUMI") or os.path.join(
        os.environ.get("top_builddir", "."), "src", "kosumi"))


def scratch_dir(subdir, prefix):
    """A new temporary directory under `subdir` of the build tree (the working directory of a
    test), made for one script's files; its absolute path. The caller removes it."""
    os.makedirs(subdir, exist_ok=True)
    return os.path.abspath(tempfile.mkdtemp(prefix=prefix, dir=subdir))


def gnugo_path():
    """GNU Go: $GNUGO (configure's), else gnugo on PATH or in /usr/games; "" when not found."""
    return os.environ.get("GNUGO") or shutil.which("gnugo") or (
        "/usr/games/gnugo" if os.access("/usr/games/gnugo", os.X_OK) else "")


class GtpError(Exception):
    pass


class Engine:
    """A GTP engine on pipes, driven in lock-step: send() a command, read its response. Its
    standard error is collected in err (the tail goes into error messages)."""

    def __init__(self, name, argv, cwd=None, timeout=60):
        self.name = name
        self.cwd = cwd
        self.timeout = timeout
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=cwd)
        self.buf = b""
        self.err = b""

    def send(self, command):
        """Sends command; returns (success, text): text without "=id " or "?id ", CRs and the
        blanks around it. Raises GtpError when the engine cannot be written to, does not answer
        within the timeout, exits, or answers something that is not a GTP response."""
        self.write(command)
        return self.receive(command)

    def write(self, command):
        """Sends command without waiting for its response (receive() reads it)."""
        try:
            self.proc.stdin.write(command.encode() + b"\n")
            self.proc.stdin.flush()
        except OSError as e:
            raise GtpError("%s: cannot send %r: %s; stderr %r" % (self.name, command, e,
                                                                 self.err[-500:]))

    def receive(self, command):
        """Reads the next response, to command (named in errors); returns as send() does."""
        deadline = time.monotonic() + self.timeout
        fds = [self.proc.stdout, self.proc.stderr]
        while b"\n\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise GtpError("%s: no answer to %r within %d s" % (self.name, command,
                                                                    self.timeout))
            ready, _, _ = select.select(fds, [], [], left)
            for f in ready:
                chunk = os.read(f.fileno(), 65536)
                if f is self.proc.stderr:
                    self.err += chunk
                    if not chunk:
                        fds.remove(f)
                elif not chunk:
                    raise GtpError("%s: exited (status %s) on %r; stderr %r" % (
                        self.name, self.proc.wait(), command, self.err[-500:]))
                else:
                    self.buf += chunk
        raw, self.buf = self.buf.split(b"\n\n", 1)
        text = raw.decode("latin-1").replace("\r", "")
        m = re.fullmatch(r"([=?])[0-9]* ?(.*)", text, re.S)
        if not m:
            raise GtpError("%s: malformed response %r to %r" % (self.name, text, command))
        return m.group(1) == "=", m.group(2).strip()

    def must(self, command):
        """Sends command; returns the text of its success, raises GtpError on a failure."""
        success, text = self.send(command)
        if not success:
            raise GtpError("%s: %r failed: %s" % (self.name, command, text))
        return text

    def close(self):
        """Sends quit; returns the exit status (None when the engine had to be killed)."""
        try:
            self.send("quit")
            self.proc.stdin.close()
            status = self.proc.wait(10)
            self.err += self.proc.stderr.read()
            return status
        except (GtpError, OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
            return None


def session(commands, args=(), cwd=None, timeout=60):
    """Runs kosumi ARGS once with commands on its standard input (a list of lines, or bytes sent
    as they are) and waits for it; returns (exit status, stdout, stderr), both decoded as
    latin-1. Raises subprocess.TimeoutExpired after timeout seconds."""
    data = commands if isinstance(commands, bytes) else "".join(
        c + "\n" for c in commands).encode()
    run = subprocess.run([kosumi_path(), *args], input=data, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, cwd=cwd, timeout=timeout)
    return run.returncode, run.stdout.decode("latin-1"), run.stderr.decode("latin-1")


def answers(out):
    """A session's stdout as its responses, "= ..." or "? ...", without the empty lines."""
    return [b.lstrip("\n") for b in out.split("\n\n") if b.strip() != ""]


LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def parse_vertex(v, size):
    """A GTP vertex ("C4") on a size x size board as (column, row) from 0; GtpError when it is
    malformed or off the board."""
    m = re.fullmatch(r"([A-HJ-Z])([0-9]+)", v.upper())
    if not m:
        raise GtpError("bad vertex %r" % v)
    col, row = LETTERS.index(m.group(1)), int(m.group(2)) - 1
    if col >= size or not 0 <= row < size:
        raise GtpError("vertex %r off a %dx%d board" % (v, size, size))
    return col, row


def area_score(black, white, size, komi):
    """Tromp-Taylor: stones plus empty regions reaching only one colour; B - W - komi."""
    board = {}
    for p in black:
        board[p] = "b"
    for p in white:
        board[p] = "w"
    area = {"b": len(black), "w": len(white)}
    seen = set()
    for x in range(size):
        for y in range(size):
            if (x, y) in board or (x, y) in seen:
                continue
            region, reach, todo = 0, set(), [(x, y)]
            seen.add((x, y))
            while todo:
                cx, cy = todo.pop()
                region += 1
                for n in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                    if not (0 <= n[0] < size and 0 <= n[1] < size):
                        continue
                    if n in board:
                        reach.add(board[n])
                    elif n not in seen:
                        seen.add(n)
                        todo.append(n)
            if len(reach) == 1:
                area[reach.pop()] += region
    return area["b"] - area["w"] - komi, area


def format_score(margin):
    """A margin as final_score writes it: "0", or at least one decimal ("B+2.0", "W+0.25")."""
    if margin == 0:
        return "0"
    digits = ("%.6f" % abs(margin)).rstrip("0")
    return "%s+%s" % ("B" if margin > 0 else "W", digits + "0" if digits.endswith(".") else digits)


def gnugo_status(gnugo, path, chinese):
    """GNU Go's answers to loadsgf, final_status_list dead, final_score and quit on the finished
    game at path, with its default options (Japanese rules) or --chinese-rules; None when it did
    not answer all four with success."""
    argv = [gnugo, "--mode", "gtp"] + (["--chinese-rules"] if chinese else [])
    run = subprocess.run(argv, input="loadsgf %s\nfinal_status_list dead\nfinal_score\nquit\n"
                         % os.path.basename(path), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, timeout=600,
                         cwd=os.path.dirname(os.path.abspath(path)))
    got = answers(run.stdout)
    return got if len(got) == 4 and all(a.startswith("=") for a in got) else None

