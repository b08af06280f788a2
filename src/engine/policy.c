/* policy.c - the heavy playout policy, 3x3 patterns and priors (see policy.h)
 *
 * Everything here reads the board through its public fields and its O(1) tests, and changes it
 * only by board_heavy_play with a move board_playout_legal accepts, so the board's invariants
 * are the board's.
 */
#include "config.h"

#include "engine/policy.h"

#include "engine/model.h"
#include "engine/tactics.h"

#include <pthread.h>
#include <string.h>

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

/* True when `color` at p is a self-atari of two stones or more that is no nakade: the moves the
 * playouts never play and the priors discourage. */
static bool bad_self_atari(const struct board *b, int color, int p)
{
    int stones, lib;
    return board_self_atari(b, color, p, &stones, &lib) && stones >= 2 &&
           !nakade(b, color, p, stones, lib);
}

/* --- 3x3 patterns --------------------------------------------------------------------------- */

/* The shapes of MoGo's playout policy (Gelly et al., 2006), around an empty centre. Rows top to
 * bottom. 'X' and 'O' are the two colors (each pattern also matches with them swapped), '.'
 * empty, 'x' anything but X, 'o' anything but O, '#' off the board, '?' anything. */
static const char *const shapes[][3] = {
    {"XOX", "...", "???"}, /* hane enclosing a stone */
    {"XO.", "...", "?.?"}, /* hane, not cutting */
    {"XO?", "X..", "x.?"}, /* magari */
    {".O.", "X..", "..."}, /* attachment across */
    {"XO?", "O.o", "?o?"}, /* unprotected cut */
    {"XO?", "O.X", "???"}, /* peeped cut */
    {"?X?", "O.O", "ooo"}, /* cut through */
    {"OX?", "o.O", "???"}, /* keima cut */
    {"X.?", "O.?", "##?"}, /* edge: chase */
    {"OX?", "X.O", "###"}, /* edge: block the cut */
    {"?X?", "x.O", "###"}, /* edge: block the connection */
    {"?XO", "x.x", "###"}, /* edge: sagari */
    {"?OX", "X.O", "###"}, /* edge: cut */
};

/* Bit v of a cell's mask allows value v (enum color: 0 empty, 1 black, 2 white, 3 edge). */
static unsigned cell_mask(char c, bool swap)
{
    int x = swap ? COLOR_WHITE : COLOR_BLACK, o = color_other(x);
    switch (c) {
    case 'X': return 1u << x;
    case 'O': return 1u << o;
    case '.': return 1u << COLOR_EMPTY;
    case 'x': return 0xFu & ~(1u << x);
    case 'o': return 0xFu & ~(1u << o);
    case '#': return 1u << COLOR_EDGE;
    default: return 0xFu;
    }
}

/* The code of a neighbourhood: the 8 neighbours in reading order (dr, dc from -1 to 1, centre
 * skipped), 2 bits each: the board's shape[] codes. */
static uint8_t pattern_bits[1 << 16 >> 3];
static pthread_once_t pattern_once = PTHREAD_ONCE_INIT;

static void mark_codes(const unsigned *masks, int cell, unsigned code)
{
    if (cell == 8) {
        pattern_bits[code >> 3] |= (uint8_t)(1u << (code & 7));
        return;
    }
    for (unsigned v = 0; v < 4; v++)
        if (masks[cell] & (1u << v))
            mark_codes(masks, cell + 1, code | v << (2 * cell));
}

static void build_patterns(void)
{
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        for (int sym = 0; sym < 8; sym++) {
            for (int swap = 0; swap < 2; swap++) {
                unsigned masks[8];
                int cell = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if (dr == 0 && dc == 0)
                            continue;
                        /* The shape's cell that lands on (dr, dc) under this symmetry. */
                        int r = dr, c = dc;
                        if (sym & 4) {
                            int t = r;
                            r = c;
                            c = t;
                        }
                        if (sym & 1)
                            r = -r;
                        if (sym & 2)
                            c = -c;
                        masks[cell++] = cell_mask(shapes[i][r + 1][c + 1], swap);
                    }
                }
                mark_codes(masks, 0, 0);
            }
        }
    }
}

void policy_init(void)
{
    pthread_once(&pattern_once, build_patterns);
}

bool policy_pattern(const struct board *b, int p)
{
    unsigned code = b->shape[p];
    return pattern_bits[code >> 3] >> (code & 7) & 1;
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
    return !bad_self_atari(b, color, p);
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

/* True when `color` may play the candidate m: acceptable, and for an EXTENSION no self-atari
 * and no working ladder. */
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
                       (unsigned)(pattern_bits[code >> 3] >> (code & 7));
        mask |= (hit & 1u) << i;
    }
    for (n = 0; mask != 0; mask &= mask - 1)
        moves[n++] = around[__builtin_ctz(mask)];
    return pick_acceptable(b, color, moves, n, barred, rng);
}

/* The move: a reply to the last move, else a random acceptable one. Two more stages were tried
 * and left out, each against the program as it is (9x9): a capture or rescue of any chain in
 * atari on the board, watched as moves put chains in atari, before the random move (Pachi's
 * global atari check) won 44.3% of 44 games under --time 0.25, and in a lost game's capturing
 * race it let a dead group live in more playouts (45% against 38%); the last good reply with
 * forgetting (Baier and Drake 2010), the reply that last won a playout after the same opponent
 * move, lost 7 of the first 8 games after the escapes and 7 of the first 10 before them. */
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

/* --- priors ----------------------------------------------------------------------------------- */

/* Prior strengths, in playouts. The even prior keeps a new node from being judged on its first
 * few playouts; the others push the search toward (or away from) moves that cheap knowledge
 * rates. Extending a chain out of atari gets a bonus only when the ladder does not work
 * (tactics.h), and a malus when it does: without the ladder test, the bonus alone scored 41.3%
 * of 173 games (draws half) against the search without it (9x9, 1,000 playouts), since an
 * extension that does not capture is as often a ladder run as a rescue. An atari whose ladder
 * works gets the capture's bonus. The vital point of a small eye space (tactics_nakade_vital)
 * gets a bonus whoever plays: with it in the priors and in the playouts, 57.2% of 200 games (95%
 * 50.3-63.9) against neither (9x9, 1,000 playouts); with it in the playouts too, 56.5% of 200
 * (49.6-63.2) against the priors alone. Keeping the mover from shrinking its own eye space of
 * three to five points without dividing it (the end of its own straight three) was tried and
 * left out: banned in the playouts with a malus in the priors, 47.5% of 100 games (95%
 * 38.0-57.2) at 0.3 s a move against the program without it; the malus alone, 52.5% (42.8-62.0).
 * A bonus of 20 for the liberties of an opponent chain of two or three liberties next to a chain
 * of the mover's with two or more and at most one more than it (a capturing race) was tried and
 * left out: 44.8% of 67 games (95% 33.5-56.6) at 10,000 playouts against the program without it. */
enum {
    PRIOR_EVEN = 10,
    PRIOR_CAPTURE = 30,
    PRIOR_ESCAPE = 20,
    PRIOR_LADDER = 30,
    PRIOR_PATTERN = 10,
    PRIOR_SELF_ATARI = 20,
    PRIOR_FIRST_LINE = 10,
    PRIOR_NEAR_LAST = 10,
    PRIOR_NAKADE = 30,
};

static void add_prior(struct policy_prior *pr, int visits, bool good)
{
    pr->visits = (uint16_t)(pr->visits + visits);
    if (good)
        pr->wins2 = (uint16_t)(pr->wins2 + 2 * visits);
}

/* Distance to the edge of the board, 0 on the first line. */
static int line_of(const struct board *b, int p)
{
    int col = board_col(b, p), row = board_row(b, p), n = b->size - 1;
    int d = col < row ? col : row;
    if (n - col < d)
        d = n - col;
    if (n - row < d)
        d = n - row;
    return d;
}

/* The model's weight, in playouts (policy.h). At 10,000 playouts (9x9, 100 games against the
 * program as it is) 40 won 52.5% (95% 42.8-62.0); Pachi's form, sqrt(probability) x 210 won
 * playouts and none below a probability of 0.001, won 46.5% (37.0-56.2). */
#ifndef MODEL_PRIOR
#define MODEL_PRIOR 20
#endif

bool policy_model_priors(const struct board *b, int color, int last2, struct policy_prior *prior)
{
    const struct model *m = model_builtin();
    if (m == NULL || MODEL_PRIOR == 0)
        return false;
    float gamma[BOARD_MAX_POINTS];
    double sum = model_gammas(m, b, color, last2, gamma);
    int legal = 0;
    for (int i = 0; i < b->empty_count; i++)
        legal += gamma[b->empty[i]] > 0;
    if (sum <= 0 || legal == 0)
        return false;
    prior[BOARD_PASS] = (struct policy_prior){0, 0};
    for (int i = 0; i < b->empty_count; i++) {
        int p = b->empty[i];
        double r = gamma[p] / sum * legal;
        prior[p] = (struct policy_prior){MODEL_PRIOR, (uint16_t)(2.0 * MODEL_PRIOR * r / (r + 1) + 0.5)};
    }
    return true;
}

void policy_priors(const struct board *b, int color, struct policy_prior *prior)
{
    int other = color_other(color), last = b->last_move;
    for (int i = 0; i < b->empty_count; i++) {
        int p = b->empty[i];
        prior[p] = (struct policy_prior){PRIOR_EVEN, PRIOR_EVEN};
    }
    prior[BOARD_PASS] = (struct policy_prior){PRIOR_EVEN, 0};
    /* One pass over the chains: captures of the opponent's chains in atari, ataris that start a
     * working ladder on its chains of two liberties, and escapes of the mover's chains in atari
     * (good when the ladder fails, bad when it works). */
    int points = b->stride * b->stride;
    for (int q = 0; q < points; q++) {
        if (b->chain[q] != q || (b->color[q] != other && b->color[q] != color))
            continue;
        int libs[3], n = 0;
        tactics_gather_liberties(b, q, -1, libs, &n, 3);
        if (b->color[q] == other && n == 1) {
            add_prior(&prior[libs[0]], PRIOR_CAPTURE, true);
        } else if (b->color[q] == other && n == 2) {
            for (int i = 0; i < 2; i++)
                if (tactics_ladder_attack(b, color, libs[i], q))
                    add_prior(&prior[libs[i]], PRIOR_LADDER, true);
        } else if (n == 1) {
            bool caught = tactics_ladder_caught(b, q);
            add_prior(&prior[libs[0]], caught ? PRIOR_LADDER : PRIOR_ESCAPE, !caught);
        }
    }
    for (int i = 0; i < b->empty_count; i++) {
        int p = b->empty[i];
        if (policy_pattern(b, p))
            add_prior(&prior[p], PRIOR_PATTERN, true);
        if (bad_self_atari(b, color, p))
            add_prior(&prior[p], PRIOR_SELF_ATARI, false);
        int owner;
        if (tactics_nakade_vital(b, p, &owner) == p)
            add_prior(&prior[p], PRIOR_NAKADE, true);
        if (b->size >= 9 && line_of(b, p) == 0)
            add_prior(&prior[p], PRIOR_FIRST_LINE, false);
        if (last > 0) {
            int dc = board_col(b, p) - board_col(b, last), dr = board_row(b, p) - board_row(b, last);
            dc = dc < 0 ? -dc : dc;
            dr = dr < 0 ? -dr : dr;
            if (dc + dr + (dc > dr ? dc : dr) <= 3)
                add_prior(&prior[p], PRIOR_NEAR_LAST, true);
        }
    }
}
