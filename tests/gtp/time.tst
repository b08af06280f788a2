# time.tst - time_settings, time_left, kgs-time_settings: accepted and stored, or refused as
# syntax errors; none of them changes the board
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in time-errors.gtpt.

boardsize 9
play b E5

# time_settings main_time byo_yomi_time byo_yomi_stones (GTP 4.2: Canadian byo-yomi; byo-yomi
# time with 0 stones means no limit, 0 byo-yomi time means absolute time).
1 time_settings 300 30 5
#? []
2 time_settings 0 1 0
#? []
3 time_settings 600 0 0
#? []
4 time_settings 60 60 10
#? []
5 time_settings 0 0 0
#? []
6 time_settings 1.5 2 3
#? []

# time_left color time stones (stones 0 while main time runs).
20 time_left b 290 0
#? []
21 time_left WHITE 25.5 3
#? []
22 time_left w 0 0
#? []
23 time_left b -2 0
#? []

# kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN PERIOD STONES
30 kgs-time_settings none
#? []
31 kgs-time_settings absolute 600
#? []
32 kgs-time_settings byoyomi 600 30 5
#? []
33 kgs-time_settings canadian 600 300 25
#? []
34 kgs-time_settings Byoyomi 0 10 1
#? []

# Nothing above touched the game; genmove still works with a clock set.
50 move_history
#? [black E5]
time_settings 10 5 1
time_left w 10 0
51 genmove w
#? [[A-HJ][1-9]]
52 list_stones white
#? [[A-HJ][1-9]]
