/* commands_analyze.c - lz-analyze and kata-analyze: the search's thinking streamed to Sabaki,
 * Lizzie and KataGo's clients
 *
 * `lz-analyze [COLOR] [INTERVAL] [interval N] [minmoves N] [maxmoves N] [avoid|allow COLOR
 * V1,V2,... N]...` answers "=" at once,
 * then searches the position with COLOR to move (default: the player to move) in steps of a few
 * hundred playouts on the kept tree, and every INTERVAL centiseconds writes one line of Leela
 * Zero's format, flushed:
 *
 *   info move D4 visits 120 winrate 5312 prior 1520 lcb 5101 order 0 pv D4 C3 ...
 *
 * one `info` segment per root move with visits, most visited first; winrate, prior and lcb are
 * integers in hundredths of a percent (Sabaki reads lz-analyze's winrates that way), winrate
 * for COLOR; prior is the move's share of the search's prior knowledge; lcb the winrate less
 * 1.96 standard errors. `kata-analyze` takes the same arguments and `ownership true|false`, and
 * writes KataGo's dialect: the same fields as fractions from 0 to 1 (always with a '.'), plus
 * scoreMean and scoreLead (the mean final margin for COLOR of the playouts through the move,
 * those of a tree kept from an earlier search included), and with ownership true a trailing
 * `ownership` list of each point's ownership for COLOR, row by row from the top left. The
 * search stops as soon as any input is waiting (a line, part of one, or the end of input, also
 * when already read into the buffer); a last info line and the empty line close the response
 * before the next command runs. Without a reader to watch (session_feed), one step is
 * searched.
 *
 * At the interactive prompt both commands write for a person instead (analyze_for_person): a
 * short table of the best moves, redrawn in place every INTERVAL on a terminal until a key is
 * pressed, Ctrl-C, or `seconds N` (a keyword only this session takes) have passed.
 *
 * `avoid COLOR V1,V2,... N` (Leela Zero's and KataGo's) keeps the search off those moves of
 * COLOR for the first N plies from the position; `allow` off every other move. Both serve the
 * genmove_analyze commands too, the move played included.
 */
#include "config.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/args.h"
#include "core/coord.h"
#include "engine/level.h"
#include "gtp/commands.h"
#include "gtp/session_state.h"
#include "util/format.h"
#include "util/monotonic.h"
#include "util/terminal.h"

/* Playouts per analysis step, each at most ENGINE_STEP_SECONDS: new input is seen that soon on
 * any board. */
#define STEP_PLAYOUTS 256
#define PV_MAX 24
/* Centiseconds between info lines when the command gives none. */
#define DEFAULT_INTERVAL 100

struct analysis_request {
    bool kata;     /* KataGo's dialect, else Leela Zero's */
    int color;
    long interval; /* centiseconds */
    long minmoves, maxmoves;
    bool ownership;
    bool avoid, allow; /* an avoid or an allow was given */
    double seconds;    /* at the interactive prompt: stop after this long; 0: at a key */
    struct search_restrictions restrictions;
};

/* The longest vertex list of avoid and allow: every point and a pass, each with its comma. */
#define VERTEX_LIST_MAX (BOARD_MAX_POINTS * (COORD_VERTEX_MAX + 1))

/* Reads `avoid|allow COLOR V1,V2,... UNTIL` from argv[i]; NULL, or the syntax error. Several
 * avoids add up (the longest UNTIL wins for a point named twice); allow excludes every move
 * not in its list, so it may come only once and not with avoid. */
static const char *parse_restriction(const struct board *b, char **argv, int argc, int i,
                                     struct analysis_request *req)
{
    bool allow = strcmp(argv[i], "allow") == 0;
    if (i + 3 >= argc)
        return "syntax error: expected a color, vertices and a move count after avoid or allow";
    int color = coord_parse_color(argv[i + 1]);
    if (color < 0)
        return ARGS_BAD_COLOR;
    int until;
    if (!args_parse_count(argv[i + 3], &until))
        return "syntax error: expected a move count after the vertices";
    if (until > UINT16_MAX)
        until = UINT16_MAX;
    if (allow ? req->allow || req->avoid : req->allow)
        return "syntax error: allow may not be given twice or with avoid";
    bool listed[BOARD_MAX_POINTS] = {false};
    char list[VERTEX_LIST_MAX];
    if (strlen(argv[i + 2]) >= sizeof list)
        return ARGS_BAD_VERTEX;
    strcpy(list, argv[i + 2]);
    for (char *v = list, *end; v != NULL; v = end != NULL ? end + 1 : NULL) {
        end = strchr(v, ',');
        if (end != NULL)
            *end = '\0';
        int p;
        const char *error = args_parse_vertex(b, v, true, &p);
        if (error != NULL)
            return error;
        listed[p] = true;
    }
    uint16_t *point_until = req->restrictions.until[color - 1];
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (listed[p] != allow && point_until[p] < until)
            point_until[p] = (uint16_t)until;
    req->allow |= allow;
    req->avoid |= !allow;
    return NULL;
}

/* What the steps so far found: the ownership, summed over the steps' playouts (each step's
 * search reports only its own; the moves' scores are kept in the tree). */
struct analysis_totals {
    double ownership[BOARD_MAX_POINTS];
    long playouts;
};

/* Reads the arguments; returns NULL or the syntax error to answer. */
static const char *parse_request(const struct session *s, int argc, char **argv,
                                 struct analysis_request *req)
{
    bool kata = req->kata;
    *req = (struct analysis_request){.kata = kata, .color = game_to_play(&s->game),
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
        if (strcmp(argv[i], "avoid") == 0 || strcmp(argv[i], "allow") == 0) {
            const char *error = parse_restriction(&s->game.board, argv, argc, i, req);
            if (error != NULL)
                return error;
            i += 2;
            continue;
        }
        /* Only a person's session takes `seconds`: in GTP mode it stays the syntax error it
         * always was, as KataGo and Leela Zero answer it. */
        if (s->opt.interactive && strcmp(argv[i], "seconds") == 0) {
            if (i + 1 >= argc ||
                !args_parse_real(argv[i + 1], 0, ENGINE_MAX_SECONDS, &req->seconds))
                return "syntax error: expected a number of seconds after seconds";
            continue;
        }
        if (kata && strcmp(argv[i], "ownership") == 0) {
            if (i + 1 >= argc ||
                (strcmp(argv[i + 1], "true") != 0 && strcmp(argv[i + 1], "false") != 0))
                return "syntax error: expected true or false after ownership";
            req->ownership = strcmp(argv[i + 1], "true") == 0;
            continue;
        }
        long *value = strcmp(argv[i], "interval") == 0   ? &req->interval
                      : strcmp(argv[i], "minmoves") == 0 ? &req->minmoves
                      : strcmp(argv[i], "maxmoves") == 0 ? &req->maxmoves
                                                         : NULL;
        if (value == NULL)
            return "syntax error: expected [color] [interval] [interval|minmoves|maxmoves N] "
                   "[avoid|allow COLOR VERTICES N]";
        if (i + 1 >= argc || !args_parse_count(argv[i + 1], &n))
            return "syntax error: expected a count after interval, minmoves or maxmoves";
        *value = n;
    }
    return NULL;
}

static const struct search_restrictions *restrictions(const struct analysis_request *req)
{
    return req->avoid || req->allow ? &req->restrictions : NULL;
}

/* Adds one step's playouts to the totals. */
static void add_step(struct analysis_totals *t, const struct search_result *r)
{
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        t->ownership[p] += r->ownership[p] * (double)r->playouts;
    t->playouts += r->playouts;
}

static bool input_waiting(const struct session *s)
{
    return s->input == NULL || gtp_reader_input_waiting(s->input);
}

/* Appends printf-style text to line (size bytes, len used); false when it does not fit. */
static bool append(char *line, size_t size, size_t *len, const char *fmt, ...)
    FORMAT_PRINTF(4, 5);
static bool append(char *line, size_t size, size_t *len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line + *len, size - *len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= size - *len)
        return false;
    *len += (size_t)n;
    return true;
}

/* The fields of one move's info segment, up to "pv", in the request's dialect. */
static bool append_fields(char *line, size_t size, size_t *len, const struct analysis_request *req,
                          const struct search_move *m)
{
    double w = m->visits > 0 ? m->winrate : 0;
    double lcb = m->visits > 0 ? w - 1.96 * sqrt(w * (1 - w) / (double)m->visits) : 0;
    if (lcb < 0)
        lcb = 0;
    if (!req->kata)
        return append(line, size, len, " visits %ld winrate %d prior %d lcb %d", m->visits,
                      (int)lround(w * 10000), (int)lround(m->prior * 10000),
                      (int)lround(lcb * 10000));
    double score = m->visits > 0 ? m->score : 0; /* not -0 for a move of white's without visits */
    return append(line, size, len,
                  " visits %ld winrate %.6f scoreMean %.6f scoreLead %.6f prior %.6f lcb %.6f",
                  m->visits, w, score, score, m->prior, lcb);
}

/* Writes one info line from the search's result; false once the output failed. */
static bool write_info(struct session *s, const struct analysis_request *req,
                       const struct search_result *r, const struct analysis_totals *t)
{
    char *line = s->analysis_line;
    const size_t size = sizeof s->analysis_line;
    char vertex[COORD_VERTEX_MAX];
    const struct board *b = &s->game.board;
    size_t len = 0;
    long shown = 0;
    for (int i = 0; i < r->count; i++) {
        const struct search_move *m = &r->moves[i];
        if ((req->maxmoves > 0 && shown >= req->maxmoves) ||
            (m->visits == 0 && shown >= req->minmoves))
            break;
        size_t start = len;
        int pv[PV_MAX];
        int count = engine_pv(s->engine, m->move, pv, PV_MAX);
        bool fits = append(line, size, &len, "%sinfo move %s", shown > 0 ? " " : "",
                           coord_format(b, m->move, vertex)) &&
                    append_fields(line, size, &len, req, m) &&
                    append(line, size, &len, " order %ld pv", shown);
        for (int k = 0; fits && k < (count > 0 ? count : 1); k++)
            fits = append(line, size, &len, " %s",
                          coord_format(b, count > 0 ? pv[k] : m->move, vertex));
        if (!fits) {
            len = start;
            break;
        }
        shown++;
    }
    if (shown == 0)
        return true; /* nothing searched yet: no line (an empty one would end the response) */
    if (req->ownership && t->playouts > 0) {
        double sign = req->color == COLOR_BLACK ? 1 : -1;
        append(line, size, &len, " ownership");
        for (int row = b->size - 1; row >= 0; row--)
            for (int col = 0; col < b->size; col++)
                append(line, size, &len, " %.4f",
                       sign * t->ownership[board_point(b, col, row)] / (double)t->playouts);
    }
    return gtp_stream_line(&s->gtp, "%s", line);
}

/* What genmove_analyze's steps report to. */
struct progress {
    struct session *s;
    const struct analysis_request *req;
    struct analysis_totals totals;
    double next; /* when the next info line is due */
};

/* A step done: counted, and the info line written when due. True when GoGui's interrupt
 * asks genmove for its move now. */
static bool on_progress(void *arg, const struct search_result *r)
{
    struct progress *p = arg;
    add_step(&p->totals, r);
    if (p->req->interval > 0 && monotonic_seconds() >= p->next && !p->s->gtp.output_failed) {
        write_info(p->s, p->req, r, &p->totals);
        p->next = monotonic_seconds() + p->req->interval / 100.0;
    }
    return commands_interrupted(p->s, r);
}

/* Reads the request and starts the response with p reporting to it; NULL, or the syntax error
 * to answer instead (nothing written). */
static const char *begin(struct session *s, struct gtp *g, int argc, char **argv,
                         struct analysis_request *req, struct progress *p)
{
    const char *error = parse_request(s, argc, argv, req);
    if (error != NULL)
        return error;
    memset(p, 0, sizeof *p);
    p->s = s;
    p->req = req;
    p->next = monotonic_seconds() + req->interval / 100.0;
    gtp_stream_begin(g);
    return NULL;
}

/* The last step: counted, and the info line that ends the analysis written. */
static void last_step(struct progress *p, const struct search_result *r)
{
    add_step(&p->totals, r);
    if (!p->s->gtp.output_failed)
        write_info(p->s, p->req, r, &p->totals);
}

static int genmove_analyze(struct session *s, struct gtp *g, int argc, char **argv, bool kata)
{
    struct analysis_request req = {.kata = kata};
    struct progress progress;
    const char *error = begin(s, g, argc, argv, &req, &progress);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    struct engine_request er = commands_engine_request(s, req.color, false);
    er.progress = on_progress;
    er.progress_arg = &progress;
    er.restrictions = restrictions(&req);
    double started = session_now(s);
    int move = engine_genmove(s->engine, &s->game, &er, &s->rng);
    last_step(&progress, engine_last_result(s->engine));
    error = commands_generated(s, argv[0], req.color, move, true, started);
    char vertex[COORD_VERTEX_MAX];
    if (error != NULL) /* the response has begun: it cannot fail any more */
        fprintf(s->err, "kosumi: %s: %s\n", argv[0], error);
    else
        gtp_stream_line(
            g, "play %s",
            move == ENGINE_RESIGN ? "resign" : coord_format(&s->game.board, move, vertex));
    return gtp_stream_end(g);
}

int cmd_lz_genmove_analyze(void *ctx, struct gtp *g, int argc, char **argv)
{
    return genmove_analyze(ctx, g, argc, argv, false);
}

int cmd_kata_genmove_analyze(void *ctx, struct gtp *g, int argc, char **argv)
{
    return genmove_analyze(ctx, g, argc, argv, true);
}

/* The playouts of one analysis step. */
static long step_playouts(const struct session *s)
{
    long step = STEP_PLAYOUTS;
    if (s->opt.engine.playouts > 0 && s->opt.engine.playouts < step)
        step = s->opt.engine.playouts;
    return step;
}

/* --- at the interactive prompt: a table for a person ------------------------------------------ */

/* The table's rows when maxmoves does not say, and the moves of each line shown: a short table
 * that fits a terminal's height, lines that fit its width. */
#define TABLE_ROWS 5
#define TABLE_PV 6

/* The table of the best moves for req->color, lines ending in '\n', in s->analysis_line: a
 * heading with the effort so far and how_to_stop after it, then a row a move, in write_info's
 * order (maxmoves, or else TABLE_ROWS, at most): visits, win rate and score lead for the
 * colour, and the start of the move's principal variation. */
static const char *table(struct session *s, const struct analysis_request *req,
                         const struct search_result *r, long playouts, double seconds,
                         const char *how_to_stop)
{
    char *text = s->analysis_line;
    const size_t size = sizeof s->analysis_line;
    const struct board *b = &s->game.board;
    char vertex[COORD_VERTEX_MAX];
    size_t len = 0;
    append(text, size, &len, "%s to play: %ld playouts in %.1f s%s\n",
           coord_color_name(req->color), playouts, seconds, how_to_stop);
    append(text, size, &len, "  move    visits  win rate  score lead  best line\n");
    long rows = req->maxmoves > 0 ? req->maxmoves : TABLE_ROWS;
    long shown = 0;
    for (int i = 0; i < r->count && shown < rows; i++) {
        const struct search_move *m = &r->moves[i];
        if (m->visits == 0 && shown >= req->minmoves)
            break;
        int pv[TABLE_PV];
        int count = engine_pv(s->engine, m->move, pv, TABLE_PV);
        /* Rounded as shown, and a lead that rounds to nothing shown as +0.0, never -0.0. */
        double lead = m->visits > 0 ? round(m->score * 10) / 10 : 0;
        if (lead == 0)
            lead = 0;
        append(text, size, &len, "  %-5s %8ld  %7.1f%%  %+10.1f  ",
               coord_format(b, m->move, vertex), m->visits,
               m->visits > 0 ? 100 * m->winrate : 0.0, lead);
        for (int k = 0; k < count; k++)
            append(text, size, &len, "%s%s", k > 0 ? " " : "", coord_format(b, pv[k], vertex));
        append(text, size, &len, "\n");
        shown++;
    }
    if (shown == 0)
        append(text, size, &len, "  no move searched yet\n");
    return text;
}

static bool interrupted(const struct session *s)
{
    return s->opt.interrupt != NULL && *s->opt.interrupt;
}

/* kata-analyze and lz-analyze at the interactive prompt (see the top). The response is framed
 * as in GTP mode ("=", lines, an empty line); only the lines differ. On a terminal the tree
 * keeps growing until a key, Ctrl-C (the session's interrupt) or req->seconds, the table
 * redrawn over itself every interval (0: only at the end); without one (--interactive on a
 * pipe) there is no key to wait for: the search runs for req->seconds, or one step, and the
 * table is written once. The game is not changed. */
static int analyze_for_person(struct session *s, struct gtp *g, const struct analysis_request *req,
                              struct progress *p)
{
    struct terminal *t = s->opt.terminal;
    bool keys = t != NULL && terminal_keys_begin(t);
    double started = monotonic_seconds();
    double next = started + req->interval / 100.0;
    bool drawn = true;
    const struct search_result *r;
    for (;;) {
        r = engine_analyze(s->engine, &s->game, req->color, step_playouts(s), ENGINE_STEP_SECONDS,
                           restrictions(req), &s->rng);
        add_step(&p->totals, r);
        double now = monotonic_seconds();
        if (!drawn || interrupted(s) || (keys && terminal_key_pressed(t)) ||
            (req->seconds > 0 ? now - started >= req->seconds : !keys))
            break;
        if (t != NULL && req->interval > 0 && now >= next) {
            drawn = terminal_block(t, table(s, req, r, p->totals.playouts, now - started,
                                            "; any key stops"));
            next = now + req->interval / 100.0;
        }
        if (r->playouts == 0) /* the tree holds all it can (SEARCH_MAX_VISITS): keep watching */
            nanosleep(&(struct timespec){0, (long)(ENGINE_STEP_SECONDS * 1e9)}, NULL);
    }
    if (keys)
        terminal_keys_end(t);
    const char *text = table(s, req, r, p->totals.playouts, monotonic_seconds() - started, "");
    if (t != NULL) {
        terminal_block(t, text);
        terminal_block_done(t);
    } else {
        /* the table's last newline dropped: gtp_stream_line ends the line itself */
        s->analysis_line[strlen(text) - 1] = '\0';
        gtp_stream_line(g, "%s", text);
    }
    return gtp_stream_end(g);
}

/* Both commands: the dialect is the only difference. */
static int analyze(struct session *s, struct gtp *g, int argc, char **argv, bool kata)
{
    struct analysis_request req = {.kata = kata};
    struct progress progress;
    const char *error = begin(s, g, argc, argv, &req, &progress);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    if (s->opt.interactive)
        return analyze_for_person(s, g, &req, &progress);
    long step = step_playouts(s);
    for (;;) {
        const struct search_result *r =
            engine_analyze(s->engine, &s->game, req.color, step, ENGINE_STEP_SECONDS,
                           restrictions(&req), &s->rng);
        if (input_waiting(s) || g->output_failed) {
            last_step(&progress, r);
            break;
        }
        (void)on_progress(&progress, r);
        if (r->playouts == 0) /* the tree holds all it can (SEARCH_MAX_VISITS): keep reporting */
            nanosleep(&(struct timespec){0, (long)(ENGINE_STEP_SECONDS * 1e9)}, NULL);
    }
    return gtp_stream_end(g);
}

int cmd_lz_analyze(void *ctx, struct gtp *g, int argc, char **argv)
{
    return analyze(ctx, g, argc, argv, false);
}

int cmd_kata_analyze(void *ctx, struct gtp *g, int argc, char **argv)
{
    return analyze(ctx, g, argc, argv, true);
}

/* --- GoGui's analyze commands: views of the position ------------------------------------------ */

/* The views GoGui lists in its Analyze menu: type/label/command. */
static const char *const gogui_views[] = {
    "dboard/Ownership/kosumi-ownership",
    "dboard/Policy/kosumi-policy_view",
    "string/Win rate/kosumi-winrate",
    "gfx/Preferred moves/kosumi-preferred_moves",
    "sboard/Liberties/kosumi-liberties",
    "plist/Chain liberties/findlib %p",
    "string/Rules/kosumi-rules",
    "param/Settings/kosumi-param",
};

int cmd_gogui_analyze_commands(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    for (size_t i = 0; i < sizeof gogui_views / sizeof gogui_views[0]; i++)
        gtp_printf(g, "%s%s", i > 0 ? "\n" : "", gogui_views[i]);
    return gtp_success(g, NULL);
}

/* The search of the position, drawing from a copy of genmove's stream (a view changes no
 * move genmove plays). */
static const struct search_result *position_result(struct session *s)
{
    struct rng copy = s->rng;
    return engine_position_result(s->engine, &s->game, &copy);
}

int cmd_kosumi_ownership(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    const struct search_result *r = position_result(s);
    const struct board *b = &s->game.board;
    for (int row = b->size - 1; row >= 0; row--) {
        gtp_printf(g, "\n");
        for (int col = 0; col < b->size; col++)
            gtp_printf(g, "%s%.2f", col > 0 ? " " : "", r->ownership[board_point(b, col, row)]);
    }
    return gtp_success(g, NULL);
}

/* A visit count in at most 4 characters, for a label on a point: GoGui draws a label in the
 * point's width, and longer ones overran the margin and touched on 19x19. 999, 1.2k, 12k, 345k,
 * 1.2M..., rounded to the nearest. */
static void short_count(long n, char *buf, size_t size)
{
    static const char units[] = "kMG";
    if (n < 1000) {
        snprintf(buf, size, "%ld", n < 0 ? 0 : n);
        return;
    }
    double unit = 1000;
    for (size_t i = 0; i < sizeof units - 1; i++, unit *= 1000) {
        long tenths = lround((double)n * 10 / unit);
        if (tenths < 100) {
            snprintf(buf, size, "%d.%d%c", (int)(tenths / 10), (int)(tenths % 10), units[i]);
            return;
        }
        long whole = lround((double)n / unit);
        if (whole < 1000 || i == sizeof units - 2) {
            snprintf(buf, size, "%ld%c", whole, units[i]);
            return;
        }
    }
}

int cmd_kosumi_preferred_moves(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    const struct search_result *r = position_result(s);
    char vertex[COORD_VERTEX_MAX];
    gtp_printf(g, "LABEL");
    int shown = 0;
    for (int i = 0; i < r->count && shown < 10; i++) {
        if (r->moves[i].visits == 0 || r->moves[i].move == BOARD_PASS)
            continue;
        char label[32];
        short_count(r->moves[i].visits, label, sizeof label);
        gtp_printf(g, " %s %s", coord_format(&s->game.board, r->moves[i].move, vertex), label);
        shown++;
    }
    if (shown == 0)
        return gtp_success(g, "\nTEXT no move searched");
    return gtp_success(g, "\nTEXT %s %s: win rate %.1f%%, visits shown on the points",
                       coord_color_name(game_to_play(&s->game)),
                       coord_format(&s->game.board, r->moves[0].move, vertex),
                       100 * r->moves[0].winrate);
}

int cmd_kosumi_winrate(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    const struct search_result *r = position_result(s);
    int to_play = game_to_play(&s->game);
    if (r->count == 0 || r->moves[0].visits == 0)
        return gtp_success(g, "no move searched");
    /* Black's, whoever is to play, as kosumi review gives them; the position's figures are
     * those of the preferred (most visited) move, as there. */
    double sign = to_play == COLOR_BLACK ? 1 : -1;
    double winrate = to_play == COLOR_BLACK ? r->moves[0].winrate : 1 - r->moves[0].winrate;
    double lead = sign * r->moves[0].score;
    char vertex[COORD_VERTEX_MAX], lead_text[32];
    if (fabs(lead) < 0.05)
        snprintf(lead_text, sizeof lead_text, "even");
    else
        snprintf(lead_text, sizeof lead_text, "%c+%.1f", lead > 0 ? 'B' : 'W', fabs(lead));
    return gtp_success(g, "Black's win rate %.1f%%, score lead %s (%s to play, kosumi prefers %s: "
                          "%ld visits)",
                       100 * winrate, lead_text, coord_color_name(to_play),
                       coord_format(&s->game.board, r->moves[0].move, vertex),
                       r->moves[0].visits);
}

int cmd_kosumi_liberties(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    const struct board *b = &s->game.board;
    for (int row = b->size - 1; row >= 0; row--) {
        gtp_printf(g, "\n");
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (col > 0)
                gtp_printf(g, " ");
            if (b->color[p] == COLOR_EMPTY)
                gtp_printf(g, "\"\"");
            else
                gtp_printf(g, "%d", board_liberties(b, p, NULL, 0));
        }
    }
    return gtp_success(g, NULL);
}

/* --- GoGui's settings ------------------------------------------------------------------------ */

/* GoGui's settings dialog labels each value with its key, underscores shown as spaces, and has no
 * other text: a key carries a note for its label ("playouts_(0_=_automatic)" reads "Playouts (0 =
 * automatic)"). GoGui sends a changed value back with the whole key; a person may leave the note
 * out. The bounds are those of the command-line options, and a refusal says them. */
enum setting_index {
    SET_LEVEL,
    SET_PLAYOUTS,
    SET_TIME,
    SET_THREADS,
    SET_RESIGN,
    SET_PONDER,
    SET_BOOK,
};
static const struct setting {
    const char *key, *note, *type; /* type: GoGui's param type */
    double min, max;
    bool whole;
    const char *unit; /* the refusal's words for a value: "a whole number", "0 or 1" */
} settings[] = {
    [SET_LEVEL] = {"level", "", "[list/1/2/3/4/5/6/7/8/9/10]", LEVEL_MIN, LEVEL_MAX, true,
                   "a whole number"},
    [SET_PLAYOUTS] = {"playouts", "_(0_=_automatic)", "[string]", 0, 1e9, true, "a whole number"},
    [SET_TIME] = {"time", "_(seconds,_0_=_automatic)", "[string]", 0, ENGINE_MAX_SECONDS, false,
                  "a number of seconds"},
    [SET_THREADS] = {"threads", "", "[string]", 1, 256, true, "a whole number"},
    [SET_RESIGN] = {"resign_threshold", "_(0_=_never)", "[string]", 0, 1, false, "a number"},
    [SET_PONDER] = {"ponder", "", "[bool]", 0, 1, true, NULL},
    [SET_BOOK] = {"book", "", "[bool]", 0, 1, true, NULL},
};
#define SETTING_COUNT (sizeof settings / sizeof settings[0])

/* The setting `arg` names, with its note or without, or NULL. */
static const struct setting *find_setting(const char *arg)
{
    for (size_t i = 0; i < SETTING_COUNT; i++) {
        size_t n = strlen(settings[i].key);
        if (strncmp(arg, settings[i].key, n) == 0 &&
            (arg[n] == '\0' || strcmp(arg + n, settings[i].note) == 0))
            return &settings[i];
    }
    return NULL;
}

/* One setting's line as GoGui's param type lists it: "[string] playouts_(0_=_automatic) 0". */
static void print_setting(struct gtp *g, const struct session *s, const struct setting *setting)
{
    const struct engine_options *o = &s->opt.engine;
    gtp_printf(g, "%s %s%s ", setting->type, setting->key, setting->note);
    switch ((enum setting_index)(setting - settings)) {
    case SET_LEVEL: gtp_printf(g, "%d", o->level); break;
    case SET_PLAYOUTS: gtp_printf(g, "%ld", o->playouts); break;
    case SET_TIME: gtp_printf(g, "%g", o->seconds); break;
    case SET_THREADS: gtp_printf(g, "%d", o->threads); break;
    case SET_RESIGN: gtp_printf(g, "%g", o->resign_threshold); break;
    case SET_PONDER: gtp_printf(g, "%d", s->opt.ponder); break;
    case SET_BOOK: gtp_printf(g, "%d", o->book); break;
    }
}

/* kosumi-param: with no argument the settings as GoGui's param type lists them; with KEY, that
 * one setting's line; with KEY VALUE, the setting set. */
int cmd_kosumi_param(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    struct engine_options o = s->opt.engine;
    if (argc == 1) {
        for (size_t i = 0; i < SETTING_COUNT; i++) {
            gtp_printf(g, "%s", i ? "\n" : "");
            print_setting(g, s, &settings[i]);
        }
        return gtp_success(g, NULL);
    }
    const struct setting *setting = find_setting(argv[1]);
    if (setting == NULL)
        return gtp_failure(g, "syntax error: unknown setting %s", argv[1]);
    if (argc == 2) {
        print_setting(g, s, setting);
        return gtp_success(g, NULL);
    }
    const char *key = setting->key, *text = argv[2];
    double v;
    if (!args_parse_number(text, &v))
        return gtp_failure(g, "syntax error: %s wants a number", key);
    if (v < setting->min || v > setting->max || (setting->whole && v != floor(v))) {
        if (setting->unit == NULL)
            return gtp_failure(g, "syntax error: %s must be %.0f or %.0f", key, setting->min,
                               setting->max);
        return gtp_failure(g, "syntax error: %s must be %s from %.0f to %.0f", key, setting->unit,
                           setting->min, setting->max);
    }
    bool ponder = s->opt.ponder;
    switch ((enum setting_index)(setting - settings)) {
    case SET_LEVEL: o.level = (int)v; break;
    case SET_PLAYOUTS: o.playouts = (long)v; break;
    case SET_TIME: o.seconds = v; break;
    case SET_THREADS: o.threads = (int)v; break;
    case SET_RESIGN: o.resign_threshold = v; break;
    case SET_PONDER: ponder = v == 1; break;
    case SET_BOOK: o.book = v == 1; break;
    }
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    /* A fuzzing build keeps the harness's small effort: a setting of a billion playouts would
     * turn every later genmove into a timeout. The checks above still run. */
    (void)ponder;
    return gtp_success(g, NULL);
#else
    s->opt.engine = o;
    s->opt.ponder = ponder;
    engine_set_options(s->engine, &o);
    return gtp_success(g, NULL);
#endif
}
