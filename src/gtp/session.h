/* session.h - a GTP session: its life (create, feed, run, free), and what its handlers share
 *
 * A struct session holds everything a GTP conversation changes (the game, the clocks, the random
 * generator, options) and answers on the FILE * it was created with, from the command table it
 * was given, so a session runs in-process as well as on stdin/stdout: tests and the fuzz target
 * create one over open_memstream(), feed it bytes, and free it. There are no globals. The
 * handlers see the struct's fields through session_state.h.
 */
#ifndef KOSUMI_SESSION_H
#define KOSUMI_SESSION_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/game.h"
#include "engine/engine.h"
#include "gtp/gtp.h"
#include "util/format.h"
#include "util/terminal.h"

/* A flag of a command table row (struct gtp_command's `flags`): --show-board shows the board
 * after the command succeeds. */
#define SESSION_CHANGES_BOARD (1u << 0)

struct session;

struct session_options {
    uint64_t seed;    /* seeds the move generator's random stream */
    bool verbose;     /* diagnostics to `err` */
    bool show_board;  /* showboard after each command that changes the board */
    bool interactive; /* a person at a terminal: --show-board boards go to `out`, else `err` */
    bool ponder;      /* after genmove, search on until the next command arrives (session_run) */
    FILE *err;        /* diagnostics; NULL: stderr */
    /* A flag the caller's SIGINT handler raises (Ctrl-C at the terminal), or NULL: while it is
     * raised, the searches of genmove, kgs-genmove_cleanup, reg_genmove and genmove_analyze
     * stop and play (or answer) the best move found so far. Only read here. */
    volatile sig_atomic_t *interrupt;
    /* The person's terminal (util/terminal.h) in an interactive session whose input and output
     * are one, or NULL: there kata-analyze and lz-analyze search until a key is pressed,
     * redrawing a table, and a long genmove shows a line saying that it thinks. Not owned. */
    struct terminal *terminal;
    const struct rules *rules; /* the rules to start with (session_new only); NULL: tromp-taylor */
    struct engine_options engine; /* genmove's search: effort, threads, resigning, memory */
    /* The time moves are measured with, in seconds (the game clock is charged what a genmove
     * took); NULL: monotonic_seconds. Twin sessions that must compare equal after the same
     * genmoves (tests, the fuzz target) share a clock that stands still. */
    double (*now)(void);
};

/* The defaults: seed 0, everything off, err NULL, the engine's defaults. */
void session_options_init(struct session_options *o);

/* A new session (19x19, komi 7.5, opt->rules or else tromp-taylor rules) answering on `out` with
 * the handlers of `commands` (count rows, sorted by name, as gtp_init takes them; the handlers
 * get the struct session * as their context). NULL when out of memory. */
struct session *session_new(FILE *out, const struct session_options *opt,
                            const struct gtp_command *commands, size_t count);
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

/* Compares everything a command can change in two sessions: the game (board, start position,
 * history, player to move, komi, rules, handicap, and the superko history as the legality of
 * every move of either color shows it), the time settings and clocks, and the random stream.
 * Returns NULL when they are the same, else the name of the first part that differs ("board",
 * "komi", ...). For tests: a command answered with '?' must leave a session the same as a twin
 * that did not run it. */
const char *session_compare(const struct session *a, const struct session *b);

/* The session's time in seconds (session_options' now): differences are elapsed time. */
double session_now(const struct session *s);

/* A diagnostic line on the session's error stream, only with --verbose. */
void session_verbose(const struct session *s, const char *fmt, ...) FORMAT_PRINTF(2, 3);

#endif
