/* terminal.h - a person's terminal during a command: a key pressed, text redrawn in place
 *
 * At the interactive prompt, kata-analyze and lz-analyze search until a key is pressed,
 * redrawing a table of the best moves, and a long genmove shows a line saying that it thinks.
 * This is the one place that knows how a terminal is driven (POSIX termios and poll, and the
 * VT100 cursor movements every terminal emulator has), so that a Windows console gets its
 * branch here and nowhere else. GTP mode never opens one: controllers talk through pipes.
 */
#ifndef KOSUMI_TERMINAL_H
#define KOSUMI_TERMINAL_H

#include <stdbool.h>
#include <stdio.h>

struct terminal;

/* The terminal that keys come from (in_fd) and that text is drawn on (out), or NULL when
 * either is not a terminal, when TERM is unset or "dumb" (no cursor movement), or when out of
 * memory. */
struct terminal *terminal_open(int in_fd, FILE *out);
void terminal_close(struct terminal *t);

/* Watching for a key: from terminal_keys_begin to terminal_keys_end the terminal hands each key
 * over as it is pressed, without echo; Ctrl-C still raises SIGINT. terminal_keys_begin returns
 * false when the terminal's mode cannot be changed (then no key is ever seen). */
bool terminal_keys_begin(struct terminal *t);

/* True when a key was pressed (it is read and dropped), or when the terminal is gone (hung
 * up, a read error): whatever watches has no one left to wait for. Never waits. */
bool terminal_key_pressed(struct terminal *t);

/* Restores the terminal's mode and drops what was typed and not read, so that no stray key
 * reaches the next command line. */
void terminal_keys_end(struct terminal *t);

/* Draws text (lines, each ending in '\n') over the block the last terminal_block drew, each
 * line cut to the terminal's width and the block to its height (a line that wrapped or scrolled
 * away could not be drawn over). terminal_block_done keeps the block as it stands: the next
 * one is drawn below it. False when the output failed. */
bool terminal_block(struct terminal *t, const char *text);
void terminal_block_done(struct terminal *t);

/* One line, without a newline, drawn over the last terminal_status (cut to the width); NULL
 * erases it, leaving the cursor at the start of the empty line. False when the output
 * failed. */
bool terminal_status(struct terminal *t, const char *line);

#endif
