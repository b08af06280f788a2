/* search-t.c - the tree search and its parts: a search on every board size returns a legal move,
 * a fixed seed and playout count replay the same game, reg_genmove's answer is genmove's, two
 * threads search legal moves, the eye and pattern knowledge, a kept tree's scores */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/rules.h"
#include "engine/effort.h"
#include "engine/engine.h"
#include "engine/model.h"
#include "engine/pattern.h"
#include "engine/search.h"
#include "tap/basic.h"
#include "unit/diagram.h"
#include "util/rng.h"

/* An engine with these options, the others at their defaults. */
static struct engine *engine_with(long playouts, int threads, double resign_threshold, long nodes)
{
    struct engine_options o;
    engine_options_init(&o);
    o.playouts = playouts;
    o.threads = threads;
    o.resign_threshold = resign_threshold;
    o.nodes = nodes;
    struct engine *e = engine_new(&o);
    if (e == NULL)
        bail("engine_new failed");
    return e;
}

/* A move is asked for: no resigning (tested apart), a modest tree. */
static struct engine *new_engine(long playouts, int threads)
{
    return engine_with(playouts, threads, 0, 200000);
}

/* A move engine_genmove may answer: pass, or legal under the game's rules and not a suicide. */
static bool acceptable(const struct game *g, int color, int p)
{
    if (p == BOARD_PASS)
        return true;
    if (p == ENGINE_RESIGN || game_legal(g, color, p) != 0)
        return false;
    struct board b;
    board_copy(&b, &g->board);
    b.allow_suicide = false;
    return board_legal(&b, color, p) == 0;
}

static void test_every_size(void)
{
    struct rng rng;
    rng_seed(&rng, 7);
    int bad = 0;
    for (int size = 1; size <= BOARD_MAX_SIZE; size++) {
        struct game g;
        game_init(&g, size, NULL);
        struct engine *e = new_engine(size <= 9 ? 200 : 40, 1);
        /* A few moves each, so the tree is reused and superko is in play. */
        for (int m = 0; m < 4; m++) {
            int color = game_to_play(&g);
            struct engine_request req = {.color = color};
            int p = engine_genmove(e, &g, &req, &rng);
            if (!acceptable(&g, color, p)) {
                diag("size %d move %d: unacceptable answer %d", size, m, p);
                bad++;
                break;
            }
            game_play(&g, color, p);
        }
        engine_free(e);
        game_free(&g);
    }
    is_int(0, bad, "a search on every size 1..25 answers a legal move, never a suicide");
}

/* Plays `moves` moves of self-play from the empty 9x9 board and returns them as a string. */
static void self_play(uint64_t seed, int threads, int moves, char *out, const char *rules_name)
{
    struct rules rules;
    rules_parse(rules_name, &rules);
    struct game g;
    game_init(&g, 9, &rules);
    g.komi = 7;
    struct engine *e = new_engine(300, threads);
    struct rng rng;
    rng_seed(&rng, seed);
    out[0] = '\0';
    for (int m = 0; m < moves; m++) {
        int color = game_to_play(&g);
        struct engine_request req = {.color = color};
        int p = engine_genmove(e, &g, &req, &rng);
        if (!acceptable(&g, color, p)) {
            strcat(out, " bad");
            break;
        }
        game_play(&g, color, p);
        char buf[16];
        snprintf(buf, sizeof buf, " %d", p);
        strcat(out, buf);
    }
    engine_free(e);
    game_free(&g);
}

static void test_determinism(void)
{
    char a[1024], b[1024], c[1024];
    self_play(42, 1, 12, a, "tromp-taylor");
    self_play(42, 1, 12, b, "tromp-taylor");
    diag("seed 42: %s", a);
    is_string(a, b, "one thread, same seed and playouts: the same game");
    self_play(43, 1, 12, c, "tromp-taylor");
    ok(strcmp(a, c) != 0, "another seed: another game");
    self_play(5, 2, 12, c, "japanese");
    ok(strstr(c, "bad") == NULL, "two threads: every move legal");
}

/* reg_genmove then genmove with the same stream (the GTP layer copies it for reg_genmove). */
static void test_reg_then_genmove(void)
{
    struct game g;
    game_init(&g, 9, NULL);
    game_play(&g, COLOR_BLACK, board_point(&g.board, 4, 4));
    struct engine *e = new_engine(300, 1), *fresh = new_engine(300, 1);
    struct rng rng, copy, other;
    rng_seed(&rng, 9);
    copy = rng;
    other = rng;
    struct engine_request req = {.color = COLOR_WHITE};
    int reg = engine_genmove(e, &g, &req, &copy);
    int gen = engine_genmove(e, &g, &req, &rng);
    int alone = engine_genmove(fresh, &g, &req, &other);
    is_int(reg, gen, "genmove after reg_genmove answers reg_genmove's move");
    is_int(alone, gen, "... the move a fresh engine answers");
    ok(memcmp(&rng, &other, sizeof rng) == 0, "... and leaves the stream where a fresh one does");
    engine_free(e);
    engine_free(fresh);
    game_free(&g);
}

/* White has no chance on 5x5: black's wall on the C file leaves it 10 points to black's 15. */
static void lost_position(struct game *g)
{
    game_init(g, 5, NULL);
    g->komi = 0;
    for (int row = 0; row < 5; row++) {
        game_play(g, COLOR_BLACK, board_point(&g->board, 2, row));
        game_play(g, COLOR_WHITE, BOARD_PASS);
    }
    game_play(g, COLOR_BLACK, BOARD_PASS);
}

static void test_resign(void)
{
    struct engine *e = engine_with(2000, 1, 0.3, 200000);
    struct game g;
    lost_position(&g);
    struct rng rng;
    rng_seed(&rng, 3);
    struct engine_request req = {.color = COLOR_WHITE};
    int first = engine_genmove(e, &g, &req, &rng);
    int again = engine_genmove(e, &g, &req, &rng);
    ok(first != ENGINE_RESIGN && again != ENGINE_RESIGN,
       "a lost position: no resignation on the first low move, nor asked again there");
    game_play(&g, COLOR_WHITE, again);
    game_play(&g, COLOR_BLACK, BOARD_PASS);
    int second = engine_genmove(e, &g, &req, &rng);
    is_int(ENGINE_RESIGN, second, "... resignation when the win rate stays low a move later");
    req.cleanup = true;
    int cleanup = engine_genmove(e, &g, &req, &rng);
    cleanup = engine_genmove(e, &g, &req, &rng);
    ok(cleanup != ENGINE_RESIGN, "kgs-genmove_cleanup never resigns");
    engine_free(e);
    e = engine_with(2000, 1, 0, 200000);
    int never = engine_genmove(e, &g, &(struct engine_request){.color = COLOR_WHITE}, &rng);
    never = engine_genmove(e, &g, &(struct engine_request){.color = COLOR_WHITE}, &rng);
    ok(never != ENGINE_RESIGN, "threshold 0: never resigns");
    engine_free(e);
    game_free(&g);
}

/* Starts g as a game of `size` under `rules` (NULL: the defaults) with the stones of `diagram`
 * (diagram.h) set up, so that the game's history holds them. */
static void game_from_diagram(struct game *g, int size, const struct rules *rules,
                              const char *diagram)
{
    static struct board b;
    if (diagram_setup(&b, size, diagram) != 0)
        bail("a malformed diagram");
    game_init(g, size, rules);
    for (int row = 0; row < size; row++)
        for (int col = 0; col < size; col++) {
            int color = b.color[board_point(&b, col, row)];
            if (color == COLOR_BLACK || color == COLOR_WHITE)
                game_setup(g, color, board_point(&g->board, col, row));
        }
}

static void test_game_over(void)
{
    struct rng rng;
    struct game g;
    /* A game against GNU Go (chinese, komi 7), black to move after white passed: the white
     * stone at F8 is dead in atari. Black must take it before it passes; every move wins, and
     * without capturing_play kosumi answered H5 (a fill) in this game loaded from its record
     * with 10,000 playouts. */
    struct engine *e = new_engine(10000, 1);
    struct rules chinese;
    rules_preset("chinese", &chinese);
    game_from_diagram(&g, 9, &chinese,
                      "OXX......\n"
                      "OOX.XOXX.\n"
                      "OXX..X.X.\n"
                      "OOX.XX.X.\n"
                      "OXXXOX..X\n"
                      "OOXOOXXX.\n"
                      "O.OOXX...\n"
                      ".O.OOOXX.\n"
                      ".....OOX.\n");
    g.komi = 7;
    game_set_to_play(&g, COLOR_WHITE);
    game_play(&g, COLOR_WHITE, BOARD_PASS);
    int capture = board_point(&g.board, 5, 8);
    rng_seed(&rng, 1);
    int move = engine_genmove(e, &g, &(struct engine_request){.color = COLOR_BLACK}, &rng);
    ok(move == capture,
       "white passed with its dead stone F8 in atari in black's area: black takes it at F9, "
       "not a fill (answered %d, F9 is %d)", move, capture);
    engine_free(e);
    game_free(&g);
}

/* A node budget far too small for the search: it goes on without growing the tree. */
static void test_small_budget(void)
{
    struct engine *e = engine_with(3000, 1, 0, 1000);
    struct game g;
    game_init(&g, 19, NULL);
    struct rng rng;
    rng_seed(&rng, 4);
    int bad = 0;
    for (int m = 0; m < 3; m++) {
        int color = game_to_play(&g);
        int p = engine_genmove(e, &g, &(struct engine_request){.color = color}, &rng);
        bad += !acceptable(&g, color, p);
        game_play(&g, color, p);
    }
    is_int(0, bad, "a 1,000-node budget on 19x19: legal moves all the same");
    engine_free(e);
    game_free(&g);
}

static void test_knowledge(void)
{
    struct board b;
    /* A1 is a true eye of black; E1 is not: a white stone on its diagonal, and the edge. */
    diagram_setup(&b, 5,
                  ". . . . .\n"
                  ". . . . .\n"
                  ". . . . .\n"
                  "X X . O X\n"
                  ". X . X .\n");
    ok(board_is_true_eye(&b, COLOR_BLACK, board_point(&b, 0, 0)), "corner eye is a true eye");
    ok(!board_is_true_eye(&b, COLOR_BLACK, board_point(&b, 4, 0)),
       "edge point with an opponent diagonal is not a true eye");
    ok(!board_is_true_eye(&b, COLOR_WHITE, board_point(&b, 0, 0)), "an eye is not the opponent's");
    /* Hane: X O X over an empty row. */
    diagram_setup(&b, 5,
                  ". . . . .\n"
                  ". X O X .\n"
                  ". . . . .\n"
                  ". . . . .\n"
                  ". . . . .\n");
    pattern_init();
    ok(pattern_match(&b, board_point(&b, 2, 2)), "the point under X O X matches a pattern");
    ok(!pattern_match(&b, board_point(&b, 2, 0)), "an empty neighbourhood matches none");
    int stones = 0;
    diagram_setup(&b, 5,
                  ". . . . .\n"
                  ". . . . .\n"
                  "O O O . .\n"
                  "X X O . .\n"
                  ". . O . .\n");
    int lib = 0;
    ok(board_self_atari(&b, COLOR_BLACK, board_point(&b, 0, 0), &stones, &lib) && stones == 3 &&
           lib == board_point(&b, 1, 0),
       "A1 puts black's three stones in atari, at B1");
    ok(!board_self_atari(&b, COLOR_BLACK, board_point(&b, 3, 0), &stones, &lib),
       "D1 has two liberties: no self-atari");
}

/* avoid and allow: the root has only the moves the restrictions leave, the restricted colour's
 * replies at the depth they name too; a search without restrictions on the same position then
 * does not reuse the restricted tree. */
static void test_restrictions(void)
{
    struct game g;
    game_init(&g, 9, NULL);
    struct search *s = search_new(100000, &evaluator_default);
    static struct search_restrictions r;
    memset(&r, 0, sizeof r);
    int e5 = board_point(&g.board, 4, 4), c3 = board_point(&g.board, 2, 2);
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        r.until[COLOR_BLACK - 1][p] = p == e5 || p == c3 ? 0 : 1; /* allow b E5,C3 1 */
    struct search_limits lim = {.playouts = 2000, .threads = 1, .restrictions = &r};
    struct rng rng;
    rng_seed(&rng, 3);
    static struct search_result out;
    search_run(s, &g, COLOR_BLACK, &lim, &rng, &out);
    bool roots = out.count == 2;
    for (int i = 0; i < out.count; i++)
        roots = roots && (out.moves[i].move == e5 || out.moves[i].move == c3);
    ok(roots, "allow: the root holds exactly the allowed moves (%d)", out.count);
    /* White's favourite reply to black's favourite move, then avoided at the second ply. */
    int pv[8];
    int reply = search_pv(s, out.moves[0].move, pv, 8) > 1 ? pv[1] : BOARD_PASS;
    r.until[COLOR_WHITE - 1][reply] = 2;
    rng_seed(&rng, 3);
    search_run(s, &g, COLOR_BLACK, &lim, &rng, &out);
    int bad = 0;
    for (int i = 0; i < out.count; i++)
        if (search_pv(s, out.moves[i].move, pv, 8) > 1 && pv[1] == reply)
            bad++;
    is_int(0, bad, "avoid w (white's favourite reply) 2: no principal variation answers it");
    lim.restrictions = NULL;
    search_run(s, &g, COLOR_BLACK, &lim, &rng, &out);
    ok(out.count > 70 && out.reused == 0,
       "a search without restrictions starts a new tree: %d root moves, %ld reused", out.count,
       out.reused);
    search_free(s);
    game_free(&g);
}

/* A search stops at its root's visit limit, kept visits included, and one that starts there runs
 * no playout: the counts never grow past what the node counters hold (SEARCH_MAX_VISITS when no
 * lower limit is set). */
static void test_visit_limit(void)
{
    struct game g;
    game_init(&g, 5, NULL);
    struct search *s = search_new(100000, &evaluator_default);
    struct search_limits lim = {.seconds = 60, .threads = 1, .visits = 2500};
    struct rng rng;
    rng_seed(&rng, 5);
    static struct search_result out;
    long runs[2];
    bool sane = true;
    for (int i = 0; i < 2; i++) {
        search_run(s, &g, COLOR_BLACK, &lim, &rng, &out);
        runs[i] = out.playouts;
        for (int k = 0; k < out.count; k++)
            sane = sane && out.moves[k].visits >= 0 && out.moves[k].winrate >= 0 &&
                   out.moves[k].winrate <= 1;
    }
    ok(runs[0] == 2500 && runs[1] == 0,
       "a visit limit of 2,500: a search of a minute runs %ld playouts, the next %ld", runs[0],
       runs[1]);
    ok(out.reused == 2500 && sane, "the root keeps its 2,500 visits, with sane statistics (%ld)",
       out.reused);
    ok(SEARCH_MAX_VISITS >= 1000000000L, "without a limit, a root takes %ld visits",
       (long)SEARCH_MAX_VISITS);
    search_free(s);
    game_free(&g);
}

/* With no playout count, time or clock, a move has the default playouts and a wall-clock cap:
 * 10,000 and 1 s on 9x9, 30,000 and 3 s on 19x19. */
static void test_default_effort(void)
{
    ok(effort_default_playouts(9) == 10000 && effort_default_playouts(19) == 30000 &&
           effort_default_playouts(13) > 10000 && effort_default_playouts(13) < 30000 &&
           effort_default_playouts(5) == 125 * 25 && effort_default_playouts(1) == 125,
       "the default playouts: 10,000 on 9x9, 30,000 on 19x19, between on 13x13 (%ld), 125 a "
       "point below 9x9",
       effort_default_playouts(13));
    ok(effort_default_seconds(9) == 1.0 && effort_default_seconds(5) == 1.0 &&
           effort_default_seconds(19) == 3.0 && effort_default_seconds(13) > 1.0 &&
           effort_default_seconds(13) < 3.0,
       "the default effort's cap: 1 s on 9x9, 3 s on 19x19, between on 13x13 (%.2f s)",
       effort_default_seconds(13));
    struct engine *e = engine_with(0, 1, 0, 100000);
    struct game g;
    game_init(&g, 9, NULL);
    struct rng rng;
    rng_seed(&rng, 9);
    engine_genmove(e, &g, &(struct engine_request){.color = COLOR_BLACK}, &rng);
    const struct engine_stats *st = engine_last_stats(e);
    ok(st->budget == 1.0 && st->playouts > 0 && st->playouts <= EFFORT_DEFAULT_PLAYOUTS,
       "a default 9x9 genmove: at most %ld playouts (%ld) and at most 1 s (%.2f)",
       EFFORT_DEFAULT_PLAYOUTS, st->playouts, st->budget);
    engine_free(e);
    game_free(&g);
}

/* Under a time limit alone, a search whose most visited move no playout left could overtake
 * stops before its time. Black A9 takes 26 white stones in atari; elsewhere white I5 takes
 * nine black ones. */
static void test_decided_in_time(void)
{
    static const char *const diagram = "*OOOOOOOO\n"
                                       "OOOOOOOOO\n"
                                       "OOOOOOOOO\n"
                                       "XXXXXXXXX\n"
                                       "OOOOOOOO.\n"
                                       ".........\n"
                                       ".........\n"
                                       ".........\n"
                                       ".........\n";
    struct game g;
    game_from_diagram(&g, 9, NULL, diagram);
    game_set_to_play(&g, COLOR_BLACK);
    struct search *s = search_new(200000, &evaluator_default);
    if (s == NULL)
        bail("search_new failed");
    struct search_limits lim = {.seconds = 2, .threads = 1};
    struct rng rng;
    rng_seed(&rng, 3);
    static struct search_result out;
    search_run(s, &g, COLOR_BLACK, &lim, &rng, &out);
    int capture = diagram_mark(&g.board, diagram, '*');
    ok(out.count > 0 && out.moves[0].move == capture && out.seconds < 0.8 * lim.seconds,
       "a 2 s search whose capture of 26 stones has the most visits beyond the reach of the "
       "playouts left stops early (%.2f s, %ld playouts, first move %d, A9 is %d)",
       out.seconds, out.playouts, out.count > 0 ? out.moves[0].move : -1, capture);
    search_free(s);
    game_free(&g);
}

/* A tree that filled its node budget is kept for the next move all the same: the best line was
 * still expanded (the pool raises the visits it takes to expand a leaf as it fills), the
 * reply's subtree slides to the front of the pool in place, keeps its visits, and the search
 * goes on in the room that frees. */
static void test_full_tree_reused(void)
{
    struct game g;
    game_init(&g, 9, NULL);
    struct search *s = search_new(20000, &evaluator_default);
    struct search_limits lim = {.playouts = 30000, .threads = 1};
    struct rng rng;
    rng_seed(&rng, 11);
    static struct search_result out;
    search_run(s, &g, COLOR_BLACK, &lim, &rng, &out);
    size_t nodes = search_nodes(s);
    bool full = nodes >= search_capacity(s) / 10 * 9;
    /* The most visited line of three moves: its second move's node has children, so the tree
     * below it is there to keep. */
    int pv[3], n = 0;
    for (int i = 0; i < out.count && n < 3; i++)
        n = search_pv(s, out.moves[i].move, pv, 3);
    long reply_visits = 0;
    game_play(&g, COLOR_BLACK, pv[0]);
    if (n == 3) {
        game_play(&g, COLOR_WHITE, pv[1]);
        /* The reply's visits, as the tree below black's move counts them. */
        search_run(s, &g, COLOR_BLACK, &(struct search_limits){.playouts = 1, .threads = 1},
                   &rng, &out);
        reply_visits = out.reused;
    }
    ok(full && n == 3 && reply_visits > 100,
       "a 20,000-node tree filled by 30,000 playouts (%zu nodes) is reused for the next move: "
       "%ld visits kept", nodes, reply_visits);
    search_run(s, &g, COLOR_BLACK, &lim, &rng, &out);
    int bad = 0;
    for (int i = 0; i < out.count; i++)
        bad += out.moves[i].move != BOARD_PASS && game_legal(&g, COLOR_BLACK, out.moves[i].move);
    ok(out.count > 50 && bad == 0 && search_nodes(s) <= search_capacity(s),
       "and the search goes on from it: %d root moves, all legal, %zu nodes of %zu", out.count,
       search_nodes(s), search_capacity(s));
    search_free(s);
    game_free(&g);

    /* What genmove reports of the tree (--verbose): the nodes it holds after the search, and
     * the budget it was given (index 0 of the pool is never used). */
    struct engine *e = engine_with(2000, 1, 0, 20000);
    game_init(&g, 9, NULL);
    engine_genmove(e, &g, &(struct engine_request){.color = COLOR_BLACK}, &rng);
    const struct engine_stats *st = engine_last_stats(e);
    ok(st->capacity == 19999 && st->nodes > 1000 && st->nodes <= st->capacity,
       "a genmove reports its tree: %zu nodes of %zu", st->nodes, st->capacity);
    engine_free(e);
    game_free(&g);
}

/* The move-prediction model's priors reach the root: on an empty 19x19 board, where the hand
 * priors rate every point off the first line alike, the model's favourite gets a larger share of
 * the root's prior than the average point off the first line. */
static void test_model_priors(void)
{
    struct game g;
    game_init(&g, 19, NULL);
    float gamma[BOARD_MAX_POINTS];
    model_gammas(model_builtin(), &g.board, COLOR_BLACK, -1, gamma);
    int best = BOARD_PASS;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (board_on_board(&g.board, p) && (best == BOARD_PASS || gamma[p] > gamma[best]))
            best = p;
    struct search *s = search_new(100000, &evaluator_default);
    struct rng rng;
    rng_seed(&rng, 12);
    static struct search_result out;
    search_run(s, &g, COLOR_BLACK, &(struct search_limits){.playouts = 100, .threads = 1},
               &rng, &out);
    double best_share = 0, sum = 0;
    int inner = 0;
    for (int i = 0; i < out.count; i++) {
        int p = out.moves[i].move, col = board_col(&g.board, p), row = board_row(&g.board, p);
        if (p == best)
            best_share = out.moves[i].prior;
        if (p != BOARD_PASS && col > 0 && row > 0 && col < 18 && row < 18) {
            sum += out.moves[i].prior;
            inner++;
        }
    }
    ok(inner > 0 && best_share > 1.5 * sum / inner,
       "the model's favourite on an empty board takes a larger prior share than the average "
       "point off the first line (%.4f, %.4f)", best_share, inner > 0 ? sum / inner : 0.0);
    search_free(s);
    game_free(&g);
}

/* A kept tree keeps each node's score with its visits: after a search, a move and its reply, and
 * a search of one playout, every visited root move reports the mean margin of all its playouts,
 * not only of the one this search ran. With 5x5 and komi 30.5 every playout ends between
 * -55.5 and -5.5 for black, so each of those means does too (a move whose score was lost reads
 * 0). */
static void test_reused_scores(void)
{
    struct game g;
    game_init(&g, 5, NULL);
    g.komi = 30.5;
    struct search *s = search_new(100000, &evaluator_default);
    struct rng rng;
    rng_seed(&rng, 13);
    static struct search_result out;
    search_run(s, &g, COLOR_BLACK, &(struct search_limits){.playouts = 3000, .threads = 1}, &rng,
               &out);
    int pv[2], n = 0;
    for (int i = 0; i < out.count && n < 2; i++)
        n = search_pv(s, out.moves[i].move, pv, 2);
    if (n == 2) {
        game_play(&g, COLOR_BLACK, pv[0]);
        game_play(&g, COLOR_WHITE, pv[1]);
    }
    search_run(s, &g, COLOR_BLACK, &(struct search_limits){.playouts = 1, .threads = 1}, &rng,
               &out);
    int visited = 0, bad = 0;
    double low = 0, high = -100;
    for (int i = 0; i < out.count; i++) {
        if (out.moves[i].visits == 0)
            continue;
        visited++;
        bad += out.moves[i].score > -5.5 || out.moves[i].score < -55.5;
        low = out.moves[i].score < low ? out.moves[i].score : low;
        high = out.moves[i].score > high ? out.moves[i].score : high;
    }
    ok(n == 2 && out.reused > 100 && visited > 3 && bad == 0,
       "a reused tree's root moves keep their playouts' mean margin: %d of %d visited moves "
       "outside [-55.5, -5.5] (scores %.2f to %.2f), %ld visits kept",
       bad, visited, low, high, out.reused);
    search_free(s);
    game_free(&g);
}

/* The playouts are counted under the game's rules. 5x5, komi 0.5, black to play: black's
 * stones fill columns A to C but for two eyes of two points (A1-A2, A4-A5), white's the D file and
 * E3, leaving two such eyes (E1-E2, E4-E5); both unconditionally alive. Area: black 15, white
 * 10, B+4.5; territory: 4 points each, W+0.5. */
static void test_territory_count(void)
{
    const char *names[2] = {"chinese", "japanese"};
    double winrate[2];
    for (int k = 0; k < 2; k++) {
        struct rules rules;
        rules_parse(names[k], &rules);
        struct game g;
        game_init(&g, 5, &rules);
        g.komi = 0.5;
        int black[11], white[6], nb = 0, nw = 0;
        for (int col = 0; col < 5; col++)
            for (int row = 0; row < 5; row++) {
                bool eye = row != 2 && (col == 0 || col == 4);
                if (col <= 2 && !eye)
                    black[nb++] = board_point(&g.board, col, row);
                else if (col >= 3 && !eye)
                    white[nw++] = board_point(&g.board, col, row);
            }
        for (int i = 0; i < nb; i++)
            if (game_play(&g, COLOR_BLACK, black[i]) != 0 ||
                game_play(&g, COLOR_WHITE, i < nw ? white[i] : BOARD_PASS) != 0)
                bail("move %d refused", i);
        struct search *s = search_new(100000, &evaluator_default);
        struct rng rng;
        rng_seed(&rng, 12);
        static struct search_result out;
        search_run(s, &g, COLOR_BLACK, &(struct search_limits){.playouts = 3000, .threads = 1},
                   &rng, &out);
        winrate[k] = out.winrate;
        search_free(s);
        game_free(&g);
    }
    ok(winrate[0] > 0.9 && winrate[1] < 0.1,
       "black's stones in its own area count under area scoring, not under territory scoring: "
       "black wins %.3f of the playouts under chinese rules, %.3f under japanese",
       winrate[0], winrate[1]);
}

int main(void)
{
    plan(36);
    test_every_size();
    test_resign();
    test_game_over();
    test_small_budget();
    test_determinism();
    test_reg_then_genmove();
    test_knowledge();
    test_restrictions();
    test_visit_limit();
    test_full_tree_reused();
    test_model_priors();
    test_reused_scores();
    test_decided_in_time();
    test_default_effort();
    test_territory_count();
    return 0;
}
