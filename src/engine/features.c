/* features.c - the move features of the prediction model (see features.h)
 *
 * Shapes are read through a table of offsets around the move, sorted by Coulom's distance, with
 * for each of the 8 symmetries the index each offset goes to: a shape's 8 symmetric codes or
 * hashes are then built in one walk over its points, and the least of them names it. The
 * Zobrist keys come from a fixed seed, so the hashes are the same on every machine and in every
 * build: the model's dictionary (model_data.c) depends on it.
 */
#include "config.h"

#include "engine/features.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "engine/tactics.h"
#include "util/rng.h"

/* Offsets (dx, dy) != (0, 0) at distance <= FEATURES_SPATIAL_MAX: 72 of them. */
#define MAX_OFFSETS 80

static struct {
    int count;
    int dx[MAX_OFFSETS], dy[MAX_OFFSETS];
    int end[FEATURES_SPATIAL_MAX + 1]; /* end[d]: offsets at distance <= d are [0, end[d]) */
    uint8_t sym[8][MAX_OFFSETS];       /* the index offset k goes to under symmetry s */
    uint64_t key[MAX_OFFSETS][4];      /* key[k][v], v: 1 ours, 2 theirs, 3 off the board */
    uint64_t size_key[FEATURES_SPATIAL_MAX + 1];
} table;

static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static int distance(int dx, int dy)
{
    dx = abs(dx), dy = abs(dy);
    return dx + dy + (dx > dy ? dx : dy);
}

/* Offsets by distance, then row, then column: the 4 orthogonal neighbours come first (distance
 * 2), then the 4 diagonal ones (3), which the 3x3 code relies on. */
static int compare_offsets(const void *a, const void *b)
{
    const int *x = a, *y = b;
    int dx = distance(x[0], x[1]), dy = distance(y[0], y[1]);
    if (dx != dy)
        return dx < dy ? -1 : 1;
    if (x[1] != y[1])
        return x[1] < y[1] ? -1 : 1;
    return (x[0] > y[0]) - (x[0] < y[0]);
}

static int offset_index(int dx, int dy)
{
    for (int k = 0; k < table.count; k++)
        if (table.dx[k] == dx && table.dy[k] == dy)
            return k;
    abort(); /* the offsets are closed under the symmetries: unreachable */
}

static void build_table(void)
{
    int pairs[MAX_OFFSETS][2], n = 0;
    for (int dy = -FEATURES_SPATIAL_MAX; dy <= FEATURES_SPATIAL_MAX; dy++)
        for (int dx = -FEATURES_SPATIAL_MAX; dx <= FEATURES_SPATIAL_MAX; dx++)
            if ((dx != 0 || dy != 0) && distance(dx, dy) <= FEATURES_SPATIAL_MAX && n < MAX_OFFSETS)
                pairs[n][0] = dx, pairs[n][1] = dy, n++;
    qsort(pairs, (size_t)n, sizeof pairs[0], compare_offsets);
    table.count = n;
    for (int k = 0; k < n; k++)
        table.dx[k] = pairs[k][0], table.dy[k] = pairs[k][1];
    for (int d = 0; d <= FEATURES_SPATIAL_MAX; d++) {
        int e = 0;
        while (e < n && distance(table.dx[e], table.dy[e]) <= d)
            e++;
        table.end[d] = e;
    }
    for (int s = 0; s < 8; s++)
        for (int k = 0; k < n; k++) {
            int x = table.dx[k], y = table.dy[k];
            if (s & 1) {
                int t = x;
                x = y, y = t;
            }
            if (s & 2)
                x = -x;
            if (s & 4)
                y = -y;
            table.sym[s][k] = (uint8_t)offset_index(x, y);
        }
    uint64_t seed = 0x6b6f73756d69u; /* "kosumi": changing it invalidates model_data.c */
    for (int k = 0; k < n; k++)
        for (int v = 0; v < 4; v++)
            table.key[k][v] = v == 0 ? 0 : rng_splitmix(&seed);
    for (int d = 0; d <= FEATURES_SPATIAL_MAX; d++)
        table.size_key[d] = rng_splitmix(&seed);
}

void features_init(void)
{
    pthread_once(&table_once, build_table);
}

int features_values(int family)
{
    static const int values[FEATURES_FAMILIES] = {
        [FEATURES_PASS] = 2,       [FEATURES_CAPTURE] = 10,   [FEATURES_EXTENSION] = 6,
        [FEATURES_ATARI] = 6,      [FEATURES_SELF_ATARI] = 3, [FEATURES_DIST_LAST] = 16,
        [FEATURES_DIST_LAST2] = 16, [FEATURES_EDGE] = 4,      [FEATURES_SHAPE3] = 0,
    };
    return family >= 0 && family < FEATURES_FAMILIES ? values[family] : 0;
}

const char *features_family_name(int family)
{
    static const char *const names[FEATURES_FAMILIES] = {
        "pass",       "capture",   "extension",  "atari", "self_atari",
        "dist_last", "dist_last2", "edge",       "shape3",
    };
    return family >= 0 && family < FEATURES_FAMILIES ? names[family] : NULL;
}

int features_spatial_points(int size)
{
    features_init();
    return size >= 0 && size <= FEATURES_SPATIAL_MAX ? table.end[size] : 0;
}

/* --- shapes ----------------------------------------------------------------------------------- */

/* A point's color v (COLOR_EDGE off the board) seen by `color`: 0 empty, 1 ours, 2 theirs,
 * 3 off. */
static inline int seen_as(int v, int color)
{
    return v == COLOR_EMPTY ? 0 : v == COLOR_EDGE ? 3 : v == color ? 1 : 2;
}

/* The point at offset k from (col, row) seen by `color`. */
static inline int seen(const struct board *b, int color, int col, int row, int k)
{
    int c = col + table.dx[k], r = row + table.dy[k];
    if (c < 0 || r < 0 || c >= b->size || r >= b->size)
        return 3;
    return seen_as(b->color[(r + 1) * b->stride + c + 1], color);
}

/* The shape3 code of the eight cells (offsets 0..7, each 0..3 with bit 2 for a chain in atari):
 * the least of their 8 rotations and reflections. */
static uint32_t canonical3(const uint32_t cell[8])
{
    uint32_t best = UINT32_MAX;
    for (int s = 0; s < 8; s++) {
        uint32_t code = 0;
        for (int k = 0; k < 8; k++)
            code |= cell[k] << (3 * table.sym[s][k]);
        if (code < best)
            best = code;
    }
    return best | 1u << 24;
}

static uint32_t shape3(const struct board *b, int color, int p)
{
    int col = board_col(b, p), row = board_row(b, p);
    uint32_t cell[8];
    for (int k = 0; k < 8; k++) {
        int v = seen(b, color, col, row, k);
        /* Offsets 0..3 are the orthogonal neighbours; their chains' atari status counts. */
        if (k < 4 && (v == 1 || v == 2)) {
            int q = (row + table.dy[k] + 1) * b->stride + col + table.dx[k] + 1;
            v |= board_in_atari(b, q) << 2;
        }
        cell[k] = (uint32_t)v;
    }
    return canonical3(cell);
}

uint32_t features_shape3_of_code(unsigned code, int color)
{
    features_init();
    uint32_t cell[8];
    for (int k = 0; k < 8; k++) {
        /* Offsets 0..7 are the 3x3 ring; the board's code lists it in reading order. */
        int i = (table.dy[k] + 1) * 3 + table.dx[k] + 1;
        cell[k] = (uint32_t)seen_as((int)(code >> (2 * (i > 4 ? i - 1 : i)) & 3u), color);
    }
    return canonical3(cell);
}

static void spatial(const struct board *b, int color, int p, int spatial_max,
                    struct features_move *f)
{
    int col = board_col(b, p), row = board_row(b, p);
    uint64_t h[8] = {0};
    int k = 0;
    for (int d = 2; d <= spatial_max; d++) {
        for (; k < table.end[d]; k++) {
            int v = seen(b, color, col, row, k);
            if (v == 0)
                continue;
            for (int s = 0; s < 8; s++)
                h[s] ^= table.key[table.sym[s][k]][v];
        }
        if (d < FEATURES_SPATIAL_MIN)
            continue;
        uint64_t best = h[0];
        for (int s = 1; s < 8; s++)
            best = h[s] < best ? h[s] : best;
        f->spatial[d - FEATURES_SPATIAL_MIN] = best ^ table.size_key[d];
    }
}

/* --- tactics ---------------------------------------------------------------------------------- */

static int bucket(int stones)
{
    return stones == 1 ? 0 : stones <= 3 ? 1 : 2;
}

/* True when the chain r touches the point q (a stone of r is next to it). */
static bool touches(const struct board *b, int r, int q)
{
    if (q <= 0 || !board_on_board(b, q))
        return false;
    int s = b->stride;
    return b->chain[q - s] == r || b->chain[q - 1] == r || b->chain[q + 1] == r ||
           b->chain[q + s] == r;
}

/* A capture: what is taken, and whether the move is a ko or a self-atari once played (the
 * rare case that is worth a copy of the board). */
static void capture(const struct board *b, int color, int p, const int *taken, int ntaken,
                    struct features_move *f)
{
    int kind = 2, stones = 0;
    for (int i = 0; i < ntaken; i++) {
        int r = taken[i];
        stones += b->chains[r].size;
        if (b->last_move > 0 && b->chain[b->last_move] == r)
            kind = 0;
        else if (kind > 1 && tactics_touches_atari(b, r))
            kind = 1;
    }
    struct board after;
    board_copy(&after, b);
    if (board_play(&after, color, p) != 0)
        return;
    if (after.ko_point != 0) {
        f->value[FEATURES_CAPTURE] = 1;
        return;
    }
    f->value[FEATURES_CAPTURE] = (uint32_t)(2 + 3 * kind + bucket(stones));
    if (board_in_atari(&after, p))
        f->value[FEATURES_SELF_ATARI] = (uint32_t)(1 + bucket(after.chains[after.chain[p]].size));
}

static void tactics(const struct board *b, int color, int p, struct features_move *f)
{
    const int d[4] = {-b->stride, -1, 1, b->stride};
    int other = color_other(color);
    int seen_chains[4], nseen = 0, taken[4], ntaken = 0;
    int libs[3], nlibs = 0, stones = 1;
    int atari_kind = 3, atari_big = 0, ext_chain = -1, ext_last = 0;
    for (int i = 0; i < 4; i++)
        if (b->color[p + d[i]] == COLOR_EMPTY && nlibs < 3)
            libs[nlibs++] = p + d[i];
    for (int i = 0; i < 4; i++) {
        int q = p + d[i], c = b->color[q];
        if (c != COLOR_BLACK && c != COLOR_WHITE)
            continue;
        int r = b->chain[q];
        bool dup = false;
        for (int k = 0; k < nseen; k++)
            dup |= seen_chains[k] == r;
        if (dup)
            continue;
        seen_chains[nseen++] = r;
        int l[3], n = 0;
        tactics_gather_liberties(b, r, -1, l, &n, 3);
        if (c == other) {
            if (n == 1) {
                taken[ntaken++] = r;
            } else if (n == 2) {
                int kind = tactics_ladder_attack(b, color, p, q) ? 0 : b->ko_point != 0 ? 1 : 2;
                if (kind < atari_kind)
                    atari_kind = kind, atari_big = b->chains[r].size > 1;
            }
        } else {
            stones += b->chains[r].size;
            if (n == 1) {
                ext_chain = q;
                ext_last |= touches(b, r, b->last_move);
            }
            if (nlibs < 3)
                tactics_gather_liberties(b, r, p, libs, &nlibs, 3);
        }
    }
    if (ntaken > 0) {
        capture(b, color, p, taken, ntaken, f);
        return;
    }
    if (atari_kind < 3)
        f->value[FEATURES_ATARI] = (uint32_t)(1 + 2 * atari_kind + atari_big);
    if (nlibs == 1)
        f->value[FEATURES_SELF_ATARI] = (uint32_t)(1 + bucket(stones));
    if (ext_chain >= 0 && nlibs >= 2) {
        int outcome = nlibs >= 3 ? 0 : tactics_ladder_caught(b, ext_chain) ? 2 : 1;
        f->value[FEATURES_EXTENSION] = (uint32_t)(1 + 2 * outcome + ext_last);
    }
}

/* --- the move --------------------------------------------------------------------------------- */

static uint32_t distance_value(const struct board *b, int p, int q)
{
    if (q <= 0 || !board_on_board(b, q))
        return 0;
    int dist = distance(board_col(b, p) - board_col(b, q), board_row(b, p) - board_row(b, q));
    return (uint32_t)((dist < 17 ? dist : 17) - 1);
}

void features_move(const struct board *b, int color, int last2, int p, int spatial_max,
                   struct features_move *f)
{
    features_init();
    memset(f, 0, sizeof *f);
    tactics(b, color, p, f);
    f->value[FEATURES_DIST_LAST] = distance_value(b, p, b->last_move);
    f->value[FEATURES_DIST_LAST2] = distance_value(b, p, last2);
    int col = board_col(b, p), row = board_row(b, p);
    int line = col < row ? col : row;
    line = line < b->size - 1 - col ? line : b->size - 1 - col;
    line = line < b->size - 1 - row ? line : b->size - 1 - row;
    if (line < 4)
        f->value[FEATURES_EDGE] = (uint32_t)(line + 1);
    f->value[FEATURES_SHAPE3] = shape3(b, color, p);
    if (spatial_max > FEATURES_SPATIAL_MAX)
        spatial_max = FEATURES_SPATIAL_MAX;
    spatial(b, color, p, spatial_max, f);
}

void features_pass(const struct board *b, struct features_move *f)
{
    memset(f, 0, sizeof *f);
    f->value[FEATURES_PASS] = b->last_move == BOARD_PASS ? 1 : 2;
}
