/* session.c - a GTP session's life (create, feed, run, free) and the argument and answer helpers
 * its handlers share */
#include "config.h"

#include "session.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "coord.h"

/* --- argument parsing ------------------------------------------------------------------------- */

/* A decimal integer, optionally signed, that fits in an int. */
bool session_parse_int(const char *s, int *out)
{
    const char *p = s;
    if (*p == '+' || *p == '-')
        p++;
    if (*p < '0' || *p > '9')
        return false;
    errno = 0;
    char *end;
    long v = strtol(s, &end, 10);
    if (*end != '\0' || errno == ERANGE || v < -2147483647L || v > 2147483647L)
        return false;
    *out = (int)v;
    return true;
}

bool session_parse_count(const char *s, int *out)
{
    return session_parse_int(s, out) && *out >= 0;
}

/* A finite decimal number: [+-]digits[.digits][e[+-]digits] (or .digits); no hex, inf or nan. */
bool session_parse_number(const char *s, double *out)
{
    const char *p = s;
    if (*p == '+' || *p == '-')
        p++;
    size_t digits = strspn(p, "0123456789");
    p += digits;
    if (*p == '.') {
        size_t frac = strspn(p + 1, "0123456789");
        digits += frac;
        p += 1 + frac;
    }
    if (digits == 0)
        return false;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-')
            p++;
        size_t exp = strspn(p, "0123456789");
        if (exp == 0)
            return false;
        p += exp;
    }
    if (*p != '\0')
        return false;
    double v = strtod(s, NULL);
    if (!isfinite(v))
        return false;
    *out = v;
    return true;
}

/* The point a vertex argument names on the current board; NULL on success, else the failure
 * message. Passes are refused unless allow_pass. */
const char *session_parse_vertex(const struct session *s, const char *arg, bool allow_pass, int *out)
{
    int p = coord_parse_vertex(&s->game.board, arg);
    if (p == COORD_OFF_BOARD)
        return SYNTAX_OFF_BOARD;
    if (p < 0 || (p == BOARD_PASS && !allow_pass))
        return SYNTAX_VERTEX;
    *out = p;
    return NULL;
}

/* --- output helpers --------------------------------------------------------------------------- */

const char *session_vertex(const struct session *s, int p, char *buf)
{
    return coord_format(&s->game.board, p, buf);
}

/* Prints the points marked in `mark` (indexed by point) in reading order (top row first, left to
 * right), space-separated. */
void session_print_marked(struct session *s, struct gtp *g, const bool *mark)
{
    const struct board *b = &s->game.board;
    char buf[COORD_VERTEX_MAX];
    bool first = true;
    for (int row = b->size - 1; row >= 0; row--) {
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (mark[p]) {
                gtp_printf(g, "%s%s", first ? "" : " ", session_vertex(s, p, buf));
                first = false;
            }
        }
    }
}

/* The board diagram of showboard: coordinates on all four sides, '+' on the star points, the last
 * move in parentheses, then prisoners and the last move in words. Never holds an empty line.
 * Writes into buf (always NUL-terminated). */
void session_board_diagram(const struct session *s, char *buf, size_t size)
{
    static const char columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    const struct game *game = &s->game;
    const struct board *b = &game->board;
    size_t len = 0;
#define PUT(...)                                                                                   \
    do {                                                                                           \
        if (len < size)                                                                            \
            len += (size_t)snprintf(buf + len, size - len, __VA_ARGS__);                           \
    } while (0)

    bool star[BOARD_MAX_POINTS] = {false};
    int stars[9];
    int nstars = b->size >= 19 && b->size % 2 ? 9 : b->size >= 9 && b->size % 2 ? 5 : 4;
    nstars = game_fixed_handicap(b->size, nstars, stars);
    for (int i = 0; i < nstars; i++)
        star[stars[i]] = true;

    const struct game_entry *last = game_last_move(game);
    int last_point = last != NULL && last->point != BOARD_PASS ? last->point : -1;

    PUT("  ");
    for (int col = 0; col < b->size; col++)
        PUT(" %c", columns[col]);
    PUT("\n");
    for (int row = b->size - 1; row >= 0; row--) {
        PUT("%2d", row + 1);
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            static const char stones[] = ".XO";
            char c = b->color[p] != COLOR_EMPTY ? stones[b->color[p]] : star[p] ? '+' : '.';
            /* The last move sits in parentheses: '(' before it, ')' after it. */
            char before = ' ';
            if (p == last_point)
                before = '(';
            else if (col > 0 && board_point(b, col - 1, row) == last_point)
                before = ')';
            PUT("%c%c", before, c);
        }
        PUT("%c%d\n", b->size > 0 && board_point(b, b->size - 1, row) == last_point ? ')' : ' ',
            row + 1);
    }
    PUT("  ");
    for (int col = 0; col < b->size; col++)
        PUT(" %c", columns[col]);
    PUT("\n");
    PUT("black (X) has captured %d stone%s\n", b->prisoners[COLOR_BLACK],
        b->prisoners[COLOR_BLACK] == 1 ? "" : "s");
    PUT("white (O) has captured %d stone%s", b->prisoners[COLOR_WHITE],
        b->prisoners[COLOR_WHITE] == 1 ? "" : "s");
    if (last != NULL) {
        char v[COORD_VERTEX_MAX];
        PUT("\nlast move: %s %s", coord_color_name(last->color), coord_format(b, last->point, v));
    }
#undef PUT
    if (len >= size && size > 0)
        buf[size - 1] = '\0';
}


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

void session_options_init(struct session_options *o)
{
    memset(o, 0, sizeof *o);
    engine_options_init(&o->engine);
}

struct session *session_new(FILE *out, const struct session_options *opt)
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
    s->engine = engine_new(&s->opt.engine);
    if (s->engine == NULL)
        goto free_reader;
    size_t count;
    const struct gtp_command *table = commands_table(&count);
    gtp_init(&s->gtp, out, table, count);
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
    if (c == NULL || !(c->flags & COMMANDS_CHANGES_BOARD))
        return;
    const struct board *b = &s->game.board;
    if (s->game.history_count == history && b->hash == hash && b->size == size)
        return; /* refused, or changed nothing */
    char diagram[DIAGRAM_MAX];
    session_board_diagram(s, diagram, sizeof diagram);
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

int session_run(struct session *s, int fd)
{
    struct gtp_reader *r = gtp_reader_new(fd);
    if (r == NULL) {
        fprintf(s->err, "kosumi: out of memory\n");
        return 1;
    }
    int status = 0;
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
    }
    if (s->gtp.output_failed) {
        fprintf(s->err, "kosumi: cannot write responses\n");
        status = 1;
    }
    gtp_reader_free(r);
    return status;
}
