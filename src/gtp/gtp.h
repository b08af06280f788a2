/* gtp.h - GTP version 2 framing: reading lines, preprocessing, ids, tokens, arity, responses
 *
 * This layer knows nothing of Go, nor of the layer above it. It turns bytes into command lines, a
 * line into an id, a command name and arguments, finds the name in a command table the caller
 * supplies, checks the argument count, calls the handler with the caller's context (opaque here),
 * and writes the handler's answer as "=id result\n\n" or "?id message\n\n" to an output
 * stream, flushed.
 *
 * Framing rules (GTP 2 draft, section 3, and what GoGui, Sabaki and gomill rely on: see
 * doc/clients.md, section 1):
 *   - input: every control character except HT and LF is dropped (CR and NUL included), '#' starts
 *     a comment running to the end of the line, HT is a space; a line left blank, or holding
 *     only an id, is not answered (GNU Go answers neither);
 *   - an optional id (a run of decimal digits followed by white space) is echoed as "=id"/"?id",
 *     without its leading zeros; there is always a space after "=id" or "?id", and the first
 *     result line starts on the same line;
 *   - a result never holds an empty line (an empty line becomes a line holding one space), and
 *     every response ends with one empty line and is flushed;
 *   - a line longer than GTP_LINE_MAX bytes (after preprocessing) is not truncated into another
 *     command: the rest of it is discarded and it is answered "? syntax error: line too long".
 */
#ifndef KOSUMI_GTP_H
#define KOSUMI_GTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "util/format.h"

/* The longest command line kept, in bytes after preprocessing. */
#define GTP_LINE_MAX ((size_t)1 << 20)

/* What a handler (and gtp_execute) returns. */
enum gtp_status {
    GTP_CONTINUE = 0, /* go on reading commands */
    GTP_QUIT = 1,     /* the session is over (quit answered, or the output failed) */
};

struct gtp;

/* A command handler. ctx is what the caller passed to gtp_execute; argv[0] is the command name,
 * argv[1..argc-1] its arguments (argc - 1 of them, already checked against the table's arity).
 * It answers exactly once, through gtp_success() or gtp_failure(), and returns what they return,
 * or GTP_QUIT to end the session after answering. */
typedef int gtp_handler(void *ctx, struct gtp *g, int argc, char **argv);

/* max_args of a command whose arguments may repeat (the analysis commands' avoid lists): its
 * handler reads them all and answers a syntax error itself. */
#define GTP_ARGS_ANY 0x7fffffff

/* One row of a command table. Tables are sorted by name (strcmp order). */
struct gtp_command {
    const char *name;
    gtp_handler *run;
    int arity;      /* N >= 0: exactly N arguments; -N: at least N */
    int max_args;   /* when not 0: at most this many (GTP_ARGS_ANY: no limit), and |arity| is
                     * the least */
    unsigned flags; /* for the layer above (what the command does); ignored here */
    /* For people (the `help` command of the layer above); ignored here: the arguments as a
     * synopsis ("COLOR VERTEX", "" for none), and what the command does, on one line. */
    const char *usage;
    const char *help;
};

/* The framing state of one session: where responses go, the table, the command being answered.
 * Treat the fields as private, except that `command` and `output_failed` may be read. */
struct gtp {
    FILE *out;
    const struct gtp_command *commands;
    size_t count;
    const char *id; /* the id of the command being answered (digits), or NULL */
    size_t id_len;
    bool answered;                     /* the current command has been answered */
    const struct gtp_command *command; /* the row of the last command run, until the next line */
    bool output_failed;
    char *body; /* the success result being built by gtp_printf */
    size_t body_len, body_size;
    char **argv;
    size_t argv_size;
};

/* Sets up g to answer on `out` from `commands` (count rows, sorted). Never fails. */
void gtp_init(struct gtp *g, FILE *out, const struct gtp_command *commands, size_t count);
void gtp_free(struct gtp *g);

/* The table row for a command name (exact, case-sensitive), or NULL. */
const struct gtp_command *gtp_lookup(const struct gtp *g, const char *name);

/* The command table g answers from (sorted by name), and its number of rows in *count. */
const struct gtp_command *gtp_table(const struct gtp *g, size_t *count);

/* Runs one command line (without its newline, with room for len + 1 bytes; it may hold any bytes,
 * NUL included): applies the preprocessing above, and answers it or, for a blank line or a line
 * holding only an id, nothing. `too_long` says the line was cut at GTP_LINE_MAX: it is then
 * answered "syntax error: line too long" with its id, if any, and not run. The line is modified.
 * An unknown name is answered "unknown command"; a wrong argument count "syntax error: wrong
 * number of arguments"; else the handler runs, with ctx. Returns GTP_QUIT when a handler ended
 * the session or when writing the response failed, else GTP_CONTINUE. */
int gtp_execute(struct gtp *g, void *ctx, char *line, size_t len, bool too_long);

/* Answers the current command with success: the text built with gtp_printf() so far, followed by
 * the formatted text (fmt may be NULL). Returns GTP_CONTINUE (or GTP_QUIT if the output failed). */
int gtp_success(struct gtp *g, const char *fmt, ...) FORMAT_PRINTF(2, 3);

/* Answers the current command with failure: "?id message". Drops any gtp_printf() text. Returns
 * GTP_CONTINUE (or GTP_QUIT if the output failed). A handler must change nothing before failing. */
int gtp_failure(struct gtp *g, const char *fmt, ...) FORMAT_PRINTF(2, 3);

/* A success response written as it is made, for commands that report while they work (the
 * analysis commands): gtp_stream_begin writes "=id " and a newline, gtp_stream_line one line of
 * text (it must not be empty), each flushed at once, and gtp_stream_end the empty line that ends
 * the response; it answers the command and returns as gtp_success does. gtp_stream_line returns
 * false once the output failed. */
void gtp_stream_begin(struct gtp *g);
bool gtp_stream_line(struct gtp *g, const char *fmt, ...) FORMAT_PRINTF(2, 3);
int gtp_stream_end(struct gtp *g);

/* Appends to the success result being built (for multi-line results). Empty lines in it are
 * written as a line holding one space; trailing newlines are dropped. */
void gtp_printf(struct gtp *g, const char *fmt, ...) FORMAT_PRINTF(2, 3);

/* Preprocesses a line in place (drop control characters but HT and LF, cut the comment, HT to
 * space, trim both ends) and returns its new length; the result is NUL-terminated (so `line` needs
 * room for len + 1 bytes). Pure: for unit tests and for lines that do not come through a reader. */
size_t gtp_preprocess(char *line, size_t len);

/* --- reading command lines from a file descriptor, or from bytes pushed in ------------------- */

/* A line reader. It preprocesses as it goes (control characters, comments, leading white space
 * are never stored), so its memory stays below GTP_LINE_MAX plus a read buffer whatever the
 * input. */
struct gtp_reader;

/* A reader of `fd` (fd < 0: a reader fed only with gtp_reader_push). NULL when out of memory. */
struct gtp_reader *gtp_reader_new(int fd);
void gtp_reader_free(struct gtp_reader *r);

/* Reads (blocking) until a complete line is available and points *line at it (NUL-terminated,
 * preprocessed, possibly empty; valid until the next call), *len at its length, and sets
 * *too_long when the line had to be cut. A last line without a newline counts at end of file.
 * Returns 1 for a line, 0 at end of file, -1 on a read error (errno set). */
int gtp_reader_next(struct gtp_reader *r, char **line, size_t *len, bool *too_long);

/* Feeds bytes to the reader without reading its fd: consumes data[0..n) up to and including the
 * first newline. Returns the number of bytes consumed; when a line was completed, *complete is
 * true and gtp_reader_line() gives it. Call gtp_reader_end() at end of input. */
size_t gtp_reader_push(struct gtp_reader *r, const char *data, size_t n, bool *complete);

/* Declares the end of the input: true when a last, unterminated line is then complete. */
bool gtp_reader_end(struct gtp_reader *r);

/* The line completed by gtp_reader_push or gtp_reader_end; same contract as gtp_reader_next (the
 * line stays valid until the next call of gtp_reader_next, _push or _end). */
void gtp_reader_line(struct gtp_reader *r, char **line, size_t *len, bool *too_long);

/* True when gtp_reader_next would return without blocking: a newline is already buffered, or the
 * end of file was seen. Never reads. For polling input while a long command runs. */
bool gtp_reader_has_line(const struct gtp_reader *r);

/* True when any input is waiting: bytes already read but not yet handed out as a line, the end of
 * file, or something to read on the fd (checked with poll, without blocking). Never reads. For
 * stopping a command that runs until the controller sends anything. */
bool gtp_reader_input_waiting(const struct gtp_reader *r);

/* True when a line "# interrupt" (GoGui's interrupt, gogui-interrupt) is waiting in the input:
 * reads what the fd has ready when nothing is buffered (gtp_reader_next then finds it), without
 * blocking, and looks for the line in the buffer. The line itself stays, to be read as the empty
 * line it is. */
bool gtp_reader_interrupt_waiting(struct gtp_reader *r);

#endif
