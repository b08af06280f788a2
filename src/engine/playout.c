/* playout.c - light random playouts (the policy is described in playout.h) */
#include "engine/playout.h"

#include <stddef.h>

int playout_move(struct board *b, int color, struct rng *rng)
{
    return board_playout_random(b, color, rng);
}

int playout_run(struct board *b, int color, struct rng *rng, int max_moves)
{
    int passes = 0, stones = 0;
    for (int moves = 0; passes < 2 && moves < max_moves; moves++) {
        if (board_playout_random(b, color, rng) == BOARD_PASS) {
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
        int p = board_playout_random(b, color, rng);
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
