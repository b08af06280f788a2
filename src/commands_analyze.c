/* commands_analyze.c - lz-analyze: the search's thinking streamed to Sabaki and Lizzie
 *
 * `lz-analyze [COLOR] [INTERVAL] [interval N] [minmoves N] [maxmoves N]` answers "=" at once,
 * then searches the position with COLOR to move (default: the player to move) in steps of a few
 * hundred playouts on the kept tree, and every INTERVAL centiseconds writes one line of Leela
 * Zero's format, flushed:
 *
 *   info move D4 visits 120 winrate 5312 prior 1520 lcb 5101 order 0 pv D4 C3 ...
 *
 * one `info` segment per root move with visits, most visited first; winrate, prior and lcb are
 * integers in hundredths of a percent (Sabaki reads lz-analyze's winrates that way), winrate
 * for COLOR; prior is the move's share of the search's prior knowledge; lcb the winrate less
 * 1.96 standard errors. The search stops as soon as any input is waiting (a line, part of one, or
 * the end of input, also when already read into the buffer); a last info line and the empty line
 * close the response before the next command runs. Without a reader to watch (a terminal
 * session, session_feed), one step is searched.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "args.h"
#include "commands.h"
#include "coord.h"
#include "engine/search.h"
#include "session_state.h"

/* Playouts per analysis step: short enough that new input is seen within a few tens of
 * milliseconds even on 19x19. */
#define STEP_PLAYOUTS 256
#define PV_MAX 24
/* Centiseconds between info lines when the command gives none. */
#define DEFAULT_INTERVAL 100

struct analysis_request {
    int color;
    long interval; /* centiseconds */
    long minmoves, maxmoves;
};

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

/* Reads the arguments; returns NULL or the syntax error to answer. */
static const char *parse_request(const struct session *s, int argc, char **argv,
                                 struct analysis_request *req)
{
    *req = (struct analysis_request){.color = game_to_play(&s->game),
                                     .interval = DEFAULT_INTERVAL};
    int i = 1;
    if (i < argc && coord_parse_color(argv[i]) >= 0)
        req->color = coord_parse_color(argv[i++]);
    int n;
    if (i < argc && args_parse_count(argv[i], &n)) {
        req->interval = n;
        i++;
    }
    for (; i < argc; i += 2) {
        long *value = strcmp(argv[i], "interval") == 0   ? &req->interval
                      : strcmp(argv[i], "minmoves") == 0 ? &req->minmoves
                      : strcmp(argv[i], "maxmoves") == 0 ? &req->maxmoves
                                                         : NULL;
        if (value == NULL)
            return strcmp(argv[i], "allow") == 0 || strcmp(argv[i], "avoid") == 0
                       ? "syntax error: allow and avoid are not supported"
                       : "syntax error: expected [color] [interval] [interval|minmoves|maxmoves N]";
        if (i + 1 >= argc || !args_parse_count(argv[i + 1], &n))
            return "syntax error: expected a count after interval, minmoves or maxmoves";
        *value = n;
    }
    return NULL;
}

static bool input_waiting(const struct session *s)
{
    return s->input == NULL || gtp_reader_input_waiting(s->input);
}

/* Writes one info line from the search's result; false once the output failed. */
static bool write_info(struct session *s, const struct analysis_request *req,
                       const struct search_result *r)
{
    char line[SEARCH_MAX_MOVES * 48 + 64], vertex[COORD_VERTEX_MAX];
    size_t len = 0;
    long shown = 0;
    for (int i = 0; i < r->count; i++) {
        const struct search_move *m = &r->moves[i];
        if (req->maxmoves > 0 && shown >= req->maxmoves)
            break;
        if (m->visits == 0 && shown >= req->minmoves)
            break;
        double w = m->visits > 0 ? m->winrate : 0;
        double lcb = m->visits > 0 ? w - 1.96 * sqrt(w * (1 - w) / (double)m->visits) : 0;
        coord_format(&s->game.board, m->move, vertex);
        int n = snprintf(line + len, sizeof line - len,
                         "%sinfo move %s visits %ld winrate %d prior %d lcb %d order %ld pv",
                         shown > 0 ? " " : "", vertex, m->visits, (int)lround(w * 10000),
                         (int)lround(m->prior * 10000), (int)lround((lcb > 0 ? lcb : 0) * 10000),
                         shown);
        if (n < 0 || (size_t)n >= sizeof line - len)
            break;
        len += (size_t)n;
        int pv[PV_MAX];
        int count = engine_pv(s->engine, m->move, pv, PV_MAX);
        for (int k = 0; k < count && len + COORD_VERTEX_MAX + 1 < sizeof line; k++) {
            coord_format(&s->game.board, pv[k], vertex);
            len += (size_t)snprintf(line + len, sizeof line - len, " %s", vertex);
        }
        shown++;
    }
    if (shown == 0)
        return true; /* nothing searched yet: no line (an empty one would end the response) */
    return gtp_stream_line(&s->gtp, "%s", line);
}

int commands_lz_analyze(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    struct analysis_request req;
    const char *error = parse_request(s, argc, argv, &req);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    long step = STEP_PLAYOUTS;
    if (s->opt.engine.playouts > 0 && s->opt.engine.playouts < step)
        step = s->opt.engine.playouts;
    gtp_stream_begin(g);
    double next = seconds_now() + req.interval / 100.0;
    const struct search_result *r;
    for (;;) {
        r = engine_analyze(s->engine, &s->game, req.color, step, &s->rng);
        if (input_waiting(s) || g->output_failed)
            break;
        if (req.interval > 0 && seconds_now() >= next) {
            if (!write_info(s, &req, r))
                break;
            next = seconds_now() + req.interval / 100.0;
        }
    }
    if (!g->output_failed)
        write_info(s, &req, r);
    return gtp_stream_end(g);
}
