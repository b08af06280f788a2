/* timeman.h - the game clock: its settings, the time left on each side, and how long a move may
 * take
 *
 * The clock has one owner, a struct timeman (as Leela Zero's TimeControl): GTP feeds it
 * (time_settings and kgs-time_settings: timeman_set; time_left: timeman_told; a new game:
 * timeman_restart) and the engine asks it for a move's budget and extension, then charges it
 * the time the move took. gogui-twogtp never sends time_left, so the clock also runs on its own:
 * each side's is what the controller last told, less what our moves took since. The budget for
 * a move always leaves a margin for the controller's and the pipe's delays: a move never takes
 * the last of the main time or of a byo-yomi period.
 */
#ifndef KOSUMI_ENGINE_TIMEMAN_H
#define KOSUMI_ENGINE_TIMEMAN_H

#include <stdbool.h>

/* The most seconds a move may be given, by --time, kosumi-param time or a review's --time, and
 * the longest time a clock's commands take (time_settings, kgs-time_settings, time_left, either
 * way): about eleven days, far beyond any real game, and a bound under which every budget the
 * time manager derives stays, so that no setting makes a search run for ever. It lives here,
 * with the clock it bounds; engine.h includes this file, so every caller of the engine has it. */
#define ENGINE_MAX_SECONDS 1e6

/* The clock as the controller described it. All times in seconds. */
enum timeman_system {
    TIMEMAN_NONE,     /* no limit */
    TIMEMAN_ABSOLUTE, /* main time only */
    TIMEMAN_CANADIAN, /* main time, then period_stones stones per period_time */
    TIMEMAN_BYOYOMI,  /* main time, then `periods` periods of period_time each */
};

struct timeman_settings {
    enum timeman_system system;
    double main_time;
    double period_time;
    int period_stones; /* Canadian: stones per period */
    int periods;       /* byo-yomi: number of periods */
};

/* One side's clock. */
struct timeman_clock {
    double time_left; /* seconds left in the main time or the current period */
    int stones_left;  /* Canadian: stones left in the period; byo-yomi: periods left; 0 in
                       * main time */
};

struct timeman {
    struct timeman_settings settings;
    struct timeman_clock clock[3]; /* indexed by color */
};

/* No clock: every budget 0. */
void timeman_init(struct timeman *tm);

/* New settings (time_settings, kgs-time_settings): both clocks start afresh under them. */
void timeman_set(struct timeman *tm, const struct timeman_settings *settings);

/* A new game under the same settings: both clocks start afresh. */
void timeman_restart(struct timeman *tm);

/* What the controller says is left on color's clock (time_left): `stones_left` as in struct
 * timeman_clock. */
void timeman_told(struct timeman *tm, int color, double time_left, int stones_left);

/* True when a clock limits the moves (the settings are not TIMEMAN_NONE). */
bool timeman_running(const struct timeman *tm);

/* Charges `seconds` spent on one move of `color`, and a few milliseconds for the pipe and the
 * controller: main time first, then the byo-yomi periods (a Canadian period restarts once its
 * stones are played, a Japanese one after every move played within it). Without a clock
 * (TIMEMAN_NONE), nothing. */
void timeman_charge(struct timeman *tm, int color, double seconds);

/* The most seconds the next move of `color` may take, given the points of the board and the
 * empty ones (which estimate how many moves the game still has): in main time up to twice the
 * move's share, as a search that has decided its move stops early. Never more than the time
 * left minus a safety margin, nor than ENGINE_MAX_SECONDS whatever the clock, and at least a
 * millisecond; 0 without a clock. In sudden death
 * (main time without periods) 10 ms a point of the board is kept back for the overhead of the
 * moves still to come, and the budget shrinks towards that millisecond as the clock nears the
 * reserve, so that a long game still ends within the clock when every move costs its budget
 * and 10 ms more. */
double timeman_budget(const struct timeman *tm, int color, int points, int empty_points);

/* The seconds a move of `color` in main time that had `budget` may search on when its search
 * has not settled (engine.c), within the same limit as the budget (the two together within
 * ENGINE_MAX_SECONDS); 0 in the periods or without a clock. */
double timeman_extension(const struct timeman *tm, int color, int points, double budget);

/* For comparing two sessions: NULL when a and b are the same clock, else what differs ("time
 * settings" or "clocks"). */
const char *timeman_differs(const struct timeman *a, const struct timeman *b);

#endif
