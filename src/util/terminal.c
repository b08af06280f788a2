/* terminal.c - keys and redrawing on a POSIX terminal (termios, poll, VT100 sequences)
 *
 * Keys: the terminal leaves canonical mode (a key is readable without Enter) and stops echoing
 * (a key typed to stop an analysis would land in the table), with ISIG kept so that Ctrl-C
 * still reaches the session's handler. Drawing over earlier text: the cursor goes up the lines
 * the last block took ("ESC [ n A"), each line is written with "ESC [ K" (erase to its end),
 * and "ESC [ J" clears what a longer earlier block left below. These are VT100's, which
 * xterm, the Linux console and every emulator since understand; TERM=dumb promises none.
 */
#include "config.h"

#include "util/terminal.h"

#ifdef _WIN32
/* A Windows console has no termios: until it gets a branch of its own (its console modes and
 * ReadConsoleInput), kosumi there is a terminal without keys or redrawing, as a --interactive
 * session on a pipe is: analysis prints its table once and genmove shows nothing. */
struct terminal *terminal_open(int in_fd, FILE *out)
{
    (void)in_fd, (void)out;
    return NULL;
}

void terminal_close(struct terminal *t) { (void)t; }
bool terminal_keys_begin(struct terminal *t) { (void)t; return false; }
bool terminal_key_pressed(struct terminal *t) { (void)t; return true; }
void terminal_keys_end(struct terminal *t) { (void)t; }
bool terminal_block(struct terminal *t, const char *text) { (void)t, (void)text; return false; }
void terminal_block_done(struct terminal *t) { (void)t; }
bool terminal_status(struct terminal *t, const char *line) { (void)t, (void)line; return false; }

#else /* POSIX */

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

/* When the window's size is not known. */
#define DEFAULT_COLUMNS 80
#define DEFAULT_ROWS 24

struct terminal {
    int in_fd;
    FILE *out;
    struct termios saved; /* the mode before terminal_keys_begin */
    bool watching;        /* between terminal_keys_begin and terminal_keys_end */
    int block_lines;      /* lines the last terminal_block drew, the cursor below them */
    bool status_shown;    /* a terminal_status line is on the screen, the cursor on it */
};

struct terminal *terminal_open(int in_fd, FILE *out)
{
    const char *term = getenv("TERM");
    if (!isatty(in_fd) || !isatty(fileno(out)) || term == NULL || *term == '\0' ||
        strcmp(term, "dumb") == 0)
        return NULL;
    struct terminal *t = calloc(1, sizeof *t);
    if (t == NULL)
        return NULL;
    t->in_fd = in_fd;
    t->out = out;
    return t;
}

void terminal_close(struct terminal *t)
{
    if (t == NULL)
        return;
    if (t->watching)
        terminal_keys_end(t);
    free(t);
}

bool terminal_keys_begin(struct terminal *t)
{
    if (t->watching)
        return true;
    if (tcgetattr(t->in_fd, &t->saved) != 0)
        return false;
    struct termios keys = t->saved;
    keys.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    keys.c_cc[VMIN] = 1;
    keys.c_cc[VTIME] = 0;
    if (tcsetattr(t->in_fd, TCSANOW, &keys) != 0)
        return false;
    t->watching = true;
    return true;
}

bool terminal_key_pressed(struct terminal *t)
{
    if (!t->watching)
        return false;
    struct pollfd pfd = {.fd = t->in_fd, .events = POLLIN};
    int ready = poll(&pfd, 1, 0);
    if (ready < 0)
        return errno != EINTR;
    if (ready == 0)
        return false;
    if (!(pfd.revents & POLLIN))
        return true; /* hung up or an error: no key will come */
    /* The keys pressed are dropped: any one stops. A read that fails or finds the end means the
     * terminal is gone, which stops as well. */
    char keys[64];
    ssize_t n = read(t->in_fd, keys, sizeof keys);
    (void)n;
    return true;
}

void terminal_keys_end(struct terminal *t)
{
    if (!t->watching)
        return;
    /* TCSAFLUSH drops the input not read yet: the rest of a burst of keys, or an escape
     * sequence's tail. */
    tcsetattr(t->in_fd, TCSAFLUSH, &t->saved);
    t->watching = false;
}

/* The window's size, or the defaults. */
static void window_size(const struct terminal *t, int *columns, int *rows)
{
    struct winsize ws;
    bool known = ioctl(fileno(t->out), TIOCGWINSZ, &ws) == 0;
    *columns = known && ws.ws_col > 0 ? ws.ws_col : DEFAULT_COLUMNS;
    *rows = known && ws.ws_row > 0 ? ws.ws_row : DEFAULT_ROWS;
}

static bool flushed(const struct terminal *t)
{
    return fflush(t->out) == 0 && !ferror(t->out);
}

bool terminal_block(struct terminal *t, const char *text)
{
    int columns, rows;
    window_size(t, &columns, &rows);
    if (t->block_lines > 0)
        fprintf(t->out, "\r\x1b[%dA", t->block_lines);
    int lines = 0;
    /* A full-width line would leave the cursor in the last column, where terminals differ on
     * whether the newline that follows makes one line or two: one column is kept free. One
     * row is kept for the cursor below the block. */
    while (*text != '\0' && lines < rows - 1) {
        size_t len = strcspn(text, "\n");
        int shown = len < (size_t)(columns - 1) ? (int)len : columns - 1;
        fprintf(t->out, "%.*s\x1b[K\n", shown, text);
        lines++;
        text += len + (text[len] == '\n');
    }
    fputs("\x1b[J", t->out);
    t->block_lines = lines;
    return flushed(t);
}

void terminal_block_done(struct terminal *t)
{
    t->block_lines = 0;
}

bool terminal_status(struct terminal *t, const char *line)
{
    if (line == NULL) {
        if (!t->status_shown)
            return true;
        t->status_shown = false;
        fputs("\r\x1b[K", t->out);
        return flushed(t);
    }
    int columns, rows;
    window_size(t, &columns, &rows);
    fprintf(t->out, "\r%.*s\x1b[K", columns - 1, line);
    t->status_shown = true;
    return flushed(t);
}

#endif /* POSIX */
