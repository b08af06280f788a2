/* policy.h - Go knowledge for the tree search: the heavy playout policy, 3x3 patterns, priors
 *
 * The playout plays, for each side in turn: a capture of the chain the opponent's last move put
 * (or left) in atari; else a move that saves one of its own chains the last move put in atari
 * (capturing a neighbour in atari, or extending at its liberty when that is no self-atari and
 * the ladder does not work: tactics.h; an extension the ladder catches is played by no later
 * stage either, read only when it is drawn); else the vital point of an eye space of three to
 * five points next to the last move (tactics_nakade_vital), which kills it or makes it two eyes,
 * whoever plays it; else a local reply
 * next to the last move that matches one of the classic 3x3 shapes (hane, cut, side moves); else
 * a random move. Moves never fill the mover's own true eye, never are a suicide, and never put a
 * chain of two stones or more into atari without capturing (one-stone throw-ins stay allowed).
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

#include "board.h"
#include "rng.h"

/* Builds the pattern table; call once before any other function here (more calls are harmless,
 * from any thread). */
void policy_init(void);

/* True when the 3x3 neighbourhood of the empty point p matches one of the policy's patterns
 * (the same for either color to move). */
bool policy_pattern(const struct board *b, int p);

/* Plays one playout move for `color` on b (see above) and returns it, or BOARD_PASS. The board
 * must forbid suicide. */
int policy_move(struct board *b, int color, struct rng *rng);

/* Plays from b, `color` first, until two passes in a row or max_moves moves, on the board's
 * heavy playout mode (board_heavy_play), and returns the number of moves played, passes
 * included. Each move's point (BOARD_PASS for a pass) is appended to moves[] while *count <
 * capacity; colors alternate from `color`. b is complete afterwards (hash and counts put right). */
int policy_playout(struct board *b, int color, struct rng *rng, int max_moves, uint16_t *moves,
                   int *count, int capacity);

/* Prior knowledge about the moves of `color` on b for a new tree node, as equivalent playouts:
 * the move at p starts with prior[p].visits playouts won prior[p].wins2 / 2 times (wins count
 * double so that a draw is whole). Every empty point of the board is set; prior[BOARD_PASS] is
 * the pass's. */
struct policy_prior {
    uint16_t visits;
    uint16_t wins2;
};
void policy_priors(const struct board *b, int color, struct policy_prior *prior);

/* The move-prediction model's opinion (model.h) of the moves of `color` on b, as playouts to
 * add to a node's children's priors: MODEL_PRIOR playouts for each empty point, of which a move
 * r times as likely as the average legal one (r: its probability times their number) wins
 * r / (r + 1), its Bradley-Terry odds against an average move; none for the pass. last2 is the
 * move before b's last one (BOARD_PASS, or -1 when unknown). False, and prior untouched, when
 * there is no model. Costs tens of microseconds on 9x9, a hundred on 19x19: the search asks it
 * only for nodes it comes back to. */
bool policy_model_priors(const struct board *b, int color, int last2, struct policy_prior *prior);

#endif
