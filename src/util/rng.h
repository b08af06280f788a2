/* rng.h - a small, fast, seedable pseudo-random generator (xoshiro256** seeded by splitmix64)
 *
 * A value type like the board: each playout or search thread owns one. Same seed, same stream,
 * on every platform.
 */
#ifndef KOSUMI_RNG_H
#define KOSUMI_RNG_H

#include <stdint.h>

struct rng {
    uint64_t s[4];
};

static inline uint64_t rng_splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static inline void rng_seed(struct rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = rng_splitmix(&seed);
}

static inline uint64_t rng_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t rng_next(struct rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return result;
}

/* A uniform integer in [0, n) for 0 < n <= 2^32 (Lemire's multiply-shift; the bias is below
 * 2^-32 for the small n used here). */
static inline uint32_t rng_below(struct rng *r, uint32_t n)
{
    return (uint32_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

#endif
