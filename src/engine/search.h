/* search.h - Monte-Carlo tree search: UCT with RAVE over a bounded node pool, shared by threads
 *
 * A tree lives in one pool of nodes allocated once (the node budget); the children of a node are
 * created together, when the node has been visited twice, with the evaluator's priors
 * (evaluator.h), and get its later priors (the move-prediction model's) once the node has
 * MODEL_VISITS visits (the root at once): the model costs more than a few playouts, so only the
 * nodes the search comes back to pay for it. Selection mixes each child's own win rate (priors
 * included) with its AMAF (all-moves-as-first) win rate, the AMAF share shrinking as real
 * playouts accumulate (Gelly and Silver's RAVE). A simulation descends the tree, takes the
 * evaluator's value of the leaf (a heavy playout scored by area), and judges it with the game's
 * komi; two passes in a row inside the tree end the game there, scored as the board stands
 * (Tromp-Taylor).
 *
 * Legality in the tree: never a suicide, simple ko, and under positional or situational superko
 * every position of the game's history and of the path from the root is refused; at the root the
 * game's own game_legal decides. Playouts use simple ko only.
 *
 * Threads share the tree: counts are updated atomically, and a simulation counts its visit on the
 * way down (a virtual loss) so that threads spread over different lines. With one thread a search
 * is a function of the position, the limits and the random stream alone.
 *
 * The tree is kept between searches: when the next position follows the searched one by moves
 * that are in the tree, that subtree becomes the new root and keeps its statistics.
 */
#ifndef KOSUMI_ENGINE_SEARCH_H
#define KOSUMI_ENGINE_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/game.h"
#include "engine/evaluator.h"
#include "util/rng.h"

/* Moves the search may not explore near the root (the analysis commands' avoid and allow):
 * until[color - 1][p] is the number of plies from the root (the root's own moves are ply 0)
 * during which `color` may not play p, BOARD_PASS included; 0 leaves p free. A node all of
 * whose moves are excluded keeps the pass, so that every node has a move. */
struct search_restrictions {
    uint16_t until[2][BOARD_MAX_POINTS];
};

/* The most visits a tree's root takes: a search on a root that has them runs no playout. Node
 * statistics are 32-bit counts; at this many (about 1.07e9: a day of analysis of a 9x9
 * position) they hold no more, and the statistics have long settled. */
#define SEARCH_MAX_VISITS (1L << 30)

/* A move at the root after a search. */
struct search_move {
    int move;       /* a point of the board, or BOARD_PASS */
    long visits;    /* playouts through it (reused ones included) */
    double winrate; /* for the player to move, in [0, 1] */
    double prior;   /* its share of the root's prior wins (prior.c's rules and the
                     * move-prediction model's), in [0, 1] */
    double score;   /* the mean final margin of its playouts (reused ones included) for the
                     * player to move, komi included; 0 without visits */
    double score_sd; /* the spread (standard deviation) of the margins of this search's own
                      * playouts through it, 0 with fewer than two: how far one playout strays,
                      * for the error of `score` */
};

#define SEARCH_MAX_MOVES (BOARD_MAX_POINTS + 1)

struct search_result {
    int count;                              /* root moves in moves[], most visited first */
    struct search_move moves[SEARCH_MAX_MOVES];
    long playouts;                          /* playouts run by this search */
    long reused;                            /* root visits kept from the previous search */
    double seconds;                         /* wall-clock time it took */
    double winrate;                         /* the root's win rate for the player to move */
    /* ownership[p]: in [-1, 1], how often p ended black (+1) or white (-1) in this search's
     * playouts; 0 for points no playout scored. */
    float ownership[BOARD_MAX_POINTS];
};

/* When a search stops: the first limit reached. At least one of playouts and seconds must be
 * set (a search with neither would not end). And how it judges its playouts: white_extra. */
struct search_limits {
    long playouts;  /* new playouts in this search; 0: no limit */
    double seconds; /* wall-clock seconds; 0: no limit */
    int threads;    /* worker threads, at least 1 */
    /* Moves excluded near the root; NULL: none. A kept tree is reused only by a search with
     * the same restrictions. */
    const struct search_restrictions *restrictions;
    long visits;    /* the root's visits, kept ones included; 0 (or more than SEARCH_MAX_VISITS):
                     * SEARCH_MAX_VISITS */
    /* A pass at the root does not end the game even after the opponent's: the game is played on
     * from a finished position, so that its ownership says what is dead (a pass that ends the
     * game at once counts every stone alive). A kept tree is reused only by a search alike. */
    bool play_on;
    /* Points credited to white beyond the komi (and handicap bonus) when a playout is judged a
     * win or a loss (a dynamic komi, dynkomi.h; negative: black is credited); 0: the real komi.
     * The tree's win rates are then of this judgement, but the result's win rates (the root's
     * and each move's) count against the real komi the playouts of the searches since the
     * root became the root (the steps of one search add up). A kept tree's statistics are of
     * the judgement of the searches that grew it. */
    double white_extra;
    /* The evaluator's policy does not steer the tree (search.c, PUCT): for a search read for
     * its ownership at the end of a game, where every move wins or loses alike and a policy
     * alone would lead both sides into the fights a strong player would start, unanswered. */
    bool unsteered;
};

struct search;

/* A search whose tree holds at most `nodes` nodes (at least 1,000), judging with `eval`
 * (&evaluator_default: genmove's). NULL when out of memory. */
struct search *search_new(size_t nodes, const struct evaluator *eval);
void search_free(struct search *s);

/* Searches the position of g with `color` to move until a limit is reached, and fills *out.
 * Draws randomness from rng only (with one thread the answer is a function of its state).
 * Never changes g. Returns 0, or -1 when worker threads could not be started (the search then
 * ran on the calling thread alone). */
int search_run(struct search *s, const struct game *g, int color, const struct search_limits *lim,
               struct rng *rng, struct search_result *out);

/* The principal variation of the last search from its root move `move`: that move, then the
 * most visited reply at each node below while there is one, at most max moves into pv. Returns
 * how many (0 when move is not a root move). */
int search_pv(const struct search *s, int move, int *pv, int max);

/* Forgets the tree (the next search starts from nothing). */
void search_reset(struct search *s);

/* Nodes the tree holds, and the most it may (the budget search_new was given). */
size_t search_nodes(const struct search *s);
size_t search_capacity(const struct search *s);

#endif
