/* cputime.h - the processor time the program has used, for GTP's cputime (gomill, twogtp)
 *
 * CLOCK_PROCESS_CPUTIME_ID (POSIX, and MinGW's winpthreads on Windows, where getrusage does not
 * exist): the user and system time of every thread of the process, the search's workers included.
 */
#ifndef KOSUMI_CPUTIME_H
#define KOSUMI_CPUTIME_H

#include <time.h>

/* Seconds of processor time used so far by the whole process, or a negative number when the
 * system cannot tell. */
static inline double cputime_seconds(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
        return -1;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
