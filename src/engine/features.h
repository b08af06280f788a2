/* features.h - what the move-prediction model (model.h) sees of a move: shape and tactics
 *
 * One extractor for training (tools/train) and for play (model.c), so the two never disagree.
 * A move of `color` is described by one value in each of a few families (0 when the family says
 * nothing about it) and by hashes of the shapes around it:
 *
 *   pass        1: a pass after a pass, 2: any other pass (passes have no other feature)
 *   capture     1: takes a ko; else 2 + 3 * kind + size, kind 0: the chain holds the last move,
 *               1: the chain touches a chain of ours in atari, 2: other; size 0: one stone,
 *               1: two or three, 2: four or more
 *   extension   a chain of ours in atari extends at p without capturing: 1 + 2 * outcome +
 *               (the last move touches the chain), outcome 0: three liberties or more, 1: two
 *               and the ladder does not work, 2: two and it works (tactics.h)
 *   atari       p takes an opponent chain from two liberties to one without capturing:
 *               1 + 2 * kind + (the chain has two stones or more), kind 0: its ladder works,
 *               1: it does not and a ko is on the board, 2: other
 *   self_atari  p leaves its chain with one liberty (a ko capture is not one): 1: one stone,
 *               2: two or three, 3: four or more
 *   dist_last   distance to the last move, d = dx + dy + max(dx, dy) (Coulom's), as
 *               min(d, 17) - 1; 0 after a pass or before any move
 *   dist_last2  the same for the move before the last
 *   edge        the line p stands on, 1..4; 0 from the fifth line in
 *   shape3      the 3x3 neighbourhood: each of the 8 neighbours empty, ours, theirs or off the
 *               board, and for the 4 orthogonal stones whether their chain is in atari; the
 *               code is the least of its 8 rotations and reflections, so it never is 0
 *
 * The larger shapes (spatial[]) are diamonds of growing size around p in Coulom's distance
 * (size d holds the points at distance 1..d, the 3x3 square being d = 3): Zobrist hashes of
 * each point empty, ours, theirs or off the board, least of the 8 symmetric hashes, for sizes
 * FEATURES_SPATIAL_MIN..FEATURES_SPATIAL_MAX. Colors are always seen from the side to move,
 * so one dictionary serves both.
 */
#ifndef KOSUMI_ENGINE_FEATURES_H
#define KOSUMI_ENGINE_FEATURES_H

#include <stdint.h>

#include "core/board.h"

enum features_family {
    FEATURES_PASS,
    FEATURES_CAPTURE,
    FEATURES_EXTENSION,
    FEATURES_ATARI,
    FEATURES_SELF_ATARI,
    FEATURES_DIST_LAST,
    FEATURES_DIST_LAST2,
    FEATURES_EDGE,
    FEATURES_SHAPE3,
    FEATURES_FAMILIES
};

#define FEATURES_SPATIAL_MIN 4
#define FEATURES_SPATIAL_MAX 10
#define FEATURES_SPATIAL_SIZES (FEATURES_SPATIAL_MAX - FEATURES_SPATIAL_MIN + 1)

struct features_move {
    uint32_t value[FEATURES_FAMILIES];           /* per family, 0: nothing to say */
    uint64_t spatial[FEATURES_SPATIAL_SIZES];    /* spatial[i]: the hash at size MIN + i */
};

/* Fills the tables the extractor uses; call once before anything else here (more calls are
 * harmless, from any thread). */
void features_init(void);

/* The number of values family f takes (its values are 1..this), or 0 for shape3, whose values
 * are codes a dictionary maps. */
int features_values(int family);

/* The family's name as the trainer's options and reports spell it ("capture"), or NULL for a
 * number out of range. */
const char *features_family_name(int family);

/* Describes the move of `color` at p, an empty point where board_legal allows it (not a pass):
 * every family, and the spatial hashes up to size spatial_max (those above it are left 0;
 * spatial_max below FEATURES_SPATIAL_MIN computes none). last2 is the move before the board's
 * last move (a point, BOARD_PASS, or -1 when unknown). The board is not changed. */
void features_move(const struct board *b, int color, int last2, int p, int spatial_max,
                   struct features_move *f);

/* The shape3 value of a point whose eight neighbours the board's 3x3 code (board.h's shape[])
 * gives, seen by `color` to move, as if no chain next to it were in atari: what features_move
 * says of such a point. For the playouts, which know a point by its code alone. */
uint32_t features_shape3_of_code(unsigned code, int color);

/* Describes a pass of the side to move. */
void features_pass(const struct board *b, struct features_move *f);

/* The number of points (the centre excluded) a diamond of size d covers, 0 < d <=
 * FEATURES_SPATIAL_MAX: 4 for d = 2, 8 for the 3x3 square, 72 for d = 10. */
int features_spatial_points(int size);

#endif
