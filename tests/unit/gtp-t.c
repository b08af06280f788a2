/* gtp-t.c - the GTP layer in-process: preprocessing, the line reader, response framing, the
 * dispatcher's arity checks, and a whole session (commands.c) run over open_memstream()
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gtp/commands.h"
#include "gtp/gtp.h"
#include "gtp/session.h"
#include "tap/basic.h"

/* --- preprocessing ---------------------------------------------------------------------------- */

static void test_preprocess(void)
{
    static const struct {
        const char *in;
        size_t len; /* 0: strlen(in) */
        const char *out;
    } cases[] = {
        {"name", 4, "name"},
        {"name\r", 5, "name"},
        {"  \t 12\tplay  b\tD4 \t ", 0, "12 play  b D4"},
        {"play b d4 # a comment", 0, "play b d4"},
        {"# only a comment", 0, ""},
        {"na\0me", 5, "name"},
        {"\x01\x02na\x7fme\x1b", 8, "name"},
        {"   ", 3, ""},
        {"", 0, ""},
        {"name\nrest", 9, "name"},
        {"\xff\xfe name", 7, "\xff\xfe name"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[64];
        size_t len = cases[i].len ? cases[i].len : strlen(cases[i].in);
        memcpy(buf, cases[i].in, len);
        size_t n = gtp_preprocess(buf, len);
        ok(n == strlen(cases[i].out) && strcmp(buf, cases[i].out) == 0,
           "preprocess case %zu gives '%s'", i, cases[i].out);
    }
}

/* --- the reader ------------------------------------------------------------------------------- */

/* Pushes `in` in pieces of `step` bytes and joins the lines completed with '|' (too long lines as
 * "<long>"). */
static void read_pushed(const char *in, size_t len, size_t step, char *out, size_t size)
{
    struct gtp_reader *r = gtp_reader_new(-1);
    out[0] = '\0';
    size_t pos = 0;
    while (pos < len) {
        size_t n = len - pos < step ? len - pos : step;
        size_t used = 0;
        while (used < n) {
            bool complete;
            used += gtp_reader_push(r, in + pos + used, n - used, &complete);
            if (complete) {
                char *line;
                size_t l;
                bool too_long;
                gtp_reader_line(r, &line, &l, &too_long);
                snprintf(out + strlen(out), size - strlen(out), "%s|", too_long ? "<long>" : line);
            }
        }
        pos += n;
    }
    if (gtp_reader_end(r)) {
        char *line;
        size_t l;
        bool too_long;
        gtp_reader_line(r, &line, &l, &too_long);
        snprintf(out + strlen(out), size - strlen(out), "%s|", too_long ? "<long>" : line);
    }
    gtp_reader_free(r);
}

static void test_reader_push(void)
{
    static const char in[] = "1 name\r\n\n# c\n\t2\tversion # x\n  \n3 play b \0d4\nlast";
    const char *want = "1 name|||2 version||3 play b d4|last|";
    bool same = true;
    char out[256];
    for (size_t step = 1; step <= sizeof in; step++) {
        read_pushed(in, sizeof in - 1, step, out, sizeof out);
        if (strcmp(out, want) != 0) {
            diag("step %zu: '%s'", step, out);
            same = false;
        }
    }
    ok(same, "the same lines whatever the split of the input");

    /* A line over the limit is flagged, not cut into a second command; the next is intact. */
    size_t big = GTP_LINE_MAX + 1000;
    char *in2 = malloc(big + 32);
    memcpy(in2, "7 play b ", 9);
    memset(in2 + 9, 'x', big - 9);
    memcpy(in2 + big, "\n8 name\n", 8);
    read_pushed(in2, big + 8, 65536, out, sizeof out);
    is_string("<long>|8 name|", out, "an over-long line is flagged and the next line is read");

    /* A comment or control characters, however long, make a blank line, not a long one. */
    memset(in2, '\0', big);
    in2[0] = '#';
    memcpy(in2 + big, "\n8 name\n", 8);
    read_pushed(in2 + 1, big - 1 + 8, 65536, out, sizeof out);
    is_string("|8 name|", out, "a long run of NUL bytes is a blank line");
    read_pushed(in2, big + 8, 65536, out, sizeof out);
    is_string("|8 name|", out, "a long comment is a blank line");
    memset(in2, ' ', big);
    read_pushed(in2, big + 8, 65536, out, sizeof out);
    is_string("|8 name|", out, "a long run of spaces is a blank line");
    free(in2);
}

static void test_reader_fd(void)
{
    int fds[2];
    if (pipe(fds) != 0)
        bail("pipe failed");
    const char data[] = "1 name\n2 version\n3 quit";
    if (write(fds[1], data, sizeof data - 1) != (ssize_t)(sizeof data - 1))
        bail("write failed");
    struct gtp_reader *r = gtp_reader_new(fds[0]);
    ok(!gtp_reader_has_line(r), "nothing buffered before the first read");
    char *line;
    size_t len;
    bool too_long;
    is_int(1, gtp_reader_next(r, &line, &len, &too_long), "first line read");
    is_string("1 name", line, "first line");
    ok(gtp_reader_has_line(r), "the second line is already buffered");
    is_int(1, gtp_reader_next(r, &line, &len, &too_long), "second line read");
    is_string("2 version", line, "second line");
    ok(!gtp_reader_has_line(r), "the third line is not complete yet");
    close(fds[1]);
    is_int(1, gtp_reader_next(r, &line, &len, &too_long), "a last line without newline counts");
    is_string("3 quit", line, "third line");
    ok(gtp_reader_has_line(r), "at end of file next() does not block");
    is_int(0, gtp_reader_next(r, &line, &len, &too_long), "then end of file");
    is_int(0, gtp_reader_next(r, &line, &len, &too_long), "and end of file again");
    gtp_reader_free(r);
    close(fds[0]);
}

/* GoGui's "# interrupt" seen while a command runs, also when it arrives in pieces and after a
 * line already buffered. */
static void test_reader_interrupt(void)
{
    int fds[2];
    if (pipe(fds) != 0)
        bail("pipe failed");
    struct gtp_reader *r = gtp_reader_new(fds[0]);
    const char first[] = "genmove b\nname\n# inter";
    if (write(fds[1], first, sizeof first - 1) != (ssize_t)(sizeof first - 1))
        bail("write failed");
    char *line;
    size_t len;
    bool too_long;
    is_int(1, gtp_reader_next(r, &line, &len, &too_long), "interrupt: the command read");
    ok(!gtp_reader_interrupt_waiting(r), "'# inter' alone is no interrupt yet");
    if (write(fds[1], "rupt\n", 5) != 5)
        bail("write failed");
    ok(gtp_reader_interrupt_waiting(r), "'rupt' in a second write completes '# interrupt'");
    is_int(1, gtp_reader_next(r, &line, &len, &too_long), "interrupt: the next line read");
    is_string("name", line, "the line buffered before the interrupt comes first");
    is_int(1, gtp_reader_next(r, &line, &len, &too_long), "interrupt: then its own line");
    is_int(0, (int)len, "which is a comment: an empty line");
    gtp_reader_free(r);
    close(fds[1]);
    close(fds[0]);
}

/* --- framing and dispatch, with a table of test handlers -------------------------------------- */

static int h_empty(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    return gtp_success(g, NULL);
}

static int h_args(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx;
    for (int i = 1; i < argc; i++)
        gtp_printf(g, "%s%s", i > 1 ? "," : "", argv[i]);
    return gtp_success(g, NULL);
}

static int h_lines(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    gtp_printf(g, "a\n\nb\n");
    return gtp_success(g, "\n\nc\n\n\n");
}

static int h_fail(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    gtp_printf(g, "dropped");
    return gtp_failure(g, "no\nway");
}

static int h_silent(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)g, (void)argc, (void)argv;
    return GTP_CONTINUE;
}

static int h_stop(void *ctx, struct gtp *g, int argc, char **argv)
{
    (void)ctx, (void)argc, (void)argv;
    gtp_success(g, "bye");
    return GTP_QUIT;
}

static const struct gtp_command test_table[] = {
    {"args", h_args, -1, 0, 0, "", ""}, {"empty", h_empty, 0, 0, 0, "", ""},
    {"fail", h_fail, 0, 0, 0, "", ""},  {"lines", h_lines, 0, 0, 0, "", ""},
    {"range", h_args, 1, 3, 0, "", ""}, {"silent", h_silent, 0, 0, 0, "", ""},
    {"stop", h_stop, 0, 0, 0, "", ""},  {"two", h_args, 2, 0, 0, "", ""},
    {"upto", h_args, 0, 2, 0, "", ""},
};

/* Runs each line of `script` (separated by '\n') through gtp_execute and returns the output. */
static char *run_table(const char *script, int *status)
{
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    struct gtp g;
    gtp_init(&g, f, test_table, sizeof test_table / sizeof test_table[0]);
    char *copy = strdup(script);
    *status = GTP_CONTINUE;
    for (char *line = strtok(copy, "\n"); line != NULL; line = strtok(NULL, "\n"))
        *status = gtp_execute(&g, NULL, line, strlen(line), false);
    free(copy);
    gtp_free(&g);
    fclose(f);
    return out;
}

static void check_table(const char *script, const char *want, const char *what)
{
    int status;
    char *out = run_table(script, &status);
    is_string(want, out, "%s", what);
    free(out);
}

static void test_framing(void)
{
    check_table("empty", "= \n\n", "an empty result: '= ' and an empty line");
    check_table("12 empty", "=12 \n\n", "an id is echoed, with a space after it");
    check_table("007 empty", "=7 \n\n", "leading zeros of an id are dropped");
    check_table("0 empty", "=0 \n\n", "id 0");
    check_table("12empty", "? unknown command\n\n", "digits glued to a name are not an id");
    check_table("12", "", "a line holding only an id is not answered, as GNU Go does");
    check_table("12\n13 empty", "=13 \n\n", "and the next command is answered with its own id");
    check_table("Empty", "? unknown command\n\n", "names are case-sensitive");
    check_table("lines", "= a\n \nb\n \n \nc\n\n",
                "empty lines inside a result become a space; trailing newlines go");
    check_table("3 fail", "?3 no way\n\n", "a failure is one line and drops the built result");
    check_table("silent", "? internal error: no response\n\n", "a handler that does not answer");
    check_table("args a  b\tc", "= a,b,c\n\n", "arguments split on any white space");
    check_table("args", "? syntax error: wrong number of arguments\n\n", "-1: at least one");
    check_table("two a", "? syntax error: wrong number of arguments\n\n", "2: not one");
    check_table("two a b c", "? syntax error: wrong number of arguments\n\n", "2: not three");
    check_table("two a b", "= a,b\n\n", "2: exactly two");
    check_table("upto\nupto x\nupto x y\nupto x y z",
                "= \n\n= x\n\n= x,y\n\n? syntax error: wrong number of arguments\n\n",
                "0..2 arguments");
    check_table("range\nrange x\nrange x y z\nrange w x y z",
                "? syntax error: wrong number of arguments\n\n= x\n\n= x,y,z\n\n"
                "? syntax error: wrong number of arguments\n\n",
                "1..3 arguments");
    int status;
    char *out = run_table("stop", &status);
    is_int(GTP_QUIT, status, "a handler ends the session with GTP_QUIT");
    is_string("= bye\n\n", out, "after answering");
    free(out);

    /* An over-long line is answered with its id and not run. */
    char *f_out = NULL;
    size_t f_size = 0;
    FILE *f = open_memstream(&f_out, &f_size);
    struct gtp g;
    gtp_init(&g, f, test_table, sizeof test_table / sizeof test_table[0]);
    char line[] = "42 stop and more";
    is_int(GTP_CONTINUE, gtp_execute(&g, NULL, line, strlen(line), true),
           "a long line runs nothing");
    fflush(f);
    is_string("?42 syntax error: line too long\n\n", f_out, "and is answered as too long");
    ok(gtp_lookup(&g, "two") == &test_table[7] && gtp_lookup(&g, "zzz") == NULL &&
           gtp_lookup(&g, "") == NULL && gtp_lookup(&g, "args") == &test_table[0],
       "gtp_lookup finds rows by exact name");
    gtp_free(&g);
    fclose(f);
    free(f_out);
}

/* --- a whole session in-process --------------------------------------------------------------- */

/* A session with kosumi's command table, answering on f. */
static struct session *new_session(FILE *f, const struct session_options *opt)
{
    size_t count;
    const struct gtp_command *commands = commands_table(&count);
    return session_new(f, opt, commands, count);
}

/* Feeds `in` to a new session (in chunks of `step` bytes), ends the input, and returns what the
 * session wrote. */
static char *run_session(const void *in, size_t len, size_t step, int *status)
{
    char *out = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&out, &size);
    struct session_options opt;
    session_options_init(&opt);
    opt.seed = 7;
    opt.engine.playouts = 20; /* the protocol is under test here, not the search */
    struct session *s = new_session(f, &opt);
    if (s == NULL)
        bail("session_new failed");
    const char *bytes = in;
    *status = GTP_CONTINUE;
    for (size_t pos = 0; pos < len; pos += step)
        *status = session_feed(s, bytes + pos, len - pos < step ? len - pos : step);
    if (*status == GTP_CONTINUE)
        *status = session_end(s);
    session_free(s);
    fclose(f);
    return out;
}

static void check_session(const char *in, const char *want, const char *what)
{
    int status;
    char *out = run_session(in, strlen(in), 3, &status);
    is_string(want, out, "%s", what);
    free(out);
}

static void test_session(void)
{
    check_session("1 protocol_version\n2 name\n3 version\n",
                  "=1 2\n\n=2 kosumi\n\n=3 " PACKAGE_VERSION "\n\n", "the administrative commands");
    check_session("boardsize 9\n5 play b E5\n6 play w e5\n7 list_stones black\n8 undo\n9 undo",
                  "= \n\n=5 \n\n?6 illegal move\n\n=7 E5\n\n=8 \n\n?9 cannot undo\n\n",
                  "play, an illegal move, undo, and a last line without newline");
    check_session("1 quit\n2 name\n", "=1 \n\n", "nothing is answered after quit");
    check_session("10\n1 # a comment\n 007\t\r\n2 name\n", "=2 kosumi\n\n",
                  "lines holding only an id (and a comment) are not answered");
    check_session("boardsize 1\n1 komi 1e300\n2 final_score\n3 komi -1000000.5\n4 komi 1000000\n"
                  "5 final_score\n6 komi -1e6\n7 final_score",
                  "= \n\n?1 syntax error: komi out of range\n\n=2 W+7.5\n\n"
                  "?3 syntax error: komi out of range\n\n=4 \n\n=5 W+1000000.0\n\n=6 \n\n"
                  "=7 B+1000000.0\n\n",
                  "a komi beyond 10^6 either way is refused and changes nothing");
    int status;
    char *out = run_session("quit\n", 5, 5, &status);
    is_int(GTP_QUIT, status, "session_feed reports GTP_QUIT");
    free(out);
    out = run_session("name\n", 5, 5, &status);
    is_int(GTP_CONTINUE, status, "and GTP_CONTINUE at the end of the input");
    free(out);

    /* The same seed gives the same moves; genmove plays them. */
    const char *game = "boardsize 9\ngenmove b\ngenmove w\ngenmove b\nmove_history\n";
    char *a = run_session(game, strlen(game), 64, &status);
    char *b = run_session(game, strlen(game), 1, &status);
    is_string(a, b, "the same seed gives the same game");
    free(b);
    free(a);

    /* Bytes of every value, in any split, get answers or are ignored; never a crash. */
    char junk[4096];
    unsigned x = 12345;
    for (size_t i = 0; i < sizeof junk; i++) {
        x = x * 1103515245u + 12345u;
        junk[i] = (char)(x >> 16);
        if (i % 61 == 0)
            junk[i] = '\n';
    }
    out = run_session(junk, sizeof junk, 7, &status);
    size_t len = strlen(out);
    ok(len == 0 || (len >= 2 && strcmp(out + len - 2, "\n\n") == 0),
       "random bytes: every response ends with an empty line");
    free(out);
}

/* --- one command at a time: a session and the response to each command ------------------------ */

struct client {
    struct session *s;
    FILE *f;
    char *out;
    size_t size, seen;
    char answer[256];
};

/* The time of the clients: it stands still, so that twins that play the same genmoves on a
 * clock are charged alike. */
static double standing_clock(void)
{
    return 0;
}

static void client_open(struct client *c, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    c->f = open_memstream(&c->out, &c->size);
    struct session_options opt;
    session_options_init(&opt);
    opt.seed = seed;
    opt.engine.playouts = 20; /* the protocol is under test here, not the search */
    opt.now = standing_clock;
    c->s = new_session(c->f, &opt);
    if (c->f == NULL || c->s == NULL)
        bail("session_new failed");
}

static void client_close(struct client *c)
{
    session_free(c->s);
    fclose(c->f);
    free(c->out);
}

/* Runs one command line and returns its response without the final empty line ("= D4",
 * "? illegal move"), or "" when it was not answered. */
static const char *ask(struct client *c, const char *command)
{
    char line[256];
    snprintf(line, sizeof line, "%s", command);
    session_execute(c->s, line, strlen(line), false);
    fflush(c->f);
    size_t n = c->size - c->seen;
    if (n >= 2)
        n -= 2;
    if (n >= sizeof c->answer)
        n = sizeof c->answer - 1;
    memcpy(c->answer, c->out + c->seen, n);
    c->answer[n] = '\0';
    c->seen = c->size;
    return c->answer;
}

/* reg_genmove answers the move genmove then plays, in the same state with the same seed, across
 * games of several seeds and sizes, but where genmove resigns: there it answers a move (GNU Go's
 * reg_genmove never resigns); and it leaves genmove's random stream as it was. */
static void test_reg_genmove(void)
{
    int compared = 0, differ = 0, played = 0, resigned = 0, reg_resigned = 0;
    for (uint64_t seed = 1; seed <= 24; seed++) {
        struct client c;
        client_open(&c, seed);
        static const char *const sizes[] = {"boardsize 9", "boardsize 5", "boardsize 13"};
        ask(&c, sizes[seed % 3]);
        for (int move = 0; move < 60; move++) {
            const char *color = move % 2 ? "w" : "b";
            char reg[64], gen[64], command[32];
            snprintf(command, sizeof command, "reg_genmove %s", color);
            snprintf(reg, sizeof reg, "%s", ask(&c, command));
            snprintf(command, sizeof command, "genmove %s", color);
            snprintf(gen, sizeof gen, "%s", ask(&c, command));
            if (strcmp(gen, "= resign") == 0) {
                resigned++;
                if (reg[0] != '=' || strcmp(reg, "= resign") == 0)
                    reg_resigned++;
                continue;
            }
            compared++;
            if (strcmp(reg, gen) != 0) {
                if (differ++ < 3)
                    diag("seed %llu move %d: reg_genmove '%s', genmove '%s'",
                         (unsigned long long)seed, move, reg, gen);
            }
            if (strcmp(gen, "= pass") != 0)
                played++;
        }
        client_close(&c);
    }
    ok(played > compared / 2, "the games mostly play stones (%d of %d moves)", played, compared);
    is_int(0, differ, "reg_genmove answers the move genmove then plays (%d positions)", compared);
    ok(resigned > 0 && reg_resigned == 0,
       "where genmove resigns, reg_genmove answers a move, not resign (%d of %d positions)",
       resigned - reg_resigned, resigned);

    /* The same seed with and without reg_genmove for the player to move in between: the same game.
     * (A reg_genmove for the other color searches another position, and the tree the search keeps
     * for reuse is then that one.) */
    struct client with, without;
    client_open(&with, 99);
    client_open(&without, 99);
    ask(&with, "boardsize 9");
    ask(&without, "boardsize 9");
    bool same = true;
    for (int move = 0; move < 40; move++) {
        const char *command = move % 2 ? "genmove w" : "genmove b";
        ask(&with, move % 2 ? "reg_genmove w" : "reg_genmove b");
        char a[64];
        snprintf(a, sizeof a, "%s", ask(&with, command));
        if (strcmp(a, ask(&without, command)) != 0)
            same = false;
    }
    ok(same, "reg_genmove for the player to move leaves genmove's game as it was");
    client_close(&with);
    client_close(&without);
}

/* --- a failure changes nothing ---------------------------------------------------------------- */

/* session_compare names what differs between two sessions, and NULL when nothing does. */
static void test_compare(void)
{
    static const struct {
        const char *command, *twin_command; /* run in one session, and in the other (or NULL) */
        const char *differs;
    } cases[] = {
        {"name", NULL, NULL},
        {"komi 6.5", NULL, "komi"},
        {"play b E5", NULL, "board"},
        {"kata-set-rules {\"scoring\":\"TERRITORY\"}", NULL, "rules"},
        {"kata-set-rules japanese", NULL, "board"}, /* the board holds the ko and suicide rules */
        {"time_settings 300 30 5", NULL, "time settings"},
        {"time_left b 200 3", NULL, "clocks"},
        {"reg_genmove b", NULL, NULL},
        {"genmove b", "play b @", "random stream"}, /* @: the move genmove answered */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct client a, b;
        client_open(&a, 5);
        client_open(&b, 5);
        ask(&a, "boardsize 9");
        ask(&b, "boardsize 9");
        char answer[64];
        snprintf(answer, sizeof answer, "%s", ask(&a, cases[i].command));
        if (cases[i].twin_command != NULL) {
            char command[80];
            snprintf(command, sizeof command, "play b %s", answer + 2);
            ask(&b, command);
        }
        const char *differs = session_compare(a.s, b.s);
        is_string(cases[i].differs ? cases[i].differs : "(nothing)", differs ? differs : "(nothing)",
                  "session_compare after '%s'", cases[i].command);
        client_close(&a);
        client_close(&b);
    }
}

/* Commands that must fail in every state below: bad arguments of every command, wrong counts,
 * unknown names, files that cannot be read or written, a komi out of range. */
static const char *const bad_commands[] = {
    "boardsize 0", "boardsize 26", "boardsize x", "boardsize", "boardsize 9 9",
    "komi x", "komi 1e300", "komi -1e7", "komi nan", "komi inf", "komi",
    "play b Z99", "play x E5", "play b I5", "play b", "play b E5 E6", "play b resign",
    "genmove x", "genmove", "reg_genmove x", "kgs-genmove_cleanup red",
    "fixed_handicap 1", "fixed_handicap 10", "fixed_handicap x",
    "place_free_handicap 1", "place_free_handicap x",
    "set_free_handicap A1 A1", "set_free_handicap A1 pass", "set_free_handicap A1 Z1",
    "set_free_handicap A1", "gg-undo 100000", "gg-undo x", "gg-undo -1", "undo x",
    "time_settings -1 0 0", "time_settings 1 2", "time_settings 1 2 x",
    "kgs-time_settings fischer 1 2", "kgs-time_settings byoyomi 1 2",
    "kgs-time_settings absolute x", "time_left b x 0", "time_left x 1 1", "time_left b 1 -1",
    "kata-set-rules foo", "kata-set-rules {\"komi\":7}", "kgs-rules korean", "kata-set-rules",
    "loadsgf /nonexistent/x.sgf", "loadsgf /dev/null", "loadsgf /", "loadsgf x 1 2",
    "loadsgf x -1", "printsgf /nonexistent/x.sgf", "printsgf a b",
    "final_status_list foo", "color I1", "color pass", "countlib Z1", "findlib pass",
    "is_legal x A1", "all_legal x", "list_stones red", "captures x", "known_command",
    "unknown_command", "PLAY b E5", "name x", "showboard x", "list_commands x", "quit now", NULL,
};

/* In the state `setup` builds (and the state-specific failures `more` adds), every bad command
 * is answered with '?' and leaves the session the same as its twin, which did not run it. */
static void check_failures(const char *what, const char *const *setup, const char *const *more)
{
    struct client live, twin;
    client_open(&live, 11);
    client_open(&twin, 11);
    for (size_t i = 0; setup[i] != NULL; i++) {
        char a[64];
        snprintf(a, sizeof a, "%s", ask(&live, setup[i]));
        if (strcmp(a, ask(&twin, setup[i])) != 0 || a[0] != '=')
            bail("%s: setup '%s' answered '%s'", what, setup[i], a);
    }
    int failed = 0, run = 0, unchanged = 0;
    for (int pass = 0; pass < 2; pass++) {
        const char *const *list = pass == 0 ? bad_commands : more;
        for (size_t i = 0; list != NULL && list[i] != NULL; i++) {
            const char *answer = ask(&live, list[i]);
            run++;
            if (answer[0] == '?')
                failed++;
            else {
                diag("%s: '%s' answered '%s'", what, list[i], answer);
                ask(&twin, list[i]); /* keep the twin in step */
            }
            const char *differs = session_compare(live.s, twin.s);
            if (differs == NULL)
                unchanged++;
            else if (unchanged == run - 1) /* the first to differ; later ones inherit it */
                diag("%s: '%s' changed the %s", what, list[i], differs);
        }
    }
    /* A too-long line is refused before it is run. */
    char line[] = "play b C3";
    session_execute(live.s, line, strlen(line), true);
    run++;
    if (session_compare(live.s, twin.s) == NULL)
        unchanged++;
    failed++;
    is_int(run, failed, "%s: every bad command is answered with '?'", what);
    is_int(run, unchanged, "%s: and leaves the session exactly as it was (%d commands)", what, run);
    client_close(&live);
    client_close(&twin);
}

static void test_failures_change_nothing(void)
{
    static const char *const empty19[] = {"name", NULL};
    static const char *const empty19_more[] = {"undo", "last_move", "gg-undo 1", NULL};

    /* 9x9: komi, clocks, a capture, a ko to retake. */
    static const char *const ko9[] = {
        "boardsize 9", "komi 6.5", "time_settings 300 30 5", "time_left b 200 0",
        "time_left w 100 3", "play b D6", "play w E6", "play b C5", "play w D5", "play b D4",
        "play w E4", "play b pass", "play w F5", "reg_genmove w", "play b E5", NULL,
    };
    static const char *const ko9_more[] = {
        "play w D5", "play b C5", "fixed_handicap 2", "place_free_handicap 2",
        "set_free_handicap A1 B1", "countlib A1", "findlib A1", NULL,
    };

    /* 19x19 with handicap under AGA rules (situational superko), byo-yomi, moves on top (played,
     * not generated: under a clock the search's answers depend on the time it gets). */
    static const char *const handicap19[] = {
        "kgs-rules aga", "fixed_handicap 4", "kgs-time_settings byoyomi 600 30 5",
        "time_left w 500 0", "play w C3", "play b R3", "play w R17", NULL,
    };
    static const char *const handicap19_more[] = {
        "play w D4", "fixed_handicap 2", "set_free_handicap A1 B1", NULL,
    };

    /* Tromp-Taylor rules on 4x4: a ko retake, refused by positional superko. */
    static const char *const superko[] = {
        "boardsize 4", "kata-set-rules tromp-taylor", "play b B1", "play w C1", "play b A2",
        "play w D2", "play b B3", "play w C3", "play b C2", "play w B2", NULL,
    };
    static const char *const superko_more[] = {"play b C2", NULL};

    check_failures("new 19x19", empty19, empty19_more);
    check_failures("9x9 with a ko", ko9, ko9_more);
    check_failures("19x19 with handicap", handicap19, handicap19_more);
    check_failures("4x4 superko", superko, superko_more);
}

static void test_table_sorted(void)
{
    size_t count;
    const struct gtp_command *table = commands_table(&count);
    bool sorted = true;
    for (size_t i = 1; i < count; i++)
        if (strcmp(table[i - 1].name, table[i].name) >= 0) {
            diag("'%s' before '%s'", table[i - 1].name, table[i].name);
            sorted = false;
        }
    ok(sorted, "the command table is sorted, without duplicates");
    bool named = true;
    for (size_t i = 0; i < count; i++)
        if (strspn(table[i].name, "abcdefghijklmnopqrstuvwxyz_-") != strlen(table[i].name))
            named = false;
    ok(named, "command names are lower case, '_' and '-'");
    bool described = true;
    for (size_t i = 0; i < count; i++)
        if (table[i].usage == NULL || table[i].help == NULL || table[i].help[0] == '\0' ||
            strchr(table[i].usage, '\n') != NULL || strchr(table[i].help, '\n') != NULL) {
            diag("'%s' has no one-line description", table[i].name);
            described = false;
        }
    ok(described, "every command has a synopsis and a one-line description for help");
}

static void test_complete(void)
{
    size_t count;
    const struct gtp_command *table = commands_table(&count);
    is_string(table[0].name, commands_complete("", 0), "first word: command names");
    is_string(table[count - 1].name, commands_complete("12 ", count - 1), "after an id too");
    ok(commands_complete("", count) == NULL, "then the end");
    is_string("black", commands_complete("play ", 0), "play: a color");
    is_string("white", commands_complete("7 genmove  ", 1), "genmove: a color");
    ok(commands_complete("play b ", 0) == NULL, "no completion for play's vertex");
    ok(commands_complete("name ", 0) == NULL, "nothing after name");
    is_string("seki", commands_complete("final_status_list ", 2), "final_status_list: statuses");
    is_string("canadian", commands_complete("kgs-time_settings ", 3), "kgs-time_settings: systems");
    is_string(table[1].name, commands_complete("known_command ", 1), "known_command: names");
    is_string(table[2].name, commands_complete("help ", 2), "help: names");
}

int main(void)
{
    plan(11 + 5 + 11 + 7 + 23 + 10 + 4 + 9 + 8 + 3 + 11);
    test_preprocess();
    test_reader_push();
    test_reader_fd();
    test_reader_interrupt();
    test_framing();
    test_session();
    test_reg_genmove();
    test_compare();
    test_failures_change_nothing();
    test_table_sorted();
    test_complete();
    return 0;
}
