/* level.c - strength levels: each level's effort and weakened choice (see level.h) */
#include "config.h"

#include "engine/level.h"

#include <math.h>
#include <stdbool.h>

#include "engine/effort.h"
#include "engine/model.h"
#include "engine/search.h"

/* Levels 1 to 9. The playouts roughly double from level to level: in playouts a doubling is
 * the step that still wins most games against the level below. Level 9 searches about half
 * the 9x9 default's 10,000, and without the tree the default keeps between moves. At the bottom,
 * where a doubling of a few dozen playouts changes little, the steps are larger and hotter:
 * with 25 and 50 playouts (temperatures 1.0 and 0.8) level 2 won 11 of 20 games against level
 * 1, and level 3 10.5 of 20 against level 2; with 10 and 30 (1.6 and 1.1), 11.5 and 13 of 20
 * (tools/level-table).
 *
 * temperature: the draw's weights are the candidates' scores to the power 1 / temperature; at
 * 1 a candidate is drawn as often as its score says, near 0 the best is nearly always drawn.
 * model: the move-prediction model's share of a candidate's score, the search's visit share
 * having the rest; at the low levels a move a person would play counts for as much as what a
 * search of a few dozen playouts thinks of it. */
struct level_setting {
    long playouts;
    double temperature;
    double model;
};
static const struct level_setting levels[LEVEL_MAX - 1] = {
    {5, 2.50, 0.50},   {30, 1.10, 0.50},  {100, 0.60, 0.40},
    {200, 0.45, 0.30}, {400, 0.35, 0.20}, {800, 0.25, 0.15},
    {1600, 0.18, 0.10}, {3000, 0.12, 0.05}, {5500, 0.06, 0.00},
};

long level_playouts(int level, int size)
{
    if (level < LEVEL_MIN || level >= LEVEL_MAX)
        return 0;
    long n = levels[level - LEVEL_MIN].playouts;
    /* The default count is per point below 9x9; a level keeps its share of it there. */
    long area = (long)size * size;
    long full = EFFORT_DEFAULT_PLAYOUTS_PER_POINT * area;
    if (full < EFFORT_DEFAULT_PLAYOUTS)
        n = n * full / EFFORT_DEFAULT_PLAYOUTS;
    return n > 0 ? n : 1;
}

/* True when `color` may play p in g, p is no suicide (whatever the rules allow: controllers
 * refuse them) and does not fill one of color's true eyes; nosuicide is g's board with suicide
 * forbidden. */
static bool playable(const struct game *g, const struct board *nosuicide, int color, int p)
{
    return p != BOARD_PASS && g->board.color[p] == COLOR_EMPTY &&
           !board_is_true_eye(&g->board, color, p) && game_legal(g, color, p) == 0 &&
           board_legal(nosuicide, color, p) == 0;
}

/* A uniform number in [0, 1). */
static double uniform(struct rng *rng)
{
    return (double)(rng_next(rng) >> 11) * 0x1p-53;
}

int level_choose(int level, const struct search_result *r, const struct game *g, int color,
                 struct rng *rng)
{
    struct board nosuicide;
    board_copy(&nosuicide, &g->board);
    nosuicide.allow_suicide = false;
    int moves[LEVEL_CANDIDATES];
    double visits[LEVEL_CANDIDATES], model[LEVEL_CANDIDATES];
    int count = 0;
    double visits_sum = 0;
    /* r's moves are most visited first: the best playable ones. */
    for (int i = 0; i < r->count && count < LEVEL_CANDIDATES; i++) {
        const struct search_move *m = &r->moves[i];
        if (!playable(g, &nosuicide, color, m->move))
            continue;
        moves[count] = m->move;
        visits[count] = (double)m->visits;
        visits_sum += visits[count];
        count++;
        if (level >= LEVEL_MAX)
            return m->move;
    }
    if (count <= 1)
        return count == 1 ? moves[0] : BOARD_PASS;

    const struct level_setting *set = &levels[(level < LEVEL_MIN ? LEVEL_MIN : level) - LEVEL_MIN];
    double model_part = set->model;
    /* The model's probabilities among the candidates; without a model (no memory for it), the
     * search's visits alone. */
    const struct model *mdl = model_part > 0 ? model_builtin() : NULL;
    double model_sum = 0;
    if (mdl != NULL) {
        float gamma[BOARD_MAX_POINTS];
        model_gammas(mdl, &g->board, color, game_move_before_last(g), gamma);
        for (int i = 0; i < count; i++)
            model_sum += model[i] = gamma[moves[i]];
    }
    if (model_sum <= 0)
        model_part = 0;
    double weight[LEVEL_CANDIDATES], total = 0;
    for (int i = 0; i < count; i++) {
        double score = (1 - model_part) * (visits_sum > 0 ? visits[i] / visits_sum : 0) +
                       (model_part > 0 ? model_part * model[i] / model_sum : 0);
        total += weight[i] = pow(score, 1 / set->temperature);
    }
    if (!(total > 0))
        return moves[0];
    double x = uniform(rng) * total;
    for (int i = 0; i < count; i++) {
        if (x < weight[i])
            return moves[i];
        x -= weight[i];
    }
    return moves[count - 1]; /* x rounded past the last weight */
}
