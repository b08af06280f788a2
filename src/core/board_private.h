/* board_private.h - what board.c and board_check.c share beyond board.h: the packing of the
 * neighbour counts, the sink's count, the four neighbours and the 3x3 code of a point
 *
 * Only the board's own files include this; everything else reads the board through board.h.
 */
#ifndef KOSUMI_CORE_BOARD_PRIVATE_H
#define KOSUMI_CORE_BOARD_PRIVATE_H

#include "core/board.h"

/* A point's neighbours of each color, 4 bits a color, in struct board's neighbours[]. */
#define NB_SHIFT(c) (4 * (c))
#define NB_ONE(c) (1u << NB_SHIFT(c))

/* chains[0].plibs between calls: the chain id of the border ring and of the empty points is 0,
 * and its "pseudo-liberties" are more than any neighbour of a point can account for, so a
 * legality test never sees them captured. It sits mid-range because the updates that land on it
 * move it both ways until it is put back: down by at most three a move (a move with no stone
 * next to it leaves it alone), up by at most four a captured stone. A playout puts it back every
 * PLAYOUT_STEP moves (board.c), in which at most the stones on the board and those placed are
 * captured: it never falls to 4 nor wraps. */
#define BORDER_PLIBS 0x8000u

/* The four neighbours of p in the grid, in a fixed order (down, left, right, up). The border
 * ring means every interior point has all four. Loops over them stay plain loops: the hot path
 * (play_stone, remove_chain) spells its four neighbours out instead. */
static inline void board_neighbour_points(const struct board *b, int p, int q[4])
{
    q[0] = p - b->stride;
    q[1] = p - 1;
    q[2] = p + 1;
    q[3] = p + b->stride;
}

/* The 3x3 code of p from the colors around it. */
static inline unsigned board_shape_of(const struct board *b, long p)
{
    long s = b->stride;
    const uint8_t *c = b->color;
    return (unsigned)c[p - s - 1] | (unsigned)c[p - s] << 2 | (unsigned)c[p - s + 1] << 4 |
           (unsigned)c[p - 1] << 6 | (unsigned)c[p + 1] << 8 | (unsigned)c[p + s - 1] << 10 |
           (unsigned)c[p + s] << 12 | (unsigned)c[p + s + 1] << 14;
}

#endif
