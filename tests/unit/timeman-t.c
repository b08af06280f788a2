/* timeman-t.c - the game clock: budgets under each system, a big board's share and its
 * opening's, the clock charged move by move (main time, then Canadian and byo-yomi periods), the
 * extension of an unsettled search and where it stops, long sudden-death games that end within
 * the clock, and what GTP feeds it (settings, time_left, a new game) */
#include <stdbool.h>
#include <stddef.h>

#include "core/color.h"
#include "engine/timeman.h"
#include "tap/basic.h"

/* A clock under `settings`, as time_settings leaves it. */
static struct timeman clock_of(struct timeman_settings settings)
{
    struct timeman tm;
    timeman_init(&tm);
    timeman_set(&tm, &settings);
    return tm;
}

/* A sudden-death game of `moves` own moves on a board of `size` with `main_time` seconds, where
 * each move costs its budget (and its whole extension too when `extended`: every search
 * unsettled) and `overhead` more (the controller's clock on a busy machine) and the board fills
 * two points a move down to a fifth of it (captures empty it again); returns the own move at
 * which the clock ran out, or 0 when it never did. */
static int runs_out(int size, double main_time, int moves, double overhead, bool extended,
                    double *first)
{
    struct timeman tm = clock_of((struct timeman_settings){TIMEMAN_ABSOLUTE, main_time, 0, 0, 0});
    int points = size * size;
    for (int k = 0; k < moves; k++) {
        int empty = points - 2 * k > points / 5 ? points - 2 * k : points / 5;
        double budget = timeman_budget(&tm, COLOR_BLACK, points, empty);
        if (extended)
            budget += timeman_extension(&tm, COLOR_BLACK, points, budget);
        if (k == 0)
            *first = budget;
        /* as the controller's time_left tells it */
        double left = tm.clock[COLOR_BLACK].time_left - (budget + overhead);
        timeman_told(&tm, COLOR_BLACK, left, 0);
        if (left < 0)
            return k + 1;
    }
    return 0;
}

static void test_long_sudden_death(void)
{
    static const struct {
        int size;
        double main_time;
        int moves;
    } cases[] = {{9, 5, 120}, {13, 5, 200}, {19, 60, 300}, {9, 60, 150}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (int extended = 0; extended < 2; extended++) {
            double first = 0;
            int out =
                runs_out(cases[i].size, cases[i].main_time, cases[i].moves, 0.01, extended, &first);
            ok(out == 0 && first > cases[i].main_time / 400,
               "%dx%d, %g s sudden death: %d own moves at their budget%s and 10 ms more end "
               "within the clock (out at move %d; the first move %.3f s)",
               cases[i].size, cases[i].size, cases[i].main_time, cases[i].moves,
               extended ? " and its whole extension" : "", out, first);
        }
    }
}

static void test_budgets(void)
{
    const int b = COLOR_BLACK;
    struct timeman tm = clock_of((struct timeman_settings){TIMEMAN_ABSOLUTE, 60, 0, 0, 0});
    double t = timeman_budget(&tm, b, 81, 81);
    ok(t > 0.5 && t < 10, "absolute 60 s on 9x9: a first move of %.2f s", t);
    timeman_told(&tm, b, 0.2, 0);
    t = timeman_budget(&tm, b, 81, 40);
    ok(t <= 0.2, "absolute with 0.2 s left: at most what is left (%.3f s)", t);
    tm = clock_of((struct timeman_settings){TIMEMAN_CANADIAN, 0, 30, 10, 0});
    is_int(10, tm.clock[b].stones_left,
           "Canadian without main time starts in a period of 10 stones");
    t = timeman_budget(&tm, b, 361, 200);
    ok(t < 3, "Canadian 30 s / 10 stones: under 3 s a move (%.2f s)", t);
    for (int i = 0; i < 10; i++)
        timeman_charge(&tm, b, 2.5);
    ok(tm.clock[b].stones_left == 10 && tm.clock[b].time_left == 30,
       "after 10 stones a new period starts");
    tm = clock_of((struct timeman_settings){TIMEMAN_BYOYOMI, 10, 5, 0, 3});
    timeman_charge(&tm, b, 12);
    ok(tm.clock[b].stones_left == 3 && tm.clock[b].time_left == 5,
       "byo-yomi: main time spent, the overflow fits the first period");
    t = timeman_budget(&tm, b, 361, 100);
    ok(t < 5, "byo-yomi 5 s periods: a move under 5 s (%.2f s)", t);
    ok(timeman_extension(&tm, b, 361, t) == 0,
       "byo-yomi periods: no extension for an unsettled search");
}

/* On 19x19 a move takes its share of the clock once, and the opening's moves less than the middle
 * game's at the same time left; on 9x9 the first move takes as much as any other. */
static void test_big_board_share(void)
{
    const int b = COLOR_BLACK;
    struct timeman tm = clock_of((struct timeman_settings){TIMEMAN_ABSOLUTE, 300, 0, 0, 0});
    double first = timeman_budget(&tm, b, 361, 361);
    double middle = timeman_budget(&tm, b, 361, 280);
    double share = 300.0 / (280 / 3.0);
    ok(middle <= share,
       "19x19, 300 s sudden death, 280 empty points: a move takes at most its share of the "
       "moves they promise (%.2f s, a share %.2f s)",
       middle, share);
    ok(first < 0.5 * middle,
       "19x19, 300 s sudden death: the first move gets under half the budget of a move once "
       "stones cover a fifth of the board (%.2f s against %.2f s)",
       first, middle);
    tm = clock_of((struct timeman_settings){TIMEMAN_ABSOLUTE, 60, 0, 0, 0});
    first = timeman_budget(&tm, b, 81, 81);
    middle = timeman_budget(&tm, b, 81, 64);
    ok(first >= middle,
       "9x9, 60 s sudden death: the first move gets as much as a move once stones cover a "
       "fifth of the board (%.2f s against %.2f s)",
       first, middle);
}

static void test_extension(void)
{
    const int b = COLOR_BLACK;
    struct timeman tm = clock_of((struct timeman_settings){TIMEMAN_ABSOLUTE, 60, 0, 0, 0});
    double t = timeman_budget(&tm, b, 81, 81);
    double more = timeman_extension(&tm, b, 81, t);
    ok(more == t,
       "absolute 60 s on 9x9: an unsettled first move searches on as long again "
       "(%.2f s after %.2f s)",
       more, t);
    /* 20 s of 60 left, a search that had 15 s: the extension stops at the margin and the moves'
     * reserve (0.81 s on 9x9) that the budget keeps to. */
    timeman_told(&tm, b, 20, 0);
    more = timeman_extension(&tm, b, 81, 15);
    ok(more > 0 && 15 + more < 20 - 0.25 - 0.01 * 81,
       "absolute with 20 s of 60 left: a 15 s search searches on for %.2f s, within the margin "
       "and the reserve",
       more);
    timeman_told(&tm, b, 14, 0);
    t = timeman_budget(&tm, b, 81, 40);
    ok(timeman_extension(&tm, b, 81, t) == 0,
       "absolute with 14 s of 60 left (under a quarter): no extension");
    /* The longest clock the commands take: a million seconds of main time, then periods as
     * long, with the search unsettled. */
    tm = clock_of(
        (struct timeman_settings){TIMEMAN_CANADIAN, ENGINE_MAX_SECONDS, ENGINE_MAX_SECONDS, 1, 0});
    t = timeman_budget(&tm, b, 81, 81);
    more = timeman_extension(&tm, b, 81, t);
    ok(t + more <= ENGINE_MAX_SECONDS,
       "the longest clock: a move's budget and extension within --time's bound (%.0f s)",
       t + more);
}

/* What GTP feeds the clock: no settings, no budget; time_left sets one side's clock and no
 * other; a new game and new settings start both afresh. */
static void test_fed(void)
{
    struct timeman tm, twin;
    timeman_init(&tm);
    ok(!timeman_running(&tm) && timeman_budget(&tm, COLOR_BLACK, 81, 81) == 0 &&
           timeman_extension(&tm, COLOR_BLACK, 81, 1) == 0,
       "without settings no clock runs: no budget, no extension");
    timeman_set(&tm, &(struct timeman_settings){TIMEMAN_ABSOLUTE, 60, 0, 0, 0});
    twin = tm;
    ok(timeman_running(&tm) && timeman_differs(&tm, &twin) == NULL,
       "time_settings: the clock runs, and a copy is the same clock");
    timeman_told(&tm, COLOR_WHITE, 12.5, 0);
    ok(tm.clock[COLOR_WHITE].time_left == 12.5 && tm.clock[COLOR_BLACK].time_left == 60,
       "time_left sets that side's clock alone");
    is_string("clocks", timeman_differs(&tm, &twin), "and the clocks differ from the copy's");
    timeman_charge(&tm, COLOR_BLACK, 10);
    ok(tm.clock[COLOR_BLACK].time_left < 50 && tm.clock[COLOR_BLACK].time_left > 49.9,
       "a move of 10 s is charged to its side, with a few milliseconds for the pipe (%.3f s "
       "left)",
       tm.clock[COLOR_BLACK].time_left);
    timeman_restart(&tm);
    ok(tm.clock[COLOR_BLACK].time_left == 60 && tm.clock[COLOR_WHITE].time_left == 60,
       "a new game: both clocks start afresh");
    timeman_set(&tm, &(struct timeman_settings){TIMEMAN_BYOYOMI, 0, 30, 0, 5});
    ok(tm.clock[COLOR_BLACK].time_left == 30 && tm.clock[COLOR_WHITE].stones_left == 5,
       "new settings: both clocks start in their first byo-yomi period");
    is_string("time settings", timeman_differs(&tm, &twin), "and the settings differ");
}

int main(void)
{
    plan(31);
    test_budgets();
    test_big_board_share();
    test_extension();
    test_long_sudden_death();
    test_fed();
    return 0;
}
