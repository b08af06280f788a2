/* board-checks.c - the TAP checks of a board that board-t.c and board-api-t.c share (see
 * board-checks.h)
 */
#include "board-checks.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-random.h"
#include "diagram.h"
#include "tap/basic.h"

/* is_int for board results, naming the errors on failure. */
bool is_error(int wanted, int seen, const char *format, ...)
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
bool checked(const struct board *b, const char *what)
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
void setup(struct board *b, int size, const char *diagram, const char *what)
{
    int error = diagram_setup(b, size, diagram);
    const char *why = error == 0 ? board_check(b) : NULL;
    if (!ok(error == 0 && why == NULL, "%s: set up", what))
        diag("diagram_setup: %s; board_check: %s", board_test_error_name(error), why ? why : "ok");
}

/* Two tests: the move is legal (board_legal and board_play agree) and the board is consistent. */
void play(struct board *b, int color, int p, const char *what)
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
void refuse(struct board *b, int color, int p, int wanted, const char *what)
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
void liberties_are(const struct board *b, int p, const char *marked, const char *what)
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
void atari_is(const struct board *b, int p, int liberty, const char *what)
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
bool hash_is_stone_keys(const struct board *b)
{
    struct board empty;
    board_init(&empty, b->size);
    uint64_t h = 0;
    for (int p = 0; p < b->stride * b->stride; p++)
        if (b->color[p] == COLOR_BLACK || b->color[p] == COLOR_WHITE)
            h ^= board_zobrist(p, b->color[p]);
    return (b->hash ^ empty.hash) == h;
}

int pt(const struct board *b, int col, int row)
{
    int p = board_point(b, col, row);
    if (p < 0)
        bail("(%d, %d) is off the %dx%d board", col, row, b->size, b->size);
    return p;
}

/* A ko for X to take at a (board-t.c's test_ko, board-api-t.c's test_key). */
const char ko_to_take[] =
    ".....\n"
    ".....\n"
    ".XO..\n"
    "XOaO.\n"
    ".XO..\n";

void chain_is(const struct board *b, int p, int size, int liberties, const char *what)
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
