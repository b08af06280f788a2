/* dynkomi-t.c - the dynamic komi: the handicap credit's linear relaxation, the far-ahead shift
 * (its lead less a cushion, its hysteresis, never below zero), the far-behind credit (the same,
 * the other way), each side's handicap shift; a search judged against a shifted komi reports
 * its win rates against the real one, steps on one root adding up; then through the engine: a
 * far-ahead mover's next search is judged against a shifted komi, a far-behind mover's next
 * search is credited part of its deficit, and black's second search in a handicap game gives
 * away part of its lead */
#include <math.h>
#include <stdio.h>

#include "core/game.h"
#include "engine/dynkomi.h"
#include "engine/engine.h"
#include "engine/search.h"
#include "tap/basic.h"
#include "util/rng.h"

static bool near(double a, double b)
{
    return fabs(a - b) < 1e-9;
}

static void test_handicap_credit(void)
{
    ok(near(dynkomi_handicap_credit(0, 0, 19), 0), "no handicap: no credit");
    ok(near(dynkomi_handicap_credit(3, 0, 13), 3 * DYNKOMI_STONE),
       "3 stones at the start: DYNKOMI_STONE a stone (%g)", dynkomi_handicap_credit(3, 0, 13));
    double end = DYNKOMI_HANDICAP_SHARE * 13 * 13;
    ok(near(dynkomi_handicap_credit(3, (int)(end / 2), 13),
            3 * DYNKOMI_STONE * (1 - (int)(end / 2) / end)),
       "halfway to the end of the relaxation: about half the credit (%g)",
       dynkomi_handicap_credit(3, (int)(end / 2), 13));
    ok(near(dynkomi_handicap_credit(3, (int)end + 1, 13), 0) &&
           near(dynkomi_handicap_credit(3, 400, 13), 0),
       "after DYNKOMI_HANDICAP_SHARE of the board's points in moves: no credit");
    ok(dynkomi_handicap_credit(4, 10, 19) > dynkomi_handicap_credit(4, 20, 19),
       "the credit falls move by move");
}

static void test_far_ahead(void)
{
    struct dynkomi_mode mode = {.ahead = true};
    ok(near(dynkomi_shift(NULL, &mode, true, 0, 10, 9), 0) && !mode.ahead,
       "no last search: no shift, not ahead");
    struct dynkomi_last last = {.winrate = 0.9, .lead = 20, .spread = 10};
    double shift = dynkomi_shift(&last, &mode, true, 0, 30, 9);
    ok(mode.ahead && near(shift, 20 - DYNKOMI_CUSHION * 10),
       "win rate 0.9, lead 20, spread 10: ahead, gives away its lead less the cushion (%g)",
       shift);
    ok(near(dynkomi_shift(&last, &mode, false, 0, 30, 9), shift),
       "white far ahead gives away as much as black");
    last.winrate = (DYNKOMI_AHEAD_ON + DYNKOMI_AHEAD_OFF) / 2;
    ok(dynkomi_shift(&last, &mode, true, 0, 30, 9) > 0 && mode.ahead,
       "between the off and the on win rates: still ahead once ahead");
    mode.ahead = false;
    ok(near(dynkomi_shift(&last, &mode, true, 0, 30, 9), 0) && !mode.ahead,
       "... but not ahead when it was not: no shift");
    mode.ahead = true;
    last.winrate = DYNKOMI_AHEAD_OFF - 0.01;
    ok(near(dynkomi_shift(&last, &mode, true, 0, 30, 9), 0) && !mode.ahead,
       "below the off win rate: no longer ahead, no shift");
    last = (struct dynkomi_last){.winrate = 0.95, .lead = 2, .spread = 10};
    ok(near(dynkomi_shift(&last, &mode, true, 0, 30, 9), 0) && mode.ahead,
       "ahead but a lead within the cushion: no shift, never a negative one");
}

static void test_far_behind(void)
{
    struct dynkomi_mode mode = {.ahead = false, .behind = false};
    struct dynkomi_last last = {.winrate = 0.05, .lead = -30, .spread = 10};
    double shift = dynkomi_shift(&last, &mode, false, 0, 30, 9);
    ok(mode.behind && near(shift, -(30 - DYNKOMI_CUSHION * 10)),
       "win rate 0.05, 30 points behind, spread 10: behind, credited its deficit less the "
       "cushion (%g)", shift);
    ok(near(dynkomi_shift(&last, &mode, true, 0, 30, 9), shift),
       "black far behind is credited as much as white");
    last.winrate = (DYNKOMI_BEHIND_ON + DYNKOMI_BEHIND_OFF) / 2;
    ok(dynkomi_shift(&last, &mode, true, 0, 30, 9) < 0 && mode.behind,
       "between the on and the off win rates: still behind once behind");
    mode.behind = false;
    ok(near(dynkomi_shift(&last, &mode, true, 0, 30, 9), 0) && !mode.behind,
       "... but not behind when it was not: no shift");
    mode.behind = true;
    last.winrate = DYNKOMI_BEHIND_OFF + 0.01;
    ok(near(dynkomi_shift(&last, &mode, true, 0, 30, 9), 0) && !mode.behind,
       "above the off win rate: no longer behind, no shift");
    last = (struct dynkomi_last){.winrate = 0.1, .lead = -3, .spread = 10};
    ok(near(dynkomi_shift(&last, &mode, true, 0, 30, 9), 0) && mode.behind,
       "behind by less than the cushion: no shift, never a positive one");
}

static void test_handicap_sides(void)
{
    struct dynkomi_mode mode = {.ahead = false};
    double credit = dynkomi_handicap_credit(3, 10, 13);
    struct dynkomi_last behind = {.winrate = 0.2, .lead = -15, .spread = 10};
    ok(near(dynkomi_shift(&behind, &mode, false, 3, 10, 13), 0),
       "white giving 3 stones, behind, is not credited the handicap komi");
    ok(near(dynkomi_shift(NULL, &mode, false, 3, 10, 13), 0), "... nor on its first move");
    struct dynkomi_last small = {.winrate = 0.8, .lead = 10, .spread = 4};
    ok(near(dynkomi_shift(&small, &mode, true, 3, 10, 13), 10 - DYNKOMI_CUSHION * 4),
       "black taking 3 stones, a lead of 10 (spread 4): gives away its lead less the cushion");
    struct dynkomi_last big = {.winrate = 0.8, .lead = 60, .spread = 4};
    ok(near(dynkomi_shift(&big, &mode, true, 3, 10, 13), credit),
       "... a lead of 60: gives away at most the credit");
    ok(near(dynkomi_shift(NULL, &mode, true, 3, 10, 13), 0),
       "... and nothing before it knows its lead");
    struct dynkomi_last far = {.winrate = 0.95, .lead = 60, .spread = 4};
    ok(near(dynkomi_shift(&far, &mode, true, 3, 10, 13), 60 - DYNKOMI_CUSHION * 4) && mode.ahead,
       "... far ahead: the far-ahead shift, beyond the credit");
}

/* Black far ahead on 5x5: a wall on the C file leaves white 10 points to black's 15, komi 0. */
static void won_position(struct game *g)
{
    game_init(g, 5, NULL);
    g->komi = 0;
    for (int row = 0; row < 5; row++) {
        game_play(g, COLOR_BLACK, board_point(&g->board, 2, row));
        game_play(g, COLOR_WHITE, BOARD_PASS);
    }
}

static void test_search_reports_real_winrates(void)
{
    struct game g;
    won_position(&g);
    struct search *s = search_new(100000, &evaluator_default);
    struct rng rng;
    rng_seed(&rng, 5);
    static struct search_result out;
    /* Black must win by more than 30 of 25 points: the search judges every playout lost, yet
     * its result counts them against the real komi. */
    search_run(s, &g, COLOR_BLACK,
               &(struct search_limits){.playouts = 2000, .threads = 1, .white_extra = 30}, &rng,
               &out);
    ok(out.count > 0 && out.winrate > 0.9 && out.moves[0].winrate > 0.9,
       "judged with white +30 (every playout lost), a won position still reports its real win "
       "rate (root %.3f, best move %.3f)", out.winrate, out.count > 0 ? out.moves[0].winrate : 0);
    search_reset(s);
    search_run(s, &g, COLOR_WHITE,
               &(struct search_limits){.playouts = 2000, .threads = 1, .white_extra = -30},
               &rng, &out);
    ok(out.count > 0 && out.winrate < 0.1,
       "judged with black +30, white's lost position still reports its real win rate (%.3f)",
       out.winrate);
    search_free(s);
    game_free(&g);

    /* A search in steps: the second step of one playout on the same root reports the real win
     * rate of both steps' playouts, not of its one playout (which is 0 or 1). */
    game_init(&g, 7, NULL);
    g.komi = 9;
    s = search_new(100000, &evaluator_default);
    static struct search_result first;
    search_run(s, &g, COLOR_BLACK,
               &(struct search_limits){.playouts = 2000, .threads = 1, .white_extra = 2}, &rng,
               &first);
    search_run(s, &g, COLOR_BLACK,
               &(struct search_limits){.playouts = 1, .threads = 1, .white_extra = 2}, &rng, &out);
    ok(first.winrate > 0.05 && first.winrate < 0.95 && out.playouts == 1 &&
           fabs(out.winrate - first.winrate) < 0.01,
       "a one-playout step on the same root reports the real win rate of all its playouts "
       "(%.3f after the first step, %.3f after the second)", first.winrate, out.winrate);
    search_free(s);
    game_free(&g);
}

/* The engines these tests ask: 2,000 playouts a move, never resigning, a small tree. */
static void small_engine_options(struct engine_options *o)
{
    engine_options_init(o);
    o->playouts = 2000;
    o->resign_threshold = 0;
    o->nodes = 100000;
}

static struct engine *small_engine(void)
{
    struct engine_options o;
    small_engine_options(&o);
    struct engine *e = engine_new(&o);
    if (e == NULL)
        bail("engine_new failed");
    return e;
}

static void test_engine_shifts(void)
{
    struct engine_options o;
    small_engine_options(&o);
    struct engine *e = small_engine();
    struct game g;
    won_position(&g);
    struct rng rng;
    rng_seed(&rng, 9);
    struct engine_request req = {.color = COLOR_BLACK};
    engine_genmove(e, &g, &req, &rng);
    double first = engine_last_stats(e)->white_extra;
    /* The first part and the rest grew one tree from nothing: the genmove reports the playouts
     * of both, all of them through its root moves, and nothing kept from before it. */
    const struct search_result *r = engine_last_result(e);
    long through_root = 0;
    for (int i = 0; i < r->count; i++)
        through_root += r->moves[i].visits;
    ok(r->reused == 0 && r->playouts == through_root && r->playouts > o.playouts / 8 &&
           r->playouts <= o.playouts,
       "a genmove that probes first reports both parts as one search: %ld playouts, all through "
       "its root moves (%ld), none reused (%ld)",
       r->playouts, through_root, r->reused);
    game_play(&g, COLOR_BLACK, BOARD_PASS);
    game_play(&g, COLOR_WHITE, board_point(&g.board, 4, 4));
    engine_genmove(e, &g, &req, &rng);
    const struct engine_stats *st = engine_last_stats(e);
    ok(first > 0 && st->white_extra > 0 && st->winrate > 0.85,
       "black far ahead: its first search gives away some of its lead (white +%.1f: no earlier "
       "search, a first part of its own tells), the next one too (white +%.1f), its win rate "
       "still the real one (%.3f)",
       first, st->white_extra, st->winrate);
    game_free(&g);

    won_position(&g);
    req.color = COLOR_WHITE;
    engine_genmove(e, &g, &req, &rng);
    first = engine_last_stats(e)->white_extra;
    game_play(&g, COLOR_WHITE, BOARD_PASS);
    game_play(&g, COLOR_BLACK, board_point(&g.board, 0, 0));
    engine_genmove(e, &g, &req, &rng);
    st = engine_last_stats(e);
    ok(first > 0 && st->white_extra > 0 && st->winrate < 0.15,
       "white far behind: its first search is credited part of its deficit (white +%.1f), the "
       "next one too (white +%.1f), its win rate still the real one (%.3f)",
       first, st->white_extra, st->winrate);
    req.color = COLOR_BLACK;
    game_free(&g);

    game_init(&g, 13, NULL);
    g.komi = 0.5;
    int stones[3];
    int n = game_fixed_handicap(13, 3, stones);
    if (n != 3 || game_set_handicap(&g, stones, n) != 0)
        bail("no 3-stone handicap on 13x13");
    req.color = COLOR_WHITE;
    engine_genmove(e, &g, &req, &rng);
    double white = engine_last_stats(e)->white_extra;
    req.color = COLOR_BLACK;
    if (game_play(&g, COLOR_WHITE, board_point(&g.board, 6, 10)) != 0)
        bail("G11 refused");
    engine_genmove(e, &g, &req, &rng);
    double black_first = engine_last_stats(e)->white_extra;
    if (game_play(&g, COLOR_BLACK, board_point(&g.board, 6, 6)) != 0 ||
        game_play(&g, COLOR_WHITE, board_point(&g.board, 2, 9)) != 0)
        bail("G7 or C10 refused");
    engine_genmove(e, &g, &req, &rng);
    double black_second = engine_last_stats(e)->white_extra;
    ok(near(white, 0) && black_first > 0 && black_first <= 3 * DYNKOMI_STONE &&
           black_second > 0 && black_second <= 3 * DYNKOMI_STONE,
       "a 3-stone game: white's search keeps the real komi, black's first and second give away "
       "part of its lead, at most 3 x DYNKOMI_STONE (white +%g, +%g)", black_first, black_second);
    game_free(&g);

    o.level = LEVEL_MAX - 1;
    engine_set_options(e, &o);
    won_position(&g);
    req.color = COLOR_BLACK;
    engine_genmove(e, &g, &req, &rng);
    game_play(&g, COLOR_BLACK, BOARD_PASS);
    game_play(&g, COLOR_WHITE, board_point(&g.board, 4, 4));
    engine_genmove(e, &g, &req, &rng);
    ok(near(engine_last_stats(e)->white_extra, 0),
       "a weaker level far ahead keeps the real komi (its strength was measured so)");
    game_free(&g);
    engine_free(e);
}

/* A restricted genmove (restricted_genmove, an analysis's allow) judges only the moves it was
 * allowed: the dynamic komi keeps what it knew, and the genmove after it searches as a fresh
 * engine's does. */
static void test_restricted_search_not_remembered(void)
{
    struct engine *asked = small_engine(), *fresh = small_engine();
    struct game g;
    won_position(&g);
    static struct search_restrictions pass_only;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        pass_only.until[COLOR_BLACK - 1][p] = p != BOARD_PASS;
    struct rng rng, a, b;
    rng_seed(&rng, 3);
    struct engine_request req = {.color = COLOR_BLACK, .restrictions = &pass_only,
                                 .never_resign = true};
    int forced = engine_genmove(asked, &g, &req, &rng);
    req = (struct engine_request){.color = COLOR_BLACK};
    rng_seed(&a, 11);
    rng_seed(&b, 11);
    int after = engine_genmove(asked, &g, &req, &a);
    double extra_after = engine_last_stats(asked)->white_extra;
    int alone = engine_genmove(fresh, &g, &req, &b);
    double extra_alone = engine_last_stats(fresh)->white_extra;
    ok(forced == BOARD_PASS && after == alone && extra_after == extra_alone && extra_alone > 0,
       "a genmove after a restricted one (a pass only) searches as a fresh engine's: white +%.2f "
       "and +%.2f, the same move", extra_after, extra_alone);
    game_free(&g);
    engine_free(asked);
    engine_free(fresh);
}

int main(void)
{
    plan(33);
    test_handicap_credit();
    test_far_ahead();
    test_far_behind();
    test_handicap_sides();
    test_search_reports_real_winrates();
    test_engine_shifts();
    test_restricted_search_not_remembered();
    return 0;
}
