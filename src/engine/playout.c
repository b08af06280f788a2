/* playout.c - light random playouts (the policy is described in playout.h) */
#include "engine/playout.h"

#include <stddef.h>

/* True when `color` may play the empty point p in a light playout. Most points have an empty
 * neighbour and are decided by one load; only the others take the slow path. */
static inline bool acceptable(const struct board *b, int color, int p)
{
    return board_has_free_neighbour(b, p) ||
           (!board_is_true_eye(b, color, p) && board_playout_legal(b, color, p));
}

int playout_move(struct board *b, int color, struct rng *rng)
{
    /* Draw from the empty points; a point that cannot be played is swapped behind the shrinking
     * candidate range, so each draw is uniform over what is left and the pick is uniform over
     * the acceptable moves. One 64-bit draw gives two 32-bit ones, so most moves cost one call
     * to the generator. Reordering the empty list changes no board state. */
    int candidates = b->empty_count;
    uint64_t bits = 0;
    for (int k = 0; candidates > 0; k++) {
        if ((k & 1) == 0)
            bits = rng_next(rng);
        else
            bits <<= 32;
        int i = (int)(((bits >> 32) * (uint64_t)candidates) >> 32);
        int p = b->empty[i];
        if (acceptable(b, color, p)) {
            board_playout_play(b, color, p);
            return p;
        }
        board_swap_empty(b, i, --candidates);
    }
    board_play_unchecked(b, color, BOARD_PASS);
    return BOARD_PASS;
}

int playout_run(struct board *b, int color, struct rng *rng, int max_moves)
{
    int passes = 0, stones = 0;
    for (int moves = 0; passes < 2 && moves < max_moves; moves++) {
        if (playout_move(b, color, rng) == BOARD_PASS) {
            passes++;
        } else {
            passes = 0;
            stones++;
        }
        color = color_other(color);
    }
    return stones;
}

int playout_run_result(struct board *b, int color, struct rng *rng, int max_moves,
                       struct playout_result *result)
{
    if (result->first != NULL)
        for (int p = 0; p < b->stride * b->stride; p++)
            result->first[p] = COLOR_EMPTY;
    int passes = 0, stones = 0, moves = 0;
    for (; passes < 2 && moves < max_moves; moves++) {
        int p = playout_move(b, color, rng);
        if (result->sequence != NULL)
            result->sequence[moves] = (uint16_t)p;
        if (p == BOARD_PASS) {
            passes++;
        } else {
            passes = 0;
            stones++;
            if (result->first != NULL && result->first[p] == COLOR_EMPTY)
                result->first[p] = (uint8_t)color;
        }
        color = color_other(color);
    }
    result->moves = moves;
    result->stones = stones;
    result->capped = passes < 2;
    result->score = board_area_score(b);
    if (result->owner != NULL)
        board_area_owner(b, result->owner);
    return stones;
}
