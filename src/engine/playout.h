/* playout.h - light random playouts: the board's reference speed, for `kosumi bench`
 *
 * These are not the playouts genmove runs: its search plays engine/policy.h's heavy playouts
 * (captures, escapes, patterns, no self-atari) on the board's heavy mode. The light playouts are
 * the uniformly random baseline the board is tuned on (`kosumi bench --policy light`, and the
 * tests that check the board's fast path).
 *
 * The light playout: each side in turn plays a uniformly random move among its legal moves that
 * do not fill one of its own true eyes (board_is_true_eye: every on-board neighbour its own
 * stone, and opponent stones on the diagonals plus one for the edge fewer than two), or passes
 * when it has none. Inside a playout the rules are the board's playout mode: simple ko, never a
 * suicide of any size, no superko (the game's history is not consulted). The playout ends after
 * two passes in a row; the move limit is only a safety net. Moves count passes too.
 */
#ifndef KOSUMI_ENGINE_PLAYOUT_H
#define KOSUMI_ENGINE_PLAYOUT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "util/rng.h"

/* Plays for `color` a light-playout move (above) and returns the point played, or BOARD_PASS. */
int playout_move(struct board *b, int color, struct rng *rng);

/* Plays light-playout moves by alternating colors from `color` until two passes in a row or
 * `max_moves` moves (passes included). Returns the number of moves that placed a stone. */
int playout_run(struct board *b, int color, struct rng *rng, int max_moves);

/* What a playout may report beyond the final board. The counts and the score are always filled;
 * each array is filled only when the caller points it at room for it (NULL: not wanted, and
 * nothing is spent on it). */
struct playout_result {
    int moves;          /* moves played, passes included */
    int stones;         /* of those, the ones that placed a stone */
    bool capped;        /* stopped by max_moves, not by two passes */
    int score;          /* board_area_score of the final board: black minus white, no komi */
    uint8_t *owner;     /* [BOARD_MAX_POINTS]: board_area_owner of the final board */
    uint16_t *sequence; /* [max_moves]: the points played in order, BOARD_PASS for a pass; move i
                           is by `color` when i is even, by the other color when it is odd */
    uint8_t *first;     /* [BOARD_MAX_POINTS]: the color that played each point first in this
                           playout (for AMAF), COLOR_EMPTY where nobody did; indexed by point */
};

/* playout_run that also fills *result (see above). Returns result->stones. */
int playout_run_result(struct board *b, int color, struct rng *rng, int max_moves,
                       struct playout_result *result);

/* A stop request for running searches: the GTP loop (or any thread) sets it, workers look at it
 * between playouts. Zero-initialised means not requested. */
struct playout_stop {
    atomic_bool requested;
};

static inline void playout_stop_request(struct playout_stop *s)
{
    atomic_store_explicit(&s->requested, true, memory_order_relaxed);
}

static inline void playout_stop_clear(struct playout_stop *s)
{
    atomic_store_explicit(&s->requested, false, memory_order_relaxed);
}

static inline bool playout_stop_requested(struct playout_stop *s)
{
    return atomic_load_explicit(&s->requested, memory_order_relaxed);
}

#endif
