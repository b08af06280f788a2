/* bench.c - `kosumi bench`: playouts from the empty board, timed
 *
 * Two policies, --policy light|search:
 *   - light (the default): engine/playout.h's uniformly random playouts on the board's light
 *     playout loop (board_playout_run), the reference for how fast the board itself is;
 *   - search: the playouts genmove's search runs (engine/policy.h: captures, escapes read with
 *     the ladder reader, 3x3 patterns, no self-atari) on the board's heavy mode, the figure
 *     that says how fast kosumi thinks. Inside genmove the tree's own work comes on top.
 * It is a benchmark, not a test (the tests check that playouts are legal games, never how fast
 * they are). With --threads T, T workers each own a board and a generator and write only their
 * own totals, so the figure is the machine's rate for independent playouts.
 */
#include "config.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "core/args.h"
#include "core/board.h"
#include "engine/pattern.h"
#include "engine/playout.h"
#include "engine/policy.h"
#include "util/monotonic.h"
#include "util/rng.h"

static void usage(FILE *out)
{
    fprintf(out, "usage: kosumi bench [--size N] [--playouts P] [--seed S] [--threads T] "
                 "[--policy light|search]\n");
}

/* The usage on stdout for --help and -h, as every subcommand answers them. */
static void help(void)
{
    usage(stdout);
    printf("Playouts a second from the empty board, and what they played.\n"
           "  --size N         board size, 1 to %d (default 9)\n"
           "  --playouts P     playouts in all (default 10000)\n"
           "  --seed S         seed of the first thread's playouts (default 1)\n"
           "  --threads T      threads sharing the playouts (default 1)\n"
           "  --policy light   the light random playouts (the default)\n"
           "  --policy search  the heavy playouts the search runs\n",
           BOARD_MAX_SIZE);
}

/* One worker's share of the run and its totals; nothing here is shared between workers. */
struct worker {
    pthread_t thread;
    bool search; /* the search's heavy playouts, else the light ones */
    int size;
    long long playouts;
    uint64_t seed;
    long long moves, capped, score_sum;
};

static void *worker_run(void *arg)
{
    struct worker *w = arg;
    struct board empty;
    board_init(&empty, w->size);
    struct rng rng;
    rng_seed(&rng, w->seed);
    /* A safety net only: light playouts end by two passes (the tests hold the capped share
     * under 0.1% on 9x9 and 19x19). */
    int max_moves = 3 * w->size * w->size;
    long long moves = 0, capped = 0, score_sum = 0;
    for (long long i = 0; i < w->playouts; i++) {
        struct board b;
        board_copy(&b, &empty);
        if (w->search) {
            int recorded = 0, played = policy_playout(&b, COLOR_BLACK, &rng, max_moves, NULL,
                                                      &recorded, 0);
            moves += played;
            capped += played == max_moves && b.last_move != BOARD_PASS;
            score_sum += board_area_score(&b);
            continue;
        }
        struct playout_result result = {0};
        playout_run_result(&b, COLOR_BLACK, &rng, max_moves, &result);
        moves += result.moves;
        capped += result.capped;
        score_sum += result.score;
    }
    w->moves = moves;
    w->capped = capped;
    w->score_sum = score_sum;
    return NULL;
}

int bench_main(int argc, char **argv)
{
    long long size = 9, playouts = 10000, seed = 1, threads = 1;
    bool search = false;
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            help();
            return 0;
        }
    for (int i = 1; i < argc; i += 2) {
        const char *opt = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok;
        if (strcmp(opt, "--policy") == 0) {
            ok = value != NULL && (strcmp(value, "light") == 0 || strcmp(value, "search") == 0);
            search = ok && strcmp(value, "search") == 0;
        } else if (strcmp(opt, "--size") == 0)
            ok = args_parse_whole(value, 1, BOARD_MAX_SIZE, &size);
        else if (strcmp(opt, "--playouts") == 0)
            ok = args_parse_whole(value, 0, 1000000000, &playouts);
        else if (strcmp(opt, "--seed") == 0)
            ok = args_parse_whole(value, 0, INT64_MAX, &seed);
        else if (strcmp(opt, "--threads") == 0)
            ok = args_parse_whole(value, 1, 256, &threads);
        else {
            fprintf(stderr, "kosumi bench: unknown option '%s'\n", opt);
            usage(stderr);
            return 2;
        }
        if (!ok) {
            fprintf(stderr, "kosumi bench: bad value for %s: '%s'\n", opt, value ? value : "");
            usage(stderr);
            return 2;
        }
    }

    if (search)
        pattern_init();
    struct worker *workers = calloc((size_t)threads, sizeof *workers);
    if (workers == NULL) {
        fprintf(stderr, "kosumi bench: out of memory\n");
        return 1;
    }
    /* Worker t plays every threads-th playout's share with the stream of seed + t, so one
     * thread with seed S plays the same playouts whatever T was before. */
    for (long long t = 0; t < threads; t++) {
        workers[t].size = (int)size;
        workers[t].search = search;
        workers[t].playouts = playouts / threads + (t < playouts % threads);
        workers[t].seed = (uint64_t)seed + (uint64_t)t;
    }
    double start = monotonic_seconds();
    long long started = 1;
    if (threads == 1) {
        worker_run(&workers[0]);
    } else {
        for (started = 0; started < threads; started++) {
            int error = pthread_create(&workers[started].thread, NULL, worker_run,
                                       &workers[started]);
            if (error != 0) {
                fprintf(stderr, "kosumi bench: cannot start thread: %s\n", strerror(error));
                break;
            }
        }
        for (long long t = 0; t < started; t++)
            pthread_join(workers[t].thread, NULL);
    }
    double elapsed = monotonic_seconds() - start;
    long long moves = 0, capped = 0, score_sum = 0;
    for (long long t = 0; t < threads; t++) {
        moves += workers[t].moves;
        capped += workers[t].capped;
        score_sum += workers[t].score_sum;
    }
    free(workers);
    if (started < threads)
        return 1;

    double n = playouts > 0 ? (double)playouts : 1;
    printf("%lldx%lld %s: %lld playouts, %lld thread%s, %.3f s: %.0f playouts/s, "
           "%.1f moves/playout, %.0f moves/s, %.3f%% capped, mean score %+.2f (black minus white "
           "area, no komi), seed %lld\n",
           size, size, search ? "search" : "light", playouts, threads, threads == 1 ? "" : "s",
           elapsed,
           elapsed > 0 ? (double)playouts / elapsed : 0, (double)moves / n,
           elapsed > 0 ? (double)moves / elapsed : 0, 100.0 * (double)capped / n,
           (double)score_sum / n, seed);
    return 0;
}
