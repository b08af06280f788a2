/* playout-t.c - light playouts are legal games under the playout rules: every move is one the
 * board accepts without suicide and that does not fill the mover's own true eye, a playout ends
 * only when neither side has such a move, moves are drawn uniformly (rejected points included),
 * playouts end by two passes (the cap is a safety net reached by fewer than 0.1%), and the
 * result a search reads (score, owners, sequence, first colors) describes the playout played */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/board.h"
#include "core/rules.h"
#include "core/score.h"
#include "engine/playout.h"
#include "tap/basic.h"
#include "unit/diagram.h"
#include "util/rng.h"

/* The true-eye rule, from the colors alone: every on-board neighbour is `color`, and opponent
 * stones on the diagonals plus one for a point on the edge fewer than two. */
static bool model_true_eye(const struct board *b, int color, int p)
{
    int s = b->stride, edge = 0, other = color_other(color);
    const int adj[4] = {-s, -1, 1, s}, diag[4] = {-s - 1, -s + 1, s - 1, s + 1};
    for (int i = 0; i < 4; i++) {
        int c = b->color[p + adj[i]];
        if (c == COLOR_EDGE)
            edge = 1;
        else if (c != color)
            return false;
    }
    int bad = edge;
    for (int i = 0; i < 4; i++)
        bad += b->color[p + diag[i]] == other;
    return bad < 2;
}

/* The moves playout_move may choose from for color on b: legal under simple ko with every
 * suicide refused, and not a true eye of the mover. */
static int acceptable_moves(const struct board *b, int color, int *moves)
{
    struct board rules = *b;
    rules.allow_suicide = false;
    rules.simple_ko = true;
    int n = 0;
    for (int p = 0; p < b->stride * b->stride; p++)
        if (b->color[p] == COLOR_EMPTY && !model_true_eye(b, color, p) &&
            board_legal(&rules, color, p) == 0)
            moves[n++] = p;
    return n;
}

static void test_legal_games(uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    long moves = 0, bad_moves = 0, bad_checks = 0, capped = 0, games = 0;
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
                capped += passes < 2;
            }
        }
    }
    diag("%ld playouts, %ld moves, %ld capped", games, moves, capped);
    is_int(0, bad_moves, "every move was an acceptable one, every pass had none");
    is_int(0, bad_checks, "board consistent after every playout move");
}

/* The same check for whole playouts (board_playout_run and _record, which play both colors'
 * turns in one loop): the recorded sequence, replayed move by move, only ever plays an
 * acceptable move and passes only when there is none, from either color first, on every size;
 * it stops at two passes, or at the cap (tiny boards can cycle through kos). */
static void test_whole_playouts(uint64_t seed)
{
    static uint16_t sequence[3 * BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    struct rng rng;
    rng_seed(&rng, seed);
    long moves = 0, bad_moves = 0, bad_ends = 0, playouts = 0, capped = 0;
    for (int size = 1; size <= BOARD_MAX_SIZE; size++) {
        for (int n = 0; n < (size <= 9 ? 12 : 4); n++, playouts++) {
            int start = n % 2 ? COLOR_WHITE : COLOR_BLACK, max_moves = 3 * size * size;
            struct board b, replay;
            board_init(&b, size);
            b.allow_suicide = n % 4 >= 2; /* the playouts refuse every suicide either way */
            board_copy(&replay, &b);
            struct playout_result r = {.sequence = sequence};
            playout_run_result(&b, start, &rng, max_moves, &r);
            int color = start;
            for (int i = 0; i < r.moves; i++, moves++, color = color_other(color)) {
                int choices[BOARD_MAX_POINTS];
                int k = acceptable_moves(&replay, color, choices), p = sequence[i];
                bool listed = false;
                for (int j = 0; j < k; j++)
                    listed |= choices[j] == p;
                bad_moves += p == BOARD_PASS ? k != 0 : !listed;
                board_play(&replay, color, p);
            }
            /* Tiny boards can cycle through kos until the cap. */
            bad_ends += r.capped ? r.moves != max_moves
                                 : r.moves < 2 || sequence[r.moves - 1] != BOARD_PASS ||
                                       sequence[r.moves - 2] != BOARD_PASS;
            board_complete(&b);
            bad_ends += !board_equal(&replay, &b) || board_check(&b) != NULL;
            capped += r.capped;
        }
    }
    diag("%ld whole playouts, %ld moves, %ld capped", playouts, moves, capped);
    is_int(0, bad_moves, "whole playouts: every move was an acceptable one, every pass had none");
    is_int(0, bad_ends, "whole playouts: each ended by two passes or at the cap, on the board the "
                        "moves give");
}

/* Playouts far longer than any real one: about one 3x3 playout in 200 falls into a ko cycle
 * that lasts until the move limit, here 10,000 moves, past the points where the loop puts the
 * sink's count back (every 4,096 moves); the board stays consistent through them. */
static void test_long_playouts(uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    int long_ones = 0, bad = 0;
    for (int n = 0; n < 5000 && long_ones < 3; n++) {
        struct board b;
        board_init(&b, 3);
        struct board_playout_count count;
        board_playout_run(&b, n % 2 ? COLOR_WHITE : COLOR_BLACK, &rng, 10000, &count);
        board_complete(&b);
        bad += board_check(&b) != NULL || (!count.finished && count.moves != 10000);
        long_ones += count.moves == 10000;
    }
    is_int(3, long_ones, "3x3 playouts that cycle through kos run on to a 10,000-move limit");
    is_int(0, bad, "the board is consistent after playouts of up to 10,000 moves");
}

/* Fewer than 0.1% of the playouts from the empty board reach the 3 * N^2 cap. */
static void test_capped(uint64_t seed, int size, int playouts)
{
    struct rng rng;
    rng_seed(&rng, seed);
    struct board empty;
    board_init(&empty, size);
    empty.allow_suicide = true; /* the default rules' setting; playouts never suicide anyway */
    long capped = 0, moves = 0, bad_ends = 0;
    for (int i = 0; i < playouts; i++) {
        struct board b;
        board_copy(&b, &empty);
        struct playout_result r = {0};
        playout_run_result(&b, COLOR_BLACK, &rng, 3 * size * size, &r);
        capped += r.capped;
        moves += r.moves;
        /* A finished playout leaves no empty point with an empty neighbour. */
        for (int k = 0; k < b.empty_count && !r.capped; k++)
            bad_ends += board_has_free_neighbour(&b, b.empty[k]);
    }
    diag("%dx%d: %d playouts, %.1f moves each, %ld capped", size, size, playouts,
         (double)moves / playouts, capped);
    ok(capped * 1000 < playouts, "%dx%d: fewer than 0.1%% of %d playouts capped (%ld)", size, size,
       playouts, capped);
    is_int(0, bad_ends, "%dx%d: no finished playout leaves an empty point beside another", size,
           size);
}

static void test_playout_run(uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    struct board b;
    board_init(&b, 9);
    int stones = playout_run(&b, COLOR_BLACK, &rng, 3 * 81);
    ok(stones > 40, "a 9x9 playout places many stones (%d)", stones);
    ok(b.partial && board_check(&b) != NULL,
       "playout_run leaves the liberty sums and shapes stale, and board_check says so");
    board_complete(&b);
    ok(board_check(&b) == NULL, "board consistent after playout_run and board_complete");
    is_int(BOARD_PASS, b.last_move, "playout_run stopped at a pass");
    struct board limited;
    board_init(&limited, 9);
    struct rng again = rng;
    is_int(5, playout_run(&limited, COLOR_BLACK, &rng, 5), "the move limit stops it");

    /* The same five moves recorded: the board's last move is the fifth, black's. */
    struct board recorded;
    board_init(&recorded, 9);
    uint16_t sequence[5];
    struct playout_result result = {.sequence = sequence};
    playout_run_result(&recorded, COLOR_BLACK, &again, 5, &result);
    ok(result.capped && limited.last_move == sequence[4] && limited.last_color == COLOR_BLACK,
       "a playout stopped by the move limit leaves its fifth move, black's, as the last move");
}

/* playout_run_result reports the playout it played: replaying the sequence gives the same
 * board, the first colors and the owners match, the score is the area score of the score
 * module, and the same seed without the arrays plays the same playout. */
static void test_result(uint64_t seed)
{
    static uint16_t sequence[3 * 19 * 19];
    static uint8_t owner[BOARD_MAX_POINTS], first[BOARD_MAX_POINTS], seen[BOARD_MAX_POINTS];
    long replay_bad = 0, first_bad = 0, owner_bad = 0, score_bad = 0, plain_bad = 0;
    struct rules rules;
    rules_default(&rules);
    for (int n = 0; n < 40; n++) {
        int size = n % 2 ? 9 : 19, max_moves = 3 * size * size;
        struct rng rng, again;
        rng_seed(&rng, seed + (uint64_t)n);
        again = rng;
        struct board start, b, plain, replay;
        board_init(&start, size);
        board_copy(&b, &start);
        board_copy(&plain, &start);
        board_copy(&replay, &start);
        struct playout_result r = {.owner = owner, .sequence = sequence, .first = first};
        int stones = playout_run_result(&b, COLOR_WHITE, &rng, max_moves, &r);
        plain_bad += playout_run(&plain, COLOR_WHITE, &again, max_moves) != stones ||
                     !board_equal(&plain, &b);

        memset(seen, COLOR_EMPTY, sizeof seen);
        int color = COLOR_WHITE, placed = 0;
        for (int i = 0; i < r.moves; i++, color = color_other(color)) {
            int p = sequence[i];
            replay_bad += board_play(&replay, color, p) != 0;
            if (p != BOARD_PASS) {
                placed++;
                if (seen[p] == COLOR_EMPTY)
                    seen[p] = (uint8_t)color;
            }
        }
        replay_bad += !board_equal(&replay, &b) || placed != r.stones || stones != r.stones ||
                      r.capped;
        for (int p = 0; p < b.stride * b.stride; p++)
            first_bad += board_on_board(&b, p) && first[p] != seen[p];

        uint8_t grid[BOARD_MAX_SIZE * BOARD_MAX_SIZE], classes[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
        uint16_t work[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
        board_to_grid(&b, grid);
        struct score_input in = {.grid = grid, .size = size};
        struct score_result sr;
        score_compute(&in, &rules, classes, work, &sr);
        int area = sr.stones[COLOR_BLACK] + sr.territory[COLOR_BLACK] -
                   sr.stones[COLOR_WHITE] - sr.territory[COLOR_WHITE];
        score_bad += area != r.score;
        /* The owner of a point: its stone, else the color whose stones alone surround it. */
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int p = board_point(&b, col, row), c = b.color[p], want = c;
                if (c == COLOR_EMPTY) {
                    int s = b.stride, black = 0, white = 0;
                    const int adj[4] = {-s, -1, 1, s};
                    for (int i = 0; i < 4; i++) {
                        black += b.color[p + adj[i]] == COLOR_BLACK;
                        white += b.color[p + adj[i]] == COLOR_WHITE;
                    }
                    want = black && !white ? COLOR_BLACK : white && !black ? COLOR_WHITE
                                                                           : COLOR_EMPTY;
                }
                owner_bad += owner[p] != want;
            }
        }
    }
    is_int(0, replay_bad, "the sequence replays to the final board, its stones counted");
    is_int(0, first_bad, "the first color of every point is who played it first");
    is_int(0, owner_bad, "the owners are the stones and one-point regions of the final board");
    is_int(0, score_bad, "the score is the area score the score module gives");
    is_int(0, plain_bad, "playout_run plays the same playout as playout_run_result");
}

static void test_eyes_not_filled(void)
{
    /* Black's only empty points are its own true eyes: black passes, white (which would be
     * playing suicide there) passes too. */
    static const char *diagram = ".X.\n"
                                 "XXX\n"
                                 "X.X\n";
    struct board b;
    diagram_setup(&b, 3, diagram);
    struct rng rng;
    rng_seed(&rng, 5);
    is_int(BOARD_PASS, playout_move(&b, COLOR_BLACK, &rng), "black does not fill its true eyes");
    is_int(BOARD_PASS, playout_move(&b, COLOR_WHITE, &rng), "white has no legal move");
}

static void test_false_eye_filled(void)
{
    /* a is eye-like for black, but two white stones sit on its diagonals: a false eye, which
     * black fills. b has one white diagonal and is inside the board: a true eye, never filled. */
    static const char *diagram = ".....\n"
                                 "XXXXX\n"
                                 "XaXbX\n"
                                 "OXOX.\n"
                                 ".....\n";
    struct board b;
    diagram_setup(&b, 5, diagram);
    int a = diagram_mark(&b, diagram, 'a'), eye = diagram_mark(&b, diagram, 'b');
    ok(board_check(&b) == NULL, "the false-eye position is a legal one");
    ok(!board_is_true_eye(&b, COLOR_BLACK, a), "a false eye is not a true eye");
    ok(board_is_true_eye(&b, COLOR_BLACK, eye),
       "an eye with one opponent diagonal inside the board is a true eye");
    struct rng rng;
    rng_seed(&rng, 7);
    int played[BOARD_MAX_POINTS] = {0};
    for (int i = 0; i < 1000; i++) {
        struct board c = b;
        played[playout_move(&c, COLOR_BLACK, &rng)]++;
    }
    ok(played[a] > 0, "black fills its false eye (%d of 1000)", played[a]);
    is_int(0, played[eye], "black never fills its true eye");
}

static void test_no_suicide(void)
{
    /* With multi-stone suicide allowed by the rules, a playout still never plays one: white's
     * empty points are a suicide of several stones (the centre) and of one (two corners), so
     * white passes. */
    static const char *diagram = "XXXX.\n"
                                 "XOOOX\n"
                                 "XO.OX\n"
                                 "XOOOX\n"
                                 "XXXX.\n";
    struct board b;
    diagram_setup(&b, 5, diagram);
    b.allow_suicide = true;
    struct rng rng;
    rng_seed(&rng, 9);
    int center = board_point(&b, 2, 2);
    ok(board_legal(&b, COLOR_WHITE, center) == 0, "the rules allow white's suicide in the centre");
    ok(!board_playout_legal(&b, COLOR_WHITE, center), "a playout does not");
    is_int(BOARD_PASS, playout_move(&b, COLOR_WHITE, &rng), "white passes rather than suicide");
}

/* Sets up the diagram on a board of `size` and lists white's acceptable moves there. */
static int white_choices(struct board *start, int size, const char *diagram, int *choices)
{
    diagram_setup(start, size, diagram);
    return acceptable_moves(start, COLOR_WHITE, choices);
}

static void test_uniform(void)
{
    /* From a position where half the empty points are rejected (black's true eyes, which are
     * suicides for white, and white's own true eyes), every acceptable move is drawn about
     * equally often: the rejection path is taken on most draws. */
    static const char *diagram = ".X.X.O.O.\n"
                                 "XXXXXOOOO\n"
                                 ".........\n"
                                 ".........\n"
                                 ".........\n"
                                 ".........\n"
                                 ".........\n"
                                 "XXXXXOOOO\n"
                                 ".X.X.O.O.\n";
    struct board start;
    int choices[BOARD_MAX_POINTS];
    int k = white_choices(&start, 9, diagram, choices);
    struct rng rng;
    rng_seed(&rng, 11);
    int counts[BOARD_MAX_POINTS];
    memset(counts, 0, sizeof counts);
    int draws = 100000;
    for (int i = 0; i < draws; i++) {
        struct board b = start;
        counts[playout_move(&b, COLOR_WHITE, &rng)]++;
    }
    double expected = (double)draws / k, chi2 = 0;
    for (int i = 0; i < k; i++) {
        double d = counts[choices[i]] - expected;
        chi2 += d * d / expected;
    }
    is_int(47, k, "white has 47 acceptable moves");
    is_int(55, start.empty_count, "among 55 empty points (8 rejected)");
    int taken = 0;
    for (int i = 0; i < k; i++)
        taken += counts[choices[i]];
    is_int(draws, taken, "every draw was an acceptable move");
    /* 46 degrees of freedom: 100 is beyond the 0.9999 quantile (about 91). */
    ok(chi2 < 100, "draws uniform over the acceptable moves (chi2 = %.1f)", chi2);
}

static void test_uniform_rejections(void)
{
    /* Most points rejected: on this 5x5 board white's only acceptable moves are a and b, all
     * other empty points are black's eyes, suicides for white; each is drawn about half the
     * time. */
    static const char *diagram = ".X.X.\n"
                                 "XXXXX\n"
                                 ".X.X.\n"
                                 "XXXXX\n"
                                 "abX.X\n";
    struct board start;
    int choices[BOARD_MAX_POINTS];
    int k = white_choices(&start, 5, diagram, choices);
    int a = diagram_mark(&start, diagram, 'a'), bb = diagram_mark(&start, diagram, 'b');
    struct rng rng;
    rng_seed(&rng, 13);
    int na = 0, nb = 0, other = 0, draws = 20000;
    for (int i = 0; i < draws; i++) {
        struct board b = start;
        int p = playout_move(&b, COLOR_WHITE, &rng);
        na += p == a;
        nb += p == bb;
        other += p != a && p != bb;
    }
    is_int(2, k, "white has two acceptable moves among %d empty points", start.empty_count);
    is_int(0, other, "white plays only those");
    /* Binomial(20000, 1/2): sd 71; 400 is over five sd. */
    ok(abs(na - nb) < 400, "each drawn about half the time (%d and %d)", na, nb);
}

struct stop_worker {
    struct playout_stop *stop;
    atomic_long playouts;
};

static void *stop_worker_run(void *arg)
{
    struct stop_worker *w = arg;
    struct rng rng;
    rng_seed(&rng, 3);
    struct board empty;
    board_init(&empty, 9);
    while (!playout_stop_requested(w->stop)) {
        struct board b;
        board_copy(&b, &empty);
        playout_run(&b, COLOR_BLACK, &rng, 3 * 81);
        atomic_fetch_add(&w->playouts, 1);
    }
    return NULL;
}

static void test_stop(void)
{
    struct playout_stop stop = {0};
    ok(!playout_stop_requested(&stop), "a zeroed stop flag is not set");
    playout_stop_request(&stop);
    ok(playout_stop_requested(&stop), "a requested stop is seen");
    playout_stop_clear(&stop);
    ok(!playout_stop_requested(&stop), "a cleared stop is not");

    /* A worker running playouts until told to stop, asked once it has played some: it ends
     * within the playout it was running when the request reached it. The fence makes the
     * request visible before the count is read. */
    struct stop_worker w = {.stop = &stop, .playouts = 0};
    pthread_t t;
    if (pthread_create(&t, NULL, stop_worker_run, &w) != 0)
        bail("cannot start a thread");
    const struct timespec pause = {.tv_nsec = 1000000};
    for (int waited = 0; atomic_load(&w.playouts) < 20 && waited < 60000; waited++)
        nanosleep(&pause, NULL);
    playout_stop_request(&stop);
    atomic_thread_fence(memory_order_seq_cst);
    long at_request = atomic_load(&w.playouts);
    pthread_join(t, NULL);
    long at_end = atomic_load(&w.playouts);
    ok(at_request >= 20 && at_end - at_request <= 1,
       "a running worker stops within the playout it was playing when asked (%ld, then %ld)",
       at_request, at_end);
}

int main(void)
{
    const char *env = getenv("KOSUMI_SEED");
    uint64_t seed = env != NULL ? strtoull(env, NULL, 10) : 20261121;
    plan_lazy();
    diag("seed %llu (set KOSUMI_SEED to replay)", (unsigned long long)seed);
    test_legal_games(seed);
    test_whole_playouts(seed);
    test_long_playouts(seed);
    test_capped(seed, 9, 3000);
    test_capped(seed, 19, 1000);
    test_playout_run(seed);
    test_result(seed);
    test_eyes_not_filled();
    test_false_eye_filled();
    test_no_suicide();
    test_uniform();
    test_uniform_rejections();
    test_stop();
    return 0;
}
