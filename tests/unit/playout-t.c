/* playout-t.c - light playouts are legal games: every move is one the board accepts and that does
 * not fill the mover's own eye, a playout ends only when neither side has such a move, and moves
 * are drawn uniformly */
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "engine/playout.h"
#include "rng.h"
#include "tap/basic.h"
#include "unit/diagram.h"

/* The moves playout_move may choose from for color on b. */
static int acceptable_moves(const struct board *b, int color, int *moves)
{
    int n = 0;
    for (int p = 0; p < b->stride * b->stride; p++)
        if (b->color[p] == COLOR_EMPTY && !board_is_eyelike(b, color, p) &&
            board_legal(b, color, p) == 0)
            moves[n++] = p;
    return n;
}

static void test_legal_games(uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    long moves = 0, bad_moves = 0, bad_checks = 0, passed_out = 0, long_games = 0, games = 0;
    for (int size = 1; size <= BOARD_MAX_SIZE; size++) {
        for (int suicide = 0; suicide <= 1; suicide++) {
            int count = size <= 9 ? 20 : 3;
            for (int n = 0; n < count; n++, games++) {
                struct board empty, b;
                board_init(&empty, size);
                empty.allow_suicide = suicide;
                board_copy(&b, &empty);
                int color = COLOR_BLACK, passes = 0, limit = 3 * size * size;
                for (int m = 0; m < limit && passes < 2; m++, moves++) {
                    int choices[BOARD_MAX_POINTS];
                    int k = acceptable_moves(&b, color, choices);
                    int p = playout_move(&b, color, &rng);
                    bool listed = false;
                    for (int i = 0; i < k; i++)
                        listed |= choices[i] == p;
                    bad_moves += p == BOARD_PASS ? k != 0 : !listed;
                    bad_checks += board_check(&b) != NULL;
                    passes = p == BOARD_PASS ? passes + 1 : 0;
                    color = color_other(color);
                }
                if (size >= 7) {
                    long_games++;
                    passed_out += passes == 2;
                }
            }
        }
    }
    diag("%ld playouts, %ld moves", games, moves);
    is_int(0, bad_moves, "every move was an acceptable one, every pass had none");
    is_int(0, bad_checks, "board consistent after every playout move");
    /* A pass is checked above to have had no alternative. Two kos left at the end let a playout
     * cycle (pass, retake, pass, retake) until the move limit, so some never pass out. */
    diag("%ld of %ld playouts on 7x7 and up ended by two passes", passed_out, long_games);
}

static void test_playout_run(uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    struct board b;
    board_init(&b, 9);
    int stones = playout_run(&b, COLOR_BLACK, &rng, 3 * 81);
    ok(stones > 40, "a 9x9 playout places many stones (%d)", stones);
    ok(board_check(&b) == NULL, "board consistent after playout_run");
    is_int(BOARD_PASS, b.last_move, "playout_run stopped at a pass");
    struct board limited;
    board_init(&limited, 9);
    is_int(5, playout_run(&limited, COLOR_BLACK, &rng, 5), "the move limit stops it");
}

static void test_eyes_not_filled(void)
{
    /* Black's only empty points are its own eyes: black passes, white (which would be playing
     * suicide there) passes too. */
    static const char *diagram = ".X.\n"
                                 "XXX\n"
                                 "X.X\n";
    struct board b;
    diagram_setup(&b, 3, diagram);
    struct rng rng;
    rng_seed(&rng, 5);
    is_int(BOARD_PASS, playout_move(&b, COLOR_BLACK, &rng), "black does not fill its eyes");
    is_int(BOARD_PASS, playout_move(&b, COLOR_WHITE, &rng), "white has no legal move");
}

static void test_uniform(void)
{
    /* From a position with a few acceptable moves, every one is drawn about equally often. */
    static const char *diagram = "...\n"
                                 ".X.\n"
                                 "...\n";
    struct board start;
    diagram_setup(&start, 3, diagram);
    int choices[BOARD_MAX_POINTS];
    int k = acceptable_moves(&start, COLOR_WHITE, choices);
    struct rng rng;
    rng_seed(&rng, 11);
    int counts[BOARD_MAX_POINTS];
    memset(counts, 0, sizeof counts);
    int draws = 20000;
    for (int i = 0; i < draws; i++) {
        struct board b = start;
        counts[playout_move(&b, COLOR_WHITE, &rng)]++;
    }
    double expected = (double)draws / k, chi2 = 0;
    for (int i = 0; i < k; i++) {
        double d = counts[choices[i]] - expected;
        chi2 += d * d / expected;
    }
    is_int(8, k, "white has eight acceptable moves");
    is_int(0, counts[BOARD_PASS], "never passes with moves available");
    /* 7 degrees of freedom: 35 is beyond the 0.9999 quantile (29.9). */
    ok(chi2 < 35, "draws uniform over the acceptable moves (chi2 = %.1f)", chi2);
}

int main(void)
{
    const char *env = getenv("KOSUMI_SEED");
    uint64_t seed = env != NULL ? strtoull(env, NULL, 10) : 20261121;
    plan_lazy();
    diag("seed %llu (set KOSUMI_SEED to replay)", (unsigned long long)seed);
    test_legal_games(seed);
    test_playout_run(seed);
    test_eyes_not_filled();
    test_uniform();
    return 0;
}
