/* records.h - the game records kosumi's tools learn from, and what the tools share
 *
 * A records file holds one 19x19 game a line, as the TYGEM and Tom collections of
 * computer-go-dataset do: an id, a tab, then the moves as `;B[pd];W[dd]...`. A game is held out
 * when a hash of its id says so (one in 16), whatever the files and options, so that no tool
 * ever learns from a held-out game; within each part games are taken in the order of another
 * hash of the id, which spreads any number of them over all the files and makes each smaller
 * set part of every larger one. kosumi-train (the move model) and kosumi-book (the opening book)
 * read them through here.
 */
#ifndef KOSUMI_TOOLS_RECORDS_H
#define KOSUMI_TOOLS_RECORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"

#define RECORDS_MAX_MOVES 1000

/* The program's name in messages (set by its main). */
extern const char *records_program;

struct record {
    int moves;
    uint16_t point[RECORDS_MAX_MOVES]; /* board points of a 19x19 board, BOARD_PASS */
    uint8_t color[RECORDS_MAX_MOVES];
};

/* Seconds of a monotonic clock, for the tools' progress lines. */
double records_now(void);

/* malloc and realloc that end the program with a message when out of memory. */
void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);

/* A command-line option's value as a whole number from 0; anything else calls usage, which
 * must not return. */
long records_number(const char *s, void (*usage)(void));

/* Appends " NAME VALUE" to the options a generated file's header records (opts, size bytes),
 * unless NAME is --out or --date, which do not change what is written. */
void records_note_option(char *opts, size_t size, const char *name, const char *value);

/* Splits every game of the files into training and held-out by hashes of their ids, and reads
 * the first `want_train` and `want_held` of each in rank order into new arrays (free them);
 * says on stderr how many and how long it took. */
void records_select(char **files, int nfiles, long want_train, long want_held,
                    struct record **train, long *ntrain, struct record **held, long *nheld);

/* Replays a game, calling visit before each move with the board, the mover, the move before
 * the last and the move; stops at the first illegal move. */
typedef void records_visit_fn(void *arg, const struct board *b, int color, int last2, int move);
void records_replay(const struct record *g, records_visit_fn *visit, void *arg);

/* The last two components of a path ("tygem/2005-11"), so that the header of a generated file
 * does not depend on where the records were put. */
const char *records_short_name(const char *path);

/* A map from nonzero 64-bit keys to counts, growing as it fills. */
struct counts {
    uint64_t *key; /* 0: free (no key the tools count is 0 in practice; 0 is skipped) */
    long *count;
    size_t used, mask;
};

void counts_init(struct counts *c);
/* The count of k, made 0 when k is new. */
long *counts_at(struct counts *c, uint64_t k);
/* The slot of k, or -1. */
long counts_find(const struct counts *c, uint64_t k);
void counts_free(struct counts *c);

#endif
