/* board.c - board physics: stones, chains, liberties, captures, legality, hash
 *
 * Representation and invariants (board_check, in board_check.c, verifies every one of them):
 *
 *   - color[p] is COLOR_EDGE exactly on the outer ring of the (size+2)^2 grid; points beyond the
 *     grid are never read.
 *   - neighbours[p] packs, in four 4-bit fields, how many of p's four neighbours are EMPTY, BLACK,
 *     WHITE and EDGE (field c at bit 4*c). It is kept for every point of the grid interior, so
 *     "is this an eye", "has this point a free neighbour" cost one load and a mask.
 *   - shape[p] packs the colors of p's eight surrounding points (board.h), kept for every point
 *     of the grid interior: a 3x3 pattern is one load. A stone placed or lifted adds or takes
 *     its color at its eight neighbours (shape_add).
 *   - A light playout leaves libsums[] and shape[] stale and the board `partial`; board_complete
 *     recomputes them, and every move outside a light playout calls it first.
 *   - Chains are a union-find structure kept fully compressed: chain[s] is the representative of
 *     stone s's chain, always one step away. Merging relabels the smaller chain (union by size),
 *     so a stone is relabelled O(log n) times over its life. next_stone[] links each chain's
 *     stones into a circular list, used to relabel, capture and enumerate.
 *   - Liberties are kept as pseudo-liberties at the representative, in chains[r] (with the size:
 *     a move touches them together): plibs counts (stone, empty neighbour) pairs, so a liberty
 *     shared by k stones of the chain counts k times. A chain is captured exactly when plibs is
 *     0. Whether a move at p takes a neighbour chain's last liberty is also O(1): it does exactly
 *     when all the chain's pairs point at p, i.e. plibs equals the chain's stones next to p
 *     (board_last_liberty_is_). That is all legality and captures need; the exact liberty count
 *     count is computed on demand (board_liberties) by walking the chain. libsums[r] sums the
 *     points of the pairs and their squares: all pairs point at one liberty exactly when
 *     plibs * sum2 == sum^2, so atari and its liberty are O(1) (board_chain_in_atari).
 *   - empty[0..empty_count) lists the empty points in no order; empty_index[] is the inverse.
 *   - chain[] is 0 on the border ring and on every empty point (no stone is ever at point 0).
 *     chains[0] is a sink: a move updates the chain entry of each of its four neighbours without
 *     asking what the neighbour is, and a capture gives a liberty back to each neighbour of each
 *     stone the same way, which spares the hot path a hard-to-predict branch per neighbour.
 *     Between calls chains[0].plibs is BORDER_PLIBS, more than a chain next to one point can
 *     have, so no test finds the border or an empty point captured; it drifts by a few per move
 *     while a playout runs and is put back with the rest (playout_restore).
 *   - hash is the XOR of board_zobrist(p, color[p]) over all stones.
 *   - For each color c: stones_added[c] == stones of c on the board + prisoners[other(c)].
 *   - All of the above holds between calls. Inside a light playout (board_playout_run, _record,
 *     _random) the playout mode of play_stone leaves the hash, empty_index, stones_added and the
 *     last move stale, and playout_restore recomputes them before the playout returns.
 *
 * Nothing here allocates, prints or exits. A move is checked completely before the board is
 * touched, so a refused move changes nothing. Every move, checked or not, game or playout, is
 * placed by one function, play_stone; only a multi-stone suicide (never played in a playout)
 * takes a further step.
 */
#include "core/board.h"
#include "core/board_private.h"

#include "util/rng.h"

#include <stddef.h>
#include <string.h>

/* The hot path's helpers are called four times per move; the compiler must not keep them out of
 * line to save code size (measured: a call per neighbour costs 15% of a playout move). The rare
 * tests go the other way, out of line, so that the playout loop keeps its registers. */
#if defined(__GNUC__)
#define HOT_INLINE inline __attribute__((always_inline))
#define OUT_OF_LINE __attribute__((noinline))
#else
#define HOT_INLINE inline
#define OUT_OF_LINE
#endif

/* Where the playout loop is told that a draw is usually accepted. Measured with callgrind
 * (instructions per playout move on 9x9), gcc lays out the loop best when told at
 * playout_acceptable's free-neighbour test (without the hint: +7.4; at the caller's test of the
 * whole answer instead: +5.7), clang when told nothing (at the caller: +5.7; at the
 * free-neighbour test: +14). */
#if defined(__GNUC__) && !defined(__clang__)
#define FREE_NEIGHBOUR_LIKELY(x) __builtin_expect((x), 1)
#else
#define FREE_NEIGHBOUR_LIKELY(x) (x)
#endif

#define PLAYOUT_STEP 4096
_Static_assert(3 * PLAYOUT_STEP < BORDER_PLIBS - 4 &&
                   BORDER_PLIBS + 4 * (BOARD_MAX_SIZE * BOARD_MAX_SIZE + PLAYOUT_STEP) <=
                       UINT16_MAX,
               "the sink's count could drift too far within a playout step");

/* board_chain_in_atari's 32-bit products, and the liberty sums of the largest chain. */
_Static_assert((uint64_t)4 * (BOARD_MAX_POINTS - 1) * 4 * (BOARD_MAX_POINTS - 1) < UINT32_MAX,
               "an atari candidate's products must fit in 32 bits");
_Static_assert((uint64_t)4 * BOARD_MAX_SIZE * BOARD_MAX_SIZE * (BOARD_MAX_POINTS - 1) *
                       (BOARD_MAX_POINTS - 1) < UINT32_MAX,
               "a chain's sum of squared liberty points must fit in 32 bits");


/* Zobrist keys: splitmix64 of (point, color), folded into a constant table at compile time so
 * that a key costs one load and the board needs no initialisation step. Index:
 * 4 * point + color. */
#define ZK_A(z) ((z) ^ ((z) >> 30))
#define ZK_B(z) ((z) ^ ((z) >> 27))
#define ZK_C(z) ((z) ^ ((z) >> 31))
#define ZKEY(i)                                                                                  \
    ZK_C(ZK_B(ZK_A((uint64_t)(i) * 0x9E3779B97F4A7C15u + 0x632BE59BD9B4E019u) *                \
              0xBF58476D1CE4E5B9u) *                                                             \
         0x94D049BB133111EBu)
#define Z4(i) ZKEY((i)), ZKEY((i) + 1), ZKEY((i) + 2), ZKEY((i) + 3)
#define Z16(i) Z4(i), Z4((i) + 4), Z4((i) + 8), Z4((i) + 12)
#define Z64(i) Z16(i), Z16((i) + 16), Z16((i) + 32), Z16((i) + 48)
#define Z256(i) Z64(i), Z64((i) + 64), Z64((i) + 128), Z64((i) + 192)
#define Z1024(i) Z256(i), Z256((i) + 256), Z256((i) + 512), Z256((i) + 768)
static const uint64_t zobrist[3 * 1024] = {Z1024(0), Z1024(1024), Z1024(2048)};
/* The same keys with the empty and border slots zeroed: the hash of a whole board is then an
 * unconditional XOR over its points (stones_hash, once per playout). */
#undef Z4
#define Z4(i) 0, ZKEY((i) + 1), ZKEY((i) + 2), 0
static const uint64_t stone_keys[3 * 1024] = {Z1024(0), Z1024(1024), Z1024(2048)};
#undef Z4
_Static_assert(4 * BOARD_MAX_POINTS <= 3 * 1024, "zobrist table too small");

uint64_t board_zobrist(int p, int color)
{
    return zobrist[4 * p + color];
}

/* A stone of `color` placed at p (sign 1) or lifted (sign -1): each of p's eight neighbours sees
 * p at the mirror cell of its own 3x3 code (the cells' offsets run from -stride-1 to
 * stride+1, so the neighbour in cell k has p in cell 7 - k). */
static HOT_INLINE void shape_add(struct board *b, long p, int color, int sign)
{
    long s = b->stride;
    uint16_t *sh = b->shape;
    unsigned d = (unsigned)(sign * color);
    sh[p - s - 1] = (uint16_t)(sh[p - s - 1] + (d << 14));
    sh[p - s] = (uint16_t)(sh[p - s] + (d << 12));
    sh[p - s + 1] = (uint16_t)(sh[p - s + 1] + (d << 10));
    sh[p - 1] = (uint16_t)(sh[p - 1] + (d << 8));
    sh[p + 1] = (uint16_t)(sh[p + 1] + (d << 6));
    sh[p + s - 1] = (uint16_t)(sh[p + s - 1] + (d << 4));
    sh[p + s] = (uint16_t)(sh[p + s] + (d << 2));
    sh[p + s + 1] = (uint16_t)(sh[p + s + 1] + d);
}


/* Every point's 3x3 code from the colors: O(points). */
static void shapes(struct board *b)
{
    for (long row = 1; row <= b->size; row++)
        for (long p = row * b->stride + 1; p <= row * b->stride + b->size; p++)
            b->shape[p] = (uint16_t)board_shape_of(b, p);
}

int board_init(struct board *b, int size)
{
    if (!board_size_valid(size))
        return BOARD_OFF_BOARD;
    memset(b, 0, sizeof *b);
    b->size = size;
    b->stride = size + 2;
    b->simple_ko = true;
    b->last_move = -1;
    b->chains[0].plibs = BORDER_PLIBS;
    int stride = b->stride, points = board_extent(b);
    for (int p = 0; p < points; p++) {
        int col = p % stride, row = p / stride;
        bool edge = col == 0 || row == 0 || col == stride - 1 || row == stride - 1;
        b->color[p] = edge ? COLOR_EDGE : COLOR_EMPTY;
    }
    for (int p = 0; p < points; p++) {
        if (b->color[p] != COLOR_EMPTY)
            continue;
        const int adj[4] = {p - stride, p - 1, p + 1, p + stride};
        for (int i = 0; i < 4; i++)
            b->neighbours[p] += NB_ONE(b->color[adj[i]]);
        b->empty_index[p] = b->empty_count;
        b->empty[b->empty_count++] = p;
    }
    shapes(b);
    return 0;
}

void board_copy(struct board *dst, const struct board *src)
{
    size_t n = (size_t)board_extent(src);
    memcpy(dst, src, offsetof(struct board, empty));
#define COPY_USED(field) memcpy(dst->field, src->field, n * sizeof src->field[0])
    COPY_USED(empty);
    COPY_USED(empty_index);
    COPY_USED(color);
    COPY_USED(neighbours);
    COPY_USED(shape);
    COPY_USED(chain);
    COPY_USED(next_stone);
    COPY_USED(chains);
    COPY_USED(libsums);
#undef COPY_USED
}

int board_point(const struct board *b, int col, int row)
{
    if (col < 0 || row < 0 || col >= b->size || row >= b->size)
        return -1;
    return (row + 1) * b->stride + col + 1;
}

bool board_on_board(const struct board *b, int p)
{
    return p > 0 && p < board_extent(b) && b->color[p] != COLOR_EDGE;
}

const char *board_strerror(int error)
{
    switch (error) {
    case BOARD_OK: return "ok";
    case BOARD_OFF_BOARD: return "point off the board";
    case BOARD_OCCUPIED: return "point occupied";
    case BOARD_KO: return "ko";
    case BOARD_SUICIDE: return "suicide";
    case BOARD_BAD_COLOR: return "not a player's color";
    case BOARD_NO_STONE: return "no stone to remove";
    default: return "unknown board error";
    }
}


bool board_in_atari(const struct board *b, int p)
{
    return board_atari_liberty(b, p) >= 0;
}

int board_atari_liberty(const struct board *b, int p)
{
    if (!board_on_board(b, p) || b->color[p] == COLOR_EMPTY)
        return -1;
    int r = b->chain[p];
    return board_chain_in_atari(b, r) ? board_chain_liberty(b, r) : -1;
}

bool board_self_atari(const struct board *b, int color, int p, int *stones, int *lib)
{
    if (board_free_neighbours(b, p) >= 2)
        return false; /* two liberties at least, whatever it joins */
    long s = b->stride;
    const long q[4] = {p - s, p - 1, p + 1, p + s};
    int other = color_other(color), contacts = 0, size = 1, chains = 0;
    long seen[4];
    uint64_t plibs = 0, sum = 0, sum2 = 0;
    for (int i = 0; i < 4; i++) {
        int c = b->color[q[i]];
        if (c == COLOR_EMPTY) {
            plibs++;
            sum += (uint64_t)q[i];
            sum2 += (uint64_t)q[i] * (uint64_t)q[i];
        } else if (c == other) {
            if (board_chain_in_atari(b, b->chain[q[i]]))
                return false; /* it captures: the chain gains a liberty */
        } else if (c == color) {
            long r = b->chain[q[i]];
            /* More than eight pairs, at most four of them at p: two liberties besides p. */
            if (b->chains[r].plibs > 8)
                return false;
            contacts++;
            bool dup = false;
            for (int k = 0; k < chains; k++)
                dup |= seen[k] == r;
            if (dup)
                continue;
            seen[chains++] = r;
            size += b->chains[r].size;
            plibs += b->chains[r].plibs;
            sum += b->libsums[r].sum;
            sum2 += b->libsums[r].sum2;
        }
    }
    plibs -= (uint64_t)contacts;
    sum -= (uint64_t)contacts * (uint64_t)p;
    sum2 -= (uint64_t)contacts * (uint64_t)p * (uint64_t)p;
    *stones = size;
    if (plibs == 0 || plibs * sum2 != sum * sum)
        return false;
    *lib = (int)(sum / plibs);
    return true;
}

int board_legal(const struct board *b, int color, int p)
{
    if (color != COLOR_BLACK && color != COLOR_WHITE)
        return BOARD_BAD_COLOR;
    if (p == BOARD_PASS)
        return 0;
    if (!board_on_board(b, p))
        return BOARD_OFF_BOARD;
    if (b->color[p] != COLOR_EMPTY)
        return BOARD_OCCUPIED;
    if (p == b->ko_point && color == b->ko_color && b->simple_ko)
        return BOARD_KO;
    if (board_has_free_neighbour(b, p))
        return 0;

    /* No free neighbour: legal if it captures, or joins a chain with a liberty besides p. */
    int other = color_other(color);
    bool friend = false;
    int nbr[4];
    board_neighbour_points(b, p, nbr);
    for (int i = 0; i < 4; i++) {
        int c = b->color[nbr[i]];
        if (c == color) {
            friend = true;
            if (!board_last_liberty_is_(b, b->chain[nbr[i]], p))
                return 0;
        } else if (c == other && board_last_liberty_is_(b, b->chain[nbr[i]], p)) {
            return 0;
        }
    }
    /* Suicide: of several stones it may be allowed; of one stone never. */
    return friend && b->allow_suicide ? 0 : BOARD_SUICIDE;
}


/* Joins the chains with representatives ra and rb; returns the representative of the union.
 * The light playouts (`playout`) leave the liberty sums alone. */
static HOT_INLINE long merge_chains_mode(struct board *b, long ra, long rb, bool playout)
{
    if (b->chains[ra].size < b->chains[rb].size) {
        long t = ra;
        ra = rb;
        rb = t;
    }
    long s = rb;
    do {
        b->chain[s] = (uint16_t)ra;
        s = b->next_stone[s];
    } while (s != rb);
    uint16_t t = b->next_stone[ra];
    b->next_stone[ra] = b->next_stone[rb];
    b->next_stone[rb] = t;
    struct board_chain *a = &b->chains[ra];
    const struct board_chain *o = &b->chains[rb];
    a->size += o->size;
    a->plibs += o->plibs;
    if (!playout) {
        b->libsums[ra].sum += b->libsums[rb].sum;
        b->libsums[ra].sum2 += b->libsums[rb].sum2;
    }
    return ra;
}

/* Out of line, as before the modes: merges are a few per cent of the moves. */
static long merge_chains(struct board *b, long ra, long rb)
{
    return merge_chains_mode(b, ra, rb, false);
}

static long merge_chains_playout(struct board *b, long ra, long rb)
{
    return merge_chains_mode(b, ra, rb, true);
}

/* The stone of `color` just put at p meets its neighbour q: q's counts learn of it, and
 * liberties, merges and captures follow from what q holds. `r` is the representative of p's
 * chain so far; returns it after a merge. An opponent chain left without pseudo-liberties is
 * added to taken[] (once: its count reaches 0 once), not removed yet, so that p's later
 * neighbours still see the position before the capture. Outside the light playouts the liberty
 * sums lose p (p2: p squared) as the count loses its pair. */
static HOT_INLINE long meet_neighbour(struct board *b, int color, long p, long q, long r,
                                      long *taken, int *ntaken, bool playout, uint32_t p2)
{
    b->neighbours[q] += NB_ONE(color) - NB_ONE(COLOR_EMPTY);
    int c = b->color[q];
    long rq = b->chain[q];
    /* An empty or border q counts against chain 0, the sink (p's own count is put_stone's). */
    b->chains[rq].plibs--;
    if (!playout) {
        b->libsums[rq].sum -= (uint32_t)p;
        b->libsums[rq].sum2 -= p2;
    }
    if (c == color) {
        if (r == p) {
            /* The new stone joins its first friend: one relabel, no general merge. */
            struct board_chain *ch = &b->chains[rq];
            ch->size++;
            ch->plibs += b->chains[p].plibs;
            if (!playout) {
                b->libsums[rq].sum += b->libsums[p].sum;
                b->libsums[rq].sum2 += b->libsums[p].sum2;
            }
            b->chain[p] = (uint16_t)rq;
            b->next_stone[p] = b->next_stone[rq];
            b->next_stone[rq] = (uint16_t)p;
            r = rq;
        } else if (rq != r) {
            r = playout ? merge_chains_playout(b, r, rq) : merge_chains(b, r, rq);
        }
    } else if (b->chains[rq].plibs == 0) {
        taken[(*ntaken)++] = rq;
    }
    return r;
}

/* A stone of a chain of `color` being removed from s gives itself back to its neighbour q (s2:
 * s squared, for the liberty sums outside the light playouts). */
static HOT_INLINE void give_back(struct board *b, int color, long q, long s, uint32_t s2,
                                 bool playout)
{
    b->neighbours[q] += NB_ONE(COLOR_EMPTY) - NB_ONE(color);
    /* A stone of the other color gains a liberty. The rest land harmlessly: the sink for empty
     * and border points, the dying chain's own entry for its stones not lifted yet. */
    long r = b->chain[q];
    b->chains[r].plibs++;
    if (!playout) {
        b->libsums[r].sum += (uint32_t)s;
        b->libsums[r].sum2 += s2;
    }
}

/* Takes the chain r off the board, giving its points back as liberties to the chains around it.
 * Returns the number of stones removed. In the playout mode (a constant where this is inlined)
 * the hash and empty_index are left for playout_restore. */
static HOT_INLINE int remove_chain_mode(struct board *b, long r, bool playout, bool hashed)
{
    int color = b->color[r];
    long stride = b->stride;
    int n = b->chains[r].size;
    long s = r, empties = b->empty_count; /* kept in a register, stored once */
    do {
        long next = b->next_stone[s];
        b->color[s] = COLOR_EMPTY;
        b->chain[s] = 0;
        if (!playout) {
            if (hashed)
                b->hash ^= zobrist[4 * s + color];
            b->empty_index[s] = (uint16_t)empties;
            shape_add(b, s, color, -1);
        }
        b->empty[empties++] = (uint16_t)s;
        uint32_t s2 = (uint32_t)(s * s);
        give_back(b, color, s - stride, s, s2, playout);
        give_back(b, color, s - 1, s, s2, playout);
        give_back(b, color, s + 1, s, s2, playout);
        give_back(b, color, s + stride, s, s2, playout);
        s = next;
    } while (s != r);
    b->empty_count = (int)empties;
    return n;
}

/* Puts back the sink's count (chains[0], see the top of this file) after updates landed on it. */
static inline void sink_reset(struct board *b)
{
    b->chains[0].plibs = BORDER_PLIBS;
}

/* Out of line: captures are a few per cent of the moves. Outside a playout the sink is put back
 * at once. */
static int remove_chain(struct board *b, long r)
{
    int n = remove_chain_mode(b, r, false, true);
    sink_reset(b);
    return n;
}

static int remove_chain_playout(struct board *b, long r)
{
    return remove_chain_mode(b, r, true, false);
}

/* The heavy playouts' (board_heavy_play): the sink is put back at once, as in a game. */
static int remove_chain_heavy(struct board *b, long r)
{
    int n = remove_chain_mode(b, r, false, false);
    sink_reset(b);
    return n;
}

/* Puts a stone of `color` on the empty point p, which is empty[at], as a chain of its own, with a
 * pseudo-liberty for each empty neighbour, without telling its neighbours yet. The light
 * playouts leave the liberty sums (as the hash) for playout_restore. */
static HOT_INLINE void put_stone(struct board *b, int color, long p, unsigned nb, long at,
                                 bool playout, bool hashed)
{
    b->color[p] = (uint8_t)color;
    long last = b->empty[--b->empty_count];
    b->empty[at] = (uint16_t)last;
    b->chain[p] = (uint16_t)p;
    b->next_stone[p] = (uint16_t)p;
    b->chains[p] = (struct board_chain){.size = 1, .plibs = (uint16_t)(nb & 0xFu)};
    if (playout)
        return;
    if (hashed) {
        b->hash ^= zobrist[4 * p + color];
        b->stones_added[color]++;
    }
    b->empty_index[last] = (uint16_t)at;
    shape_add(b, p, color, 1);
    long s = b->stride;
    if ((nb & 0xFu) == 4) {
        /* Four empty neighbours (most moves of a playout's first half): p - s, p - 1, p + 1 and
         * p + s sum to 4p, and their squares to 4p^2 + 2s^2 + 2. */
        b->libsums[p] = (struct board_libsum){(uint32_t)(4 * p),
                                              (uint32_t)(4 * p * p + 2 * s * s + 2)};
        return;
    }
    uint32_t sum = 0, sum2 = 0;
    const long q[4] = {p - s, p - 1, p + 1, p + s};
    for (int i = 0; i < 4; i++) {
        uint32_t e = b->color[q[i]] == COLOR_EMPTY ? (uint32_t)q[i] : 0;
        sum += e;
        sum2 += e * e;
    }
    b->libsums[p] = (struct board_libsum){sum, sum2};
}

/* Puts a stone of `color` on the empty point p (empty[at]), merges it with its friends and
 * removes the opponent chains it takes the last liberty of, walking p's neighbours once; records
 * its captures and a new ko point. Returns the representative of the new stone's chain, which is
 * left without liberties only by a suicide (the caller's business).
 *
 * Without `hashed` (the heavy playouts', board_heavy_play) the hash and stones_added are left for
 * board_heavy_end. The playout mode (`playout`, a constant where this is inlined) is the same move
 * without the bookkeeping only a game reads: the hash, stones_added, empty_index and the last
 * move are left for playout_restore to put right once the playout is over. Prisoners,
 * captured_last and the ko point stay exact (the ko point is read by the next move's
 * legality). */
static HOT_INLINE long play_stone_mode(struct board *b, int color, long p, long at, bool playout,
                                       bool hashed)
{
    long stride = b->stride;
    unsigned nb = b->neighbours[p];
    if (!playout) {
        b->last_move = p;
        b->last_color = color;
    }
    b->ko_point = 0;
    b->captured_last = 0;
    put_stone(b, color, p, nb, at, playout, hashed);
    if ((nb & (0xFu << NB_SHIFT(COLOR_BLACK) | 0xFu << NB_SHIFT(COLOR_WHITE))) == 0) {
        /* No stone next to it (most moves of a playout's first half): no chain to meet. */
        b->neighbours[p - stride] += NB_ONE(color) - NB_ONE(COLOR_EMPTY);
        b->neighbours[p - 1] += NB_ONE(color) - NB_ONE(COLOR_EMPTY);
        b->neighbours[p + 1] += NB_ONE(color) - NB_ONE(COLOR_EMPTY);
        b->neighbours[p + stride] += NB_ONE(color) - NB_ONE(COLOR_EMPTY);
        return p;
    }

    long taken[4], r = p;
    int ntaken = 0;
    uint32_t p2 = (uint32_t)(p * p);
    r = meet_neighbour(b, color, p, p - stride, r, taken, &ntaken, playout, p2);
    r = meet_neighbour(b, color, p, p - 1, r, taken, &ntaken, playout, p2);
    r = meet_neighbour(b, color, p, p + 1, r, taken, &ntaken, playout, p2);
    r = meet_neighbour(b, color, p, p + stride, r, taken, &ntaken, playout, p2);
    if (!playout)
        sink_reset(b); /* a playout puts it back at its end */

    if (ntaken > 0) {
        int captured = 0;
        for (int i = 0; i < ntaken; i++)
            captured += playout  ? remove_chain_playout(b, taken[i])
                        : hashed ? remove_chain(b, taken[i])
                                 : remove_chain_heavy(b, taken[i]);
        b->prisoners[color] += captured;
        b->captured_last = captured;
        /* A lone stone that took a lone stone and has only that point to breathe: a ko. */
        if (captured == 1 && b->chains[r].size == 1 && b->chains[r].plibs == 1) {
            b->ko_point = (int)taken[0];
            b->ko_color = color_other(color);
        }
    }
    return r;
}

/* A game's move (`playout` false) or a light playout's (true): see play_stone_mode. */
static HOT_INLINE long play_stone(struct board *b, int color, long p, long at, bool playout)
{
    return play_stone_mode(b, color, p, at, playout, !playout);
}

/* A pass by `color`: the last move, and no capture or ko left standing. */
static void play_pass(struct board *b, int color)
{
    b->last_move = BOARD_PASS;
    b->last_color = color;
    b->captured_last = 0;
    b->ko_point = 0;
}

void board_heavy_play(struct board *b, int color, int p)
{
    if (p == BOARD_PASS) {
        play_pass(b, color);
        return;
    }
    play_stone_mode(b, color, p, b->empty_index[p], false, false);
}

void board_playout_play(struct board *b, int color, int p)
{
    board_complete(b);
    play_stone(b, color, p, b->empty_index[p], false);
}

/* True when the empty point p is a true eye of `color`, given that it is eye-like for it (no
 * opponent and no empty neighbour; nb is neighbours[p]). The four diagonal colors come in two
 * unaligned loads, one byte lane each, and are counted together: (opponents on the diagonals) +
 * (1 on the edge) < 2, the same test as board_is_true_eye. */
static HOT_INLINE bool eyelike_is_true_eye(const struct board *b, int color, long p, unsigned nb)
{
    long s = b->stride;
    uint32_t up, down;
    /* p - s - 1 .. p - s + 2 and p + s - 2 .. p + s + 1 are inside the grid for any interior p. */
    memcpy(&up, &b->color[p - s - 1], 4);
    memcpy(&down, &b->color[p + s - 2], 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint32_t diagonals = (up & 0xFF00FF00u) | (down & 0x00FF00FFu);
#else
    uint32_t diagonals = (up & 0x00FF00FFu) | (down & 0xFF00FF00u);
#endif
    /* A lane is zero where the diagonal is an opponent; colors are 0..3, so (x | x >> 1) & 1 is
     * 1 for every other lane, and the multiply sums the lanes into the top byte. */
    uint32_t x = diagonals ^ (color == COLOR_BLACK ? 0x02020202u : 0x01010101u);
    uint32_t others = (((x | x >> 1) & 0x01010101u) * 0x01010101u) >> 24;
    int on_edge = (nb >> NB_SHIFT(COLOR_EDGE)) != 0;
    return (int)others > 2 + on_edge; /* 4 - others opponents, plus the edge, fewer than 2 */
}

/* True when the chain r of a neighbour of p has no liberty but p: its pseudo-liberties are its
 * stones next to p, whose chains are r0..r3. The border's chain 0 keeps a plibs no chain reaches,
 * so it is never taken. */
static HOT_INLINE bool takes_last(const struct board *b, long r, long r0, long r1, long r2, long r3)
{
    int plibs = b->chains[r].plibs;
    return plibs <= 4 && plibs == (r0 == r) + (r1 == r) + (r2 == r) + (r3 == r);
}

/* True when a stone at p, whose neighbours are all opponent stones or the border, takes the last
 * liberty of one of their chains. */
static OUT_OF_LINE bool captures_around(const struct board *b, long p)
{
    long s = b->stride;
    long r0 = b->chain[p - s], r1 = b->chain[p - 1], r2 = b->chain[p + 1], r3 = b->chain[p + s];
    return takes_last(b, r0, r0, r1, r2, r3) || takes_last(b, r1, r0, r1, r2, r3) ||
           takes_last(b, r2, r0, r1, r2, r3) || takes_last(b, r3, r0, r1, r2, r3);
}

/* True when a neighbour of p lets `color` play there (board_lets_play_): out of line, for the
 * mixed points and the false eyes, so that the playout loop does not hold its values. */
static OUT_OF_LINE bool lets_play_around(const struct board *b, int color, long p)
{
    long s = b->stride;
    return board_lets_play_(b, color, p, p - s) || board_lets_play_(b, color, p, p - 1) ||
           board_lets_play_(b, color, p, p + 1) || board_lets_play_(b, color, p, p + s);
}

/* True when `color` may play the empty point p in a light playout. Most points have an empty
 * neighbour and are decided by one load. The others are a true eye (never filled), a ko, or
 * legal when a friend keeps another liberty or an opponent loses its last. An eye-like point of
 * the mover is never a ko point: a ko point is surrounded by the capturer, and the other side is
 * the one barred. The two common refusals, an eye of the mover and an eye of the opponent (a
 * suicide unless it captures), take the two cheap branches; a point next to both colors and a
 * false eye take the general test, out of line (lets_play_around). */
static HOT_INLINE bool playout_acceptable(const struct board *b, int color, long p)
{
    unsigned nb = b->neighbours[p];
    if (FREE_NEIGHBOUR_LIKELY((nb & 0xFu) != 0))
        return true;
    long s = b->stride;
    /* Black's count is the nibble at bit 4, white's at bit 8: a select, not a variable shift. */
    unsigned friends = nb & (color == COLOR_BLACK ? 0xF0u : 0xF00u);
    unsigned foes = nb & (color == COLOR_BLACK ? 0xF00u : 0xF0u);
    if (foes == 0) {
        if (eyelike_is_true_eye(b, color, p, nb))
            return false;
    } else if (p == b->ko_point && color == b->ko_color) {
        return false;
    } else if (friends == 0) {
        /* Only opponents around: legal when it captures, which needs a chain of at most four
         * pseudo-liberties (all of them at p); the test that counts them is out of line. */
        const struct board_chain *ch = b->chains;
        const uint16_t *chain = b->chain;
        if (ch[chain[p - s]].plibs > 4 && ch[chain[p - 1]].plibs > 4 &&
            ch[chain[p + 1]].plibs > 4 && ch[chain[p + s]].plibs > 4)
            return false;
        return captures_around(b, p);
    }
    return lets_play_around(b, color, p);
}

/* The light playouts' own generator: a 32-bit linear congruential step whose state gives the
 * draw by multiply-shift. Seeded from the caller's rng once per playout (once per move through
 * board_playout_random), it costs a multiply and an add a draw where xoshiro256** costs a dozen
 * instructions. The multiplier (1 mod 4, from L'Ecuyer's tables of good multipliers for 2^32)
 * and the increment (odd) give the full period 2^32, far beyond the few hundred draws of a
 * playout, and both fit in an instruction's operand, which saves them a register each in the
 * playouts' crowded loop. */
static HOT_INLINE long playout_draw(uint32_t *state, long n)
{
    *state = *state * 2891336453u + 0x14057B7Fu;
    return (long)(((uint64_t)*state * (uint64_t)n) >> 32);
}

static HOT_INLINE int playout_random(struct board *b, int color, uint32_t *draws)
{
    /* Draw from the empty points; a point that cannot be played is swapped behind the shrinking
     * candidate range, so each draw is uniform over what is left and the pick is uniform over
     * the acceptable moves. Reordering the empty list changes no board state; empty_index is
     * the playout mode's to leave stale (playout_restore). The move is placed in the same
     * function (play_stone inlined here): this is the playouts' inner loop. */
    for (long candidates = b->empty_count; candidates > 0;) {
        long i = playout_draw(draws, candidates);
        long p = b->empty[i];
        if (playout_acceptable(b, color, p)) {
            play_stone(b, color, p, i, true);
            return (int)p;
        }
        --candidates;
        b->empty[i] = b->empty[candidates];
        b->empty[candidates] = (uint16_t)p;
    }
    b->captured_last = 0;
    b->ko_point = 0;
    return BOARD_PASS;
}

/* The liberty sums of every chain, from scratch: each empty point adds itself to the chain of
 * each stone next to it. O(points). */
static void liberty_sums(struct board *b)
{
    long s = b->stride;
    memset(b->libsums, 0, (size_t)(s * s) * sizeof b->libsums[0]);
    struct board_libsum *l = b->libsums;
    const uint16_t *chain = b->chain;
    for (int i = 0; i < b->empty_count; i++) {
        long e = b->empty[i];
        uint32_t e2 = (uint32_t)(e * e);
        /* Border and empty neighbours land on the sink's entry, which nothing reads. */
        l[chain[e - s]].sum += (uint32_t)e;
        l[chain[e - s]].sum2 += e2;
        l[chain[e - 1]].sum += (uint32_t)e;
        l[chain[e - 1]].sum2 += e2;
        l[chain[e + 1]].sum += (uint32_t)e;
        l[chain[e + 1]].sum2 += e2;
        l[chain[e + s]].sum += (uint32_t)e;
        l[chain[e + s]].sum2 += e2;
    }
}

/* The hash of the stones on the board, from scratch: O(points). */
static uint64_t stones_hash(const struct board *b)
{
    uint64_t h = 0;
    for (long row = 1; row <= b->size; row++) {
        long p = row * b->stride + 1, end = p + b->size;
#if defined(__GNUC__)
#pragma GCC unroll 4
#endif
        for (; p < end; p++)
            h ^= stone_keys[4 * p + b->color[p]];
    }
    return h;
}

/* Ends the playout mode after `placed[c]` stones of each color, the last move `last` by
 * `last_color`: puts back what play_stone's playout mode left stale. O(points) once per playout,
 * cheaper than keeping it move by move. */
static void playout_restore(struct board *b, const int placed[3], int last, int last_color)
{
    b->partial = true;
    for (int i = 0; i < b->empty_count; i++)
        b->empty_index[b->empty[i]] = (uint16_t)i;
    b->hash = stones_hash(b);
    b->stones_added[COLOR_BLACK] += placed[COLOR_BLACK];
    b->stones_added[COLOR_WHITE] += placed[COLOR_WHITE];
    b->last_move = last;
    b->last_color = last_color;
    sink_reset(b);
}

void board_heavy_end(struct board *b, const int placed[3])
{
    b->hash = stones_hash(b);
    b->stones_added[COLOR_BLACK] += placed[COLOR_BLACK];
    b->stones_added[COLOR_WHITE] += placed[COLOR_WHITE];
}

void board_complete(struct board *b)
{
    if (!b->partial)
        return;
    liberty_sums(b);
    shapes(b);
    b->partial = false;
}

void board_play_unchecked(struct board *b, int color, int p)
{
    board_complete(b);
    if (p == BOARD_PASS) {
        play_pass(b, color);
        return;
    }
    long r = play_stone(b, color, p, b->empty_index[p], false);
    if (b->chains[r].plibs == 0) {
        /* Multi-stone suicide, already found legal. */
        int n = remove_chain(b, r);
        b->prisoners[color_other(color)] += n;
        b->captured_last = n;
    }
}

int board_playout_random(struct board *b, int color, struct rng *rng)
{
    uint32_t draws = (uint32_t)(rng_next(rng) >> 32);
    int p = playout_random(b, color, &draws);
    int placed[3] = {0, 0, 0};
    placed[color] = p != BOARD_PASS;
    playout_restore(b, placed, p, color);
    board_complete(b); /* a move at a time: the board stays complete for the caller */
    return p;
}

/* Where a light playout stands between turns. p, the last move, is set only when the playout
 * ends: a store a move would cost clang a spill (9x9 207.1 -> 206.1 instructions a move). */
struct playout_state {
    int moves, end, last_pass, p;
    int passes_by[3];
    bool finished;
    uint32_t draws;
};

/* Where the playout step that starts after `moves` moves ends: PLAYOUT_STEP moves on, or at
 * max_moves. Always inlined: left to itself gcc calls it and the loop pays a move (9x9 194.5 ->
 * 195.5 instructions a move). */
static HOT_INLINE int playout_step_end(int moves, int max_moves)
{
    return max_moves - moves > PLAYOUT_STEP ? moves + PLAYOUT_STEP : max_moves;
}

/* One turn of a light playout for `color`, a constant where this is inlined, so that the masks,
 * counts and constants that depend on the color are folded into the code. Returns false when
 * the playout is over: two passes in a row, or max_moves moves. sequence and first are filled
 * when not NULL (constants too). */
static HOT_INLINE bool playout_turn(struct board *b, int color, struct playout_state *st,
                                    int max_moves, uint16_t *sequence, uint8_t *first)
{
    int p = playout_random(b, color, &st->draws);
    if (sequence != NULL)
        sequence[st->moves] = (uint16_t)p;
    if (p == BOARD_PASS) {
        st->passes_by[color]++;
        if (st->last_pass == st->moves - 1) {
            st->moves++;
            st->finished = true;
            st->p = p;
            return false;
        }
        st->last_pass = st->moves;
    } else if (first != NULL && first[p] == COLOR_EMPTY) {
        first[p] = (uint8_t)color;
    }
    if (++st->moves < st->end)
        return true;
    if (st->moves >= max_moves) {
        st->p = p;
        return false;
    }
    sink_reset(b); /* the step is over (BORDER_PLIBS) */
    st->end = playout_step_end(st->moves, max_moves);
    return true;
}

/* The whole playout in one function, so that each move costs no call; black's and white's turns
 * are written out, each with its color a constant. */
static HOT_INLINE void playout_loop(struct board *b, int color, struct rng *rng, int max_moves,
                                    struct board_playout_count *count, uint16_t *sequence,
                                    uint8_t *first)
{
    struct playout_state st = {.last_pass = -2, .p = b->last_move,
                               .end = playout_step_end(0, max_moves)};
    st.draws = (uint32_t)(rng_next(rng) >> 32);
    int start = color, last_color = b->last_color;
    if (max_moves > 0 &&
        (start == COLOR_BLACK || playout_turn(b, COLOR_WHITE, &st, max_moves, sequence, first)))
        while (playout_turn(b, COLOR_BLACK, &st, max_moves, sequence, first) &&
               playout_turn(b, COLOR_WHITE, &st, max_moves, sequence, first))
            ;
    int moves = st.moves;
    /* Moves alternate from `start`, which made the odd ones (the first is number 1). */
    if (moves > 0)
        last_color = moves % 2 == 1 ? start : color_other(start);
    int placed[3];
    placed[start] = (moves + 1) / 2 - st.passes_by[start];
    placed[color_other(start)] = moves / 2 - st.passes_by[color_other(start)];
    playout_restore(b, placed, st.p, last_color);
    count->moves = moves;
    count->stones = placed[COLOR_BLACK] + placed[COLOR_WHITE];
    count->finished = st.finished;
}

void board_playout_run(struct board *b, int color, struct rng *rng, int max_moves,
                       struct board_playout_count *count)
{
    playout_loop(b, color, rng, max_moves, count, NULL, NULL);
}

void board_playout_record(struct board *b, int color, struct rng *rng, int max_moves,
                          struct board_playout_count *count, uint16_t *sequence, uint8_t *first)
{
    playout_loop(b, color, rng, max_moves, count, sequence, first);
}

/* Places a stone and merges it with its friends, without captures: for setup positions. */
static void place_and_merge(struct board *b, int color, int p)
{
    long stride = b->stride, taken[4], r = p;
    int ntaken = 0;
    uint32_t p2 = (uint32_t)(p * p);
    put_stone(b, color, p, b->neighbours[p], b->empty_index[p], false, true);
    r = meet_neighbour(b, color, p, p - stride, r, taken, &ntaken, false, p2);
    r = meet_neighbour(b, color, p, p - 1, r, taken, &ntaken, false, p2);
    r = meet_neighbour(b, color, p, p + 1, r, taken, &ntaken, false, p2);
    meet_neighbour(b, color, p, p + stride, r, taken, &ntaken, false, p2);
    sink_reset(b);
}

/* XOR of the keys of every stone in the chain with representative r. */
static uint64_t chain_keys(const struct board *b, int r)
{
    uint64_t h = 0;
    int color = b->color[r], s = r;
    do {
        h ^= zobrist[4 * s + color];
        s = b->next_stone[s];
    } while (s != r);
    return h;
}

/* Records chain r among the `*n` chains in done[] (a point's at most four neighbour chains);
 * true when it was not there yet. */
static bool first_visit(int *done, int *n, int r)
{
    for (int i = 0; i < *n; i++)
        if (done[i] == r)
            return false;
    done[(*n)++] = r;
    return true;
}

uint64_t board_hash_after(const struct board *b, int color, int p)
{
    uint64_t h = b->hash ^ zobrist[4 * p + color];
    int other = color_other(color);
    int done[4], ndone = 0;
    bool captures = false, breathes = board_has_free_neighbour(b, p);
    int nbr[4];
    board_neighbour_points(b, p, nbr);
    for (int i = 0; i < 4; i++) {
        int q = nbr[i], c = b->color[q];
        if (c != color && c != other)
            continue;
        int r = b->chain[q];
        bool one = board_last_liberty_is_(b, r, p);
        if (c == color) {
            breathes |= !one;
            continue;
        }
        if (one && first_visit(done, &ndone, r)) {
            h ^= chain_keys(b, r);
            captures = true;
        }
    }
    if (captures || breathes)
        return h;
    /* A multi-stone suicide: the new stone and every chain it joins leave the board. */
    h ^= zobrist[4 * p + color];
    ndone = 0;
    for (int i = 0; i < 4; i++) {
        if (b->color[nbr[i]] != color)
            continue;
        int r = b->chain[nbr[i]];
        if (first_visit(done, &ndone, r))
            h ^= chain_keys(b, r);
    }
    return h;
}

int board_play(struct board *b, int color, int p)
{
    int error = board_legal(b, color, p);
    if (error != 0)
        return error;
    board_play_unchecked(b, color, p);
    return 0;
}

int board_place(struct board *b, int color, int p)
{
    board_complete(b);
    if (color != COLOR_BLACK && color != COLOR_WHITE)
        return BOARD_BAD_COLOR;
    if (!board_on_board(b, p))
        return BOARD_OFF_BOARD;
    if (b->color[p] != COLOR_EMPTY)
        return BOARD_OCCUPIED;
    place_and_merge(b, color, p);
    b->ko_point = 0;
    return 0;
}

int board_remove(struct board *b, int p)
{
    board_complete(b);
    if (!board_on_board(b, p))
        return BOARD_OFF_BOARD;
    int color = b->color[p];
    if (color == COLOR_EMPTY)
        return BOARD_NO_STONE;

    /* Removing one stone may split its chain: lift the whole chain, then put the rest back. */
    int stones[BOARD_MAX_POINTS];
    int n = board_chain_stones(b, p, stones);
    remove_chain(b, b->chain[p]);
    b->stones_added[color] -= n;
    for (int i = 0; i < n; i++)
        if (stones[i] != p)
            place_and_merge(b, color, stones[i]);
    b->ko_point = 0;
    return 0;
}

int board_chain_stones(const struct board *b, int p, int *stones)
{
    if (!board_on_board(b, p) || b->color[p] == COLOR_EMPTY)
        return 0;
    int r = b->chain[p], n = 0, s = r;
    do {
        stones[n++] = s;
        s = b->next_stone[s];
    } while (s != r);
    return n;
}

int board_liberties(const struct board *b, int p, int *libs, int max)
{
    if (!board_on_board(b, p) || b->color[p] == COLOR_EMPTY)
        return 0;
    bool seen[BOARD_MAX_POINTS];
    memset(seen, 0, sizeof seen);
    int r = b->chain[p], n = 0, s = r;
    do {
        int nbr[4];
        board_neighbour_points(b, s, nbr);
        for (int i = 0; i < 4; i++) {
            int q = nbr[i];
            if (b->color[q] == COLOR_EMPTY && !seen[q]) {
                seen[q] = true;
                if (libs != NULL && n < max)
                    libs[n] = q;
                n++;
            }
        }
        s = b->next_stone[s];
    } while (s != r);
    return n;
}

void board_to_grid(const struct board *b, uint8_t *grid)
{
    for (int row = 0; row < b->size; row++)
        memcpy(grid + row * b->size, b->color + (row + 1) * b->stride + 1, (size_t)b->size);
}

int board_stone_count(const struct board *b, int color)
{
    int n = 0, points = board_extent(b);
    for (int p = 0; p < points; p++)
        n += b->color[p] == color;
    return n;
}

/* The color an empty point counts for in area scoring when it is a one-point region: the one
 * color among its on-board neighbours, or COLOR_EMPTY when it has an empty neighbour or both
 * colors (or none: a lone point). */
static inline int one_point_owner(const struct board *b, int p)
{
    uint32_t nb = b->neighbours[p];
    if (nb & 0xFu)
        return COLOR_EMPTY;
    bool black = (nb & (0xFu << NB_SHIFT(COLOR_BLACK))) != 0;
    bool white = (nb & (0xFu << NB_SHIFT(COLOR_WHITE))) != 0;
    return black == white ? COLOR_EMPTY : black ? COLOR_BLACK : COLOR_WHITE;
}

int board_area_score(const struct board *b)
{
    /* Stones on the board follow from the counters board_check keeps exact. */
    int score = (b->stones_added[COLOR_BLACK] - b->prisoners[COLOR_WHITE]) -
                (b->stones_added[COLOR_WHITE] - b->prisoners[COLOR_BLACK]);
    for (int i = 0; i < b->empty_count; i++) {
        int owner = one_point_owner(b, b->empty[i]);
        score += (owner == COLOR_BLACK) - (owner == COLOR_WHITE);
    }
    return score;
}

void board_area_owner(const struct board *b, uint8_t *owner)
{
    for (int row = 1; row <= b->size; row++) {
        for (int p = row * b->stride + 1; p <= row * b->stride + b->size; p++) {
            int c = b->color[p];
            owner[p] = (uint8_t)(c == COLOR_EMPTY ? one_point_owner(b, p) : c);
        }
    }
}

uint64_t board_key(const struct board *b, int to_play)
{
    /* Keys no stone uses: an empty point's slot for the ko point, the border corner's edge slot
     * for white to move. */
    uint64_t key = b->hash;
    if (b->ko_point != 0 && b->ko_color == to_play && b->simple_ko)
        key ^= zobrist[4 * b->ko_point + COLOR_EMPTY];
    if (to_play == COLOR_WHITE)
        key ^= zobrist[4 * BOARD_PASS + COLOR_EDGE];
    return key;
}

bool board_equal(const struct board *a, const struct board *b)
{
    if (a->size != b->size || a->allow_suicide != b->allow_suicide ||
        a->simple_ko != b->simple_ko || a->hash != b->hash || a->ko_point != b->ko_point ||
        (a->ko_point != 0 && a->ko_color != b->ko_color) || a->last_move != b->last_move ||
        a->last_color != b->last_color || a->captured_last != b->captured_last ||
        a->empty_count != b->empty_count)
        return false;
    for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
        if (a->prisoners[c] != b->prisoners[c] || a->stones_added[c] != b->stones_added[c])
            return false;
    size_t n = (size_t)board_extent(a);
    return memcmp(a->color, b->color, n) == 0;
}
