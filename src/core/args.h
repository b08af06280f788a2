/* args.h - reading arguments: integers, numbers, vertices, and the syntax errors that refuse them
 *
 * Pure functions of the argument text (and of the board, for a vertex): GTP handlers call them
 * before they change anything, and answer the failure text given here; the command-line options
 * of kosumi and its subcommands are read by the same functions, so a number means the same
 * everywhere: decimal only, no white space, no hex, inf or nan.
 */
#ifndef KOSUMI_ARGS_H
#define KOSUMI_ARGS_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"

/* The failure answers for arguments that are not what the command takes. */
#define ARGS_BAD_COLOR "syntax error: invalid color"
#define ARGS_BAD_VERTEX "syntax error: invalid vertex"
#define ARGS_OFF_BOARD "syntax error: vertex not on the board"
#define ARGS_BAD_INT "syntax error: not an integer"
#define ARGS_BAD_NUMBER "syntax error: not a number"

/* A decimal integer, optionally signed, that fits in an int: true and *out set, else false. */
bool args_parse_int(const char *s, int *out);

/* A decimal integer, optionally signed, in [min, max]: true and *out set, else false. */
bool args_parse_whole(const char *s, long long min, long long max, long long *out);

/* An unsigned decimal integer up to 2^64 - 1 (a random seed): true and *out set, else false. */
bool args_parse_seed(const char *s, uint64_t *out);

/* A non-negative args_parse_int. */
bool args_parse_count(const char *s, int *out);

/* A finite decimal number: [+-]digits[.digits][e[+-]digits] (or .digits); no hex, inf or nan.
 * True and *out set, else false. */
bool args_parse_number(const char *s, double *out);

/* The point a vertex argument names on board b: NULL with *out set, else the failure answer
 * (ARGS_BAD_VERTEX, ARGS_OFF_BOARD). A pass is refused unless allow_pass. */
/* An args_parse_number in [min, max]: true and *out set, else false. */
bool args_parse_real(const char *s, double min, double max, double *out);

const char *args_parse_vertex(const struct board *b, const char *arg, bool allow_pass, int *out);

#endif
