/* game-t.c - the game layer: history, undo, superko under every ko rule, handicap, setup stones,
 * changing rules mid-game */
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/rules.h"
#include "tap/basic.h"
#include "unit/diagram.h"
#include "util/rng.h"

static struct rules rules_with_ko(enum rules_ko ko)
{
    struct rules r;
    rules_default(&r);
    r.ko = ko;
    return r;
}

static int pt(const struct game *g, int col, int row)
{
    return board_point(&g->board, col, row);
}

static void play_ok(struct game *g, int color, int col, int row)
{
    int p = col < 0 ? BOARD_PASS : pt(g, col, row);
    int error = game_play(g, color, p);
    if (error != 0)
        bail("setup move %s at %d,%d refused: %s", color == COLOR_BLACK ? "B" : "W", col, row,
             game_strerror(error));
}

/* The ko shape in the lower left of a 5x5 board, built so black places the last stone:
 *
 *     . X O . .
 *     X O * O .      * = (2,1), where black captures the white stone at (1,1)
 *     . X O . .
 *
 * Then black takes the ko at once (two black moves in a row are fine in GTP). */
static void ko_position(struct game *g)
{
    static const int white[4][2] = {{1, 1}, {2, 2}, {3, 1}, {2, 0}};
    static const int black[3][2] = {{1, 2}, {0, 1}, {1, 0}};
    for (int i = 0; i < 4; i++)
        play_ok(g, COLOR_WHITE, white[i][0], white[i][1]);
    for (int i = 0; i < 3; i++)
        play_ok(g, COLOR_BLACK, black[i][0], black[i][1]);
}

static void test_ko_rules(void)
{
    /* Immediate retake, and retake after a pass by each side, under every ko rule.
     * The first position recurs after the passes with the other player to move than before, so
     * positional superko refuses the retake and situational superko allows it. */
    static const struct {
        enum rules_ko ko;
        int immediate;   /* game_legal of the immediate retake */
        int after_pass;  /* game_legal of the retake after two passes */
    } cases[] = {
        {RULES_KO_NONE, 0, 0},
        {RULES_KO_SIMPLE, BOARD_KO, 0},
        {RULES_KO_POSITIONAL, BOARD_KO, GAME_SUPERKO},
        {RULES_KO_SITUATIONAL, BOARD_KO, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rules r = rules_with_ko(cases[i].ko);
        struct game g;
        game_init(&g, 5, &r);
        ko_position(&g);
        play_ok(&g, COLOR_BLACK, 2, 1);
        is_int(1, g.board.prisoners[COLOR_BLACK], "ko rule %d: black took the ko", cases[i].ko);
        is_int(cases[i].immediate, game_legal(&g, COLOR_WHITE, pt(&g, 1, 1)),
               "ko rule %d: immediate retake", cases[i].ko);
        play_ok(&g, COLOR_WHITE, -1, 0);
        play_ok(&g, COLOR_BLACK, -1, 0);
        uint64_t before = g.board.hash;
        int verdict = game_legal(&g, COLOR_WHITE, pt(&g, 1, 1));
        is_int(cases[i].after_pass, verdict, "ko rule %d: retake after two passes", cases[i].ko);
        is_int(verdict, game_play(&g, COLOR_WHITE, pt(&g, 1, 1)), "game_play agrees");
        if (verdict != 0)
            ok(g.board.hash == before && game_move_count(&g) == 10, "refused retake changed nothing");
        else
            is_int(1, g.board.prisoners[COLOR_WHITE], "the retake captured");
        ok(board_check(&g.board) == NULL, "board consistent");
        game_free(&g);
    }
}

static void test_superko_undo(void)
{
    /* Undo forgets the positions it takes back: after undoing the capture and the passes, the
     * retake that positional superko refused becomes a plain simple-ko question again. */
    struct rules r = rules_with_ko(RULES_KO_POSITIONAL);
    struct game g;
    game_init(&g, 5, &r);
    ko_position(&g);
    play_ok(&g, COLOR_BLACK, 2, 1);
    play_ok(&g, COLOR_WHITE, -1, 0);
    play_ok(&g, COLOR_BLACK, -1, 0);
    is_int(GAME_SUPERKO, game_legal(&g, COLOR_WHITE, pt(&g, 1, 1)), "superko before undo");
    for (int i = 0; i < 3; i++)
        is_int(0, game_undo(&g), "undo %d", i + 1);
    is_int(COLOR_EMPTY, g.board.color[pt(&g, 2, 1)], "the capture is undone");
    is_int(COLOR_WHITE, g.board.color[pt(&g, 1, 1)], "the captured stone is back");
    is_int(0, g.board.prisoners[COLOR_BLACK], "prisoners undone");
    /* Black taking the ko again is legal: the position after it was un-counted by the undo. */
    is_int(0, game_legal(&g, COLOR_BLACK, pt(&g, 2, 1)), "the capture is legal again");
    play_ok(&g, COLOR_BLACK, 2, 1);
    is_int(BOARD_KO, game_legal(&g, COLOR_WHITE, pt(&g, 1, 1)), "simple ko still holds");
    ok(board_check(&g.board) == NULL, "board consistent");
    game_free(&g);
}

static void test_undo(void)
{
    struct game g;
    game_init(&g, 9, NULL);
    is_int(GAME_CANNOT_UNDO, game_undo(&g), "nothing to undo on a new game");
    is_int(COLOR_BLACK, game_to_play(&g), "black moves first");
    play_ok(&g, COLOR_BLACK, 2, 2);
    play_ok(&g, COLOR_WHITE, 6, 6);
    play_ok(&g, COLOR_WHITE, 5, 5);  /* two white moves in a row */
    is_int(COLOR_BLACK, game_to_play(&g), "the opponent of the last mover moves");
    is_int(3, game_move_count(&g), "three moves");
    const struct game_entry *last = game_last_move(&g);
    ok(last != NULL && last->color == COLOR_WHITE && last->point == pt(&g, 5, 5), "last move");
    while (game_undo(&g) == 0)
        ;
    is_int(0, game_move_count(&g), "undone to the start");
    is_int(81, g.board.empty_count, "board empty again");
    ok(g.board.hash == 0, "hash of the empty board");
    ok(game_last_move(&g) == NULL, "no last move");
    is_int(GAME_CANNOT_UNDO, game_undo(&g), "cannot undo beyond the start");
    game_free(&g);
}

static void test_errors_change_nothing(void)
{
    struct game g;
    game_init(&g, 3, NULL);
    play_ok(&g, COLOR_BLACK, 1, 1);
    struct board before = g.board;
    is_int(BOARD_OCCUPIED, game_play(&g, COLOR_WHITE, pt(&g, 1, 1)), "occupied");
    is_int(BOARD_OFF_BOARD, game_play(&g, COLOR_WHITE, 0 + g.board.stride), "border point");
    is_int(BOARD_OFF_BOARD, game_play(&g, COLOR_WHITE, 99999), "far off the board");
    is_int(BOARD_BAD_COLOR, game_play(&g, COLOR_EMPTY, pt(&g, 0, 0)), "not a player");
    ok(memcmp(&before, &g.board, sizeof before) == 0, "refused moves left the board alone");
    is_int(1, game_move_count(&g), "and the history");
    is_int(GAME_BAD_SIZE, game_set_size(&g, 26), "size 26 refused");
    is_int(GAME_BAD_SIZE, game_set_size(&g, 0), "size 0 refused");
    is_int(3, g.board.size, "size unchanged");
    is_int(1, game_move_count(&g), "history unchanged");
    is_int(0, game_set_size(&g, 25), "size 25");
    is_int(625, g.board.empty_count, "25x25 is empty");
    game_free(&g);
}

static void test_suicide_rules(void)
{
    /* Black at the corner point * would leave the two black stones without liberties. */
    static const char *diagram = "O...\n"
                                 "XO..\n"
                                 "XO..\n"
                                 "*O..\n";
    for (int allowed = 0; allowed <= 1; allowed++) {
        struct rules r;
        rules_default(&r);
        r.suicide = allowed;
        struct game g;
        game_init(&g, 4, &r);
        struct board setup;
        diagram_setup(&setup, 4, diagram);
        for (int p = 0; p < setup.stride * setup.stride; p++)
            if (setup.color[p] == COLOR_BLACK || setup.color[p] == COLOR_WHITE)
                game_setup(&g, setup.color[p], p);
        int corner = diagram_mark(&g.board, diagram, '*');
        int error = game_play(&g, COLOR_BLACK, corner);
        if (allowed) {
            is_int(0, error, "multi-stone suicide allowed");
            is_int(3, g.board.prisoners[COLOR_WHITE], "three black stones removed, white's");
            is_int(COLOR_EMPTY, g.board.color[corner], "the corner is empty again");
        } else {
            is_int(BOARD_SUICIDE, error, "multi-stone suicide forbidden");
            is_int(0, game_move_count(&g), "nothing played");
        }
        ok(board_check(&g.board) == NULL, "board consistent");
        game_free(&g);
    }
}

static void test_handicap(void)
{
    struct game g;
    game_init(&g, 19, NULL);
    int points[9];
    is_int(2, game_fixed_handicap(19, 2, points), "two fixed stones on 19x19");
    is_string("D4", diagram_point_name(&g.board, points[0]), "first at D4");
    is_string("Q16", diagram_point_name(&g.board, points[1]), "second at Q16");
    is_int(9, game_fixed_handicap(19, 9, points), "nine on 19x19");
    is_string("K10", diagram_point_name(&g.board, points[8]), "the ninth at the centre");
    is_int(GAME_BAD_HANDICAP, game_fixed_handicap(19, 10, points), "ten refused");
    is_int(GAME_BAD_HANDICAP, game_fixed_handicap(19, 1, points), "one refused");
    is_int(GAME_BAD_HANDICAP, game_fixed_handicap(6, 2, points), "none below 7x7");
    is_int(4, game_fixed_handicap(7, 4, points), "four on 7x7");
    is_int(GAME_BAD_HANDICAP, game_fixed_handicap(7, 5, points), "no fifth on 7x7");
    is_int(GAME_BAD_HANDICAP, game_fixed_handicap(10, 5, points), "even sizes stop at four");
    is_int(3, game_fixed_handicap(9, 3, points), "three on 9x9");
    struct board nine;
    board_init(&nine, 9);
    is_string("C3", diagram_point_name(&nine, points[0]), "9x9 uses the third line");
    is_int(2, game_fixed_handicap(12, 2, points), "12x12");
    struct board twelve;
    board_init(&twelve, 12);
    is_string("C3", diagram_point_name(&twelve, points[0]), "12x12 uses the third line too");
    is_int(2, game_fixed_handicap(13, 2, points), "13x13");
    struct board thirteen;
    board_init(&thirteen, 13);
    is_string("D4", diagram_point_name(&thirteen, points[0]), "13x13 uses the fourth line");

    game_fixed_handicap(19, 4, points);
    is_int(0, game_set_handicap(&g, points, 4), "four handicap stones");
    is_int(4, g.handicap, "handicap recorded");
    is_int(COLOR_WHITE, game_to_play(&g), "white moves after handicap");
    is_int(4, board_stone_count(&g.board, COLOR_BLACK), "four black stones");
    is_int(GAME_CANNOT_UNDO, game_undo(&g), "handicap is not undoable");
    is_int(GAME_NOT_EMPTY, game_set_handicap(&g, points, 2), "no handicap on stones");
    game_clear(&g);
    int repeated[2] = {points[0], points[0]};
    is_int(GAME_BAD_HANDICAP, game_set_handicap(&g, repeated, 2), "repeated point refused");
    int with_pass[2] = {points[0], BOARD_PASS};
    is_int(GAME_BAD_HANDICAP, game_set_handicap(&g, with_pass, 2), "pass refused");
    is_int(GAME_BAD_HANDICAP, game_set_handicap(&g, points, 1), "one stone refused");
    is_int(0, board_stone_count(&g.board, COLOR_BLACK), "refusals placed nothing");
    play_ok(&g, COLOR_BLACK, 3, 3);
    is_int(GAME_NOT_EMPTY, game_set_handicap(&g, points, 2), "no handicap after a move");
    game_undo(&g);
    is_int(0, game_set_handicap(&g, points, 2), "handicap once the move is undone");
    game_free(&g);
}

static void test_setup(void)
{
    struct game g;
    game_init(&g, 5, NULL);
    is_int(0, game_setup(&g, COLOR_WHITE, pt(&g, 0, 0)), "setup stone before any move");
    is_int(0, game_setup(&g, COLOR_BLACK, pt(&g, 1, 0)), "another");
    is_int(GAME_BAD_SETUP, game_setup(&g, COLOR_BLACK, pt(&g, 0, 1)),
           "a setup stone that leaves a chain without liberties is refused");
    is_int(COLOR_EMPTY, g.board.color[pt(&g, 0, 1)], "and not placed");
    is_int(BOARD_OCCUPIED, game_setup(&g, COLOR_BLACK, pt(&g, 0, 0)), "setup on a stone");
    is_int(GAME_CANNOT_UNDO, game_undo(&g), "setup before moves is the start position");
    is_int(0, game_set_to_play(&g, COLOR_WHITE), "white to play");
    is_int(COLOR_WHITE, game_to_play(&g), "white it is");
    play_ok(&g, COLOR_WHITE, 4, 4);
    is_int(0, game_setup(&g, COLOR_EMPTY, pt(&g, 1, 0)), "removing a stone after a move");
    is_int(COLOR_EMPTY, g.board.color[pt(&g, 1, 0)], "removed");
    is_int(GAME_MOVES_PLAYED, game_set_to_play(&g, COLOR_BLACK), "no PL once moves are played");
    is_int(0, game_undo(&g), "undo takes back the move and the setup recorded after it");
    is_int(COLOR_BLACK, g.board.color[pt(&g, 1, 0)], "the removed stone is back");
    is_int(COLOR_EMPTY, g.board.color[pt(&g, 4, 4)], "the move is gone");
    is_int(0, (int)g.history_count, "nothing left in the history");
    ok(board_check(&g.board) == NULL, "board consistent");
    is_int(0, game_set_to_play(&g, COLOR_BLACK), "PL allowed again");
    game_free(&g);
}

static void test_rules_change(void)
{
    /* Under no ko rule white retakes at once; switching to simple ko is then refused. */
    struct rules none = rules_with_ko(RULES_KO_NONE);
    struct game g;
    game_init(&g, 5, &none);
    g.komi = 6.5;
    ko_position(&g);
    play_ok(&g, COLOR_BLACK, 2, 1);
    play_ok(&g, COLOR_WHITE, 1, 1);
    struct board before = g.board;
    struct rules simple = rules_with_ko(RULES_KO_SIMPLE);
    is_int(GAME_ILLEGAL_HISTORY, game_set_rules(&g, &simple), "simple ko refused for this game");
    is_int(RULES_KO_NONE, g.rules.ko, "rules unchanged");
    ok(memcmp(&before, &g.board, sizeof before) == 0, "board unchanged");
    is_int(9, game_move_count(&g), "history unchanged");
    game_undo(&g);
    is_int(0, game_set_rules(&g, &simple), "fine once the retake is undone");
    is_int(RULES_KO_SIMPLE, g.rules.ko, "rules changed");
    ok(g.komi == 6.5, "komi kept");
    is_int(8, game_move_count(&g), "history kept");
    is_int(BOARD_KO, game_legal(&g, COLOR_WHITE, pt(&g, 1, 1)), "and the new rule applies");
    struct rules no_suicide;
    rules_default(&no_suicide);
    no_suicide.suicide = false;
    is_int(0, game_set_rules(&g, &no_suicide), "to tromp-taylor without suicide");
    ok(!g.board.allow_suicide, "the board follows the suicide rule");
    game_free(&g);
}

/* --- a naive model of the rules: 2D arrays, flood fills, every position of the game kept --- */

enum { NAIVE_MAX = 7, NAIVE_MOVES = 80 };

struct naive_position {
    uint8_t c[NAIVE_MAX][NAIVE_MAX]; /* [col][row] */
    int to_play;
    int ko_color, ko_col, ko_row; /* ko_color may not play (ko_col, ko_row) now; 0: no ban */
};

struct naive {
    int size;
    enum rules_ko ko;
    bool suicide;
    int count;
    struct naive_position history[NAIVE_MOVES + 1];
};

/* Stones of the chain at (col, row) into chain[] (col * NAIVE_MAX + row); returns their number
 * and its liberties in *libs. */
static int naive_chain(const struct naive_position *pos, int size, int col, int row, int *chain,
                       int *libs)
{
    bool in[NAIVE_MAX][NAIVE_MAX] = {{false}}, lib[NAIVE_MAX][NAIVE_MAX] = {{false}};
    static const int dir[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    int color = pos->c[col][row], n = 0;
    *libs = 0;
    chain[n++] = col * NAIVE_MAX + row;
    in[col][row] = true;
    for (int i = 0; i < n; i++) {
        int c0 = chain[i] / NAIVE_MAX, r0 = chain[i] % NAIVE_MAX;
        for (int d = 0; d < 4; d++) {
            int c = c0 + dir[d][0], r = r0 + dir[d][1];
            if (c < 0 || r < 0 || c >= size || r >= size)
                continue;
            if (pos->c[c][r] == COLOR_EMPTY && !lib[c][r]) {
                lib[c][r] = true;
                ++*libs;
            } else if (pos->c[c][r] == color && !in[c][r]) {
                in[c][r] = true;
                chain[n++] = c * NAIVE_MAX + r;
            }
        }
    }
    return n;
}

/* The verdict on `color` playing (col, row) (col < 0: pass), and the position after it in *out. */
static int naive_play(const struct naive *m, int color, int col, int row,
                      struct naive_position *out)
{
    static const int dir[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    const struct naive_position *now = &m->history[m->count - 1];
    *out = *now;
    out->ko_color = 0;
    out->to_play = color_other(color);
    if (col < 0)
        return 0;
    if (now->c[col][row] != COLOR_EMPTY)
        return BOARD_OCCUPIED;
    if (m->ko != RULES_KO_NONE && now->ko_color == color && now->ko_col == col &&
        now->ko_row == row)
        return BOARD_KO;
    out->c[col][row] = (uint8_t)color;
    int chain[NAIVE_MAX * NAIVE_MAX], libs, captured = 0, taken = 0;
    for (int d = 0; d < 4; d++) {
        int c = col + dir[d][0], r = row + dir[d][1];
        if (c < 0 || r < 0 || c >= m->size || r >= m->size || out->c[c][r] != color_other(color))
            continue;
        int n = naive_chain(out, m->size, c, r, chain, &libs);
        if (libs != 0)
            continue;
        for (int i = 0; i < n; i++)
            out->c[chain[i] / NAIVE_MAX][chain[i] % NAIVE_MAX] = COLOR_EMPTY;
        captured += n;
        taken = chain[0];
    }
    int n = naive_chain(out, m->size, col, row, chain, &libs);
    if (libs == 0) {
        if (n == 1 || !m->suicide)
            return BOARD_SUICIDE;
        for (int i = 0; i < n; i++)
            out->c[chain[i] / NAIVE_MAX][chain[i] % NAIVE_MAX] = COLOR_EMPTY;
    }
    if (captured == 1 && n == 1 && libs == 1) {
        out->ko_color = color_other(color);
        out->ko_col = taken / NAIVE_MAX;
        out->ko_row = taken % NAIVE_MAX;
    }
    if (m->ko == RULES_KO_POSITIONAL || m->ko == RULES_KO_SITUATIONAL)
        for (int i = 0; i < m->count; i++)
            if (memcmp(m->history[i].c, out->c, sizeof out->c) == 0 &&
                (m->ko == RULES_KO_POSITIONAL || m->history[i].to_play == out->to_play))
                return GAME_SUPERKO;
    return 0;
}

static void naive_init(struct naive *m, int size, const struct rules *r)
{
    memset(m, 0, sizeof *m);
    m->size = size;
    m->ko = r->ko;
    m->suicide = r->suicide;
    m->count = 1;
    m->history[0].to_play = COLOR_BLACK;
}

static void test_legal_against_model(void)
{
    /* Random games on small boards under every ko rule, with and without suicide: game_legal of
     * every point for both colors against the naive model, and every undo back to the exact
     * board (board_equal), player to move, history and superko verdicts it left. */
    static struct naive model;
    static struct board boards[NAIVE_MOVES + 1]; /* boards[i]: the board after i moves */
    struct rng rng;
    rng_seed(&rng, 88172645463325252ull);
    long checked = 0, mismatches = 0, superko_seen = 0, undos = 0, undo_bad = 0;
    for (int rule = 0; rule < 8; rule++) {
        struct rules r = rules_with_ko((enum rules_ko)(rule / 2));
        r.suicide = rule % 2;
        for (int n = 0; n < 12; n++) {
            int size = 2 + n % 5;
            struct game g;
            game_init(&g, size, &r);
            naive_init(&model, size, &r);
            boards[0] = g.board;
            while (model.count <= NAIVE_MOVES - 1 &&
                   !(model.count > 30 && rng_below(&rng, 20) == 0)) {
                int color = model.history[model.count - 1].to_play;
                if (rng_below(&rng, 8) == 0)
                    color = color_other(color);
                struct naive_position next;
                int legal[NAIVE_MAX * NAIVE_MAX], nlegal = 0;
                for (int col = 0; col < size; col++)
                    for (int row = 0; row < size; row++)
                        for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
                            int want = naive_play(&model, c, col, row, &next);
                            int seen = game_legal(&g, c, pt(&g, col, row));
                            checked++;
                            superko_seen += want == GAME_SUPERKO;
                            if (seen != want && mismatches++ == 0)
                                diag("game_legal(%d, %s) is %d, the model says %d", c,
                                     diagram_point_name(&g.board, pt(&g, col, row)), seen, want);
                            if (want == 0 && c == color)
                                legal[nlegal++] = col * NAIVE_MAX + row;
                        }
                if (model.count > 1 && rng_below(&rng, 8) == 0) {
                    undos++;
                    game_undo(&g);
                    model.count--;
                    undo_bad += !board_equal(&g.board, &boards[model.count - 1]) ||
                                game_to_play(&g) != model.history[model.count - 1].to_play ||
                                game_move_count(&g) != model.count - 1 ||
                                g.history_count != (size_t)model.count - 1;
                    continue;
                }
                int col = -1, row = 0;
                if (nlegal > 0 && rng_below(&rng, 12) != 0) {
                    int i = legal[rng_below(&rng, (uint32_t)nlegal)];
                    col = i / NAIVE_MAX;
                    row = i % NAIVE_MAX;
                }
                naive_play(&model, color, col, row, &next);
                if (game_play(&g, color, col < 0 ? BOARD_PASS : pt(&g, col, row)) != 0)
                    bail("a move the model allows was refused");
                model.history[model.count++] = next;
                boards[model.count - 1] = g.board;
                undo_bad += board_check(&g.board) != NULL;
            }
            game_free(&g);
        }
    }
    is_int(0, (int)mismatches, "game_legal agrees with a naive model on %ld verdicts", checked);
    ok(superko_seen > 0, "the games reached superko repetitions (%ld)", superko_seen);
    is_int(0, (int)undo_bad,
           "%ld undos restore the board exactly (board_equal), the player to move and the history",
           undos);
}

static bool same_entries(const struct game *a, const struct game *b)
{
    return game_move_count(a) == game_move_count(b) && game_history_equal(a, b);
}

static void test_undo_takes_back_moves(void)
{
    /* The record (;FF[4]SZ[9];B[ee];AW[aa]): undo takes back B E5 and the setup stone
     * recorded after it. */
    struct game g;
    game_init(&g, 9, NULL);
    struct board empty = g.board;
    play_ok(&g, COLOR_BLACK, 4, 4);
    is_int(0, game_setup(&g, COLOR_WHITE, pt(&g, 0, 8)), "AW A9 after B E5");
    is_int(0, game_undo(&g), "undo");
    ok(board_equal(&g.board, &empty), "both B E5 and A9 are gone");
    ok(game_last_move(&g) == NULL && game_move_count(&g) == 0 && g.history_count == 0,
       "no move and no entry left");
    is_int(GAME_CANNOT_UNDO, game_undo(&g), "then nothing to undo");

    /* B E5, AW A9, W C7, AB B8, AE A9, B D6: one undo takes B D6 alone, the next W C7 with the
     * setup after it, leaving B E5 and A9. */
    play_ok(&g, COLOR_BLACK, 4, 4);
    game_setup(&g, COLOR_WHITE, pt(&g, 0, 8));
    struct board after_setup = g.board;
    play_ok(&g, COLOR_WHITE, 2, 6);
    game_setup(&g, COLOR_BLACK, pt(&g, 1, 7));
    game_setup(&g, COLOR_EMPTY, pt(&g, 0, 8));
    struct board before_last = g.board;
    play_ok(&g, COLOR_BLACK, 3, 5);
    struct board full = g.board;
    size_t entries = g.history_count;
    is_int(GAME_CANNOT_UNDO, game_undo_moves(&g, 4), "four moves cannot be taken back from three");
    ok(board_equal(&g.board, &full) && g.history_count == entries && game_move_count(&g) == 3,
       "and the refusal changed nothing");
    is_int(0, game_undo_moves(&g, 0), "taking back no move");
    ok(board_equal(&g.board, &full) && g.history_count == entries, "changes nothing");
    is_int(0, game_undo(&g), "undo B D6");
    ok(board_equal(&g.board, &before_last), "the setup before B D6 stays");
    is_int(0, game_undo(&g), "undo W C7");
    ok(board_equal(&g.board, &after_setup), "with the setup recorded after it");
    const struct game_entry *last = game_last_move(&g);
    ok(last != NULL && last->point == pt(&g, 4, 4) && g.history_count == 2,
       "B E5 and A9 remain, B E5 is the last move");
    is_int(COLOR_WHITE, game_to_play(&g), "white to play");
    play_ok(&g, COLOR_WHITE, 2, 6);
    game_setup(&g, COLOR_BLACK, pt(&g, 1, 7));
    play_ok(&g, COLOR_BLACK, 3, 5);
    is_int(0, game_undo_moves(&g, 2), "gg-undo 2 counts moves");
    ok(board_equal(&g.board, &after_setup) && g.history_count == 2, "back to B E5 and A9");
    is_int(0, game_undo_moves(&g, 1), "and the last one");
    ok(board_equal(&g.board, &empty) && g.history_count == 0, "to the empty board");
    game_free(&g);
}

/* A log of what the random test did, replayed into a fresh game to compare with. */
struct op {
    int kind, color, point;
};

/* Builds in *f the game the ops make from an empty game of g's size and rules: start ops
 * (setup before any move) then history ops. */
static void replay_ops(struct game *f, const struct game *g, const struct op *start, int starts,
                       const struct op *ops, int count)
{
    game_init(f, g->board.size, &g->rules);
    for (int i = 0; i < starts; i++)
        if (game_setup(f, start[i].color, start[i].point) != 0)
            bail("replaying a start setup failed");
    for (int i = 0; i < count; i++) {
        int error = ops[i].kind == GAME_ENTRY_MOVE ? game_play(f, ops[i].color, ops[i].point)
                                                   : game_setup(f, ops[i].color, ops[i].point);
        if (error != 0)
            bail("replaying op %d failed: %s", i, game_strerror(error));
    }
}

static uint64_t test_seed(void)
{
    const char *env = getenv("KOSUMI_SEED");
    return env != NULL && *env != '\0' ? strtoull(env, NULL, 0) : 20250101u;
}

static void test_undo_matches_replay(void)
{
    /* Random plays, setup stones, undos and multi-move undos on boards of every size under every
     * rule set; after each step the game must equal a fresh replay of what is left: the board
     * (board_equal), the history and its keys, the player to move, and superko verdicts. */
    enum { OPS_MAX = 400 };
    static struct op start[OPS_MAX], ops[OPS_MAX];
    uint64_t seed = test_seed();
    diag("undo against a replay: KOSUMI_SEED=%llu", (unsigned long long)seed);
    struct rng rng;
    rng_seed(&rng, seed);
    long steps = 0, bad = 0, undone = 0, setups = 0;
    for (int n = 0; n < 48; n++) {
        struct rules r = rules_with_ko((enum rules_ko)(n % 4));
        r.suicide = n / 4 % 2;
        int size = n < 25 ? n + 1 : 1 + (int)rng_below(&rng, 25);
        struct game g;
        game_init(&g, size, &r);
        int starts = 0, count = 0, moves = 0, length = 40 + (int)rng_below(&rng, 260);
        for (int step = 0; step < length; step++, steps++) {
            int roll = (int)rng_below(&rng, 100);
            int p = board_point(&g.board, (int)rng_below(&rng, (uint32_t)size),
                                (int)rng_below(&rng, (uint32_t)size));
            int color = rng_below(&rng, 2) ? COLOR_BLACK : COLOR_WHITE;
            if (roll < 8) {
                /* setup: a stone on an empty point, or a stone removed */
                if (g.board.color[p] != COLOR_EMPTY)
                    color = COLOR_EMPTY;
                bool before_moves = count == 0;
                if (game_setup(&g, color, p) != 0)
                    continue;
                setups++;
                struct op o = {GAME_ENTRY_SETUP, color, p};
                if (before_moves && starts < OPS_MAX)
                    start[starts++] = o;
                else if (!before_moves && count < OPS_MAX)
                    ops[count++] = o;
                else
                    bail("op log full");
            } else if (roll < 22 && count > 0) {
                size_t k = roll < 18 ? 1 : 1 + rng_below(&rng, (uint32_t)moves + 2);
                int want = k <= (size_t)moves ? 0 : GAME_CANNOT_UNDO;
                bad += (k == 1 ? game_undo(&g) : game_undo_moves(&g, k)) != want;
                if (want != 0)
                    continue;
                undone += (long)k;
                for (size_t taken = 0; taken < k; count--)
                    taken += ops[count - 1].kind == GAME_ENTRY_MOVE;
                moves -= (int)k;
            } else {
                if (roll < 27)
                    p = BOARD_PASS;
                if (game_play(&g, game_to_play(&g), p) != 0)
                    continue;
                if (count == OPS_MAX)
                    bail("op log full");
                ops[count++] = (struct op){GAME_ENTRY_MOVE, game_last_move(&g)->color, p};
                moves++;
            }
            struct game f;
            replay_ops(&f, &g, start, starts, ops, count);
            bool same = board_equal(&g.board, &f.board) && same_entries(&g, &f) &&
                        game_to_play(&g) == game_to_play(&f) &&
                        g.positions.used == f.positions.used && board_check(&g.board) == NULL;
            for (int i = 0; same && i < (size <= 9 ? size * size : 24); i++) {
                int q = size <= 9 ? board_point(&g.board, i % size, i / size)
                                  : board_point(&g.board, (int)rng_below(&rng, (uint32_t)size),
                                                (int)rng_below(&rng, (uint32_t)size));
                same = game_legal(&g, COLOR_BLACK, q) == game_legal(&f, COLOR_BLACK, q) &&
                       game_legal(&g, COLOR_WHITE, q) == game_legal(&f, COLOR_WHITE, q);
            }
            if (!same && bad++ == 0)
                diag("game %d (%dx%d, ko %d, suicide %d), step %d: the game and its replay differ",
                     n, size, size, (int)r.ko, r.suicide, step);
            game_free(&f);
        }
        game_free(&g);
    }
    is_int(0, (int)bad,
           "%ld steps (%ld setup stones, %ld moves taken back): the game equals a fresh replay",
           steps, setups, undone);
}

static void test_position_table_bounded(void)
{
    /* 1.8M play/undo pairs (an analysis client's pattern) and games cleared every 60 moves:
     * the superko table holds the current game's positions only, so it stays small; and
     * clearing a long game shrinks it back. */
    struct rules r = rules_with_ko(RULES_KO_POSITIONAL);
    struct game g;
    game_init(&g, 9, &r);
    struct rng rng;
    rng_seed(&rng, 7);
    size_t largest = 0;
    long cycles = 0;
    while (cycles < 1800000) {
        int p = g.board.empty[rng_below(&rng, (uint32_t)g.board.empty_count)];
        int color = game_to_play(&g);
        if (game_play(&g, color, p) != 0)
            p = BOARD_PASS, game_play(&g, color, p);
        game_undo(&g);
        cycles++;
        if (cycles % 50 == 0) {
            game_play(&g, color, p);
            if (game_move_count(&g) == 60)
                game_clear(&g);
        }
        if (g.positions.capacity > largest)
            largest = g.positions.capacity;
    }
    ok(largest <= 256, "after %ld play/undo pairs the table never grew past 256 slots (%zu)",
       cycles, largest);
    game_free(&g);

    /* 300 stones on 19x19, each a new position: the table grows to 1024 slots. */
    game_init(&g, 19, NULL);
    for (int i = 0; i < 300; i++) {
        int list[BOARD_MAX_POINTS];
        game_legal_moves(&g, &g.board, game_to_play(&g), NULL, 0, list);
        game_play(&g, game_to_play(&g), list[0]);
    }
    size_t grown = g.positions.capacity;
    game_undo_moves(&g, 300);
    ok(grown >= 1024 && g.positions.capacity <= 64,
       "undoing 300 moves shrinks the table (%zu slots to %zu)", grown, g.positions.capacity);
    for (int i = 0; i < 300; i++) {
        int list[BOARD_MAX_POINTS];
        game_legal_moves(&g, &g.board, game_to_play(&g), NULL, 0, list);
        game_play(&g, game_to_play(&g), list[0]);
    }
    grown = g.positions.capacity;
    game_clear(&g);
    ok(grown >= 1024 && g.positions.capacity <= 64,
       "clearing a 300-move game shrinks the table (%zu slots to %zu)", grown,
       g.positions.capacity);
    ok(g.history_capacity == 0, "and gives the history back");
    game_free(&g);
}

static void test_free_handicap(void)
{
    /* The points place_free_handicap has always answered (the same before it moved here). */
    static const struct {
        int size, count;
        const char *points;
    } cases[] = {
        {2, 2, "A1 B2"},
        {2, 3, "A1 B2 B1"},
        {3, 3, "B2 A1 C1"},
        {5, 10, "C3 B2 D2 B4 D4 C2 B3 D3 C4 A1"},
        {9, 3, "C3 G7 C7"},
        {9, 10, "C3 G7 C7 G3 C5 G5 E3 E7 E5 D4"},
        {10, 10, "C3 H8 C8 H3 E5 G6 E7 E3 C5 D4"},
        {19, 10, "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 G7"},
        {25, 10, "D4 W22 D22 W4 D13 W13 N4 N22 N13 J9"},
    };
    int points[BOARD_MAX_POINTS];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct board b;
        board_init(&b, cases[i].size);
        int n = game_free_handicap(cases[i].size, cases[i].count, points);
        char text[200] = "";
        for (int k = 0; k < n && k < cases[i].count; k++) {
            strcat(text, k ? " " : "");
            strcat(text, diagram_point_name(&b, points[k]));
        }
        is_int(cases[i].count, n, "%dx%d, %d stones: all placed", cases[i].size, cases[i].size,
               cases[i].count);
        is_string(cases[i].points, text, "%dx%d, %d stones: the same points", cases[i].size,
                  cases[i].size, cases[i].count);
    }
    int fixed[9];
    game_fixed_handicap(19, 9, fixed);
    game_free_handicap(19, 9, points);
    ok(memcmp(fixed, points, sizeof fixed) == 0, "19x19, 9 stones: the fixed points");
    is_int(GAME_BAD_HANDICAP, game_free_handicap(9, 1, points), "one stone refused");
    is_int(GAME_BAD_HANDICAP, game_free_handicap(9, 81, points), "a full board refused");
    is_int(GAME_BAD_HANDICAP, game_free_handicap(1, 2, points), "nothing on 1x1");
    is_int(GAME_BAD_HANDICAP, game_free_handicap(26, 2, points), "size 26 refused");

    /* Every count on the small boards: distinct points of the board, the same twice. */
    int bad = 0, tried = 0;
    for (int size = 2; size <= 7; size++) {
        struct board b;
        board_init(&b, size);
        for (int count = 2; count < size * size; count++, tried++) {
            int again[BOARD_MAX_POINTS];
            bool seen[BOARD_MAX_POINTS] = {false};
            bad += game_free_handicap(size, count, points) != count ||
                   game_free_handicap(size, count, again) != count ||
                   memcmp(points, again, (size_t)count * sizeof *points) != 0;
            for (int k = 0; k < count; k++) {
                bad += !board_on_board(&b, points[k]) || seen[points[k]];
                seen[points[k]] = true;
            }
        }
    }
    is_int(0, bad, "%d counts on 2x2 to 7x7: distinct points, deterministic", tried);
}

static void test_legal_in_search(void)
{
    /* From random game positions, random tree paths (no game_play): game_legal_moves and
     * game_legal_in_search against a game replayed with the history and the path, asked with
     * game_legal, for every point. Small boards and superko, where the path's own repetitions
     * matter. */
    struct rng rng;
    rng_seed(&rng, 4242);
    long nodes = 0, bad = 0, by_path = 0, keys_bad = 0;
    for (int n = 0; n < 96; n++) {
        struct rules r = rules_with_ko((enum rules_ko)(n % 4));
        r.suicide = n / 4 % 2;
        int size = 2 + n / 8 % 3;
        struct game g;
        game_init(&g, size, &r);
        int moves = (int)rng_below(&rng, 12);
        for (int i = 0; i < moves; i++) {
            int list[BOARD_MAX_POINTS];
            int k = game_legal_moves(&g, &g.board, game_to_play(&g), NULL, 0, list);
            int p = k > 0 && rng_below(&rng, 6) ? list[rng_below(&rng, (uint32_t)k)] : BOARD_PASS;
            game_play(&g, game_to_play(&g), p);
        }
        uint64_t now = game_position_key(&g, g.board.hash, game_to_play(&g));
        keys_bad += g.history_count > 0 && g.history[g.history_count - 1].key != now;
        struct board b = g.board;
        uint64_t path[24];
        int path_moves[24], path_colors[24], depth = 0, color = game_to_play(&g);
        while (depth < 24) {
            int list[BOARD_MAX_POINTS], model[BOARD_MAX_POINTS], k, m = 0;
            k = game_legal_moves(&g, &b, color, path, depth, list);
            struct game rep;
            game_init(&rep, size, &r);
            for (size_t i = 0; i < g.history_count; i++)
                game_play(&rep, g.history[i].color, g.history[i].point);
            for (int i = 0; i < depth; i++)
                if (game_play(&rep, path_colors[i], path_moves[i]) != 0)
                    bail("the replay refused a path move");
            if (!board_equal(&rep.board, &b))
                bad++;
            for (int row = 0; row < size; row++)
                for (int col = 0; col < size; col++) {
                    int p = board_point(&b, col, row);
                    int want = game_legal(&rep, color, p);
                    int seen = game_legal_in_search(&g, &b, color, p, path, depth);
                    bad += want != seen;
                    by_path += seen == GAME_SUPERKO &&
                               game_legal_in_search(&g, &b, color, p, NULL, 0) == 0;
                    if (want == 0 && b.color[p] == COLOR_EMPTY)
                        model[m++] = p;
                }
            nodes++;
            bad += k != m || memcmp(list, model, (size_t)m * sizeof *list) != 0;
            game_free(&rep);
            int p = k > 0 && rng_below(&rng, 8) ? list[rng_below(&rng, (uint32_t)k)] : BOARD_PASS;
            board_play(&b, color, p);
            path_moves[depth] = p;
            path_colors[depth] = color;
            color = color_other(color);
            path[depth++] = game_position_key(&g, b.hash, color);
        }
        game_free(&g);
    }
    is_int(0, (int)bad, "%ld tree nodes: legal moves as a replay of the game and path says", nodes);
    ok(by_path > 0, "superko against the path itself refused %ld moves", by_path);
    is_int(0, (int)keys_bad, "the history keys the current position as game_position_key does");
}

/* game_line: the same game played on continues its line; the same stones by other moves, or
 * with another komi, size or rules, do not. */
static void test_line(void)
{
    struct game a, b;
    game_init(&a, 5, NULL);
    game_init(&b, 5, NULL);
    int c3 = board_point(&a.board, 2, 2), d4 = board_point(&a.board, 3, 3);
    game_play(&a, COLOR_BLACK, c3);
    struct game_line line;
    game_line_of(&a, &line);
    ok(game_line_same(&line, &a) && game_line_continues(&line, &a), "a game is its own line");
    game_play(&a, COLOR_WHITE, d4);
    ok(!game_line_same(&line, &a) && game_line_continues(&line, &a),
       "a move later it continues the line, and is no longer the same");
    game_undo(&a);
    game_undo(&a);
    ok(!game_line_continues(&line, &a), "with the move taken back it does not continue it");
    /* The same stones by other moves: black C3 after a pass each, white to move in both. */
    game_play(&b, COLOR_BLACK, BOARD_PASS);
    game_play(&b, COLOR_WHITE, BOARD_PASS);
    game_play(&b, COLOR_BLACK, c3);
    struct game_line passes;
    game_line_of(&b, &passes);
    game_play(&a, COLOR_BLACK, c3);
    game_play(&a, COLOR_WHITE, BOARD_PASS);
    game_play(&a, COLOR_BLACK, BOARD_PASS);
    ok(a.board.hash == b.board.hash && a.history_count == b.history_count &&
           !game_line_same(&passes, &a),
       "the same stones and move count by other moves: another line");
    ok(game_line_same(&passes, &b), "and the line of the other game");
    b.komi = 0.5;
    ok(!game_line_continues(&passes, &b), "another komi: another line");
    b.komi = a.komi;
    struct rules japanese;
    rules_preset("japanese", &japanese);
    game_set_rules(&b, &japanese);
    ok(!game_line_continues(&passes, &b), "other rules: another line");
    game_set_size(&b, 5);
    game_line_of(&b, &passes);
    game_set_size(&b, 7);
    ok(!game_line_continues(&passes, &b), "an empty board of another size: another line");
    game_free(&a);
    game_free(&b);
}

int main(void)
{
    plan_lazy();
    test_line();
    test_ko_rules();
    test_superko_undo();
    test_undo();
    test_errors_change_nothing();
    test_suicide_rules();
    test_handicap();
    test_setup();
    test_rules_change();
    test_legal_against_model();
    test_undo_takes_back_moves();
    test_undo_matches_replay();
    test_position_table_bounded();
    test_free_handicap();
    test_legal_in_search();
    return 0;
}
