/* records.c - the game records kosumi's tools learn from (see records.h) */
#include "config.h"

#include "records.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util/rng.h"

const char *records_program = "kosumi";

struct entry {
    uint64_t rank;
    uint32_t file;
    long offset;
};

double records_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p == NULL) {
        fprintf(stderr, "%s: out of memory\n", records_program);
        exit(1);
    }
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (p == NULL) {
        fprintf(stderr, "%s: out of memory\n", records_program);
        exit(1);
    }
    return p;
}

long records_number(const char *s, void (*usage)(void))
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || v < 0)
        usage();
    return v;
}

void records_note_option(char *opts, size_t size, const char *name, const char *value)
{
    if (strcmp(name, "--out") != 0 && strcmp(name, "--date") != 0) {
        size_t len = strlen(opts);
        snprintf(opts + len, size - len, " %s %s", name, value);
    }
}

/* --- counting map ---------------------------------------------------------------------------- */

void counts_init(struct counts *c)
{
    c->mask = (1u << 16) - 1;
    c->used = 0;
    c->key = calloc(c->mask + 1, sizeof *c->key);
    c->count = calloc(c->mask + 1, sizeof *c->count);
    if (c->key == NULL || c->count == NULL) {
        fprintf(stderr, "%s: out of memory\n", records_program);
        exit(1);
    }
}

static size_t slot(uint64_t k, size_t mask)
{
    k ^= k >> 31;
    k *= 0x9e3779b97f4a7c15u;
    return (size_t)(k >> 17) & mask;
}

long *counts_at(struct counts *c, uint64_t k)
{
    size_t s = slot(k, c->mask);
    while (c->key[s] != 0 && c->key[s] != k)
        s = (s + 1) & c->mask;
    if (c->key[s] == 0) {
        if (2 * (c->used + 1) > c->mask + 1) {
            struct counts bigger = {.mask = 2 * c->mask + 1};
            bigger.key = calloc(bigger.mask + 1, sizeof *bigger.key);
            bigger.count = calloc(bigger.mask + 1, sizeof *bigger.count);
            if (bigger.key == NULL || bigger.count == NULL) {
                fprintf(stderr, "%s: out of memory\n", records_program);
                exit(1);
            }
            for (size_t i = 0; i <= c->mask; i++)
                if (c->key[i] != 0) {
                    size_t t = slot(c->key[i], bigger.mask);
                    while (bigger.key[t] != 0)
                        t = (t + 1) & bigger.mask;
                    bigger.key[t] = c->key[i];
                    bigger.count[t] = c->count[i];
                }
            bigger.used = c->used;
            free(c->key);
            free(c->count);
            *c = bigger;
            return counts_at(c, k);
        }
        c->key[s] = k;
        c->used++;
    }
    return &c->count[s];
}

long counts_find(const struct counts *c, uint64_t k)
{
    for (size_t s = slot(k, c->mask); c->key[s] != 0; s = (s + 1) & c->mask)
        if (c->key[s] == k)
            return (long)s;
    return -1;
}

void counts_free(struct counts *c)
{
    free(c->key);
    free(c->count);
}

/* --- records --------------------------------------------------------------------------------- */

static uint64_t fnv(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211u;
    return h;
}

/* Parses the moves after the tab; returns 0, or -1 for a line that is no game. */
static int parse_game(const char *line, struct record *g)
{
    const char *s = strchr(line, '\t');
    if (s == NULL)
        return -1;
    s++;
    g->moves = 0;
    while (*s == ';') {
        if ((s[1] != 'B' && s[1] != 'W') || s[2] != '[')
            return -1;
        int color = s[1] == 'B' ? COLOR_BLACK : COLOR_WHITE, point;
        if (s[3] == ']') {
            point = BOARD_PASS;
            s += 4;
        } else {
            int c = s[3] - 'a', r = s[4] - 'a';
            if (s[5] != ']')
                return -1;
            s += 6;
            if (c == 19 && r == 19)
                point = BOARD_PASS;
            else if (c < 0 || c >= 19 || r < 0 || r >= 19)
                return -1;
            else
                point = (19 - r) * 21 + c + 1; /* board_point(b, c, 18 - r) on 19x19 */
        }
        if (g->moves >= RECORDS_MAX_MOVES)
            return -1;
        g->point[g->moves] = (uint16_t)point;
        g->color[g->moves++] = (uint8_t)color;
    }
    return g->moves > 0 ? 0 : -1;
}

static int compare_rank(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    if (x->rank != y->rank)
        return x->rank < y->rank ? -1 : 1;
    if (x->file != y->file)
        return x->file < y->file ? -1 : 1;
    return (x->offset > y->offset) - (x->offset < y->offset);
}

static int compare_place(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    if (x->file != y->file)
        return x->file < y->file ? -1 : 1;
    return (x->offset > y->offset) - (x->offset < y->offset);
}

/* Reads the selected games (entries sorted by place) into games[]; returns how many parsed. */
static long read_games(char **files, struct entry *e, long n, struct record *games)
{
    long got = 0;
    char *line = NULL;
    size_t cap = 0;
    FILE *f = NULL;
    uint32_t open_file = UINT32_MAX;
    for (long i = 0; i < n; i++) {
        if (e[i].file != open_file) {
            if (f != NULL)
                fclose(f);
            f = fopen(files[e[i].file], "r");
            if (f == NULL) {
                fprintf(stderr, "%s: cannot open '%s': %s\n", records_program, files[e[i].file],
                        strerror(errno));
                exit(1);
            }
            open_file = e[i].file;
        }
        if (fseek(f, e[i].offset, SEEK_SET) != 0 || getline(&line, &cap, f) < 0)
            continue;
        if (parse_game(line, &games[got]) == 0)
            got++;
    }
    if (f != NULL)
        fclose(f);
    free(line);
    return got;
}

void records_select(char **files, int nfiles, long want_train, long want_held,
                    struct record **train, long *ntrain, struct record **held, long *nheld)
{
    double start = records_now();
    struct entry *t = NULL, *h = NULL;
    long nt = 0, nh = 0, capt = 0, caph = 0;
    char *line = NULL;
    size_t cap = 0;
    for (int i = 0; i < nfiles; i++) {
        FILE *f = fopen(files[i], "r");
        if (f == NULL) {
            fprintf(stderr, "%s: cannot open '%s': %s\n", records_program, files[i],
                    strerror(errno));
            exit(1);
        }
        long offset = ftell(f);
        ssize_t len;
        while ((len = getline(&line, &cap, f)) > 0) {
            const char *tab = memchr(line, '\t', (size_t)len);
            if (tab != NULL) {
                uint64_t x = fnv(line, (size_t)(tab - line));
                uint64_t r1 = rng_splitmix(&x), r2 = rng_splitmix(&x);
                struct entry e = {r2, (uint32_t)i, offset};
                if (r1 >> 60 == 0) { /* one game in 16 is held out */
                    if (nh == caph)
                        h = xrealloc(h, (size_t)(caph = 2 * caph + 1024) * sizeof *h);
                    h[nh++] = e;
                } else {
                    if (nt == capt)
                        t = xrealloc(t, (size_t)(capt = 2 * capt + 1024) * sizeof *t);
                    t[nt++] = e;
                }
            }
            offset = ftell(f);
        }
        fclose(f);
    }
    free(line);
    fprintf(stderr, "records: %d files, %ld games for training, %ld held out\n", nfiles, nt, nh);
    qsort(t, (size_t)nt, sizeof *t, compare_rank);
    qsort(h, (size_t)nh, sizeof *h, compare_rank);
    nt = nt < want_train ? nt : want_train;
    nh = nh < want_held ? nh : want_held;
    qsort(t, (size_t)nt, sizeof *t, compare_place);
    qsort(h, (size_t)nh, sizeof *h, compare_place);
    *train = xmalloc((size_t)nt * sizeof **train);
    *held = xmalloc((size_t)nh * sizeof **held);
    *ntrain = read_games(files, t, nt, *train);
    *nheld = read_games(files, h, nh, *held);
    free(t);
    free(h);
    fprintf(stderr, "read %ld training and %ld held-out games in %.1f s\n", *ntrain, *nheld,
            records_now() - start);
}

void records_replay(const struct record *g, records_visit_fn *visit, void *arg)
{
    struct board b;
    board_init(&b, 19);
    for (int i = 0; i < g->moves; i++) {
        int color = g->color[i], p = g->point[i];
        if (p != BOARD_PASS && board_legal(&b, color, p) != 0)
            return;
        visit(arg, &b, color, i >= 2 ? g->point[i - 2] : -1, p);
        board_play(&b, color, p);
    }
}

const char *records_short_name(const char *path)
{
    const char *last = strrchr(path, '/');
    if (last == NULL)
        return path;
    const char *before = last;
    while (before > path && before[-1] != '/')
        before--;
    return before;
}
