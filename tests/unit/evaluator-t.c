/* evaluator-t.c - the search's seam (evaluator.h): a search runs on another evaluator as it does
 * on the default one. A second implementation is a table of its own (uniform priors here, a
 * leaf value that ignores the board there), given to search_new: the root's priors are then its
 * priors, the win rates and ownership its values, and its policy steers the visits. */
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
        prior[b->empty[i]] = (struct evaluator_prior){10, 10, 0};
    prior[BOARD_PASS] = (struct evaluator_prior){10, 10, 0};
}

static const struct evaluator uniform = {
    .priors = uniform_priors,
    .value = policy_value,
};

/* Every point of b owned by `color` at the end of a leaf's playout. */
static void own_all(const struct board *b, int color, uint8_t *owner)
{
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++)
            owner[board_point(b, col, row)] = (uint8_t)color;
}

/* A leaf value that gives black every point and the game by the whole board, whatever the
 * board: what the search makes of its values is then known in advance, but for the lines that
 * end by two passes inside the tree, which the search scores by the rules itself. */
static int black_owns_all(struct board *b, int color, struct rng *rng, uint16_t *moves, int *count,
                          int capacity, uint8_t *owner)
{
    (void)color, (void)rng, (void)moves, (void)count, (void)capacity;
    own_all(b, COLOR_BLACK, owner);
    return board_points(b);
}

static const struct evaluator black_wins = {
    .priors = uniform_priors,
    .value = black_owns_all,
};

/* A policy that favours one move, the centre (half of it), and spreads the rest evenly: later
 * priors (the model's place) of no playouts, so that only the policy tells the moves apart. */
static bool centre_policy(const struct board *b, int color, int last2,
                          struct evaluator_prior *prior)
{
    (void)color, (void)last2;
    int centre = board_point(b, b->size / 2, b->size / 2);
    uint16_t rest = (uint16_t)(32768 / (b->empty_count - 1));
    for (int i = 0; i < b->empty_count; i++)
        prior[b->empty[i]] = (struct evaluator_prior){0, 0, rest};
    prior[centre].policy = 32767;
    prior[BOARD_PASS] = (struct evaluator_prior){0, 0, 0};
    return true;
}

/* A leaf value that is a draw whatever the board (at komi 0): no move is better than another,
 * and the playouts cannot say which to search. */
static int always_draw(struct board *b, int color, struct rng *rng, uint16_t *moves, int *count,
                       int capacity, uint8_t *owner)
{
    (void)color, (void)rng, (void)moves, (void)count, (void)capacity;
    own_all(b, COLOR_EMPTY, owner);
    return 0;
}

static const struct evaluator policy_only = {
    .priors = uniform_priors,
    .later_priors = centre_policy,
    .value = always_draw,
};

/* The share of the root's visits that went to move p. */
static double visit_share(const struct search_result *r, int p)
{
    long all = 0, mine = 0;
    for (int i = 0; i < r->count; i++) {
        all += r->moves[i].visits;
        mine += r->moves[i].move == p ? r->moves[i].visits : 0;
    }
    return all > 0 ? (double)mine / (double)all : 0;
}

/* A search of `playouts` on an empty 9x9 board at `komi` with `color` to move, through eval. */
static void search_komi(const struct evaluator *eval, int color, long playouts, double komi,
                        struct search_result *out)
{
    struct game g;
    game_init(&g, 9, NULL);
    g.komi = komi;
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

/* The same at komi 7.5. */
static void search_with(const struct evaluator *eval, int color, long playouts,
                        struct search_result *out)
{
    search_komi(eval, color, playouts, 7.5, out);
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
    plan(6);

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

    /* The policy steers a search however long: as priors worth a few playouts, the model's
     * opinion was lost among thousands of real ones (search.c, PUCT). */
    int centre = board_point(&nine, 4, 4);
    search_komi(&policy_only, COLOR_BLACK, 1000, 0, &out);
    double short_share = visit_share(&out, centre);
    search_komi(&policy_only, COLOR_BLACK, 10000, 0, &out);
    double long_share = visit_share(&out, centre);
    ok(short_share > 0.3 && long_share > 0.3,
       "leaves that cannot tell the moves apart: the move the policy favours takes over 30%% of "
       "1,000 playouts (%.2f) and of 10,000 (%.2f); even shares would be 0.01",
       short_share, long_share);
    return 0;
}
