/* tactics-t.c - ladder reading: a ladder to the edge works, a ladder breaker or a counter-capture
 * stops it, an extension to three liberties escapes, a chain not in atari is never caught, an
 * atari that starts a working ladder is found and one that does not is not, an atari from a chain
 * short of liberties is no ladder, and reading never changes the board; the vital points of the
 * nakade shapes are found and living shapes, one-point eyes and stones have none */
#include "engine/tactics.h"
#include "tap/basic.h"
#include "unit/diagram.h"

/* White's D4 in atari at E4: extending gives two liberties, and black ladders it to the top
 * right unless something stands in the way. */
#define LADDER_ROWS_ABOVE                                                                        \
    ". . . . . . . . .\n"                                                                        \
    ". . . . . . . . .\n"                                                                        \
    ". . . . . . . . .\n"
#define LADDER_ROWS                                                                              \
    ". . . X . . . . .\n"                                                                        \
    ". . X O . . . . .\n"                                                                        \
    ". . . X X . . . .\n"                                                                        \
    ". . . . . . . . .\n"                                                                        \
    ". . . . . . . . .\n"

/* Sets up the diagram, reads whether the chain at (col, row) is caught, and checks that the
 * reading left the board as it was. */
static bool caught_at(const char *diagram, int col, int row, int *changed)
{
    struct board b, before;
    if (diagram_setup(&b, 9, diagram) != 0)
        bail("bad diagram");
    before = b;
    bool caught = tactics_ladder_caught(&b, board_point(&b, col, row));
    *changed += !board_equal(&b, &before) || board_check(&b) != NULL;
    return caught;
}

static void test_ladder_caught(void)
{
    int changed = 0;
    ok(caught_at(LADDER_ROWS_ABOVE ". . . . . . . . .\n" LADDER_ROWS, 3, 3, &changed),
       "a ladder to the edge of an empty board works");
    /* A white stone on the ladder's path breaks it. */
    ok(!caught_at(". . . . . . . . .\n"
                  ". . . . . . . . .\n"
                  ". . . . . . O . .\n"
                  ". . . . . . . . .\n" LADDER_ROWS,
                  3, 3, &changed),
       "a ladder breaker on the path: the chain escapes");
    /* Black's C4 has one liberty (B4): white takes it instead of running. */
    ok(!caught_at(LADDER_ROWS_ABOVE ". . . . . . . . .\n"
                                    ". . O X . . . . .\n"
                                    ". O X O . . . . .\n"
                                    ". . . X X . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n",
                  3, 3, &changed),
       "a counter-capture of an attacking stone in atari: the chain escapes");
    /* Without E3 the extension at E4 has three liberties. */
    ok(!caught_at(LADDER_ROWS_ABOVE ". . . . . . . . .\n"
                                    ". . . X . . . . .\n"
                                    ". . X O . . . . .\n"
                                    ". . . X . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n",
                  3, 3, &changed),
       "an extension to three liberties escapes");
    ok(!caught_at(LADDER_ROWS_ABOVE ". . . . . . . . .\n"
                                    ". . . X . . . . .\n"
                                    ". . . O . . . . .\n"
                                    ". . . X X . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n",
                  3, 3, &changed),
       "a chain with two liberties is not caught");
    /* Extending from the corner leaves one liberty: caught at once. */
    ok(caught_at(LADDER_ROWS_ABOVE ". . . . . . . . .\n"
                                   ". . . . . . . . .\n"
                                   ". . . . . . . . .\n"
                                   ". . . . . . . . .\n"
                                   "X . . . . . . . .\n"
                                   "O . X . . . . . .\n",
                 0, 0, &changed),
       "a chain whose extension keeps one liberty is caught");
    is_int(0, changed, "reading leaves the board exactly as it was");
}

static void test_ladder_attack(void)
{
    /* White's D4 has two liberties, E4 and D3. Black at D3 puts it in atari and the ladder
     * runs to the top right; black at E4 drives it to the bottom left, where B2 breaks it. */
    struct board b, before;
    diagram_setup(&b, 9,
                  LADDER_ROWS_ABOVE ". . . . . . . . .\n"
                                    ". . . X . . . . .\n"
                                    ". . X O . . . . .\n"
                                    ". . . . X . . . .\n"
                                    ". O . . . . . . .\n"
                                    ". . . . . . . . .\n");
    before = b;
    int white = board_point(&b, 3, 3);
    ok(tactics_ladder_attack(&b, COLOR_BLACK, board_point(&b, 3, 2), white),
       "the atari at D3 starts a ladder that works");
    ok(!tactics_ladder_attack(&b, COLOR_BLACK, board_point(&b, 4, 3), white),
       "the atari at E4 lets white out at D3");
    ok(!tactics_ladder_attack(&b, COLOR_BLACK, board_point(&b, 0, 8), white),
       "a move that is no atari attacks nothing");
    ok(board_equal(&b, &before), "the board is unchanged");
    board_place(&b, COLOR_WHITE, board_point(&b, 6, 6));
    ok(!tactics_ladder_attack(&b, COLOR_BLACK, board_point(&b, 3, 2), white),
       "with a breaker on the path the atari at D3 fails");
}

/* A capturing race in the corner: white's A4 would put black's A2 A3 in atari, and black's
 * extension at A1 has one liberty, but white's own chain is then left with two (B1, C1) and
 * black fights back on them: no ladder. */
static void test_race_is_no_ladder(void)
{
    struct board b;
    diagram_setup(&b, 9,
                  "X . X X X\n"
                  "X X O X .\n"
                  ". O O X .\n"
                  "X O O X .\n"
                  "X O O O X\n"
                  ". . . X X\n");
    ok(!tactics_ladder_attack(&b, COLOR_WHITE, board_point(&b, 0, 3), board_point(&b, 0, 2)),
       "an atari from a chain left with two liberties is a race, not a ladder");
}

/* The vital point of the region of `mark` in the diagram, as a point name, and its owner. */
static const char *vital_of(const char *diagram, char mark, int *owner)
{
    struct board b;
    diagram_setup(&b, 9, diagram);
    *owner = COLOR_EMPTY;
    int v = tactics_nakade_vital(&b, diagram_mark(&b, diagram, mark), owner);
    return v < 0 ? "none" : diagram_point_name(&b, v);
}

static void test_nakade(void)
{
    int owner;
    is_string("A1", vital_of("X X . . .\n"
                             "a X . . .\n"
                             ". . X . .\n",
                             'a', &owner),
              "bent three in the corner: the corner point");
    is_int(COLOR_BLACK, owner, "the bent three's owner is black");
    is_string("B1", vital_of("X X X X .\n"
                             ". . a X .\n",
                             'a', &owner),
              "straight three on the edge: the middle");
    is_string("C2", vital_of("O O O O O .\n"
                             "O . . . O .\n"
                             "O O a O O .\n",
                             'a', &owner),
              "pyramid four on the edge: the point next to the three others");
    is_int(COLOR_WHITE, owner, "the pyramid four's owner is white");
    is_string("C2", vital_of("X X X X X .\n"
                             "X X . X X .\n"
                             "X . . . X .\n"
                             "X X a X X .\n",
                             'a', &owner),
              "crossed five: its centre");
    is_string("none", vital_of("X X X X .\n"
                             "X . . X .\n"
                             "X . . . X\n"
                             "X X X a X\n",
                             'a', &owner),
              "no vital point in a six-point space");
    is_string("C2", vital_of("X X X X .\n"
                             "X . . X .\n"
                             "X . . a X\n"
                             "X X X X X\n",
                             'a', &owner),
              "bulky five: the point next to three of it");
    is_string("none", vital_of("X X X X .\n"
                               "X . . X .\n"
                               "X a . X .\n"
                               "X X X X .\n",
                               'a', &owner),
              "square four (dead already): none");
    is_string("none", vital_of("X X X X X X\n"
                               "a . . . X .\n",
                               'a', &owner),
              "straight four (alive): none");
    is_string("none", vital_of("X X X X .\n"
                               ". a . O .\n",
                               'a', &owner),
              "stones of both colors around: no one's eye space");
    is_string("none", vital_of(". . . . .\n"
                               ". a . . .\n",
                               'a', &owner),
              "the open board: none");
    is_string("none", vital_of("X X X .\n"
                               "X a X .\n"
                               "X X X .\n",
                               'a', &owner),
              "a one-point eye (no empty neighbour): none");
    struct board b;
    diagram_setup(&b, 9, "X . .\n");
    int stone = board_point(&b, 0, 0); /* a diagram ends at row 0 */
    ok(b.color[stone] == COLOR_BLACK && tactics_nakade_vital(&b, stone, &owner) == -1,
       "a stone: none");
}

int main(void)
{
    plan(27);
    test_ladder_caught();
    test_ladder_attack();
    test_race_is_no_ladder();
    test_nakade();
    return 0;
}
