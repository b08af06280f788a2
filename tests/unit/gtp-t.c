/* gtp-t.c - the GTP layer in-process: preprocessing, the line reader, response framing, the
 * dispatcher's arity checks, and a whole session (commands.c) run over open_memstream()
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "gtp.h"
#include "session.h"
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
    {"args", h_args, -1, 0, 0},  {"empty", h_empty, 0, 0, 0}, {"fail", h_fail, 0, 0, 0},
    {"lines", h_lines, 0, 0, 0}, {"range", h_args, 1, 3, 0},  {"silent", h_silent, 0, 0, 0},
    {"stop", h_stop, 0, 0, 0},   {"two", h_args, 2, 0, 0},    {"upto", h_args, 0, 2, 0},
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
                  "?3 syntax error: komi out of range\n\n=4 \n\n=5 W+1000000\n\n=6 \n\n"
                  "=7 B+1000000\n\n",
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

static void client_open(struct client *c, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    c->f = open_memstream(&c->out, &c->size);
    struct session_options opt;
    session_options_init(&opt);
    opt.seed = seed;
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
 * games of several seeds and sizes; and it leaves genmove's random stream as it was. */
static void test_reg_genmove(void)
{
    int compared = 0, differ = 0, played = 0;
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

    /* The same seed with and without reg_genmove in between: the same game. */
    struct client with, without;
    client_open(&with, 99);
    client_open(&without, 99);
    ask(&with, "boardsize 9");
    ask(&without, "boardsize 9");
    bool same = true;
    for (int move = 0; move < 40; move++) {
        const char *command = move % 2 ? "genmove w" : "genmove b";
        ask(&with, "reg_genmove b");
        ask(&with, "reg_genmove w");
        char a[64];
        snprintf(a, sizeof a, "%s", ask(&with, command));
        if (strcmp(a, ask(&without, command)) != 0)
            same = false;
    }
    ok(same, "reg_genmove leaves genmove's random stream as it was");
    client_close(&with);
    client_close(&without);
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
}

int main(void)
{
    plan(11 + 5 + 11 + 23 + 10 + 3 + 2 + 10);
    test_preprocess();
    test_reader_push();
    test_reader_fd();
    test_framing();
    test_session();
    test_reg_genmove();
    test_table_sorted();
    test_complete();
    return 0;
}
