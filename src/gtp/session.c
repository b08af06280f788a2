/* session.c - a GTP session's life: create, feed, run, free; diagnostics; comparing two sessions
 *
 * The session owns the state and the loop, not the commands: the table comes from the caller
 * (session_new), so this file knows no handler. Arguments are read in args.c, the board drawn in
 * showboard.c.
 */
#include "config.h"

#include "gtp/session.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/coord.h"
#include "core/rules.h"
#include "core/showboard.h"
#include "engine/level.h"
#include "gtp/session_state.h"
#include "util/monotonic.h"

/* --- session diagnostics ---------------------------------------------------------------------- */

void session_verbose(const struct session *s, const char *fmt, ...)
{
    if (!s->opt.verbose)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("kosumi: ", s->err);
    vfprintf(s->err, fmt, ap);
    fputc('\n', s->err);
    va_end(ap);
    fflush(s->err);
}

/* --- the session ------------------------------------------------------------------------------ */

double session_now(const struct session *s)
{
    return s->opt.now != NULL ? s->opt.now() : monotonic_seconds();
}

void session_options_init(struct session_options *o)
{
    memset(o, 0, sizeof *o);
    engine_options_init(&o->engine);
}

struct session *session_new(FILE *out, const struct session_options *opt,
                            const struct gtp_command *commands, size_t count)
{
    struct session *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    if (opt != NULL)
        s->opt = *opt;
    s->out = out;
    s->err = s->opt.err != NULL ? s->opt.err : stderr;
    if (game_init(&s->game, 19, s->opt.rules) != 0)
        goto free_session;
    s->opt.rules = NULL; /* the caller's; the game holds the rules from now on */
    s->game.komi = 7.5;
    s->reader = gtp_reader_new(-1);
    if (s->reader == NULL)
        goto free_game;
    rng_seed(&s->rng, s->opt.seed);
    timeman_init(&s->clock);
    s->engine = engine_new(&s->opt.engine);
    if (s->engine == NULL)
        goto free_reader;
    gtp_init(&s->gtp, out, commands, count);
    return s;

free_reader:
    gtp_reader_free(s->reader);
free_game:
    game_free(&s->game);
free_session:
    free(s);
    return NULL;
}

const struct game *session_game(const struct session *s)
{
    return &s->game;
}

void session_free(struct session *s)
{
    if (s == NULL)
        return;
    gtp_free(&s->gtp);
    gtp_reader_free(s->reader);
    engine_free(s->engine);
    game_free(&s->game);
    free(s);
}

/* After a command that changed the board, --show-board's diagram: on the terminal in a session
 * for a person, on stderr in GTP mode (stdout carries responses only). */
static void show_board(struct session *s, size_t history, uint64_t hash, int size)
{
    const struct gtp_command *c = s->gtp.command;
    if (c == NULL || !(c->flags & SESSION_CHANGES_BOARD))
        return;
    const struct board *b = &s->game.board;
    if (s->game.history_count == history && b->hash == hash && b->size == size)
        return; /* refused, or changed nothing */
    char diagram[SHOWBOARD_MAX];
    showboard_diagram(&s->game, diagram, sizeof diagram);
    FILE *f = s->opt.interactive ? s->out : s->err;
    fprintf(f, "%s\n\n", diagram);
    fflush(f);
}

int session_execute(struct session *s, char *line, size_t len, bool too_long)
{
    if (s->over)
        return GTP_QUIT;
    size_t history = s->game.history_count;
    uint64_t hash = s->game.board.hash;
    int size = s->game.board.size;
    if (too_long)
        session_verbose(s, "line too long (over %zu bytes): refused", (size_t)GTP_LINE_MAX);
    int status = gtp_execute(&s->gtp, s, line, len, too_long);
    if (status == GTP_QUIT) {
        s->over = true;
        return status;
    }
    if (s->opt.show_board)
        show_board(s, history, hash, size);
    return status;
}

/* Runs the line session_feed's reader has completed. */
static void execute_buffered_line(struct session *s)
{
    char *line;
    size_t n;
    bool too_long;
    gtp_reader_line(s->reader, &line, &n, &too_long);
    session_execute(s, line, n, too_long);
}

int session_feed(struct session *s, const void *data, size_t len)
{
    const char *bytes = data;
    while (len > 0 && !s->over) {
        bool complete;
        size_t used = gtp_reader_push(s->reader, bytes, len, &complete);
        bytes += used;
        len -= used;
        if (complete)
            execute_buffered_line(s);
    }
    return s->over ? GTP_QUIT : GTP_CONTINUE;
}

int session_end(struct session *s)
{
    if (!s->over && gtp_reader_end(s->reader))
        execute_buffered_line(s);
    return s->over ? GTP_QUIT : GTP_CONTINUE;
}

/* --ponder, after genmove: searches the position for the player to move (the opponent) until
 * input is waiting, on the tree the next genmove starts from when the opponent's move is in it.
 * It looks for input after every step (ENGINE_STEP_SECONDS): the next command, often a genmove
 * on the clock, waits no longer than that. */
static void ponder(struct session *s)
{
    long playouts = 0;
    int color = game_to_play(&s->game);
    while (!gtp_reader_input_waiting(s->input)) {
        long step = engine_analyze(s->engine, &s->game, color, 0, ENGINE_STEP_SECONDS, NULL,
                                   &s->rng)->playouts;
        if (step == 0)
            break; /* the tree holds all it can (SEARCH_MAX_VISITS): wait for input instead */
        playouts += step;
    }
    session_verbose(s, "pondered %ld playouts for %s", playouts, coord_color_name(color));
}

int session_run(struct session *s, int fd)
{
    struct gtp_reader *r = gtp_reader_new(fd);
    if (r == NULL) {
        fprintf(s->err, "kosumi: out of memory\n");
        return 1;
    }
    int status = 0;
    s->input = r;
    while (!s->over) {
        char *line;
        size_t len;
        bool too_long;
        int got = gtp_reader_next(r, &line, &len, &too_long);
        if (got == 0)
            break;
        if (got < 0) {
            fprintf(s->err, "kosumi: cannot read commands: %s\n", strerror(errno));
            status = 1;
            break;
        }
        session_execute(s, line, len, too_long);
        /* A level below full strength never ponders: its effort is its playouts alone. */
        if (s->ponder_next && s->opt.ponder && s->opt.engine.level >= LEVEL_MAX && !s->over)
            ponder(s);
        s->ponder_next = false;
    }
    if (s->gtp.output_failed) {
        fprintf(s->err, "kosumi: cannot write responses\n");
        status = 1;
    }
    s->input = NULL;
    gtp_reader_free(r);
    return status;
}

/* --- comparing two sessions ------------------------------------------------------------------- */

/* The superko history is compared by what it decides, not by how the game stores it: the same
 * answer from game_legal for every move of either color, pass included. */
static bool same_legality(const struct game *a, const struct game *b)
{
    const struct board *board = &a->board;
    for (int color = COLOR_BLACK; color <= COLOR_WHITE; color++) {
        if (game_legal(a, color, BOARD_PASS) != game_legal(b, color, BOARD_PASS))
            return false;
        for (int row = 0; row < board->size; row++)
            for (int col = 0; col < board->size; col++) {
                int p = board_point(board, col, row);
                if (game_legal(a, color, p) != game_legal(b, color, p))
                    return false;
            }
    }
    return true;
}

const char *session_compare(const struct session *a, const struct session *b)
{
    const struct game *x = &a->game, *y = &b->game;
    if (!board_equal(&x->board, &y->board))
        return "board";
    if (!board_equal(&x->start, &y->start))
        return "start position";
    if (!game_history_equal(x, y))
        return "history";
    if (x->start_to_play != y->start_to_play || game_to_play(x) != game_to_play(y))
        return "player to move";
    if (x->komi != y->komi)
        return "komi";
    if (!rules_equal(&x->rules, &y->rules))
        return "rules";
    if (x->handicap != y->handicap)
        return "handicap";
    if (!same_legality(x, y))
        return "superko history";
    const char *clock = timeman_differs(&a->clock, &b->clock);
    if (clock != NULL)
        return clock;
    if (memcmp(a->rng.s, b->rng.s, sizeof a->rng.s) != 0)
        return "random stream";
    return NULL;
}
