/* session_state.h - struct session: the state a GTP session's handlers share
 *
 * Only session.c and the command handlers (commands*.c) see inside it; everything else holds a
 * struct session * through session.h.
 */
#ifndef KOSUMI_SESSION_STATE_H
#define KOSUMI_SESSION_STATE_H

#include <stdbool.h>
#include <stdio.h>

#include "core/game.h"
#include "engine/engine.h"
#include "engine/timeman.h"
#include "gtp/gtp.h"
#include "gtp/session.h"
#include "util/rng.h"

struct session {
    struct gtp gtp;
    struct game game;
    struct rng rng;               /* genmove's random stream, from opt.seed */
    struct timeman clock;         /* time_settings, kgs-time_settings, time_left feed it */
    struct engine *engine;        /* genmove's search, with the tree it keeps between moves */
    struct session_options opt;
    FILE *out, *err;
    struct gtp_reader *reader; /* for session_feed */
    struct gtp_reader *input;  /* session_run's reader while it runs, for commands that watch
                                * for input (lz-analyze); NULL otherwise */
    bool over;                 /* quit answered, or the output failed */
    bool interruptible;        /* gogui-interrupt was received: genmove watches for "# interrupt" */
    bool ponder_next;          /* genmove played a move: ponder (opt.ponder) before reading on */
    /* One info line of the analysis commands (commands_analyze.c): every root move with its
     * fields and principal variation, and the ownership of every point. */
    char analysis_line[SEARCH_MAX_MOVES * 160 + BOARD_MAX_POINTS * 12];
};

#endif
