#!/usr/bin/env python3
# files.py - the files `kosumi review -o FILE` and `--svg FILE` write (TAP)
#
# As printsgf FILE: a FIFO, a device and a directory (also behind a symbolic link) are refused
# with "cannot write 'NAME': REASON", exit status 1, and stay what they were; a symbolic link to
# a regular file is written through (the link stays a link, the file it names gets the record);
# an existing file keeps its mode, and a new one gets 0666 less the umask. A review writes whole
# files or nothing: one refused output leaves the other untouched too. The outputs are checked
# before the review searches, a missing directory included; one that still fails at the end (its
# directory removed meanwhile) loses nothing of the other.
#
# Every file is made in a scratch directory under the build tree (tests/review/files.tmp.XXXX,
# removed at the end): the device is a null device made there with mknod (root only; skipped
# otherwise), never a system's device. Environment: KOSUMI (default ./src/kosumi).
import errno
import os
import shutil
import stat
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402

KOSUMI = gtp.kosumi_path()
GAME = b"(;GM[1]FF[4]SZ[5];B[cc];W[dd];B[bd])\n"
EFFORT = ["--playouts", "1", "--seed", "1"]
TIMEOUT = 60
NOT_REGULAR = "not a regular file"


def review(tmp, *args):
    """kosumi review game.sgf ARGS in tmp, umask 022: (exit status, stderr)."""
    run = subprocess.run([KOSUMI, "review", "game.sgf", *args, *EFFORT], cwd=tmp,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT,
                         preexec_fn=lambda: os.umask(0o022))
    return run.returncode, run.stderr.decode("utf-8", "replace")


def kind(path):
    """What path is, its symbolic link not followed: 'fifo', 'chr', 'dir', 'link', 'file' or
    'none'."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return "none"
    for test, name in ((stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "chr"), (stat.S_ISDIR, "dir"),
                       (stat.S_ISLNK, "link"), (stat.S_ISREG, "file")):
        if test(mode):
            return name
    return "other"


def refused(tmp, what, option, name, make, reason):
    """make() creates tmp/name; review OPTION NAME must fail with reason, leave name of the
    kind it was, and write no other file (the other output included)."""
    make(os.path.join(tmp, name))
    before = {f: kind(os.path.join(tmp, f)) for f in os.listdir(tmp)}
    other = ["--svg", "other.svg"] if option == "-o" else ["-o", "other.sgf"]
    try:
        status, err = review(tmp, option, name, *other)
    except subprocess.TimeoutExpired:
        return tap.ok(False, what, "the review hung")
    after = {f: kind(os.path.join(tmp, f)) for f in os.listdir(tmp)}
    want = "kosumi review: cannot write '%s': %s" % (name, reason)
    problems = []
    if status != 1 or want not in err:
        problems.append("exit %d, stderr %r; expected exit 1 and %r" % (status, err, want))
    if after != before:
        problems.append("files before %r, after %r" % (before, after))
    return tap.ok(not problems, "%s %s: refused (%s), nothing written" % (option, what, reason),
                  "\n".join(problems))


def make_fifo(path):
    os.mkfifo(path)


def make_device(path):
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # a null device


def make_link_to(target):
    def make(path):
        os.symlink(target, path)
    return make


def test_written(tmp):
    """A symbolic link written through, an existing file's mode kept, a new file's mode."""
    problems = []
    with open(os.path.join(tmp, "target.sgf"), "w") as f:
        f.write("old")
    os.chmod(os.path.join(tmp, "target.sgf"), 0o640)
    os.symlink("target.sgf", os.path.join(tmp, "link.sgf"))
    with open(os.path.join(tmp, "old.svg"), "w") as f:
        f.write("old")
    os.chmod(os.path.join(tmp, "old.svg"), 0o604)
    status, err = review(tmp, "-o", "link.sgf", "--svg", "old.svg")
    if status != 0:
        problems.append("exit %d, stderr %r" % (status, err))
    if kind(os.path.join(tmp, "link.sgf")) != "link":
        problems.append("link.sgf is a %s now, not a link" % kind(os.path.join(tmp, "link.sgf")))
    with open(os.path.join(tmp, "target.sgf")) as f:
        if not f.read().startswith("(;"):
            problems.append("target.sgf does not hold the review")
    for name, mode in (("target.sgf", 0o640), ("old.svg", 0o604)):
        got = stat.S_IMODE(os.stat(os.path.join(tmp, name)).st_mode)
        if got != mode:
            problems.append("%s: mode %o, expected %o as before" % (name, got, mode))
    tap.ok(not problems, "a link to a file is written through, staying a link; an existing "
           "file keeps its mode", "\n".join(problems))

    status, err = review(tmp, "-o", "new.sgf", "--svg", "new.svg")
    modes = {n: stat.S_IMODE(os.stat(os.path.join(tmp, n)).st_mode) if os.path.exists(
        os.path.join(tmp, n)) else None for n in ("new.sgf", "new.svg")}
    tap.ok(status == 0 and modes == {"new.sgf": 0o644, "new.svg": 0o644},
           "new files get 0666 less the umask (022: 0644)",
           "exit %d, stderr %r, modes %r" % (status, err, modes))


def test_missing_directory(tmp):
    """An output in a directory that does not exist is refused before the review searches: at
    a hundred million playouts a position, a review that searched first would never end."""
    for option, name in (("-o", "no/such/dir/x.sgf"), ("--svg", "no/such/dir/x.svg")):
        want = "kosumi review: cannot write '%s': %s" % (name, os.strerror(errno.ENOENT))
        try:
            run = subprocess.run([KOSUMI, "review", "game.sgf", option, name, "--playouts",
                                  "100000000"], cwd=tmp, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, timeout=20)
            status, err = run.returncode, run.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            status, err = None, "still reviewing after 20 s"
        tap.ok(status == 1 and want in err,
               "%s in a missing directory: refused before the review (%r)" % (option, want),
               "exit %r, stderr %r" % (status, err))


def cpu_seconds(pid):
    """The processor time process pid has used (Linux's /proc; 1.0 where it cannot be read,
    so that a waiting caller goes on)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 1.0


def test_keeps_what_succeeded(tmp):
    """The graph's directory removed while the review runs (the check before it passed): the
    record is still written, the graph's failure reported, exit status 1."""
    os.mkdir(os.path.join(tmp, "gone"))
    with open(os.path.join(tmp, "long.sgf"), "wb") as f:
        f.write(b"(;GM[1]FF[4]SZ[9]" + b"".join(b";B[%ca];W[%ci]" % (c, c)
                                                  for c in b"abcdefghi") + b")\n")
    # 19 positions at 0.2 s each: about 4 s of review. The directory goes once the review has
    # used a quarter of a second of processor time (the paths are checked before any search),
    # not after a fixed wait, which a loaded machine could spend starting the program.
    proc = subprocess.Popen([KOSUMI, "review", "long.sgf", "-o", "kept.sgf", "--svg",
                             "gone/graph.svg", "--time", "0.2"], cwd=tmp,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + TIMEOUT
    while cpu_seconds(proc.pid) < 0.25 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    os.rmdir(os.path.join(tmp, "gone"))
    out, err = proc.communicate(timeout=TIMEOUT)
    err = err.decode("utf-8", "replace")
    kept = os.path.join(tmp, "kept.sgf")
    record = open(kept, "rb").read() if os.path.exists(kept) else b""
    tap.ok(proc.returncode == 1 and "cannot write 'gone/graph.svg'" in err and
           record.startswith(b"(;") and b"kosumi review" in record,
           "a graph that cannot be written at the end loses no record: kept.sgf written, "
           "status 1", "exit %d, stderr %r, kept.sgf %r" % (proc.returncode, err, record[:60]))


def main():
    if not os.access(KOSUMI, os.X_OK):
        return tap.bail("no kosumi program at '%s'" % KOSUMI)
    tmp = gtp.scratch_dir(os.path.join("tests", "review"), "files.tmp.")
    try:
        tap.plan(12)
        with open(os.path.join(tmp, "game.sgf"), "wb") as f:
            f.write(GAME)
        refused(tmp, "a FIFO", "-o", "fifo.sgf", make_fifo, NOT_REGULAR)
        refused(tmp, "a FIFO", "--svg", "fifo.svg", make_fifo, NOT_REGULAR)
        refused(tmp, "a symbolic link to a FIFO", "-o", "link-fifo.sgf",
                make_link_to("fifo.sgf"), NOT_REGULAR)
        refused(tmp, "a directory", "--svg", "dir.svg", os.mkdir, os.strerror(errno.EISDIR))
        refused(tmp, "a symbolic link to a directory", "-o", "link-dir.sgf",
                make_link_to("dir.svg"), os.strerror(errno.EISDIR))
        try:
            make_device(os.path.join(tmp, "probe"))
            os.unlink(os.path.join(tmp, "probe"))
            can_mknod = True
        except OSError:
            can_mknod = False
        for option, name in (("-o", "null.sgf"), ("--svg", "null.svg")):
            if can_mknod:
                refused(tmp, "a character device", option, name, make_device, NOT_REGULAR)
            else:
                tap.skip("%s a character device" % option, "mknod needs root")
        test_written(tmp)
        test_missing_directory(tmp)
        test_keeps_what_succeeded(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
