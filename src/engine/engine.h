/* engine.h - move generation: the one entry point GTP's genmove calls
 *
 * For now the engine is a uniformly random player: it picks among the points where the mover may
 * play under the game's rules (game_legal: never an occupied point, a ko or superko violation),
 * that are not a suicide even where the rules allow one, and that do not fill one of the mover's
 * own one-point eyes, and passes when none is left. A tree search will replace the body; this interface stays.
 */
#ifndef KOSUMI_ENGINE_ENGINE_H
#define KOSUMI_ENGINE_ENGINE_H

#include <stdbool.h>

#include "game.h"
#include "rng.h"

/* engine_genmove's answer when it gives up. */
#define ENGINE_RESIGN (-1)

/* The clock as the controller described it (time_settings, kgs-time_settings, time_left). All
 * times in seconds. The random player ignores it; time management will not. */
enum engine_time_system {
    ENGINE_TIME_NONE,     /* no limit */
    ENGINE_TIME_ABSOLUTE, /* main time only */
    ENGINE_TIME_CANADIAN, /* main time, then period_stones stones per period_time */
    ENGINE_TIME_BYOYOMI,  /* main time, then `periods` periods of period_time each */
};

struct engine_time {
    enum engine_time_system system;
    double main_time;
    double period_time;
    int period_stones; /* Canadian: stones per period */
    int periods;       /* byo-yomi: number of periods */
};

/* What time_left last said for one color; `known` is false until it said anything. */
struct engine_clock {
    bool known;
    double time_left; /* seconds left in the main time or the current period */
    int stones_left;  /* Canadian: stones left in the period; byo-yomi: periods left; 0 in
                       * main time */
};

/* How to choose a move. */
struct engine_request {
    int color;                        /* COLOR_BLACK or COLOR_WHITE: who moves */
    bool cleanup;                     /* kgs-genmove_cleanup: capture dead stones before passing */
    const struct engine_time *time;   /* NULL: no limit */
    const struct engine_clock *clock; /* the mover's clock, or NULL */
};

/* Chooses a move for req->color in g, drawing randomness from rng only (so a seed replays it).
 * Never changes g. Returns a point of g's board where game_legal(g, color, point) is 0 and that
 * is not a suicide, BOARD_PASS, or ENGINE_RESIGN. */
int engine_genmove(const struct game *g, const struct engine_request *req, struct rng *rng);

#endif
