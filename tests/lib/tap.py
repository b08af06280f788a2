# tap.py - a small TAP producer for the Python test scripts
#
# One test script is one TAP stream: plan() first when the number of test points is known, else
# finish() prints the plan at the end; ok() and skip() print the test points, numbered here;
# finish() gives the script's exit status. A script imports it from its own directory, so that it
# works from the source tree, in a VPATH build and under `make distcheck`:
#
#     sys.dont_write_bytecode = True  # no __pycache__ in a (possibly read-only) source tree
#     sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
#     import tap
import sys

count = 0      # test points printed
failures = 0   # of them, "not ok" without a TODO
planned = None

# How much of a failed test point's detail ok() prints: at most detail_lines lines, the first ones
# or, with detail_tail, the last ones (the end of a terminal session says the most). A script may
# set these once at its top.
detail_lines = 40
detail_tail = False


def plan(n):
    """Prints the plan "1..n"; finish() then checks that n test points were printed."""
    global planned
    planned = n
    print("1..%d" % n)
    sys.stdout.flush()


def diag(text):
    """Prints text as TAP comments, "# " before each line."""
    for line in str(text).splitlines() or [""]:
        print("# " + line)
    sys.stdout.flush()


def ok(cond, name, detail=None, todo=None):
    """Prints test point "ok N - name" or "not ok N - name", with " # TODO todo" after it when
    todo is given (a known failure: it does not count as a failure). When cond is false and
    detail is not empty, str(detail) follows as "#   " comments, cut to detail_lines lines.
    Returns cond."""
    global count, failures
    count += 1
    if not cond and not todo:
        failures += 1
    print("%s %d - %s%s" % ("ok" if cond else "not ok", count, name,
                            " # TODO %s" % todo if todo else ""))
    if not cond and detail:
        text = str(detail).splitlines()
        for line in (text[-detail_lines:] if detail_tail else text[:detail_lines]):
            print("#   " + line)
    sys.stdout.flush()
    return cond


def skip(name, reason):
    """Prints test point "ok N - name # SKIP reason"."""
    global count
    count += 1
    print("ok %d - %s # SKIP %s" % (count, name, reason))
    sys.stdout.flush()


def skip_all(reason):
    """Prints the plan of a script that runs no test, "1..0 # SKIP reason"; returns 0, the exit
    status for it."""
    print("1..0 # SKIP %s" % reason)
    sys.stdout.flush()
    return 0


def bail(reason):
    """Prints "Bail out! reason" (the TAP driver stops reading and reports an error); returns 1,
    the exit status for it."""
    print("Bail out! %s" % reason)
    sys.stdout.flush()
    return 1


def finish():
    """Prints the plan if plan() was not called; returns the exit status: 1 when a test point
    failed or the plan was not kept, else 0."""
    if planned is None:
        print("1..%d" % count)
        sys.stdout.flush()
    return 1 if failures or (planned is not None and count != planned) else 0
