/* level-t.c - strength levels: each level's playouts, the weakened choice (never an illegal move,
 * a suicide or an own true eye; the best move at level 10), and a level's effort in the engine
 * (its playouts, no tree kept, the same moves for the same seed) */
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "engine/effort.h"
#include "engine/engine.h"
#include "engine/level.h"
#include "engine/search.h"
#include "tap/basic.h"
#include "unit/diagram.h"
#include "util/rng.h"

/* --- the playouts of each level --------------------------------------------------------------- */

static void test_playouts(void)
{
    long first = level_playouts(LEVEL_MIN, 9);
    ok(first >= 1 && first <= 100, "level 1 searches 1 to 100 playouts on 9x9 (%ld)", first);
    is_int(0, level_playouts(LEVEL_MAX, 9), "level 10 leaves the effort to the engine's default");
    is_int(0, level_playouts(0, 9) + level_playouts(LEVEL_MAX + 1, 9),
           "a level out of range leaves the effort to the engine's default");

    static const int sizes[] = {9, 13, 19};
    int rising = 1;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (int level = LEVEL_MIN + 1; level < LEVEL_MAX; level++)
            if (level_playouts(level, sizes[i]) <= level_playouts(level - 1, sizes[i])) {
                diag("size %d: level %d %ld, level %d %ld", sizes[i], level,
                     level_playouts(level, sizes[i]), level - 1,
                     level_playouts(level - 1, sizes[i]));
                rising = 0;
            }
    ok(rising, "on 9x9, 13x13 and 19x19 every level searches more than the one below");

    int below = 1;
    for (int size = 9; size <= BOARD_MAX_SIZE; size++)
        if (level_playouts(LEVEL_MAX - 1, size) >= effort_default_playouts(size))
            below = 0;
    ok(below, "level 9 searches fewer playouts than the full-strength default on 9x9 and up");

    int ordered = 1;
    for (int size = 1; size < 9; size++) {
        for (int level = LEVEL_MIN; level < LEVEL_MAX; level++) {
            long n = level_playouts(level, size);
            if (n < 1 || n > level_playouts(level, 9) ||
                (level > LEVEL_MIN && n < level_playouts(level - 1, size)))
                ordered = 0;
        }
    }
    ok(ordered, "below 9x9 a level searches at least one playout, no more than on 9x9, and no "
                "fewer than the level below");
}

/* --- the weakened choice ---------------------------------------------------------------------- */

/* True when `color` may play p in g as level_choose promises: legal, no suicide, no own eye. */
static bool playable(const struct game *g, int color, int p)
{
    if (p == BOARD_PASS || game_legal(g, color, p) != 0 ||
        board_is_true_eye(&g->board, color, p))
        return false;
    struct board b = g->board;
    b.allow_suicide = false;
    return board_legal(&b, color, p) == 0;
}

/* Sets up g (9x9, tromp-taylor) with the diagram's stones and `color` to play. */
static void game_from(struct game *g, const char *diagram, int color)
{
    struct board b;
    if (game_init(g, 9, NULL) != 0 || diagram_setup(&b, 9, diagram) != 0)
        bail("cannot set up the position");
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (board_on_board(&b, p) && b.color[p] != COLOR_EMPTY && game_setup(g, b.color[p], p) != 0)
            bail("cannot set up %s", diagram_point_name(&b, p));
    if (game_set_to_play(g, color) != 0)
        bail("cannot set the player to move");
}

static const char *const positions[] = {
    /* the empty board */
    ".........\n"
    ".........\n"
    ".........\n"
    ".........\n"
    ".........\n"
    ".........\n"
    ".........\n"
    ".........\n"
    ".........\n",
    /* an opening */
    ".........\n"
    ".........\n"
    "......O..\n"
    "...X.....\n"
    ".........\n"
    ".....X...\n"
    "..O......\n"
    ".........\n"
    ".........\n",
    /* a fight: black's two stones cut, white's stone in atari */
    ".........\n"
    ".........\n"
    "...OX....\n"
    "..OXO....\n"
    "...XOX...\n"
    "...OX....\n"
    "....X....\n"
    ".........\n"
    ".........\n",
    /* a late middle game, black with eyes at the bottom left */
    ".........\n"
    "..OO.....\n"
    ".O..OXX..\n"
    "..O.OX...\n"
    "OOOOOX.X.\n"
    "XXXXXOX..\n"
    "X.X.XOOX.\n"
    "XXXXXO...\n"
    ".X.X.O...\n",
};
#define POSITIONS (int)(sizeof positions / sizeof positions[0])
#define DRAWS 200

/* For each position, black to play: a search of level `level`'s playouts, then DRAWS draws of
 * level_choose at `level`; counts the draws that are not the best move and those not playable. */
static void draw_in_positions(int level, long *differs, long *unplayable, long *draws)
{
    struct search *s = search_new(100000, &evaluator_default);
    if (s == NULL)
        bail("search_new failed");
    *differs = *unplayable = *draws = 0;
    for (int i = 0; i < POSITIONS; i++) {
        struct game g;
        game_from(&g, positions[i], COLOR_BLACK);
        static struct search_result r;
        struct rng rng;
        rng_seed(&rng, 100 + (uint64_t)i);
        long playouts = level_playouts(level, 9);
        struct search_limits lim = {.playouts = playouts > 0 ? playouts : 2000, .threads = 1};
        search_reset(s);
        search_run(s, &g, COLOR_BLACK, &lim, &rng, &r);
        int best = level_choose(LEVEL_MAX, &r, &g, COLOR_BLACK, &rng);
        for (int d = 0; d < DRAWS; d++) {
            int p = level_choose(level, &r, &g, COLOR_BLACK, &rng);
            *differs += p != best;
            *unplayable += !playable(&g, COLOR_BLACK, p);
            ++*draws;
        }
        game_free(&g);
    }
    search_free(s);
}

static void test_choice_in_positions(void)
{
    long differs[LEVEL_MAX + 1], unplayable, draws;
    long bad = 0;
    for (int level = LEVEL_MIN; level <= LEVEL_MAX; level++) {
        draw_in_positions(level, &differs[level], &unplayable, &draws);
        diag("level %d: %ld of %ld draws not the search's best", level, differs[level], draws);
        bad += unplayable;
    }
    is_int(0, bad, "every level's choice in %d positions is legal, no suicide and no own eye",
           POSITIONS);
    ok(differs[1] * 5 >= draws, "level 1 plays another move than the search's best in at least "
                                "a fifth of its draws (%ld of %ld)", differs[1], draws);
    is_int(0, differs[LEVEL_MAX], "level 10 always plays the search's best move");
    ok(differs[1] > differs[5] && differs[5] > differs[9],
       "the lower the level, the more often it plays another move than the best "
       "(levels 1, 5, 9: %ld, %ld, %ld)", differs[1], differs[5], differs[9]);
}

/* A search result made up to lead level_choose astray: its most visited moves are black's own
 * true eyes, a stone, a suicide and a pass, then eight playable points. */
static void test_choice_refuses(void)
{
    static const char diagram[] = ".....OcO.\n"
                                  "......O..\n"
                                  ".........\n"
                                  "....efg..\n"
                                  "....hij..\n"
                                  ".....k...\n"
                                  "OOOOO....\n"
                                  "XXXXO....\n"
                                  "aXbXO....\n";
    struct game g;
    game_from(&g, diagram, COLOR_BLACK);
    const struct board *b = &g.board;
    static struct search_result r;
    memset(&r, 0, sizeof r);
    const int order[] = {diagram_mark(b, diagram, 'a'), diagram_mark(b, diagram, 'b'),
                         board_point(b, 1, 0) /* a black stone */,
                         diagram_mark(b, diagram, 'c') /* a suicide */, BOARD_PASS,
                         diagram_mark(b, diagram, 'e'), diagram_mark(b, diagram, 'f'),
                         diagram_mark(b, diagram, 'g'), diagram_mark(b, diagram, 'h'),
                         diagram_mark(b, diagram, 'i'), diagram_mark(b, diagram, 'j'),
                         diagram_mark(b, diagram, 'k')};
    const int count = (int)(sizeof order / sizeof order[0]);
    for (int i = 0; i < count; i++)
        r.moves[r.count++] = (struct search_move){.move = order[i], .visits = 200 - 10 * i,
                                                  .winrate = 0.5};
    int first = 5; /* order[first] is the first playable move */

    struct rng rng, before;
    rng_seed(&rng, 11);
    before = rng;
    is_string(diagram_point_name(b, order[first]),
              diagram_point_name(b, level_choose(LEVEL_MAX, &r, &g, COLOR_BLACK, &rng)),
              "level 10 plays the most visited playable move, past eyes, a stone, a suicide "
              "and a pass");
    ok(memcmp(&rng, &before, sizeof rng) == 0, "level 10 draws nothing from the random stream");

    long outside = 0, seen[BOARD_MAX_POINTS] = {0};
    for (int level = LEVEL_MIN; level < LEVEL_MAX; level++)
        for (int d = 0; d < 500; d++) {
            int p = level_choose(level, &r, &g, COLOR_BLACK, &rng);
            seen[p]++;
            bool candidate = false;
            for (int i = first; i < first + LEVEL_CANDIDATES; i++)
                candidate |= p == order[i];
            outside += !candidate;
        }
    is_int(0, outside, "levels 1 to 9 play only among the %d most visited playable moves",
           LEVEL_CANDIDATES);
    ok(seen[order[first + 1]] > 0 && seen[order[first + 2]] > 0,
       "levels 1 to 9 play the second and third candidates too");

    /* Nothing playable: a pass. */
    static struct search_result none;
    memset(&none, 0, sizeof none);
    for (int i = 0; i < first; i++)
        none.moves[none.count++] = (struct search_move){.move = order[i], .visits = 10};
    is_int(BOARD_PASS, level_choose(1, &none, &g, COLOR_BLACK, &rng),
           "with no playable root move, level 1 passes");
    game_free(&g);
}

/* --- a level's effort in the engine ----------------------------------------------------------- */

static struct engine *engine_at(int level, long playouts)
{
    struct engine_options o;
    engine_options_init(&o);
    o.level = level;
    o.playouts = playouts;
    o.resign_threshold = 0;
    o.nodes = 200000;
    struct engine *e = engine_new(&o);
    if (e == NULL)
        bail("engine_new failed");
    return e;
}

/* Plays `moves` moves of self-play at `level` from the empty 9x9 board with seed; writes them
 * to out (room for 8 characters a move) and returns the most playouts a move ran and, in
 * *reused, the most root visits one kept. Counts in *bad the moves that were not playable. */
static long self_play(int level, long playouts, int moves, uint64_t seed, char *out, long *reused,
                      long *bad)
{
    struct engine *e = engine_at(level, playouts);
    struct game g;
    game_init(&g, 9, NULL);
    struct rng rng;
    rng_seed(&rng, seed);
    long most = 0;
    *reused = 0;
    *out = '\0';
    for (int m = 0; m < moves; m++) {
        int color = game_to_play(&g);
        struct engine_request req = {.color = color};
        int p = engine_genmove(e, &g, &req, &rng);
        const struct engine_stats *st = engine_last_stats(e);
        if (st->playouts > most)
            most = st->playouts;
        if (st->reused > *reused)
            *reused = st->reused;
        if (p == ENGINE_RESIGN)
            break;
        if (p != BOARD_PASS && !playable(&g, color, p))
            ++*bad;
        sprintf(out + strlen(out), "%s ", diagram_point_name(&g.board, p));
        if (game_play(&g, color, p) != 0)
            break;
    }
    game_free(&g);
    engine_free(e);
    return most;
}

static void test_engine(void)
{
    char first[8 * 200], second[8 * 200];
    long reused, bad = 0, bad2 = 0;
    long most = self_play(3, 0, 40, 5, first, &reused, &bad);
    ok(most > 0 && most <= level_playouts(3, 9),
       "level 3 runs at most its %ld playouts a move (most: %ld)", level_playouts(3, 9), most);
    is_int(0, reused, "level 3 keeps no tree from one move to the next");
    self_play(3, 0, 40, 5, second, &reused, &bad2);
    is_string(first, second, "level 3 plays the same moves for the same seed");
    self_play(LEVEL_MAX, 200, 6, 5, second, &reused, &bad2);
    ok(reused > 0, "level 10 keeps its tree (%ld root visits kept)", reused);
    most = self_play(1, 400, 6, 5, second, &reused, &bad2);
    ok(most > level_playouts(1, 9), "a playout count set replaces level 1's playouts (%ld)", most);

    /* The views and the score (engine_position_result, engine_dead_stones) at full strength. */
    struct engine *e = engine_at(1, 0);
    struct game g;
    game_init(&g, 9, NULL);
    struct rng rng;
    rng_seed(&rng, 9);
    game_play(&g, COLOR_BLACK, board_point(&g.board, 4, 4));
    game_play(&g, COLOR_WHITE, BOARD_PASS);
    struct engine_request req = {.color = COLOR_BLACK};
    engine_genmove(e, &g, &req, &rng); /* the position the views ask for next */
    long views = engine_position_result(e, &g, &rng)->playouts;
    /* More than the level's count, not the default's whole 10,000: the default stops at 1 s, and
     * under valgrind that is a few hundred playouts. */
    ok(views > level_playouts(1, 9),
       "level 1: the position's search for the views and the score runs more than its own %ld "
       "playouts (%ld)", level_playouts(1, 9), views);
    game_free(&g);
    engine_free(e);

    /* Whole games at level 1: the weakest choice, on a board that fills up. */
    for (uint64_t seed = 1; seed <= 4; seed++)
        self_play(1, 0, 200, seed, second, &reused, &bad);
    is_int(0, bad, "level 1 and 3 self-play: every move legal, no suicide, no own eye filled");
}

int main(void)
{
    plan(22);
    test_playouts();
    test_choice_in_positions();
    test_choice_refuses();
    test_engine();
    return 0;
}
