/* args-t.c - arguments as text: the integers, numbers and seeds GTP handlers and the
 * command-line options read */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "core/args.h"
#include "tap/basic.h"

static void test_whole(void)
{
    static const struct {
        const char *text;
        long long min, max;
        bool ok;
        long long value;
    } cases[] = {
        {"42", 0, 100, true, 42},
        {"+7", 0, 100, true, 7},
        {"-3", -10, 10, true, -3},
        {"0", 0, 0, true, 0},
        {"101", 0, 100, false, 0},
        {"-1", 0, 100, false, 0},
        {"", 0, 100, false, 0},
        {" 5", 0, 100, false, 0},
        {"5 ", 0, 100, false, 0},
        {"0x1f", 0, 100, false, 0},
        {"1e3", 0, 10000, false, 0},
        {"2.5", 0, 100, false, 0},
        {"9223372036854775808", 0, INT64_MAX, false, 0},
        {"9223372036854775807", 0, INT64_MAX, true, INT64_MAX},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long long v = -99;
        bool got = args_parse_whole(cases[i].text, cases[i].min, cases[i].max, &v);
        ok(got == cases[i].ok && (!got || v == cases[i].value), "whole '%s' in [%lld, %lld]: %s",
           cases[i].text, cases[i].min, cases[i].max, cases[i].ok ? "taken" : "refused");
    }
    int n = 0;
    ok(args_parse_int("-2147483647", &n) && n == -2147483647, "an int at its least");
    ok(!args_parse_int("2147483648", &n), "an int past its most is refused");
    ok(!args_parse_count("-1", &n), "a count is not negative");
}

static void test_seed(void)
{
    uint64_t s = 0;
    ok(args_parse_seed("18446744073709551615", &s) && s == UINT64_MAX, "a seed up to 2^64 - 1");
    ok(!args_parse_seed("18446744073709551616", &s), "a seed past 2^64 - 1 is refused");
    ok(!args_parse_seed("-1", &s), "a seed is not negative");
    ok(!args_parse_seed("+1", &s), "a seed has no sign");
    ok(!args_parse_seed("12a", &s), "a seed is digits only");
}

static void test_real(void)
{
    static const struct {
        const char *text;
        bool ok;
        double value;
    } cases[] = {
        {"0.5", true, 0.5}, {".5", true, 0.5},  {"1.", true, 1},      {"1e-3", true, 0.001},
        {"2", true, 2},     {"-0", true, 0},    {"0x1p0", false, 0},  {"inf", false, 0},
        {"nan", false, 0},  {"", false, 0},     {" 1", false, 0},     {"1e", false, 0},
        {"3", false, 0},    {"-0.1", false, 0}, {"1e400", false, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        double v = -99;
        bool got = args_parse_real(cases[i].text, 0, 2, &v);
        ok(got == cases[i].ok && (!got || v == cases[i].value), "real '%s' in [0, 2]: %s",
           cases[i].text, cases[i].ok ? "taken" : "refused");
    }
}

int main(void)
{
    plan(14 + 3 + 5 + 15);
    test_whole();
    test_seed();
    test_real();
    return 0;
}
