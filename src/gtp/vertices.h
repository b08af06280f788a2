/* vertices.h - GTP answers that list points of the board: every handler that answers with
 * vertices (all_legal, findlib, final_status_list...) prints them here, in the one order
 */
#ifndef KOSUMI_VERTICES_H
#define KOSUMI_VERTICES_H

#include <stdbool.h>

#include "core/board.h"
#include "gtp/gtp.h"

/* Adds to g's answer the points of b marked in `mark` (indexed by point), in reading order (top
 * row first, left to right), space-separated. */
void vertices_print(struct gtp *g, const struct board *b, const bool *mark);

#endif
