/* policy.c - the heavy playout policy (see policy.h)
 *
 * Everything here reads the board through its public fields and its O(1) tests, and changes it
 * only by board_heavy_play with a move board_playout_legal accepts, so the board's invariants
 * are the board's.
 */
#include "config.h"

#include "engine/policy.h"

#include "engine/pattern.h"
#include "engine/tactics.h"

/* The four neighbours of p (down, left, right, up). */
static inline void around4(const struct board *b, int p, int q[4])
{
    q[0] = p - b->stride;
    q[1] = p - 1;
    q[2] = p + 1;
    q[3] = p + b->stride;
}

/* True when a self-atari of `color` at p, making a chain of `stones` stones whose one liberty is
 * lib, may be a killing throw-in (nakade): the chain has at most three stones and lib touches
 * nothing but the chain, opponent stones and the edge, so the chain sits inside the opponent's
 * eye space and its capture leaves one eye there. */
static bool nakade(const struct board *b, int color, int p, int stones, int lib)
{
    if (stones > 3)
        return false;
    int q[4], around_p[4];
    around4(b, lib, q);
    around4(b, p, around_p);
    for (int i = 0; i < 4; i++) {
        if (q[i] == p)
            continue;
        int c = b->color[q[i]];
        if (c == COLOR_EMPTY)
            return false;
        if (c == color) {
            /* One of the chain's stones (adjacent to p's chain) is fine; another chain is not. */
            bool joined = false;
            for (int k = 0; k < 4; k++)
                joined |= b->color[around_p[k]] == color && b->chain[around_p[k]] == b->chain[q[i]];
            if (!joined)
                return false;
        }
    }
    return true;
}

bool policy_bad_self_atari(const struct board *b, int color, int p)
{
    int stones, lib;
    return board_self_atari(b, color, p, &stones, &lib) && stones >= 2 &&
           !nakade(b, color, p, stones, lib);
}

/* --- the playout move ------------------------------------------------------------------------ */

/* A move the policy may play: an empty point where the playout rules allow it (simple ko, no
 * suicide: board_playout_legal), not the mover's true eye, not a self-atari of two stones or
 * more but a nakade. A point with two empty neighbours is all of these at once. */
static inline __attribute__((always_inline)) bool acceptable(const struct board *b, int color,
                                                              int p)
{
    if (b->color[p] != COLOR_EMPTY)
        return false;
    unsigned nb = b->neighbours[p];
    int free = nb & 0xF;
    if (free >= 2)
        return true;
    if (free == 0 && (board_is_true_eye(b, color, p) || !board_playout_legal(b, color, p)))
        return false;
    /* Without a neighbour of its own the stone stays alone: a one-stone self-atari is allowed. */
    if (((nb >> (4 * color)) & 0xF) == 0)
        return true;
    return !policy_bad_self_atari(b, color, p);
}

/* A candidate that extends the chain r (in atari) at its liberty lib: it is played only when
 * that is no self-atari and the ladder does not work, which is read only if the candidate is
 * drawn (a capture drawn instead spares the reading). */
#define EXTENSION (1 << 30)
#define EXTENSION_OF(r, lib) (EXTENSION | (r) << 12 | (lib))
_Static_assert(BOARD_MAX_POINTS <= 4096, "a point must fit in 12 bits");

/* Moves that save the chain r (color's, in atari): capture a neighbouring chain in atari, or
 * extend at the liberty (an EXTENSION candidate). Appends to moves[]. */
static void escape_moves(const struct board *b, int color, int r, int *moves, int *n)
{
    int s = r, other = color_other(color);
    do {
        int q[4];
        around4(b, s, q);
        for (int i = 0; i < 4; i++) {
            if (b->color[q[i]] == other && board_chain_in_atari(b, b->chain[q[i]]))
                moves[(*n)++] = board_chain_liberty(b, b->chain[q[i]]);
        }
        s = b->next_stone[s];
    } while (s != r && *n < 16);
    moves[(*n)++] = EXTENSION_OF(r, board_chain_liberty(b, r));
}

/* The extensions of this move found caught in a ladder: no later stage plays them (a pattern
 * or a random draw would otherwise run out the ladder the escape stage refused). */
struct barred {
    int points[4];
    int n;
};

static bool is_barred(const struct barred *barred, int p)
{
    for (int i = 0; i < barred->n; i++)
        if (barred->points[i] == p)
            return true;
    return false;
}

/* True when `color` may play the candidate m: acceptable, and for an EXTENSION no self-atari
 * and no working ladder (which bars the point). */
static bool candidate_acceptable(const struct board *b, int color, int m, struct barred *barred)
{
    if (!(m & EXTENSION))
        return acceptable(b, color, m) && !is_barred(barred, m);
    int lib = m & 0xFFF, r = m >> 12 & 0xFFF, stones, unused;
    if (!acceptable(b, color, lib) || board_self_atari(b, color, lib, &stones, &unused))
        return false;
    if (!tactics_ladder_caught(b, r))
        return true;
    if (barred->n < 4)
        barred->points[barred->n++] = lib;
    return false;
}

/* A uniformly random acceptable move among the candidates moves[0..n) (the array is reordered),
 * or BOARD_PASS when none is. */
static int pick_acceptable(const struct board *b, int color, int *moves, int n,
                           struct barred *barred, struct rng *rng)
{
    while (n > 0) {
        int i = (int)rng_below(rng, (uint32_t)n);
        if (candidate_acceptable(b, color, moves[i], barred))
            return moves[i] & 0xFFF;
        moves[i] = moves[--n];
    }
    return BOARD_PASS;
}

/* An acceptable move among the candidates moves[0..n), drawn in proportion to weight[0..n) (all
 * above 0; both arrays are reordered), or BOARD_PASS. A refused candidate leaves the draw and
 * the rest are drawn again. */
static int pick_weighted(const struct board *b, int color, int *moves, float *weight, int n,
                         struct barred *barred, struct rng *rng)
{
    while (n > 0) {
        float total = 0;
        for (int i = 0; i < n; i++)
            total += weight[i];
        float r = (float)rng_below(rng, 1u << 24) * (total / 16777216.0f);
        int i = 0;
        for (; i < n - 1; i++) {
            r -= weight[i];
            if (r < 0)
                break;
        }
        if (candidate_acceptable(b, color, moves[i], barred))
            return moves[i] & 0xFFF;
        moves[i] = moves[--n];
        weight[i] = weight[n];
    }
    return BOARD_PASS;
}

/* The vital point (tactics_nakade_vital) of an eye space of three to five points next to the
 * last move, for either side: it kills, or it makes two eyes. */
static int nakade_reply(const struct board *b, int color, struct barred *barred, struct rng *rng)
{
    int q[4], moves[4], n = 0, owner;
    around4(b, b->last_move, q);
    for (int i = 0; i < 4; i++) {
        int vital = tactics_nakade_vital(b, q[i], &owner);
        if (vital >= 0)
            moves[n++] = vital;
    }
    return pick_acceptable(b, color, moves, n, barred, rng);
}

/* Replies to the opponent's last move: captures, atari escapes, then the vital point of an eye
 * space, then local patterns. A stage for chains of two liberties between the escapes and the
 * vital point, in the manner of Pachi's playouts and without reading (the opponent's chain put
 * in atari unless it connects out at one liberty and connects or runs at the other, the mover's
 * extending where that gains a liberty or taking a neighbour in atari), was tried and left out:
 * 9x9 playouts about 30% slower, and 46.0% of 100 games (95% 36.6-55.7) under --time 0.25
 * against the program without it; the atari on the last move's chain alone, about 10% slower,
 * 45.2% of 62 (33.4-57.5). The stage of 933906f, which read each atari, doubled the playout
 * time for 55.0% and 50.8% of 200 games at equal playouts. */
static int reply_to_last(const struct board *b, int color, struct barred *barred,
                         struct rng *rng)
{
    int last = b->last_move;
    if (last <= 0 || b->color[last] != color_other(color))
        return BOARD_PASS;
    int moves[32], n = 0, q[4], saved[4], nsaved = 0;
    if (board_chain_in_atari(b, b->chain[last]))
        moves[n++] = board_chain_liberty(b, b->chain[last]);
    around4(b, last, q);
    for (int i = 0; i < 4 && n < 16; i++) {
        if (b->color[q[i]] != color)
            continue;
        int r = b->chain[q[i]];
        bool dup = false;
        for (int k = 0; k < nsaved; k++)
            dup |= saved[k] == r;
        if (!dup && board_chain_in_atari(b, r)) {
            saved[nsaved++] = r;
            escape_moves(b, color, r, moves, &n);
        }
    }
    int p = pick_acceptable(b, color, moves, n, barred, rng);
    if (p != BOARD_PASS)
        return p;
    if ((p = nakade_reply(b, color, barred, rng)) != BOARD_PASS)
        return p;
    /* The eight points around the last move that match a pattern, as a mask first: without a
     * branch a point, which the processor could not predict. */
    int s = b->stride;
    const int around[8] = {last - s - 1, last - s, last - s + 1, last - 1,
                           last + 1,     last + s - 1, last + s, last + s + 1};
    unsigned mask = 0;
    for (int i = 0; i < 8; i++) {
        unsigned code = b->shape[around[i]];
        unsigned hit = (unsigned)(b->color[around[i]] == COLOR_EMPTY) &
                       pattern_code_matches(code);
        mask |= (hit & 1u) << i;
    }
    float weight[8];
    for (n = 0; mask != 0; mask &= mask - 1) {
        moves[n] = around[__builtin_ctz(mask)];
        weight[n] = pattern_code_weight(color, b->shape[moves[n]]);
        n++;
    }
    return pick_weighted(b, color, moves, weight, n, barred, rng);
}

/* The move: a reply to the last move, else a random acceptable one. Two more stages were tried
 * and left out, each against the program as it is: a capture or rescue of any chain in atari
 * on the board, watched as moves put chains in atari, before the random move (Pachi's global
 * atari check) won 44.3% of 44 games under --time 0.25 (9x9), and in a lost game's capturing
 * race it let a dead group live in more playouts (45% against 38%); the last good reply with
 * forgetting (Baier and Drake 2010), the reply that last won a playout after the same opponent
 * move, lost 7 of the first 8 games after the escapes and 7 of the first 10 before them (9x9).
 * With the reply to the same two moves first, each search thread learning its own from every
 * playout, it won 2 of 9 after the escapes on 19x19 at 3,000 playouts; in place of the random
 * move (after every stage of reply_to_last), 23 of 40 (95% 42.2-71.5%) at 11% more time a move
 * (0.295 s against 0.264), but at equal time (2 minutes sudden death each) 8 of 23 (18.8-55.1%).
 * Placed there, it scored 32.5 of 63 on 9x9 against Pachi 12.90 at 10,000 playouts (51.6%; the
 * program as it is, 54.0 of 100), and in tactics-capture.tst's capture it played G7 (win 80.0%)
 * where the program as it is takes the stones at G5 (10,000 playouts, seed 1). Fuego's
 * fill-board, up to four draws of an empty point whose eight neighbours are empty before the
 * random move, won 7 of 18 on 19x19 at 3,000 playouts against the program without it (38.9%,
 * 95% 20.3-61.4%; stopped there). */
int policy_move(struct board *b, int color, struct rng *rng)
{
    struct barred barred = {.n = 0};
    int p = reply_to_last(b, color, &barred, rng);
    if (p == BOARD_PASS && b->empty_count > 0) {
        /* One draw, then a scan: cheaper than a draw per rejected point. */
        int n = b->empty_count, start = (int)rng_below(rng, (uint32_t)n);
        for (int k = 0; k < n; k++) {
            int i = start + k < n ? start + k : start + k - n;
            if (acceptable(b, color, b->empty[i]) && !is_barred(&barred, b->empty[i])) {
                p = b->empty[i];
                break;
            }
        }
    }
    board_heavy_play(b, color, p);
    return p;
}

int policy_playout(struct board *b, int color, struct rng *rng, int max_moves, uint16_t *moves,
                   int *count, int capacity)
{
    int passes = b->last_move == BOARD_PASS ? 1 : 0, placed[3] = {0, 0, 0}, m;
    board_complete(b);
    for (m = 0; m < max_moves && passes < 2; m++) {
        int p = policy_move(b, color, rng);
        passes = p == BOARD_PASS ? passes + 1 : 0;
        placed[color] += p != BOARD_PASS;
        if (*count < capacity)
            moves[(*count)++] = (uint16_t)p;
        color = color_other(color);
    }
    board_heavy_end(b, placed);
    return m;
}

int policy_value(struct board *b, int color, struct rng *rng, uint16_t *moves, int *count,
                 int capacity, uint8_t *owner)
{
    policy_playout(b, color, rng, capacity - *count, moves, count, capacity);
    board_area_owner(b, owner);
    return board_area_score(b);
}
