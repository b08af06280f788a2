/* gtp.c - GTP version 2 framing: line reader, preprocessing, ids, tokens, arity, responses
 *
 * Input bytes go through one per-byte filter (gtp_reader_push and gtp_preprocess share it), so
 * control characters, comments and leading white space are never stored and a line's memory is
 * bounded by GTP_LINE_MAX whatever arrives. Output goes through respond(), the only writer of
 * "=id"/"?id" framing.
 */
#include "config.h"

#include "gtp/gtp.h"

#include <errno.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/os.h"

/* Bytes read from the file descriptor at a time. */
#define READ_CHUNK 65536

/* --- preprocessing ---------------------------------------------------------------------------- */

/* The filter state of one line being assembled. */
struct line_state {
    bool in_comment; /* a '#' was seen: drop the rest of the line */
};

/* What the per-byte filter makes of byte c (not a newline): the byte to keep, or -1 to drop it. */
static int filter_byte(struct line_state *st, unsigned char c)
{
    if (st->in_comment)
        return -1;
    if (c == '#') {
        st->in_comment = true;
        return -1;
    }
    if (c == '\t')
        return ' ';
    if (c < 32 || c == 127)
        return -1;
    return c;
}

size_t gtp_preprocess(char *line, size_t len)
{
    struct line_state st = {false};
    size_t out = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)line[i];
        if (c == '\n')
            break;
        int k = filter_byte(&st, c);
        if (k < 0 || (k == ' ' && out == 0))
            continue;
        line[out++] = (char)k;
    }
    while (out > 0 && line[out - 1] == ' ')
        out--;
    line[out] = '\0';
    return out;
}

/* --- the line reader -------------------------------------------------------------------------- */

struct gtp_reader {
    int fd;
    struct line_state st;
    char *line;       /* the line being assembled, NUL-terminated when complete */
    size_t len, size; /* bytes in it, bytes allocated */
    bool overflow;    /* bytes were dropped because the line reached GTP_LINE_MAX */
    bool ready;       /* the line is complete and handed out: start afresh on the next call */
    bool eof;         /* read() returned 0 */
    bool nomem;
    size_t raw_pos, raw_len;
    char raw[READ_CHUNK];
};

struct gtp_reader *gtp_reader_new(int fd)
{
    struct gtp_reader *r = calloc(1, sizeof *r);
    if (r == NULL)
        return NULL;
    r->fd = fd;
    r->size = 256;
    r->line = malloc(r->size);
    if (r->line == NULL) {
        free(r);
        return NULL;
    }
    r->line[0] = '\0';
    return r;
}

void gtp_reader_free(struct gtp_reader *r)
{
    if (r == NULL)
        return;
    free(r->line);
    free(r);
}

static void start_line(struct gtp_reader *r)
{
    r->len = 0;
    r->overflow = false;
    r->ready = false;
    r->st.in_comment = false;
    r->line[0] = '\0';
}

/* Appends one kept byte, growing the buffer up to GTP_LINE_MAX + 1 bytes (room for the NUL). */
static void append(struct gtp_reader *r, char c)
{
    if (r->len >= GTP_LINE_MAX) {
        r->overflow = true;
        return;
    }
    if (r->len + 1 >= r->size) {
        size_t size = r->size * 2;
        if (size > GTP_LINE_MAX + 1)
            size = GTP_LINE_MAX + 1;
        char *line = realloc(r->line, size);
        if (line == NULL) {
            /* Out of memory: treat the line as too long rather than truncate it silently. */
            r->overflow = true;
            r->nomem = true;
            return;
        }
        r->line = line;
        r->size = size;
    }
    r->line[r->len++] = c;
}

/* Ends the line being assembled: trims trailing spaces, NUL-terminates it, marks it ready. */
static void finish_line(struct gtp_reader *r)
{
    while (r->len > 0 && r->line[r->len - 1] == ' ')
        r->len--;
    r->line[r->len] = '\0';
    r->ready = true;
}

size_t gtp_reader_push(struct gtp_reader *r, const char *data, size_t n, bool *complete)
{
    if (r->ready)
        start_line(r);
    *complete = false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)data[i];
        if (c == '\n') {
            finish_line(r);
            *complete = true;
            return i + 1;
        }
        int k = filter_byte(&r->st, c);
        if (k < 0 || (k == ' ' && r->len == 0))
            continue;
        if (r->overflow)
            continue;
        append(r, (char)k);
    }
    return n;
}

bool gtp_reader_end(struct gtp_reader *r)
{
    if (r->ready)
        start_line(r);
    if (r->len == 0 && !r->overflow)
        return false;
    finish_line(r);
    return true;
}

void gtp_reader_line(struct gtp_reader *r, char **line, size_t *len, bool *too_long)
{
    *line = r->line;
    *len = r->len;
    *too_long = r->overflow;
}

int gtp_reader_next(struct gtp_reader *r, char **line, size_t *len, bool *too_long)
{
    for (;;) {
        if (r->raw_pos < r->raw_len) {
            bool complete;
            r->raw_pos +=
                gtp_reader_push(r, r->raw + r->raw_pos, r->raw_len - r->raw_pos, &complete);
            if (complete) {
                gtp_reader_line(r, line, len, too_long);
                return 1;
            }
            continue;
        }
        if (r->eof || r->fd < 0) {
            r->eof = true;
            if (gtp_reader_end(r)) {
                gtp_reader_line(r, line, len, too_long);
                return 1;
            }
            return 0;
        }
        ssize_t got = read(r->fd, r->raw, sizeof r->raw);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        if (got == 0)
            r->eof = true;
        r->raw_pos = 0;
        r->raw_len = (size_t)got;
    }
}

bool gtp_reader_has_line(const struct gtp_reader *r)
{
    if (r->eof)
        return true;
    return memchr(r->raw + r->raw_pos, '\n', r->raw_len - r->raw_pos) != NULL;
}

bool gtp_reader_input_waiting(const struct gtp_reader *r)
{
    if (r->eof || r->raw_pos < r->raw_len)
        return true;
    return r->fd >= 0 && os_input_ready(r->fd) != 0; /* readable, closed, or an error to report */
}

bool gtp_reader_interrupt_waiting(struct gtp_reader *r)
{
    if (!r->eof && r->fd >= 0) {
        /* What gtp_reader_next would read next goes into the buffer, after what is there: a
         * line may arrive in several writes ("# inter", then "rupt"). */
        if (r->raw_pos > 0) {
            memmove(r->raw, r->raw + r->raw_pos, r->raw_len - r->raw_pos);
            r->raw_len -= r->raw_pos;
            r->raw_pos = 0;
        }
        if (r->raw_len < sizeof r->raw && os_input_ready(r->fd) > 0) {
            ssize_t got = read(r->fd, r->raw + r->raw_len, sizeof r->raw - r->raw_len);
            if (got == 0)
                r->eof = true;
            else if (got > 0)
                r->raw_len += (size_t)got;
        }
    }
    static const char mark[] = "# interrupt";
    const char *at = r->raw + r->raw_pos, *end = r->raw + r->raw_len;
    for (const char *p = at; end - p >= (ptrdiff_t)(sizeof mark - 1); p++) {
        if ((p == at || p[-1] == '\n') && memcmp(p, mark, sizeof mark - 1) == 0)
            return true;
    }
    return false;
}

/* --- responses -------------------------------------------------------------------------------- */

void gtp_init(struct gtp *g, FILE *out, const struct gtp_command *commands, size_t count)
{
    memset(g, 0, sizeof *g);
    g->out = out;
    g->commands = commands;
    g->count = count;
}

void gtp_free(struct gtp *g)
{
    free(g->body);
    free(g->argv);
    g->body = NULL;
    g->argv = NULL;
    g->body_len = g->body_size = g->argv_size = 0;
}

/* Appends formatted text to the body; on allocation failure marks the body unusable (body_size
 * SIZE_MAX) so gtp_success answers a failure instead of a truncated result. */
static void body_vprintf(struct gtp *g, const char *fmt, va_list ap) FORMAT_PRINTF(2, 0);

static void body_vprintf(struct gtp *g, const char *fmt, va_list ap)
{
    if (g->body_size == SIZE_MAX)
        return;
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n < 0)
        return;
    size_t need = g->body_len + (size_t)n + 1;
    if (need > g->body_size) {
        size_t size = g->body_size ? g->body_size : 256;
        while (size < need)
            size *= 2;
        char *body = realloc(g->body, size);
        if (body == NULL) {
            free(g->body);
            g->body = NULL;
            g->body_len = 0;
            g->body_size = SIZE_MAX;
            return;
        }
        g->body = body;
        g->body_size = size;
    }
    vsnprintf(g->body + g->body_len, (size_t)n + 1, fmt, ap);
    g->body_len += (size_t)n;
}

void gtp_printf(struct gtp *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    body_vprintf(g, fmt, ap);
    va_end(ap);
}

/* Writes one response: "=id " or "?id ", the text with every empty line replaced by a line
 * holding one space and trailing newlines dropped, then "\n\n"; flushes. */
static int respond(struct gtp *g, bool success, const char *text, size_t len)
{
    FILE *out = g->out;
    g->answered = true;
    putc(success ? '=' : '?', out);
    if (g->id != NULL)
        fwrite(g->id, 1, g->id_len, out);
    putc(' ', out);
    while (len > 0 && text[len - 1] == '\n')
        len--;
    bool line_start = false; /* the first line follows "= " and may be empty */
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n' && line_start)
            putc(' ', out);
        putc(text[i], out);
        line_start = text[i] == '\n';
    }
    fputs("\n\n", out);
    if (fflush(out) != 0 || ferror(out))
        g->output_failed = true;
    return g->output_failed ? GTP_QUIT : GTP_CONTINUE;
}

int gtp_success(struct gtp *g, const char *fmt, ...)
{
    if (fmt != NULL) {
        va_list ap;
        va_start(ap, fmt);
        body_vprintf(g, fmt, ap);
        va_end(ap);
    }
    if (g->body_size == SIZE_MAX)
        return respond(g, false, "out of memory", strlen("out of memory"));
    return respond(g, true, g->body ? g->body : "", g->body_len);
}

void gtp_stream_begin(struct gtp *g)
{
    putc('=', g->out);
    if (g->id != NULL)
        fwrite(g->id, 1, g->id_len, g->out);
    fputs(" \n", g->out); /* as a response whose first line is empty: "=id " */
    if (fflush(g->out) != 0 || ferror(g->out))
        g->output_failed = true;
}

bool gtp_stream_line(struct gtp *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(g->out, fmt, ap);
    va_end(ap);
    putc('\n', g->out);
    if (fflush(g->out) != 0 || ferror(g->out))
        g->output_failed = true;
    return !g->output_failed;
}

int gtp_stream_end(struct gtp *g)
{
    g->answered = true;
    putc('\n', g->out);
    if (fflush(g->out) != 0 || ferror(g->out))
        g->output_failed = true;
    return g->output_failed ? GTP_QUIT : GTP_CONTINUE;
}

int gtp_failure(struct gtp *g, const char *fmt, ...)
{
    char message[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    if ((size_t)n >= sizeof message)
        n = sizeof message - 1;
    /* A failure message is one line. */
    for (int i = 0; i < n; i++)
        if (message[i] == '\n')
            message[i] = ' ';
    return respond(g, false, message, (size_t)n);
}

/* --- dispatch --------------------------------------------------------------------------------- */

const struct gtp_command *gtp_lookup(const struct gtp *g, const char *name)
{
    size_t lo = 0, hi = g->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(name, g->commands[mid].name);
        if (c == 0)
            return &g->commands[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

const struct gtp_command *gtp_table(const struct gtp *g, size_t *count)
{
    *count = g->count;
    return g->commands;
}

static bool arity_ok(const struct gtp_command *c, int nargs)
{
    int least = c->arity < 0 ? -c->arity : c->arity;
    if (c->max_args != 0)
        return nargs >= least && nargs <= c->max_args;
    return c->arity < 0 ? nargs >= least : nargs == least;
}

/* Splits line (spaces only, after preprocessing) into g->argv; returns the count or -1 when out
 * of memory. */
static int tokenize(struct gtp *g, char *line)
{
    int argc = 0;
    char *p = line;
    for (;;) {
        while (*p == ' ')
            p++;
        if (*p == '\0')
            break;
        if ((size_t)argc + 2 > g->argv_size) {
            size_t size = g->argv_size ? g->argv_size * 2 : 16;
            char **argv = realloc(g->argv, size * sizeof *argv);
            if (argv == NULL)
                return -1;
            g->argv = argv;
            g->argv_size = size;
        }
        g->argv[argc++] = p;
        while (*p != ' ' && *p != '\0')
            p++;
        if (*p == ' ')
            *p++ = '\0';
    }
    if (g->argv != NULL)
        g->argv[argc] = NULL;
    return argc;
}

/* Takes the id off the front of line: a run of digits followed by a space or the end. Sets g->id
 * (leading zeros dropped) and returns the rest of the line. */
static char *take_id(struct gtp *g, char *line)
{
    size_t n = strspn(line, "0123456789");
    g->id = NULL;
    g->id_len = 0;
    if (n == 0 || (line[n] != ' ' && line[n] != '\0'))
        return line;
    size_t zeros = 0;
    while (zeros + 1 < n && line[zeros] == '0')
        zeros++;
    g->id = line + zeros;
    g->id_len = n - zeros;
    return line + n;
}

int gtp_execute(struct gtp *g, void *ctx, char *line, size_t len, bool too_long)
{
    g->command = NULL;
    len = gtp_preprocess(line, len);
    if (len == 0)
        return GTP_CONTINUE;
    char *rest = take_id(g, line);
    if (*rest == '\0' && !too_long) {
        /* Only an id (maybe before a comment): GNU Go answers nothing, and a client that sends
         * such a line expects no answer, so one would put every later response out of step. */
        g->id = NULL;
        return GTP_CONTINUE;
    }
    g->answered = false;
    g->command = NULL;
    g->body_len = 0;
    if (g->body_size == SIZE_MAX)
        g->body_size = 0;
    int status;
    if (too_long) {
        status = gtp_failure(g, "syntax error: line too long");
        g->id = NULL;
        return status;
    }
    int argc = tokenize(g, rest);
    if (argc < 0)
        status = gtp_failure(g, "out of memory");
    else {
        const struct gtp_command *c = gtp_lookup(g, g->argv[0]);
        g->command = c;
        if (c == NULL)
            status = gtp_failure(g, "unknown command");
        else if (!arity_ok(c, argc - 1))
            status = gtp_failure(g, "syntax error: wrong number of arguments");
        else {
            status = c->run(ctx, g, argc, g->argv);
            if (!g->answered) /* a handler bug; keep the controller in step */
                status = gtp_failure(g, "internal error: no response");
        }
    }
    if (g->output_failed)
        status = GTP_QUIT;
    g->id = NULL;
    g->body_len = 0;
    return status;
}
