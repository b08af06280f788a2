# protocol.tst - GTP framing through the real program, and the administrative commands
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in protocol-errors.gtpt.

1 protocol_version
#? [2]
2 name
#? [kosumi]
3 version
#? [[0-9]+\.[0-9]+\.[0-9]+.*]

# Ids: echoed as sent, without leading zeros; the command after the id. (Tabs, blanks around
# the command, CRs and control bytes: protocol-errors.gtpt, as gogui-regress does not send them.)
0004 name
#? [kosumi]
7 name # protocol_version
#? [kosumi]

# known_command answers true for every listed command and false otherwise.
20 known_command play
#? [true]
21 known_command known_command
#? [true]
22 known_command gg-undo
#? [true]
23 known_command PLAY
#? [false]
24 known_command foo
#? [false]
25 known_command loadsgf
#? [true]
26 known_command kata-set-rules
#? [true]

# list_commands: one per line, sorted, the required and tournament commands among them.
30 list_commands
#? [all_legal\nboardsize\n(.*\n)?version]
31 list_commands
#? [(?s).*\nclear_board\n.*\ngenmove\n.*\nknown_command\nkomi\n.*\nlist_commands\n.*\nname\n.*\nplay\nprintsgf\nprotocol_version\nquit\n.*]
32 list_commands
#? [(?s).*\nfinal_score\nfinal_status_list\n.*\nfixed_handicap\n.*\nplace_free_handicap\n.*\nreg_genmove\nrestricted_genmove\nset_free_handicap\nshowboard\ntime_left\ntime_settings\nundo\n.*]
33 list_commands
#? [!.*\n\n.*]


# help: a line on every command from the command table (name, arguments, what it does), the
# list starting on the line after "=" so that it lines up; or the line on one command.
40 help genmove
#? [genmove COLOR +the engine chooses a move for COLOR and plays it]
41 help
#? [all_legal COLOR +the points where COLOR may play now\n(.*\n)?genmove COLOR +the engine .*\n(.*\n)?help \[COMMAND\] +this list, or the line on COMMAND\n(.*\n)?version +the engine's version]
42 help
#? [!.*\n\n.*]
