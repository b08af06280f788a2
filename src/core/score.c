/* score.c - area and territory scoring of a grid (see score.h)
 *
 * Tromp-Taylor's "reach": an empty point reaches a color when a path of empty points leads from
 * it to a stone of that color. Every point of one empty region reaches the same colors, so one
 * breadth-first fill per region decides the whole region: the fill's queue (`work`) keeps every
 * point it visited, and the second loop labels them. No recursion, no allocation, each point
 * queued once.
 */
#include "config.h"

#include "core/score.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define UNSEEN 0x3F /* an empty point no fill has reached yet */
#define QUEUED 0x80 /* marks a point a fill has reached */

/* Call VISIT(q) for each on-board neighbour q of point p on an n x n grid. */
#define FOR_NEIGHBOURS(p, n, VISIT)                                                                \
    do {                                                                                           \
        int row_ = (p) / (n), col_ = (p) % (n);                                                    \
        if (row_ > 0)                                                                              \
            VISIT((p) - (n));                                                                      \
        if (row_ < (n)-1)                                                                          \
            VISIT((p) + (n));                                                                      \
        if (col_ > 0)                                                                              \
            VISIT((p)-1);                                                                          \
        if (col_ < (n)-1)                                                                          \
            VISIT((p) + 1);                                                                        \
    } while (0)

/* The region of `start`: the points joined to it through neighbours q that no fill has reached
 * (no QUEUED) and whose owner[q] & mask is owner[start] & mask. Marks them QUEUED, lists them
 * in work[] and returns their number. Unless reach is NULL, *reach gets the grid colors (ORed)
 * of the neighbours outside the region that no fill has reached either: the stones around an
 * empty region. One breadth-first fill, no recursion, each point queued once. */
static int fill_region(const uint8_t *grid, int n, uint8_t *owner, uint16_t *work, int start,
                       uint8_t mask, int *reach)
{
    uint8_t key = owner[start] & mask;
    int head = 0, tail = 0, colors = 0;
    work[tail++] = (uint16_t)start;
    owner[start] |= QUEUED;
    while (head < tail) {
        int p = work[head++];
#define VISIT(q)                                                                                   \
    do {                                                                                           \
        if (owner[q] & QUEUED)                                                                     \
            break;                                                                                 \
        if ((owner[q] & mask) == key) {                                                            \
            owner[q] |= QUEUED;                                                                    \
            work[tail++] = (uint16_t)(q);                                                          \
        } else if (reach != NULL) {                                                                \
            colors |= grid[q];                                                                     \
        }                                                                                          \
    } while (0)
        FOR_NEIGHBOURS(p, n, VISIT);
#undef VISIT
    }
    if (reach != NULL)
        *reach = colors;
    return tail;
}

int score_owners(const uint8_t *grid, int n, uint8_t *owner, uint16_t *work)
{
    if (n < 0 || n > SCORE_MAX_SIZE)
        return SCORE_E_SIZE;
    int points = n * n;
    for (int p = 0; p < points; p++) {
        switch (grid[p]) {
        case COLOR_EMPTY: owner[p] = UNSEEN; break;
        case COLOR_BLACK: owner[p] = SCORE_BLACK_STONE; break;
        case COLOR_WHITE: owner[p] = SCORE_WHITE_STONE; break;
        default: return SCORE_E_COLOR;
        }
    }
    for (int start = 0; start < points; start++) {
        if (owner[start] != UNSEEN)
            continue;
        int reach; /* COLOR_BLACK | COLOR_WHITE bits */
        int tail = fill_region(grid, n, owner, work, start, 0xFF, &reach);
        uint8_t v = reach == COLOR_BLACK   ? SCORE_BLACK_TERRITORY
                    : reach == COLOR_WHITE ? SCORE_WHITE_TERRITORY
                                           : SCORE_DAME;
        for (int i = 0; i < tail; i++)
            owner[work[i]] = v;
    }
    return SCORE_OK;
}

/* The number of independent regions of each color (see RULES_TAX_ALL in score.h) into
 * regions[COLOR_BLACK] and regions[COLOR_WHITE]. OWNER is left as it was found. */
static void count_regions(uint8_t *owner, int n, uint16_t *work, int regions[3])
{
    int points = n * n;
    for (int start = 0; start < points; start++) {
        int color = owner[start] & 3;
        if (color == COLOR_EMPTY || (owner[start] & QUEUED))
            continue;
        regions[color]++;
        fill_region(NULL, n, owner, work, start, 3, NULL);
    }
    for (int p = 0; p < points; p++)
        owner[p] &= (uint8_t)~QUEUED;
}

/* Marks the points of a seki on an owner array fresh from score_owners. */
#define IN_SEKI 0x40

/* The liberties, counted up to 2, of the chain of `color` that holds `start` when `played` (a
 * point, or -1) also holds a stone of `color`; the liberties' fill marks are cleared again. */
static int liberties_upto2(const uint8_t *grid, int n, uint8_t *owner, uint16_t *work, int start,
                           int color, int played)
{
    int head = 0, tail = 0, found = 0, first = -1;
    work[tail++] = (uint16_t)start;
    owner[start] |= QUEUED;
    while (head < tail && found < 2) {
        int p = work[head++];
#define VISIT(q)                                                                                   \
    do {                                                                                           \
        if ((q) == played || owner[q] & QUEUED)                                                    \
            break;                                                                                 \
        if (grid[q] == color) {                                                                    \
            owner[q] |= QUEUED;                                                                    \
            work[tail++] = (uint16_t)(q);                                                          \
        } else if (grid[q] == COLOR_EMPTY && (q) != first && found < 2) {                          \
            first = found == 0 ? (q) : first;                                                      \
            found++;                                                                               \
        }                                                                                          \
    } while (0)
        FOR_NEIGHBOURS(p, n, VISIT);
#undef VISIT
    }
    for (int i = 0; i < tail; i++)
        owner[work[i]] &= (uint8_t)~QUEUED;
    return found;
}

/* True when the empty point p is a liberty shared in seki: it touches stones of both colors,
 * neither color may play there without leaving its chain in atari (or with no liberty), and
 * no chain next to it is in atari (a stone there would capture). */
static bool seki_point(const uint8_t *grid, int n, uint8_t *owner, uint16_t *work, int p)
{
    bool touches[3] = {false, false, false};
    bool atari = false;
#define VISIT(q)                                                                                   \
    do {                                                                                           \
        if (grid[q] != COLOR_EMPTY) {                                                              \
            touches[grid[q]] = true;                                                               \
            atari = atari || liberties_upto2(grid, n, owner, work, q, grid[q], -1) < 2;            \
        }                                                                                          \
    } while (0)
    FOR_NEIGHBOURS(p, n, VISIT);
#undef VISIT
    if (!touches[COLOR_BLACK] || !touches[COLOR_WHITE] || atari)
        return false;
    return liberties_upto2(grid, n, owner, work, p, COLOR_BLACK, p) < 2 &&
           liberties_upto2(grid, n, owner, work, p, COLOR_WHITE, p) < 2;
}

/* Sets IN_SEKI on the chain or empty region holding `start` when it belongs to a seki:
 *  - a chain whose liberties reaching both colors are all liberties shared in seki (already
 *    IN_SEKI); a chain with another shared liberty can be approached there;
 *  - an empty region (one color's territory) whose stones around are all in seki: an eye. */
static void mark_in_seki(const uint8_t *grid, int n, uint8_t *owner, uint16_t *work, int start)
{
    bool chain = grid[start] != COLOR_EMPTY;
    bool seki = true;
    int tail = fill_region(grid, n, owner, work, start, 0xFF, NULL);
    for (int i = 0; i < tail && seki; i++) {
        int p = work[i];
#define VISIT(q)                                                                                   \
    do {                                                                                           \
        if (chain ? owner[q] == SCORE_DAME : grid[q] != COLOR_EMPTY && !(owner[q] & IN_SEKI))    \
            seki = false;                                                                          \
    } while (0)
        FOR_NEIGHBOURS(p, n, VISIT);
#undef VISIT
    }
    for (int i = 0; i < tail; i++)
        owner[work[i]] = (uint8_t)((owner[work[i]] & ~QUEUED) | (seki ? IN_SEKI : 0));
}

/* Sets IN_SEKI on the points in seki of an owner array fresh from score_owners: the liberties
 * shared in seki (seki_point), the chains touching one whose other shared liberties are all in
 * seki too, and the empty regions those chains alone enclose (their eyes): mark_in_seki. */
static void find_seki(const uint8_t *grid, int n, uint8_t *owner, uint16_t *work)
{
    int points = n * n;
    for (int p = 0; p < points; p++)
        if (owner[p] == SCORE_DAME && seki_point(grid, n, owner, work, p))
            owner[p] |= IN_SEKI;
    for (int p = 0; p < points; p++) {
        if (owner[p] != (SCORE_DAME | IN_SEKI))
            continue;
#define VISIT(q)                                                                                   \
    do {                                                                                           \
        if (grid[q] != COLOR_EMPTY && !(owner[q] & IN_SEKI))                                      \
            mark_in_seki(grid, n, owner, work, q);                                                 \
    } while (0)
        FOR_NEIGHBOURS(p, n, VISIT);
#undef VISIT
    }
    for (int p = 0; p < points; p++) {
        if (grid[p] == COLOR_EMPTY || !(owner[p] & IN_SEKI))
            continue;
#define VISIT(q)                                                                                   \
    do {                                                                                           \
        if (grid[q] == COLOR_EMPTY && owner[q] != SCORE_DAME && !(owner[q] & IN_SEKI))            \
            mark_in_seki(grid, n, owner, work, q);                                                 \
    } while (0)
        FOR_NEIGHBOURS(p, n, VISIT);
#undef VISIT
    }
}

int score_seki(const uint8_t *grid, int n, uint8_t *seki, uint8_t *owner, uint16_t *work)
{
    int err = score_owners(grid, n, owner, work);
    if (err < 0)
        return err;
    find_seki(grid, n, owner, work);
    for (int p = 0; p < n * n; p++) {
        seki[p] = (owner[p] & IN_SEKI) != 0;
        owner[p] &= (uint8_t)~IN_SEKI;
    }
    return SCORE_OK;
}

static int handicap_bonus(const struct rules *rules, int handicap)
{
    switch (rules->handicap_bonus) {
    case RULES_HANDICAP_BONUS_N: return handicap > 0 ? handicap : 0;
    case RULES_HANDICAP_BONUS_N_MINUS_1: return handicap > 1 ? handicap - 1 : 0;
    default: return 0;
    }
}

int score_compute(const struct score_input *in, const struct rules *rules, uint8_t *owner,
                  uint16_t *work, struct score_result *out)
{
    int n = in->size;
    int err = score_owners(in->grid, n, owner, work);
    if (err < 0)
        return err;
    if (rules->tax == RULES_TAX_SEKI) {
        /* Points in seki count for nobody: their empty points become dame. */
        find_seki(in->grid, n, owner, work);
        for (int p = 0; p < n * n; p++) {
            if (owner[p] & IN_SEKI)
                owner[p] = (owner[p] & SCORE_STONE) ? owner[p] & (uint8_t)~IN_SEKI : SCORE_DAME;
        }
    }

    struct score_result r;
    memset(&r, 0, sizeof r);
    for (int p = 0; p < n * n; p++) {
        uint8_t v = owner[p];
        if (v & SCORE_STONE)
            r.stones[v & 3]++;
        else if (v == SCORE_DAME)
            r.dame++;
        else
            r.territory[v]++;
    }

    if (rules->tax == RULES_TAX_ALL) {
        int regions[3] = {0, 0, 0};
        count_regions(owner, n, work, regions);
        r.tax[COLOR_BLACK] = 2 * regions[COLOR_BLACK];
        r.tax[COLOR_WHITE] = 2 * regions[COLOR_WHITE];
    }

    r.bonus[COLOR_WHITE] = in->komi + handicap_bonus(rules, in->handicap);
    if (rules->has_button && (in->button == COLOR_BLACK || in->button == COLOR_WHITE))
        r.bonus[in->button] += 0.5;

    int base[3];
    for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
        if (rules->scoring == RULES_SCORING_TERRITORY) {
            r.prisoners[c] = in->prisoners[c];
            base[c] = r.territory[c] + r.prisoners[c];
        } else {
            base[c] = r.stones[c] + r.territory[c];
        }
        base[c] -= r.tax[c];
    }
    r.black = base[COLOR_BLACK] + r.bonus[COLOR_BLACK];
    r.white = base[COLOR_WHITE] + r.bonus[COLOR_WHITE];
    /* Integers first, so that an integral komi gives an exact margin. */
    r.margin = (double)(base[COLOR_BLACK] - base[COLOR_WHITE]) + r.bonus[COLOR_BLACK] -
               r.bonus[COLOR_WHITE];
    *out = r;
    return SCORE_OK;
}

/* Margins closer to zero than this print as a draw: they would print as 0 anyway. */
#define DRAW_EPSILON 5e-7

/* "B+" or "W+" and the margin's magnitude with no useless zeros (but one decimal, "2.0", when
 * one_decimal), or DRAW for a draw. */
static int format(const struct score_result *r, const char *draw, bool one_decimal, char *buf,
                  size_t size)
{
    char number[64];
    double m = fabs(r->margin);
    int n;
    if (!(m >= DRAW_EPSILON)) { /* also a NaN margin, from a NaN komi */
        n = snprintf(buf, size, "%s", draw);
    } else {
        if (m >= 1e15 || isinf(m)) {
            /* A margin too wide for `number` is refused, never cut to a different number. */
            int digits = snprintf(number, sizeof number, "%.0f%s", m, one_decimal ? ".0" : "");
            if (digits < 0 || (size_t)digits >= sizeof number) {
                if (size > 0)
                    buf[0] = '\0';
                return SCORE_E_SPACE;
            }
        } else {
            snprintf(number, sizeof number, "%.6f", m);
            char *end = number + strlen(number);
            while (end[-1] == '0')
                *--end = '\0';
            if (end[-1] == '.' && one_decimal) {
                *end++ = '0'; /* back over the zeros just cut: there is room */
                *end = '\0';
            } else if (end[-1] == '.') {
                end[-1] = '\0';
            }
        }
        n = snprintf(buf, size, "%c+%s", r->margin > 0 ? 'B' : 'W', number);
    }
    if (n < 0 || (size_t)n >= size) {
        if (size > 0)
            buf[0] = '\0';
        return SCORE_E_SPACE;
    }
    return n;
}

int score_format_gtp(const struct score_result *r, char *buf, size_t size)
{
    return format(r, "0", true, buf, size);
}

int score_format_sgf(const struct score_result *r, char *buf, size_t size)
{
    return format(r, "0", false, buf, size);
}

int score_format_result(const struct score_result *r, char *buf, size_t size)
{
    return format(r, "Jigo", false, buf, size);
}

const char *score_strerror(int code)
{
    switch (code) {
    case SCORE_OK: return "success";
    case SCORE_E_SIZE: return "board size out of range";
    case SCORE_E_COLOR: return "a point is neither empty, black nor white";
    case SCORE_E_SPACE: return "buffer too small";
    default: return "unknown error";
    }
}
