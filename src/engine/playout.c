/* playout.c - light random playouts */
#include "engine/playout.h"

int playout_move(struct board *b, int color, struct rng *rng)
{
    /* Draw from the empty points; a point that cannot be played is swapped behind the shrinking
     * candidate range, so each draw is uniform over what is left and the pick is uniform over
     * the acceptable moves. Reordering the empty list changes no board state. */
    int candidates = b->empty_count;
    while (candidates > 0) {
        int i = (int)rng_below(rng, (uint32_t)candidates);
        int p = b->empty[i];
        if (board_has_free_neighbour(b, p) ||
            (!board_is_eyelike(b, color, p) && board_legal(b, color, p) == 0)) {
            board_play_unchecked(b, color, p);
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
