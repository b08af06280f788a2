/* engine-t.c - genmove's contract: every move it answers is legal under the game's rules and never
 * a suicide, whatever the rules allow (GNU Go, Sabaki and GoGui's referee refuse suicides); and
 * the resign threshold of white giving handicap stones */
#include <math.h>
#include <stdlib.h>

#include "core/game.h"
#include "core/rules.h"
#include "engine/engine.h"
#include "tap/basic.h"
#include "util/rng.h"

/* Self-play games under `rules` from seed; counts moves that were illegal or suicides. */
static void self_play(const char *rules_name, int size, int games, uint64_t seed)
{
    struct rules rules;
    if (rules_parse(rules_name, &rules) != 0)
        bail("cannot parse rules '%s'", rules_name);
    struct rng rng;
    rng_seed(&rng, seed);
    struct engine_options o;
    engine_options_init(&o);
    o.playouts = 50;
    struct engine *e = engine_new(&o);
    if (e == NULL)
        bail("engine_new failed");
    long moves = 0, illegal = 0, suicides = 0;
    for (int n = 0; n < games; n++) {
        struct game g;
        if (game_init(&g, size, &rules) != 0)
            bail("game_init failed");
        int passes = 0;
        for (int m = 0; m < 3 * size * size && passes < 2; m++) {
            int color = game_to_play(&g);
            struct engine_request req = {.color = color};
            int p = engine_genmove(e, &g, &req, &rng);
            if (p == ENGINE_RESIGN)
                break;
            if (game_play(&g, color, p) != 0) {
                illegal++;
                break;
            }
            moves++;
            passes = p == BOARD_PASS ? passes + 1 : 0;
            /* A suicide leaves its own point empty at once. */
            suicides += p != BOARD_PASS && g.board.color[p] != color;
        }
        game_free(&g);
    }
    engine_free(e);
    diag("%s %dx%d: %d games, %ld moves, seed %llu", rules_name, size, size, games, moves,
         (unsigned long long)seed);
    is_int(0, illegal, "%s %dx%d: every generated move was legal", rules_name, size, size);
    is_int(0, suicides, "%s %dx%d: no generated move was a suicide", rules_name, size, size);
}

static bool near(double a, double b)
{
    return fabs(a - b) < 1e-9;
}

/* engine_resign_threshold: white giving stones starts from the threshold over 1 + the stones and
 * reaches the whole of it at ENGINE_RESIGN_HANDICAP_SHARE of the points; nobody else is touched. */
static void test_resign_threshold(void)
{
    ok(near(engine_resign_threshold(0.1, COLOR_WHITE, 0, 0, 19), 0.1),
       "an even game: white's threshold is the option's");
    ok(near(engine_resign_threshold(0.1, COLOR_BLACK, 9, 0, 19), 0.1),
       "black taking 9 stones: the option's threshold");
    ok(near(engine_resign_threshold(0.1, COLOR_WHITE, 9, 0, 19), 0.01),
       "white giving 9 stones, first move: a tenth of the threshold (%g)",
       engine_resign_threshold(0.1, COLOR_WHITE, 9, 0, 19));
    double whole_at = ENGINE_RESIGN_HANDICAP_SHARE * 19 * 19;
    double half = engine_resign_threshold(0.1, COLOR_WHITE, 9, (int)(whole_at / 2), 19);
    ok(half > 0.05 && half < 0.06,
       "white giving 9 stones, halfway: half the way from 0.01 to 0.1 (%g)", half);
    ok(near(engine_resign_threshold(0.1, COLOR_WHITE, 9, (int)whole_at + 1, 19), 0.1) &&
           near(engine_resign_threshold(0.1, COLOR_WHITE, 9, 1000, 19), 0.1),
       "white giving 9 stones, from move %d on: the whole threshold", (int)whole_at + 1);
    ok(near(engine_resign_threshold(0.3, COLOR_WHITE, 2, 0, 9), 0.1),
       "white giving 2 stones on 9x9: a third of the threshold at the first move");
    ok(near(engine_resign_threshold(0, COLOR_WHITE, 9, 30, 19), 0),
       "resigning off (0) stays off in a handicap game");
}

int main(void)
{
    plan(15);
    test_resign_threshold();
    self_play("tromp-taylor", 9, 30, 1);
    self_play("new-zealand", 9, 15, 2);
    self_play("tromp-taylor", 5, 30, 3);
    self_play("chinese", 9, 15, 4);
    return 0;
}
