/* basic.h - a small TAP producer for kosumi's C tests, in the style of c-tap-harness
 *
 * A test calls plan(N) first (or plan_lazy() and lets the count be printed at exit), then ok(),
 * is_int(), is_string()... Each prints one "ok N - description" or "not ok N - description" line;
 * diag() writes "# ..." lines; bail() stops the whole run with "Bail out!". The exit status is 0
 * only when every planned test ran and passed.
 */
#ifndef KOSUMI_TAP_BASIC_H
#define KOSUMI_TAP_BASIC_H

#include <stdbool.h>

#if defined(__GNUC__)
#define TAP_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define TAP_NORETURN __attribute__((noreturn))
#else
#define TAP_PRINTF(f, a)
#define TAP_NORETURN
#endif

void plan(unsigned long count);
void plan_lazy(void);
void skip_all(const char *format, ...) TAP_PRINTF(1, 2) TAP_NORETURN;

/* Each returns whether the test passed. */
bool ok(int success, const char *format, ...) TAP_PRINTF(2, 3);
bool is_int(long wanted, long seen, const char *format, ...) TAP_PRINTF(3, 4);
bool is_string(const char *wanted, const char *seen, const char *format, ...) TAP_PRINTF(3, 4);
void skip(const char *reason, ...) TAP_PRINTF(1, 2);

void diag(const char *format, ...) TAP_PRINTF(1, 2);
void bail(const char *format, ...) TAP_PRINTF(1, 2) TAP_NORETURN;

/* How many tests have failed so far. */
unsigned long tap_failures(void);

#endif
