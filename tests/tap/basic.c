/* basic.c - the TAP producer (see basic.h) */
#include "basic.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long planned;
static unsigned long current;
static unsigned long failed;
static bool lazy;
static bool registered;

static void finish(void)
{
    fflush(stdout);
    if (lazy) {
        printf("1..%lu\n", current);
        planned = current;
    }
    if (planned != current)
        fprintf(stderr, "# planned %lu tests but ran %lu\n", planned, current);
    if (failed)
        fprintf(stderr, "# failed %lu of %lu tests\n", failed, current);
    fflush(stdout);
    if (planned != current || failed)
        _Exit(1);
}

static void start(void)
{
    if (!registered) {
        registered = true;
        atexit(finish);
    }
    /* Interleave our output with any diagnostics in the right order. */
    setvbuf(stdout, NULL, _IOLBF, 0);
}

void plan(unsigned long count)
{
    start();
    planned = count;
    printf("1..%lu\n", count);
}

void plan_lazy(void)
{
    start();
    lazy = true;
}

void skip_all(const char *format, ...)
{
    va_list args;
    printf("1..0 # skip ");
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    printf("\n");
    fflush(stdout);
    exit(0);
}

static bool report(int success, const char *format, va_list args) TAP_PRINTF(2, 0);

static bool report(int success, const char *format, va_list args)
{
    current++;
    if (!success)
        failed++;
    printf("%sok %lu", success ? "" : "not ", current);
    if (format != NULL && *format != '\0') {
        printf(" - ");
        vprintf(format, args);
    }
    printf("\n");
    return success;
}

bool ok(int success, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    bool result = report(success, format, args);
    va_end(args);
    return result;
}

bool is_int(long wanted, long seen, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    bool result = report(wanted == seen, format, args);
    va_end(args);
    if (!result)
        diag("wanted: %ld\n#   seen: %ld", wanted, seen);
    return result;
}

bool is_string(const char *wanted, const char *seen, const char *format, ...)
{
    if (wanted == NULL)
        wanted = "(null)";
    if (seen == NULL)
        seen = "(null)";
    va_list args;
    va_start(args, format);
    bool result = report(strcmp(wanted, seen) == 0, format, args);
    va_end(args);
    if (!result)
        diag("wanted: \"%s\"\n#   seen: \"%s\"", wanted, seen);
    return result;
}

void skip(const char *reason, ...)
{
    va_list args;
    current++;
    printf("ok %lu # skip ", current);
    va_start(args, reason);
    vprintf(reason, args);
    va_end(args);
    printf("\n");
}

void diag(const char *format, ...)
{
    va_list args;
    fflush(stdout);
    printf("# ");
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    printf("\n");
}

void bail(const char *format, ...)
{
    va_list args;
    fflush(stdout);
    printf("Bail out! ");
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    printf("\n");
    fflush(stdout);
    _Exit(255);
}

unsigned long tap_failures(void)
{
    return failed;
}
