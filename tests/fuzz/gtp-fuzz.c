/* gtp-fuzz.c - libFuzzer target: arbitrary bytes through a whole in-process GTP session
 *
 * The input is fed, in pieces of varying sizes, to a live session (session.h) answering into
 * a memory stream, so it goes through everything a controller's bytes go through: the line
 * reader and its preprocessing, ids and arity, the dispatcher and every handler, the game and
 * the board. It checks:
 *   - after every piece, the board passes board_check();
 *   - a command answered with '?' leaves the session exactly as it was: a twin session, fed the
 *     same lines one command behind, must then compare equal to it (session_compare: board,
 *     start position, history, player to move, komi, rules, handicap, superko history, time
 *     settings, clocks, random stream);
 *   - at the end, the whole output is a sequence of well-formed GTP responses ("=id text" or
 *     "?id text", a space after the id, no empty line inside, no control byte but LF, each
 *     ended by an empty line).
 * At exit it says how many inputs ran and how many commands they had answered ("gtp-fuzz: 812
 * inputs, 40213 commands answered"), which `make fuzz-long` reports.
 *
 *     make fuzz-gtp [FUZZ_SECONDS=60]     # on a scratch copy of tests/fuzz/corpus/gtp
 *     tests/fuzz/gtp-fuzz crash-...       # replays one input
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#endif
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "core/game.h"
#include "gtp/commands.h"
#include "gtp/session.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* What ran, for the line printed at exit. */
static unsigned long long inputs_run, commands_answered;

static void print_counts(void)
{
    fprintf(stderr, "gtp-fuzz: %llu inputs, %llu commands answered\n", inputs_run,
            commands_answered);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    atexit(print_counts);
    return 0;
}

static void fail(const char *what, const char *detail, const char *out, size_t out_len)
{
    fprintf(stderr, "gtp-fuzz: %s: %s\n", what, detail ? detail : "");
    if (out)
        fprintf(stderr, "--- output (%zu bytes) ---\n%.*s\n---\n", out_len,
                (int)(out_len > 4000 ? 4000 : out_len), out);
    abort();
}

static void check_board(const struct session *s)
{
    const struct game *g = session_game(s);
    const char *why = board_check(&g->board);
    if (why)
        fail("board_check failed", why, NULL, 0);
}

/* Checks that out[0..len) is a sequence of well-formed responses; returns how many. */
static size_t check_output(const char *out, size_t len)
{
    size_t pos = 0, responses = 0;
    while (pos < len) {
        const char *start = out + pos;
        const char *end = NULL;
        for (size_t i = pos; i + 1 < len; i++)
            if (out[i] == '\n' && out[i + 1] == '\n') {
                end = out + i;
                break;
            }
        if (!end)
            fail("unterminated response", start, out, len);
        if (*start != '=' && *start != '?')
            fail("response not starting with '=' or '?'", start, out, len);
        const char *p = start + 1;
        while (p < end && *p >= '0' && *p <= '9')
            p++;
        if (p == end || *p != ' ')
            fail("no space after '=id' or '?id'", start, out, len);
        if (p - start > 1 && start[1] == '0' && p - start > 2)
            fail("id echoed with a leading zero", start, out, len);
        for (const char *q = start; q < end; q++) {
            unsigned char c = (unsigned char)*q;
            if ((c < 32 && c != '\n') || c == 127)
                fail("control byte in a response", start, out, len);
        }
        responses++;
        pos = (size_t)(end - out) + 2;
    }
    return responses;
}

/* The time of both sessions: it stands still, so that a genmove on a clock charges the live
 * session and its twin alike. */
static double standing_clock(void)
{
    return 0;
}

/* Where the sessions' diagnostics go: apart from the answers, as a controller keeps stderr
 * apart from stdout (an illegal move's reason is written there), and dropped. */
static FILE *diagnostics(void)
{
    static FILE *dropped;
    if (dropped == NULL)
        dropped = fopen("/dev/null", "w");
    return dropped;
}

/* A session with kosumi's command table answering into `sink`, seeded with `seed`. */
static struct session *new_session(FILE *sink, uint64_t seed)
{
    struct session_options opt;
    session_options_init(&opt);
    opt.seed = seed;
    opt.engine.playouts = 20; /* a fuzz input runs many genmoves: keep each one short */
    opt.now = standing_clock;
    opt.err = diagnostics();
    if (opt.err == NULL)
        abort();
    size_t count;
    const struct gtp_command *commands = commands_table(&count);
    return session_new(sink, &opt, commands, count);
}

/* After the live session answered a command: if the answer (out[from..len)) is a failure, the
 * twin, which has run every command but that one, must hold the same state. */
static void check_failure_changed_nothing(const struct session *live, const struct session *twin,
                                          const uint8_t *line, size_t line_len, const char *out,
                                          size_t from, size_t len)
{
    if (from >= len || out[from] != '?')
        return;
    const char *what = session_compare(live, twin);
    if (what != NULL) {
        char detail[512];
        snprintf(detail, sizeof detail, "%s changed by '%.*s' answered '%.*s'", what,
                 (int)(line_len > 200 ? 200 : line_len), (const char *)line,
                 (int)(len - from > 200 ? 200 : len - from), out + from);
        fail("a failed command changed the session", detail, NULL, 0);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Piece sizes cycle through small and large ones, so lines are split at every kind of
     * place between the reader's buffers; a piece also ends after a newline, so each feed
     * completes at most one command and every answer can be checked against the twin. */
    static const size_t pieces[] = {1, 7, 64, 3, 4096, 2, 511, 13};
    char *out = NULL, *twin_out = NULL;
    size_t out_len = 0, twin_out_len = 0;
    FILE *sink = open_memstream(&out, &out_len);
    FILE *twin_sink = open_memstream(&twin_out, &twin_out_len);
    struct session *s = sink ? new_session(sink, size) : NULL;
    struct session *twin = twin_sink ? new_session(twin_sink, size) : NULL;
    if (!s || !twin)
        abort();

    size_t pos = 0, twin_pos = 0, line_start = 0, k = 0;
    int status = GTP_CONTINUE;
    while (pos < size && status == GTP_CONTINUE) {
        size_t n = pieces[k++ % (sizeof pieces / sizeof pieces[0])];
        if (n > size - pos)
            n = size - pos;
        const uint8_t *newline = memchr(data + pos, '\n', n);
        if (newline)
            n = (size_t)(newline - (data + pos)) + 1;
        size_t answered = out_len;
        status = session_feed(s, data + pos, n);
        pos += n;
        check_board(s);
        if (newline) {
            fflush(sink);
            check_failure_changed_nothing(s, twin, data + line_start, pos - 1 - line_start, out,
                                          answered, out_len);
            session_feed(twin, data + twin_pos, pos - twin_pos);
            twin_pos = line_start = pos;
        }
    }
    if (status == GTP_CONTINUE) {
        size_t answered = out_len;
        session_end(s);
        check_board(s);
        fflush(sink);
        check_failure_changed_nothing(s, twin, data + line_start, size - line_start, out, answered,
                                      out_len);
    }
    session_free(s);
    session_free(twin);
    if (fclose(sink) != 0 || fclose(twin_sink) != 0)
        abort();
    commands_answered += check_output(out, out_len);
    inputs_run++;
    free(out);
    free(twin_out);
    return 0;
}
