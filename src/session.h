/* session.h - the state GTP handlers share, and the helpers they use to read arguments and
 * write answers
 *
 * Internal to the GTP command modules (commands.c, commands_*.c, session.c); everything else
 * uses commands.h. Handlers live in files by theme, each command one row of the one table in
 * commands.c.
 */
#ifndef KOSUMI_SESSION_H
#define KOSUMI_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "commands.h"
#include "engine/engine.h"
#include "game.h"
#include "gtp.h"
#include "rng.h"

struct session {
    struct gtp gtp;
    struct game game;
    struct rng rng;               /* genmove's random stream, from opt.seed */
    struct engine_time time;      /* time_settings / kgs-time_settings */
    struct engine_clock clock[3]; /* time_left, per color */
    struct engine *engine;        /* genmove's search, with the tree it keeps between moves */
    struct session_options opt;
    FILE *out, *err;
    struct gtp_reader *reader; /* for session_feed */
    bool over;                 /* quit answered, or the output failed */
};

#define SYNTAX_COLOR "syntax error: invalid color"
#define SYNTAX_VERTEX "syntax error: invalid vertex"
#define SYNTAX_OFF_BOARD "syntax error: vertex not on the board"
#define SYNTAX_INT "syntax error: not an integer"
#define SYNTAX_NUMBER "syntax error: not a number"

/* Big enough for a 25x25 diagram (28 lines of at most 56 characters) and its footer. */
#define DIAGRAM_MAX 4096

/* A decimal integer, optionally signed, that fits in an int. */
bool session_parse_int(const char *s, int *out);

/* A non-negative session_parse_int. */
bool session_parse_count(const char *s, int *out);

/* A finite decimal number: [+-]digits[.digits][e[+-]digits] (or .digits); no hex, inf or nan. */
bool session_parse_number(const char *s, double *out);

/* The point a vertex argument names on the current board; NULL on success, else the failure
 * message. Passes are refused unless allow_pass. */
const char *session_parse_vertex(const struct session *s, const char *arg, bool allow_pass,
                                 int *out);

/* Point p of the current board as a vertex ("D4", "pass") in buf (COORD_VERTEX_MAX bytes). */
const char *session_vertex(const struct session *s, int p, char *buf);

/* Prints the points marked in `mark` (indexed by point) in reading order (top row first, left to
 * right), space-separated. */
void session_print_marked(struct session *s, struct gtp *g, const bool *mark);

/* The board diagram of showboard: coordinates on all four sides, '+' on the star points, the last
 * move in parentheses, then prisoners and the last move in words. Never holds an empty line.
 * Writes into buf (always NUL-terminated). */
void session_board_diagram(const struct session *s, char *buf, size_t size);

/* A diagnostic line on the session's error stream, only with --verbose. */
void session_verbose(const struct session *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* --- handlers in commands_sgf.c: SGF records (rows in commands.c's table) --------------------- */

/* loadsgf FILE [MOVE_NUMBER]: the record's position before move MOVE_NUMBER (or at the end) with
 * its size, komi and rules; answers the color to move. Any failure: "cannot load file: ...". */
int cmd_loadsgf(struct session *s, struct gtp *g, int argc, char **argv);

/* printsgf [FILE]: the game as an SGF record, as the response or into FILE. */
int cmd_printsgf(struct session *s, struct gtp *g, int argc, char **argv);

/* --- commands_rules.c: the rules commands ----------------------------------------------------- */

/* kata-get-rules, kata-set-rules SPEC..., kgs-rules NAME: handlers for the table. */
int cmd_kata_get_rules(struct session *s, struct gtp *g, int argc, char **argv);
int cmd_kata_set_rules(struct session *s, struct gtp *g, int argc, char **argv);
int cmd_kgs_rules(struct session *s, struct gtp *g, int argc, char **argv);

/* The enum score_point a final_status_list status names (black_territory, white_territory,
 * dame), or -1 for any other status. */
int session_territory_status(const char *status);

/* Answers final_status_list for a territory status: the empty points whose game_score owner is
 * `owner` (an enum score_point of session_territory_status), on one line as GNU Go does. */
int session_answer_territory(struct session *s, struct gtp *g, int owner);

#endif
