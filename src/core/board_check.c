/* board_check.c - the board recomputed from scratch and compared with what its moves kept up
 * (see board.h's board_check; the invariants are listed at the top of board.c)
 *
 * Every test calls it after every change; it is slow on purpose (flood fills, a pass over every
 * point), and shares nothing with the incremental code but the layout of struct board.
 */
#include "core/board.h"
#include "core/board_private.h"

#include <stdbool.h>
#include <string.h>

const char *board_check(const struct board *b)
{
    if (!board_size_valid(b->size) || b->stride != b->size + 2)
        return "size and stride disagree";
    if (b->partial)
        return "liberty sums and shapes left stale by a light playout (board_complete)";
    int stride = b->stride, points = board_extent(b);

    int empties = 0, stones[3] = {0, 0, 0};
    uint64_t hash = 0;
    for (int p = 0; p < points; p++) {
        int col = p % stride, row = p / stride;
        bool edge = col == 0 || row == 0 || col == stride - 1 || row == stride - 1;
        int c = b->color[p];
        if (edge != (c == COLOR_EDGE))
            return "border and colors disagree";
        if (edge && b->chain[p] != 0)
            return "a border point has a chain";
        if (edge)
            continue;
        uint32_t nb = 0;
        int nbr[4];
        board_neighbour_points(b, p, nbr);
        for (int i = 0; i < 4; i++)
            nb += NB_ONE(b->color[nbr[i]]);
        if (nb != b->neighbours[p])
            return "neighbour counts wrong";
        if (board_shape_of(b, p) != b->shape[p])
            return "3x3 shape code wrong";
        if (c == COLOR_EMPTY) {
            empties++;
            if (b->chain[p] != 0)
                return "an empty point has a chain";
            if (b->empty_index[p] >= b->empty_count || b->empty[b->empty_index[p]] != p)
                return "empty point missing from the empty set";
        } else {
            stones[c]++;
            hash ^= board_zobrist(p, c);
        }
    }
    if (empties != b->empty_count)
        return "empty set has the wrong size";
    if (hash != b->hash)
        return "hash wrong";
    for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
        if (b->stones_added[c] != stones[c] + b->prisoners[color_other(c)])
            return "prisoners do not account for the stones played";

    /* Chains: labels constant along same-color adjacency, each label one connected component
     * whose size, circular list and pseudo-liberties match. */
    uint16_t labelled[BOARD_MAX_POINTS];
    uint32_t plibs[BOARD_MAX_POINTS], libsum[BOARD_MAX_POINTS], libsum2[BOARD_MAX_POINTS];
    bool real_lib[BOARD_MAX_POINTS], seen[BOARD_MAX_POINTS];
    int stack[BOARD_MAX_POINTS];
    memset(seen, 0, sizeof seen);
    memset(labelled, 0, sizeof labelled);
    memset(plibs, 0, sizeof plibs);
    memset(libsum, 0, sizeof libsum);
    memset(libsum2, 0, sizeof libsum2);
    memset(real_lib, 0, sizeof real_lib);
    for (int p = 0; p < points; p++) {
        int c = b->color[p];
        if (c != COLOR_BLACK && c != COLOR_WHITE)
            continue;
        int r = b->chain[p];
        if (r <= 0 || r >= points || b->color[r] != c || b->chain[r] != r)
            return "chain representative wrong";
        labelled[r]++;
        int nbr[4];
        board_neighbour_points(b, p, nbr);
        for (int i = 0; i < 4; i++) {
            int q = nbr[i];
            if (b->color[q] == c && b->chain[q] != r)
                return "adjacent stones in different chains";
            if (b->color[q] == COLOR_EMPTY) {
                plibs[r]++;
                libsum[r] += (uint32_t)q;
                libsum2[r] += (uint32_t)(q * q);
                real_lib[r] = true;
            }
        }
    }
    for (int r = 0; r < points; r++) {
        if (labelled[r] == 0)
            continue;
        const struct board_chain *ch = &b->chains[r];
        if (labelled[r] != ch->size)
            return "chain size wrong";
        if (plibs[r] != ch->plibs)
            return "pseudo-liberties wrong";
        if (libsum[r] != b->libsums[r].sum || libsum2[r] != b->libsums[r].sum2)
            return "liberty sums wrong";
        if (!real_lib[r])
            return "chain without liberties";
        int s = r, steps = 0;
        do {
            if (b->chain[s] != r)
                return "stone list leaves its chain";
            s = b->next_stone[s];
            steps++;
        } while (s != r && steps <= labelled[r]);
        if (steps != labelled[r])
            return "stone list has the wrong length";
        /* Connected: a flood fill from r reaches every stone labelled r. Chains are disjoint, so
         * one seen[] serves all fills. */
        int top = 0, reached = 0;
        stack[top++] = r;
        seen[r] = true;
        while (top > 0) {
            int p = stack[--top];
            reached++;
            int nbr[4];
            board_neighbour_points(b, p, nbr);
            for (int i = 0; i < 4; i++) {
                int q = nbr[i];
                if (!seen[q] && b->color[q] == b->color[r]) {
                    seen[q] = true;
                    stack[top++] = q;
                }
            }
        }
        if (reached != labelled[r])
            return "chain is not connected";
    }
    if (b->chains[0].plibs != BORDER_PLIBS)
        return "the sink's count (chains[0]) was not put back";
    if (b->ko_point != 0 &&
        (!board_on_board(b, b->ko_point) || b->color[b->ko_point] != COLOR_EMPTY))
        return "ko point not an empty point";
    return NULL;
}
