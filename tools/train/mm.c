/* mm.c - minorization-maximization for the generalised Bradley-Terry model (see mm.h)
 *
 * The packed stream, per position: the number of distinct moves, the index of the played one
 * among them, then for each distinct move its count, its number of features and their ids.
 */
#include "config.h"

#include "mm.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct mm {
    int features, families;
    uint8_t *family;
    double *gamma, *wins;
    uint16_t *stream;
    size_t length, capacity, positions;
};

struct mm *mm_new(int features, const uint8_t *family_of, int families)
{
    if (features < 0 || features > MM_MAX_FEATURES)
        return NULL;
    struct mm *m = calloc(1, sizeof *m);
    if (m == NULL)
        return NULL;
    m->features = features;
    m->families = families;
    size_t n = (size_t)features + 1;
    m->family = malloc(n);
    m->gamma = malloc(n * sizeof *m->gamma);
    m->wins = calloc(n, sizeof *m->wins);
    if (m->family == NULL || m->gamma == NULL || m->wins == NULL) {
        mm_free(m);
        return NULL;
    }
    if (features > 0)
        memcpy(m->family, family_of, (size_t)features);
    for (int i = 0; i < features; i++)
        m->gamma[i] = 1;
    return m;
}

void mm_free(struct mm *m)
{
    if (m == NULL)
        return;
    free(m->family);
    free(m->gamma);
    free(m->wins);
    free(m->stream);
    free(m);
}

static int reserve(struct mm *m, size_t more)
{
    if (m->length + more <= m->capacity)
        return 0;
    size_t cap = m->capacity < 4096 ? 4096 : m->capacity + m->capacity / 2;
    while (cap < m->length + more)
        cap += cap / 2;
    uint16_t *s = realloc(m->stream, cap * sizeof *s);
    if (s == NULL)
        return -1;
    m->stream = s;
    m->capacity = cap;
    return 0;
}

/* A move's features sorted, so that equal moves compare equal. */
static void sort_ids(uint16_t *a, int n)
{
    for (int i = 1; i < n; i++) {
        uint16_t x = a[i];
        int j = i;
        for (; j > 0 && a[j - 1] > x; j--)
            a[j] = a[j - 1];
        a[j] = x;
    }
}

int mm_add(struct mm *m, int moves, const uint16_t *ids, const uint32_t *start, int winner)
{
    if (moves < 1 || moves > MM_MAX_MOVES || winner < 0 || winner >= moves)
        return -1;
    for (uint32_t k = start[0]; k < start[moves]; k++)
        if (ids[k] >= m->features)
            return -1;
    /* Distinct moves by hash of their sorted features: slot -> first move with them. */
    enum { SLOTS = 2 * MM_MAX_MOVES };
    int slot_move[SLOTS], unique_of[MM_MAX_MOVES], first[MM_MAX_MOVES], count[MM_MAX_MOVES];
    uint16_t sorted[64 * 4];
    int nunique = 0;
    size_t need = 2;
    for (int i = 0; i < SLOTS; i++)
        slot_move[i] = -1;
    for (int k = 0; k < moves; k++) {
        const uint16_t *a = ids + start[k];
        int n = (int)(start[k + 1] - start[k]);
        if (n > 64)
            return -1;
        memcpy(sorted, a, (size_t)n * sizeof *a);
        sort_ids(sorted, n);
        uint64_t h = 1469598103934665603u ^ (uint64_t)n;
        for (int i = 0; i < n; i++)
            h = (h ^ sorted[i]) * 1099511628211u;
        size_t s = (size_t)(h ^ (h >> 31)) & (SLOTS - 1);
        for (;; s = (s + 1) & (SLOTS - 1)) {
            int o = slot_move[s];
            if (o < 0) {
                slot_move[s] = k;
                unique_of[k] = nunique;
                first[nunique] = k;
                count[nunique++] = 1;
                need += 2 + (size_t)n;
                break;
            }
            const uint16_t *b = ids + start[o];
            int nb = (int)(start[o + 1] - start[o]);
            if (nb == n) {
                uint16_t other[64];
                memcpy(other, b, (size_t)nb * sizeof *b);
                sort_ids(other, nb);
                if (memcmp(other, sorted, (size_t)n * sizeof *sorted) == 0) {
                    unique_of[k] = unique_of[o];
                    count[unique_of[o]]++;
                    break;
                }
            }
        }
    }
    if (reserve(m, need) != 0)
        return -1;
    uint16_t *out = m->stream + m->length;
    *out++ = (uint16_t)nunique;
    *out++ = (uint16_t)unique_of[winner];
    for (int u = 0; u < nunique; u++) {
        int k = first[u], n = (int)(start[k + 1] - start[k]);
        *out++ = (uint16_t)count[u];
        *out++ = (uint16_t)n;
        for (int i = 0; i < n; i++)
            *out++ = ids[start[k] + (uint32_t)i];
    }
    m->length = (size_t)(out - m->stream);
    for (uint32_t k = start[winner]; k < start[winner + 1]; k++)
        m->wins[ids[k]] += 1;
    m->positions++;
    return 0;
}

size_t mm_positions(const struct mm *m)
{
    return m->positions;
}

size_t mm_bytes(const struct mm *m)
{
    return m->length * sizeof *m->stream;
}

double mm_gamma(const struct mm *m, int i)
{
    return m->gamma[i];
}

double mm_wins(const struct mm *m, int i)
{
    return m->wins[i];
}

/* One MM step for family `fam`; returns the log-likelihood of the played moves before it. */
static double step(struct mm *m, int fam, double *c)
{
    double ll = 0, g[MM_MAX_MOVES];
    for (int i = 0; i < m->features; i++)
        c[i] = 0;
    const uint16_t *s = m->stream, *end = m->stream + m->length;
    while (s < end) {
        int nunique = s[0], winner = s[1];
        const uint16_t *moves = s + 2, *t = moves;
        double e = 0;
        for (int u = 0; u < nunique; u++) {
            int n = t[1];
            double prod = 1;
            for (int i = 0; i < n; i++)
                prod *= m->gamma[t[2 + i]];
            g[u] = prod;
            e += t[0] * prod;
            t += 2 + n;
        }
        ll += log(g[winner] / e);
        t = moves;
        for (int u = 0; u < nunique; u++) {
            int n = t[1];
            double w = t[0] * g[u] / e;
            for (int i = 0; i < n; i++) {
                int id = t[2 + i];
                if (m->family[id] == fam)
                    c[id] += w / m->gamma[id];
            }
            t += 2 + n;
        }
        s = t;
    }
    for (int i = 0; i < m->features; i++)
        if (m->family[i] == fam)
            m->gamma[i] = (m->wins[i] + 1) / (c[i] + 2 / (m->gamma[i] + 1));
    return ll;
}

double mm_fit(struct mm *m, int rounds, double tolerance, FILE *log)
{
    double *c = malloc(((size_t)m->features + 1) * sizeof *c);
    double n = m->positions > 0 ? (double)m->positions : 1, last = -INFINITY, ll = 0;
    if (c == NULL)
        return NAN;
    bool present[256] = {false};
    for (int i = 0; i < m->features; i++)
        present[m->family[i]] = true;
    for (int r = 0; r < rounds; r++) {
        bool first = true;
        for (int fam = 0; fam < m->families; fam++) {
            if (!present[fam])
                continue;
            double before = step(m, fam, c) / n;
            if (first)
                ll = before;
            first = false;
        }
        if (log != NULL)
            fprintf(log, "round %d: mean log-likelihood %.6f\n", r, ll);
        if (ll - last < tolerance)
            break;
        last = ll;
    }
    /* The likelihood after the last step. */
    ll = step(m, -1, c) / n;
    free(c);
    return ll;
}
