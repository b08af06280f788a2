/* timeman.c - how long one move may take (see timeman.h) */
#include "config.h"

#include "engine/timeman.h"

#include <stddef.h>

#include "core/color.h"

/* Seconds kept back from every deadline for the controller, the pipe and the scheduler; a share
 * of what is left is kept as well, which matters when a clock is long. */
#define LAG_SECONDS 0.25
#define LAG_SHARE 0.05
/* What a move costs beyond its search, as the controller's clock sees it: the decision, the
 * pipe both ways, and the wait for a core on a machine that runs several games a core. Sudden
 * death keeps this much back for every move that may still come, so that a long game never
 * runs out: a move's budget shrinks towards nothing, its cost does not. */
#define MOVE_OVERHEAD 0.01
/* A move may take this many times its share of the main time: a search under a time limit stops
 * as soon as its move is decided (search.h), so an easy move takes less than its share and
 * leaves the rest to a hard one, which may take up to this. Most games end by resignation well
 * before the board fills, with time left over (on 9x9 against Pachi at 60 s, kosumi had spent
 * 43 s of its 60 when the loser resigned): what the factor takes from the endgame's moves was
 * mostly never spent. */
#define SHARE_FACTOR 2.0
/* The fewest moves the main time is shared among, however few the empty points promise. With
 * 10, and the opening's moves sharing among up to twice as many until stones cover an eighth
 * of the board, kosumi spent 11% more a move and won 50.9% of 53 games against itself as it is
 * (9x9, 20 s sudden death each). */
#define ENDGAME_MOVES 15
/* A big board's clock (BIG_BOARD_POINTS and more, 13x13 up) is shared otherwise: a move takes
 * its share once, not SHARE_FACTOR times, and the share grows from OPENING_WEIGHT of it on an
 * empty board to the whole share once stones cover OPENING_FILL of the board. A 19x19 game goes
 * on long after its opening, which the model plays well enough, and is decided in the fights of
 * the middle game. On 5 minutes sudden death each against Pachi 12.90 (one thread each, 19x19,
 * komi 7.5) kosumi spent 6 s a move on its first ten, 1.6 s by move 120 and under 1 s after
 * move 180, in games of 196 to 298 moves, and lost 5 of 5; Pachi spent about 2 s a move
 * throughout. Shared this way, kosumi spends about 2 s a move throughout and won 11 of 20
 * (95% 34.2-74.2%). Games that end by resignation still leave a quarter to a third of the
 * clock unspent, but sharing among a third fewer moves (half a share more a move) showed no
 * gain: on 2 minutes sudden death each, 19x19, that program spent 0.889 s a move against 0.749
 * and won 8 of 20 (95% 21.9-61.3%) against this one. */
#define BIG_BOARD_POINTS 169
#define OPENING_WEIGHT 0.4
#define OPENING_FILL 0.2
/* The least a search is given: a few playouts. */
#define MIN_SECONDS 0.001

/* The clock at the start of a game under t: the whole main time, or the first period when there
 * is no main time. */
static struct timeman_clock clock_start(const struct timeman_settings *t)
{
    struct timeman_clock c = {t->main_time, 0};
    if (t->main_time <= 0) {
        if (t->system == TIMEMAN_CANADIAN) {
            c.time_left = t->period_time;
            c.stones_left = t->period_stones;
        } else if (t->system == TIMEMAN_BYOYOMI) {
            c.time_left = t->period_time;
            c.stones_left = t->periods;
        }
    }
    return c;
}

void timeman_init(struct timeman *tm)
{
    *tm = (struct timeman){.settings = {.system = TIMEMAN_NONE}};
}

void timeman_restart(struct timeman *tm)
{
    tm->clock[COLOR_BLACK] = tm->clock[COLOR_WHITE] = clock_start(&tm->settings);
}

void timeman_set(struct timeman *tm, const struct timeman_settings *settings)
{
    tm->settings = *settings;
    timeman_restart(tm);
}

void timeman_told(struct timeman *tm, int color, double time_left, int stones_left)
{
    tm->clock[color] = (struct timeman_clock){time_left, stones_left};
}

bool timeman_running(const struct timeman *tm)
{
    return tm->settings.system != TIMEMAN_NONE;
}

void timeman_charge(struct timeman *tm, int color, double seconds)
{
    const struct timeman_settings *t = &tm->settings;
    struct timeman_clock *c = &tm->clock[color];
    if (t->system == TIMEMAN_NONE)
        return;
    /* The controller's clock also runs while the answer crosses the pipe and waits for it to be
     * read: half the overhead the budget allows for. */
    seconds += MOVE_OVERHEAD / 2;
    if (c->stones_left == 0) {
        c->time_left -= seconds;
        if (c->time_left >= 0 || t->system == TIMEMAN_ABSOLUTE)
            return;
        /* Main time ran out during this move: the rest of it came from the first period. */
        seconds = -c->time_left;
        *c = clock_start(
            &(struct timeman_settings){t->system, 0, t->period_time, t->period_stones, t->periods});
    }
    if (t->system == TIMEMAN_CANADIAN) {
        c->time_left -= seconds;
        if (--c->stones_left <= 0) {
            c->time_left = t->period_time;
            c->stones_left = t->period_stones;
        }
    } else if (t->system == TIMEMAN_BYOYOMI) {
        while (seconds > c->time_left && c->stones_left > 1) {
            seconds -= c->time_left;
            c->stones_left--;
            c->time_left = t->period_time;
        }
        c->time_left = t->period_time;
    }
}

/* What is left once the safety margin is taken off. */
static double usable(double left)
{
    double spare = left - LAG_SECONDS - LAG_SHARE * left;
    return spare > MIN_SECONDS ? spare : MIN_SECONDS;
}

/* A clock in main time: the period that will still be there after it (0 in sudden death), what
 * sudden death keeps back for the moves that may come, as many as the board has points (a game
 * against a player who never passes goes on long after the board is full, and the estimate of
 * the moves left is then far too low), and the most a move may take, extension included: never
 * more than --time may give (a million seconds of main time followed by periods as long would
 * otherwise allow half as much again). */
struct main_time {
    double period, reserve, limit;
};

static struct main_time main_time_of(const struct timeman_settings *t,
                                     const struct timeman_clock *c, int points)
{
    struct main_time m = {0, 0, 0};
    if (t->system == TIMEMAN_CANADIAN && t->period_stones > 0)
        m.period = t->period_time / t->period_stones;
    else if (t->system == TIMEMAN_BYOYOMI && t->periods > 0)
        m.period = t->period_time;
    m.reserve = m.period > 0 ? 0 : MOVE_OVERHEAD * points;
    m.limit = usable(c->time_left - m.reserve) + (m.period > 0 ? 0.5 * usable(m.period) : 0);
    if (m.limit > ENGINE_MAX_SECONDS)
        m.limit = ENGINE_MAX_SECONDS;
    return m;
}

/* How many moves a move in main time shares the time left with: our moves still to come are about
 * a third of the empty points. On a small board the move may take SHARE_FACTOR times its share of
 * them; on a big one its share once, and OPENING_WEIGHT of it on an empty board, growing to the
 * whole once stones cover OPENING_FILL of it. Never fewer than ENDGAME_MOVES (so that a long game
 * still ends within the clock), a floor the opening never reaches. */
static double moves_sharing(int points, int empty_points)
{
    bool big = points >= BIG_BOARD_POINTS;
    double moves = empty_points / 3.0 / (big ? 1 : SHARE_FACTOR);
    if (moves < ENDGAME_MOVES)
        return ENDGAME_MOVES;
    double fill = big ? (double)(points - empty_points) / points / OPENING_FILL : 1;
    return fill >= 1 ? moves : moves / (OPENING_WEIGHT + (1 - OPENING_WEIGHT) * fill);
}

double timeman_budget(const struct timeman *tm, int color, int points, int empty_points)
{
    const struct timeman_settings *t = &tm->settings;
    const struct timeman_clock *c = &tm->clock[color];
    if (t->system == TIMEMAN_NONE)
        return 0;
    double moves = moves_sharing(points, empty_points);
    double budget;
    if (c->stones_left == 0) {
        /* Main time: a share of it, plus part of a period that will still be there after it. */
        struct main_time m = main_time_of(t, c, points);
        budget = (c->time_left - m.reserve) / moves + 0.5 * usable(m.period);
        if (budget > m.limit)
            budget = m.limit;
    } else if (t->system == TIMEMAN_CANADIAN) {
        budget = usable(c->time_left) / c->stones_left;
    } else {
        budget = usable(c->time_left); /* one byo-yomi period, never more */
    }
    if (budget > ENGINE_MAX_SECONDS)
        budget = ENGINE_MAX_SECONDS;
    return budget > MIN_SECONDS ? budget : MIN_SECONDS;
}

/* How long again a move whose search has not settled (engine.c) may search on, as a share of
 * its budget: the time the search needs to move its visits to the move that now reads better,
 * taken from the clock that games ending by resignation leave unspent. At 1, with 20 s sudden
 * death each on 9x9, kosumi won 57.1% of 70 games (95% 45.5-68.1) against itself without it,
 * with 11% more time a move (0.479 s against 0.431); against Pachi 12.90 on a 60 s clock each,
 * 74.5% of 100 (65.2-82.0) where the program without it had won 63.0%. Never stopping early on
 * the clock instead, 8% more time a move, won 53.4% of 44 (39.0-67.3) against itself. */
#ifndef UNSETTLED_EXTENSION
#define UNSETTLED_EXTENSION 1.0
#endif

double timeman_extension(const struct timeman *tm, int color, int points, double budget)
{
    const struct timeman_settings *t = &tm->settings;
    const struct timeman_clock *c = &tm->clock[color];
    if (t->system == TIMEMAN_NONE || c->stones_left != 0 || UNSETTLED_EXTENSION <= 0)
        return 0;
    /* Extensions bring the clock down to its reserve sooner, and a long game spends that reserve
     * a move at a time: in sudden death they stop when a quarter of the main time is left. */
    struct main_time m = main_time_of(t, c, points);
    if (m.period <= 0 && c->time_left - m.reserve < t->main_time / 4)
        return 0;
    double room = m.limit - budget;
    double extension = UNSETTLED_EXTENSION * budget;
    if (extension > room)
        extension = room;
    return extension > MIN_SECONDS ? extension : 0;
}

const char *timeman_differs(const struct timeman *a, const struct timeman *b)
{
    const struct timeman_settings *x = &a->settings, *y = &b->settings;
    if (x->system != y->system || x->main_time != y->main_time ||
        x->period_time != y->period_time || x->period_stones != y->period_stones ||
        x->periods != y->periods)
        return "time settings";
    for (int color = COLOR_BLACK; color <= COLOR_WHITE; color++)
        if (a->clock[color].time_left != b->clock[color].time_left ||
            a->clock[color].stones_left != b->clock[color].stones_left)
            return "clocks";
    return NULL;
}
