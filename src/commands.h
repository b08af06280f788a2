/* commands.h - kosumi's GTP session: the one command table, its handlers and their state
 *
 * A struct session holds everything a GTP conversation changes (the game, komi, clocks, the
 * random generator, options) and answers on the FILE * it was created with, so a session runs
 * in-process as well as on stdin/stdout: tests and the fuzz target create one over
 * open_memstream(), feed it bytes, and free it. There are no globals.
 */
#ifndef KOSUMI_COMMANDS_H
#define KOSUMI_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "engine/engine.h"
#include "game.h"
#include "gtp.h"

/* Flags of a struct gtp_command row (its `flags` field). */
enum {
    COMMANDS_CHANGES_BOARD = 1u << 0, /* --show-board shows the board after it succeeds */
    COMMANDS_COLOR_ARG = 1u << 1,     /* its first argument is a color (completion) */
};

struct session_options {
    uint64_t seed;    /* seeds the move generator's random stream */
    bool verbose;     /* diagnostics to `err` */
    bool show_board;  /* showboard after each command that changes the board */
    bool interactive; /* a person at a terminal: --show-board boards go to `out`, else `err` */
    FILE *err;        /* diagnostics; NULL: stderr */
    const struct rules *rules; /* the rules to start with (session_new only); NULL: tromp-taylor */
    struct engine_options engine; /* genmove's search: effort, threads, resigning, memory */
};

/* The defaults: seed 0, everything off, err NULL, the engine's defaults. */
void session_options_init(struct session_options *o);

/* A new session (19x19, komi 7.5, opt->rules or else tromp-taylor rules) answering on `out`.
 * NULL when out of memory. */
struct session *session_new(FILE *out, const struct session_options *opt);
void session_free(struct session *s);

/* Runs one command line (as gtp_execute: without its newline, modified in place, anything
 * allowed in it). Returns GTP_QUIT once `quit` was answered or the output failed, else
 * GTP_CONTINUE; after GTP_QUIT the session answers nothing more. */
int session_execute(struct session *s, char *line, size_t len, bool too_long);

/* Feeds raw input bytes (any bytes, any split into calls): every line completed is run in order.
 * session_end() runs a last line that has no newline. Both return GTP_QUIT once the session is
 * over (later input is ignored), else GTP_CONTINUE; GTP_QUIT also when out of memory. */
int session_feed(struct session *s, const void *data, size_t len);
int session_end(struct session *s);

/* The GTP loop: reads commands from `fd` and answers them until `quit` or the end of the input.
 * Returns the process exit status: 0, or 1 after a read or write error. */
int session_run(struct session *s, int fd);

/* The game the session is playing, for inspection (tests, the fuzz target's board_check). */
const struct game *session_game(const struct session *s);

/* The command table (sorted by name), and its number of rows in *count. */
const struct gtp_command *commands_table(size_t *count);

/* Tab completion: the index-th candidate (0, 1, ... until NULL) for the word that follows
 * `before`, the text of the line before that word: command names at the start of a line (after
 * an optional id), colors as the first argument of a command that takes one, the statuses of
 * final_status_list and the systems of kgs-time_settings. Candidates are not filtered by the
 * word's prefix; the caller does that. */
const char *commands_complete(const char *before, size_t index);

#endif
