/* args.h - reading GTP command arguments: integers, numbers, vertices, and the syntax errors that
 * refuse them
 *
 * Pure functions of the argument text (and of the board, for a vertex): handlers call them before
 * they change anything, and answer the failure text given here.
 */
#ifndef KOSUMI_ARGS_H
#define KOSUMI_ARGS_H

#include <stdbool.h>

#include "board.h"

/* The failure answers for arguments that are not what the command takes. */
#define ARGS_BAD_COLOR "syntax error: invalid color"
#define ARGS_BAD_VERTEX "syntax error: invalid vertex"
#define ARGS_OFF_BOARD "syntax error: vertex not on the board"
#define ARGS_BAD_INT "syntax error: not an integer"
#define ARGS_BAD_NUMBER "syntax error: not a number"

/* A decimal integer, optionally signed, that fits in an int: true and *out set, else false. */
bool args_parse_int(const char *s, int *out);

/* A non-negative args_parse_int. */
bool args_parse_count(const char *s, int *out);

/* A finite decimal number: [+-]digits[.digits][e[+-]digits] (or .digits); no hex, inf or nan.
 * True and *out set, else false. */
bool args_parse_number(const char *s, double *out);

/* The point a vertex argument names on board b: NULL with *out set, else the failure answer
 * (ARGS_BAD_VERTEX, ARGS_OFF_BOARD). A pass is refused unless allow_pass. */
const char *args_parse_vertex(const struct board *b, const char *arg, bool allow_pass, int *out);

#endif
