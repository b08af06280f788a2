/* showboard.h - the board as text for a person: GTP showboard and --show-board
 *
 * Only people read it (GTP lets no client parse showboard), so it can change shape; it never
 * holds an empty line, so it fits in a GTP response.
 */
#ifndef KOSUMI_SHOWBOARD_H
#define KOSUMI_SHOWBOARD_H

#include <stddef.h>

#include "core/game.h"

/* Big enough for a 25x25 diagram (28 lines of at most 56 characters) and its footer. */
#define SHOWBOARD_MAX 4096

/* The diagram of game g's board: coordinates on all four sides, '+' on the star points, the last
 * move in parentheses, then prisoners and the last move in words. Writes into buf (always
 * NUL-terminated, cut at size - 1 bytes; SHOWBOARD_MAX bytes always hold it whole). */
void showboard_diagram(const struct game *g, char *buf, size_t size);

#endif
