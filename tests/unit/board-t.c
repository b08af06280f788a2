/* board-t.c - tests for src/core/board.c, a move at a time: liberties, captures, suicide, ko,
 * merges (board-api-t.c tests the rest), and a randomized cross-check against a naive flood-fill
 * model
 *
 * Every position is built from an ASCII diagram (tests/unit/diagram.h), top row first, and every
 * change to a board is followed by board_check(). The randomized part takes its seed from
 * KOSUMI_SEED (a fixed one by default) and its length from KOSUMI_RANDOM_MOVES and prints both,
 * so a failure can be replayed.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board-checks.h"
#include "board-random.h"
#include "core/board.h"
#include "core/color.h"
#include "diagram.h"
#include "tap/basic.h"

/* ---------------------------------------------------------------------------------------------
 * The diagram helper itself.
 */

static void test_diagram(void)
{
    struct board b;
    static const char pos[] =
        "  . X . \n"
        "  O * a \n"
        "  X . + \n";
    setup(&b, 0, pos, "diagram");
    is_int(3, b.size, "diagram: size from the diagram");
    is_int(COLOR_BLACK, b.color[pt(&b, 1, 2)], "diagram: top row is row 2");
    is_int(COLOR_WHITE, b.color[pt(&b, 0, 1)], "diagram: first column is column 0");
    is_int(COLOR_BLACK, b.color[pt(&b, 0, 0)], "diagram: last row is row 0");
    is_int(3, board_stone_count(&b, X) + board_stone_count(&b, O), "diagram: three stones");
    is_int(pt(&b, 1, 1), diagram_mark(&b, pos, '*'), "diagram: the '*' mark");
    is_int(pt(&b, 2, 1), diagram_mark(&b, pos, 'a'), "diagram: the 'a' mark");
    ok(diagram_diff(&b, pos) == NULL, "diagram: a board matches its own diagram");
    ok(diagram_diff(&b, ".X.\nO..\nX.O") != NULL, "diagram: an extra stone differs");
    ok(diagram_diff(&b, ".X.\nX..\nX..") != NULL, "diagram: a changed color differs");
    ok(diagram_diff(&b, ".X.\n...\nX..") != NULL, "diagram: a missing stone differs");

    /* A smaller diagram sits in the lower-left corner of a bigger board. */
    setup(&b, 9, "O.\n.X", "diagram: corner");
    is_int(COLOR_BLACK, b.color[pt(&b, 1, 0)], "diagram: corner X at B1");
    is_int(COLOR_WHITE, b.color[pt(&b, 0, 1)], "diagram: corner O at A2");
    is_int(2, board_stone_count(&b, X) + board_stone_count(&b, O), "diagram: corner, two stones");
    is_diagram(&b, "O.\n.X", "diagram: corner matches");
}

/* ---------------------------------------------------------------------------------------------
 * Liberty counting: the diagrams of seed 003 and a few shapes that defeat pseudo-liberties.
 */

static void test_liberties(void)
{
    struct board b;

    /* "The 'O' player's group has six liberties" */
    setup(&b, 0,
          "....\n"
          ".OO.\n"
          "....\n",
          "six liberties");
    liberties_are(&b, pt(&b, 1, 1),
                  ".**.\n"
                  "*OO*\n"
                  ".**.\n",
                  "six liberties: O");
    liberties_are(&b, pt(&b, 2, 1),
                  ".**.\n"
                  "*OO*\n"
                  ".**.\n",
                  "six liberties: O from its other stone");
    atari_is(&b, pt(&b, 1, 1), 0, "six liberties: O");
    int stones[BOARD_MAX_POINTS];
    is_int(2, board_chain_stones(&b, pt(&b, 2, 1), stones), "six liberties: a chain of two");
    is_int(0, board_liberties(&b, pt(&b, 0, 0), NULL, 0), "six liberties: an empty point has none");
    {
        int libs[4] = {-7, -7, -7, -7};
        is_int(6, board_liberties(&b, pt(&b, 1, 1), libs, 2),
               "six liberties: max 2 still counts 6");
        ok(libs[0] > 0 && libs[1] > 0 && libs[2] == -7, "six liberties: max 2 stores 2");
    }

    /* "O has only two liberties (the edge does not count); X has 4" */
    setup(&b, 0,
          ".....\n"
          "O....\n"
          "OX...\n"
          "OX...\n"
          "OX...\n",
          "edge");
    liberties_are(&b, pt(&b, 0, 0),
                  "*....\n"
                  "O*...\n"
                  "OX...\n"
                  "OX...\n"
                  "OX...\n",
                  "edge: O");
    liberties_are(&b, pt(&b, 1, 2),
                  ".....\n"
                  "O*...\n"
                  "OX*..\n"
                  "OX*..\n"
                  "OX*..\n",
                  "edge: X");
    atari_is(&b, pt(&b, 0, 3), 0, "edge: O");
    atari_is(&b, pt(&b, 1, 0), 0, "edge: X");
    is_int(4, board_chain_stones(&b, pt(&b, 0, 1), stones), "edge: O has four stones");
    is_int(3, board_chain_stones(&b, pt(&b, 1, 1), stones), "edge: X has three stones");

    /* "O has only one liberty, to the right; X there captures it and scores a point" */
    static const char one[] =
        "....\n"
        "..X.\n"
        ".XO*\n"
        "..X.\n"
        "....\n";
    setup(&b, 0, one, "one liberty");
    liberties_are(&b, pt(&b, 2, 2), one, "one liberty: O");
    atari_is(&b, pt(&b, 2, 2), diagram_mark(&b, one, '*'), "one liberty: O");
    atari_is(&b, pt(&b, 2, 3), 0, "one liberty: X above");
    play(&b, X, diagram_mark(&b, one, '*'), "one liberty");
    is_diagram(&b,
               "....\n"
               "..X.\n"
               ".X.X\n"
               "..X.\n"
               "....\n",
               "one liberty: O captured");
    is_int(1, b.prisoners[X], "one liberty: X has one prisoner");
    is_int(0, b.prisoners[O], "one liberty: O has none");
    is_int(1, b.captured_last, "one liberty: captured_last");

    /* A U shape: the point inside touches three stones but is one liberty. */
    setup(&b, 0,
          ".....\n"
          ".O.O.\n"
          ".OOO.\n"
          ".....\n",
          "U shape");
    liberties_are(&b, pt(&b, 2, 1),
                  ".*.*.\n"
                  "*O*O*\n"
                  "*OOO*\n"
                  ".***.\n",
                  "U shape: O");
    atari_is(&b, pt(&b, 1, 2), 0, "U shape");

    /* One liberty shared by two stones: two pseudo-liberties, but in atari. */
    static const char shared[] =
        "....\n"
        "X...\n"
        "O*..\n"
        "OOX.\n";
    setup(&b, 0, shared, "shared liberty");
    liberties_are(&b, pt(&b, 0, 0), shared, "shared liberty: O");
    atari_is(&b, pt(&b, 1, 0), diagram_mark(&b, shared, '*'), "shared liberty: O");
    play(&b, X, diagram_mark(&b, shared, '*'), "shared liberty");
    is_diagram(&b,
               "....\n"
               "X...\n"
               ".X..\n"
               "..X.\n",
               "shared liberty: three O captured");
    is_int(3, b.prisoners[X], "shared liberty: three prisoners");
    liberties_are(&b, pt(&b, 1, 1),
                  "....\n"
                  "X*..\n"
                  "*X*.\n"
                  ".*X.\n",
                  "shared liberty: the capturing stone");

    /* Two liberties, each shared by two stones: not in atari. */
    setup(&b, 0,
          "X...\n"
          "O*X.\n"
          "OOO.\n"
          "X*X.\n",
          "two shared liberties");
    atari_is(&b, pt(&b, 0, 1), 0, "two shared liberties: O");
    liberties_are(&b, pt(&b, 0, 1),
                  "X...\n"
                  "O*X.\n"
                  "OOO*\n"
                  "X*X.\n",
                  "two shared liberties: O");
}

/* ---------------------------------------------------------------------------------------------
 * Captures: one chain, several chains by one move, a chain touching the move twice, and the
 * corner capture of seed 003 that would otherwise be suicide.
 */

static void test_captures(void)
{
    struct board b;

    /* Seed 003's corner: "If X moves in the lower left corner, the three O stones are removed" */
    static const char corner[] =
        "....\n"
        "XX..\n"
        "OOX.\n"
        "*OX.\n";
    setup(&b, 0, corner, "corner");
    atari_is(&b, pt(&b, 0, 1), diagram_mark(&b, corner, '*'), "corner: O");
    liberties_are(&b, pt(&b, 1, 2),
                  "**..\n"
                  "XX*.\n"
                  "OOX.\n"
                  ".OX.\n",
                  "corner: X above");
    liberties_are(&b, pt(&b, 2, 0),
                  "....\n"
                  "XX*.\n"
                  "OOX*\n"
                  ".OX*\n",
                  "corner: X right");
    play(&b, X, diagram_mark(&b, corner, '*'), "corner");
    is_diagram(&b,
               "....\n"
               "XX..\n"
               "..X.\n"
               "X.X.\n",
               "corner: three O stones removed");
    is_int(3, b.prisoners[X], "corner: X scores 3");
    is_int(3, b.captured_last, "corner: captured_last");
    is_int(2, board_liberties(&b, pt(&b, 0, 0), NULL, 0), "corner: the new stone has 2 liberties");
    is_int(5, board_liberties(&b, pt(&b, 0, 2), NULL, 0), "corner: X above gained liberties");
    is_int(5, board_liberties(&b, pt(&b, 2, 1), NULL, 0), "corner: X right gained liberties");

    /* "If the O group had an additional liberty, it would be illegal" */
    setup(&b, 0,
          "....\n"
          "XX..\n"
          "OO..\n"
          ".OX.\n",
          "corner with a liberty more");
    refuse(&b, X, pt(&b, 0, 0), BOARD_SUICIDE, "corner with a liberty more");
    is_diagram(&b,
               "....\n"
               "XX..\n"
               "OO..\n"
               ".OX.\n",
               "corner with a liberty more: unchanged");

    /* One chain of four on the side. */
    static const char side[] =
        ".....\n"
        ".....\n"
        "XXXX.\n"
        "OOOO*\n"
        "XXXX.\n";
    setup(&b, 0, side, "one chain");
    play(&b, X, diagram_mark(&b, side, '*'), "one chain");
    is_diagram(&b,
               ".....\n"
               ".....\n"
               "XXXX.\n"
               "....X\n"
               "XXXX.\n",
               "one chain: four removed");
    is_int(4, b.prisoners[X], "one chain: four prisoners");
    is_int(9, board_stone_count(&b, X), "one chain: nine X stones left");
    is_int(0, board_stone_count(&b, O), "one chain: no O stones left");
    is_int(5, board_liberties(&b, pt(&b, 0, 0), NULL, 0), "one chain: X below has 5 liberties");

    /* Two chains by one move. */
    static const char two[] =
        ".....\n"
        ".....\n"
        ".....\n"
        "XXXXX\n"
        "OO*OO\n";
    setup(&b, 0, two, "two chains");
    play(&b, X, diagram_mark(&b, two, '*'), "two chains");
    is_diagram(&b,
               ".....\n"
               ".....\n"
               ".....\n"
               "XXXXX\n"
               "..X..\n",
               "two chains: both removed");
    is_int(4, b.prisoners[X], "two chains: four prisoners");
    is_int(4, b.captured_last, "two chains: captured_last");
    is_int(6, board_chain_stones(&b, pt(&b, 2, 0), (int[BOARD_MAX_POINTS]){0}),
           "two chains: the capturing stone joined the wall");
    is_int(9, board_liberties(&b, pt(&b, 2, 0), NULL, 0), "two chains: the wall's liberties");

    /* Three chains of 2, 2 and 1 stones. */
    static const char three[] =
        "...X...\n"
        "..XOX..\n"
        ".XXOXX.\n"
        "XOO*...\n"
        ".XXOXX.\n"
        "..XXX..\n"
        ".......\n";
    setup(&b, 0, three, "three chains");
    atari_is(&b, pt(&b, 3, 5), diagram_mark(&b, three, '*'), "three chains: north");
    atari_is(&b, pt(&b, 1, 3), diagram_mark(&b, three, '*'), "three chains: west");
    atari_is(&b, pt(&b, 3, 2), diagram_mark(&b, three, '*'), "three chains: south");
    play(&b, X, diagram_mark(&b, three, '*'), "three chains");
    is_diagram(&b,
               "...X...\n"
               "..X.X..\n"
               ".XX.XX.\n"
               "X..X...\n"
               ".XX.XX.\n"
               "..XXX..\n"
               ".......\n",
               "three chains: all removed");
    is_int(5, b.prisoners[X], "three chains: five prisoners");
    is_int(4, board_liberties(&b, pt(&b, 3, 3), NULL, 0), "three chains: the stone's liberties");

    /* Four chains of two, the move surrounded by the opponent. */
    static const char four[] =
        "...X...\n"
        "..XOX..\n"
        ".XXOXX.\n"
        "XOO*OOX\n"
        ".XXOXX.\n"
        "..XOX..\n"
        "...X...\n";
    setup(&b, 0, four, "four chains");
    play(&b, X, diagram_mark(&b, four, '*'), "four chains");
    is_diagram(&b,
               "...X...\n"
               "..X.X..\n"
               ".XX.XX.\n"
               "X..X..X\n"
               ".XX.XX.\n"
               "..X.X..\n"
               "...X...\n",
               "four chains: all removed");
    is_int(8, b.prisoners[X], "four chains: eight prisoners");
    is_int(8, b.captured_last, "four chains: captured_last");
    is_int(0, b.prisoners[O], "four chains: O none");
    is_int(4, board_liberties(&b, pt(&b, 3, 3), NULL, 0), "four chains: the stone's liberties");
    /* The freed points are playable again. */
    play(&b, O, pt(&b, 3, 4), "four chains: O back in");
    is_int(1, board_liberties(&b, pt(&b, 3, 4), NULL, 0), "four chains: O back in has 1 liberty");

    /* One chain touching the move on two sides is captured once. */
    static const char twice[] =
        "XXX.\n"
        "OOX.\n"
        "O*X.\n"
        "XX..\n";
    setup(&b, 0, twice, "chain on two sides");
    play(&b, X, diagram_mark(&b, twice, '*'), "chain on two sides");
    is_diagram(&b,
               "XXX.\n"
               "..X.\n"
               ".XX.\n"
               "XX..\n",
               "chain on two sides: removed");
    is_int(3, b.prisoners[X], "chain on two sides: three prisoners, not six");
    is_int(3, b.captured_last, "chain on two sides: captured_last");

    /* White captures too, and is credited. */
    setup(&b, 0,
          "...\n"
          "...\n"
          "XO.\n",
          "white captures");
    play(&b, O, pt(&b, 0, 1), "white captures");
    is_diagram(&b,
               "...\n"
               "O..\n"
               ".O.\n",
               "white captures: X removed");
    is_int(1, b.prisoners[O], "white captures: O has one prisoner");
    is_int(0, b.prisoners[X], "white captures: X has none");
}

/* ---------------------------------------------------------------------------------------------
 * Suicide: one stone and several, forbidden and allowed.
 */

static void test_suicide(void)
{
    struct board b;
    static const char single[] =
        ".....\n"
        "..O..\n"
        ".O*O.\n"
        "..O..\n"
        ".....\n";
    setup(&b, 0, single, "one-stone suicide");
    refuse(&b, X, diagram_mark(&b, single, '*'), BOARD_SUICIDE, "one-stone suicide");
    b.allow_suicide = true;
    refuse(&b, X, diagram_mark(&b, single, '*'), BOARD_SUICIDE,
           "one-stone suicide with allow_suicide");
    play(&b, O, diagram_mark(&b, single, '*'), "one-stone suicide: O may fill it");

    static const char corner[] =
        "...\n"
        "O..\n"
        "*O.\n";
    setup(&b, 0, corner, "corner suicide");
    refuse(&b, X, pt(&b, 0, 0), BOARD_SUICIDE, "corner suicide");
    b.allow_suicide = true;
    refuse(&b, X, pt(&b, 0, 0), BOARD_SUICIDE, "corner suicide with allow_suicide");

    static const char multi[] =
        ".....\n"
        "....X\n"
        "OOO..\n"
        "XXO..\n"
        "*XO..\n";
    setup(&b, 0, multi, "multi-stone suicide");
    refuse(&b, X, diagram_mark(&b, multi, '*'), BOARD_SUICIDE, "multi-stone suicide");
    is_diagram(&b, multi, "multi-stone suicide: unchanged");
    b.allow_suicide = true;
    uint64_t before = b.hash;
    play(&b, X, diagram_mark(&b, multi, '*'), "multi-stone suicide allowed");
    static const char after[] =
        ".....\n"
        "....X\n"
        "OOO..\n"
        "..O..\n"
        "..O..\n";
    is_diagram(&b, after, "multi-stone suicide allowed: the four X stones removed");
    is_int(4, b.prisoners[O], "multi-stone suicide allowed: credited to O");
    is_int(0, b.prisoners[X], "multi-stone suicide allowed: not to X");
    is_int(4, b.captured_last, "multi-stone suicide allowed: captured_last counts own stones");
    is_int(diagram_mark(&b, multi, '*'), b.last_move, "multi-stone suicide allowed: last_move");
    is_int(X, b.last_color, "multi-stone suicide allowed: last_color");
    is_int(1, board_stone_count(&b, X), "multi-stone suicide allowed: other X stones stay");
    ok(before != b.hash, "multi-stone suicide allowed: hash changed");
    {
        struct board fresh;
        diagram_setup(&fresh, 5, after);
        ok(fresh.hash == b.hash, "multi-stone suicide allowed: hash of the resulting position");
    }
    play(&b, X, pt(&b, 0, 0), "multi-stone suicide allowed: X plays the corner again");

    /* A whole-board suicide on 2x2. */
    setup(&b, 2,
          "X.\n"
          "XX\n",
          "2x2 suicide");
    refuse(&b, X, pt(&b, 1, 1), BOARD_SUICIDE, "2x2 suicide");
    b.allow_suicide = true;
    play(&b, X, pt(&b, 1, 1), "2x2 suicide allowed");
    is_diagram(&b, "..\n..", "2x2 suicide allowed: empty board");
    is_int(4, b.prisoners[O], "2x2 suicide allowed: four for O");
    is_int(4, b.empty_count, "2x2 suicide allowed: four empty points");
    {
        struct board fresh;
        board_init(&fresh, 2);
        ok(fresh.hash == b.hash, "2x2 suicide allowed: the empty board's hash");
    }
}

/* ---------------------------------------------------------------------------------------------
 * Seed 002: a move is legal when the point is empty, it is not a ko retake, and it is not
 * suicide; it is not suicide when a neighbour is empty, or a friendly neighbour has more than one
 * liberty, or an opponent neighbour has exactly one. Each position below makes exactly one of
 * those conditions true.
 */

static void test_legality_rules(void)
{
    struct board b;

    static const char empty_nb[] =
        ".....\n"
        "..O..\n"
        ".O*O.\n"
        ".....\n"
        ".....\n";
    setup(&b, 0, empty_nb, "rule: empty neighbour");
    play(&b, X, diagram_mark(&b, empty_nb, '*'), "rule: empty neighbour");
    is_int(1, board_liberties(&b, diagram_mark(&b, empty_nb, '*'), NULL, 0),
           "rule: empty neighbour, one liberty");

    static const char friend_nb[] =
        ".....\n"
        "..O..\n"
        ".O*O.\n"
        "..X..\n"
        ".....\n";
    setup(&b, 0, friend_nb, "rule: friend with liberties");
    play(&b, X, diagram_mark(&b, friend_nb, '*'), "rule: friend with liberties");
    is_int(3, board_liberties(&b, diagram_mark(&b, friend_nb, '*'), NULL, 0),
           "rule: friend with liberties, chain of two has three");

    static const char friend_atari[] =
        ".....\n"
        "..O..\n"
        ".O*O.\n"
        ".OXO.\n"
        "..O..\n";
    setup(&b, 0, friend_atari, "rule: friend with one liberty");
    refuse(&b, X, diagram_mark(&b, friend_atari, '*'), BOARD_SUICIDE,
           "rule: friend with one liberty");

    static const char enemy_atari[] =
        ".....\n"
        "..O..\n"
        ".O*O.\n"
        ".XOX.\n"
        "..X..\n";
    setup(&b, 0, enemy_atari, "rule: opponent in atari");
    play(&b, X, diagram_mark(&b, enemy_atari, '*'), "rule: opponent in atari");
    is_diagram(&b,
               ".....\n"
               "..O..\n"
               ".OXO.\n"
               ".X.X.\n"
               "..X..\n",
               "rule: opponent in atari, captured");

    static const char enemy_free[] =
        ".....\n"
        "..O..\n"
        ".O*O.\n"
        ".XO..\n"
        "..X..\n";
    setup(&b, 0, enemy_free, "rule: opponent with two liberties");
    refuse(&b, X, diagram_mark(&b, enemy_free, '*'), BOARD_SUICIDE,
           "rule: opponent with two liberties");

    static const char none[] =
        ".....\n"
        "..O..\n"
        ".O*O.\n"
        "..O..\n"
        ".....\n";
    setup(&b, 0, none, "rule: no condition");
    refuse(&b, X, diagram_mark(&b, none, '*'), BOARD_SUICIDE, "rule: no condition");

    /* The point must be empty, whatever is on it. */
    setup(&b, 0, "XO\n..", "rule: occupied");
    refuse(&b, X, pt(&b, 0, 1), BOARD_OCCUPIED, "rule: occupied by own stone");
    refuse(&b, X, pt(&b, 1, 1), BOARD_OCCUPIED, "rule: occupied by opponent");
    refuse(&b, O, pt(&b, 0, 1), BOARD_OCCUPIED, "rule: occupied, O on X");

    /* And not a ko retake (more in test_ko). */
    static const char ko[] =
        ".....\n"
        ".....\n"
        ".XO..\n"
        "XO*O.\n"
        ".XO..\n";
    setup(&b, 0, ko, "rule: ko");
    play(&b, X, diagram_mark(&b, ko, '*'), "rule: ko, X takes");
    refuse(&b, O, pt(&b, 1, 1), BOARD_KO, "rule: ko, O may not retake");
}

/* ---------------------------------------------------------------------------------------------
 * Ko and snapback.
 */

static void test_ko(void)
{
    struct board b;
    setup(&b, 0, ko_to_take, "ko");
    int a = diagram_mark(&b, ko_to_take, 'a'), c = pt(&b, 1, 1);
    play(&b, X, a, "ko: X takes");
    is_int(1, b.prisoners[X], "ko: one prisoner");
    static const char taken[] =
        ".....\n"
        ".....\n"
        ".XO..\n"
        "X.XO.\n"
        ".XO..\n";
    is_diagram(&b, taken, "ko: taken");
    refuse(&b, O, c, BOARD_KO, "ko: O retakes at once");
    ok(board_legal(&b, X, c) == 0, "ko: X may fill the ko");
    {
        /* Setup calls end the ko (board.h). */
        struct board placed = b, removed = b;
        is_error(0, board_place(&placed, X, pt(&b, 4, 0)), "ko: a setup stone elsewhere");
        is_error(0, board_legal(&placed, O, c), "ko: board_place ends the ko");
        is_error(0, board_remove(&removed, pt(&b, 0, 1)), "ko: a stone removed elsewhere");
        is_error(0, board_legal(&removed, O, c), "ko: board_remove ends the ko");
    }
    play(&b, O, pt(&b, 4, 4), "ko: O plays a threat");
    play(&b, X, pt(&b, 4, 3), "ko: X answers");
    play(&b, O, c, "ko: O retakes after moves elsewhere");
    is_diagram(&b,
               "....O\n"
               "....X\n"
               ".XO..\n"
               "XO.O.\n"
               ".XO..\n",
               "ko: retaken");
    is_int(1, b.prisoners[O], "ko: O has one prisoner");
    refuse(&b, X, a, BOARD_KO, "ko: X may not retake at once");
    play(&b, X, BOARD_PASS, "ko: X passes");
    is_int(BOARD_PASS, b.last_move, "ko: last_move is the pass");
    play(&b, O, BOARD_PASS, "ko: O passes");
    play(&b, X, a, "ko: X retakes after two passes");
    is_diagram(&b,
               "....O\n"
               "....X\n"
               ".XO..\n"
               "X.XO.\n"
               ".XO..\n",
               "ko: retaken again");
    is_int(2, b.prisoners[X], "ko: X has two prisoners");

    /* Without simple ko, the retake is allowed at once, and the position cycles. */
    setup(&b, 0, ko_to_take, "no ko");
    b.simple_ko = false;
    uint64_t start = b.hash;
    play(&b, X, a, "no ko: X takes");
    uint64_t h1 = b.hash;
    play(&b, O, c, "no ko: O retakes at once");
    uint64_t h2 = b.hash;
    play(&b, X, a, "no ko: X retakes at once");
    ok(b.hash == h1, "no ko: the position after X's take repeats, and its hash");
    is_diagram(&b, taken, "no ko: X's take repeats");
    play(&b, O, c, "no ko: O retakes at once again");
    ok(b.hash == h2, "no ko: the position after O's take repeats, and its hash");
    ok(h2 == start, "no ko: O's retake restores the start position, and its hash");
    ok(h1 != h2, "no ko: the two positions hash differently");
    is_int(2, b.prisoners[X], "no ko: X two prisoners");
    is_int(2, b.prisoners[O], "no ko: O two prisoners");

    /* A capture of two stones is no ko, even when the capturing stone is left in atari. */
    static const char two[] =
        ".....\n"
        ".....\n"
        "O....\n"
        "OXX..\n"
        "*OOX.\n";
    setup(&b, 0, two, "two-stone capture");
    play(&b, X, pt(&b, 0, 0), "two-stone capture: X takes two");
    atari_is(&b, pt(&b, 0, 0), pt(&b, 1, 0), "two-stone capture: the capturing stone");
    play(&b, O, pt(&b, 1, 0), "two-stone capture: O takes back one at once");
    is_diagram(&b,
               ".....\n"
               ".....\n"
               "O....\n"
               "OXX..\n"
               ".O.X.\n",
               "two-stone capture: X stone removed");
    is_int(2, b.prisoners[X], "two-stone capture: X has two");
    is_int(1, b.prisoners[O], "two-stone capture: O has one");

    /* Snapback: O takes one stone and joins a chain left with one liberty; X takes back three. */
    static const char snap[] =
        "....\n"
        "XX..\n"
        "OOX.\n"
        "scX.\n";
    setup(&b, 0, snap, "snapback");
    int s = diagram_mark(&b, snap, 's'), cc = diagram_mark(&b, snap, 'c');
    play(&b, X, s, "snapback: X throws in");
    play(&b, O, cc, "snapback: O takes the stone");
    is_int(1, b.prisoners[O], "snapback: O has one");
    atari_is(&b, cc, s, "snapback: O's chain");
    play(&b, X, s, "snapback: X takes back at once, not a ko");
    is_diagram(&b,
               "....\n"
               "XX..\n"
               "..X.\n"
               "X.X.\n",
               "snapback: three O stones removed");
    is_int(3, b.prisoners[X], "snapback: X has three");
}

/* ---------------------------------------------------------------------------------------------
 * Merging chains.
 */

static void test_merge(void)
{
    struct board b;
    static const char four[] =
        ".......\n"
        "...X...\n"
        "...X...\n"
        ".XX*XX.\n"
        "...X...\n"
        ".......\n"
        ".......\n";
    setup(&b, 0, four, "merge four");
    chain_is(&b, pt(&b, 3, 5), 2, 6, "merge four: north before");
    chain_is(&b, pt(&b, 3, 2), 1, 4, "merge four: south before");
    play(&b, X, diagram_mark(&b, four, '*'), "merge four");
    chain_is(&b, pt(&b, 3, 3), 8, 14, "merge four: one chain");
    chain_is(&b, pt(&b, 1, 3), 8, 14, "merge four: from the west end");

    static const char three[] =
        ".....\n"
        ".....\n"
        ".....\n"
        "..X..\n"
        ".X*X.\n";
    setup(&b, 0, three, "merge three on the edge");
    play(&b, X, diagram_mark(&b, three, '*'), "merge three on the edge");
    chain_is(&b, pt(&b, 2, 0), 4, 5, "merge three on the edge");

    setup(&b, 0,
          "...\n"
          "X..\n"
          ".X.\n",
          "merge two in the corner");
    play(&b, X, pt(&b, 0, 0), "merge two in the corner");
    chain_is(&b, pt(&b, 0, 0), 3, 3, "merge two in the corner");

    /* The same chain on two sides of the move. */
    setup(&b, 0,
          "XX.\n"
          "X..\n"
          "...\n",
          "ring");
    play(&b, X, pt(&b, 1, 1), "ring");
    chain_is(&b, pt(&b, 0, 2), 4, 4, "ring");

    /* Merging next to opponents: liberties shared and lost are counted once. */
    setup(&b, 0,
          ".O.\n"
          "X.X\n"
          ".O.\n",
          "merge between opponents");
    play(&b, X, pt(&b, 1, 1), "merge between opponents");
    chain_is(&b, pt(&b, 0, 1), 3, 4, "merge between opponents: X");
    atari_is(&b, pt(&b, 1, 2), 0, "merge between opponents: O above (two liberties)");
    liberties_are(&b, pt(&b, 1, 0),
                  "...\n"
                  "X.X\n"
                  "*O*\n",
                  "merge between opponents: O below");

    /* Chains larger than the others joining: a long chain absorbs shorter ones, and the
     * other way round. */
    setup(&b, 9,
          "XXXXXXXX.\n"
          ".........\n"
          "........X\n",
          "merge long and short");
    play(&b, X, pt(&b, 8, 2), "merge long and short: X joins the long chain");
    play(&b, X, pt(&b, 8, 1), "merge long and short: and the short one");
    chain_is(&b, pt(&b, 8, 0), 11, 18, "merge long and short");
    chain_is(&b, pt(&b, 0, 2), 11, 18, "merge long and short: from the far end");
}

int main(void)
{
    plan(494);
    test_diagram();
    test_liberties();
    test_captures();
    test_suicide();
    test_legality_rules();
    test_ko();
    test_merge();
    board_random_test();
    return 0;
}
