/* book-t.c - the opening book's lookup: a position has the same key in all eight orientations
 * and a different one with the other player to move, a point goes to an image and back, a reply
 * stored for one orientation is found, turned, in every other, other board sizes are not
 * looked up, and the built-in book is sorted as the lookup needs and holds the empty board */
#include "engine/book.h"

#include <stdlib.h>

#include "tap/basic.h"
#include "util/rng.h"

/* Symmetry t of board b (19x19) into out: the stone at point p goes to the point of out whose
 * image under t is p's image under 0 (the identity). */
static void turned(const struct board *b, int t, struct board *out)
{
    board_init(out, BOOK_SIZE);
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (board_col(b, p) >= 0 && board_col(b, p) < BOOK_SIZE && board_row(b, p) >= 0 &&
            board_row(b, p) < BOOK_SIZE &&
            (b->color[p] == COLOR_BLACK || b->color[p] == COLOR_WHITE)) {
            int q = book_board_move(out, t, book_image_move(b, 0, p));
            if (board_play(out, b->color[p], q) != 0)
                bail("cannot place a stone of the turned board");
        }
}

/* A 19x19 board with n stones of each colour at random empty points (no captures: each is
 * placed where it is legal). */
static void random_board(struct board *b, int n, struct rng *rng)
{
    board_init(b, BOOK_SIZE);
    for (int placed = 0; placed < 2 * n;) {
        int p = board_point(b, (int)rng_below(rng, BOOK_SIZE), (int)rng_below(rng, BOOK_SIZE));
        int color = placed % 2 ? COLOR_WHITE : COLOR_BLACK;
        if (b->color[p] == COLOR_EMPTY && board_legal(b, color, p) == 0 &&
            board_play(b, color, p) == 0 && b->captured_last == 0)
            placed++;
    }
}

/* Point p of b as the book stores a reply there: the smallest of its images under the
 * symmetries that give b's key (white to move). */
static int canonical(const struct board *b, int p)
{
    uint64_t key;
    unsigned ties;
    book_key(b, COLOR_WHITE, &key, &ties);
    return book_stored_move(b, ties, p);
}

int main(void)
{
    plan(9);
    struct rng rng;
    rng_seed(&rng, 7);
    struct board b, t, small;
    uint64_t key, other;

    bool same = true, round_trip = true;
    for (int i = 0; i < 50; i++) {
        random_board(&b, 1 + i % 20, &rng);
        book_key(&b, COLOR_BLACK, &key, NULL);
        for (int s = 0; s < 8; s++) {
            turned(&b, s, &t);
            book_key(&t, COLOR_BLACK, &other, NULL);
            same &= other == key;
            for (int p = 0; p < BOARD_MAX_POINTS; p++)
                if (board_col(&b, p) >= 0 && board_col(&b, p) < BOOK_SIZE &&
                    board_row(&b, p) >= 0 && board_row(&b, p) < BOOK_SIZE)
                    round_trip &= book_board_move(&b, s, book_image_move(&b, s, p)) == p;
        }
    }
    ok(same, "50 positions: the same key in all eight orientations");
    ok(round_trip, "every point of every image maps back to itself");

    random_board(&b, 6, &rng);
    book_key(&b, COLOR_BLACK, &key, NULL);
    book_key(&b, COLOR_WHITE, &other, NULL);
    ok(key != other, "the player to move changes the key");

    /* A position with one reply, stored as its first image has it; looked up in every
     * orientation, the reply comes back turned with it. */
    random_board(&b, 5, &rng);
    int reply = board_point(&b, 16, 3); /* R4 */
    while (b.color[reply] != COLOR_EMPTY)
        reply++;
    int image = book_key(&b, COLOR_BLACK, &key, NULL);
    struct book_entry entry = {key, (uint16_t)book_image_move(&b, image, reply), 9};
    bool found = true;
    for (int s = 0; s < 8; s++) {
        turned(&b, s, &t);
        struct book_reply r[4];
        int n = book_replies_in(&entry, 1, &t, COLOR_BLACK, r, 4);
        int want = book_board_move(&t, s, book_image_move(&b, 0, reply));
        found &= n == 1 && r[0].point == want && r[0].count == 9;
    }
    ok(found, "a reply stored once is found, turned, in all eight orientations");
    struct book_reply r[4];
    ok(book_replies_in(&entry, 1, &b, COLOR_WHITE, r, 4) == 0,
       "the same stones with the other player to move are not that position");

    board_init(&small, 9);
    ok(book_key(&small, COLOR_BLACK, &key, NULL) == -1 &&
           book_replies(&small, COLOR_BLACK, r, 4) == 0,
       "a 9x9 board has no key and no replies");

    bool sorted = true;
    for (size_t i = 1; i < book_entry_count; i++)
        sorted &= book_entries[i - 1].key < book_entries[i].key ||
                  (book_entries[i - 1].key == book_entries[i].key &&
                   book_entries[i - 1].count >= book_entries[i].count);
    ok(book_entry_count > 0 && sorted,
       "the built-in book has %zu replies, sorted by key, then most chosen first",
       book_entry_count);

    /* Every game of the records starts from the empty board. */
    board_init(&b, BOOK_SIZE);
    struct book_reply first[BOOK_SIZE * BOOK_SIZE];
    int n = book_replies(&b, COLOR_BLACK, first, BOOK_SIZE * BOOK_SIZE);
    bool on_board = n > 0;
    for (int i = 0; i < n; i++)
        on_board &= board_col(&b, first[i].point) >= 0 && board_col(&b, first[i].point) < 19 &&
                    board_row(&b, first[i].point) >= 0 && board_row(&b, first[i].point) < 19 &&
                    (i == 0 || first[i - 1].count >= first[i].count);
    ok(on_board, "the empty board is in the built-in book: %d replies, all on the board", n);

    /* The same replies, turned, for a turned position of the book. */
    board_init(&b, BOOK_SIZE);
    if (n > 0)
        board_play(&b, COLOR_BLACK, first[0].point);
    struct book_reply a[BOOK_SIZE * BOOK_SIZE], c[BOOK_SIZE * BOOK_SIZE];
    int na = book_replies(&b, COLOR_WHITE, a, BOOK_SIZE * BOOK_SIZE);
    bool agree = na > 0;
    for (int s = 0; s < 8; s++) {
        turned(&b, s, &t);
        int nc = book_replies(&t, COLOR_WHITE, c, BOOK_SIZE * BOOK_SIZE);
        agree &= nc == na;
        /* Equal counts may come in any order, and in a symmetric position an equivalent
         * point may stand for the turned one: compare the points as the book stores them. */
        for (int i = 0; i < na && i < nc; i++) {
            int want = canonical(&t, book_board_move(&t, s, book_image_move(&b, 0, a[i].point)));
            bool seen = false;
            for (int j = 0; j < nc; j++)
                seen |= canonical(&t, c[j].point) == want && c[j].count == a[i].count;
            agree &= seen;
        }
    }
    ok(agree, "after the book's first move, its %d replies are the same in all orientations", na);
    return tap_failures() == 0 ? 0 : 1;
}
