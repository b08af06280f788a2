/* monotonic.h - the one wall clock the program measures time with
 *
 * CLOCK_MONOTONIC: it never jumps when the system's date is set, so a search's budget, an
 * analysis interval or a benchmark's rate stay right across a clock change.
 */
#ifndef KOSUMI_MONOTONIC_H
#define KOSUMI_MONOTONIC_H

#include <time.h>

/* Seconds since an arbitrary fixed point: differences between two calls are elapsed time. */
static inline double monotonic_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
