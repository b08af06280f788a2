/* review-t.c - tests of what a game review makes of its searches (review.h): the marks, the
 * ranking of the biggest mistakes, the moves not judged, and the preferred line written into
 * the record's tree
 *
 * Reviews are built by hand here (figures as the searches would give them), so what is tested
 * is the rule, not the search; the one real review is of a game too short to be slow.
 */
#include "review/review.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/color.h"
#include "sgf/sgf.h"
#include "sgf/sgf_tree.h"
#include "tap/basic.h"

/* A judged move of `color` that is not the engine's choice, with these losses. */
static struct review_move lost(int color, double loss, double points_lost)
{
    return (struct review_move){.color = color, .col = 2, .row = 2, .best_col = 4, .best_row = 4,
                                .judged = true, .loss = loss, .points_lost = points_lost};
}

/* The biggest mistakes of one side: the one furthest past the thresholds comes first, in win
 * rate or in points, not the one that lost the most win rate. The moves are far enough apart
 * (the others not judged) that none is in another's baseline. */
static void test_ranking(void)
{
    struct review_move moves[31];
    for (int i = 0; i < 31; i++)
        moves[i] = (struct review_move){.color = i % 2 ? COLOR_WHITE : COLOR_BLACK};
    moves[1] = lost(COLOR_WHITE, 0.25, 3.0);   /* a bad move by its win rate */
    moves[11] = lost(COLOR_WHITE, 0.15, 29.0); /* a 29-point blunder in a decided game */
    moves[21] = lost(COLOR_WHITE, 0.05, 1.0);  /* more than its noise, less than DO's mark */
    moves[30] = lost(COLOR_BLACK, 0.40, 2.0);
    struct review r = {.size = 9, .move_count = 31, .moves = moves};
    review_judge(&r);
    size_t worst[3] = {99, 99, 99};
    size_t count = review_worst(&r, COLOR_WHITE, worst, 3);
    is_int(2, (long)count, "White's mistakes: the two marked BM or DO, not the unmarked loss");
    ok(worst[0] == 11 && worst[1] == 1,
       "the 29-point blunder ranks above the 25%% win-rate loss (order %zu %zu)", worst[0],
       worst[1]);
    count = review_worst(&r, COLOR_BLACK, worst, 3);
    ok(count == 1 && worst[0] == 30, "Black's own mistake alone on Black's list");
}

/* m judged alone (no moves around it: no baseline) on a board of `size`: its mark. */
static enum review_mark judge_one(struct review_move *m, int size)
{
    struct review r = {.size = size, .move_count = 1, .moves = m};
    review_judge(&r);
    return m->mark;
}

/* The marks against the noise of the searches they come from. */
static void test_marks(void)
{
    struct review_move m = lost(COLOR_BLACK, 0.30, 0);
    m.noise = 0.02;
    is_int(REVIEW_BAD, judge_one(&m, 9), "30%% lost, noise 2%%: BM");

    m = lost(COLOR_BLACK, 0.30, 0);
    m.noise = 0.10; /* searches of a few dozen playouts */
    ok(judge_one(&m, 9) != REVIEW_BAD, "30%% lost, noise 10%%: not BM (%d)", (int)m.mark);

    m = lost(COLOR_BLACK, 0.05, 12.0);
    m.points_noise = 1.0;
    is_int(REVIEW_BAD, judge_one(&m, 9), "12 points lost on 9x9, noise 1: BM");
    ok(judge_one(&m, 19) != REVIEW_BAD, "12 points lost on 19x19: not BM (%d)", (int)m.mark);

    m = lost(COLOR_BLACK, 0.05, 12.0);
    m.points_noise = 5.0;
    enum review_mark mark = judge_one(&m, 9);
    ok(mark != REVIEW_BAD && mark != REVIEW_DOUBTFUL,
       "12 points lost on 9x9 with noise 5: neither BM nor DO (%d)", (int)mark);

    m = lost(COLOR_BLACK, 0.50, 40.0);
    m.preferred = true;
    is_int(REVIEW_NONE, judge_one(&m, 9), "the engine's preferred move is never BM");

    m = lost(COLOR_BLACK, 0.50, 40.0);
    m.judged = false;
    ok(judge_one(&m, 9) == REVIEW_NONE && m.severity == 0, "a move not judged is not marked");
}

/* A stretch of a game where every move seems to lose 15% of win rate and 8 points (the
 * searches favouring the player to move), one move among them 45% and 25 points. */
static void test_baseline(void)
{
    struct review_move moves[15];
    for (int i = 0; i < 15; i++) {
        moves[i] = lost(i % 2 ? COLOR_WHITE : COLOR_BLACK, 0.15 + 0.01 * (i % 3), 8.0);
        moves[i].noise = 0.02;
        moves[i].points_noise = 1.0;
    }
    moves[7].loss = 0.45;
    moves[7].points_lost = 25.0;
    moves[3].judged = false; /* left out of the baselines */
    moves[3].loss = 5;
    struct review r = {.size = 9, .move_count = 15, .moves = moves};
    review_judge(&r);
    int marked = 0;
    for (int i = 0; i < 15; i++)
        marked += i != 7 && moves[i].mark != REVIEW_NONE;
    is_int(0, marked, "moves that lose what the moves around them lose are not marked");
    ok(moves[7].mark == REVIEW_BAD, "the one that loses far more is BM (baseline %.2f, %.1f)",
       moves[7].baseline, moves[7].points_baseline);
    ok(moves[7].baseline > 0.149 && moves[7].baseline < 0.171, "its baseline: the moves around it");
}

/* A real review of a short game that ends with two passes: the pass that answers a pass is not
 * judged, the one before it is. */
static void test_passes(void)
{
    static const char text[] = "(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cc];B[gc];W[];B[])";
    struct sgf_game record;
    char error[300];
    if (sgf_read(text, sizeof text - 1, &record, error, sizeof error) != 0)
        bail("cannot read the record: %s", error);
    struct review_options o;
    review_options_init(&o);
    o.playouts = 50;
    struct review r;
    if (review_run(&record, &o, NULL, NULL, &r, error, sizeof error) != 0)
        bail("review failed: %s", error);
    is_int(5, (long)r.move_count, "five moves reviewed");
    ok(r.moves[3].judged, "White's first pass (move 4) is judged");
    ok(!r.moves[4].judged && r.moves[4].game_end && r.moves[4].mark == REVIEW_NONE,
       "Black's pass after it (move 5) ends the game: not judged, not marked");
    review_free(&r);
    sgf_game_free(&record);
}

/* Occurrences of `needle` in `text`. */
static int count(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(text, needle); p != NULL; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* The preferred line after a bad move where the author's variation begins with it: kosumi's
 * line goes on from the author's moves instead of repeating them. */
static void test_merge(void)
{
    /* Move 3 (B cc) is bad; the author's variation there is B ee W dd, and kosumi's line
     * B ee W dd B ff W gg (SGF's points). */
    static const char text[] =
        "(;GM[1]FF[4]SZ[9];B[gc];W[cg](;B[cc]C[played];W[gg])(;B[ee]C[better];W[dd]))";
    struct sgf_tree tree;
    char error[300];
    if (sgf_tree_read(text, sizeof text - 1, &tree, error, sizeof error) != 0)
        bail("cannot read the tree: %s", error);
    struct review_move moves[4] = {
        {.color = COLOR_BLACK, .col = 6, .row = 6},
        {.color = COLOR_WHITE, .col = 2, .row = 2},
        lost(COLOR_BLACK, 0.5, 20),
        {.color = COLOR_WHITE, .col = 6, .row = 2},
    };
    moves[2].col = 2;
    moves[2].row = 6;
    moves[2].mark = REVIEW_BAD;
    moves[2].pv_len = 4;
    const int pv[4][2] = {{4, 4}, {3, 5}, {5, 3}, {6, 2}}; /* ee dd ff gg */
    for (int k = 0; k < 4; k++) {
        moves[2].pv_col[k] = pv[k][0];
        moves[2].pv_row[k] = pv[k][1];
    }
    struct review r = {.size = 9, .move_count = 4, .moves = moves};
    char *out = NULL;
    size_t len = 0;
    if (review_annotate(&r, &tree, error, sizeof error) != 0 || sgf_tree_write(&tree, &out, &len))
        bail("cannot annotate: %s", error);
    const struct sgf_tree_node *parent = tree.root->child->child; /* W cg */
    int children = 0;
    for (const struct sgf_tree_node *c = parent->child; c != NULL; c = c->next)
        children++;
    is_int(2, children, "move 3 keeps two variations: the game's and the author's");
    is_int(1, count(out, "B[ee]"), "the author's B ee is there once");
    is_int(1, count(out, "W[dd]"), "and W dd");
    const struct sgf_tree_node *author = parent->child->next;
    const struct sgf_tree_property *c = sgf_tree_find(author, "C");
    static const char words[] = "better\n\nkosumi's preferred line";
    ok(c != NULL && c->value_count == 1 && c->values[0].len == sizeof words - 1 &&
           memcmp(c->values[0].text, words, sizeof words - 1) == 0,
       "the author's comment on ee comes first, then kosumi's words");
    const struct sgf_tree_node *dd = author->child, *ff = dd ? dd->child : NULL;
    ok(ff != NULL && sgf_tree_find(ff, "B") != NULL && ff->child != NULL &&
           sgf_tree_find(ff->child, "W") != NULL && ff->child->child == NULL,
       "kosumi's line goes on from the author's dd: B ff, W gg");
    free(out);
    sgf_tree_free(&tree);
}

/* A move that lost next to nothing (less than 0.05% and 0.05 points, either way): its comment
 * says 0.0, never -0.0, and so does review_tenths, which the summary prints with. */
static void test_no_negative_zero(void)
{
    static const char text[] = "(;GM[1]FF[4]SZ[9];B[cc];W[gg])";
    struct sgf_tree tree;
    char error[300];
    if (sgf_tree_read(text, sizeof text - 1, &tree, error, sizeof error) != 0)
        bail("cannot read the tree: %s", error);
    struct review_move moves[2] = {lost(COLOR_BLACK, 0.0001, 0.02), lost(COLOR_WHITE, -0.0004, -0.03)};
    moves[0].baseline = 0.0002;
    moves[0].points_baseline = 0.01;
    moves[1].baseline = -0.0;
    moves[1].points_baseline = -0.0;
    moves[1].noise = -0.0;
    struct review r = {.size = 9, .move_count = 2, .moves = moves};
    char *out = NULL;
    size_t len = 0;
    if (review_annotate(&r, &tree, error, sizeof error) != 0 || sgf_tree_write(&tree, &out, &len))
        bail("cannot annotate: %s", error);
    ok(strstr(out, "-0.0") == NULL, "no -0.0 in the comments of moves that lost next to nothing");
    char buf[32];
    snprintf(buf, sizeof buf, "%.1f %.1f %+.1f", review_tenths(-0.04), review_tenths(-0.0),
             review_tenths(-0.049));
    is_string("0.0 0.0 +0.0", buf, "review_tenths: -0.04, -0.0 and -0.049 print as 0.0");
    snprintf(buf, sizeof buf, "%.1f %.1f", review_tenths(-0.05), review_tenths(12.34));
    is_string("-0.1 12.3", buf, "review_tenths keeps what rounds to a tenth: -0.05, 12.34");
    free(out);
    sgf_tree_free(&tree);
}

/* The y of the number the graph writes for move n (after its circle, id "mistake-N"), or -1. */
static double label_y(const char *svg, size_t n)
{
    char id[32];
    snprintf(id, sizeof id, "id=\"mistake-%zu\"", n);
    const char *p = strstr(svg, id), *text = p ? strstr(p, "<text ") : NULL;
    const char *y = text ? strstr(text, " y=\"") : NULL;
    return y ? atof(y + 4) : -1;
}

/* Four mistakes in a row on a long game: each circled, its number above the plot and off its
 * neighbour's row (they are a few pixels apart). */
static void test_graph_labels(void)
{
    struct review_move moves[200];
    for (int i = 0; i < 200; i++) { /* judged, losing nothing: the baselines stay at 0 */
        moves[i] = lost(i % 2 ? COLOR_WHITE : COLOR_BLACK, 0, 0);
        moves[i].winrate_after = 0.5;
    }
    for (int i = 100; i < 104; i++) {
        moves[i].loss = 0.5;
        moves[i].points_lost = 30;
    }
    struct review r = {.size = 19, .move_count = 200, .moves = moves};
    review_judge(&r);
    char *svg = NULL;
    size_t len = 0;
    if (review_svg(&r, &svg, &len) != 0)
        bail("review_svg: out of memory");
    const char *rect = strstr(svg, "<rect x=\"70\" y=\"");
    double top = rect ? atof(rect + strlen("<rect x=\"70\" y=\"")) : 0;
    double y[4];
    bool above = top > 0;
    for (int k = 0; k < 4; k++) {
        y[k] = label_y(svg, 101 + (size_t)k);
        above = above && y[k] > 0 && y[k] < top;
    }
    ok(above, "moves 101 to 104 circled, numbered above the plot (top %g: %g %g %g %g)", top,
       y[0], y[1], y[2], y[3]);
    ok(y[0] != y[1] && y[1] != y[2] && y[2] != y[3], "neighbouring numbers on different rows");
    ok(strstr(svg, "id=\"legend\"") != NULL, "the graph has a legend");
    free(svg);
}

int main(void)
{
    plan(3 + 7 + 3 + 3 + 5 + 3 + 3);
    test_ranking();
    test_marks();
    test_baseline();
    test_passes();
    test_merge();
    test_no_negative_zero();
    test_graph_labels();
    return 0;
}
