/* policy.h - the heavy playout policy: the moves the search's playouts play from a leaf
 *
 * The playout plays, for each side in turn: a capture of the chain the opponent's last move put
 * (or left) in atari; else a move that saves one of its own chains the last move put in atari
 * (capturing a neighbour in atari, or extending at its liberty when that is no self-atari and
 * the ladder does not work: tactics.h; an extension the ladder catches is played by no later
 * stage either, read only when it is drawn); else the vital point of an eye space of three to
 * five points next to the last move (tactics_nakade_vital), which kills it or makes it two eyes,
 * whoever plays it; else a local reply next to the last move that matches one of the classic
 * 3x3 shapes (hane, cut, side moves: pattern.h), drawn in proportion to the model's gamma for
 * its shape (pattern_code_weight); else a random move. Moves never fill the
 * mover's own true eye, never are a suicide, and never put a chain of two stones or more into
 * atari without capturing (one-stone throw-ins stay allowed).
 * Playouts follow simple ko only (the board's), never superko. The true eye is the board's
 * (board_is_true_eye), and a finished playout is scored by the board's area count
 * (board_area_score, board_area_owner), the same rules the light playouts follow.
 *
 * Every test here is O(1) on the board's incremental state: atari and its liberty from a
 * chain's liberty sums (board_chain_in_atari), a self-atari from the sums of the chains a move
 * joins, legality from board_playout_legal; only the ladder reading of an escape, the walk of
 * a chain in atari for captures around it and the walk of an eye space (six points at most, and
 * none on open ground) cost more.
 */
#ifndef KOSUMI_ENGINE_POLICY_H
#define KOSUMI_ENGINE_POLICY_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "util/rng.h"

/* True when `color` at p is a self-atari of two stones or more that is no nakade (the chain it
 * makes has at most three stones, and its one liberty touches nothing but the chain, opponent
 * stones and the edge): the moves the playouts never play and the priors discourage. */
bool policy_bad_self_atari(const struct board *b, int color, int p);

/* Plays one playout move for `color` on b (see above) and returns it, or BOARD_PASS. The board
 * must forbid suicide, and pattern_init must have run. */
int policy_move(struct board *b, int color, struct rng *rng);

/* Plays from b, `color` first, until two passes in a row or max_moves moves, on the board's
 * heavy playout mode (board_heavy_play), and returns the number of moves played, passes
 * included. Each move's point (BOARD_PASS for a pass) is appended to moves[] while *count <
 * capacity; colors alternate from `color`. b is complete afterwards (hash and counts put right). */
int policy_playout(struct board *b, int color, struct rng *rng, int max_moves, uint16_t *moves,
                   int *count, int capacity);

/* The search's leaf value (evaluator.h's `value`): policy_playout from b with at most
 * capacity - *count moves, then the board's area owners into owner[] and its area margin for
 * black, before komi. */
int policy_value(struct board *b, int color, struct rng *rng, uint16_t *moves, int *count,
                 int capacity, uint8_t *owner);

#endif
