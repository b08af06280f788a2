/* book.c - kosumi-book: learns the opening book (engine/book.h) from game records
 *
 *     kosumi-book [options] FILE...
 *
 * FILE holds one 19x19 game a line (records.h); the held-out games are never learned from. Every
 * position before move --depth of the training games is counted under its book key (the
 * smallest of its eight symmetric images', with the player to move), with the reply played
 * there in that image; where a position is symmetric, equivalent replies count as one (the
 * smallest in the image). A position goes into the book when it was reached at least
 * --min-position times, with each reply chosen at least --min-reply times and in at least
 * --min-share of them. The book is then checked on the held-out games: how many of their
 * positions it holds, and how often the move played there is one of its replies, or its most
 * chosen one. One thread, fixed orders: the same command and files give the same file, bit for
 * bit.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board.h"
#include "engine/book.h"
#include "records.h"

struct options {
    long games, heldout;
    long depth; /* positions before this move */
    long min_position, min_reply;
    double min_share;
    const char *out, *date;
};

/* --- counting --------------------------------------------------------------------------------- */

struct seen {
    uint64_t key;
    uint16_t move;
};

struct harvest {
    struct seen *seen;
    size_t count, cap;
    int depth, moves; /* the moves of the game replayed so far */
};

/* The reply `move` of the position b (color to move) under its key, as book.h counts it. */
static struct seen seen_at(const struct board *b, int color, int move)
{
    struct seen s;
    unsigned ties;
    book_key(b, color, &s.key, &ties);
    s.move = (uint16_t)book_stored_move(b, ties, move);
    return s;
}

static void harvest(void *arg, const struct board *b, int color, int last2, int move)
{
    struct harvest *h = arg;
    (void)last2;
    /* A game leaves the book at its first pass: no opening passes. */
    if (h->moves++ >= h->depth || move == BOARD_PASS) {
        h->moves = INT_MAX / 2;
        return;
    }
    if (h->count == h->cap)
        h->seen = xrealloc(h->seen, (h->cap = 2 * h->cap + 65536) * sizeof *h->seen);
    h->seen[h->count++] = seen_at(b, color, move);
}

static int compare_seen(const void *a, const void *b)
{
    const struct seen *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (x->move > y->move) - (x->move < y->move);
}

static int compare_entry(const void *a, const void *b)
{
    const struct book_entry *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    if (x->count != y->count)
        return x->count > y->count ? -1 : 1;
    return (x->move > y->move) - (x->move < y->move);
}

/* The book from the sorted observations: entries into *out (sorted as book_entries are);
 * returns how many, and the positions they hold in *positions. */
static size_t build(const struct seen *seen, size_t n, const struct options *o,
                    struct book_entry **out, size_t *positions)
{
    struct book_entry *e = xmalloc((n + 1) * sizeof *e);
    size_t count = 0;
    *positions = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && seen[j].key == seen[i].key)
            j++;
        long total = (long)(j - i);
        if (total >= o->min_position) {
            size_t before = count;
            for (size_t a = i; a < j;) {
                size_t c = a;
                while (c < j && seen[c].move == seen[a].move)
                    c++;
                long times = (long)(c - a);
                if (times >= o->min_reply && (double)times >= o->min_share * (double)total)
                    e[count++] = (struct book_entry){seen[a].key, seen[a].move, (uint32_t)times};
                a = c;
            }
            *positions += count > before;
        }
        i = j;
    }
    qsort(e, count, sizeof *e, compare_entry);
    *out = e;
    return count;
}

/* --- the check on held-out games -------------------------------------------------------------- */

struct check {
    const struct book_entry *entries;
    size_t count;
    int depth, moves;
    long positions, in_book, among, first;
};

static void check(void *arg, const struct board *b, int color, int last2, int move)
{
    struct check *c = arg;
    (void)last2;
    if (c->moves++ >= c->depth || move == BOARD_PASS) {
        c->moves = INT_MAX / 2;
        return;
    }
    c->positions++;
    struct book_reply r[BOOK_SIZE * BOOK_SIZE];
    int n = book_replies_in(c->entries, c->count, b, color, r, BOOK_SIZE * BOOK_SIZE);
    if (n == 0)
        return;
    c->in_book++;
    /* Under a symmetric position, an equivalent point counts as the same reply. */
    uint64_t key;
    unsigned ties;
    book_key(b, color, &key, &ties);
    int played = book_stored_move(b, ties, move);
    for (int i = 0; i < n; i++)
        if (book_stored_move(b, ties, r[i].point) == played) {
            c->among++;
            c->first += i == 0;
            break;
        }
}

/* --- output ----------------------------------------------------------------------------------- */

/* Writes the book as C source; `summary` is its lines, each ended by a newline. */
static int write_c(const char *path, const struct book_entry *e, size_t n, const char *summary)
{
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "kosumi-book: cannot open '%s': %s\n", path, strerror(errno));
        return -1;
    }
    fprintf(f,
            "/* book_data.c - kosumi's opening book (engine/book.h): generated by tools/train\n"
            " * (`make book`), do not edit\n *\n");
    for (const char *line = summary; *line != '\0'; line = strchr(line, '\n') + 1)
        fprintf(f, " * %.*s\n", (int)(strchr(line, '\n') - line), line);
    fprintf(f, " */\n#include \"config.h\"\n\n#include \"engine/book.h\"\n\n");
    fprintf(f, "/* clang-format off */\n");
    fprintf(f, "const struct book_entry book_entries[%zu] = {\n", n > 0 ? n : 1);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "{0x%016" PRIx64 "u,%u,%" PRIu32 "},\n", e[i].key, (unsigned)e[i].move,
                e[i].count);
    if (n == 0) /* C11 has no empty initializer: a move off the board, which no lookup returns */
        fprintf(f, "{0,%d,0},\n", BOOK_SIZE * BOOK_SIZE);
    fprintf(f, "};\nconst size_t book_entry_count = %zu;\n", n);
    fprintf(f, "const char book_summary[] =");
    for (const char *c = summary; *c != '\0'; c++) {
        if (c == summary || c[-1] == '\n')
            fputs("\n    \"", f);
        if (*c == '\n')
            fputs("\\n\"", f);
        else
            fprintf(f, "%s%c", *c == '"' || *c == '\\' ? "\\" : "", *c);
    }
    fprintf(f, ";\n/* clang-format on */\n");
    if (fclose(f) != 0) {
        fprintf(stderr, "kosumi-book: cannot write '%s'\n", path);
        return -1;
    }
    return 0;
}

/* --- main ------------------------------------------------------------------------------------- */

static void usage(void)
{
    fprintf(
        stderr,
        "usage: kosumi-book [--games N] [--heldout N] [--depth N] [--min-position N]\n"
        "                   [--min-reply N] [--min-share X] [--out FILE] [--date TEXT] FILE...\n");
    exit(2);
}

int main(int argc, char **argv)
{
    struct options o = {.games = LONG_MAX,
                        .heldout = 2000,
                        .depth = 40,
                        .min_position = 100,
                        .min_reply = 20,
                        .min_share = 0.05};
    char opts[1024] = "";
    records_program = "kosumi-book";
    int i = 1;
    for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        const char *a = argv[i];
        if (i + 1 >= argc)
            usage();
        const char *v = argv[++i];
        if (strcmp(a, "--games") == 0)
            o.games = records_number(v, usage);
        else if (strcmp(a, "--heldout") == 0)
            o.heldout = records_number(v, usage);
        else if (strcmp(a, "--depth") == 0)
            o.depth = records_number(v, usage);
        else if (strcmp(a, "--min-position") == 0)
            o.min_position = records_number(v, usage);
        else if (strcmp(a, "--min-reply") == 0)
            o.min_reply = records_number(v, usage);
        else if (strcmp(a, "--min-share") == 0) {
            char *end;
            o.min_share = strtod(v, &end);
            if (*end != '\0' || !(o.min_share >= 0 && o.min_share <= 1))
                usage();
        } else if (strcmp(a, "--out") == 0)
            o.out = v;
        else if (strcmp(a, "--date") == 0)
            o.date = v;
        else
            usage();
        records_note_option(opts, sizeof opts, a, v);
    }
    /* A game is at most RECORDS_MAX_MOVES long; a position reached or a reply chosen no time
     * at all is no book's. */
    if (i >= argc || o.depth > RECORDS_MAX_MOVES || o.min_position < 1 || o.min_reply < 1)
        usage();
    char **files = argv + i;
    int nfiles = argc - i;

    struct record *train, *held;
    long ntrain, nheld;
    records_select(files, nfiles, o.games, o.heldout, &train, &ntrain, &held, &nheld);
    double t1 = records_now();

    struct harvest h = {.depth = o.depth};
    for (long g = 0; g < ntrain; g++) {
        h.moves = 0;
        records_replay(&train[g], harvest, &h);
    }
    qsort(h.seen, h.count, sizeof *h.seen, compare_seen);
    struct book_entry *entries;
    size_t positions, n = build(h.seen, h.count, &o, &entries, &positions);
    double t2 = records_now();
    fprintf(stderr, "%zu positions seen, %zu in the book (%zu replies) in %.1f s\n", h.count,
            positions, n, t2 - t1);

    struct check c = {.entries = entries, .count = n, .depth = o.depth};
    for (long g = 0; g < nheld; g++) {
        c.moves = 0;
        records_replay(&held[g], check, &c);
    }
    double p = c.positions > 0 ? (double)c.positions : 1,
           in = c.in_book > 0 ? (double)c.in_book : 1;
    char summary[2048];
    snprintf(summary, sizeof summary,
             "Command: kosumi-book%s FILE... (%d files: %s ... %s)\n"
             "Games: %ld for the book (%zu positions before move %ld), %ld held out\n"
             "Book: %zu positions, %zu replies\n"
             "Held out: %.1f%% of %ld positions in the book; there, the move played is a reply"
             " %.1f%%, the most chosen %.1f%%\n"
             "Made: %s\n",
             opts, nfiles, records_short_name(files[0]), records_short_name(files[nfiles - 1]),
             ntrain, h.count, o.depth, nheld, positions, n, 100 * (double)c.in_book / p,
             c.positions, 100 * (double)c.among / in, 100 * (double)c.first / in,
             o.date ? o.date : "(no date given)");
    printf("%s", summary);
    int status = 0;
    if (o.out != NULL && write_c(o.out, entries, n, summary) != 0)
        status = 1;
    free(entries);
    free(h.seen);
    free(train);
    free(held);
    return status;
}
