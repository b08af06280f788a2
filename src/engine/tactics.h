/* tactics.h - local reading for the search's knowledge: ladders, the vital points of eye spaces
 *
 * A ladder is read the way a player reads it: the chain in atari extends at its liberty; with
 * three liberties or more it has escaped, with one it is caught; with two the attacker plays
 * ataris on either liberty (never one that leaves its own stone in atari, which the defender
 * would take) and the reading goes on. A defender that can capture an attacking chain in atari
 * is taken to escape. Under the playout rules (simple ko, no suicide); the board is never
 * changed. Reading stops after TACTICS_LADDER_DEPTH extensions and then calls the chain free,
 * so a reading never costs more than a few dozen board copies.
 */
#ifndef KOSUMI_ENGINE_TACTICS_H
#define KOSUMI_ENGINE_TACTICS_H

#include <stdbool.h>

#include "core/board.h"

#define TACTICS_LADDER_DEPTH 40

/* Adds the liberties of the chain with representative r other than `except` to libs[0..*n)
 * (those already there are not added twice), stopping once there are `max`. */
void tactics_gather_liberties(const struct board *b, int r, int except, int *libs, int *n, int max);

/* True when a chain of the other color next to the chain at q is in atari (its owner could take
 * it). */
bool tactics_touches_atari(const struct board *b, int q);

/* True when the chain at q, in atari, with its owner to move, cannot escape by extending at its
 * liberty nor by capturing a neighbour: the ladder works. False for a chain not in atari. */
bool tactics_ladder_caught(const struct board *b, int q);

/* True when `color` playing p puts the opponent chain at q (next to p, two liberties) in an atari
 * whose ladder works. The chain p joins must keep three liberties, or two when p stands alone:
 * an atari from a chain short of liberties is a capturing race, not a ladder. */
bool tactics_ladder_attack(const struct board *b, int color, int p, int q);

/* tactics_nakade_vital's walk of the region, for an empty p that passed its quick tests. */
int tactics_nakade_walk(const struct board *b, int p, int *owner);

/* The small eye spaces: the empty region holding p (connected empty points) when it has three to
 * five points and every stone around it is of one color (*owner receives it), and the region's
 * vital point (its nakade shape: straight or bent three, the pyramid four, the bulky and the
 * crossed five), the point next to more of the region than any other, which kills when the
 * other color plays it and makes two eyes when the owner does. -1 when p lies in no such region
 * or the region has no vital point (square four, straight and bent four, long fives: already
 * dead or already alive). Reads at most six points. */
static inline int tactics_nakade_vital(const struct board *b, int p, int *owner)
{
    if (b->color[p] != COLOR_EMPTY)
        return -1;
    /* Inline because the playouts ask about the four points around every move, and nine in ten
     * are turned away here without a walk: stones, or, from the board's neighbour counts (4 bits
     * a color) and neighbourhood code (2 bits a point, 0 for empty), stones of both colors next
     * to p, no empty point next to it (a region of one), or five empty points among the eight
     * around it (a region of six at least). */
    unsigned nb = b->neighbours[p];
    if (board_free_neighbours(b, p) == 0 ||
        ((nb >> 4 * COLOR_BLACK & 0xFu) && (nb >> 4 * COLOR_WHITE & 0xFu)))
        return -1;
    unsigned code = b->shape[p], empty = ~code & ~code >> 1 & 0x5555u; /* a bit a point */
    empty = (empty & 0x3333u) + (empty >> 2 & 0x3333u);
    empty = (empty & 0x0F0Fu) + (empty >> 4 & 0x0F0Fu);
    if ((empty & 0xFFu) + (empty >> 8) > 4)
        return -1;
    return tactics_nakade_walk(b, p, owner);
}

#endif
