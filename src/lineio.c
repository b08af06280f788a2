/* lineio.c - lines typed by a person: GNU readline (editing, history, completion) or plain stdin
 *
 * Like Lua's lua.c, the rest of the program sees a handful of operations and never readline
 * itself; without HAVE_READLINE, or when stdin is not a terminal, lines come from stdin with a
 * bounded reader. Readline keeps its state in globals, so the completion callback reaches its
 * options through the one open instance below.
 */
#include "config.h"

#include "lineio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#ifdef HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

/* Lines kept in the history file. */
#define HISTORY_MAX 1000

struct lineio {
    struct lineio_options opt;
    bool use_readline;
    char *line;  /* the last line returned */
    size_t size; /* plain mode: bytes allocated for it */
};

#ifdef HAVE_READLINE

/* The open instance, for readline's completion callbacks. */
static struct lineio *active;
static char *completion_before; /* the line before the word being completed */

static char *complete_next(const char *text, int state)
{
    static size_t index;
    if (state == 0)
        index = 0;
    size_t len = strlen(text);
    const char *c;
    while ((c = active->opt.complete(completion_before, index++)) != NULL)
        if (strncasecmp(c, text, len) == 0)
            return strdup(c);
    return NULL;
}

static char **complete(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1; /* never fall back to file names */
    free(completion_before);
    completion_before = strndup(rl_line_buffer, (size_t)start);
    if (completion_before == NULL || active == NULL || active->opt.complete == NULL)
        return NULL;
    return rl_completion_matches(text, complete_next);
}

/* Called by readline when a read was interrupted by a signal, after readline has handled the
 * signal itself (for SIGINT: echoed ^C, passed it on to the caller's handler). On Ctrl-C the
 * line typed so far is dropped and a fresh prompt drawn, as bash does; readline(3) then goes on
 * reading the new line. */
static int on_signal(void)
{
    if (active == NULL || active->opt.interrupted == NULL || !*active->opt.interrupted)
        return 0;
    *active->opt.interrupted = 0;
    rl_replace_line("", 1);
    rl_point = rl_mark = 0;
    rl_crlf();
    rl_on_new_line();
    rl_redisplay();
    return 0;
}

static void history_start(struct lineio *io)
{
    stifle_history(HISTORY_MAX);
    if (io->opt.history_file != NULL)
        read_history(io->opt.history_file); /* a missing file is an empty history */
}

/* Adds a non-blank line that differs from the previous one, and appends it to the file at once,
 * so a session ended by a signal keeps it. */
static void history_add(struct lineio *io, const char *line)
{
    if (line[strspn(line, " \t")] == '\0')
        return;
    HIST_ENTRY *last = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
    if (last != NULL && strcmp(last->line, line) == 0)
        return;
    add_history(line);
    if (io->opt.history_file != NULL && append_history(1, io->opt.history_file) != 0)
        write_history(io->opt.history_file); /* the file did not exist yet */
}

#endif /* HAVE_READLINE */

bool lineio_has_readline(void)
{
#ifdef HAVE_READLINE
    return true;
#else
    return false;
#endif
}

struct lineio *lineio_open(const struct lineio_options *opt)
{
    struct lineio *io = calloc(1, sizeof *io);
    if (io == NULL)
        return NULL;
    io->opt = *opt;
#ifdef HAVE_READLINE
    io->use_readline = isatty(STDIN_FILENO);
    if (io->use_readline) {
        active = io;
        rl_readline_name = "kosumi";
        rl_attempted_completion_function = complete;
        rl_basic_word_break_characters = " \t";
        rl_signal_event_hook = on_signal;
        history_start(io);
    }
#endif
    return io;
}

static void prompt(const struct lineio *io)
{
    if (io->opt.prompt != NULL) {
        fputs(io->opt.prompt, stdout);
        fflush(stdout);
    }
}

/* Plain input: one line from stdin, at most max_len bytes kept, the rest dropped. A Ctrl-C
 * (opt.interrupted raised, the read interrupted) drops what was read of the line (the terminal
 * has discarded what it held) and prompts anew; any other interrupted read is retried. */
static int plain_read(struct lineio *io, char **line, size_t *len, bool *too_long)
{
    prompt(io);
    size_t n = 0;
    int c;
    *too_long = false;
    for (;;) {
        errno = 0;
        c = getchar();
        if (c == EOF && ferror(stdin) && errno == EINTR) {
            clearerr(stdin);
            if (io->opt.interrupted != NULL && *io->opt.interrupted) {
                *io->opt.interrupted = 0;
                n = 0;
                *too_long = false;
                putchar('\n');
                prompt(io);
            }
            continue;
        }
        if (c == EOF || c == '\n')
            break;
        if (io->opt.max_len != 0 && n >= io->opt.max_len) {
            *too_long = true;
            continue;
        }
        if (n + 1 >= io->size) {
            size_t size = io->size ? io->size * 2 : 256;
            char *grown = realloc(io->line, size);
            if (grown == NULL) {
                *too_long = true;
                continue;
            }
            io->line = grown;
            io->size = size;
        }
        io->line[n++] = (char)c;
    }
    if (c == EOF && n == 0 && !*too_long)
        return 0;
    if (io->line == NULL) {
        io->line = malloc(1);
        if (io->line == NULL)
            return 0;
        io->size = 1;
    }
    io->line[n] = '\0';
    *line = io->line;
    *len = n;
    return 1;
}

int lineio_read(struct lineio *io, char **line, size_t *len, bool *too_long)
{
#ifdef HAVE_READLINE
    if (io->use_readline) {
        free(io->line);
        io->line = readline(io->opt.prompt != NULL ? io->opt.prompt : "");
        if (io->line == NULL) {
            putchar('\n'); /* leave the terminal on a fresh line after ^D */
            fflush(stdout);
            return 0;
        }
        history_add(io, io->line);
        size_t n = strlen(io->line);
        *too_long = io->opt.max_len != 0 && n > io->opt.max_len;
        if (*too_long)
            n = io->opt.max_len;
        *line = io->line;
        *len = n;
        return 1;
    }
#endif
    return plain_read(io, line, len, too_long);
}

void lineio_close(struct lineio *io)
{
    if (io == NULL)
        return;
#ifdef HAVE_READLINE
    if (io->use_readline) {
        if (io->opt.history_file != NULL)
            history_truncate_file(io->opt.history_file, HISTORY_MAX);
        clear_history();
        rl_attempted_completion_function = NULL;
        rl_signal_event_hook = NULL;
        free(completion_before);
        completion_before = NULL;
        active = NULL;
    }
#endif
    free(io->line);
    free(io);
}
