/* policy-t.c - the search's heavy playouts: every move legal under the playout rules, never the
 * mover's own true eye, never a self-atari of four stones or more (a nakade has three at most),
 * the board exact after a playout; the stone the last move left in atari is taken; a chain in
 * atari runs only where the ladder fails; the shapes around the last move are drawn by the
 * model's gammas */
#include <stdio.h>
#include <stdlib.h>

#include "core/board.h"
#include "engine/features.h"
#include "engine/model.h"
#include "engine/pattern.h"
#include "engine/policy.h"
#include "tap/basic.h"
#include "unit/diagram.h"
#include "util/rng.h"

#define DEFAULT_SEED 20261126u

/* A position of `moves` random legal moves on an empty board of `size`. */
static void random_position(struct board *b, int size, int moves, struct rng *rng)
{
    board_init(b, size);
    int color = COLOR_BLACK;
    for (int m = 0; m < moves && b->empty_count > 0; m++) {
        int p = b->empty[rng_below(rng, (uint32_t)b->empty_count)];
        if (board_play(b, color, p) == 0)
            color = color_other(color);
    }
}

static void test_playout_moves(uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    long moves = 0, bad_legal = 0, bad_eye = 0, bad_atari = 0, bad_board = 0, playouts = 0;
    for (int n = 0; n < 120; n++, playouts++) {
        int size = 5 + (int)rng_below(&rng, 15);
        struct board b;
        random_position(&b, size, (int)rng_below(&rng, (uint32_t)(size * size / 2)), &rng);
        b.allow_suicide = n % 2 == 0; /* the playouts refuse every suicide either way */
        int color = n % 4 < 2 ? COLOR_BLACK : COLOR_WHITE, placed[3] = {0, 0, 0}, passes = 0;
        for (int m = 0; m < 3 * size * size && passes < 2; m++, moves++) {
            struct board before;
            board_copy(&before, &b);
            before.allow_suicide = false;
            board_complete(&before);
            int p = policy_move(&b, color, &rng), stones = 0, lib;
            passes = p == BOARD_PASS ? passes + 1 : 0;
            if (p != BOARD_PASS) {
                placed[color]++;
                bad_legal += board_legal(&before, color, p) != 0;
                bad_eye += board_is_true_eye(&before, color, p);
                bad_atari += board_self_atari(&before, color, p, &stones, &lib) && stones >= 4;
            }
            color = color_other(color);
        }
        board_heavy_end(&b, placed);
        bad_board += board_check(&b) != NULL;
    }
    diag("%ld heavy playouts, %ld moves, seed %llu", playouts, moves, (unsigned long long)seed);
    is_int(0, (int)bad_legal, "every playout move is legal with suicide forbidden");
    is_int(0, (int)bad_eye, "no playout move fills the mover's own true eye");
    is_int(0, (int)bad_atari, "no playout move is a self-atari of four stones or more");
    is_int(0, (int)bad_board, "the board is exact after each playout (board_check)");
}

/* White's E5 puts itself in atari at E4: black takes it, whatever the draw. */
static void test_capture_reply(void)
{
    int taken = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct board b;
        diagram_setup(&b, 9,
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . X . . . .\n"
                      ". . . X . X . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n");
        board_play(&b, COLOR_WHITE, board_point(&b, 4, 4));
        struct rng rng;
        rng_seed(&rng, seed);
        taken += policy_move(&b, COLOR_BLACK, &rng) == board_point(&b, 4, 3);
    }
    is_int(40, taken, "the stone the last move left in atari is taken (40 seeds)");
}

/* Black's D3 puts white's D4 in atari at E4. On an empty board the ladder works and white never
 * runs; with a white stone on its path it always does. */
static int runs(const char *diagram)
{
    int ran = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct board b;
        diagram_setup(&b, 9, diagram);
        board_play(&b, COLOR_BLACK, board_point(&b, 3, 2));
        struct rng rng;
        rng_seed(&rng, seed);
        ran += policy_move(&b, COLOR_WHITE, &rng) == board_point(&b, 4, 3);
    }
    return ran;
}

static void test_ladder_escape(void)
{
    is_int(0,
           runs(". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . X . . . . .\n"
                ". . X O . . . . .\n"
                ". . . . X . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"),
           "a chain in a working ladder does not run (40 seeds)");
    is_int(40,
           runs(". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . O . .\n"
                ". . . . . . . . .\n"
                ". . . X . . . . .\n"
                ". . X O . . . . .\n"
                ". . . . X . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"),
           "with a ladder breaker it runs, whatever the draw (40 seeds)");
}

/* Among the points around the last move that match a shape, the playouts draw in proportion to
 * the model's gamma for the shape (pattern.h): on random positions where the shape stage alone
 * answers (every draw lands on one of two matching points) and the model rates one shape at
 * least three times the other, each point's share of 4,000 draws is its share of the gammas,
 * within 0.04 (an even draw would give the better shape half, at most 0.25 below). */
static void test_shape_weights(uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    const struct model *m = model_builtin();
    int positions = 0, off = 0;
    double worst = 0;
    for (int tries = 0; tries < 20000 && positions < 6 && m != NULL; tries++) {
        struct board b;
        int size = 9 + 2 * (int)rng_below(&rng, 3);
        random_position(&b, size, 10 + (int)rng_below(&rng, (uint32_t)(size * size / 3)), &rng);
        int last = b.last_move;
        if (last <= 0 || b.color[last] == COLOR_EMPTY)
            continue;
        int color = color_other(b.color[last]);
        int s = b.stride, points[2], n = 0;
        const int around[8] = {last - s - 1, last - s, last - s + 1, last - 1,
                               last + 1,     last + s - 1, last + s, last + s + 1};
        double gamma[2];
        for (int i = 0; i < 8; i++) {
            int q = around[i];
            if (b.color[q] != COLOR_EMPTY || !pattern_match(&b, q))
                continue;
            if (n < 2) {
                gamma[n] = model_shape_gamma(m, features_shape3_of_code(b.shape[q], color));
                points[n] = q;
            }
            n++;
        }
        if (n != 2 || (gamma[0] < 3 * gamma[1] && gamma[1] < 3 * gamma[0]))
            continue;
        int first = 0, second = 0, draws = 4000;
        for (int d = 0; d < draws; d++) {
            struct board copy;
            board_copy(&copy, &b);
            int p = policy_move(&copy, color, &rng);
            first += p == points[0];
            second += p == points[1];
            if (d == 99 && (first + second < 100 || first == 0 || second == 0))
                break; /* another stage answers, or one point is refused */
        }
        if (first + second != draws)
            continue;
        positions++;
        double share = (double)first / draws, expected = gamma[0] / (gamma[0] + gamma[1]);
        diag("%dx%d: shares %.3f and %.3f of gammas %.3f and %.3f", size, size, share,
             1 - share, gamma[0], gamma[1]);
        double miss = share > expected ? share - expected : expected - share;
        worst = miss > worst ? miss : worst;
        off += miss > 0.04;
    }
    ok(positions == 6 && off == 0,
       "the matching shapes around the last move are drawn by the model's gammas (%d positions, "
       "worst miss %.3f)",
       positions, worst);
}

int main(void)
{
    uint64_t seed = DEFAULT_SEED;
    const char *env = getenv("KOSUMI_SEED");
    if (env != NULL)
        seed = strtoull(env, NULL, 10);
    pattern_init();
    plan(8);
    test_playout_moves(seed);
    test_capture_reply();
    test_ladder_escape();
    test_shape_weights(seed);
    return 0;
}
