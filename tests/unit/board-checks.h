/* board-checks.h - the TAP checks of a board that board-t.c and board-api-t.c share
 *
 * Each emits a fixed number of TAP results whatever happens, so plan() stays exact.
 */
#ifndef KOSUMI_TESTS_BOARD_CHECKS_H
#define KOSUMI_TESTS_BOARD_CHECKS_H

#include <stdbool.h>

#include "core/board.h"
#include "core/color.h"
#include "tap/basic.h"

enum { X = COLOR_BLACK, O = COLOR_WHITE };

/* is_int for board results, naming the errors on failure. */
bool is_error(int wanted, int seen, const char *format, ...) TAP_PRINTF(3, 4);

/* One test: board_check() finds the board consistent. */
bool checked(const struct board *b, const char *what);

/* One test: the diagram sets up and the board is consistent. */
void setup(struct board *b, int size, const char *diagram, const char *what);

/* Two tests: the move is legal (board_legal and board_play agree) and the board is consistent. */
void play(struct board *b, int color, int p, const char *what);

/* Four tests: board_legal and board_play refuse the move with `wanted`, the board is unchanged and
 * consistent. */
void refuse(struct board *b, int color, int p, int wanted, const char *what);

/* Two tests: the chain at p has exactly the liberties marked '*' in `marked` (count, and the list
 * as a set). */
void liberties_are(const struct board *b, int p, const char *marked, const char *what);

/* Three tests: atari status of the chain at p and its liberty (0: not in atari). */
void atari_is(const struct board *b, int p, int liberty, const char *what);

/* True when the hash of b, relative to the empty board of its size, is the XOR of the stones'
 * keys. */
bool hash_is_stone_keys(const struct board *b);

/* The point at (col, row) of b; bails out when it is off the board. */
int pt(const struct board *b, int col, int row);

/* Three tests: the chain at p has `size` stones, each of which reports that chain and its
 * `liberties` liberties. */
void chain_is(const struct board *b, int p, int size, int liberties, const char *what);

/* A ko for X to take at the point marked a. */
extern const char ko_to_take[];

#endif
