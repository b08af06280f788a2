/* board-t.c - tests for src/core/board.c: liberties, captures, suicide, ko, hash, and a randomized
 * cross-check against a naive flood-fill model
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

#include "board-random.h"
#include "core/board.h"
#include "core/color.h"
#include "diagram.h"
#include "tap/basic.h"

enum { X = COLOR_BLACK, O = COLOR_WHITE };

/* ---------------------------------------------------------------------------------------------
 * Helpers. Each emits a fixed number of TAP results whatever happens, so plan() stays exact.
 */

/* is_int for board results, naming the errors on failure. */
static bool is_error(int wanted, int seen, const char *format, ...) TAP_PRINTF(3, 4);
static bool is_error(int wanted, int seen, const char *format, ...)
{
    char what[256];
    va_list args;
    va_start(args, format);
    vsnprintf(what, sizeof what, format, args);
    va_end(args);
    bool result = ok(wanted == seen, "%s", what);
    if (!result)
        diag("wanted %s (%d), seen %s (%d)", board_test_error_name(wanted), wanted,
             board_test_error_name(seen), seen);
    return result;
}

/* One test: board_check() finds the board consistent. */
static bool checked(const struct board *b, const char *what)
{
    const char *why = board_check(b);
    bool result = ok(why == NULL, "%s: board_check", what);
    if (!result) {
        diag("board_check: %s", why);
        diagram_diag(b);
    }
    return result;
}

/* One test: the diagram sets up and the board is consistent. */
static void setup(struct board *b, int size, const char *diagram, const char *what)
{
    int error = diagram_setup(b, size, diagram);
    const char *why = error == 0 ? board_check(b) : NULL;
    if (!ok(error == 0 && why == NULL, "%s: set up", what))
        diag("diagram_setup: %s; board_check: %s", board_test_error_name(error), why ? why : "ok");
}

/* Two tests: the move is legal (board_legal and board_play agree) and the board is consistent. */
static void play(struct board *b, int color, int p, const char *what)
{
    int legal = board_legal(b, color, p);
    int error = board_play(b, color, p);
    if (!ok(legal == 0 && error == 0, "%s: %c %s played", what, color == X ? 'X' : 'O',
            diagram_point_name(b, p)))
        diag("board_legal: %s, board_play: %s", board_test_error_name(legal),
             board_test_error_name(error));
    checked(b, what);
}

/* Four tests: board_legal and board_play refuse the move with `wanted`, the board is unchanged and
 * consistent. */
static void refuse(struct board *b, int color, int p, int wanted, const char *what)
{
    struct board before = *b;
    is_error(wanted, board_legal(b, color, p), "%s: board_legal refuses %s", what,
             diagram_point_name(b, p));
    is_error(wanted, board_play(b, color, p), "%s: board_play refuses %s", what,
             diagram_point_name(b, p));
    const char *why = board_test_differs(&before, b);
    if (!ok(why == NULL, "%s: refused move leaves the board unchanged", what))
        diag("%s", why);
    checked(b, what);
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Two tests: the chain at p has exactly the liberties marked '*' in `marked` (count, and the list
 * as a set). */
static void liberties_are(const struct board *b, int p, const char *marked, const char *what)
{
    int wanted[BOARD_MAX_POINTS], seen[BOARD_MAX_POINTS];
    int nw = diagram_marks(b, marked, '*', wanted, BOARD_MAX_POINTS);
    for (int i = 0; i < BOARD_MAX_POINTS; i++)
        seen[i] = -7;
    int ns = board_liberties(b, p, seen, BOARD_MAX_POINTS);
    is_int(nw, ns, "%s: %d liberties", what, nw);
    bool same = ns == nw && seen[ns < 0 ? 0 : ns] == -7;
    if (same) {
        qsort(wanted, (size_t)nw, sizeof wanted[0], cmp_int);
        qsort(seen, (size_t)ns, sizeof seen[0], cmp_int);
        same = memcmp(wanted, seen, (size_t)nw * sizeof wanted[0]) == 0;
    }
    if (!ok(same, "%s: the liberty list", what)) {
        for (int i = 0; i < nw; i++)
            diag("wanted %s", diagram_point_name(b, wanted[i]));
        for (int i = 0; i < ns && i < BOARD_MAX_POINTS; i++)
            diag("seen %s", diagram_point_name(b, seen[i]));
    }
}

/* Three tests: atari status of the chain at p and its liberty (0: not in atari). */
static void atari_is(const struct board *b, int p, int liberty, const char *what)
{
    ok(board_in_atari(b, p) == (liberty != 0), "%s: %sin atari", what, liberty ? "" : "not ");
    if (liberty)
        is_int(liberty, board_atari_liberty(b, p), "%s: the atari liberty is %s", what,
               diagram_point_name(b, liberty));
    else
        is_int(-1, board_atari_liberty(b, p), "%s: no atari liberty", what);
    is_int(liberty != 0, board_liberties(b, p, NULL, 0) == 1, "%s: board_liberties agrees", what);
}

/* The hash of b, relative to the empty board of its size, must be the XOR of the stones' keys. */
static bool hash_is_stone_keys(const struct board *b)
{
    struct board empty;
    board_init(&empty, b->size);
    uint64_t h = 0;
    for (int p = 0; p < b->stride * b->stride; p++)
        if (b->color[p] == COLOR_BLACK || b->color[p] == COLOR_WHITE)
            h ^= board_zobrist(p, b->color[p]);
    return (b->hash ^ empty.hash) == h;
}

static int pt(const struct board *b, int col, int row)
{
    int p = board_point(b, col, row);
    if (p < 0)
        bail("(%d, %d) is off the %dx%d board", col, row, b->size, b->size);
    return p;
}

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

/* A ko for X to take at a (test_ko, test_key). */
static const char ko_to_take[] =
    ".....\n"
    ".....\n"
    ".XO..\n"
    "XOaO.\n"
    ".XO..\n";

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

static void chain_is(const struct board *b, int p, int size, int liberties, const char *what)
{
    int stones[BOARD_MAX_POINTS];
    int n = board_chain_stones(b, p, stones);
    is_int(size, n, "%s: %d stones", what, size);
    bool all = n == size;
    for (int i = 0; i < n && all; i++)
        all = b->color[stones[i]] == b->color[p] &&
              board_liberties(b, stones[i], NULL, 0) == liberties &&
              board_chain_stones(b, stones[i], (int[BOARD_MAX_POINTS]){0}) == size;
    for (int i = 0; i < n && all; i++)
        for (int j = 0; j < i && all; j++)
            all = stones[i] != stones[j];
    ok(all, "%s: every stone reports the same chain of %d liberties", what, liberties);
    is_int(liberties, board_liberties(b, p, NULL, 0), "%s: %d liberties", what, liberties);
}

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

/* ---------------------------------------------------------------------------------------------
 * Edges, corners, off-board points, bad colors, board sizes.
 */

static void test_edges(void)
{
    struct board b;
    for (int size = 9; size <= 25; size += 16) {
        board_init(&b, size);
        checked(&b, "empty board");
        is_int(size * size, b.empty_count, "%dx%d: all points empty", size, size);
        is_int(-1, b.last_move, "%dx%d: no last move", size, size);
        int n = size - 1, m = size / 2;
        const int corners[4][2] = {{0, 0}, {n, 0}, {0, n}, {n, n}};
        for (int i = 0; i < 4; i++) {
            int p = pt(&b, corners[i][0], corners[i][1]);
            play(&b, i % 2 ? O : X, p, "corner");
            is_int(2, board_liberties(&b, p, NULL, 0), "%dx%d: corner %s has 2 liberties", size,
                   size, diagram_point_name(&b, p));
        }
        const int sides[4][2] = {{m, 0}, {0, m}, {n, m}, {m, n}};
        for (int i = 0; i < 4; i++) {
            int p = pt(&b, sides[i][0], sides[i][1]);
            play(&b, i % 2 ? X : O, p, "side");
            is_int(3, board_liberties(&b, p, NULL, 0), "%dx%d: side %s has 3 liberties", size, size,
                   diagram_point_name(&b, p));
        }
        play(&b, X, pt(&b, m, m), "centre");
        is_int(4, board_liberties(&b, pt(&b, m, m), NULL, 0), "%dx%d: centre has 4 liberties", size,
               size);
        is_int(size * size - 9, b.empty_count, "%dx%d: nine stones", size, size);

        is_int(-1, board_point(&b, -1, 0), "%dx%d: column -1 is off", size, size);
        is_int(-1, board_point(&b, 0, -1), "%dx%d: row -1 is off", size, size);
        is_int(-1, board_point(&b, size, 0), "%dx%d: column N is off", size, size);
        is_int(-1, board_point(&b, 0, size), "%dx%d: row N is off", size, size);
        is_int((n + 1) * (size + 2) + n + 1, board_point(&b, n, n),
               "%dx%d: the point formula of board.h", size, size);
        ok(board_on_board(&b, pt(&b, n, 0)) && !board_on_board(&b, 0) &&
               !board_on_board(&b, pt(&b, n, 0) + 1) && !board_on_board(&b, pt(&b, 0, 0) - 1) &&
               !board_on_board(&b, (size + 2) * (size + 2)) && !board_on_board(&b, -1),
           "%dx%d: board_on_board", size, size);
        int p = pt(&b, n, 0), q = pt(&b, 0, n);
        is_int(n, board_col(&b, p), "%dx%d: board_col", size, size);
        is_int(n, board_row(&b, q), "%dx%d: board_row", size, size);

        /* Off the board: -1, the border ring, beyond the grid. */
        const int off[] = {-1,
                           INT_MIN,
                           pt(&b, n, 0) + 1,
                           pt(&b, 0, 0) - 1,
                           pt(&b, 0, 0) - size - 2,
                           pt(&b, n, n) + size + 2,
                           (size + 2) * (size + 2) - 1,
                           (size + 2) * (size + 2),
                           BOARD_MAX_POINTS,
                           INT_MAX};
        for (size_t i = 0; i < sizeof off / sizeof off[0]; i++)
            refuse(&b, X, off[i], BOARD_OFF_BOARD, "off the board");
        int empty = pt(&b, 1, 1);
        refuse(&b, COLOR_EMPTY, empty, BOARD_BAD_COLOR, "color EMPTY");
        refuse(&b, COLOR_EDGE, empty, BOARD_BAD_COLOR, "color EDGE");
        refuse(&b, 7, empty, BOARD_BAD_COLOR, "color 7");
        refuse(&b, -1, empty, BOARD_BAD_COLOR, "color -1");
        is_error(BOARD_OFF_BOARD, board_place(&b, X, -1), "place off the board");
        is_error(BOARD_OFF_BOARD, board_place(&b, X, pt(&b, n, 0) + 1), "place on the border");
        is_error(BOARD_OCCUPIED, board_place(&b, O, pt(&b, 0, 0)), "place on a stone");
        is_error(BOARD_NO_STONE, board_remove(&b, pt(&b, 1, 1)), "remove from an empty point");
        is_error(BOARD_OFF_BOARD, board_remove(&b, 0), "remove from point 0");
        checked(&b, "after refused setup calls");
    }

    /* Eyes, on the edge and in the corner. */
    setup(&b, 0,
          ".X..\n"
          "X.O.\n"
          "XXX.\n"
          ".X.X\n",
          "eyes");
    ok(board_is_eyelike(&b, X, pt(&b, 0, 3)), "eyes: corner A4 is an X eye");
    ok(!board_is_eyelike(&b, O, pt(&b, 0, 3)), "eyes: corner A4 is no O eye");
    ok(board_is_eyelike(&b, X, pt(&b, 0, 0)), "eyes: corner A1 is an X eye");
    ok(board_is_eyelike(&b, X, pt(&b, 2, 0)), "eyes: C1 on the edge is an X eye");
    ok(!board_is_eyelike(&b, X, pt(&b, 1, 2)), "eyes: B3 has an O neighbour");
    ok(!board_is_eyelike(&b, O, pt(&b, 1, 2)), "eyes: B3 is no O eye either");
    ok(!board_is_eyelike(&b, X, pt(&b, 3, 1)), "eyes: D2 has an empty neighbour");
    ok(!board_is_eyelike(&b, X, pt(&b, 2, 3)), "eyes: C4 has an O and an empty neighbour");
}

static void test_sizes(void)
{
    struct board b;
    memset(&b, 0x5A, sizeof b);
    struct board copy = b;
    is_error(BOARD_OFF_BOARD, board_init(&b, 0), "size 0 refused");
    is_error(BOARD_OFF_BOARD, board_init(&b, 26), "size 26 refused");
    is_error(BOARD_OFF_BOARD, board_init(&b, -1), "size -1 refused");
    ok(memcmp(&b, &copy, sizeof b) == 0, "refused sizes leave the board untouched");
    is_error(0, board_init(&b, 25), "size 25 accepted");
    ok(b.simple_ko && !b.allow_suicide, "board_init: simple ko, no suicide");
    is_int(0, b.prisoners[X] + b.prisoners[O], "board_init: no prisoners");

    /* 1x1: the only move is a one-stone suicide. */
    is_error(0, board_init(&b, 1), "1x1");
    checked(&b, "1x1");
    int only = pt(&b, 0, 0);
    is_int(4, only, "1x1: the point is 4");
    refuse(&b, X, only, BOARD_SUICIDE, "1x1: X");
    refuse(&b, O, only, BOARD_SUICIDE, "1x1: O");
    b.allow_suicide = true;
    refuse(&b, X, only, BOARD_SUICIDE, "1x1 with allow_suicide");
    play(&b, X, BOARD_PASS, "1x1: X passes");
    is_int(BOARD_PASS, b.last_move, "1x1: last move is a pass");
    is_int(X, b.last_color, "1x1: by X");
    play(&b, O, BOARD_PASS, "1x1: O passes");
    is_int(O, b.last_color, "1x1: then O");
    refuse(&b, X, 1, BOARD_OFF_BOARD, "1x1: point 1 is the border");
    refuse(&b, X, 5, BOARD_OFF_BOARD, "1x1: point 5 is the border");
    is_error(0, board_place(&b, X, only), "1x1: a setup stone");
    is_int(0, board_liberties(&b, only, NULL, 0), "1x1: the setup stone has no liberty");
    is_error(BOARD_OCCUPIED, board_legal(&b, O, only), "1x1: occupied");
    is_error(0, board_remove(&b, only), "1x1: removed");
    checked(&b, "1x1: removed");
    is_int(1, b.empty_count, "1x1: empty again");

    /* 2x2: a capture of two. */
    board_init(&b, 2);
    play(&b, X, pt(&b, 0, 0), "2x2");
    play(&b, O, pt(&b, 1, 1), "2x2");
    play(&b, X, pt(&b, 1, 0), "2x2");
    atari_is(&b, pt(&b, 0, 0), pt(&b, 0, 1), "2x2: X");
    atari_is(&b, pt(&b, 1, 1), pt(&b, 0, 1), "2x2: O");
    play(&b, O, pt(&b, 0, 1), "2x2: O takes two");
    is_diagram(&b, "OO\n..", "2x2: X removed");
    is_int(2, b.prisoners[O], "2x2: two prisoners");
    is_int(2, board_liberties(&b, pt(&b, 0, 1), NULL, 0), "2x2: O has two liberties");
    play(&b, X, pt(&b, 0, 0), "2x2: X back in");
    atari_is(&b, pt(&b, 0, 1), pt(&b, 1, 0), "2x2: O");
    play(&b, O, pt(&b, 1, 0), "2x2: O takes one");
    is_diagram(&b, "OO\n.O", "2x2: after O");
    is_int(3, b.prisoners[O], "2x2: three prisoners");
    play(&b, X, pt(&b, 0, 0), "2x2: X takes three, not a ko");
    is_diagram(&b, "..\nX.", "2x2: after X");
    is_int(3, b.prisoners[X], "2x2: X has three prisoners");

    /* 25x25: a capture of 600 stones. */
    board_init(&b, 25);
    for (int col = 0; col < 24; col++)
        for (int row = 0; row < 25; row++)
            board_place(&b, O, pt(&b, col, row));
    for (int row = 1; row < 25; row++)
        board_place(&b, X, pt(&b, 24, row));
    checked(&b, "25x25 setup");
    atari_is(&b, pt(&b, 12, 12), pt(&b, 24, 0), "25x25: the O chain");
    atari_is(&b, pt(&b, 24, 24), pt(&b, 24, 0), "25x25: the X chain");
    is_int(600, board_chain_stones(&b, pt(&b, 0, 0), (int[BOARD_MAX_POINTS]){0}),
           "25x25: one O chain of 600");
    struct board both = b;
    play(&b, X, pt(&b, 24, 0), "25x25: X takes 600");
    is_int(600, b.prisoners[X], "25x25: 600 prisoners");
    is_int(600, b.captured_last, "25x25: captured_last");
    is_int(25, board_stone_count(&b, X), "25x25: X has 25 stones");
    is_int(0, board_stone_count(&b, O), "25x25: O has none");
    is_int(600, b.empty_count, "25x25: 600 empty points");
    is_int(25, board_liberties(&b, pt(&b, 24, 0), NULL, 0), "25x25: X's chain has 25 liberties");
    ok(hash_is_stone_keys(&b), "25x25: hash after the capture");
    play(&b, O, pt(&b, 0, 0), "25x25: O plays again");
    play(&b, O, pt(&b, 23, 24), "25x25: O next to X");
    /* The other side takes instead. */
    play(&both, O, pt(&both, 24, 0), "25x25: O takes 24");
    is_int(24, both.prisoners[O], "25x25: 24 prisoners for O");
    is_int(24, board_liberties(&both, pt(&both, 24, 0), NULL, 0), "25x25: O has 24 liberties");
}

/* ---------------------------------------------------------------------------------------------
 * Seed 003's three games on 9x9: "A2" is row A (the top) and column 2.
 */

static int seed_point(const struct board *b, const char *name)
{
    return pt(b, name[1] - '1', 8 - (name[0] - 'A'));
}

static void seed_game(const char *const *black, int nblack, const char *const *white, int nwhite,
                      int want_black, int want_white, const char *what, struct board *b)
{
    board_init(b, 9);
    bool played = true, consistent = true;
    for (int i = 0; i < nblack + nwhite; i++) {
        const char *name = i % 2 ? white[i / 2] : black[i / 2];
        int error = board_play(b, i % 2 ? O : X, seed_point(b, name));
        const char *why = board_check(b);
        if (error != 0 && played) {
            diag("%s: move %d (%s) refused: %s", what, i + 1, name, board_test_error_name(error));
            played = false;
        }
        if (why != NULL && consistent) {
            diag("%s: after move %d (%s): %s", what, i + 1, name, why);
            consistent = false;
        }
    }
    ok(played, "%s: every move legal", what);
    ok(consistent, "%s: board_check after every move", what);
    is_int(want_black, b->prisoners[X], "%s: black captured %d", what, want_black);
    is_int(want_white, b->prisoners[O], "%s: white captured %d", what, want_white);
}

static void test_seed_games(void)
{
    struct board b;
    static const char *const black1[] = {"A2", "B1"}, *const white1[] = {"A1"};
    seed_game(black1, 2, white1, 1, 1, 0, "seed game 1", &b);
    is_diagram(&b,
               ".X.......\n"
               "X........\n"
               ".........\n"
               ".........\n"
               ".........\n"
               ".........\n"
               ".........\n"
               ".........\n"
               ".........\n",
               "seed game 1: final position");

    static const char *const black2[] = {"E1", "C1", "C2", "D3", "G1", "G2", "F3", "E4", "E1"};
    static const char *const white2[] = {"D1", "E2", "D2", "F1", "F2", "E3", "G3", "C3"};
    seed_game(black2, 8, white2, 8, 0, 1, "seed game 2 before the last move", &b);
    is_diagram(&b,
               ".........\n"
               ".........\n"
               "XXO......\n"
               "OOX......\n"
               ".OOX.....\n"
               "OOX......\n"
               "XXO......\n"
               ".........\n"
               ".........\n",
               "seed game 2: the position before black's last move");
    seed_game(black2, 9, white2, 8, 6, 1, "seed game 2", &b);
    is_diagram(&b,
               ".........\n"
               ".........\n"
               "XXO......\n"
               "..X......\n"
               "X..X.....\n"
               "..X......\n"
               "XXO......\n"
               ".........\n"
               ".........\n",
               "seed game 2: final position");

    static const char *const black3[] = {"A1", "B1", "D1", "E1", "C2", "C3"};
    static const char *const white3[] = {"A2", "B2", "D2", "E2", "F1", "C1"};
    seed_game(black3, 6, white3, 6, 0, 4, "seed game 3", &b);
}

/* ---------------------------------------------------------------------------------------------
 * The hash.
 */

static void test_hash(void)
{
    struct board a, b, c;
    board_init(&a, 9);
    board_init(&b, 9);
    board_init(&c, 9);
    uint64_t empty = a.hash;
    play(&a, X, pt(&a, 2, 2), "hash order 1");
    play(&a, O, pt(&a, 6, 6), "hash order 1");
    play(&a, X, pt(&a, 2, 6), "hash order 1");
    play(&a, O, pt(&a, 6, 2), "hash order 1");
    play(&b, X, pt(&b, 2, 6), "hash order 2");
    play(&b, O, pt(&b, 6, 2), "hash order 2");
    play(&b, X, pt(&b, 2, 2), "hash order 2");
    play(&b, O, pt(&b, 6, 6), "hash order 2");
    ok(a.hash == b.hash, "hash: two move orders, one position, one hash");
    ok(a.hash != empty, "hash: differs from the empty board");
    play(&c, O, pt(&c, 2, 2), "hash colors swapped");
    play(&c, X, pt(&c, 6, 6), "hash colors swapped");
    play(&c, O, pt(&c, 2, 6), "hash colors swapped");
    play(&c, X, pt(&c, 6, 2), "hash colors swapped");
    ok(a.hash != c.hash, "hash: the colors matter");
    ok(hash_is_stone_keys(&a), "hash: XOR of board_zobrist over the stones");
    diagram_setup(&c, 9,
                  ".........\n"
                  ".........\n"
                  "..X...O..\n"
                  ".........\n"
                  ".........\n"
                  ".........\n"
                  "..X...O..\n"
                  ".........\n"
                  ".........\n");
    ok(a.hash == c.hash, "hash: board_place reaches the same hash");
    ok(board_zobrist(pt(&a, 2, 2), X) != board_zobrist(pt(&a, 2, 2), O) &&
           board_zobrist(pt(&a, 2, 2), X) != board_zobrist(pt(&a, 2, 3), X) &&
           board_zobrist(pt(&a, 2, 2), X) != 0,
       "hash: stone keys differ");

    /* Capture restores: a stone played and captured leaves the hash of the position without it. */
    static const char pos[] =
        "....\n"
        "....\n"
        "O...\n"
        "*.O.\n";
    setup(&a, 0, pos, "hash capture");
    uint64_t before = a.hash;
    play(&a, X, pt(&a, 0, 0), "hash capture: X throws in");
    ok(a.hash != before, "hash capture: the stone changes the hash");
    play(&a, O, pt(&a, 1, 0), "hash capture: O takes");
    setup(&b, 0,
          "....\n"
          "....\n"
          "O...\n"
          ".OO.\n",
          "hash capture: expected");
    ok(a.hash == b.hash, "hash capture: equals the position set up directly");
    ok(hash_is_stone_keys(&a), "hash capture: XOR of the stones");
    board_remove(&a, pt(&a, 1, 0));
    ok(a.hash == before, "hash capture: removing O's stone restores the start");
    board_remove(&a, pt(&a, 0, 1));
    board_remove(&a, pt(&a, 2, 0));
    board_init(&b, 4);
    ok(a.hash == b.hash, "hash capture: back to the empty board's hash");
    checked(&a, "hash capture: removed");

    /* board_check verifies the hash, the colors and the counts. */
    setup(&a, 0, pos, "corrupt");
    struct board bad = a;
    bad.hash ^= 1;
    ok(board_check(&bad) != NULL, "board_check sees a wrong hash");
    bad = a;
    bad.color[pt(&a, 0, 1)] = COLOR_EMPTY;
    ok(board_check(&bad) != NULL, "board_check sees a stone vanish");
    bad = a;
    bad.color[pt(&a, 2, 2)] = COLOR_BLACK;
    ok(board_check(&bad) != NULL, "board_check sees a stone appear");
    bad = a;
    bad.empty_count--;
    ok(board_check(&bad) != NULL, "board_check sees a wrong empty count");
    bad = a;
    bad.chains[bad.chain[pt(&a, 2, 0)]].plibs++;
    ok(board_check(&bad) != NULL, "board_check sees wrong pseudo-liberties");
    ok(board_check(&a) == NULL, "board_check passes the original");
}

/* ---------------------------------------------------------------------------------------------
 * Setup calls: board_place and board_remove, including splitting a chain.
 */

static void test_setup_calls(void)
{
    struct board b;
    setup(&b, 0,
          ".....\n"
          ".....\n"
          "XXXXX\n"
          ".....\n"
          ".....\n",
          "split");
    chain_is(&b, pt(&b, 0, 2), 5, 10, "split: before");
    is_error(0, board_remove(&b, pt(&b, 2, 2)), "split: remove the middle");
    checked(&b, "split");
    chain_is(&b, pt(&b, 0, 2), 2, 5, "split: west");
    chain_is(&b, pt(&b, 4, 2), 2, 5, "split: east");
    is_error(0, board_place(&b, O, pt(&b, 2, 2)), "split: O in the middle");
    checked(&b, "split: O in the middle");
    chain_is(&b, pt(&b, 1, 2), 2, 4, "split: west beside O");
    chain_is(&b, pt(&b, 2, 2), 1, 2, "split: O");
    is_error(0, board_remove(&b, pt(&b, 2, 2)), "split: O removed");
    is_error(0, board_place(&b, X, pt(&b, 2, 2)), "split: X back");
    checked(&b, "split: X back");
    chain_is(&b, pt(&b, 4, 2), 5, 10, "split: one chain again");

    /* A chain without liberties may be set up; the rules do not run. (board_check may call
     * that board inconsistent; board.h asks the caller to take such a stone back.) */
    setup(&b, 0,
          "X.\n"
          "O.\n",
          "dead setup");
    is_error(0, board_place(&b, O, pt(&b, 1, 1)), "dead setup: last liberty filled");
    is_int(0, board_liberties(&b, pt(&b, 0, 1), NULL, 0), "dead setup: X has no liberties");
    ok(!board_in_atari(&b, pt(&b, 0, 1)), "dead setup: X is not in atari");
    is_int(1, board_stone_count(&b, X), "dead setup: X still there");
    is_int(2, board_stone_count(&b, O), "dead setup: two O stones");
    is_int(0, b.prisoners[O], "dead setup: no prisoners");
    is_int(-1, b.last_move, "dead setup: no last move");
    is_error(0, board_remove(&b, pt(&b, 0, 1)), "dead setup: X taken back");
    checked(&b, "dead setup: X taken back");
    is_diagram(&b, ".O\nO.", "dead setup: two O stones left");
    is_int(2, board_liberties(&b, pt(&b, 1, 1), NULL, 0), "dead setup: O has its liberties back");
    is_error(BOARD_BAD_COLOR, board_place(&b, COLOR_EMPTY, pt(&b, 0, 1)), "place an empty stone");
    is_error(BOARD_BAD_COLOR, board_place(&b, COLOR_EDGE, pt(&b, 0, 1)), "place an edge stone");
    checked(&b, "after refused places");
}

/* ---------------------------------------------------------------------------------------------
 * The rest of the API: board_copy, board_hash_after, board_play_unchecked, board_to_grid,
 * board_has_free_neighbour, board_strerror.
 */

static void test_api(void)
{
    struct board big, small, copy;

    /* board_copy of a small board over a big one that held stones everywhere. */
    board_init(&big, 25);
    for (int col = 0; col < 25; col++)
        for (int row = 0; row < 25; row++)
            if ((col + 2 * row) % 5)
                board_place(&big, (col + row) % 2 ? X : O, pt(&big, col, row));
    static const char pos[] =
        "..O..\n"
        ".OXO.\n"
        ".X*X.\n"
        "..X..\n"
        ".....\n";
    setup(&small, 0, pos, "board_copy");
    copy = big;
    board_copy(&copy, &small);
    checked(&copy, "board_copy over a 25x25 board");
    ok(board_test_differs(&small, &copy) == NULL, "board_copy: the same position");
    int star = diagram_mark(&small, pos, '*');
    play(&copy, O, star, "board_copy: the copy plays");
    is_diagram(&small, pos, "board_copy: the original did not change");
    play(&small, O, star, "board_copy: the original plays the same");
    ok(board_test_differs(&small, &copy) == NULL, "board_copy: both agree after the move");
    is_int(1, copy.prisoners[O], "board_copy: O took one");

    /* board_hash_after, board_play_unchecked: a capture, a suicide, a quiet move. */
    setup(&small, 0, pos, "board_hash_after");
    uint64_t h = board_hash_after(&small, O, star);
    is_diagram(&small, pos, "board_hash_after: does not play");
    copy = small;
    board_play_unchecked(&copy, O, star);
    checked(&copy, "board_play_unchecked: a capture");
    ok(copy.hash == h, "board_hash_after: the capture's hash");
    play(&small, O, star, "board_hash_after");
    ok(board_test_differs(&small, &copy) == NULL, "board_play_unchecked: same as board_play");
    static const char multi[] =
        "....\n"
        "OO..\n"
        "XXO.\n"
        "*XO.\n";
    setup(&small, 0, multi, "board_hash_after suicide");
    small.allow_suicide = true;
    h = board_hash_after(&small, X, pt(&small, 0, 0));
    play(&small, X, pt(&small, 0, 0), "board_hash_after suicide");
    ok(small.hash == h, "board_hash_after: a multi-stone suicide's hash");
    h = board_hash_after(&small, X, pt(&small, 3, 3));
    play(&small, X, pt(&small, 3, 3), "board_hash_after quiet");
    ok(small.hash == h, "board_hash_after: a quiet move's hash");

    /* board_to_grid: row-major from the bottom row. */
    setup(&small, 0,
          "X..\n"
          "...\n"
          ".OX\n",
          "board_to_grid");
    uint8_t grid[9];
    memset(grid, 0xAA, sizeof grid);
    board_to_grid(&small, grid);
    const uint8_t wanted[9] = {0, O, X, 0, 0, 0, X, 0, 0};
    ok(memcmp(grid, wanted, sizeof grid) == 0, "board_to_grid");

    /* board_has_free_neighbour. */
    static const char free[] =
        "cX..\n"
        "XaX.\n"
        "bXd.\n"
        "....\n";
    setup(&small, 0, free, "free neighbours");
    ok(!board_has_free_neighbour(&small, diagram_mark(&small, free, 'a')),
       "free neighbours: a has none");
    ok(board_has_free_neighbour(&small, diagram_mark(&small, free, 'b')),
       "free neighbours: b has one");
    ok(!board_has_free_neighbour(&small, diagram_mark(&small, free, 'c')),
       "free neighbours: corner c has none");
    ok(board_has_free_neighbour(&small, diagram_mark(&small, free, 'd')),
       "free neighbours: d has two");

    /* board_strerror: a distinct text for every error. */
    const int errors[] = {BOARD_OFF_BOARD, BOARD_OCCUPIED, BOARD_KO, BOARD_SUICIDE,
                          BOARD_BAD_COLOR};
    bool distinct = true;
    for (int i = 0; i < 5; i++) {
        const char *t = board_strerror(errors[i]);
        distinct = distinct && t != NULL && *t != '\0';
        for (int j = 0; j < i && distinct; j++)
            distinct = strcmp(t, board_strerror(errors[j])) != 0;
    }
    ok(distinct, "board_strerror: distinct texts");
    ok(board_strerror(-99) != NULL, "board_strerror of an unknown code");
}

/* ---------------------------------------------------------------------------------------------
 * What the search reads: the position key, the area score and owners of a final board.
 */

static void test_key(void)
{
    struct board b;
    setup(&b, 0, ko_to_take, "key");
    ok(board_key(&b, X) == b.hash, "key: black to move, no ko: the stones' hash");
    ok(board_key(&b, O) != board_key(&b, X), "key: the side to move counts");
    struct board before = b;
    play(&b, X, diagram_mark(&b, ko_to_take, 'a'), "key: X takes the ko");
    struct board filled = b;
    board_play(&filled, O, BOARD_PASS);
    ok(board_key(&b, O) != board_key(&filled, O),
       "key: the same stones with and without the ko point differ for the side it bars");
    ok(board_key(&b, X) == board_key(&filled, X),
       "key: a ko point that does not bar the side to move does not count");
    ok(board_key(&b, O) != b.hash, "key: white to move with a ko: not the bare hash");
    /* The same stones reached in another order: the same key. */
    struct board other;
    setup(&other, 5, ".....\n.....\n.XO..\nX.XO.\n.XO..\n", "key: the taken position");
    ok(board_key(&other, X) == board_key(&filled, X),
       "key: the same stones and side, no ko: the same key whatever the history");
    ok(board_key(&before, X) != board_key(&b, X), "key: different stones differ");
}

static void test_area(void)
{
    /* Black: 8 stones and the eyes a, b; white: 6 stones and the eye c; g touches both colors,
     * d and e have an empty neighbour, as has the bottom row: nobody's. */
    static const char pos[] =
        "aXgOO\n"
        "XXXOc\n"
        "XbXOO\n"
        "XXdOe\n"
        ".....\n";
    struct board b;
    setup(&b, 0, pos, "area");
    int owner_black = 0, owner_white = 0, nobody = 0;
    uint8_t owner[BOARD_MAX_POINTS];
    board_area_owner(&b, owner);
    for (int row = 0; row < b.size; row++)
        for (int col = 0; col < b.size; col++) {
            int o = owner[pt(&b, col, row)];
            owner_black += o == X;
            owner_white += o == O;
            nobody += o == COLOR_EMPTY;
        }
    is_int(10, owner_black, "area: black owns its 8 stones and its two eyes");
    is_int(7, owner_white, "area: white owns its 6 stones and its eye");
    is_int(8, nobody, "area: the points with an empty or mixed neighbourhood are nobody's");
    is_int(3, board_area_score(&b), "area: black minus white");
    is_int(X, owner[diagram_mark(&b, pos, 'b')], "area: b is black's");
    is_int(O, owner[diagram_mark(&b, pos, 'c')], "area: c is white's");
    is_int(COLOR_EMPTY, owner[diagram_mark(&b, pos, 'g')], "area: g touches both: nobody's");
    is_int(COLOR_EMPTY, owner[diagram_mark(&b, pos, 'd')], "area: d has an empty neighbour");
}

int main(void)
{
    plan(965);
    test_diagram();
    test_liberties();
    test_captures();
    test_suicide();
    test_legality_rules();
    test_ko();
    test_merge();
    test_edges();
    test_sizes();
    test_seed_games();
    test_hash();
    test_setup_calls();
    test_api();
    test_key();
    test_area();
    board_random_test();
    return 0;
}
