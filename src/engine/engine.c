/* engine.c - move generation; for now a uniformly random legal move */
#include "config.h"

#include "engine/engine.h"

int engine_genmove(const struct game *g, const struct engine_request *req, struct rng *rng)
{
    const struct board *b = &g->board;
    int color = req->color;
    /* Never a suicide, even where the rules allow it: GNU Go, Sabaki and GoGui's referee refuse
     * one, so it would end the game as an illegal move. A copy of the board that forbids suicide
     * tells them apart; game_legal still judges ko and superko under the game's own rules. */
    struct board no_suicide;
    board_copy(&no_suicide, b);
    no_suicide.allow_suicide = false;
    int candidates[BOARD_MAX_POINTS];
    int n = 0;
    /* Every acceptable point, in board order, then one uniform draw: the same seed and position
     * give the same move whatever the order of the board's empty list. */
    for (int row = 0; row < b->size; row++) {
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (b->color[p] != COLOR_EMPTY || board_is_eyelike(b, color, p) ||
                board_legal(&no_suicide, color, p) == BOARD_SUICIDE)
                continue;
            if (game_legal(g, color, p) == 0)
                candidates[n++] = p;
        }
    }
    if (n == 0)
        return BOARD_PASS;
    return candidates[rng_below(rng, (uint32_t)n)];
}
