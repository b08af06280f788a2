/* playout.c - light random playouts (the policy is described in playout.h) */
#include "engine/playout.h"

#include <stddef.h>
#include <string.h>

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

int playout_run_result(struct board *b, int color, struct rng *rng, int max_moves,
                       struct playout_result *result)
{
    struct board_playout_count count;
    if (result->first != NULL)
        memset(result->first, COLOR_EMPTY, BOARD_MAX_POINTS);
    if (result->sequence == NULL && result->first == NULL)
        board_playout_run(b, color, rng, max_moves, &count); /* nothing to record per move */
    else
        board_playout_record(b, color, rng, max_moves, &count, result->sequence, result->first);
    result->moves = count.moves;
    result->stones = count.stones;
    result->capped = !count.finished;
    result->score = board_area_score(b);
    if (result->owner != NULL)
        board_area_owner(b, result->owner);
    return count.stones;
}
