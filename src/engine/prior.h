/* prior.h - priors for the children of a new tree node: the cheap rules, and the model's
 *
 * Both fill evaluator.h's priors (equivalent playouts per move): prior_rules for every new node
 * (captures, ladders, atari escapes, 3x3 shapes, self-ataris, the vital points of small eye
 * spaces, the first line, the neighbourhood of the last move), prior_model for the nodes the
 * search comes back to, as it costs more than a few playouts.
 */
#ifndef KOSUMI_ENGINE_PRIOR_H
#define KOSUMI_ENGINE_PRIOR_H

#include <stdbool.h>

#include "core/board.h"
#include "engine/evaluator.h"

/* The rules' priors for the moves of `color` on b: every empty point of the board is set, and
 * prior[BOARD_PASS]. pattern_init must have run. */
void prior_rules(const struct board *b, int color, struct evaluator_prior *prior);

/* The move-prediction model's opinion (model.h) of the moves of `color` on b, as playouts to
 * add to a node's children's priors: MODEL_PRIOR playouts for each empty point, of which a move
 * r times as likely as the average legal one (r: its probability times their number) wins
 * r / (r + 1), its Bradley-Terry odds against an average move, and its probability as the
 * policy; none for the pass. last2 is the
 * move before b's last one (BOARD_PASS, or -1 when unknown). False, and prior untouched, when
 * there is no model. Costs tens of microseconds on 9x9, a hundred on 19x19. */
bool prior_model(const struct board *b, int color, int last2, struct evaluator_prior *prior);

#endif
