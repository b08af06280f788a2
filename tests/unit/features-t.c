/* features-t.c - the move features of the prediction model on diagrams: captures (a ko, the
 * last move's stone, the others), ataris whose ladder works or not, extensions out of atari that
 * escape or are caught, self-ataris, the distances to the last two moves and to the edge, the
 * pass; shapes and spatial hashes the same under rotation, reflection and swapped colors and
 * different when the position differs; and the board never changed */
#include <string.h>

#include "engine/features.h"
#include "tap/basic.h"
#include "util/rng.h"
#include "unit/diagram.h"

static int changed;

/* The features of `color` playing at the diagram's `mark` (after `last` is played at mark 'l'
 * by the other color when last is true). */
static struct features_move feat(int size, const char *diagram, int color, char mark, bool last)
{
    struct board b, before;
    if (diagram_setup(&b, size, diagram) != 0)
        bail("bad diagram");
    if (last && board_play(&b, color_other(color), diagram_mark(&b, diagram, 'l')) != 0)
        bail("bad last move");
    before = b;
    int p = diagram_mark(&b, diagram, mark);
    if (board_legal(&b, color, p) != 0)
        bail("illegal move in the test");
    struct features_move f;
    features_move(&b, color, -1, p, FEATURES_SPATIAL_MAX, &f);
    changed += !board_equal(&b, &before) || board_check(&b) != NULL;
    return f;
}

static void test_captures(void)
{
    struct features_move f = feat(0,
                                  ". X O .\n"
                                  "X O a O\n"
                                  ". X O .\n",
                                  COLOR_BLACK, 'a', false);
    is_int(1, (int)f.value[FEATURES_CAPTURE], "taking a ko");
    is_int(0, (int)f.value[FEATURES_SELF_ATARI], "a ko capture is no self-atari");
    f = feat(0,
             ". X . .\n"
             "X l a .\n"
             ". X . .\n",
             COLOR_BLACK, 'a', true);
    is_int(2, (int)f.value[FEATURES_CAPTURE], "taking the stone just played");
    f = feat(0,
             ". X X . .\n"
             "X O O a .\n"
             ". X X . .\n",
             COLOR_BLACK, 'a', false);
    is_int(2 + 3 * 2 + 1, (int)f.value[FEATURES_CAPTURE], "taking two stones");
    /* Black's C3 takes the last liberty of white's B3: white takes C3 first. */
    f = feat(0,
             ". . . . .\n"
             ". X O . .\n"
             "X O X a .\n"
             ". . O . .\n"
             ". . . . .\n",
             COLOR_WHITE, 'a', false);
    is_int(2 + 3 * 1 + 0, (int)f.value[FEATURES_CAPTURE], "a capture that saves a chain in atari");
    is_int(0, (int)f.value[FEATURES_ATARI], "a capture is no atari");
}

/* White's D3 with liberties at D4 and E3; black's E2 makes the atari at D4 a working ladder. */
#define LADDER_TOP                                                                               \
    ". . . . . . . . .\n"                                                                        \
    ". . . . . . . . .\n"                                                                        \
    ". . . . . . . . .\n"                                                                        \
    ". . . . . . . . .\n"                                                                        \
    ". . . . . . . . .\n"

static void test_ataris(void)
{
    struct features_move f = feat(9,
                                  LADDER_TOP ". . . a . . . . .\n"
                                             ". . X O . . . . .\n"
                                             ". . . X X . . . .\n"
                                             ". . . . . . . . .\n",
                                  COLOR_BLACK, 'a', false);
    is_int(1, (int)f.value[FEATURES_ATARI], "an atari whose ladder works");
    f = feat(9,
             LADDER_TOP ". . . a . . . . .\n"
                        ". . X O . . . . .\n"
                        ". . . X . . . . .\n"
                        ". . . . . . . . .\n",
             COLOR_BLACK, 'a', false);
    is_int(1 + 2 * 2, (int)f.value[FEATURES_ATARI], "an atari the stone escapes from");
    f = feat(9,
             LADDER_TOP ". . . a . . . . .\n"
                        ". . X O O . . . .\n"
                        ". . . X X X . . .\n"
                        ". . . . . . . . .\n",
             COLOR_BLACK, 'a', false);
    is_int(0, (int)f.value[FEATURES_ATARI], "three liberties to two: no atari");
}

static void test_extensions(void)
{
    struct features_move f = feat(9,
                                  LADDER_TOP ". . . l . . . . .\n"
                                             ". . X O a . . . .\n"
                                             ". . . X X . . . .\n"
                                             ". . . . . . . . .\n",
                                  COLOR_WHITE, 'a', true);
    is_int(1 + 2 * 2 + 1, (int)f.value[FEATURES_EXTENSION],
           "extending into a working ladder, out of the last move's atari");
    f = feat(9,
             LADDER_TOP ". . . X . . . . .\n"
                        ". . X O a . . . .\n"
                        ". . . X . . . . .\n"
                        ". . . . . . . . .\n",
             COLOR_WHITE, 'a', false);
    is_int(1, (int)f.value[FEATURES_EXTENSION], "extending to three liberties");
    is_int(0, (int)f.value[FEATURES_SELF_ATARI], "and no self-atari");
}

static void test_self_atari(void)
{
    struct features_move f = feat(0,
                                  ". . . .\n"
                                  ". O . .\n"
                                  "a X O .\n",
                                  COLOR_BLACK, 'a', false);
    is_int(2, (int)f.value[FEATURES_SELF_ATARI], "two stones in self-atari");
    f = feat(0,
             ". . . .\n"
             ". . . .\n"
             ". a O .\n",
             COLOR_BLACK, 'a', false);
    is_int(0, (int)f.value[FEATURES_SELF_ATARI], "a stone with two liberties");
}

static void test_distances(void)
{
    struct board b;
    board_init(&b, 19);
    board_play(&b, COLOR_BLACK, board_point(&b, 9, 9));
    int last2 = board_point(&b, 3, 3);
    struct features_move f;
    features_move(&b, COLOR_WHITE, last2, board_point(&b, 9, 10), 0, &f);
    is_int(1, (int)f.value[FEATURES_DIST_LAST], "next to the last move: d = 2");
    is_int(16, (int)f.value[FEATURES_DIST_LAST2], "the move before: d = 20, capped at 17");
    is_int(0, (int)f.value[FEATURES_EDGE], "the centre: no edge");
    features_move(&b, COLOR_WHITE, last2, board_point(&b, 10, 10), 0, &f);
    is_int(2, (int)f.value[FEATURES_DIST_LAST], "diagonal to the last move: d = 3");
    features_move(&b, COLOR_WHITE, last2, board_point(&b, 4, 2), 0, &f);
    is_int(16, (int)f.value[FEATURES_DIST_LAST], "far from the last move: 17 and over");
    is_int(2, (int)f.value[FEATURES_DIST_LAST2], "diagonal to the move before: d = 3");
    is_int(3, (int)f.value[FEATURES_EDGE], "the third line");
    is_int(0, (int)f.spatial[0], "no spatial hash asked for");
    features_move(&b, COLOR_WHITE, -1, board_point(&b, 18, 5), 0, &f);
    is_int(1, (int)f.value[FEATURES_EDGE], "the first line");
    is_int(0, (int)f.value[FEATURES_DIST_LAST2], "no move before the last");
    features_pass(&b, &f);
    is_int(2, (int)f.value[FEATURES_PASS], "a pass after a move");
    is_int(0, (int)f.value[FEATURES_SHAPE3], "a pass has no shape");
    board_play(&b, COLOR_WHITE, BOARD_PASS);
    features_pass(&b, &f);
    is_int(1, (int)f.value[FEATURES_PASS], "a pass after a pass");
    features_move(&b, COLOR_BLACK, -1, board_point(&b, 9, 10), 0, &f);
    is_int(0, (int)f.value[FEATURES_DIST_LAST], "after a pass: no distance");
}

static bool same_shapes(const struct features_move *a, const struct features_move *b)
{
    return a->value[FEATURES_SHAPE3] == b->value[FEATURES_SHAPE3] &&
           memcmp(a->spatial, b->spatial, sizeof a->spatial) == 0;
}

static void test_shapes(void)
{
    /* One position, its mirror image, its rotation, and its colors swapped. */
    struct features_move f = feat(9,
                                  ". . . . . . . . .\n"
                                  ". . . . . . . . .\n"
                                  ". . . . . . . . .\n"
                                  ". . . . X . . . .\n"
                                  ". . . X a O . . .\n"
                                  ". . . O . . . . .\n"
                                  ". . X . . . . . .\n"
                                  ". . . . . . . . .\n"
                                  ". . . . . . . . .\n",
                                  COLOR_BLACK, 'a', false);
    struct features_move mirror = feat(9,
                                       ". . . . . . . . .\n"
                                       ". . . . . . . . .\n"
                                       ". . . . . . . . .\n"
                                       ". . . . X . . . .\n"
                                       ". . . O a X . . .\n"
                                       ". . . . . O . . .\n"
                                       ". . . . . . X . .\n"
                                       ". . . . . . . . .\n"
                                       ". . . . . . . . .\n",
                                       COLOR_BLACK, 'a', false);
    struct features_move rotated = feat(9,
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . X . .\n"
                                        ". . . . . O . . .\n"
                                        ". . . O a X . . .\n"
                                        ". . . . X . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n",
                                        COLOR_BLACK, 'a', false);
    struct features_move swapped = feat(9,
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . O . . . .\n"
                                        ". . . O a X . . .\n"
                                        ". . . X . . . . .\n"
                                        ". . O . . . . . .\n"
                                        ". . . . . . . . .\n"
                                        ". . . . . . . . .\n",
                                        COLOR_WHITE, 'a', false);
    struct features_move other = feat(9,
                                      ". . . . . . . . .\n"
                                      ". . . . . . . . .\n"
                                      ". . . . . . . . .\n"
                                      ". . . . X . . . .\n"
                                      ". . . X a O . . .\n"
                                      ". . . O . . . . .\n"
                                      ". . O . . . . . .\n"
                                      ". . . . . . . . .\n"
                                      ". . . . . . . . .\n",
                                      COLOR_BLACK, 'a', false);
    ok(same_shapes(&f, &mirror), "a mirror image has the same shapes");
    ok(same_shapes(&f, &rotated), "a rotation has the same shapes");
    ok(same_shapes(&f, &swapped), "the colors swapped with the side to move: the same shapes");
    is_int((int)f.value[FEATURES_SHAPE3], (int)other.value[FEATURES_SHAPE3],
           "a stone two points away leaves the 3x3 shape alone");
    ok(f.spatial[1] == other.spatial[1], "and the spatial hash of size 5, which does not see it");
    ok(f.spatial[2] != other.spatial[2], "but changes that of size 6, which does");
    bool distinct = true, nonzero = true;
    for (int i = 0; i < FEATURES_SPATIAL_SIZES; i++) {
        nonzero &= f.spatial[i] != 0;
        for (int k = 0; k < i; k++)
            distinct &= f.spatial[i] != f.spatial[k];
    }
    ok(nonzero && distinct, "one hash per size, all different");
    /* The atari status of a neighbour is part of the 3x3 shape. */
    struct features_move free3 = feat(0,
                                      ". . . .\n"
                                      ". X . .\n"
                                      "O O a .\n"
                                      "X X . .\n",
                                      COLOR_BLACK, 'a', false);
    struct features_move atari3 = feat(0,
                                       ". . . .\n"
                                       "X X . .\n"
                                       "O O a .\n"
                                       "X X . .\n",
                                       COLOR_BLACK, 'a', false);
    ok(free3.value[FEATURES_SHAPE3] != atari3.value[FEATURES_SHAPE3],
       "a neighbour in atari changes the 3x3 shape");
    is_int(4, features_spatial_points(2), "size 2: the four neighbours");
    is_int(8, features_spatial_points(3), "size 3: the 3x3 square");
    is_int(72, features_spatial_points(FEATURES_SPATIAL_MAX), "size 10: 72 points");
}

/* features_shape3_of_code, from the board's 3x3 code alone, says what features_move says of
 * every empty point with no chain in atari next to it, for either color, on random positions of
 * every size (edges and corners included). */
static void test_shape_of_code(void)
{
    uint64_t state = 20261130u;
    long points = 0, differ = 0;
    for (int size = 2; size <= BOARD_MAX_SIZE; size++) {
        struct board b;
        board_init(&b, size);
        int color = COLOR_BLACK;
        for (int m = 0; m < size * size / 2; m++) {
            int p = b.empty[rng_splitmix(&state) % (uint64_t)b.empty_count];
            if (board_play(&b, color, p) == 0)
                color = color_other(color);
        }
        for (int i = 0; i < b.empty_count; i++) {
            int p = b.empty[i];
            const int around[4] = {p - b.stride, p - 1, p + 1, p + b.stride};
            bool atari = false;
            for (int k = 0; k < 4; k++)
                atari |= b.color[around[k]] != COLOR_EMPTY && b.color[around[k]] != COLOR_EDGE &&
                         board_in_atari(&b, around[k]);
            for (int c = COLOR_BLACK; c <= COLOR_WHITE && !atari; c++) {
                if (board_legal(&b, c, p) != 0)
                    continue;
                struct features_move f;
                features_move(&b, c, -1, p, 0, &f);
                points++;
                differ += features_shape3_of_code(b.shape[p], c) != f.value[FEATURES_SHAPE3];
            }
        }
    }
    diag("%ld points compared", points);
    ok(points > 1000 && differ == 0,
       "the shape of a board code is features_move's shape3 (no neighbour in atari)");
}

static void test_names(void)
{
    is_string("capture", features_family_name(FEATURES_CAPTURE), "family names");
    ok(features_family_name(FEATURES_FAMILIES) == NULL, "no name out of range");
    is_int(10, features_values(FEATURES_CAPTURE), "capture takes 10 values");
    is_int(0, features_values(FEATURES_SHAPE3), "shape3 takes codes");
}

int main(void)
{
    plan(45);
    features_init();
    test_captures();
    test_ataris();
    test_extensions();
    test_self_atari();
    test_distances();
    test_shapes();
    test_shape_of_code();
    test_names();
    is_int(0, changed, "reading the features changed no board");
    return 0;
}
