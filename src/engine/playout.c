/* playout.c - light random playouts (the policy is described in playout.h) */
#include "engine/playout.h"

#include <stddef.h>

int playout_move(struct board *b, int color, struct rng *rng)
{
    return board_playout_random(b, color, rng);
}

int playout_run(struct board *b, int color, struct rng *rng, int max_moves)
{
    struct board_playout_count count;
    board_playout_run(b, color, rng, max_moves, &count);
    return count.stones;
}

/* Plays the playout move by move, recording what result asks for. */
static void run_recorded(struct board *b, int color, struct rng *rng, int max_moves,
                         struct playout_result *result, struct board_playout_count *count)
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
    count->moves = moves;
    count->stones = stones;
    count->finished = passes == 2;
}

int playout_run_result(struct board *b, int color, struct rng *rng, int max_moves,
                       struct playout_result *result)
{
    struct board_playout_count count;
    if (result->sequence == NULL && result->first == NULL)
        board_playout_run(b, color, rng, max_moves, &count); /* nothing to record per move */
    else
        run_recorded(b, color, rng, max_moves, result, &count);
    result->moves = count.moves;
    result->stones = count.stones;
    result->capped = !count.finished;
    result->score = board_area_score(b);
    if (result->owner != NULL)
        board_area_owner(b, result->owner);
    return count.stones;
}
