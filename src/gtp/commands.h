/* commands.h - kosumi's GTP commands: the one table, tab completion, and the handlers the table
 * names (commands.c, commands_analyze.c, commands_rules.c, commands_score.c, commands_sgf.c)
 *
 * Handlers live in files by theme, each command one row of the one table in commands_table.c,
 * each handler named cmd_ and the command's name. A handler takes the struct session *
 * (session_state.h) as its context, checks all its arguments before it changes anything, and
 * answers through gtp_success() or gtp_failure().
 */
#ifndef KOSUMI_COMMANDS_H
#define KOSUMI_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/engine.h"
#include "gtp/gtp.h"

/* A flag of a table row, beside session.h's SESSION_CHANGES_BOARD: the command's first argument is
 * a color (tab completion offers them). */
#define COMMANDS_COLOR_ARG (1u << 1)

/* The command table (sorted by name), and its number of rows in *count: what session_new takes. */
const struct gtp_command *commands_table(size_t *count);

/* Tab completion: the index-th candidate (0, 1, ... until NULL) for the word that follows
 * `before`, the text of the line before that word: command names at the start of a line (after
 * an optional id) and after known_command and help, colors as the first argument of a command
 * that takes one, the statuses of final_status_list and the systems of kgs-time_settings.
 * Candidates are not filtered by the word's prefix; the caller does that. */
const char *commands_complete(const char *before, size_t index);

/* --- commands.c: the core handlers, and what genmove shares with genmove_analyze ------------ */

struct session;

/* The handlers of the table's commands of the same names (commands_table.c has each one's help
 * line); ctx is the struct session *. */
int cmd_protocol_version(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_name(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_version(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_known_command(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_list_commands(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_help(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_quit(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_boardsize(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_clear_board(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_komi(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_play(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_gogui_interrupt(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_gogui_title(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_genmove(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kgs_genmove_cleanup(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_reg_genmove(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_gg_genmove(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_restricted_genmove(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_fixed_handicap(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_place_free_handicap(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_set_free_handicap(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_undo(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_gg_undo(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_time_settings(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kgs_time_settings(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_time_left(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_showboard(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_captures(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_is_legal(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_all_legal(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_list_stones(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_color(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_countlib(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_findlib(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_last_move(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_move_history(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_cputime(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kosumi_policy(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kosumi_policy_view(void *ctx, struct gtp *g, int argc, char **argv);

/* kgs-time_settings' systems, for tab completion: index 0 up, NULL past the end. */
const char *commands_time_system_at(size_t index);

/* What genmove asks of the engine for `color`, on the session's clock. */
struct engine_request commands_engine_request(struct session *s, int color, bool cleanup);

/* After the engine chose p for `color` in answer to `command`, a search that began at `started`
 * (session_now): the --verbose line, then, when `play`, the time since charged to color's clock
 * and, unless p is a resignation, the move played on the game. NULL, or the failure text. */
const char *commands_generated(struct session *s, const char *command, int color, int p,
                               bool play, double started);

/* An engine_request progress function (ctx: the session): true when the search is to stop:
 * gogui-interrupt was received and "# interrupt" is waiting in the input, or Ctrl-C raised the
 * session's interrupt flag (session_options). */
struct search_result;
bool commands_interrupted(void *ctx, const struct search_result *r);

/* --- commands_analyze.c: analysis streamed while the search runs ----------------------------- */

/* lz-analyze [COLOR] [INTERVAL] [interval N] [minmoves N] [maxmoves N] [avoid|allow COLOR
 * VERTICES N]..., and kata-analyze with the same and [ownership true|false]. */
int cmd_lz_analyze(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kata_analyze(void *ctx, struct gtp *g, int argc, char **argv);

/* lz-genmove_analyze and kata-genmove_analyze COLOR [INTERVAL] [...]: genmove, with the info
 * lines of the analysis while it thinks, then "play MOVE"; the move is played. */
int cmd_lz_genmove_analyze(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kata_genmove_analyze(void *ctx, struct gtp *g, int argc, char **argv);

/* GoGui: gogui-analyze_commands, and the views it lists: kosumi-ownership (dboard, the search's
 * ownership, black positive), kosumi-preferred_moves (gfx, the most visited moves with their
 * visits) and kosumi-liberties (sboard, each stone's chain's liberties). */
int cmd_gogui_analyze_commands(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kosumi_ownership(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kosumi_preferred_moves(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kosumi_liberties(void *ctx, struct gtp *g, int argc, char **argv);
/* kosumi-winrate: the search's win rate and score lead of the position, Black's, on one line
 * (GoGui's string view, shown in its status bar). */
int cmd_kosumi_winrate(void *ctx, struct gtp *g, int argc, char **argv);

/* kosumi-param [KEY [VALUE]]: GoGui's settings (level, playouts, time, threads,
 * resign_threshold, ponder), listed, one shown, or set. */
int cmd_kosumi_param(void *ctx, struct gtp *g, int argc, char **argv);

/* --- commands_sgf.c: SGF records -------------------------------------------------------------- */

/* loadsgf FILE [MOVE_NUMBER]: the record's position before move MOVE_NUMBER (or at the end) with
 * its size, komi and rules; answers the color to move. Any failure: "cannot load file: ...". */
int cmd_loadsgf(void *ctx, struct gtp *g, int argc, char **argv);

/* printsgf [FILE]: the game as an SGF record, as the response or into FILE. */
int cmd_printsgf(void *ctx, struct gtp *g, int argc, char **argv);

/* --- commands_rules.c: the rules commands ----------------------------------------------------- */

/* kata-get-rules, kata-set-rules SPEC..., kgs-rules NAME, kosumi-rules (the rules and komi in
 * words, one line). */
int cmd_kata_get_rules(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kata_set_rules(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kgs_rules(void *ctx, struct gtp *g, int argc, char **argv);
int cmd_kosumi_rules(void *ctx, struct gtp *g, int argc, char **argv);

/* --- commands_score.c: the end of a game ------------------------------------------------------ */

/* final_score: the result as GNU Go writes it (W+3.5; 0 for a draw), the stones the engine
 * judges dead taken off under rules that take them off. */
int cmd_final_score(void *ctx, struct gtp *g, int argc, char **argv);

/* final_status_list STATUS: the chains that are alive, dead or in seki (a chain a line), or the
 * empty points of black_territory, white_territory or dame (one line). */
int cmd_final_status_list(void *ctx, struct gtp *g, int argc, char **argv);

/* final_status_list's statuses, in order, for tab completion: index 0 up, NULL past the end. */
const char *commands_final_status_at(size_t index);

#endif
