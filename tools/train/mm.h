/* mm.h - fitting a generalised Bradley-Terry model by minorization-maximization
 *
 * Hunter (2004), "MM algorithms for generalized Bradley-Terry models", as Coulom (2007) applies
 * it to Go moves: each position is a competition among its legal moves, each move a team of
 * features, a team's strength the product of its features' gammas, and the move played the
 * winner. One MM step updates the gammas of one family (features that never share a team) with
 * the others held:
 *
 *     gamma_i <- (W_i + 1) / (C_i + 2 / (gamma_i + 1)),   C_i = sum_j sum_{m in j, i in m}
 *                                                              (gamma(m) / gamma_i) / E_j
 *
 * W_i the positions whose winner holds feature i, E_j the sum of the strengths of j's moves, and
 * the 1 and 2 / (gamma_i + 1) Coulom's prior: a virtual win and a virtual loss against an
 * opponent of gamma 1, which keeps a feature seen once or never finite.
 *
 * Positions are kept packed: the moves of a position with the same features are stored once
 * with their number, which halves the memory of a 19x19 position (most far-away moves look
 * alike). Everything is in a fixed order, so a fit is the same bit for bit every time.
 */
#ifndef KOSUMI_TOOLS_MM_H
#define KOSUMI_TOOLS_MM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define MM_MAX_FEATURES 65535
#define MM_MAX_MOVES 1024

struct mm;

/* A model of `features` features (at most MM_MAX_FEATURES), feature i in family family_of[i]
 * (0..families-1, copied), every gamma 1. NULL when out of memory. */
struct mm *mm_new(int features, const uint8_t *family_of, int families);
void mm_free(struct mm *m);

/* Adds a position of `moves` moves (1..MM_MAX_MOVES): move k's features are
 * ids[start[k]..start[k+1]), each id at most once, and move `winner` was played. Returns 0, or
 * -1 when out of memory or the arguments are out of range (nothing added). */
int mm_add(struct mm *m, int moves, const uint16_t *ids, const uint32_t *start, int winner);

/* Positions added so far, and the bytes they take. */
size_t mm_positions(const struct mm *m);
size_t mm_bytes(const struct mm *m);

/* Runs up to `rounds` rounds (each one MM step per family, in order) and stops early once a
 * round gains less than `tolerance` in mean log-likelihood. With `log` not NULL, writes a line a
 * round. Returns the final mean log-likelihood of the played moves (natural log). */
double mm_fit(struct mm *m, int rounds, double tolerance, FILE *log);

/* The gamma of feature i. */
double mm_gamma(const struct mm *m, int i);

/* The number of positions whose played move holds feature i. */
double mm_wins(const struct mm *m, int i);

#endif
