/* status.h - the stones dead at the end of a game: reading first, ownership second
 *
 * What final_status_list, final_score and genmove's end-of-game decisions take off the board.
 * In this order, each step overruling the ones before:
 *   1. Ownership: a chain whose mean ownership is the opponent's beyond STATUS_DEAD_OWNERSHIP
 *      in the playouts is dead (whole chains, so a chain is never half dead).
 *   2. An invader with no way to live: a region of the opponent (a maximal connected set of
 *      points that are not the opponent's stones) of at most half the board (a larger one is
 *      the open board, not an enclosed area), whose every bordering chain is safe (alive
 *      by Benson's test, or its own beyond STATUS_SAFE_OWNERSHIP), in which the invader's
 *      stones have fewer than two true eyes: the invader's stones there are dead when the
 *      opponent owns the region in the playouts (mean ownership of its points the opponent's
 *      beyond STATUS_DEAD_OWNERSHIP); when the opponent owns it by half that or more, each
 *      invading chain that is not its own beyond STATUS_DEAD_OWNERSHIP is dead.
 *      Random playouts let such a stone live, or cut the wall, often enough to hide it: a
 *      two-stone invader in a settled area lives in about half of them, which leaves the area
 *      its owner's by about STATUS_DEAD_OWNERSHIP and its status to the seed.
 *   3. Benson's unconditional life: chains that no sequence of the opponent's moves can
 *      capture, even with the owner passing, are alive whatever the playouts say.
 *   4. Seki: the chains score_seki finds in seki on the board are read out, moves limited to
 *      the seki's points and its chains' liberties. When one side, moving first, captures a
 *      chain of the other, and either captures one moving second as well or the other cannot
 *      capture moving first, it was no seki: the captured side's chains are dead (the
 *      approach move that fills a shared liberty kills, as a nakade does). A reading that
 *      runs out of depth or nodes proves nothing, and the seki stands: its chains are alive.
 * Reading is on the board as it stands, under its own ko and suicide rules (no superko).
 */
#ifndef KOSUMI_ENGINE_STATUS_H
#define KOSUMI_ENGINE_STATUS_H

#include <stdint.h>

#include "core/board.h"

/* A chain is dead when its mean ownership (from -1 to 1) is the opponent's beyond this. On 60
 * finished 9x9 games against GNU Go, 0.3 agreed with GNU Go's dead stones on 58 positions,
 * 0.6 on 55 and 0 on 57 (ownership alone, before the reading here). */
#define STATUS_DEAD_OWNERSHIP 0.3
/* A chain this much its own holds the wall of a region. */
#define STATUS_SAFE_OWNERSHIP 0.5
/* The reading of a seki: moves (both sides') and positions at most. */
#define STATUS_SEKI_DEPTH 11
#define STATUS_SEKI_NODES 50000

/* Marks dead[p] (BOARD_MAX_POINTS bytes) for every stone of b judged dead, from ownership[p]
 * (in [-1, 1], +1 black) of b's points in the playouts, as above. */
void status_dead(const struct board *b, const float *ownership, uint8_t *dead);

/* Marks alive[p] for every stone of `color` on b that is unconditionally alive (Benson). */
void status_benson(const struct board *b, int color, uint8_t *alive);

#endif
