#!/usr/bin/env python3
# help-columns.py - help's list as a person reads it at a terminal (TAP): every command on a
# line of its own, its description (after the name, the arguments and at least two spaces)
# starting in the same column on every line, whatever the length of the longest synopsis; and
# `help COMMAND` gives that command's line.
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import gtp  # noqa: E402
import tap  # noqa: E402


def main():
    if not os.access(gtp.kosumi_path(), os.X_OK):
        return tap.bail("no kosumi program at '%s'" % gtp.kosumi_path())
    tap.plan(3)
    status, out, err = gtp.session(["list_commands", "help", "help time_settings"])
    blocks = gtp.answers(out)
    if status != 0 or len(blocks) != 3:
        return tap.bail("no answers: status %d, stdout %r, stderr %r" % (status, out, err))
    names = blocks[0][2:].split("\n")
    lines = blocks[1][1:].strip().split("\n")  # "=", then the list from the next line
    tap.ok([line.split(" ")[0] for line in lines] == names,
           "help has a line for each command list_commands names, in its order",
           "\n".join(lines))
    columns = {}
    for line in lines:
        m = re.search(r"\S {2,}(?=\S)", line)
        columns.setdefault(m.end() if m else None, []).append(line)
    tap.ok(len(columns) == 1 and None not in columns,
           "every description starts in one column (%s)" % sorted(
               (k for k in columns if k is not None)),
           "\n".join("column %s: %s" % (k, v[0]) for k, v in columns.items()))
    single = blocks[2][2:]
    tap.ok(single in lines, "help time_settings is its line of the list", repr(single))
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
