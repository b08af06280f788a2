/* model.c - the move-prediction model's lookups (see model.h)
 *
 * The generated table lists shapes and patterns in no useful order; open-addressing hash tables
 * (power-of-two sizes, at most half full, linear probing) find them in a probe or two, which
 * matters because every legal move asks up to FEATURES_SPATIAL_SIZES + 1 questions.
 */
#include "config.h"

#include "engine/model.h"

#include <pthread.h>
#include <stdlib.h>

/* Keys (pattern hashes, or shape3 codes, which are never 0) to gammas; a key of 0 marks a free
 * slot, so a pattern whose hash is 0 is unknown. */
struct table {
    uint64_t *keys;
    float *values;
    size_t mask;
};

struct model {
    const struct model_table *t;
    struct table patterns, shapes;
};

static inline size_t mix(uint64_t h)
{
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9u;
    return (size_t)(h ^ (h >> 32));
}

/* Room for `count` keys at most half full; returns 0, or -1 when out of memory. */
static int table_init(struct table *t, int count)
{
    size_t n = 16;
    while (n < 2 * (size_t)count)
        n *= 2;
    t->keys = calloc(n, sizeof *t->keys);
    t->values = calloc(n, sizeof *t->values);
    t->mask = n - 1;
    return t->keys != NULL && t->values != NULL ? 0 : -1;
}

static void table_put(struct table *t, uint64_t key, float value)
{
    size_t k = mix(key) & t->mask;
    while (t->keys[k] != 0 && t->keys[k] != key)
        k = (k + 1) & t->mask;
    t->keys[k] = key;
    t->values[k] = value;
}

/* The value of key, or `missing`. */
static inline float table_get(const struct table *t, uint64_t key, float missing)
{
    if (key == 0)
        return missing;
    for (size_t k = mix(key) & t->mask; t->keys[k] != 0; k = (k + 1) & t->mask)
        if (t->keys[k] == key)
            return t->values[k];
    return missing;
}

struct model *model_new(const struct model_table *t)
{
    struct model *m = calloc(1, sizeof *m);
    if (m == NULL)
        return NULL;
    m->t = t;
    if (table_init(&m->patterns, t->pattern_count) != 0 ||
        table_init(&m->shapes, t->shape_count) != 0) {
        model_free(m);
        return NULL;
    }
    for (int i = 0; i < t->pattern_count; i++)
        table_put(&m->patterns, t->patterns[i].hash, t->patterns[i].gamma);
    for (int i = 0; i < t->shape_count; i++)
        table_put(&m->shapes, t->shapes[i].code, t->shapes[i].gamma);
    return m;
}

void model_free(struct model *m)
{
    if (m == NULL)
        return;
    free(m->patterns.keys);
    free(m->patterns.values);
    free(m->shapes.keys);
    free(m->shapes.values);
    free(m);
}

static struct model *builtin;
static pthread_once_t builtin_once = PTHREAD_ONCE_INIT;

static void build_builtin(void)
{
    features_init();
    builtin = model_new(&model_data);
}

const struct model *model_builtin(void)
{
    pthread_once(&builtin_once, build_builtin);
    return builtin;
}

float model_shape_gamma(const struct model *m, uint32_t code)
{
    return table_get(&m->shapes, code, 1);
}

double model_gamma_of(const struct model *m, const struct features_move *f)
{
    double g = 1;
    for (int fam = 0; fam < FEATURES_FAMILIES; fam++) {
        uint32_t v = f->value[fam];
        if (v == 0)
            continue;
        if (fam == FEATURES_SHAPE3)
            g *= table_get(&m->shapes, v, 1);
        else if (v <= MODEL_MAX_VALUES)
            g *= m->t->family[fam][v - 1];
    }
    for (int d = m->t->spatial_max; d >= FEATURES_SPATIAL_MIN; d--) {
        float pg = table_get(&m->patterns, f->spatial[d - FEATURES_SPATIAL_MIN], 0);
        if (pg > 0) {
            g *= pg;
            break;
        }
    }
    return g;
}

double model_gamma(const struct model *m, const struct board *b, int color, int last2, int p)
{
    struct features_move f;
    if (p == BOARD_PASS)
        features_pass(b, &f);
    else
        features_move(b, color, last2, p, m->t->spatial_max, &f);
    return model_gamma_of(m, &f);
}

double model_gammas(const struct model *m, const struct board *b, int color, int last2,
                    float *gamma)
{
    double sum = 0;
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            float g = 0;
            if (b->color[p] == COLOR_EMPTY && board_legal(b, color, p) == 0)
                g = (float)model_gamma(m, b, color, last2, p);
            gamma[p] = g;
            sum += g;
        }
    gamma[BOARD_PASS] = (float)model_gamma(m, b, color, last2, BOARD_PASS);
    return sum + gamma[BOARD_PASS];
}
