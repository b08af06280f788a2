/* pattern.h - the 3x3 shapes around an empty point that the playouts answer and the priors favour
 *
 * The shapes are MoGo's (Gelly et al., 2006): hane, cuts, side moves, around an empty centre,
 * either colour to move. A point's neighbourhood is read from the board's incremental shape
 * code (board.h's shape[]: the eight neighbours, two bits each), so a match is one table lookup.
 */
#ifndef KOSUMI_ENGINE_PATTERN_H
#define KOSUMI_ENGINE_PATTERN_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"

/* Builds the table; call once before any other function here (more calls are harmless, from any
 * thread). */
void pattern_init(void);

/* Bit c of the table is set when the neighbourhood of code c matches a shape. Read through
 * pattern_code_matches; exposed for the playout's inner loop, which reads it without a call. */
extern uint8_t pattern_table[1 << 16 >> 3];

/* 1 when the neighbourhood of shape code `code` matches a shape, else 0. */
static inline unsigned pattern_code_matches(unsigned code)
{
    return pattern_table[code >> 3] >> (code & 7) & 1u;
}

/* How much the playouts favour each matching neighbourhood, for the color to move:
 * pattern_weight[color - 1][code] is the move-prediction model's gamma for the shape (model.h's
 * model_shape_gamma, as if no chain next to the point were in atari) where the code matches one
 * of the shapes, and 0 where it does not (1 for every match when the model could not be made).
 * MoGo's shapes say which points answer a move; the 9-dan records say which of them are good
 * shape. Against the playouts' even draw among the matches: 71.9% of 32 games (95% 54.6-84.4)
 * on 19x19 at 3,000 playouts (0.302 s a move against 0.286), and 55.5% of 100 (45.7-64.9) on
 * 9x9 at 10,000. With the gammas squared, 54.1% of 98 on 9x9. Drawing among every point next to
 * the last move whose gamma is at least 1 instead of MoGo's matches lost, 42.7% of 55 games on
 * 9x9, and at least 2, 38.4% of 43: the records' shapes are good moves, not always urgent
 * answers. Read through pattern_code_weight. */
extern float pattern_weight[2][1 << 16];

/* The weight of shape code `code` for `color` (COLOR_BLACK or COLOR_WHITE) to move: above 0
 * exactly when pattern_code_matches(code). */
static inline float pattern_code_weight(int color, unsigned code)
{
    return pattern_weight[color - 1][code];
}

/* True when the 3x3 neighbourhood of the empty point p matches one of the shapes. */
static inline bool pattern_match(const struct board *b, int p)
{
    return pattern_code_matches(b->shape[p]) != 0;
}

#endif
