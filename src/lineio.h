/* lineio.h - reading the lines a person types: GNU readline when built with it, plain stdin
 * otherwise
 *
 * Only interactive sessions use this; GTP mode reads its file descriptor with gtp_reader and
 * never touches readline, prompts or the terminal. lineio.c is the only file that includes
 * readline.
 */
#ifndef KOSUMI_LINEIO_H
#define KOSUMI_LINEIO_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

struct lineio_options {
    const char *prompt;       /* written before each line, on the terminal */
    const char *history_file; /* kept across sessions; NULL: no history file */
    size_t max_len;           /* longer lines are cut and flagged too long; 0: no limit */
    /* Tab completion (readline only): the index-th candidate for the word after `before`, or
     * NULL past the last (commands_complete). NULL: no completion. */
    const char *(*complete)(const char *before, size_t index);
    /* A flag the caller's SIGINT handler raises (Ctrl-C), or NULL. When it is raised while a line
     * is being typed, the line is dropped and a new prompt shown, as in a shell, and the flag
     * lowered. The handler must not ask for SA_RESTART: the plain reader sees the signal as an
     * interrupted read. */
    volatile sig_atomic_t *interrupted;
};

struct lineio;

/* Starts reading stdin. Readline is used only when it was built in and stdin is a terminal.
 * Returns NULL when out of memory. Only one may be open at a time (readline's state is global). */
struct lineio *lineio_open(const struct lineio_options *opt);

/* Reads one line, without its newline. Returns 1 and points *line at it (NUL-terminated, with
 * *len bytes, valid until the next call; *too_long set when it was cut at max_len), or 0 at the
 * end of the input. */
int lineio_read(struct lineio *io, char **line, size_t *len, bool *too_long);

/* Saves the history and releases everything. */
void lineio_close(struct lineio *io);

/* Whether this build has GNU readline. */
bool lineio_has_readline(void);

#endif
