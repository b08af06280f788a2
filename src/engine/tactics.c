/* tactics.c - ladder reading and the vital points of eye spaces (see tactics.h)
 *
 * Reading plays on copies of the board with board_play, so every move it tries is legal under
 * the copy's rules; the search's board forbids suicide and keeps simple ko.
 */
#include "config.h"

#include "engine/tactics.h"

void tactics_gather_liberties(const struct board *b, int r, int except, int *libs, int *n, int max)
{
    const int d[4] = {-b->stride, -1, 1, b->stride};
    int s = r;
    do {
        for (int i = 0; i < 4; i++) {
            int q = s + d[i];
            if (b->color[q] != COLOR_EMPTY || q == except)
                continue;
            bool seen = false;
            for (int k = 0; k < *n && !seen; k++)
                seen = libs[k] == q;
            if (!seen) {
                libs[(*n)++] = q;
                if (*n >= max)
                    return;
            }
        }
        s = b->next_stone[s];
    } while (s != r);
}

/* In a ladder, a defender that can take an attacking chain in atari is as good as escaped. */
bool tactics_touches_atari(const struct board *b, int q)
{
    const int d[4] = {-b->stride, -1, 1, b->stride};
    int r = b->chain[q], other = color_other(b->color[q]), s = r;
    do {
        for (int i = 0; i < 4; i++)
            if (b->color[s + d[i]] == other && board_in_atari(b, s + d[i]))
                return true;
        s = b->next_stone[s];
    } while (s != r);
    return false;
}

/* The liberties, up to three, the chain at q would have after extending at its liberty lib,
 * counted without playing and with the point `taken` (or -1) filled by the attacker: lib's empty
 * neighbours and the liberties of the chains the extension joins (q's and its friends next to
 * lib) but lib and `taken`. Captures are left to the caller. */
static int extension_liberties(const struct board *b, int q, int lib, int taken)
{
    const int d[4] = {-b->stride, -1, 1, b->stride};
    int color = b->color[q], libs[4], n = 0, joined[4], chains = 0;
    if (taken >= 0)
        libs[n++] = taken; /* counted as a liberty below, then taken off */
    for (int i = 0; i < 4 && n < 3 + (taken >= 0); i++) {
        int t = lib + d[i];
        if (b->color[t] == COLOR_EMPTY) {
            bool dup = false;
            for (int k = 0; k < n; k++)
                dup |= libs[k] == t;
            if (!dup)
                libs[n++] = t;
        } else if (b->color[t] == color) {
            int r = b->chain[t];
            bool dup = false;
            for (int k = 0; k < chains; k++)
                dup |= joined[k] == r;
            if (!dup) {
                /* Its pairs at lib and `taken` are at most eight; with nine more, they reach
                 * three other points at least: no need to walk it. */
                if (b->chains[r].plibs > 16)
                    return 3;
                joined[chains++] = r;
                tactics_gather_liberties(b, r, lib, libs, &n, 3 + (taken >= 0));
            }
        }
    }
    return n - (taken >= 0);
}

/* True when the extension at lib would have three liberties or more (see above). */
static bool extension_breathes(const struct board *b, int q, int lib, int taken)
{
    return extension_liberties(b, q, lib, taken) >= 3;
}

/* True when the defender's stone at lib would take an attacker chain next to it (one in atari:
 * lib is then its liberty). */
static bool extension_captures(const struct board *b, int q, int lib)
{
    const int d[4] = {-b->stride, -1, 1, b->stride};
    int attacker = color_other(b->color[q]);
    for (int i = 0; i < 4; i++)
        if (b->color[lib + d[i]] == attacker && board_chain_in_atari(b, b->chain[lib + d[i]]))
            return true;
    return false;
}

static bool caught(struct board *b, int q, int lib, int depth);

/* The attacker's atari at p on t, then the reading of the ladder from there: true when it works.
 * t is the reading's own board, changed. */
static bool atari_works(struct board *t, int attacker, int p, int q, int depth)
{
    if (board_play(t, attacker, p) != 0 || board_in_atari(t, p))
        return false;
    int next_lib = board_atari_liberty(t, q);
    return next_lib >= 0 && caught(t, q, next_lib, depth + 1);
}

/* atari_works on a copy of b, for a branch that another one follows. Out of line, so that the
 * copy's room on the stack is taken only when a reading forks. */
static __attribute__((noinline)) bool atari_works_on_copy(const struct board *b, int attacker,
                                                          int p, int q, int depth)
{
    struct board copy;
    board_copy(&copy, b); /* b is already one of the reading's boards: its rules are set */
    return atari_works(&copy, attacker, p, q, depth);
}

/* The chain at q is in atari at lib and its owner to move; b is the reading's own board,
 * changed. */
static bool caught(struct board *b, int q, int lib, int depth)
{
    int defender = b->color[q], attacker = color_other(defender);
    if (depth >= TACTICS_LADDER_DEPTH || tactics_touches_atari(b, q))
        return false;
    if (board_play(b, defender, lib) != 0)
        return true;
    int libs[3], n = 0;
    tactics_gather_liberties(b, b->chain[q], -1, libs, &n, 3);
    if (n != 2)
        return n < 2;
    /* Branches that fail are mostly seen without playing: an atari that leaves the attacker's
     * own stone in atari, or after which the defender's extension at the other liberty
     * breathes. Of those left, the last is read on b itself: a copy only when both are. */
    int viable[2], nviable = 0;
    for (int i = 0; i < 2; i++) {
        int stones, unused;
        if (board_legal(b, attacker, libs[i]) == 0 &&
            !board_self_atari(b, attacker, libs[i], &stones, &unused) &&
            !extension_breathes(b, q, libs[1 - i], libs[i]))
            viable[nviable++] = libs[i];
    }
    if (nviable == 2 && atari_works_on_copy(b, attacker, viable[0], q, depth))
        return true;
    return nviable > 0 && atari_works(b, attacker, viable[nviable - 1], q, depth);
}

bool tactics_ladder_caught(const struct board *b, int q)
{
    int lib = board_atari_liberty(b, q);
    if (lib < 0)
        return false;
    /* Most readings end here, without a copy of the board: an extension that would have three
     * liberties has escaped whatever else happens; one that takes nothing and keeps one liberty
     * or none is caught, unless the chain can take an attacker first. */
    int n = extension_liberties(b, q, lib, -1);
    if (n >= 3)
        return false;
    if (n <= 1 && !extension_captures(b, q, lib))
        return !tactics_touches_atari(b, q);
    struct board copy;
    board_copy(&copy, b);
    copy.allow_suicide = false; /* the playout rules, whatever the caller's board allows */
    return caught(&copy, q, lib, 0);
}

bool tactics_ladder_attack(const struct board *b, int color, int p, int q)
{
    struct board copy;
    board_copy(&copy, b);
    copy.allow_suicide = false; /* the playout rules, whatever the caller's board allows */
    int lib;
    if (board_play(&copy, color, p) != 0 || (lib = board_atari_liberty(&copy, q)) < 0)
        return false;
    /* An atari played by a chain that itself keeps two liberties or fewer starts a capturing
     * race, which the reading below knows nothing of, not a ladder (a lone stone with two is
     * the ordinary ladder's atari). */
    int libs[3], n = 0;
    tactics_gather_liberties(&copy, copy.chain[p], -1, libs, &n, 3);
    if (n < 2 || (n == 2 && copy.chains[copy.chain[p]].size > 1))
        return false;
    return caught(&copy, q, lib, 0);
}

int tactics_nakade_walk(const struct board *b, int p, int *owner)
{
    const int d[4] = {-b->stride, -1, 1, b->stride};
    int region[6], n = 0, around = COLOR_EMPTY;
    region[n++] = p;
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++) {
            int t = region[i] + d[k], c = b->color[t];
            if (c == COLOR_EDGE)
                continue;
            if (c != COLOR_EMPTY) {
                if (around != COLOR_EMPTY && c != around)
                    return -1; /* stones of both colors around: no one's eye space */
                around = c;
                continue;
            }
            bool seen = false;
            for (int j = 0; j < n && !seen; j++)
                seen = region[j] == t;
            if (seen)
                continue;
            if (n == 5)
                return -1; /* six points or more: room for two eyes */
            region[n++] = t;
        }
    }
    if (n < 3 || around == COLOR_EMPTY)
        return -1;
    /* The degrees within the region; the vital point is the one unique highest. */
    int degree[5], best = -1, top = 0, ties = 0;
    bool block = false; /* a 2x2 square inside the region: the bulky five */
    for (int i = 0; i < n; i++) {
        degree[i] = 0;
        bool right = false, down = false, diagonal = false;
        for (int j = 0; j < n; j++) {
            int delta = region[j] - region[i];
            degree[i] += delta == 1 || delta == -1 || delta == b->stride || delta == -b->stride;
            right |= delta == 1;
            down |= delta == b->stride;
            diagonal |= delta == b->stride + 1;
        }
        block |= right && down && diagonal;
        if (degree[i] > top) {
            top = degree[i];
            best = region[i];
            ties = 0;
        } else if (degree[i] == top) {
            ties++;
        }
    }
    if (ties > 0)
        return -1;
    bool vital = (n == 3 && top == 2) || (n == 4 && top == 3) ||
                 (n == 5 && (top == 4 || (top == 3 && block)));
    if (!vital)
        return -1;
    *owner = around;
    return best;
}
