/* prior.c - priors for the children of a new tree node (see prior.h) */
#include "config.h"

#include "engine/prior.h"

#include "engine/model.h"
#include "engine/pattern.h"
#include "engine/policy.h"
#include "engine/tactics.h"

#include <stddef.h>

/* Prior strengths, in playouts. The even prior keeps a new node from being judged on its first
 * few playouts; the others push the search toward (or away from) moves that cheap knowledge
 * rates. Extending a chain out of atari gets a bonus only when the ladder does not work
 * (tactics.h), and a malus when it does: without the ladder test, the bonus alone scored 41.3%
 * of 173 games (draws half) against the search without it (9x9, 1,000 playouts), since an
 * extension that does not capture is as often a ladder run as a rescue. An atari whose ladder
 * works gets the capture's bonus. The vital point of a small eye space (tactics_nakade_vital)
 * gets a bonus whoever plays: with it in the priors and in the playouts, 57.2% of 200 games (95%
 * 50.3-63.9) against neither (9x9, 1,000 playouts); with it in the playouts too, 56.5% of 200
 * (49.6-63.2) against the priors alone. Keeping the mover from shrinking its own eye space of
 * three to five points without dividing it (the end of its own straight three) was tried and
 * left out: banned in the playouts with a malus in the priors, 47.5% of 100 games (95%
 * 38.0-57.2) at 0.3 s a move against the program without it; the malus alone, 52.5% (42.8-62.0).
 * A bonus of 20 for the liberties of an opponent chain of two or three liberties next to a chain
 * of the mover's with two or more and at most one more than it (a capturing race) was tried and
 * left out: 44.8% of 67 games (95% 33.5-56.6) at 10,000 playouts against the program without it.
 * So was a bonus of 20 for extending a chain of the mover's with two liberties to three or more
 * where the opponent's atari on it would start a working ladder: 40.5% of 58 games (95%
 * 28.9-53.4, 7 draws) on 9x9 at 10,000 playouts against the program without it. The pattern,
 * first-line and near-last priors weigh what the move model (prior_model) weighs too once the
 * search comes back to a node (the shape, the line, the distance to the last move); new nodes
 * without them won 44.0% of 100 games (95% 34.7-53.8, 6 draws) against the program as it is
 * (9x9, 10,000 playouts), so they stay. */
enum {
    PRIOR_EVEN = 10,
    PRIOR_CAPTURE = 30,
    PRIOR_ESCAPE = 20,
    PRIOR_LADDER = 30,
    PRIOR_PATTERN = 10,
    PRIOR_SELF_ATARI = 20,
    PRIOR_FIRST_LINE = 10,
    PRIOR_NEAR_LAST = 10,
    PRIOR_NAKADE = 30,
};

static void add_prior(struct evaluator_prior *pr, int visits, bool good)
{
    pr->visits = (uint16_t)(pr->visits + visits);
    if (good)
        pr->wins2 = (uint16_t)(pr->wins2 + 2 * visits);
}

/* Distance to the edge of the board, 0 on the first line. */
static int line_of(const struct board *b, int p)
{
    int col = board_col(b, p), row = board_row(b, p), n = b->size - 1;
    int d = col < row ? col : row;
    if (n - col < d)
        d = n - col;
    if (n - row < d)
        d = n - row;
    return d;
}

/* The model's weight, in playouts (prior.h). At 10,000 playouts (9x9, 100 games against the
 * program as it is) 40 won 52.5% (95% 42.8-62.0); Pachi's form, sqrt(probability) x 210 won
 * playouts and none below a probability of 0.001, won 46.5% (37.0-56.2). */
#ifndef MODEL_PRIOR
#define MODEL_PRIOR 20
#endif

bool prior_model(const struct board *b, int color, int last2, struct evaluator_prior *prior)
{
    const struct model *m = model_builtin();
    if (m == NULL || MODEL_PRIOR == 0)
        return false;
    float gamma[BOARD_MAX_POINTS];
    double sum = model_gammas(m, b, color, last2, gamma);
    int legal = 0;
    for (int i = 0; i < b->empty_count; i++)
        legal += gamma[b->empty[i]] > 0;
    if (sum <= 0 || legal == 0)
        return false;
    prior[BOARD_PASS] = (struct evaluator_prior){0, 0, 0};
    for (int i = 0; i < b->empty_count; i++) {
        int p = b->empty[i];
        double r = gamma[p] / sum * legal;
        prior[p] = (struct evaluator_prior){MODEL_PRIOR,
                                            (uint16_t)(2.0 * MODEL_PRIOR * r / (r + 1) + 0.5),
                                            (uint16_t)(65535.0 * gamma[p] / sum + 0.5)};
    }
    return true;
}

void prior_rules(const struct board *b, int color, struct evaluator_prior *prior)
{
    int other = color_other(color), last = b->last_move;
    for (int i = 0; i < b->empty_count; i++) {
        int p = b->empty[i];
        prior[p] = (struct evaluator_prior){PRIOR_EVEN, PRIOR_EVEN, 0};
    }
    prior[BOARD_PASS] = (struct evaluator_prior){PRIOR_EVEN, 0, 0};
    /* One pass over the chains: captures of the opponent's chains in atari, ataris that start a
     * working ladder on its chains of two liberties, and escapes of the mover's chains in atari
     * (good when the ladder fails, bad when it works). */
    int points = board_extent(b);
    for (int q = 0; q < points; q++) {
        if (b->chain[q] != q || (b->color[q] != other && b->color[q] != color))
            continue;
        int libs[3], n = 0;
        tactics_gather_liberties(b, q, -1, libs, &n, 3);
        if (b->color[q] == other && n == 1) {
            add_prior(&prior[libs[0]], PRIOR_CAPTURE, true);
        } else if (b->color[q] == other && n == 2) {
            for (int i = 0; i < 2; i++)
                if (tactics_ladder_attack(b, color, libs[i], q))
                    add_prior(&prior[libs[i]], PRIOR_LADDER, true);
        } else if (n == 1) {
            bool caught = tactics_ladder_caught(b, q);
            add_prior(&prior[libs[0]], caught ? PRIOR_LADDER : PRIOR_ESCAPE, !caught);
        }
    }
    for (int i = 0; i < b->empty_count; i++) {
        int p = b->empty[i];
        if (pattern_match(b, p))
            add_prior(&prior[p], PRIOR_PATTERN, true);
        if (policy_bad_self_atari(b, color, p))
            add_prior(&prior[p], PRIOR_SELF_ATARI, false);
        int owner;
        if (tactics_nakade_vital(b, p, &owner) == p)
            add_prior(&prior[p], PRIOR_NAKADE, true);
        if (b->size >= 9 && line_of(b, p) == 0)
            add_prior(&prior[p], PRIOR_FIRST_LINE, false);
        if (last > 0) {
            int dc = board_col(b, p) - board_col(b, last),
                dr = board_row(b, p) - board_row(b, last);
            dc = dc < 0 ? -dc : dc;
            dr = dr < 0 ? -dr : dr;
            if (dc + dr + (dc > dr ? dc : dr) <= 3)
                add_prior(&prior[p], PRIOR_NEAR_LAST, true);
        }
    }
}
