/* args.c - reading GTP command arguments (see args.h) */
#include "config.h"

#include "core/args.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/coord.h"

bool args_parse_whole(const char *s, long long min, long long max, long long *out)
{
    const char *p = s;
    if (*p == '+' || *p == '-')
        p++;
    /* strtoll would skip white space and take "0x1f"; decimal digits only. */
    if (*p < '0' || *p > '9')
        return false;
    errno = 0;
    char *end;
    long long v = strtoll(s, &end, 10);
    if (*end != '\0' || errno == ERANGE || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool args_parse_int(const char *s, int *out)
{
    long long v;
    if (!args_parse_whole(s, -2147483647LL, 2147483647LL, &v))
        return false;
    *out = (int)v;
    return true;
}

bool args_parse_seed(const char *s, uint64_t *out)
{
    if (*s < '0' || *s > '9')
        return false;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end != '\0' || errno == ERANGE)
        return false;
    *out = (uint64_t)v;
    return true;
}

bool args_parse_count(const char *s, int *out)
{
    return args_parse_int(s, out) && *out >= 0;
}

bool args_parse_number(const char *s, double *out)
{
    /* Checked by hand first: strtod also takes hex, "inf", "nan" and leading white space. */
    const char *p = s;
    if (*p == '+' || *p == '-')
        p++;
    size_t digits = strspn(p, "0123456789");
    p += digits;
    if (*p == '.') {
        size_t frac = strspn(p + 1, "0123456789");
        digits += frac;
        p += 1 + frac;
    }
    if (digits == 0)
        return false;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-')
            p++;
        size_t exp = strspn(p, "0123456789");
        if (exp == 0)
            return false;
        p += exp;
    }
    if (*p != '\0')
        return false;
    double v = strtod(s, NULL);
    if (!isfinite(v))
        return false;
    *out = v;
    return true;
}

bool args_parse_real(const char *s, double min, double max, double *out)
{
    double v;
    if (!args_parse_number(s, &v) || !(v >= min && v <= max))
        return false;
    *out = v;
    return true;
}

const char *args_parse_vertex(const struct board *b, const char *arg, bool allow_pass, int *out)
{
    int p = coord_parse_vertex(b, arg);
    if (p == COORD_OFF_BOARD)
        return ARGS_OFF_BOARD;
    if (p < 0 || (p == BOARD_PASS && !allow_pass))
        return ARGS_BAD_VERTEX;
    *out = p;
    return NULL;
}
