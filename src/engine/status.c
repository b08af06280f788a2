/* status.c - the stones dead at the end of a game: reading first, ownership second (status.h) */
#include "config.h"

#include "engine/status.h"

#include <stdbool.h>
#include <string.h>

#include "core/board.h"
#include "core/color.h"
#include "core/score.h"

/* The k-th (0 to 3) of the four neighbours of p (a border point's color is COLOR_EDGE). */
static int neighbour(const struct board *b, int p, int k)
{
    const int step[4] = {-1, 1, -b->stride, b->stride};
    return p + step[k];
}

/* The regions of a color: the maximal 4-connected sets of on-board points that hold no stone
 * of it (empty points and the other color's stones), points listed region by region. */
struct regions {
    int count;
    int16_t of[BOARD_MAX_POINTS];      /* a point's region, -1 for the color's stones */
    uint16_t points[BOARD_MAX_POINTS]; /* region r's points: points[start[r] .. start[r + 1]) */
    int start[BOARD_MAX_POINTS + 1];
};

static void label_regions(const struct board *b, int color, struct regions *reg)
{
    int n = 0;
    reg->count = 0;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        reg->of[p] = -1;
    for (int row = 0; row < b->size; row++) {
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (b->color[p] == color || reg->of[p] >= 0)
                continue;
            int r = reg->count++;
            reg->start[r] = n;
            reg->of[p] = (int16_t)r;
            reg->points[n++] = (uint16_t)p;
            for (int i = reg->start[r]; i < n; i++) {
                for (int k = 0; k < 4; k++) {
                    int q = neighbour(b, reg->points[i], k);
                    if (b->color[q] != color && b->color[q] != COLOR_EDGE && reg->of[q] < 0) {
                        reg->of[q] = (int16_t)r;
                        reg->points[n++] = (uint16_t)q;
                    }
                }
            }
        }
    }
    reg->start[reg->count] = n;
}

/* The chains of `color` bordering each region: pairs (region, chain representative), region by
 * region, with whether the region is vital to the chain (every empty point of the region is
 * one of its liberties: Benson's "small" region). */
struct borders {
    int count;
    int16_t region[4 * BOARD_MAX_POINTS];
    uint16_t chain[4 * BOARD_MAX_POINTS];
    bool vital[4 * BOARD_MAX_POINTS];
};

static bool is_liberty_of(const struct board *b, int p, int rep)
{
    bool yes = false;
    for (int k = 0; k < 4; k++) {
        int q = neighbour(b, p, k);
        if (b->color[q] != COLOR_EMPTY && b->color[q] != COLOR_EDGE && b->chain[q] == rep)
            yes = true;
    }
    return yes;
}

static void find_borders(const struct board *b, int color, const struct regions *reg,
                         struct borders *bd)
{
    int seen[BOARD_MAX_POINTS];
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        seen[p] = -1;
    bd->count = 0;
    for (int r = 0; r < reg->count; r++) {
        int first = bd->count;
        for (int i = reg->start[r]; i < reg->start[r + 1]; i++) {
            for (int k = 0; k < 4; k++) {
                int q = neighbour(b, reg->points[i], k);
                if (b->color[q] == color && seen[b->chain[q]] != r) {
                    seen[b->chain[q]] = r;
                    bd->region[bd->count] = (int16_t)r;
                    bd->chain[bd->count++] = b->chain[q];
                }
            }
        }
        for (int k = first; k < bd->count; k++) {
            bool vital = true;
            for (int i = reg->start[r]; vital && i < reg->start[r + 1]; i++) {
                int p = reg->points[i];
                vital = b->color[p] != COLOR_EMPTY || is_liberty_of(b, p, bd->chain[k]);
            }
            bd->vital[k] = vital;
        }
    }
}

/* Benson's algorithm over labelled regions and borders: alive_chain[rep] for the chains of
 * `color` left when chains with fewer than two vital regions, and regions bordered by a chain
 * already removed, are taken out until nothing changes. */
static void benson_chains(const struct board *b, int color, const struct regions *reg,
                          const struct borders *bd, bool *alive_chain)
{
    bool region_ok[BOARD_MAX_POINTS];
    int vital[BOARD_MAX_POINTS];
    memset(alive_chain, 0, BOARD_MAX_POINTS * sizeof *alive_chain);
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (b->color[p] == color)
                alive_chain[b->chain[p]] = true;
        }
    for (int r = 0; r < reg->count; r++)
        region_ok[r] = true;
    for (bool changed = true; changed;) {
        changed = false;
        for (int k = 0; k < bd->count; k++) {
            if (region_ok[bd->region[k]] && !alive_chain[bd->chain[k]]) {
                region_ok[bd->region[k]] = false;
                changed = true;
            }
        }
        memset(vital, 0, sizeof vital);
        for (int k = 0; k < bd->count; k++)
            if (bd->vital[k] && region_ok[bd->region[k]])
                vital[bd->chain[k]]++;
        for (int p = 0; p < BOARD_MAX_POINTS; p++) {
            if (alive_chain[p] && vital[p] < 2) {
                alive_chain[p] = false;
                changed = true;
            }
        }
    }
}

void status_benson(const struct board *b, int color, uint8_t *alive)
{
    struct regions reg;
    struct borders bd;
    bool alive_chain[BOARD_MAX_POINTS];
    label_regions(b, color, &reg);
    find_borders(b, color, &reg, &bd);
    benson_chains(b, color, &reg, &bd, alive_chain);
    memset(alive, 0, BOARD_MAX_POINTS);
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (b->color[p] == color)
            alive[p] = alive_chain[b->chain[p]];
}

/* Ownership of `color`: +1 when a point is always color's. */
static double own_for(const float *ownership, int p, int color)
{
    return color == COLOR_BLACK ? ownership[p] : -ownership[p];
}

/* mean[rep]: the mean ownership, for its own color, of each chain's stones. */
static void chain_ownership(const struct board *b, const float *ownership, double *mean)
{
    int stones[BOARD_MAX_POINTS] = {0};
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        mean[p] = 0;
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (b->color[p] != COLOR_BLACK && b->color[p] != COLOR_WHITE)
                continue;
            mean[b->chain[p]] += own_for(ownership, p, b->color[p]);
            stones[b->chain[p]]++;
        }
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (stones[p] > 0)
            mean[p] /= stones[p];
}

/* Step 2 of status.h for the invaders of `color`'s regions: marks them dead. */
static void dead_invaders(const struct board *b, int color, const float *ownership,
                          const double *mean, uint8_t *dead)
{
    struct regions reg;
    struct borders bd;
    bool alive_chain[BOARD_MAX_POINTS];
    int invader = color_other(color);
    label_regions(b, color, &reg);
    find_borders(b, color, &reg, &bd);
    benson_chains(b, color, &reg, &bd, alive_chain);
    bool safe[BOARD_MAX_POINTS]; /* per region: every bordering chain holds */
    for (int r = 0; r < reg.count; r++)
        safe[r] = false;
    for (int k = 0, r = -1; k < bd.count; k++) {
        if (bd.region[k] != r) {
            r = bd.region[k];
            safe[r] = true;
        }
        int rep = bd.chain[k];
        if (!alive_chain[rep] && mean[rep] < STATUS_SAFE_OWNERSHIP)
            safe[r] = false;
    }
    /* A region of more than half the board is the open board rather than an area the color
     * encloses: on a board barely begun, a few stones "bound" everything. */
    int points = board_points(b);
    for (int r = 0; r < reg.count; r++) {
        if (!safe[r] || 2 * (reg.start[r + 1] - reg.start[r]) > points)
            continue;
        int invaders = 0, eyes = 0;
        double owned = 0;
        for (int i = reg.start[r]; i < reg.start[r + 1]; i++) {
            int p = reg.points[i];
            invaders += b->color[p] == invader;
            eyes += b->color[p] == COLOR_EMPTY && board_is_true_eye(b, invader, p);
            owned += own_for(ownership, p, invader);
        }
        int size = reg.start[r + 1] - reg.start[r];
        if (invaders == 0 || eyes >= 2)
            continue;
        /* The region's ownership alone hangs on the playouts' noise: random play lets a
         * two-stone invader in a settled area live about half the time, so the area is the
         * owner's by about 0.3, at the threshold, while the invader's stones are about as often
         * its own as not. So in a region its owner's by half that, an invading chain must be
         * its own beyond the threshold to live: one in an area still open enough to live in is
         * its own by 0.4 or more (GNU Go leaves it alive too), a living one by 0.8 or more. A
         * region the invader owns is its territory, where a stone in a ko may well be its own
         * by 0. */
        double owners_share = -owned / size; /* the region's mean ownership for its owner */
        if (owners_share < STATUS_DEAD_OWNERSHIP / 2)
            continue;
        for (int i = reg.start[r]; i < reg.start[r + 1]; i++) {
            int p = reg.points[i];
            if (b->color[p] == invader && (owners_share >= STATUS_DEAD_OWNERSHIP ||
                                           mean[b->chain[p]] < STATUS_DEAD_OWNERSHIP))
                dead[p] = 1;
        }
    }
}

/* --- reading a seki -------------------------------------------------------------------------- */

/* A reading: can `attacker`, moving on the `local` points only, capture a stone of `targets`
 * (the defender may pass, the attacker may not)? */
struct reading {
    int attacker;
    const int *targets;
    int ntargets;
    const int *local;
    int nlocal;
    long nodes;
};

/* Results of a reading. */
enum { READ_FAILS = 0, READ_CAPTURES = 1, READ_UNKNOWN = -1 };

static bool target_captured(const struct board *b, const struct reading *r)
{
    for (int i = 0; i < r->ntargets; i++)
        if (b->color[r->targets[i]] != color_other(r->attacker))
            return true;
    return false;
}

static int defend(const struct board *b, struct reading *r, int depth);

/* The attacker to move on b: READ_CAPTURES when some move captures within depth moves. */
static int attack(const struct board *b, struct reading *r, int depth)
{
    if (target_captured(b, r))
        return READ_CAPTURES;
    if (depth <= 0)
        return READ_FAILS;
    int result = READ_FAILS;
    for (int i = 0; i < r->nlocal; i++) {
        int p = r->local[i];
        if (b->color[p] != COLOR_EMPTY || board_legal(b, r->attacker, p) != 0)
            continue;
        if (++r->nodes > STATUS_SEKI_NODES)
            return READ_UNKNOWN;
        struct board next;
        board_copy(&next, b);
        board_play_unchecked(&next, r->attacker, p);
        int d = defend(&next, r, depth - 1);
        if (d == READ_CAPTURES)
            return READ_CAPTURES;
        if (d == READ_UNKNOWN)
            result = READ_UNKNOWN;
    }
    return result;
}

/* The defender to move on b: READ_CAPTURES when every answer (a pass too) loses a target. */
static int defend(const struct board *b, struct reading *r, int depth)
{
    if (target_captured(b, r))
        return READ_CAPTURES;
    if (depth <= 0)
        return READ_FAILS;
    int defender = color_other(r->attacker), result = READ_CAPTURES;
    for (int i = -1; i < r->nlocal; i++) {
        int p = i < 0 ? BOARD_PASS : r->local[i];
        if (p != BOARD_PASS && (b->color[p] != COLOR_EMPTY || board_legal(b, defender, p) != 0))
            continue;
        if (++r->nodes > STATUS_SEKI_NODES)
            return READ_UNKNOWN;
        struct board next;
        board_copy(&next, b);
        board_play_unchecked(&next, defender, p);
        int a = attack(&next, r, depth - 1);
        if (a == READ_FAILS)
            return READ_FAILS;
        if (a == READ_UNKNOWN)
            result = READ_UNKNOWN;
    }
    return result;
}

/* The reading of one seki: the cluster's points (its stones and empty points in seki) in
 * points[0..n). Marks the chains of the side that loses dead, when one does. */
static void read_seki(const struct board *b, const int *points, int n, uint8_t *dead)
{
    int local[BOARD_MAX_POINTS], nlocal = 0, targets[3][BOARD_MAX_POINTS], ntargets[3] = {0};
    bool in[BOARD_MAX_POINTS] = {false};
    for (int i = 0; i < n; i++) {
        int p = points[i];
        if (!in[p]) {
            in[p] = true;
            local[nlocal++] = p;
        }
        if (b->color[p] != COLOR_BLACK && b->color[p] != COLOR_WHITE)
            continue;
        targets[b->color[p]][ntargets[b->color[p]]++] = p;
        for (int k = 0; k < 4; k++) {
            int q = neighbour(b, p, k);
            if (b->color[q] == COLOR_EMPTY && !in[q]) {
                in[q] = true;
                local[nlocal++] = q;
            }
        }
    }
    if (ntargets[COLOR_BLACK] == 0 || ntargets[COLOR_WHITE] == 0)
        return;
    /* kills[c]: c captures moving first; kills_second[c]: c captures though the other side
     * moves first (a capture of a few stones does not always save a chain). */
    int kills[3], kills_second[3];
    for (int attacker = COLOR_BLACK; attacker <= COLOR_WHITE; attacker++) {
        int defender = color_other(attacker);
        struct reading r = {.attacker = attacker,
                            .targets = targets[defender],
                            .ntargets = ntargets[defender],
                            .local = local,
                            .nlocal = nlocal};
        kills[attacker] = attack(b, &r, STATUS_SEKI_DEPTH);
        r.nodes = 0;
        kills_second[attacker] =
            kills[attacker] == READ_CAPTURES ? defend(b, &r, STATUS_SEKI_DEPTH) : READ_FAILS;
    }
    /* The defender is dead when the attacker captures moving first, and either also moving
     * second or the defender cannot capture in turn; never both sides. */
    bool lost[3] = {false, false, false};
    for (int attacker = COLOR_BLACK; attacker <= COLOR_WHITE; attacker++) {
        int defender = color_other(attacker);
        lost[defender] = kills[attacker] == READ_CAPTURES &&
                         (kills_second[attacker] == READ_CAPTURES || kills[defender] == READ_FAILS);
    }
    if (lost[COLOR_BLACK] && lost[COLOR_WHITE])
        return;
    for (int color = COLOR_BLACK; color <= COLOR_WHITE; color++)
        for (int i = 0; lost[color] && i < ntargets[color]; i++)
            dead[targets[color][i]] = 1;
}

/* Step 4 of status.h: the seki score_seki finds on b, read out; the chains of a seki that
 * stands are alive. */
static void settle_seki(const struct board *b, uint8_t *dead)
{
    int n = b->size;
    uint8_t grid[BOARD_MAX_SIZE * BOARD_MAX_SIZE], owner[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint8_t marks[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint16_t work[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    bool seki[BOARD_MAX_POINTS] = {false}, done[BOARD_MAX_POINTS] = {false};
    board_to_grid(b, grid);
    if (score_seki(grid, n, marks, owner, work) != SCORE_OK)
        return;
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++)
            seki[board_point(b, col, row)] = marks[row * n + col] != 0;
    int cluster[BOARD_MAX_POINTS];
    uint8_t read[BOARD_MAX_POINTS] = {0};
    for (int row = 0; row < n; row++) {
        for (int col = 0; col < n; col++) {
            int p = board_point(b, col, row);
            if (!seki[p] || done[p])
                continue;
            int count = 0;
            done[p] = true;
            cluster[count++] = p;
            for (int i = 0; i < count; i++) {
                for (int k = 0; k < 4; k++) {
                    int q = neighbour(b, cluster[i], k);
                    if (seki[q] && !done[q]) {
                        done[q] = true;
                        cluster[count++] = q;
                    }
                }
            }
            read_seki(b, cluster, count, read);
            /* A seki that stands keeps its chains whatever the playouts say. */
            for (int i = 0; i < count; i++)
                if (b->color[cluster[i]] != COLOR_EMPTY)
                    dead[cluster[i]] = read[cluster[i]];
        }
    }
}

void status_dead(const struct board *b, const float *ownership, uint8_t *dead)
{
    double mean[BOARD_MAX_POINTS];
    uint8_t alive[BOARD_MAX_POINTS];
    memset(dead, 0, BOARD_MAX_POINTS);
    chain_ownership(b, ownership, mean);
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (b->color[p] != COLOR_EMPTY && mean[b->chain[p]] < -STATUS_DEAD_OWNERSHIP)
                dead[p] = 1;
        }
    for (int color = COLOR_BLACK; color <= COLOR_WHITE; color++)
        dead_invaders(b, color, ownership, mean, dead);
    for (int color = COLOR_BLACK; color <= COLOR_WHITE; color++) {
        status_benson(b, color, alive);
        for (int p = 0; p < BOARD_MAX_POINTS; p++)
            if (alive[p])
                dead[p] = 0;
    }
    settle_seki(b, dead);
}
