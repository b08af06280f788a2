/* engine-t.c - genmove's contract: every move it answers is legal under the game's rules and never
 * a suicide, whatever the rules allow (GNU Go, Sabaki and GoGui's referee refuse suicides) */
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

int main(void)
{
    plan(8);
    self_play("tromp-taylor", 9, 30, 1);
    self_play("new-zealand", 9, 15, 2);
    self_play("tromp-taylor", 5, 30, 3);
    self_play("chinese", 9, 15, 4);
    return 0;
}
