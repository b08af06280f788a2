/* board-random.h - the randomized cross-check of src/core/board.c against a naive model, and
 * helpers board-t.c shares with it
 */
#ifndef KOSUMI_TESTS_BOARD_RANDOM_H
#define KOSUMI_TESTS_BOARD_RANDOM_H

#include "core/board.h"

/* Plays random moves (legal and not: occupied and off-board points, passes, bad colors) on every
 * board size with every combination of allow_suicide and simple_ko, comparing each result, the
 * stones, the prisoners and the queries with a flood-fill model, and running board_check() after
 * every move; after each, one move of the playout fast path, checked the same way against the
 * playout rules. The seed comes from KOSUMI_SEED (else a fixed one), the length from
 * KOSUMI_RANDOM_MOVES (default 250,000); both are printed. Emits 4 * BOARD_MAX_SIZE + 10 TAP
 * results. */
void board_random_test(void);

/* The enum board_error name of `error`, for messages. */
const char *board_test_error_name(int error);

/* NULL when a and b hold the same stones and state as far as the API tells (board_check() covers
 * the derived data), else what differs, in a static buffer. */
const char *board_test_differs(const struct board *a, const struct board *b);

#endif
