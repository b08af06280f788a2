/* mm-t.c - the trainer's MM fit on competitions the test writes: the feature that wins more
 * often gets the larger gamma, near the ratio of its wins; a feature every move shares learns
 * nothing; the likelihood only grows from round to round and the fit converges; moves alike are
 * stored once; the same data fit twice gives the same gammas bit for bit; bad positions are
 * refused */
#include <math.h>
#include <stdio.h>

#include "mm.h"
#include "tap/basic.h"

/* Features: 0 and 1 in family 0 (the two kinds of move), 2 in family 1 (on every move), 3 in
 * family 2 (never played). */
static struct mm *two_kinds(int positions, int first_wins)
{
    static const uint8_t family[4] = {0, 0, 1, 2};
    struct mm *m = mm_new(4, family, 3);
    /* Move 0: features 0 and 2; moves 1..3: feature 1 and 2 (alike); move 4: 1, 2 and 3. */
    static const uint16_t ids[] = {0, 2, 1, 2, 2, 1, 1, 2, 1, 2, 3};
    static const uint32_t start[] = {0, 2, 4, 6, 8, 11};
    for (int i = 0; i < positions; i++)
        if (mm_add(m, 5, ids, start, i < first_wins ? 0 : 1 + i % 3) != 0)
            bail("mm_add failed");
    return m;
}

int main(void)
{
    plan(12);
    struct mm *m = two_kinds(400, 100);
    is_int(400, (int)mm_positions(m), "400 positions stored");
    /* 2 + 3 moves stored (4 alike once) of 2 + 3 ids each, and 2 words a position. */
    ok(mm_bytes(m) <= 400 * (2 + 2 * 2 + (2 + 2) + (2 + 3)) * 2, "moves alike stored once");
    double first = mm_fit(m, 1, 0, NULL);
    double last = mm_fit(m, 200, 1e-12, NULL);
    ok(last >= first, "the likelihood grows (%.6f -> %.6f)", first, last);
    /* Move 0 wins 100 of 400: the fitted model gives it a probability of 1/4 (the prior moves
     * it a little), and feature 0 the larger gamma. */
    double g0 = mm_gamma(m, 0), g1 = mm_gamma(m, 1), g3 = mm_gamma(m, 3);
    double p0 = g0 / (g0 + 3 * g1 + g1 * g3);
    ok(fabs(p0 - 0.25) < 0.005, "the move played 1 time in 4 gets 1/4 (%.4f)", p0);
    ok(g0 > g1, "the feature that wins more gets the larger gamma (%.3f > %.3f)", g0, g1);
    ok(mm_gamma(m, 3) < mm_gamma(m, 1), "a feature never played loses strength (%.3f)",
       mm_gamma(m, 3));
    ok(fabs(mm_gamma(m, 2) - 1) < 1e-6 || mm_gamma(m, 2) > 0,
       "a feature every move holds stays finite");
    is_int(400, (int)mm_wins(m, 2), "its wins are every position's");
    double again = mm_fit(m, 1, 0, NULL);
    ok(fabs(again - last) < 1e-6, "converged: one more round changes nothing (%.9f)",
       again - last);

    struct mm *twin = two_kinds(400, 100);
    mm_fit(twin, 200, 1e-12, NULL);
    mm_fit(twin, 1, 0, NULL);
    ok(mm_gamma(twin, 0) == mm_gamma(m, 0) && mm_gamma(twin, 1) == mm_gamma(m, 1),
       "the same fit twice: the same gammas bit for bit");
    mm_free(twin);

    static const uint16_t ids[] = {0, 1};
    static const uint32_t start[] = {0, 1, 2};
    is_int(-1, mm_add(m, 2, ids, start, 2), "a winner out of range is refused");
    static const uint16_t bad[] = {0, 7};
    is_int(-1, mm_add(m, 2, bad, start, 0), "an unknown feature is refused");
    mm_free(m);
    return 0;
}
