/* evaluator.h - what the tree search asks of Go knowledge: priors for a new node, and a value
 * for a leaf
 *
 * search.c calls the knowledge below it through this table only, so a new playout policy, a new
 * prior or another leaf evaluator is a sibling file that fills one of its members, and one line
 * in evaluator_default.c (where the default is chosen) or a search given another table
 * (search_new). This header is the interface alone: the implementations include it, and only
 * evaluator_default.c includes them. Every member is called from the search's worker threads at
 * once: none may keep state but what init builds.
 */
#ifndef KOSUMI_ENGINE_EVALUATOR_H
#define KOSUMI_ENGINE_EVALUATOR_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "util/rng.h"

/* Prior knowledge about one move, as equivalent playouts: the move starts with `visits`
 * playouts won wins2 / 2 times (wins count double so that a draw is whole). policy is the
 * probability that a strong player picks the move, in 65535ths, which steers the search's
 * exploration however many playouts the move has (0: no such opinion). */
struct evaluator_prior {
    uint16_t visits;
    uint16_t wins2;
    uint16_t policy;
};

struct evaluator {
    /* Builds what the others read (tables), once per call of search_new; NULL: nothing to
     * build. Must be harmless to call again, from any thread. */
    void (*init)(void);
    /* The priors of the moves of `color` on b for the children of a new node: every empty
     * point of the board and prior[BOARD_PASS] are set. */
    void (*priors)(const struct board *b, int color, struct evaluator_prior *prior);
    /* Priors added to those of a node's children once the search comes back to the node (its
     * costlier knowledge, the move-prediction model's today): set for the empty points and
     * BOARD_PASS, or false and prior untouched when it has none. last2 is the move before b's
     * last one (BOARD_PASS, or -1 when unknown). NULL: none. */
    bool (*later_priors)(const struct board *b, int color, int last2,
                         struct evaluator_prior *prior);
    /* The value of a leaf: plays b out from `color` to move, appending each move's point
     * (BOARD_PASS for a pass) to moves[] while *count < capacity, and at most capacity - *count
     * moves; leaves in owner[p] the color that owns each point of the board at the end (the
     * AMAF and the ownership read both), and returns black's area margin before komi. */
    int (*value)(struct board *b, int color, struct rng *rng, uint16_t *moves, int *count,
                 int capacity, uint8_t *owner);
};

/* The knowledge genmove's search uses: the priors of prior.h (the cheap rules for a new node,
 * the move-prediction model's for a node the search comes back to) and the heavy playout of
 * policy.h, scored by area. */
extern const struct evaluator evaluator_default;

#endif
