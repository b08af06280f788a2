/* diagram.h - Go positions as ASCII diagrams in test sources
 *
 * A diagram is one string of rows separated by newlines, top row first:
 *
 *     "....\n"
 *     "XX..\n"
 *     "OOX.\n"
 *     "*OX.\n"
 *
 * 'X' is a black stone, 'O' a white stone, '.' or '+' an empty point, and '*' or a lower-case
 * letter an empty point carrying a mark that diagram_mark() finds. Spaces and empty rows are
 * ignored. A diagram may be smaller than the board: it then sits in the board's lower-left corner
 * (its last row is row 0, its first column is column 0), and the points it does not cover are
 * empty. A malformed diagram is a mistake in the test, so these helpers bail() on it.
 */
#ifndef KOSUMI_TESTS_DIAGRAM_H
#define KOSUMI_TESTS_DIAGRAM_H

#include <stdbool.h>
#include <stddef.h>

#include "core/board.h"
#include "tap/basic.h"

/* Sets b up as an empty board of `size` (0: the smallest square holding the diagram) and puts the
 * diagram's stones on it with board_place(). Returns 0, or the first error of board_init() or
 * board_place(). */
int diagram_setup(struct board *b, int size, const char *diagram);

/* The board point of the one `mark` in the diagram (read as if set up on b); bails when the mark
 * is missing or repeated. */
int diagram_mark(const struct board *b, const char *diagram, char mark);

/* Every point marked `mark`, in reading order (top row first); stores up to `max` of them and
 * returns how many there are. */
int diagram_marks(const struct board *b, const char *diagram, char mark, int *points, int max);

/* NULL when the stones of b are exactly those of the diagram (marks count as empty points), else a
 * description of the first difference, in a static buffer. */
const char *diagram_diff(const struct board *b, const char *diagram);

/* Writes the board as a diagram (rows top first, separated by "\n", no final newline) into buf,
 * truncated to len bytes; returns buf. */
char *diagram_format(const struct board *b, char *buf, size_t len);

/* A TAP test: ok when diagram_diff() finds no difference; on failure, diag()s the wanted and the
 * seen position. */
bool is_diagram(const struct board *b, const char *diagram, const char *format, ...)
    TAP_PRINTF(3, 4);

/* diag()s the board, one row a line, with the column letters and row numbers. */
void diagram_diag(const struct board *b);

/* A point as text, "A1" style (no I) for points of b, "pass" or "#<number>" otherwise; in one of a
 * few rotating static buffers, so a printf may use several. */
const char *diagram_point_name(const struct board *b, int p);

#endif
