#!/usr/bin/env python3
# printsgf-files.py - printsgf FILE writes only a regular file or a new one (TAP)
#
# A FIFO (with or without a reader, or behind a symbolic link), a device, /dev/stdout (a pipe or
# the very file the responses go to) and a directory are refused with "cannot write file:
# 'NAME': REASON" at once, without writing a byte into them, and the session goes on: every
# session here must end within TIMEOUT seconds, or the test point fails instead of hanging.
# A regular file is replaced by the record (the printsgf response's text) and keeps its mode, a
# new one created with 0666 less the umask; a symbolic link to a file stays a link, the file it
# names replaced. (These files are written as kosumi review writes its own: src/util/writefile.h.)
#
# Files are made under the build tree (tests/sgf/printsgf-files.tmp.XXXX, removed at the end),
# named relative to it. Environment: KOSUMI (default ./src/kosumi).
import errno
import os
import shutil
import stat
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

KOSUMI = gtp.kosumi_path()
TIMEOUT = 10
GAME = ["boardsize 9", "clear_board", "play b e5", "play w c3"]
NOT_REGULAR = "not a regular file"


def run(tmp, name):
    """A game, printsgf name, then printsgf and name: the responses (success, text) after the
    game's. Raises subprocess.TimeoutExpired when the session hangs, ValueError when stdout holds
    anything but one response per command."""
    commands = GAME + ["printsgf " + name, "printsgf", "name"]
    status, out, err = gtp.session(commands, cwd=tmp, timeout=TIMEOUT)
    blocks = gtp.answers(out)
    if len(blocks) != len(commands) or any(b[:1] not in "=?" for b in blocks) or status != 0:
        raise ValueError("stdout is not one response per command (exit status %d): %r" % (
            status, out[:300]))
    return [(b[0] == "=", b[2:]) for b in blocks[len(GAME):]]


def refused(tmp, what, name, reason, check=None):
    """printsgf name must be refused for reason, the session going on; check() (if given) then
    returns a list of problems."""
    try:
        got = run(tmp, name)
    except subprocess.TimeoutExpired:
        return tap.ok(False, what, "the session hung: no end within %d s" % TIMEOUT)
    except ValueError as e:
        return tap.ok(False, what, str(e))
    problems = []
    want = (False, "cannot write file: '%s': %s" % (name, reason))
    if got[0] != want:
        problems.append("printsgf %s answered %r, expected %r" % (name, got[0], want))
    if not (got[1][0] and got[1][1].startswith("(;") and got[2][0]):
        problems.append("the session did not go on: %r" % got[1:])
    if check is not None:
        problems += check()
    return tap.ok(not problems, "%s: refused (%s)" % (what, reason), "\n".join(problems))


def test_fifo_with_reader(tmp):
    os.mkfifo(os.path.join(tmp, "read-fifo"))
    reader = os.open(os.path.join(tmp, "read-fifo"), os.O_RDONLY | os.O_NONBLOCK)
    try:
        def nothing_written():
            try:
                data = os.read(reader, 4096)
            except BlockingIOError:
                data = b""
            return ["%d bytes written into the FIFO" % len(data)] if data else []
        refused(tmp, "a FIFO with a reader", "read-fifo", NOT_REGULAR, nothing_written)
    finally:
        os.close(reader)


def test_stdout_file(tmp):
    """printsgf /dev/stdout when the responses go into a regular file: refused, and the file
    holds the responses only."""
    what = "/dev/stdout, a regular file holding the responses"
    path = os.path.join(tmp, "responses.txt")
    commands = GAME + ["printsgf /dev/stdout", "name"]
    with open(path, "wb") as out:
        try:
            proc = subprocess.run([KOSUMI], input="".join(c + "\n" for c in commands).encode(),
                                  stdout=out, stderr=subprocess.PIPE, cwd=tmp, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return tap.ok(False, what, "the session hung")
    with open(path, "rb") as f:
        text = f.read().decode("latin-1")
    blocks = gtp.answers(text)
    want = "? cannot write file: '/dev/stdout': the standard output"
    return tap.ok(proc.returncode == 0 and len(blocks) == len(commands) and
                  blocks[len(GAME)] == want and "(;" not in text,
                  what + ": refused (the standard output)", "stdout file holds %r" % text[-400:])


def test_regular(tmp):
    problems = []
    old = os.path.join(tmp, "old.sgf")
    with open(old, "w") as f:
        f.write("x" * 10000)  # longer than the record: it must be truncated
    os.chmod(old, 0o640)
    os.symlink("old.sgf", os.path.join(tmp, "link-to-old.sgf"))
    old_umask = os.umask(0o022)  # kosumi's, inherited
    try:
        for name in ("old.sgf", "new.sgf", "link-to-old.sgf"):
            try:
                got = run(tmp, name)
                with open(os.path.join(tmp, name)) as f:
                    written = f.read()
            except (subprocess.TimeoutExpired, ValueError, OSError) as e:
                problems.append("%s: %s" % (name, e))
                continue
            if got[0] != (True, "") or written != got[1][1] + "\n":
                problems.append("%s: answered %r, file holds %r" % (name, got[0], written[:200]))
    finally:
        os.umask(old_umask)
    modes = {n: stat.S_IMODE(os.stat(os.path.join(tmp, n)).st_mode)
             for n in ("old.sgf", "new.sgf")}
    if modes != {"old.sgf": 0o640, "new.sgf": 0o644}:
        problems.append("modes %r: old.sgf must keep 0640, new.sgf get 0644" % modes)
    if not os.path.islink(os.path.join(tmp, "link-to-old.sgf")):
        problems.append("link-to-old.sgf is no longer a symbolic link")
    tap.ok(not problems, "an existing regular file (also through a symbolic link, which stays "
           "one) is replaced by the record and keeps its mode, a new one created",
           "\n".join(problems))


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    tmp = gtp.scratch_dir(os.path.join("tests", "sgf"), "printsgf-files.tmp.")
    try:
        tap.plan(9)
        os.mkfifo(os.path.join(tmp, "fifo"))
        refused(tmp, "a FIFO without a reader", "fifo", NOT_REGULAR)
        test_fifo_with_reader(tmp)
        os.symlink("fifo", os.path.join(tmp, "link-to-fifo"))
        refused(tmp, "a symbolic link to a FIFO", "link-to-fifo", NOT_REGULAR)
        refused(tmp, "/dev/stdout, a pipe carrying the responses", "/dev/stdout", NOT_REGULAR)
        test_stdout_file(tmp)
        refused(tmp, "a character device", "/dev/null", NOT_REGULAR)
        try:  # a null device of our own, which a rename over it could not harm (root only)
            os.mknod(os.path.join(tmp, "null"), 0o666 | stat.S_IFCHR, os.makedev(1, 3))
            refused(tmp, "a character device in a writable directory", "null", NOT_REGULAR,
                    lambda: [] if stat.S_ISCHR(os.lstat(os.path.join(tmp, "null")).st_mode)
                    else ["the device was replaced"])
        except PermissionError:
            tap.skip("a character device in a writable directory", "mknod needs root")
        os.mkdir(os.path.join(tmp, "dir"))
        refused(tmp, "a directory", "dir", os.strerror(errno.EISDIR),
                lambda: ["the directory changed"] if os.listdir(os.path.join(tmp, "dir"))
                else [])
        test_regular(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
