/* game-t.c - the game layer: history, undo, superko under every ko rule, handicap, setup stones,
 * changing rules mid-game */
#include <string.h>

#include "game.h"
#include "rng.h"
#include "rules.h"
#include "tap/basic.h"
#include "unit/diagram.h"

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

static void test_random_games(void)
{
    /* Random games under every ko rule: game_legal agrees with game_play, undo restores the
     * exact position, and the whole game undoes to the start. */
    struct rng rng;
    rng_seed(&rng, 88172645463325252ull);
    int checked = 0, mismatches = 0, undo_bad = 0;
    for (int ko = RULES_KO_NONE; ko <= RULES_KO_SITUATIONAL; ko++) {
        struct rules r = rules_with_ko((enum rules_ko)ko);
        r.suicide = ko % 2 == 0;
        for (int n = 0; n < 30; n++) {
            struct game g;
            game_init(&g, 3 + n % 5, &r);
            int color = COLOR_BLACK;
            for (int m = 0; m < 120; m++) {
                int p = (int)rng_below(&rng, (uint32_t)(g.board.stride * g.board.stride));
                int verdict = game_legal(&g, color, p);
                struct board before = g.board;
                int result = game_play(&g, color, p);
                checked++;
                mismatches += verdict != result;
                if (result == 0 && rng_below(&rng, 7) == 0) {
                    game_undo(&g);
                    undo_bad += g.board.hash != before.hash ||
                                memcmp(g.board.color, before.color, sizeof before.color) != 0;
                    game_play(&g, color, p);
                }
                if (board_check(&g.board) != NULL)
                    undo_bad++;
                color = color_other(color);
            }
            while (game_undo(&g) == 0)
                ;
            undo_bad += g.board.hash != 0;
            game_free(&g);
        }
    }
    is_int(0, mismatches, "game_legal agrees with game_play on %d random moves", checked);
    is_int(0, undo_bad, "undo restores positions exactly");
}

int main(void)
{
    plan_lazy();
    test_ko_rules();
    test_superko_undo();
    test_undo();
    test_errors_change_nothing();
    test_suicide_rules();
    test_handicap();
    test_setup();
    test_rules_change();
    test_random_games();
    return 0;
}
