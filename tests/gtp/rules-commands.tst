# rules-commands.tst - kata-get-rules, kata-set-rules, kgs-rules and kosumi-rules: every preset
# and alias to KataGo's JSON, JSON and shorthand specifications, round trips, the rules in words,
# and refusals that change nothing
#
# Run by tests/gtp/run-tst and by gogui-regress (run-tst.py describes the format); the
# error answers are checked in rules-commands-errors.gtpt.
# The JSON is KataGo's kata-get-rules format (keys sorted); '{' and '}' are escaped so that the
# patterns are valid Java regular expressions too (gogui-regress).

1 known_command kata-get-rules
#? [true]
2 known_command kata-set-rules
#? [true]
3 known_command kgs-rules
#? [true]
4 known_command kata-list-rules
#? [false]

# A new session plays Tromp-Taylor.
10 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]

# Every canonical preset (rules_preset_at's order).
20 kata-set-rules tromp-taylor
#? []
21 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
22 kata-set-rules japanese
#? []
23 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]
24 kata-set-rules korean
#? []
25 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]
26 kata-set-rules chinese
#? []
27 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
28 kata-set-rules chinese-ogs
#? []
29 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
30 kata-set-rules chinese-kgs
#? []
31 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
32 kata-set-rules aga
#? []
33 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
34 kata-set-rules bga
#? []
35 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
36 kata-set-rules new-zealand
#? []
37 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
38 kata-set-rules stone-scoring
#? []
39 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"ALL","whiteHandicapBonus":"0"\}]
40 kata-set-rules ancient-territory
#? []
41 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"ALL","whiteHandicapBonus":"0"\}]
42 kata-set-rules aga-button
#? []
43 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
44 kata-set-rules goe
#? []
45 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]

# Aliases and spellings: any case; '-', '_', ' ' or nothing between the words. The arguments are
# joined back with single spaces, so "new zealand" arrives whole.
60 kata-set-rules nz
#? []
61 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
62 kata-set-rules french
#? []
63 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
64 kata-set-rules ancient-area
#? []
65 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"ALL","whiteHandicapBonus":"0"\}]
66 kata-set-rules ing
#? []
67 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
68 kata-set-rules Tromp_Taylor
#? []
69 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
70 kata-set-rules TROMPTAYLOR
#? []
71 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
72 kata-set-rules new zealand
#? []
73 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
74 kata-set-rules new_zealand
#? []
75 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
76 kata-set-rules Chinese_KGS
#? []
77 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
78 kata-set-rules chineseogs
#? []
79 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
80 kata-set-rules aga button
#? []
81 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]

# KataGo's JSON, spaces allowed; missing keys come from tromp-taylor, and the tax defaults to SEKI
# under territory scoring.
100 kata-set-rules {"ko": "SIMPLE", "scoring": "TERRITORY"}
#? []
101 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":true,"tax":"SEKI","whiteHandicapBonus":"0"\}]
102 kata-set-rules {"ko":"situational","score":"area","suicide":false,"whiteHandicapBonus":"N-1","friendlyPassOk":true}
#? []
103 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
# kosumi's extension: no ko rule at all.
104 kata-set-rules {"ko":"NONE"}
#? []
105 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"NONE","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]

# KataGo's shorthand.
110 kata-set-rules koSITUATIONALscoreTERRITORYtaxALLsui0button1whbNfpok1
#? []
111 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","scoring":"TERRITORY","suicide":false,"tax":"ALL","whiteHandicapBonus":"N"\}]
112 kata-set-rules koPOSITIONALscoreAREA
#? []
113 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]

# Round trip: kata-get-rules's answer is a specification kata-set-rules takes.
120 kata-set-rules {"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"}
#? []
121 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
122 kata-set-rules {"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}
#? []
123 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]

# kgs-rules: the four KGS names, any case; chinese is chinese-kgs (positional superko).
130 kgs-rules chinese
#? []
131 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
132 kgs-rules japanese
#? []
133 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]
134 kgs-rules aga
#? []
135 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
136 kgs-rules new_zealand
#? []
137 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
138 kgs-rules JAPANESE
#? []
139 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]

# A game under japanese rules (its refusals are checked in rules-commands-errors.gtpt).
boardsize 9
komi 3.5
play b E5
play w C3

# A change of rules keeps the komi (3.5 here) and the game; komi inside the rules is refused
# (rules-commands-errors.gtpt), so the only way to set it is komi. Territory (japanese): no territory on this board.
180 final_score
#? [W\+3\.5]
181 kata-set-rules chinese
#? []
182 move_history
#? [white C3\nblack E5]
183 final_score
#? [W\+3\.5]

# kosumi-rules: the rules and komi in words on one line (GoGui's Rules view shows it in its status
# bar), the preset's name or "custom", and only what differs from the plainest rules.
190 kosumi-rules
#? [chinese rules: area scoring, simple ko, no suicide, white \+1 a handicap stone, komi 3\.5]
kata-set-rules tromp-taylor
komi 7.5
191 kosumi-rules
#? [tromp-taylor rules: area scoring, positional superko, suicide allowed, komi 7\.5]
kata-set-rules japanese
komi 6.5
192 kosumi-rules
#? [japanese rules: territory scoring, simple ko, no suicide, no points in seki, komi 6\.5]
kata-set-rules aga-button
193 kosumi-rules
#? [aga-button rules: area scoring, situational superko, no suicide, white \+1 a handicap stone after the first, button, komi 6\.5]
kata-set-rules stone-scoring
194 kosumi-rules
#? [stone-scoring rules: area scoring, simple ko, no suicide, two points less a group, komi 6\.5]
kata-set-rules {"ko":"NONE","scoring":"AREA","suicide":true}
195 kosumi-rules
#? [custom rules: area scoring, no ko rule, suicide allowed, komi 6\.5]
