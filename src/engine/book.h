/* book.h - the opening book: 19x19 positions that 9-dan players reached often, with their replies
 *
 * The book is learned (tools/kosumi-book) from the same records as the move model and built into
 * the program as the model is (book_data.c). A position is looked up whatever its orientation:
 * its key is the smallest of the keys of its eight symmetric images (rotations and reflections),
 * with the player to move, and each reply is stored as it is in that image, so that a reply seen
 * in any orientation counts for the same entry. How the position came about (move order,
 * handicap stones, a loaded record) does not matter; the komi and the rules are not part of it.
 */
#ifndef KOSUMI_ENGINE_BOOK_H
#define KOSUMI_ENGINE_BOOK_H

#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "util/rng.h"

/* The book's board size: the only one its records were played on. */
#define BOOK_SIZE 19

/* One reply of one position: its key (book_key), the reply as a point of the key's image
 * (row * BOOK_SIZE + col, rows and columns from 0), and how often the players chose it there. */
struct book_entry {
    uint64_t key;
    uint16_t move;
    uint32_t count;
};

/* The built-in book (book_data.c): entries sorted by key, then by count, most chosen first; and
 * how it was made, for --verbose. */
extern const struct book_entry book_entries[];
extern const size_t book_entry_count;
extern const char book_summary[];

/* Stores in *key the book's key of b with `color` to move and returns the symmetry (0 to 7)
 * whose image gives it, the first of those that do; -1 for a board that is not BOOK_SIZE. When
 * ties is not NULL, bit t of *ties is set for every symmetry t whose image gives the key (more
 * than one where b is symmetric). */
int book_key(const struct board *b, int color, uint64_t *key, unsigned *ties);

/* A point p of b (BOOK_SIZE) as it is in symmetry `image`'s image: row * BOOK_SIZE + col. */
int book_image_move(const struct board *b, int image, int p);

/* The point of b that is `move` (row * BOOK_SIZE + col) of symmetry `image`'s image. */
int book_board_move(const struct board *b, int image, int move);

/* Point p of b as the book stores a reply there: the smallest of its images under the
 * symmetries in ties (book_key's), so that where b is symmetric equivalent points are one. */
int book_stored_move(const struct board *b, unsigned ties, int p);

/* A reply of the book to b with `color` to move. */
struct book_reply {
    int point;      /* a point of b */
    uint32_t count; /* how often the players chose it */
};

/* The book's replies to b with `color` to move, most chosen first, into replies (room for max):
 * returns how many (0: b is not in the book). Where b is symmetric, of a reply's equivalent
 * points the one nearest the upper right corner (on the empty board, Q16 or R16 as players
 * open). The points may be occupied or illegal in a position the book has under the same key by
 * a hash collision: the caller checks them. */
int book_replies(const struct board *b, int color, struct book_reply *replies, int max);

/* The same from the `count` entries of another book (sorted as book_entries are). */
int book_replies_in(const struct book_entry *entries, size_t count, const struct board *b,
                    int color, struct book_reply *replies, int max);

#endif
