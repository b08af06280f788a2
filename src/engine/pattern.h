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

/* True when the 3x3 neighbourhood of the empty point p matches one of the shapes. */
static inline bool pattern_match(const struct board *b, int p)
{
    return pattern_code_matches(b->shape[p]) != 0;
}

#endif
