/* commands.c - kosumi's core GTP handlers: board, moves, genmove, handicap, undo, time (the
 * table is commands_table.c; thematic groups of handlers live in commands_*.c; the session they
 * share is in session.[ch] and session_state.h)
 *
 * Every handler checks all its arguments before it changes anything, so a failure leaves the
 * session exactly as it was, and ends in `return gtp_success(...)` or `return gtp_failure(...)`.
 * The error texts are the ones controllers key on (doc/clients.md, section 2): gomill, for one,
 * treats any refusal of `play` other than exactly "illegal move" as our fault.
 */
#include "config.h"

#include "gtp/commands.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/args.h"
#include "core/coord.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/showboard.h"
#include "engine/engine.h"
#include "engine/model.h"
#include "gtp/session.h"
#include "gtp/session_state.h"
#include "gtp/vertices.h"
#include "sgf/sgf.h"
#include "util/cputime.h"
#include "util/monotonic.h"
#include "util/rng.h"
#include "util/terminal.h"

/* --- answers ---------------------------------------------------------------------------------- */

/* Point p of the session's board as a vertex ("D4", "pass") in buf (COORD_VERTEX_MAX bytes). */
static const char *vertex(const struct session *s, int p, char *buf)
{
    return coord_format(&s->game.board, p, buf);
}

/* --- the handlers ----------------------------------------------------------------------------- */

/* A move given as `COLOR VERTEX` in argv[1] and argv[2] (passes allowed): NULL on success, else
 * the failure message. */
static const char *parse_move(const struct session *s, char **argv, int *color, int *p)
{
    *color = coord_parse_color(argv[1]);
    if (*color < 0)
        return ARGS_BAD_COLOR;
    return args_parse_vertex(&s->game.board, argv[2], true, p);
}

int cmd_protocol_version(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    return gtp_success(g, "2");
}

int cmd_name(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    return gtp_success(g, "kosumi");
}

int cmd_version(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    return gtp_success(g, "%s", PACKAGE_VERSION);
}

int cmd_known_command(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc;
    return gtp_success(g, "%s", gtp_lookup(g, argv[1]) != NULL ? "true" : "false");
}

int cmd_list_commands(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    size_t count;
    const struct gtp_command *table = gtp_table(g, &count);
    for (size_t i = 0; i < count; i++)
        gtp_printf(g, "%s%s", i ? "\n" : "", table[i].name);
    return gtp_success(g, NULL);
}

/* The width of a command's name and synopsis ("time_settings MAIN TIME STONES"). */
static int synopsis_width(const struct gtp_command *c)
{
    return (int)strlen(c->name) + (*c->usage != '\0' ? 1 + (int)strlen(c->usage) : 0);
}

/* One line of help: the command's name, its arguments, what it does; the description two
 * spaces after the widest synopsis of the table, so that the lines align at a terminal whatever
 * command is added (a fixed column let the longest ones push their descriptions out). */
static void print_help(struct gtp *g, const struct gtp_command *c)
{
    size_t count;
    const struct gtp_command *table = gtp_table(g, &count);
    int column = 0;
    for (size_t i = 0; i < count; i++)
        if (synopsis_width(&table[i]) > column)
            column = synopsis_width(&table[i]);
    gtp_printf(g, "%s%s%s%*s  %s", c->name, *c->usage != '\0' ? " " : "", c->usage,
               column - synopsis_width(c), "", c->help);
}

/* help [COMMAND]: the table's own descriptions, so that no command goes without one (unlike a
 * list kept apart from the table). The whole list starts on the line after "=", aligned. A
 * name that is no command gets the dispatcher's own words, "unknown command". */
int cmd_help(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx;
    if (argc > 1) {
        const struct gtp_command *c = gtp_lookup(g, argv[1]);
        if (c == NULL)
            return gtp_failure(g, "unknown command");
        print_help(g, c);
        return gtp_success(g, NULL);
    }
    size_t count;
    const struct gtp_command *table = gtp_table(g, &count);
    for (size_t i = 0; i < count; i++) {
        gtp_printf(g, "\n");
        print_help(g, &table[i]);
    }
    return gtp_success(g, NULL);
}

int cmd_quit(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    gtp_success(g, NULL);
    s->over = true;
    return GTP_QUIT;
}

int cmd_boardsize(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int size;
    if (!args_parse_int(argv[1], &size))
        return gtp_failure(g, ARGS_BAD_INT);
    if (game_set_size(&s->game, size) != 0)
        return gtp_failure(g, "unacceptable size");
    timeman_restart(&s->clock);
    return gtp_success(g, NULL);
}

int cmd_clear_board(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    game_clear(&s->game);
    timeman_restart(&s->clock);
    return gtp_success(g, NULL);
}

int cmd_komi(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    double komi;
    if (!args_parse_number(argv[1], &komi))
        return gtp_failure(g, ARGS_BAD_NUMBER);
    /* The bound and grain of the whole program (SGF records and kosumi score too). */
    const char *why = game_komi_check(komi);
    if (why != NULL)
        return gtp_failure(g, "syntax error: komi %s", why);
    s->game.komi = komi;
    return gtp_success(g, NULL);
}

int cmd_play(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int color, p;
    const char *error = parse_move(s, argv, &color, &p);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    int result = game_play(&s->game, color, p);
    if (result == GAME_NO_MEMORY)
        return gtp_failure(g, "out of memory");
    if (result != 0) {
        /* A person reads the reason in the answer, as loadsgf gives it. A controller gets
         * exactly "illegal move" (gomill makes kosumi forfeit on any other text; see the top)
         * and the reason on stderr, which GoGui's and Sabaki's consoles show beside it. */
        if (s->opt.interactive)
            return gtp_failure(g, "illegal move: %s", game_strerror(result));
        fprintf(s->err, "kosumi: %s %s %s: illegal move: %s\n", argv[0], argv[1], argv[2],
                game_strerror(result));
        fflush(s->err);
        return gtp_failure(g, "illegal move");
    }
    return gtp_success(g, NULL);
}

struct engine_request commands_engine_request(struct session *s, int color, bool cleanup)
{
    return (struct engine_request){
        .color = color,
        .cleanup = cleanup,
        .clock = &s->clock,
    };
}

const char *commands_generated(struct session *s, const char *command, int color, int p,
                               bool play, double started)
{
    char buf[COORD_VERTEX_MAX];
    const struct engine_stats *st = engine_last_stats(s->engine);
    if (st->book)
        session_verbose(s, "%s %s: %s (from the opening book: chosen %ld times of %ld there)",
                        command, coord_color_name(color), vertex(s, p, buf), st->book_count,
                        st->book_total);
    else
        session_verbose(
            s,
            "%s %s: %s (%ld playouts, %ld reused, %.2f s, %.0f playouts/s, win %.1f%%, "
            "judged with white %+.1f, %zu of %zu nodes)",
            command, coord_color_name(color), p == ENGINE_RESIGN ? "resign" : vertex(s, p, buf),
            st->playouts, st->reused, st->seconds,
            st->seconds > 0 ? (double)st->playouts / st->seconds : 0.0, 100 * st->winrate,
            st->white_extra, st->nodes, st->capacity);
    if (!play)
        return NULL;
    timeman_charge(&s->clock, color, session_now(s) - started);
    if (p == ENGINE_RESIGN)
        return NULL;
    int result = game_play(&s->game, color, p);
    if (result == GAME_NO_MEMORY)
        return "out of memory";
    if (result != 0) /* the engine broke its contract; never answer an illegal move */
        return "internal error: generated an illegal move";
    return NULL;
}

bool commands_interrupted(void *ctx, const struct search_result *r)
{
    struct session *s = ctx;
    (void)r;
    if (s->opt.interrupt != NULL && *s->opt.interrupt)
        return true;
    return s->interruptible && s->input != NULL && gtp_reader_interrupt_waiting(s->input);
}

/* A genmove at a person's terminal shows that it thinks once it has thought this long (a quick
 * move shows nothing), and redraws the line this often. */
#define THINKING_DELAY 0.5
#define THINKING_REDRAW 0.25

/* What the thinking line shows, between the search's steps. */
struct thinking {
    struct session *s;
    int color;
    double started, next; /* monotonic seconds: the search's start, the next redraw */
    long playouts;        /* the steps' so far */
};

/* A genmove step at the terminal: the thinking line redrawn when due, then Ctrl-C or GoGui's
 * interrupt watched for as commands_interrupted does. */
static bool on_thinking(void *arg, const struct search_result *r)
{
    struct thinking *th = arg;
    th->playouts += r->playouts;
    double now = monotonic_seconds();
    if (now >= th->next && r->count > 0 && r->moves[0].visits > 0) {
        char line[160], buf[COORD_VERTEX_MAX];
        snprintf(line, sizeof line,
                 "%s thinks: %.1f s, %ld playouts, best %s (win %.1f%%); ^C plays it now",
                 coord_color_name(th->color), now - th->started, th->playouts,
                 vertex(th->s, r->moves[0].move, buf), 100 * r->moves[0].winrate);
        terminal_status(th->s->opt.terminal, line);
        th->next = now + THINKING_REDRAW;
    }
    return commands_interrupted(th->s, r);
}

/* How a genmove-like command chooses its move. */
struct generation {
    bool cleanup; /* kgs-genmove_cleanup: the dead stones are taken off before passing */
    bool reg;     /* not played, never resign: the regression family (reg_genmove, ...) */
    const struct search_restrictions *allowed; /* NULL: every move may be chosen */
    struct rng *stream; /* the search's random stream (reg only); NULL: genmove's, a copy of it
                         * for reg */
};

/* genmove, kgs-genmove_cleanup and the regression family: choose a move for argv[1], play it
 * unless how->reg. At a person's terminal, a line says what the search thinks while it does,
 * erased before the answer. */
static int generate(struct session *s, struct gtp *g, char **argv, const struct generation *how)
{
    int color = coord_parse_color(argv[1]);
    if (color < 0)
        return gtp_failure(g, ARGS_BAD_COLOR);
    struct engine_request req = commands_engine_request(s, color, how->cleanup);
    req.never_resign = how->reg;
    req.restrictions = how->allowed;
    if (s->interruptible || s->opt.interrupt != NULL) {
        req.progress = commands_interrupted;
        req.progress_arg = s;
    }
    struct thinking thinking = {.s = s, .color = color, .started = monotonic_seconds()};
    if (s->opt.terminal != NULL) {
        thinking.next = thinking.started + THINKING_DELAY;
        req.progress = on_thinking;
        req.progress_arg = &thinking;
    }
    /* reg_genmove draws from a copy of genmove's stream: it answers the move genmove would play
     * now (or would, were resigning not an answer), and leaves the stream for that genmove. */
    struct rng copy = s->rng;
    struct rng *stream = !how->reg ? &s->rng : how->stream != NULL ? how->stream : &copy;
    double started = session_now(s);
    int p = engine_genmove(s->engine, &s->game, &req, stream);
    if (s->opt.terminal != NULL)
        terminal_status(s->opt.terminal, NULL);
    const char *error = commands_generated(s, argv[0], color, p, !how->reg, started);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    s->ponder_next = !how->reg && p != ENGINE_RESIGN;
    char buf[COORD_VERTEX_MAX];
    return gtp_success(g, "%s", p == ENGINE_RESIGN ? "resign" : vertex(s, p, buf));
}

/* GoGui asks at attach: the answer declares that "# interrupt" sent during a genmove makes it
 * answer at once with the best move found so far. */
int cmd_gogui_interrupt(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    s->interruptible = true;
    return gtp_success(g, NULL);
}

/* GoGui asks after each new game, and shows the answer as the window's title instead of its own
 * (the program's name, and the file's and players' names): the engine and the game it was given,
 * which the window shows nowhere else. */
int cmd_gogui_title(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    const char *rules = rules_preset_name(&s->game.rules);
    char komi[SGF_REAL_MAX];
    gtp_printf(g, "kosumi %s: %dx%d, komi %s, %s rules", PACKAGE_VERSION, s->game.board.size,
               s->game.board.size, sgf_format_real(komi, s->game.komi),
               rules != NULL ? rules : "custom");
    if (s->game.handicap > 0)
        gtp_printf(g, ", handicap %d", s->game.handicap);
    return gtp_success(g, NULL);
}

int cmd_genmove(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)argc;
    return generate(ctx, g, argv, &(struct generation){.cleanup = false});
}

int cmd_kgs_genmove_cleanup(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)argc;
    return generate(ctx, g, argv, &(struct generation){.cleanup = true});
}

int cmd_reg_genmove(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)argc;
    return generate(ctx, g, argv, &(struct generation){.reg = true});
}

/* GNU Go's regression suite asks it: reg_genmove on a random stream of its own, seeded by the
 * optional argument (0 without one) rather than drawn from the session's, which is left as it
 * was. A tree or a dynamic komi kept from earlier searches still counts, as for reg_genmove. */
int cmd_gg_genmove(void *ctx, struct gtp *g, int argc, char **argv)
{
    uint64_t seed = 0;
    if (argc > 2 && !args_parse_seed(argv[2], &seed))
        return gtp_failure(g, "syntax error: invalid seed");
    struct rng stream;
    rng_seed(&stream, seed);
    return generate(ctx, g, argv, &(struct generation){.reg = true, .stream = &stream});
}

/* GNU Go's regression suite asks it where only some moves answer its question: reg_genmove
 * choosing among the listed vertices alone (a pass only if listed, or if none of them is
 * legal). Every vertex is read before the search starts. */
int cmd_restricted_genmove(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    int color = coord_parse_color(argv[1]);
    if (color < 0)
        return gtp_failure(g, ARGS_BAD_COLOR);
    bool listed[BOARD_MAX_POINTS] = {false};
    for (int i = 2; i < argc; i++) {
        int p;
        const char *error = args_parse_vertex(&s->game.board, argv[i], true, &p);
        if (error != NULL)
            return gtp_failure(g, "%s", error);
        listed[p] = true;
    }
    /* Only the root's moves are restricted: the replies the search reads are free. */
    struct search_restrictions allowed = {{{0}}};
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        allowed.until[color - 1][p] = !listed[p];
    return generate(s, g, argv, &(struct generation){.reg = true, .allowed = &allowed});
}

static bool board_is_empty(const struct game *game)
{
    return game->history_count == 0 &&
           game->board.empty_count == board_points(&game->board);
}

/* Puts the handicap stones and answers their vertices. */
static int put_handicap(struct session *s, struct gtp *g, const int *points, int count)
{
    int result = game_set_handicap(&s->game, points, count);
    if (result == GAME_NOT_EMPTY)
        return gtp_failure(g, "board not empty");
    if (result == GAME_NO_MEMORY)
        return gtp_failure(g, "out of memory");
    if (result != 0)
        return gtp_failure(g, "invalid handicap");
    char buf[COORD_VERTEX_MAX];
    for (int i = 0; i < count; i++)
        gtp_printf(g, "%s%s", i ? " " : "", vertex(s, points[i], buf));
    return gtp_success(g, NULL);
}

int cmd_fixed_handicap(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int count, points[9];
    if (!args_parse_int(argv[1], &count))
        return gtp_failure(g, ARGS_BAD_INT);
    if (count < 2)
        return gtp_failure(g, "invalid handicap");
    if (!board_is_empty(&s->game))
        return gtp_failure(g, "board not empty");
    if (count > 9 || game_fixed_handicap(s->game.board.size, count, points) != count)
        return gtp_failure(g, "invalid handicap");
    return put_handicap(s, g, points, count);
}

int cmd_place_free_handicap(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int count;
    int points[BOARD_MAX_POINTS];
    const struct board *b = &s->game.board;
    if (!args_parse_int(argv[1], &count))
        return gtp_failure(g, ARGS_BAD_INT);
    if (count < 2)
        return gtp_failure(g, "invalid handicap");
    if (!board_is_empty(&s->game))
        return gtp_failure(g, "board not empty");
    if (count > board_points(b) - 1)
        return gtp_failure(g, "invalid handicap");
    count = game_free_handicap(b->size, count, points);
    return put_handicap(s, g, points, count);
}

int cmd_set_free_handicap(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    int points[BOARD_MAX_POINTS];
    bool seen[BOARD_MAX_POINTS] = {false};
    const struct board *b = &s->game.board;
    int count = argc - 1;
    for (int i = 0; i < count; i++) {
        int p;
        const char *error = args_parse_vertex(&s->game.board, argv[i + 1], true, &p);
        if (error != NULL)
            return gtp_failure(g, "%s", error);
        if (i < BOARD_MAX_POINTS)
            points[i] = p;
    }
    if (!board_is_empty(&s->game))
        return gtp_failure(g, "board not empty");
    if (count < 2 || count > board_points(b) - 1)
        return gtp_failure(g, "invalid handicap");
    for (int i = 0; i < count; i++) {
        if (points[i] == BOARD_PASS || seen[points[i]])
            return gtp_failure(g, "bad vertex list");
        seen[points[i]] = true;
    }
    int result = game_set_handicap(&s->game, points, count);
    if (result == GAME_NO_MEMORY)
        return gtp_failure(g, "out of memory");
    if (result != 0)
        return gtp_failure(g, "%s",
                           result == GAME_NOT_EMPTY ? "board not empty" : "invalid handicap");
    return gtp_success(g, NULL);
}

int cmd_undo(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    if (game_undo(&s->game) != 0)
        return gtp_failure(g, "cannot undo");
    return gtp_success(g, NULL);
}

int cmd_gg_undo(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    int n = 1;
    if (argc > 1 && !args_parse_count(argv[1], &n)) {
        /* A well-formed count too large for an int is more moves than any game holds. */
        const char *digits = argv[1] + (argv[1][0] == '+');
        if (*digits != '\0' && digits[strspn(digits, "0123456789")] == '\0')
            return gtp_failure(g, "cannot undo");
        return gtp_failure(g, ARGS_BAD_INT);
    }
    if (game_undo_moves(&s->game, (size_t)n) != 0)
        return gtp_failure(g, "cannot undo");
    return gtp_success(g, NULL);
}

/* A clock's time beyond ENGINE_MAX_SECONDS either way: the answer that refuses it. */
#define TIME_OUT_OF_RANGE "syntax error: time out of range (at most 1000000 seconds)"
_Static_assert((long)ENGINE_MAX_SECONDS == 1000000L, "TIME_OUT_OF_RANGE names the bound");

/* Reads a clock's time in seconds, at least `min`: NULL with *out set; else the answer that
 * refuses it, TIME_OUT_OF_RANGE for a number beyond the bound, `bad` for anything else. */
static const char *parse_seconds(const char *arg, double min, const char *bad, double *out)
{
    double v;
    if (!args_parse_number(arg, &v))
        return bad;
    if (v > ENGINE_MAX_SECONDS || v < -ENGINE_MAX_SECONDS)
        return TIME_OUT_OF_RANGE;
    if (v < min)
        return bad;
    *out = v;
    return NULL;
}

int cmd_time_settings(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    const char *bad = "syntax error: expected main_time byo_yomi_time byo_yomi_stones";
    double main_time, byo_time;
    int stones;
    const char *why = parse_seconds(argv[1], 0, bad, &main_time);
    if (why == NULL)
        why = parse_seconds(argv[2], 0, bad, &byo_time);
    if (why == NULL && !args_parse_count(argv[3], &stones))
        why = bad;
    if (why != NULL)
        return gtp_failure(g, "%s", why);
    struct timeman_settings t = {TIMEMAN_CANADIAN, main_time, byo_time, stones, 0};
    if (byo_time > 0 && stones == 0)
        t.system = TIMEMAN_NONE; /* GTP 4.2: no time limit */
    else if (byo_time == 0)
        t.system = TIMEMAN_ABSOLUTE;
    timeman_set(&s->clock, &t);
    return gtp_success(g, NULL);
}

/* kgs-time_settings' systems, and how many arguments follow each (tab completion offers the
 * names: commands_time_system_at). */
static const struct {
    const char *name;
    enum timeman_system system;
    int args;
} time_systems[] = {
    {"none", TIMEMAN_NONE, 0},
    {"absolute", TIMEMAN_ABSOLUTE, 1},
    {"byoyomi", TIMEMAN_BYOYOMI, 3},
    {"canadian", TIMEMAN_CANADIAN, 3},
};

const char *commands_time_system_at(size_t index)
{
    return index < sizeof time_systems / sizeof time_systems[0] ? time_systems[index].name : NULL;
}

int cmd_kgs_time_settings(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    size_t systems = sizeof time_systems / sizeof time_systems[0], i = 0;
    while (i < systems && strcasecmp(argv[1], time_systems[i].name) != 0)
        i++;
    if (i == systems)
        return gtp_failure(g, "syntax error: time system not none, absolute, byoyomi or canadian");
    if (argc - 2 != time_systems[i].args)
        return gtp_failure(g, "syntax error: wrong number of arguments");
    struct timeman_settings t = {time_systems[i].system, 0, 0, 0, 0};
    int n = 0;
    const char *why = NULL;
    if (time_systems[i].args >= 1)
        why = parse_seconds(argv[2], 0, ARGS_BAD_NUMBER, &t.main_time);
    if (why == NULL && time_systems[i].args == 3) {
        why = parse_seconds(argv[3], 0, ARGS_BAD_NUMBER, &t.period_time);
        if (why == NULL && !args_parse_count(argv[4], &n))
            why = ARGS_BAD_NUMBER;
    }
    if (why != NULL)
        return gtp_failure(g, "%s", why);
    if (t.system == TIMEMAN_BYOYOMI)
        t.periods = n;
    else if (t.system == TIMEMAN_CANADIAN)
        t.period_stones = n;
    timeman_set(&s->clock, &t);
    return gtp_success(g, NULL);
}

int cmd_time_left(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int color = coord_parse_color(argv[1]), stones;
    double left;
    if (color < 0)
        return gtp_failure(g, ARGS_BAD_COLOR);
    /* A controller may report a clock already run out: the time may be negative. */
    const char *bad = "syntax error: expected color time stones";
    const char *why = parse_seconds(argv[2], -ENGINE_MAX_SECONDS, bad, &left);
    if (why == NULL && !args_parse_count(argv[3], &stones))
        why = bad;
    if (why != NULL)
        return gtp_failure(g, "%s", why);
    timeman_told(&s->clock, color, left, stones);
    return gtp_success(g, NULL);
}

int cmd_showboard(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    char diagram[SHOWBOARD_MAX];
    showboard_diagram(&s->game, diagram, sizeof diagram);
    return gtp_success(g, "\n%s", diagram);
}

int cmd_captures(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int color = coord_parse_color(argv[1]);
    if (color < 0)
        return gtp_failure(g, ARGS_BAD_COLOR);
    return gtp_success(g, "%d", s->game.board.prisoners[color]);
}

int cmd_is_legal(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int color, p;
    const char *error = parse_move(s, argv, &color, &p);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    return gtp_success(g, "%d", game_legal(&s->game, color, p) == 0);
}

/* Answers, on one line in reading order, the points p of the board for which want(s, color, p),
 * color being the command's COLOR argument. */
static int answer_points(struct session *s, struct gtp *g, const char *color_arg,
                         bool (*want)(const struct session *s, int color, int p))
{
    int color = coord_parse_color(color_arg);
    if (color < 0)
        return gtp_failure(g, ARGS_BAD_COLOR);
    const struct board *b = &s->game.board;
    bool mark[BOARD_MAX_POINTS] = {false};
    for (int row = 0; row < b->size; row++) {
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            mark[p] = want(s, color, p);
        }
    }
    vertices_print(g, &s->game.board, mark);
    return gtp_success(g, NULL);
}

static bool legal_for(const struct session *s, int color, int p)
{
    return s->game.board.color[p] == COLOR_EMPTY && game_legal(&s->game, color, p) == 0;
}

static bool stone_of(const struct session *s, int color, int p)
{
    return s->game.board.color[p] == color;
}

int cmd_all_legal(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    return answer_points(s, g, argv[1], legal_for);
}

int cmd_list_stones(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    return answer_points(s, g, argv[1], stone_of);
}

int cmd_color(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    int p;
    const char *error = args_parse_vertex(&s->game.board, argv[1], false, &p);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    return gtp_success(g, "%s", coord_color_name(s->game.board.color[p]));
}

/* countlib and findlib: the vertex must hold a stone. */
static int liberties(struct session *s, struct gtp *g, const char *arg, bool list)
{
    int p;
    const char *error = args_parse_vertex(&s->game.board, arg, false, &p);
    if (error != NULL)
        return gtp_failure(g, "%s", error);
    const struct board *b = &s->game.board;
    if (b->color[p] == COLOR_EMPTY)
        return gtp_failure(g, "vertex must not be empty");
    int libs[BOARD_MAX_POINTS];
    int n = board_liberties(b, p, libs, BOARD_MAX_POINTS);
    if (!list)
        return gtp_success(g, "%d", n);
    bool mark[BOARD_MAX_POINTS] = {false};
    for (int i = 0; i < n; i++)
        mark[libs[i]] = true;
    vertices_print(g, &s->game.board, mark);
    return gtp_success(g, NULL);
}

int cmd_countlib(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    return liberties(s, g, argv[1], false);
}

int cmd_findlib(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    return liberties(s, g, argv[1], true);
}

int cmd_last_move(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    const struct game_entry *last = game_last_move(&s->game);
    if (last == NULL)
        return gtp_failure(g, "no previous move known");
    char buf[COORD_VERTEX_MAX];
    return gtp_success(g, "%s %s", coord_color_name(last->color), vertex(s, last->point, buf));
}

int cmd_move_history(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    char buf[COORD_VERTEX_MAX];
    bool first = true;
    for (size_t i = s->game.history_count; i > 0; i--) {
        const struct game_entry *e = &s->game.history[i - 1];
        if (e->kind != GAME_ENTRY_MOVE)
            continue;
        gtp_printf(g, "%s%s %s", first ? "" : "\n", coord_color_name(e->color),
                   vertex(s, e->point, buf));
        first = false;
    }
    return gtp_success(g, NULL);
}

int cmd_cputime(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    double seconds = cputime_seconds();
    if (seconds < 0)
        return gtp_failure(g, "cannot read the cpu time");
    return gtp_success(g, "%.3f", seconds);
}

/* The move-prediction model's probability of each point for `color` in the session's position
 * into prob (board points): 0 where the game forbids the move (superko included) and off the
 * board; the pass left out, the points sharing the whole probability. False when out of
 * memory. */
static bool policy_probabilities(struct session *s, int color, double prob[BOARD_MAX_POINTS])
{
    const struct board *b = &s->game.board;
    int last2 = game_move_before_last(&s->game);
    const struct model *model = model_builtin();
    if (model == NULL)
        return false;
    float gamma[BOARD_MAX_POINTS];
    double sum = model_gammas(model, b, color, last2, gamma) - gamma[BOARD_PASS];
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (board_on_board(b, p) && gamma[p] > 0 && game_legal(&s->game, color, p) != 0) {
            sum -= gamma[p];
            gamma[p] = 0;
        }
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        prob[p] = board_on_board(b, p) && sum > 0 ? gamma[p] / sum : 0.0;
    return true;
}

/* A board of numbers, as GoGui's dboard: rows from the top. */
static int print_board_values(struct gtp *g, const struct board *b, const double *value)
{
    for (int row = b->size - 1; row >= 0; row--) {
        gtp_printf(g, "\n");
        for (int col = 0; col < b->size; col++)
            gtp_printf(g, "%s%.4f", col > 0 ? " " : "", value[board_point(b, col, row)]);
    }
    return gtp_success(g, NULL);
}

/* kosumi-policy [COLOR]: the move-prediction model's probability of each point for COLOR (the
 * player to move by default), as GoGui's dboard (policy_probabilities). */
int cmd_kosumi_policy(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    int color = game_to_play(&s->game);
    if (argc > 1 && (color = coord_parse_color(argv[1])) < 0)
        return gtp_failure(g, "%s", ARGS_BAD_COLOR);
    double prob[BOARD_MAX_POINTS];
    if (!policy_probabilities(s, color, prob))
        return gtp_failure(g, "out of memory");
    return print_board_values(g, &s->game.board, prob);
}

/* The decades of probability below the most likely point that the Policy view spans. */
#define POLICY_VIEW_DECADES 3.0

/* kosumi-policy_view [COLOR]: kosumi-policy drawn for GoGui's Policy view. GoGui draws a dboard
 * value as a square of that size and does not rescale, so the raw probabilities (0.41, 0.21,
 * 0.15, then hundredths) left all but a few points blank. Here the most likely point is 1 and
 * the others fall on a log scale over POLICY_VIEW_DECADES decades below it (a tenth as likely:
 * 2/3, a hundredth: 1/3), 0 beyond and where the model gives 0: the board shows the model's
 * ranking. */
int cmd_kosumi_policy_view(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    int color = game_to_play(&s->game);
    if (argc > 1 && (color = coord_parse_color(argv[1])) < 0)
        return gtp_failure(g, "%s", ARGS_BAD_COLOR);
    double prob[BOARD_MAX_POINTS], top = 0;
    if (!policy_probabilities(s, color, prob))
        return gtp_failure(g, "out of memory");
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (prob[p] > top)
            top = prob[p];
    for (int p = 0; p < BOARD_MAX_POINTS; p++) {
        double v = prob[p] > 0 ? 1 + log10(prob[p] / top) / POLICY_VIEW_DECADES : 0;
        prob[p] = v > 0 ? v : 0;
    }
    return print_board_values(g, &s->game.board, prob);
}
