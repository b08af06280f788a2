/* model.c - the move-prediction model's lookups (see model.h)
 *
 * The generated table lists shapes and patterns in no useful order; open-addressing hash tables
 * (power-of-two sizes, at most half full, linear probing) find them in a probe or two, which
 * matters because every legal move asks up to FEATURES_SPATIAL_SIZES questions.
 */
#include "config.h"

#include "engine/model.h"

#include <pthread.h>
#include <stdlib.h>

struct model {
    const struct model_table *t;
    uint64_t *keys;       /* pattern hashes, 0 for a free slot (a hash of 0 is then unknown) */
    float *values;
    size_t mask;
    uint32_t *shape_keys; /* shape3 codes are never 0 */
    float *shape_values;
    size_t shape_mask;
};

static size_t slots_for(int count)
{
    size_t n = 16;
    while (n < 2 * (size_t)count)
        n *= 2;
    return n;
}

static inline size_t mix(uint64_t h)
{
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9u;
    return (size_t)(h ^ (h >> 32));
}

struct model *model_new(const struct model_table *t)
{
    struct model *m = calloc(1, sizeof *m);
    if (m == NULL)
        return NULL;
    m->t = t;
    size_t n = slots_for(t->pattern_count), ns = slots_for(t->shape_count);
    m->keys = calloc(n, sizeof *m->keys);
    m->values = calloc(n, sizeof *m->values);
    m->shape_keys = calloc(ns, sizeof *m->shape_keys);
    m->shape_values = calloc(ns, sizeof *m->shape_values);
    if (m->keys == NULL || m->values == NULL || m->shape_keys == NULL || m->shape_values == NULL) {
        model_free(m);
        return NULL;
    }
    m->mask = n - 1;
    m->shape_mask = ns - 1;
    for (int i = 0; i < t->pattern_count; i++) {
        uint64_t h = t->patterns[i].hash;
        size_t k = mix(h) & m->mask;
        while (m->keys[k] != 0 && m->keys[k] != h)
            k = (k + 1) & m->mask;
        m->keys[k] = h;
        m->values[k] = t->patterns[i].gamma;
    }
    for (int i = 0; i < t->shape_count; i++) {
        uint32_t c = t->shapes[i].code;
        size_t k = mix(c) & m->shape_mask;
        while (m->shape_keys[k] != 0 && m->shape_keys[k] != c)
            k = (k + 1) & m->shape_mask;
        m->shape_keys[k] = c;
        m->shape_values[k] = t->shapes[i].gamma;
    }
    return m;
}

void model_free(struct model *m)
{
    if (m == NULL)
        return;
    free(m->keys);
    free(m->values);
    free(m->shape_keys);
    free(m->shape_values);
    free(m);
}

static struct model *builtin;
static pthread_once_t builtin_once = PTHREAD_ONCE_INIT;

static void build_builtin(void)
{
    features_init();
    builtin = model_new(&model_data);
    if (builtin == NULL)
        abort();
}

const struct model *model_builtin(void)
{
    pthread_once(&builtin_once, build_builtin);
    return builtin;
}

/* The gamma of a known pattern, or 0 when the dictionary does not hold it. */
static float pattern_gamma(const struct model *m, uint64_t h)
{
    if (h == 0)
        return 0;
    for (size_t k = mix(h) & m->mask; m->keys[k] != 0; k = (k + 1) & m->mask)
        if (m->keys[k] == h)
            return m->values[k];
    return 0;
}

static float shape_gamma(const struct model *m, uint32_t c)
{
    for (size_t k = mix(c) & m->shape_mask; m->shape_keys[k] != 0; k = (k + 1) & m->shape_mask)
        if (m->shape_keys[k] == c)
            return m->shape_values[k];
    return 1;
}

double model_gamma_of(const struct model *m, const struct features_move *f)
{
    double g = 1;
    for (int fam = 0; fam < FEATURES_FAMILIES; fam++) {
        uint32_t v = f->value[fam];
        if (v == 0)
            continue;
        if (fam == FEATURES_SHAPE3)
            g *= shape_gamma(m, v);
        else if (v <= MODEL_MAX_VALUES)
            g *= m->t->family[fam][v - 1];
    }
    for (int d = m->t->spatial_max; d >= FEATURES_SPATIAL_MIN; d--) {
        float pg = pattern_gamma(m, f->spatial[d - FEATURES_SPATIAL_MIN]);
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
