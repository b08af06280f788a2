/* evaluator-t.c - the search's seam (evaluator.h): a search runs on another evaluator as it does
 * on the default one. A second implementation is a table of its own (uniform priors here, a
 * leaf value that ignores the board there), given to search_new: the root's priors are then its
 * priors, and the win rates and ownership its values. */
#include <math.h>
#include <stdio.h>

#include "core/game.h"
#include "engine/evaluator.h"
#include "engine/policy.h"
#include "engine/search.h"
#include "tap/basic.h"
#include "util/rng.h"

/* The same prior for every move: the search then orders its first visits by the playouts
 * alone. */
static void uniform_priors(const struct board *b, int color, struct evaluator_prior *prior)
{
    (void)color;
    for (int i = 0; i < b->empty_count; i++)
        prior[b->empty[i]] = (struct evaluator_prior){10, 10};
    prior[BOARD_PASS] = (struct evaluator_prior){10, 10};
}

static const struct evaluator uniform = {
    .priors = uniform_priors,
    .value = policy_value,
};

/* A leaf value that gives black every point and the game by the whole board, whatever the
 * board: what the search makes of its values is then known in advance, but for the lines that
 * end by two passes inside the tree, which the search scores by the rules itself. */
static int black_owns_all(struct board *b, int color, struct rng *rng, uint16_t *moves, int *count,
                          int capacity, uint8_t *owner)
{
    (void)color, (void)rng, (void)moves, (void)count, (void)capacity;
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++)
            owner[board_point(b, col, row)] = COLOR_BLACK;
    return b->size * b->size;
}

static const struct evaluator black_wins = {
    .priors = uniform_priors,
    .value = black_owns_all,
};

/* A search of `playouts` on an empty 9x9 board with `color` to move, through eval. */
static void search_with(const struct evaluator *eval, int color, long playouts,
                        struct search_result *out)
{
    struct game g;
    game_init(&g, 9, NULL);
    g.komi = 7.5;
    struct search *s = search_new(20000, eval);
    if (s == NULL)
        bail("search_new failed");
    struct rng rng;
    rng_seed(&rng, 5);
    search_run(s, &g, color, &(struct search_limits){.playouts = playouts, .threads = 1}, &rng,
               out);
    search_free(s);
    game_free(&g);
}

/* The spread of the root moves' prior shares: 0 when every move has the same. */
static double prior_spread(const struct search_result *r)
{
    double low = 1, high = 0;
    for (int i = 0; i < r->count; i++) {
        low = fmin(low, r->moves[i].prior);
        high = fmax(high, r->moves[i].prior);
    }
    return r->count > 0 ? high - low : 1;
}

int main(void)
{
    static struct search_result out;
    plan(5);

    search_with(&uniform, COLOR_BLACK, 500, &out);
    ok(out.count == 82 && out.playouts == 500,
       "uniform priors: a 9x9 search of 500 playouts has 82 root moves (%d) and runs them all "
       "(%ld)",
       out.count, out.playouts);
    ok(prior_spread(&out) < 1e-12, "uniform priors: every root move has the same prior share");
    search_with(&evaluator_default, COLOR_BLACK, 500, &out);
    ok(prior_spread(&out) > 0.001,
       "the default priors tell the moves apart on the same board (spread %.4f)",
       prior_spread(&out));

    struct board nine;
    board_init(&nine, 9);
    search_with(&black_wins, COLOR_BLACK, 300, &out);
    ok(out.winrate > 0.9 && out.ownership[board_point(&nine, 4, 4)] > 0.9f,
       "a leaf value in which black owns the board: black to move wins nearly every playout "
       "(%.3f) and owns the centre (%.3f)",
       out.winrate, out.ownership[board_point(&nine, 4, 4)]);
    search_with(&black_wins, COLOR_WHITE, 300, &out);
    ok(out.winrate < 0.1, "the same for white to move: it wins nearly none (%.3f)", out.winrate);
    return 0;
}
