/* score-t.c - area and territory scoring of diagrams
 *
 * Diagrams use the `kosumi score` letters: X black, O white, - empty, anything else ignored.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/rules.h"
#include "core/score.h"
#include "tap/basic.h"

#define MAXP (SCORE_MAX_SIZE * SCORE_MAX_SIZE)

static uint8_t grid[MAXP];
static uint8_t owner[MAXP];
static uint16_t work[MAXP];

/* Fill grid from a diagram; returns its side, or -1 if the point count is not a square. */
static int load(const char *diagram)
{
    int count = 0;
    for (const char *s = diagram; *s != '\0'; s++) {
        if (*s == 'X')
            grid[count++] = COLOR_BLACK;
        else if (*s == 'O')
            grid[count++] = COLOR_WHITE;
        else if (*s == '-')
            grid[count++] = COLOR_EMPTY;
    }
    int n = 0;
    while (n * n < count)
        n++;
    return n * n == count ? n : -1;
}

static struct rules preset(const char *name)
{
    struct rules r;
    if (rules_preset(name, &r) != 0)
        bail("no preset %s", name);
    return r;
}

/* Score a diagram with komi K under preset RULES; returns `kosumi score` text in a static
 * buffer (and *res the details). */
static const char *score(const char *diagram, double komi, const char *rules,
                         struct score_result *res)
{
    static char text[64];
    struct score_input in = {.grid = grid, .size = load(diagram), .komi = komi};
    struct rules r = preset(rules);
    struct score_result tmp;
    if (res == NULL)
        res = &tmp;
    int err = score_compute(&in, &r, owner, work, res);
    if (err < 0)
        return score_strerror(err);
    score_format_result(res, text, sizeof text);
    return text;
}

static const char *seed_example =
    "- - - X - O - - -\n"
    "- - - X - O - - -\n"
    "- - - X - O - - -\n"
    "- - - X O - - O -\n"
    "X X X O - O O - -\n"
    "- - - X O - - O O\n"
    "- - - X - O - - -\n"
    "- - - X - O - X -\n"
    "- - - - - O - - -\n";

/* The seed's annotated result: x, o = empty points counted for black, white; - = nobody's. */
static const char *seed_owners =
    "x x x X - O o o o\n"
    "x x x X - O o o o\n"
    "x x x X - O o o o\n"
    "x x x X O o o O o\n"
    "X X X O o O O o o\n"
    "- - - X O - - O O\n"
    "- - - X - O - - -\n"
    "- - - X - O - X -\n"
    "- - - - - O - - -\n";

static void test_seed_example(void)
{
    struct score_result r;
    is_string("W+6", score(seed_example, 0, "tromp-taylor", &r), "seed 000 worked example");
    ok(r.black == 23, "black has 23 points");
    ok(r.white == 29, "white has 29 points");
    ok(r.margin == -6, "margin -6");
    is_int(11, r.stones[COLOR_BLACK], "11 black stones");
    is_int(12, r.territory[COLOR_BLACK], "12 black territory");
    is_int(14, r.stones[COLOR_WHITE], "14 white stones");
    is_int(15, r.territory[COLOR_WHITE], "15 white territory");
    is_int(81 - 11 - 12 - 14 - 15, r.dame, "the rest is dame");

    /* The per-point ownership, against the seed's annotated diagram. */
    int i = 0, wrong = 0;
    for (const char *s = seed_owners; *s != '\0'; s++) {
        int want;
        switch (*s) {
        case 'x': want = SCORE_BLACK_TERRITORY; break;
        case 'o': want = SCORE_WHITE_TERRITORY; break;
        case 'X': want = SCORE_BLACK_STONE; break;
        case 'O': want = SCORE_WHITE_STONE; break;
        case '-': want = SCORE_DAME; break;
        default: continue;
        }
        if (owner[i++] != want)
            wrong++;
    }
    is_int(81, i, "annotated diagram has 81 points");
    is_int(0, wrong, "every point owned as the seed shows");

    /* The seed's other cases. */
    is_string("Jigo", score("Xavier is insane -- says Oliver", 0, "tromp-taylor", NULL), "Xavier");
    is_string("Jigo", score("Code-Golf", 0, "tromp-taylor", NULL), "Code-Golf");
    is_string("B+21",
              score("-XXXXXXX-XOOOOOOOXXO-OXXXOXXXOX--XOXXOOX\n-\n"
                    "XOOXXOX--XOXXXOXXXO-OXXOOOOOOOX-XXXXXXX-",
                    0, "tromp-taylor", NULL),
              "B+21 example");
}

static void test_komi(void)
{
    char buf[32];
    struct score_result r;
    const char *d = "X - O\n- - -\nX - O\n"; /* 2 stones each, the rest dame */

    is_string("Jigo", score(d, 0, "tromp-taylor", &r), "komi 0: jigo");
    score_format_gtp(&r, buf, sizeof buf);
    is_string("0", buf, "GTP jigo is 0");

    is_string("W+7.5", score(d, 7.5, "tromp-taylor", &r), "komi 7.5");
    ok(r.white == 9.5 && r.black == 2, "komi added to white only");
    score_format_gtp(&r, buf, sizeof buf);
    is_string("W+7.5", buf, "GTP W+7.5");

    is_string("B+3", score(d, -3, "tromp-taylor", &r), "negative komi helps black");
    score_format_gtp(&r, buf, sizeof buf);
    is_string("B+3.0", buf, "GTP writes an integer margin with one decimal, as GNU Go does");

    is_string("W+0.5", score(d, 0.5, "tromp-taylor", &r), "half-point komi");
    is_string("B+2.5", score("X X X\nX - -\n- - O\n", 0.5, "tromp-taylor", &r), "B+2.5");
    is_string("Jigo", score("X X X\nX - -\n- - O\n", 3, "tromp-taylor", &r), "komi making a jigo");
    is_string("W+0.25", score(d, 0.25, "tromp-taylor", &r), "quarter komi");
    is_string("W+0.1", score(d, 0.1, "tromp-taylor", &r), "komi 0.1 prints as 0.1");
    is_string("B+1000000.5", score("X", -1000000 + 0.5, "tromp-taylor", &r), "large negative komi");
}

static void test_territory(void)
{
    struct score_result r;
    /* Black owns the left column area, white the right, a dame column between. */
    const char *d =
        "- X - O -\n"
        "- X - O -\n"
        "- X - O -\n"
        "- X - O -\n"
        "- X - O -\n";
    is_string("Jigo", score(d, 0, "tromp-taylor", &r), "area: 10 each");
    is_string("Jigo", score(d, 0, "japanese", &r), "territory: 5 each");
    is_int(5, r.territory[COLOR_BLACK], "black territory 5");
    ok(r.black == 5 && r.white == 5, "stones do not count under territory scoring");
    is_int(5, r.dame, "dame column");

    struct score_input in = {.grid = grid, .size = load(d), .komi = 6.5, .prisoners = {0, 3, 1}};
    struct rules jp = preset("japanese"), cn = preset("chinese");
    is_int(0, score_compute(&in, &jp, owner, work, &r), "territory with prisoners");
    ok(r.black == 8 && r.white == 12.5, "prisoners added: black 5+3, white 5+1+6.5");
    is_int(3, r.prisoners[COLOR_BLACK], "black prisoners counted");
    char buf[16];
    score_format_gtp(&r, buf, sizeof buf);
    is_string("W+4.5", buf, "territory with prisoners and komi");
    is_int(0, score_compute(&in, &cn, owner, work, &r), "area ignores prisoners");
    ok(r.black == 10 && r.white == 16.5, "area: stones + territory, komi");
    is_int(0, r.prisoners[COLOR_BLACK], "no prisoners counted under area");
}

/* The on-grid neighbours of point p of an n*n grid into nb; returns how many. */
static int grid_neighbours(int n, int p, int nb[4])
{
    int r = p / n, c = p % n, k = 0;
    if (r > 0)
        nb[k++] = p - n;
    if (r < n - 1)
        nb[k++] = p + n;
    if (c > 0)
        nb[k++] = p - 1;
    if (c < n - 1)
        nb[k++] = p + 1;
    return k;
}

/* --- seed 004: a tiny capture routine plays the moves, territory + prisoners scores them ------ */

static int liberties_of_chain(int n, int start, uint8_t *seen)
{
    int stack[19 * 19], top = 0, libs = 0, color = grid[start];
    memset(seen, 0, (size_t)(n * n));
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
        int p = stack[--top], nb[4], k = grid_neighbours(n, p, nb);
        for (int i = 0; i < k; i++) {
            int q = nb[i];
            if (seen[q])
                continue;
            if (grid[q] == COLOR_EMPTY) {
                seen[q] = 1;
                libs++;
            } else if (grid[q] == color) {
                seen[q] = 1;
                stack[top++] = q;
            }
        }
    }
    return libs;
}

/* Play COLOR at point P, removing opponent chains left without liberties. */
static void play(int n, int p, int color, int prisoners[3])
{
    uint8_t seen[19 * 19];
    grid[p] = (uint8_t)color;
    int nb[4], k = grid_neighbours(n, p, nb);
    for (int i = 0; i < k; i++) {
        int q = nb[i];
        if (grid[q] != color_other(color) || liberties_of_chain(n, q, seen) > 0)
            continue;
        for (int j = 0; j < n * n; j++) /* seen marks the dead chain (and its neighbours) */
            if (seen[j] && grid[j] == color_other(color)) {
                grid[j] = COLOR_EMPTY;
                prisoners[color]++;
            }
    }
}

/* Seed 004: moves "B(x,y)" on an n x n board, centre (0,0), x and y from (1-n)/2 to (n-1)/2.
 * ORIENT picks the mapping: bit 0 swaps x and y, bit 1 makes y grow downwards. */
static void seed004(int n, const char *const *moves, int count, int orient, int want_black,
                    int want_white, const char *what)
{
    int prisoners[3] = {0, 0, 0};
    int half = (n - 1) / 2;
    memset(grid, COLOR_EMPTY, (size_t)(n * n));
    for (int i = 0; i < count; i++) {
        char who;
        int x, y;
        if (sscanf(moves[i], "%c(%d,%d)", &who, &x, &y) != 3)
            bail("bad move %s", moves[i]);
        if (orient & 1) {
            int t = x;
            x = y;
            y = t;
        }
        int col = x + half;
        int row = (orient & 2) ? y + half : half - y;
        play(n, row * n + col, who == 'B' ? COLOR_BLACK : COLOR_WHITE, prisoners);
    }
    struct score_input in = {
        .grid = grid, .size = n, .komi = 0, .prisoners = {0, prisoners[1], prisoners[2]}};
    struct rules r = preset("japanese");
    struct score_result res;
    score_compute(&in, &r, owner, work, &res);
    ok(res.black == want_black && res.white == want_white,
       "seed 004 %s, orientation %d: %g %g, wanted %d %d", what, orient, res.black, res.white,
       want_black, want_white);
}

static void test_seed004(void)
{
    static const char *const game1[] = {"B(-2,-2)", "W(2,2)",   "B(-2,-3)",
                                        "W(2,3)",   "B(-3,-2)", "W(3,2)"};
    static const char *const game2[] = {"B(-2,-3)", "W(-3,-3)", "B(-2,-2)",
                                        "W(3,2)",   "B(-3,-2)", "W(2,3)"};
    /* Both samples are symmetric enough that every orientation gives the sample output. */
    for (int orient = 0; orient < 4; orient++) {
        seed004(7, game1, 6, orient, 1, 1, "first sample");
        seed004(7, game2, 6, orient, 2, 1, "second sample (one capture)");
    }
}

static void test_tax_and_bonus(void)
{
    struct score_result r;
    /* Two separate black regions (4 points each), one white region (7 stones, 10 territory). */
    const char *d =
        "- X O - -\n"
        "X X O - -\n"
        "O O O - -\n"
        "X X O - -\n"
        "- X O - -\n";
    is_string("W+9", score(d, 0, "tromp-taylor", &r), "area, no tax: 8 vs 17");
    is_string("W+11", score(d, 0, "stone-scoring", &r), "stone scoring: 8 - 2 x 2 vs 17 - 2");
    is_int(4, r.tax[COLOR_BLACK], "black taxed 4");
    is_int(2, r.tax[COLOR_WHITE], "white taxed 2");
    is_string("W+8", score(d, 0, "japanese", NULL), "japanese: 2 vs 10 (tax SEKI, no seki here)");
    struct rules terr_none = preset("japanese");
    terr_none.tax = RULES_TAX_NONE;
    struct score_input in = {.grid = grid, .size = load(d), .komi = 0};
    score_compute(&in, &terr_none, owner, work, &r);
    ok(r.margin == -8, "tax SEKI scores like tax NONE where nothing is in seki");
    is_string("W+10", score(d, 0, "ancient-territory", &r), "territory with tax ALL: -2 vs 8");
    in.size = load(d);

    /* Handicap bonus: N for chinese, N-1 for aga, 0 for tromp-taylor. */
    in.handicap = 4;
    struct rules cn = preset("chinese"), aga = preset("aga"), tt = preset("tromp-taylor");
    score_compute(&in, &cn, owner, work, &r);
    ok(r.margin == -9 - 4, "chinese: white gets N = 4");
    score_compute(&in, &aga, owner, work, &r);
    ok(r.margin == -9 - 3, "aga: white gets N-1 = 3");
    score_compute(&in, &tt, owner, work, &r);
    ok(r.margin == -9, "tromp-taylor: no handicap bonus");
    in.handicap = 1;
    score_compute(&in, &aga, owner, work, &r);
    ok(r.margin == -9, "aga: N-1 is 0 for one stone");
    in.handicap = 0;

    /* Button: half a point to whoever took it. */
    struct rules button = preset("aga-button");
    in.button = COLOR_BLACK;
    score_compute(&in, &button, owner, work, &r);
    ok(r.margin == -8.5 && r.bonus[COLOR_BLACK] == 0.5, "button taken by black");
    in.button = COLOR_WHITE;
    score_compute(&in, &button, owner, work, &r);
    ok(r.margin == -9.5, "button taken by white");
    in.button = COLOR_EMPTY;
    score_compute(&in, &button, owner, work, &r);
    ok(r.margin == -9, "button not taken");
    in.button = COLOR_BLACK;
    score_compute(&in, &tt, owner, work, &r);
    ok(r.margin == -9, "no button in the rules: ignored");
}

/* The upper six rows of the seki diagrams below. */
#define SEKI_ROWS                                                                                  \
    "- - - - - - -\n"                                                                              \
    "- - - - - - -\n"                                                                              \
    "- - - - - - -\n"                                                                              \
    "X X X X - - -\n"                                                                              \
    "O O O X X X X\n"                                                                              \
    "X X O O O O X\n"

/* A seki in the lower left: black's inner chain (A2 B2 B1, eye A1) and white's chain (eye E1)
 * share the liberty C1, where neither may play; black's outer wall is alive. */
static void test_seki(void)
{
    const char *d = SEKI_ROWS "- X - O - O X\n";
    static uint8_t seki[MAXP];
    int n = load(d);
    is_int(0, score_seki(grid, n, seki, owner, work), "score_seki accepts the diagram");
    /* Row-major from the top row of the diagram: A1 is (6, 0). */
    int marked = 0, inner = 0, white = 0, eyes = 0;
    for (int p = 0; p < n * n; p++) {
        marked += seki[p];
        inner += seki[p] && grid[p] == COLOR_BLACK;
        white += seki[p] && grid[p] == COLOR_WHITE;
    }
    eyes = seki[6 * n + 0] + seki[6 * n + 4];
    is_int(3, inner, "the inner black chain is in seki, the outer wall is not");
    is_int(9, white, "the white chain is in seki");
    ok(seki[6 * n + 2] && eyes == 2, "the shared liberty C1 and both eyes (A1, E1) are in seki");
    is_int(3 + 9 + 3, marked, "nothing else is in seki");

    struct score_result r;
    score(d, 0, "japanese", &r);
    ok(r.territory[COLOR_BLACK] == 24 && r.territory[COLOR_WHITE] == 0 && r.dame == 3,
       "tax SEKI: the eyes in seki are not territory (black 24, white 0, 3 dame)");
    struct rules none = preset("japanese");
    none.tax = RULES_TAX_NONE;
    struct score_input in = {.grid = grid, .size = load(d), .komi = 0};
    score_compute(&in, &none, owner, work, &r);
    ok(r.territory[COLOR_BLACK] == 25 && r.territory[COLOR_WHITE] == 1 && r.dame == 1,
       "tax NONE: the eyes count (black 25, white 1, 1 dame)");

    /* Not a seki once white has filled its own eye: white is in atari and black C1 captures. */
    const char *atari = SEKI_ROWS "- X - O O O X\n";
    n = load(atari);
    score_seki(grid, n, seki, owner, work);
    marked = 0;
    for (int p = 0; p < n * n; p++)
        marked += seki[p];
    is_int(0, marked, "a shared liberty next to a chain in atari is no seki");
}

static void test_sizes(void)
{
    struct score_result r;
    struct rules tt = preset("tromp-taylor");
    struct score_input in = {.grid = grid, .size = 0, .komi = 0};
    is_int(0, score_compute(&in, &tt, owner, work, &r), "n = 0");
    ok(r.black == 0 && r.white == 0 && r.dame == 0, "n = 0: nothing");
    is_string("Jigo", score("", 0, "tromp-taylor", NULL), "n = 0: Jigo");
    is_string("W+7.5", score("", 7.5, "tromp-taylor", NULL), "n = 0 with komi");
    is_string("Jigo", score("-", 0, "tromp-taylor", &r), "n = 1 empty");
    is_int(1, r.dame, "n = 1: an empty point reaching nothing is dame");
    is_string("B+1", score("X", 0, "tromp-taylor", NULL), "n = 1 black");
    is_string("W+1", score("O", 0, "tromp-taylor", NULL), "n = 1 white");
    is_string("Jigo", score("X", 0, "japanese", NULL), "n = 1 black, territory");

    in.size = 256;
    is_int(SCORE_E_SIZE, score_compute(&in, &tt, owner, work, &r), "n = 256 refused");
    in.size = -1;
    is_int(SCORE_E_SIZE, score_compute(&in, &tt, owner, work, &r), "n = -1 refused");
    in.size = 2;
    memset(grid, COLOR_EMPTY, 4);
    grid[3] = COLOR_EDGE;
    is_int(SCORE_E_COLOR, score_compute(&in, &tt, owner, work, &r), "a border color refused");
    is_int(SCORE_E_COLOR, score_owners(grid, 2, owner, work), "score_owners refuses it too");

    /* 255 x 255: one black stone owns everything; then stripes; then a checkerboard. */
    int n = SCORE_MAX_SIZE;
    in.size = n;
    memset(grid, COLOR_EMPTY, MAXP);
    grid[MAXP / 2] = COLOR_BLACK;
    clock_t t0 = clock();
    is_int(0, score_compute(&in, &tt, owner, work, &r), "255x255 with one stone");
    double ms = 1000.0 * (double)(clock() - t0) / CLOCKS_PER_SEC;
    diag("255x255 scored in %.2f ms", ms);
    ok(r.black == MAXP && r.white == 0, "one stone owns all 65025 points");
    char buf[32];
    score_format_result(&r, buf, sizeof buf);
    is_string("B+65025", buf, "B+65025");

    /* Columns X - O - X - O ... O: every empty column lies between a black and a white one. */
    for (int row = 0; row < n; row++)
        for (int col = 0; col < n; col++)
            grid[row * n + col] = col % 4 == 0   ? COLOR_BLACK
                                  : col % 4 == 2 ? COLOR_WHITE
                                                 : COLOR_EMPTY;
    is_int(0, score_compute(&in, &tt, owner, work, &r), "255x255 stripes");
    /* Black columns 0, 4, ..., 252; white 2, 6, ..., 254; empty the 127 odd ones. */
    is_int(64 * n, r.stones[COLOR_BLACK], "stripes: black stones");
    is_int(64 * n, r.stones[COLOR_WHITE], "stripes: white stones");
    is_int(127 * n, r.dame, "stripes: every empty column is dame");

    for (int p = 0; p < MAXP; p++)
        grid[p] = (p / n + p % n) % 2 == 0 ? COLOR_BLACK : COLOR_EMPTY;
    is_int(0, score_compute(&in, &tt, owner, work, &r), "255x255 checkerboard");
    ok(r.black == MAXP && r.white == 0, "checkerboard: black owns everything");
    struct rules stones = preset("stone-scoring");
    is_int(0, score_compute(&in, &stones, owner, work, &r), "255x255 checkerboard, tax ALL");
    is_int(2, r.tax[COLOR_BLACK], "the whole board is one region");
}

static void test_formats(void)
{
    struct score_result r;
    memset(&r, 0, sizeof r);
    char buf[8];
    r.margin = 3.5;
    is_int(5, score_format_gtp(&r, buf, sizeof buf), "GTP format length");
    is_string("B+3.5", buf, "B+3.5");
    r.margin = -0.5;
    score_format_gtp(&r, buf, sizeof buf);
    is_string("W+0.5", buf, "W+0.5");
    r.margin = 1e-9;
    score_format_result(&r, buf, sizeof buf);
    is_string("Jigo", buf, "a rounding error is a jigo");
    r.margin = 1234567;
    is_int(SCORE_E_SPACE, score_format_result(&r, buf, sizeof buf), "too small a buffer");
    is_string("", buf, "too small a buffer holds the empty string");
    r.margin = 2.9999999999;
    score_format_result(&r, buf, sizeof buf);
    is_string("B+3", buf, "rounded to 6 decimals");
    score_format_gtp(&r, buf, sizeof buf);
    is_string("B+3.0", buf, "GTP: rounded to 6 decimals, one kept");
    r.margin = -0.25;
    score_format_gtp(&r, buf, sizeof buf);
    is_string("W+0.25", buf, "GTP: a quarter point keeps its two decimals");
    r.margin = 1234.5;
    is_int(SCORE_E_SPACE, score_format_gtp(&r, buf, sizeof buf), "GTP: too small a buffer");
    char wide[256];
    r.margin = 1e70;
    is_int(SCORE_E_SPACE, score_format_gtp(&r, wide, sizeof wide),
           "a margin of 71 digits is refused, not cut short");
    r.margin = -1e20;
    score_format_gtp(&r, wide, sizeof wide);
    is_string("W+100000000000000000000.0", wide, "a 21-digit margin is written whole");
    static const int codes[] = {SCORE_OK, SCORE_E_SIZE, SCORE_E_COLOR, SCORE_E_SPACE, -42};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        ok(score_strerror(codes[i]) != NULL, "score_strerror(%d)", codes[i]);
}

static void test_owners_for_gtp(void)
{
    /* final_status_list reads these: a black eye, a white eye, dame between. */
    int n = load(
        "- X - O -\n"
        "X X - O O\n"
        "- - - - -\n"
        "- - - - -\n"
        "- - - - -\n");
    is_int(0, score_owners(grid, n, owner, work), "score_owners");
    is_int(SCORE_BLACK_TERRITORY, owner[0], "A5 black territory");
    is_int(SCORE_BLACK_STONE, owner[1], "B5 black stone");
    is_int(SCORE_DAME, owner[2], "C5 dame");
    is_int(SCORE_WHITE_TERRITORY, owner[4], "E5 white territory");
    is_int(SCORE_DAME, owner[24], "the open area is dame");
    is_int(COLOR_WHITE, owner[3] & 3, "a white stone's area color");
}

int main(void)
{
    plan_lazy();
    test_seed_example();
    test_komi();
    test_territory();
    test_seed004();
    test_tax_and_bonus();
    test_seki();
    test_sizes();
    test_formats();
    test_owners_for_gtp();
    return 0;
}
