/* board-api-t.c - tests for src/core/board.c beyond a single move: edges, corners and board
 * sizes, recorded games replayed, the hash and the position key, setup stones, the rest of the
 * API, and area scoring
 *
 * Every position is built from an ASCII diagram (tests/unit/diagram.h), top row first, and every
 * change to a board is followed by board_check().
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
    plan(471);
    test_edges();
    test_sizes();
    test_seed_games();
    test_hash();
    test_setup_calls();
    test_api();
    test_key();
    test_area();
    return 0;
}
