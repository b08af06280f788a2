/* policy.h - Go knowledge for the tree search: the heavy playout policy, 3x3 patterns, priors
 *
 * The playout plays, for each side in turn: a capture of the chain the opponent's last move put
 * (or left) in atari; else a move that saves one of its own chains the last move put in atari
 * (capturing a neighbour in atari, or extending at its liberty when that is no self-atari and
 * the ladder does not work: tactics.h); else a local reply
 * next to the last move that matches one of the classic 3x3 shapes (hane, cut, side moves); else
 * a random move. Moves never fill the mover's own true eye, never are a suicide, and never put a
 * chain of two stones or more into atari without capturing (one-stone throw-ins stay allowed).
 * Playouts follow simple ko only (the board's), never superko.
 *
 * A true eye of `color` is an empty point whose on-board neighbours are all color's stones and
 * where (opponent stones on the diagonals) + (1 if the point is on the edge or in a corner) < 2.
 */
#ifndef KOSUMI_ENGINE_POLICY_H
#define KOSUMI_ENGINE_POLICY_H

#include <stdbool.h>
#include <stdint.h>

#include "board.h"
#include "rng.h"

/* Builds the pattern table; call once before any other function here (more calls are harmless,
 * from any thread). */
void policy_init(void);

/* True when p is a true eye of `color` (see above). p must be an empty point of the board. */
bool policy_true_eye(const struct board *b, int color, int p);

/* True when `color` playing the empty point p leaves its chain with one liberty and captures
 * nothing; *stones (when not NULL) receives the size the chain would have. */
bool policy_self_atari(const struct board *b, int color, int p, int *stones);

/* True when the 3x3 neighbourhood of the empty point p matches one of the policy's patterns
 * (the same for either color to move). */
bool policy_pattern(const struct board *b, int p);

/* Plays one playout move for `color` on b (see above) and returns it, or BOARD_PASS. The board
 * must forbid suicide. */
int policy_move(struct board *b, int color, struct rng *rng);

/* Plays from b, `color` first, until two passes in a row or max_moves moves. Each move's point
 * (BOARD_PASS for a pass) is appended to moves[] while *count < capacity; colors alternate from
 * `color`. */
void policy_playout(struct board *b, int color, struct rng *rng, int max_moves, uint16_t *moves,
                    int *count, int capacity);

/* Area score of a finished playout, black minus white, no komi: stones plus empty points whose
 * on-board neighbours are all one color (after a playout every other empty point is dame in a
 * seki). owner[p] (when not NULL) receives the color each point counts for, or COLOR_EMPTY. */
int policy_score(const struct board *b, uint8_t *owner);

/* Prior knowledge about the moves of `color` on b for a new tree node, as equivalent playouts:
 * the move at p starts with prior[p].visits playouts won prior[p].wins2 / 2 times (wins count
 * double so that a draw is whole). Every empty point of the board is set; prior[BOARD_PASS] is
 * the pass's. */
struct policy_prior {
    uint16_t visits;
    uint16_t wins2;
};
void policy_priors(const struct board *b, int color, struct policy_prior *prior);

#endif
