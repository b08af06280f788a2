/* pattern.c - the 3x3 shapes, compiled into a table of neighbourhood codes (see pattern.h) */
#include "config.h"

#include "engine/pattern.h"

#include <pthread.h>

#include "core/color.h"
#include "engine/features.h"
#include "engine/model.h"

/* The shapes, around an empty centre. Rows top to bottom. 'X' and 'O' are the two colors (each
 * pattern also matches with them swapped), '.' empty, 'x' anything but X, 'o' anything but O,
 * '#' off the board, '?' anything. */
static const char *const shapes[][3] = {
    {"XOX", "...", "???"}, /* hane enclosing a stone */
    {"XO.", "...", "?.?"}, /* hane, not cutting */
    {"XO?", "X..", "x.?"}, /* magari */
    {".O.", "X..", "..."}, /* attachment across */
    {"XO?", "O.o", "?o?"}, /* unprotected cut */
    {"XO?", "O.X", "???"}, /* peeped cut */
    {"?X?", "O.O", "ooo"}, /* cut through */
    {"OX?", "o.O", "???"}, /* keima cut */
    {"X.?", "O.?", "##?"}, /* edge: chase */
    {"OX?", "X.O", "###"}, /* edge: block the cut */
    {"?X?", "x.O", "###"}, /* edge: block the connection */
    {"?XO", "x.x", "###"}, /* edge: sagari */
    {"?OX", "X.O", "###"}, /* edge: cut */
};

/* Bit v of a cell's mask allows value v (enum color: 0 empty, 1 black, 2 white, 3 edge). */
static unsigned cell_mask(char c, bool swap)
{
    int x = swap ? COLOR_WHITE : COLOR_BLACK, o = color_other(x);
    switch (c) {
    case 'X': return 1u << x;
    case 'O': return 1u << o;
    case '.': return 1u << COLOR_EMPTY;
    case 'x': return 0xFu & ~(1u << x);
    case 'o': return 0xFu & ~(1u << o);
    case '#': return 1u << COLOR_EDGE;
    default: return 0xFu;
    }
}

/* The code of a neighbourhood: the 8 neighbours in reading order (dr, dc from -1 to 1, centre
 * skipped), 2 bits each: the board's shape[] codes. */
uint8_t pattern_table[1 << 16 >> 3];
float pattern_weight[2][1 << 16];
static pthread_once_t pattern_once = PTHREAD_ONCE_INIT;

static void mark_codes(const unsigned *masks, int cell, unsigned code)
{
    if (cell == 8) {
        pattern_table[code >> 3] |= (uint8_t)(1u << (code & 7));
        return;
    }
    for (unsigned v = 0; v < 4; v++)
        if (masks[cell] & (1u << v))
            mark_codes(masks, cell + 1, code | v << (2 * cell));
}

static void build_patterns(void)
{
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        for (int sym = 0; sym < 8; sym++) {
            for (int swap = 0; swap < 2; swap++) {
                unsigned masks[8];
                int cell = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if (dr == 0 && dc == 0)
                            continue;
                        /* The shape's cell that lands on (dr, dc) under this symmetry. */
                        int r = dr, c = dc;
                        if (sym & 4) {
                            int t = r;
                            r = c;
                            c = t;
                        }
                        if (sym & 1)
                            r = -r;
                        if (sym & 2)
                            c = -c;
                        masks[cell++] = cell_mask(shapes[i][r + 1][c + 1], swap);
                    }
                }
                mark_codes(masks, 0, 0);
            }
        }
    }
    const struct model *m = model_builtin();
    for (int color = COLOR_BLACK; color <= COLOR_WHITE; color++) {
        for (unsigned code = 0; code < 1u << 16; code++) {
            float weight = 0;
            if (pattern_code_matches(code))
                weight = m == NULL ? 1 : model_shape_gamma(m, features_shape3_of_code(code, color));
            pattern_weight[color - 1][code] = weight;
        }
    }
}

void pattern_init(void)
{
    pthread_once(&pattern_once, build_patterns);
}
