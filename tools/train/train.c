/* train.c - kosumi-train: fits the move-prediction model (engine/model.h) on game records
 *
 *     kosumi-train [options] FILE...
 *
 * Each FILE holds one 19x19 game a line (records.h), split into training and held-out games by
 * a hash of its id.
 *
 * Then: the shapes of the moves played in the training games are counted and those seen often
 * enough make the dictionary; every position of the training games becomes a competition of its
 * legal moves (mm.h) and MM fits the gammas; the model is checked on the held-out games through
 * engine/model.c, as kosumi will use it (top-1 and top-5 accuracy, mean log-likelihood); and
 * with --out, written as C source. One thread, fixed orders: the same command and files give
 * the same file, bit for bit.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/board.h"
#include "engine/features.h"
#include "engine/model.h"
#include "mm.h"
#include "records.h"
#include "util/rng.h"

#define SPATIAL_FAMILY FEATURES_FAMILIES /* the spatial patterns' family number in mm */
#define FAMILIES (FEATURES_FAMILIES + 1)

struct options {
    long games, heldout;
    long min_shape, min_pattern;
    int rounds;
    double tolerance;
    bool without[FAMILIES];
    const char *out, *date;
};

/* --- the dictionary -------------------------------------------------------------------------- */

struct dict {
    struct counts shapes, patterns;
    int base[FAMILIES]; /* the first mm id of each family */
    int features;
    uint8_t family[MM_MAX_FEATURES];
    uint64_t key[MM_MAX_FEATURES]; /* shape code or pattern hash of each id */
    int spatial_max;
    const struct options *o;
};

static void harvest(void *arg, const struct board *b, int color, int last2, int move)
{
    struct dict *d = arg;
    if (move == BOARD_PASS)
        return;
    struct features_move f;
    features_move(b, color, last2, move, FEATURES_SPATIAL_MAX, &f);
    ++*counts_at(&d->shapes, f.value[FEATURES_SHAPE3]);
    for (int i = 0; i < FEATURES_SPATIAL_SIZES; i++)
        ++*counts_at(&d->patterns, f.spatial[i]);
}

struct kept {
    uint64_t key;
    long count;
};

static int compare_kept(const void *a, const void *b)
{
    const struct kept *x = a, *y = b;
    if (x->count != y->count)
        return x->count > y->count ? -1 : 1;
    return (x->key > y->key) - (x->key < y->key);
}

/* The keys of c seen at least min times, most frequent first, at most max; the counts of the
 * others become 0 and those of the kept their id. */
static int keep(struct counts *c, long min, int max, struct dict *d, int family)
{
    struct kept *k = xmalloc((c->used + 1) * sizeof *k);
    size_t n = 0;
    for (size_t i = 0; i <= c->mask; i++)
        if (c->key[i] != 0 && c->count[i] >= min)
            k[n++] = (struct kept){c->key[i], c->count[i]};
    qsort(k, n, sizeof *k, compare_kept);
    if (n > (size_t)max)
        n = (size_t)max;
    for (size_t i = 0; i <= c->mask; i++)
        c->count[i] = -1;
    for (size_t i = 0; i < n; i++) {
        int id = d->features++;
        d->family[id] = (uint8_t)family;
        d->key[id] = k[i].key;
        c->count[counts_find(c, k[i].key)] = id;
    }
    free(k);
    return (int)n;
}

static void build_dict(struct dict *d, const struct record *games, long n, const struct options *o)
{
    counts_init(&d->shapes);
    counts_init(&d->patterns);
    d->o = o;
    for (long i = 0; i < n; i++)
        records_replay(&games[i], harvest, d);
    d->features = 0;
    for (int f = 0; f < FEATURES_FAMILIES; f++) {
        d->base[f] = d->features;
        if (f == FEATURES_SHAPE3 || o->without[f])
            continue;
        for (int v = 0; v < features_values(f); v++)
            d->family[d->features++] = (uint8_t)f;
    }
    d->base[FEATURES_SHAPE3] = d->features;
    int shapes = o->without[FEATURES_SHAPE3]
                     ? keep(&d->shapes, LONG_MAX, 0, d, FEATURES_SHAPE3)
                     : keep(&d->shapes, o->min_shape, MM_MAX_FEATURES / 4, d, FEATURES_SHAPE3);
    d->base[SPATIAL_FAMILY] = d->features;
    int room = MM_MAX_FEATURES - d->features;
    int patterns = o->without[SPATIAL_FAMILY]
                       ? keep(&d->patterns, LONG_MAX, 0, d, SPATIAL_FAMILY)
                       : keep(&d->patterns, o->min_pattern, room, d, SPATIAL_FAMILY);
    fprintf(stderr, "dictionary: %d shapes (of %zu seen), %d patterns (of %zu seen)\n", shapes,
            d->shapes.used, patterns, d->patterns.used);
}

/* The mm ids of a move: its families' values, its shape, its largest known pattern. */
static int move_ids(const struct dict *d, const struct features_move *f, uint16_t *ids)
{
    int n = 0;
    for (int fam = 0; fam < FEATURES_FAMILIES; fam++) {
        uint32_t v = f->value[fam];
        if (v == 0 || d->o->without[fam])
            continue;
        if (fam == FEATURES_SHAPE3) {
            long s = counts_find(&d->shapes, v);
            if (s >= 0 && d->shapes.count[s] >= 0)
                ids[n++] = (uint16_t)d->shapes.count[s];
        } else {
            ids[n++] = (uint16_t)(d->base[fam] + (int)v - 1);
        }
    }
    for (int i = FEATURES_SPATIAL_SIZES - 1; i >= 0; i--) {
        long s = counts_find(&d->patterns, f->spatial[i]);
        if (s >= 0 && d->patterns.count[s] >= 0) {
            ids[n++] = (uint16_t)d->patterns.count[s];
            break;
        }
    }
    return n;
}

struct collect {
    const struct dict *d;
    struct mm *mm;
    uint16_t ids[(BOARD_MAX_POINTS + 1) * 16];
    uint32_t start[BOARD_MAX_POINTS + 2];
};

static void collect(void *arg, const struct board *b, int color, int last2, int move)
{
    struct collect *c = arg;
    struct features_move f;
    int moves = 0, winner = -1;
    uint32_t at = 0;
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (b->color[p] != COLOR_EMPTY || board_legal(b, color, p) != 0)
                continue;
            features_move(b, color, last2, p, c->d->spatial_max, &f);
            c->start[moves] = at;
            at += (uint32_t)move_ids(c->d, &f, c->ids + at);
            winner = p == move ? moves : winner;
            moves++;
        }
    features_pass(b, &f);
    c->start[moves] = at;
    at += (uint32_t)move_ids(c->d, &f, c->ids + at);
    winner = move == BOARD_PASS ? moves : winner;
    c->start[++moves] = at;
    if (winner >= 0 && mm_add(c->mm, moves, c->ids, c->start, winner) != 0) {
        fprintf(stderr, "kosumi-train: out of memory after %zu positions\n",
                mm_positions(c->mm));
        exit(1);
    }
}

/* --- evaluation ------------------------------------------------------------------------------ */

struct score {
    const struct model *m;
    double positions, top1, top5, ll;
    float gamma[BOARD_MAX_POINTS];
};

static void evaluate(void *arg, const struct board *b, int color, int last2, int move)
{
    struct score *s = arg;
    double sum = model_gammas(s->m, b, color, last2, s->gamma);
    double g = s->gamma[move];
    if (g <= 0)
        return;
    int above = 0, ties = 0;
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            above += s->gamma[p] > g;
            ties += s->gamma[p] == g && p != move;
        }
    above += s->gamma[BOARD_PASS] > g;
    ties += s->gamma[BOARD_PASS] == g && move != BOARD_PASS;
    /* Ties broken at random: the expected hits. */
    double hit1 = above < 1 ? (1.0 - above) / (ties + 1) : 0;
    double hit5 = above < 5 ? (5.0 - above) / (ties + 1) : 0;
    s->top1 += hit1 > 1 ? 1 : hit1;
    s->top5 += hit5 > 1 ? 1 : hit5;
    s->ll += log(g / sum);
    s->positions++;
}

/* --- output ---------------------------------------------------------------------------------- */

static void build_table(const struct dict *d, const struct mm *mm, struct model_table *t,
                        struct model_shape **shapes, struct model_pattern **patterns)
{
    memset(t, 0, sizeof *t);
    for (int f = 0; f < FEATURES_FAMILIES; f++)
        for (int v = 0; v < MODEL_MAX_VALUES; v++)
            t->family[f][v] = 1;
    int ns = 0, np = 0;
    *shapes = xmalloc((size_t)d->features * sizeof **shapes);
    *patterns = xmalloc((size_t)d->features * sizeof **patterns);
    t->spatial_max = 0;
    for (int id = 0; id < d->features; id++) {
        int f = d->family[id];
        float g = (float)mm_gamma(mm, id);
        if (f == SPATIAL_FAMILY) {
            (*patterns)[np++] = (struct model_pattern){d->key[id], g};
        } else if (f == FEATURES_SHAPE3) {
            (*shapes)[ns++] = (struct model_shape){(uint32_t)d->key[id], g};
        } else {
            t->family[f][id - d->base[f]] = g;
        }
    }
    t->shapes = *shapes;
    t->shape_count = ns;
    t->patterns = *patterns;
    t->pattern_count = np;
    t->spatial_max = d->spatial_max;
}

static void write_family_name(FILE *f, int fam)
{
    fprintf(f, "%s", fam == SPATIAL_FAMILY ? "spatial" : features_family_name(fam));
}

static int write_c(const char *path, const struct model_table *t, const char *summary)
{
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "kosumi-train: cannot open '%s': %s\n", path, strerror(errno));
        return -1;
    }
    fprintf(f, "/* model_data.c - kosumi's move-prediction model (engine/model.h): generated by\n"
               " * tools/train (`make model`), do not edit\n *\n%s */\n",
            summary);
    fprintf(f, "#include \"config.h\"\n\n#include \"engine/model.h\"\n\n");
    fprintf(f, "/* clang-format off */\n");
    if (t->shape_count > 0) {
        fprintf(f, "static const struct model_shape shapes[%d] = {\n", t->shape_count);
        for (int i = 0; i < t->shape_count; i++)
            fprintf(f, "{0x%" PRIx32 ",%.9g},\n", t->shapes[i].code, (double)t->shapes[i].gamma);
        fprintf(f, "};\n\n");
    }
    if (t->pattern_count > 0) {
        fprintf(f, "static const struct model_pattern patterns[%d] = {\n", t->pattern_count);
        for (int i = 0; i < t->pattern_count; i++)
            fprintf(f, "{0x%" PRIx64 "u,%.9g},\n", t->patterns[i].hash,
                    (double)t->patterns[i].gamma);
        fprintf(f, "};\n\n");
    }
    fprintf(f, "const struct model_table model_data = {\n    .family = {\n");
    for (int fam = 0; fam < FEATURES_FAMILIES; fam++) {
        fprintf(f, "        {");
        int n = features_values(fam);
        for (int v = 0; v < n; v++)
            fprintf(f, "%s%.9g", v > 0 ? ", " : "", (double)t->family[fam][v]);
        if (n == 0) /* shape3's row, unused: C11 has no empty initializer */
            fprintf(f, "1");
        fprintf(f, "}, /* ");
        write_family_name(f, fam);
        fprintf(f, " */\n");
    }
    fprintf(f, "    },\n");
    if (t->shape_count > 0)
        fprintf(f, "    .shapes = shapes,\n    .shape_count = %d,\n", t->shape_count);
    if (t->pattern_count > 0)
        fprintf(f, "    .patterns = patterns,\n    .pattern_count = %d,\n", t->pattern_count);
    fprintf(f, "    .spatial_max = %d,\n};\n/* clang-format on */\n", t->spatial_max);
    if (fclose(f) != 0) {
        fprintf(stderr, "kosumi-train: cannot write '%s'\n", path);
        return -1;
    }
    return 0;
}

/* --- timing -------------------------------------------------------------------------------- */

/* Plays `moves` moves on an empty board of `size`, each drawn from the built-in model's
 * probabilities (a fixed seed), then times model_gammas on the position and model_gamma on each
 * of its legal moves: the costs of a tree node's priors and of a playout's candidate. */
static void bench(int size, int moves)
{
    const struct model *m = model_builtin();
    struct board b;
    struct rng rng;
    static float gamma[BOARD_MAX_POINTS];
    rng_seed(&rng, 21);
    board_init(&b, size);
    int color = COLOR_BLACK, last2 = -1, played = 0;
    for (; played < moves; played++) {
        double sum = model_gammas(m, &b, color, last2, gamma) - gamma[BOARD_PASS];
        double x = sum * ((double)(rng_next(&rng) >> 11) / 9007199254740992.0);
        int move = BOARD_PASS;
        for (int p = 0; p < BOARD_MAX_POINTS && move == BOARD_PASS; p++)
            if (board_on_board(&b, p) && gamma[p] > 0 && (x -= gamma[p]) <= 0)
                move = p;
        if (move == BOARD_PASS)
            break;
        last2 = b.last_move;
        board_play(&b, color, move);
        color = color_other(color);
    }
    int calls = size > 13 ? 2000 : 10000, legal = 0;
    double t0 = records_now(), sink = 0;
    for (int i = 0; i < calls; i++)
        sink += model_gammas(m, &b, color, last2, gamma);
    double t1 = records_now();
    for (int i = 0; i < calls / 10; i++)
        for (int p = 0; p < BOARD_MAX_POINTS; p++)
            if (board_on_board(&b, p) && gamma[p] > 0) {
                sink += model_gamma(m, &b, color, last2, p);
                legal += i == 0;
            }
    double t2 = records_now();
    printf("%dx%d after %d moves, %d legal moves: model_gammas %.1f us a call, model_gamma "
           "%.2f us a move (%g)\n",
           size, size, played, legal, 1e6 * (t1 - t0) / calls,
           1e6 * (t2 - t1) / ((double)(calls / 10) * legal), sink > 0 ? 1.0 : 0.0);
}

/* --- main ------------------------------------------------------------------------------------ */

static void usage(void)
{
    fprintf(stderr,
            "usage: kosumi-train [--games N] [--heldout N] [--min-shape N] [--min-pattern N]\n"
            "                    [--rounds N] [--without FAMILY]... [--out FILE] [--date TEXT]\n"
            "                    FILE...\n"
            "       kosumi-train --bench\n");
    exit(2);
}

int main(int argc, char **argv)
{
    struct options o = {.games = 5000, .heldout = 1000, .min_shape = 2, .min_pattern = 3,
                        .rounds = 40, .tolerance = 1e-4};
    char opts[1024] = "";
    int i = 1;
    records_program = "kosumi-train";
    if (argc == 2 && strcmp(argv[1], "--bench") == 0) {
        features_init();
        bench(9, 40);
        bench(19, 150);
        return 0;
    }
    for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        const char *a = argv[i];
        if (i + 1 >= argc)
            usage();
        const char *v = argv[++i];
        if (strcmp(a, "--games") == 0)
            o.games = records_number(v, usage);
        else if (strcmp(a, "--heldout") == 0)
            o.heldout = records_number(v, usage);
        else if (strcmp(a, "--min-shape") == 0)
            o.min_shape = records_number(v, usage);
        else if (strcmp(a, "--min-pattern") == 0)
            o.min_pattern = records_number(v, usage);
        else if (strcmp(a, "--rounds") == 0)
            o.rounds = (int)records_number(v, usage);
        else if (strcmp(a, "--out") == 0)
            o.out = v;
        else if (strcmp(a, "--date") == 0)
            o.date = v;
        else if (strcmp(a, "--without") == 0) {
            int fam = -1;
            for (int f = 0; f < FEATURES_FAMILIES; f++)
                if (strcmp(v, features_family_name(f)) == 0)
                    fam = f;
            if (strcmp(v, "spatial") == 0)
                fam = SPATIAL_FAMILY;
            if (fam < 0)
                usage();
            o.without[fam] = true;
        } else
            usage();
        records_note_option(opts, sizeof opts, a, v);
    }
    if (i >= argc)
        usage();
    char **files = argv + i;
    int nfiles = argc - i;
    features_init();

    double t0 = records_now();
    struct record *train, *held;
    long ntrain, nheld;
    records_select(files, nfiles, o.games, o.heldout, &train, &ntrain, &held, &nheld);
    double t1 = records_now();

    static struct dict d;
    build_dict(&d, train, ntrain, &o);
    d.spatial_max = o.without[SPATIAL_FAMILY] ? 0 : FEATURES_SPATIAL_MAX;
    double t2 = records_now();
    fprintf(stderr, "dictionary in %.1f s\n", t2 - t1);

    struct mm *mm = mm_new(d.features, d.family, FAMILIES);
    static struct collect c;
    c.d = &d;
    c.mm = mm;
    for (long g = 0; g < ntrain; g++)
        records_replay(&train[g], collect, &c);
    double t3 = records_now();
    fprintf(stderr, "%zu positions (%.0f MB) in %.1f s\n", mm_positions(mm),
            (double)mm_bytes(mm) / 1e6, t3 - t2);
    double ll_train = mm_fit(mm, o.rounds, o.tolerance, stderr);
    double t4 = records_now();
    fprintf(stderr, "fit in %.1f s: training mean log-likelihood %.4f\n", t4 - t3, ll_train);

    struct model_table table;
    struct model_shape *shapes;
    struct model_pattern *patterns;
    build_table(&d, mm, &table, &shapes, &patterns);
    struct model *model = model_new(&table);
    static struct score s;
    s.m = model;
    for (long g = 0; g < nheld; g++)
        records_replay(&held[g], evaluate, &s);
    double t5 = records_now();
    double n = s.positions > 0 ? s.positions : 1;
    char summary[4096];
    snprintf(summary, sizeof summary,
             " * Command: kosumi-train%s FILE... (%d files: %s ... %s)\n"
             " * Games: %ld for training (%zu positions), %ld held out (%.0f positions)\n"
             " * Dictionary: %d shapes, %d patterns (sizes %d..%d)\n"
             " * Held out: top-1 %.2f%%, top-5 %.2f%%, mean log-likelihood %.4f\n"
             " * Made: %s\n",
             opts, nfiles, records_short_name(files[0]), records_short_name(files[nfiles - 1]), ntrain, mm_positions(mm), nheld,
             s.positions, table.shape_count, table.pattern_count, FEATURES_SPATIAL_MIN,
             table.spatial_max, 100 * s.top1 / n, 100 * s.top5 / n, s.ll / n,
             o.date ? o.date : "(no date given)");
    fprintf(stderr, "evaluated in %.1f s; total %.1f s\n", t5 - t4, t5 - t0);
    printf("%s", summary);
    int status = 0;
    if (o.out != NULL && write_c(o.out, &table, summary) != 0)
        status = 1;
    model_free(model);
    free(shapes);
    free(patterns);
    mm_free(mm);
    counts_free(&d.shapes);
    counts_free(&d.patterns);
    free(train);
    free(held);
    return status;
}
