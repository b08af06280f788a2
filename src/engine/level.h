/* level.h - strength levels: the effort of each level, and the move a weaker level chooses
 *
 * Level 10 (LEVEL_MAX) is full strength: the engine's default effort, the tree kept between
 * moves, the most visited move; nothing here changes it. Levels 1 to 9 are made weaker in ways
 * that keep their play sensible rather than random:
 *
 * - Less search, a budget of playouts: level_playouts, roughly doubling from a few dozen
 *   playouts at level 1, with no wall-clock cap, no tree kept from the move before and no
 *   pondering (the engine's and the session's part), so that a level plays the same on any
 *   machine. The search may stop short of the budget when the move is decided (search.c's
 *   decided(), by playouts alone), so the budget is a most, not the count.
 * - Misjudgement instead of noise: the move is drawn, with a temperature, among the few best
 *   candidates by a mix of the search's visit share and the move-prediction model's probability
 *   (model.h, learned from human games): a weak level plays moves that look like a person's
 *   and the search liked, only not always the best of them. The lower the level, the hotter the
 *   draw and the larger the model's part.
 *
 * The draw is from the caller's random stream, so a level is deterministic for a given seed.
 */
#ifndef KOSUMI_ENGINE_LEVEL_H
#define KOSUMI_ENGINE_LEVEL_H

#include "core/game.h"
#include "util/rng.h"

struct search_result;

#define LEVEL_MIN 1
#define LEVEL_MAX 10

/* The most candidates a level below LEVEL_MAX draws its move from. */
#define LEVEL_CANDIDATES 6

/* The playouts a move of `level` (LEVEL_MIN to LEVEL_MAX - 1) searches on a board of `size`:
 * from level 1's few dozen to level 9's half of the full-strength default on 9x9, in proportion
 * to the default count on boards smaller than 9x9 (at least 1). 0 for LEVEL_MAX (and any level
 * out of range): the engine's own default effort. */
long level_playouts(int level, int size);

/* The move `level` plays for `color` in g from the search r of that position: at LEVEL_MAX (or
 * above) the most visited root move other than a pass, drawing nothing; below it, one drawn
 * from rng among the LEVEL_CANDIDATES best root moves other than a pass (see above). Either way
 * only a move that game_legal allows, that is not a suicide and that does not fill one of
 * color's own true eyes; BOARD_PASS when r holds no such move. Never changes g. */
int level_choose(int level, const struct search_result *r, const struct game *g, int color,
                 struct rng *rng);

#endif
