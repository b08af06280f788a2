/* bench.c - `kosumi bench`: light random playouts from the empty board, timed
 *
 * This measures the board and the playout policy the search will run millions of times; it is a
 * benchmark, not a test (the tests check that playouts are legal games, never how fast they are).
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board.h"
#include "cli.h"
#include "engine/playout.h"
#include "rng.h"
#include "rules.h"
#include "score.h"

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Parses a whole decimal number in [min, max] into *out; false when it is not one. */
static bool parse_number(const char *text, long long min, long long max, long long *out)
{
    if (text == NULL || *text == '\0')
        return false;
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (errno != 0 || *end != '\0' || v < min || v > max)
        return false;
    *out = v;
    return true;
}

static int usage(void)
{
    fprintf(stderr, "usage: kosumi bench [--size N] [--playouts P] [--seed S]\n");
    return 2;
}

int bench_main(int argc, char **argv)
{
    long long size = 9, playouts = 10000, seed = 1;
    for (int i = 1; i < argc; i += 2) {
        const char *opt = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok;
        if (strcmp(opt, "--size") == 0)
            ok = parse_number(value, 1, BOARD_MAX_SIZE, &size);
        else if (strcmp(opt, "--playouts") == 0)
            ok = parse_number(value, 0, 1000000000, &playouts);
        else if (strcmp(opt, "--seed") == 0)
            ok = parse_number(value, 0, INT64_MAX, &seed);
        else
            return usage();
        if (!ok) {
            fprintf(stderr, "kosumi bench: bad value for %s: '%s'\n", opt, value ? value : "");
            return usage();
        }
    }

    struct board empty;
    board_init(&empty, (int)size);
    struct rules rules;
    rules_default(&rules);
    empty.allow_suicide = rules.suicide;
    struct rng rng;
    rng_seed(&rng, (uint64_t)seed);
    int max_moves = 3 * (int)(size * size);
    uint8_t grid[BOARD_MAX_SIZE * BOARD_MAX_SIZE], owner[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint16_t work[BOARD_MAX_SIZE * BOARD_MAX_SIZE];

    long long moves = 0, capped = 0;
    double score_sum = 0;
    double start = seconds_now();
    for (long long i = 0; i < playouts; i++) {
        struct board b;
        board_copy(&b, &empty);
        moves += playout_run(&b, COLOR_BLACK, &rng, max_moves);
        capped += b.last_move != BOARD_PASS;
        board_to_grid(&b, grid);
        struct score_input in = {.grid = grid, .size = (int)size};
        struct score_result result;
        score_compute(&in, &rules, owner, work, &result);
        score_sum += result.margin;
    }
    double elapsed = seconds_now() - start;

    double per_second = elapsed > 0 ? (double)playouts / elapsed : 0;
    double per_playout = playouts > 0 ? (double)moves / (double)playouts : 0;
    double mean_score = playouts > 0 ? score_sum / (double)playouts : 0;
    /* Capped: still going at 3 * size^2 moves, in practice two or more kos retaken in turn. */
    printf("%lldx%lld: %lld playouts in %.3f s: %.0f playouts/s, %.1f moves/playout, "
           "mean area score %+.2f (black minus white, komi 0), %lld capped, seed %lld\n",
           size, size, playouts, elapsed, per_second, per_playout, mean_score, capped, seed);
    return 0;
}
