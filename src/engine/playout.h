/* playout.h - light random playouts: the simulation policy of the Monte-Carlo search */
#ifndef KOSUMI_ENGINE_PLAYOUT_H
#define KOSUMI_ENGINE_PLAYOUT_H

#include "board.h"
#include "rng.h"

/* Plays for `color` a uniformly random legal move that does not fill one of its own one-point
 * eyes (an empty point whose on-board neighbours are all its stones), or passes when there is
 * none. Follows the board's own rules (simple ko, suicide setting); knows nothing of superko.
 * Returns the point played, or BOARD_PASS. */
int playout_move(struct board *b, int color, struct rng *rng);

/* Plays random moves by alternating colors from `color` until two passes in a row or
 * `max_moves` moves (passes included). Returns the number of moves that placed a stone. */
int playout_run(struct board *b, int color, struct rng *rng, int max_moves);

#endif
