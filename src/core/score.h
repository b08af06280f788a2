/* score.h - area (Tromp-Taylor) and territory scoring of a final position; pure functions
 *
 * The position is a plain grid, not a struct board, so that the same code scores GTP games and
 * `kosumi score` diagrams up to 255x255: n*n bytes, row-major (point (row, col) is row * n + col),
 * each COLOR_EMPTY, COLOR_BLACK or COLOR_WHITE. Every stone on the grid is taken to be alive:
 * remove dead stones (and count them as prisoners) before scoring.
 *
 * Memory: nothing here allocates. The caller passes an `owner` array of n*n bytes (the per-point
 * result, also the flood fill's marks) and a `work` array of n*n uint16_t (the flood fill's
 * queue); n*n <= 255*255 fits in 16 bits. Every point is queued at most once per pass, so a
 * scoring is linear in the number of points.
 *
 * What the tax rules mean here (see KataGo's rules):
 *   RULES_TAX_NONE  every empty point that reaches only one color is that color's.
 *   RULES_TAX_SEKI  empty points in seki count for nobody (they are dame); see score_seki.
 *   RULES_TAX_ALL   each color loses 2 points per independent region: a maximal 4-connected set
 *                   of its stones and of the empty points that reach only it (stone scoring's
 *                   "two eyes per group"). Every region pays, in seki or not.
 * White's handicap bonus (rules->handicap_bonus: 0, N or N-1 points for N handicap stones, N-1
 * meaning nothing for N <= 1) and the button (half a point to whoever took it, when
 * rules->has_button) are added to the totals under either scoring, as KataGo does.
 */
#ifndef KOSUMI_SCORE_H
#define KOSUMI_SCORE_H

#include <stddef.h>
#include <stdint.h>

#include "core/color.h"
#include "core/rules.h"

#define SCORE_MAX_SIZE 255

/* Why scoring was refused. */
enum score_error {
    SCORE_OK = 0,
    SCORE_E_SIZE = -1,  /* n outside 0..SCORE_MAX_SIZE */
    SCORE_E_COLOR = -2, /* a grid byte that is not COLOR_EMPTY, COLOR_BLACK or COLOR_WHITE */
    SCORE_E_SPACE = -3, /* an output buffer is too small */
};

/* What each point is at the end, in score_owners' `owner` array. (v & 3) is the color whose area
 * the point belongs to (COLOR_EMPTY for dame); (v & SCORE_STONE) says whether a stone is on it. */
enum score_point {
    SCORE_DAME = 0,                      /* empty: reaches both colors, or neither */
    SCORE_BLACK_TERRITORY = COLOR_BLACK, /* empty: reaches only black */
    SCORE_WHITE_TERRITORY = COLOR_WHITE, /* empty: reaches only white */
    SCORE_STONE = 4,
    SCORE_BLACK_STONE = SCORE_STONE | COLOR_BLACK,
    SCORE_WHITE_STONE = SCORE_STONE | COLOR_WHITE,
};

struct score_input {
    const uint8_t *grid; /* size * size colors, row-major */
    int size;            /* 0..SCORE_MAX_SIZE */
    double komi;         /* added to white (negative komi helps black) */
    int prisoners[3];    /* prisoners[c]: opponent stones captured by c; territory scoring only */
    int handicap;        /* black's handicap stones, for white's handicap bonus */
    int button;          /* who took the button (COLOR_BLACK, COLOR_WHITE), else COLOR_EMPTY */
};

struct score_result {
    int stones[3];    /* stones[c]: c's stones on the grid */
    int territory[3]; /* territory[c]: empty points reaching only c */
    int dame;         /* empty points reaching both colors or neither */
    int prisoners[3]; /* prisoners counted (territory scoring), else 0 */
    int tax[3];       /* points c lost to the tax rule */
    double bonus[3];  /* bonus[c]: komi, handicap bonus and button half-point c received */
    double black;     /* black's total */
    double white;     /* white's total, komi included */
    double margin;    /* black - white: positive when black wins */
};

/* Classify each of the n*n points of GRID into OWNER (enum score_point values). WORK is scratch
 * for n*n entries. Returns 0, SCORE_E_SIZE or SCORE_E_COLOR (OWNER is then unspecified). */
int score_owners(const uint8_t *grid, int n, uint8_t *owner, uint16_t *work);

/* Score IN under RULES (scoring, tax, handicap_bonus, has_button matter) into *OUT; OWNER and
 * WORK are as for score_owners and OWNER holds the per-point classification afterwards.
 * Area: stones + territory. Territory: territory + prisoners. Then minus tax, plus bonuses.
 * Returns 0, SCORE_E_SIZE or SCORE_E_COLOR. */
int score_compute(const struct score_input *in, const struct rules *rules, uint8_t *owner,
                  uint16_t *work, struct score_result *out);

/* Marks seki[p] (n*n bytes) for every point in seki on GRID: a liberty shared by chains of both
 * colors where neither may play without leaving its chain in atari and no chain next to it is in
 * atari; every chain touching such a liberty whose liberties reaching both colors are all such
 * liberties; and the empty regions those chains alone enclose (their eyes). Remove dead stones
 * first. OWNER and WORK are as for score_owners (OWNER holds its classification afterwards).
 * Returns 0, SCORE_E_SIZE or SCORE_E_COLOR. */
int score_seki(const uint8_t *grid, int n, uint8_t *seki, uint8_t *owner, uint16_t *work);

/* The result as GTP's final_score writes it: "B+3.5", "W+0.5", "0" for a draw, and an integer
 * margin with one decimal, "B+2.0", as GNU Go and Pachi write it (gogui-twogtp compares the
 * programs' answers as strings). Returns the length, or SCORE_E_SPACE if it does not fit in
 * SIZE bytes with its NUL. */
int score_format_gtp(const struct score_result *r, char *buf, size_t size);

/* The result as SGF's RE holds it: "B+2", "W+0.5", "0" for a draw (readers take the margin as a
 * number, so its shortest form). Returns the length, or SCORE_E_SPACE. */
int score_format_sgf(const struct score_result *r, char *buf, size_t size);

/* The result as `kosumi score` prints it: "B+21", "W+6", "B+2.5", "Jigo" for a draw. Returns the
 * length, or SCORE_E_SPACE. */
int score_format_result(const struct score_result *r, char *buf, size_t size);

/* Text for an enum score_error code. */
const char *score_strerror(int code);

#endif
