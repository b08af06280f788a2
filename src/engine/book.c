/* book.c - the opening book (see book.h) */
#include "config.h"

#include "engine/book.h"

#include <stdbool.h>

/* Symmetry `image` of the point at (col, row): bit 0 swaps the axes, then bit 1 mirrors the
 * columns and bit 2 the rows. */
static int image_index(int image, int col, int row)
{
    if (image & 1) {
        int t = col;
        col = row;
        row = t;
    }
    if (image & 2)
        col = BOOK_SIZE - 1 - col;
    if (image & 4)
        row = BOOK_SIZE - 1 - row;
    return row * BOOK_SIZE + col;
}

/* A stone's share of a key: a fixed function of the point of the image and the colour, so that
 * the program and the tool that writes the book agree without a table. */
static uint64_t stone_key(int index, int color)
{
    uint64_t x = 0x6b6f73756d69626fu ^ (uint64_t)(index * 4 + color);
    return rng_splitmix(&x);
}

#define BOOK_KEY_BASE 0x3c6ef372fe94f82bu /* no key is 0 */
#define BOOK_KEY_WHITE 0xa54ff53a5f1d36f1u

int book_key(const struct board *b, int color, uint64_t *key, unsigned *ties)
{
    if (b->size != BOOK_SIZE)
        return -1;
    uint64_t k[8];
    for (int t = 0; t < 8; t++)
        k[t] = BOOK_KEY_BASE ^ (color == COLOR_WHITE ? BOOK_KEY_WHITE : 0);
    for (int row = 0; row < BOOK_SIZE; row++)
        for (int col = 0; col < BOOK_SIZE; col++) {
            int c = b->color[board_point(b, col, row)];
            if (c == COLOR_BLACK || c == COLOR_WHITE)
                for (int t = 0; t < 8; t++)
                    k[t] ^= stone_key(image_index(t, col, row), c);
        }
    int best = 0;
    for (int t = 1; t < 8; t++)
        if (k[t] < k[best])
            best = t;
    *key = k[best];
    if (ties != NULL) {
        *ties = 0;
        for (int t = 0; t < 8; t++)
            if (k[t] == k[best])
                *ties |= 1u << t;
    }
    return best;
}

int book_image_move(const struct board *b, int image, int p)
{
    return image_index(image, board_col(b, p), board_row(b, p));
}

int book_board_move(const struct board *b, int image, int move)
{
    /* image_index undone: the mirrors first, then the swap. */
    int col = move % BOOK_SIZE, row = move / BOOK_SIZE;
    if (image & 2)
        col = BOOK_SIZE - 1 - col;
    if (image & 4)
        row = BOOK_SIZE - 1 - row;
    return image & 1 ? board_point(b, row, col) : board_point(b, col, row);
}

int book_stored_move(const struct board *b, unsigned ties, int p)
{
    int best = BOOK_SIZE * BOOK_SIZE;
    for (int t = 0; t < 8; t++) {
        if (!(ties & (1u << t)))
            continue;
        int image = book_image_move(b, t, p);
        if (image < best)
            best = image;
    }
    return best;
}

/* The point of b that is `move` of the image of one of the symmetries in `ties` (those that give
 * b's key: where b is symmetric, equivalent points), the one nearest the upper right corner,
 * where players put their first stone by custom: the highest row, then the rightmost column. */
static int upper_right(const struct board *b, unsigned ties, int move)
{
    int best = BOARD_OFF_BOARD;
    for (int t = 0; t < 8; t++)
        if (ties & (1u << t)) {
            int p = book_board_move(b, t, move);
            if (best == BOARD_OFF_BOARD || board_row(b, p) > board_row(b, best) ||
                (board_row(b, p) == board_row(b, best) && board_col(b, p) > board_col(b, best)))
                best = p;
        }
    return best;
}

int book_replies_in(const struct book_entry *entries, size_t count, const struct board *b,
                    int color, struct book_reply *replies, int max)
{
    uint64_t key;
    unsigned ties;
    if (book_key(b, color, &key, &ties) < 0)
        return 0;
    size_t lo = 0, hi = count; /* the first entry whose key is not below key */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (entries[mid].key < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    int n = 0;
    for (size_t i = lo; i < count && entries[i].key == key && n < max; i++)
        if (entries[i].move < BOOK_SIZE * BOOK_SIZE)
            replies[n++] = (struct book_reply){upper_right(b, ties, entries[i].move),
                                               entries[i].count};
    return n;
}

int book_replies(const struct board *b, int color, struct book_reply *replies, int max)
{
    return book_replies_in(book_entries, book_entry_count, b, color, replies, max);
}
