/* coord.h - GTP vertices and colors as text: parse and format
 *
 * A vertex is a column letter A..Z without I and a row number from 1 at the bottom ("D4", "t19"),
 * or "pass"; colors are "b", "black", "w", "white". Both are read case-insensitively, as GTP
 * requires, and written in the form GNU Go writes them: "D4", "pass", "black".
 */
#ifndef KOSUMI_COORD_H
#define KOSUMI_COORD_H

#include "core/board.h"

/* Why a vertex was refused. */
enum coord_error {
    COORD_MALFORMED = -1, /* not a vertex at all ("x", "I5", "D0", "pass2") */
    COORD_OFF_BOARD = -2, /* a vertex, but not on this board ("T19" on 9x9) */
};

/* Room for any vertex coord_format writes, with its NUL ("pass", "Z25"). */
#define COORD_VERTEX_MAX 8

/* COLOR_BLACK or COLOR_WHITE for "b", "black", "w", "white" in any case; -1 for anything else. */
int coord_parse_color(const char *s);

/* "black", "white", "empty" for the contents of a point (COLOR_EDGE: "edge"). */
const char *coord_color_name(int color);

/* The point of board b that vertex s names, BOARD_PASS for "pass", or a negative enum
 * coord_error. */
int coord_parse_vertex(const struct board *b, const char *s);

/* Writes point p of board b ("D4", or "pass" for BOARD_PASS) into buf (COORD_VERTEX_MAX bytes)
 * and returns buf; a point that is not on the board is written "??". */
char *coord_format(const struct board *b, int p, char *buf);

#endif
