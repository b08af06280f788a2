# analyze.tst - lz-genmove_analyze and kata-genmove_analyze: info lines, then the move, played
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format). lz-analyze and
# kata-analyze run until the next command arrives, which gogui-regress sends only after a
# response: they are checked in analyze-errors.gtpt and tests/gtp/analyze-stream.py.

boardsize 9
komi 7
play b E5
1 lz-genmove_analyze w 0
#? [info move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order 0 pv .*\nplay [A-HJ][1-9]]
2 list_stones white
#? [[A-HJ][1-9]]
3 kata-genmove_analyze b 0
#? [info move [A-HJ][1-9] visits [0-9]+ winrate 0\.[0-9]+ scoreMean -?[0-9.]+ scoreLead -?[0-9.]+ prior [01]\.[0-9]+ lcb [01]\.[0-9]+ order 0 pv .*\nplay [A-HJ][1-9]]
4 last_move
#? [black [A-HJ][1-9]]
5 lz-genmove_analyze w 0 allow w A1,J9 1
#? [(info move (A1|J9) .*\n)?play (A1|J9)]
6 last_move
#? [white (A1|J9)]
