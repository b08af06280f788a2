/* score_cli.c - `kosumi score`: score text diagrams and SGF games
 *
 * A diagram is any byte stream: 'X' is a black stone, 'O' a white stone, '-' an empty point, and
 * every other byte (spaces, newlines, letters, NUL, invalid UTF-8...) is ignored. The n*n points
 * are read row by row, n from 0 to 255. This is the format of the "Tromp-Taylor scoring"
 * code-golf task (codegolf.stackexchange.com/q/6693): with komi 0 its answers are ours.
 *
 * Input is streamed through a fixed buffer, so its length does not matter: points past 255*255
 * are counted (for the error message) but not stored.
 *
 * An SGF game (a ".sgf" name, or input whose first byte that is not white space is '(') is read
 * whole, up to SGF_FILE_MAX bytes, replayed with every move checked (record.h), and its final
 * position scored: the batch adjudicator for engine-match records.
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "color.h"
#include "game.h"
#include "record.h"
#include "rules.h"
#include "score.h"
#include "sgf.h"

#define MAX_POINTS (SCORE_MAX_SIZE * SCORE_MAX_SIZE)

/* The largest SGF input read (as loadsgf's bound in commands_sgf.c). */
#define SGF_FILE_MAX ((size_t)64 << 20)
#define SGF_TOO_LARGE "larger than 64 MiB"


struct options {
    double komi;
    struct rules rules;
    bool has_komi;  /* --komi given: it overrides an SGF game's KM */
    bool has_rules; /* --rules given: it overrides an SGF game's RU for scoring */
};

/* Buffers shared by every file of one run. */
struct work {
    uint8_t grid[MAX_POINTS];
    uint8_t owner[MAX_POINTS];
    uint16_t queue[MAX_POINTS];
};

/* An open input and the first bytes read from it, which decide how it is scored. */
struct input {
    FILE *f;
    const char *name; /* for messages: the file name, or "(stdin)" */
    unsigned char buf[16384];
    size_t len; /* bytes in buf */
};

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kosumi score [--komi K] [--rules SPEC] [FILE...]\n"
            "Score Go diagrams ('X' black, 'O' white, '-' empty; other bytes ignored)\n"
            "or the final positions of SGF games read from each FILE, or standard input\n"
            "when there is none or FILE is '-'.\n"
            "  --komi K      komi for white (default 0; for SGF, KM[] unless given)\n"
            "  --rules SPEC  a preset name, KataGo JSON or shorthand (default tromp-taylor;\n"
            "                for SGF, RU[] unless given)\n");
}

/* Refill in->buf; false at end of input or on a read error (then errno is kept in *err). */
static bool refill(struct input *in, int *err)
{
    in->len = fread(in->buf, 1, sizeof in->buf, in->f);
    if (in->len == 0 && ferror(in->f)) {
        *err = errno != 0 ? errno : EIO;
        return false;
    }
    return in->len > 0;
}

/* Whether an input is an SGF game rather than a diagram: a ".sgf" name (any case), or a first
 * byte other than white space (or a UTF-8 byte order mark) of '(', which a diagram never needs. */
static bool is_sgf(const struct input *in)
{
    size_t start = 0;
    if (in->len >= 3 && memcmp(in->buf, "\xef\xbb\xbf", 3) == 0)
        start = 3;
    while (start < in->len && in->buf[start] != '\0' && strchr(" \t\r\n\v\f", in->buf[start]))
        start++;
    if (start < in->len && in->buf[start] == '(')
        return true;
    size_t n = strlen(in->name);
    static const char ext[] = ".sgf";
    if (n < sizeof ext - 1)
        return false;
    const char *tail = in->name + n - (sizeof ext - 1);
    for (size_t i = 0; i < sizeof ext - 1; i++) {
        char c = tail[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != ext[i])
            return false;
    }
    return true;
}

/* Prints the result line of one input: "B+3.5", "W+0.5", "Jigo", after "NAME: " when several
 * inputs are scored. Returns 0, or 1 after an error message. */
static int print_result(const struct input *in, const struct score_result *result, bool prefix)
{
    char text[80];
    if (score_format_result(result, text, sizeof text) < 0) {
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, score_strerror(SCORE_E_SPACE));
        return 1;
    }
    if (prefix)
        printf("%s: %s\n", in->name, text);
    else
        printf("%s\n", text);
    return 0;
}

/* Reads the rest of IN (after the in->len bytes in in->buf) into a new buffer: *data, *len.
 * Returns NULL, or why it failed (the input is larger than SGF_FILE_MAX, a read error...). */
static const char *slurp(struct input *in, char **data, size_t *len)
{
    size_t capacity = sizeof in->buf, used = in->len;
    char *buf = malloc(capacity);
    if (buf == NULL)
        return "out of memory";
    memcpy(buf, in->buf, used);
    for (;;) {
        if (used == capacity) {
            if (capacity > SGF_FILE_MAX) {
                free(buf);
                return SGF_TOO_LARGE;
            }
            size_t bigger = capacity < SGF_FILE_MAX / 2 ? 2 * capacity : SGF_FILE_MAX + 1;
            char *grown = realloc(buf, bigger);
            if (grown == NULL) {
                free(buf);
                return "out of memory";
            }
            buf = grown;
            capacity = bigger;
        }
        size_t n = fread(buf + used, 1, capacity - used, in->f);
        used += n;
        if (n == 0)
            break;
    }
    if (ferror(in->f)) {
        int err = errno != 0 ? errno : EIO;
        free(buf);
        return strerror(err);
    }
    if (used > SGF_FILE_MAX) {
        free(buf);
        return SGF_TOO_LARGE;
    }
    *data = buf;
    *len = used;
    return NULL;
}

/* Score the game in an SGF input: replay it, score the final position under its RU[] and KM[]
 * unless --rules or --komi say otherwise. The moves are checked under RU[] whatever --rules says
 * (they were played under it); --rules is the fallback when RU[] is missing or unknown, and then
 * scores. Prints the result line; returns 0, or 1 after an error message. */
static int score_sgf(struct input *in, const struct options *opt, bool prefix)
{
    char *data = NULL;
    size_t len = 0;
    const char *why = slurp(in, &data, &len);
    if (why != NULL) {
        fprintf(stderr, "kosumi score: cannot read '%s': %s\n", in->name, why);
        return 1;
    }
    struct sgf_game record;
    char error[256];
    int status = sgf_read(data, len, &record, error, sizeof error);
    free(data);
    if (status != 0) {
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, error);
        return 1;
    }
    struct rules file_rules;
    if (!opt->has_rules && record.rules.text != NULL &&
        rules_from_sgf(record.rules.text, &file_rules) != 0) {
        char ru[41]; /* the file's text, shortened, without control characters */
        snprintf(ru, sizeof ru, "%s", record.rules.text);
        for (char *p = ru; *p != '\0'; p++)
            if ((unsigned char)*p < 0x20 || *p == 0x7f)
                *p = '?';
        fprintf(stderr, "kosumi score: '%s': unknown rules RU[%s], using tromp-taylor\n", in->name,
                ru);
    }
    struct game g;
    int to_play;
    status = record_to_game(&record, 0, &opt->rules, opt->komi, &g, &to_play, error, sizeof error);
    sgf_game_free(&record);
    if (status != 0) {
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, error);
        return 1;
    }
    /* No move is played any more, so changing the rules changes the scoring only. */
    if (opt->has_rules)
        g.rules = opt->rules;
    if (opt->has_komi)
        g.komi = opt->komi;
    if (!game_komi_valid(g.komi)) { /* KM[1e300] is a finite SGF Real */
        fprintf(stderr, "kosumi score: '%s': komi %g out of range\n", in->name, g.komi);
        game_free(&g);
        return 1;
    }
    struct score_result result;
    status = game_score(&g, &result, NULL);
    game_free(&g);
    if (status != 0) { /* cannot happen: the board came from a valid game */
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, score_strerror(status));
        return 1;
    }
    return print_result(in, &result, prefix);
}

/* Read the whole diagram from IN into w->grid; *count is the number of points seen (the first
 * MAX_POINTS of them are stored). Returns 0, or an errno value. */
static int read_diagram(struct input *in, struct work *w, uint64_t *count)
{
    uint64_t n = 0;
    int err = 0;
    do {
        for (size_t i = 0; i < in->len; i++) {
            uint8_t color;
            switch (in->buf[i]) {
            case 'X': color = COLOR_BLACK; break;
            case 'O': color = COLOR_WHITE; break;
            case '-': color = COLOR_EMPTY; break;
            default: continue;
            }
            if (n < MAX_POINTS)
                w->grid[n] = color;
            n++;
        }
    } while (refill(in, &err));
    *count = n;
    return err;
}

/* The side of a square of COUNT points, or -1 when COUNT is not a square. */
static long square_side(uint64_t count)
{
    uint64_t s = (uint64_t)sqrt((double)count);
    while (s > 0 && s * s > count)
        s--;
    while ((s + 1) * (s + 1) <= count)
        s++;
    return s * s == count ? (long)s : -1;
}

static int score_diagram(struct input *in, const struct options *opt, struct work *w, bool prefix)
{
    uint64_t count;
    int err = read_diagram(in, w, &count);
    if (err != 0) {
        fprintf(stderr, "kosumi score: cannot read '%s': %s\n", in->name, strerror(err));
        return 1;
    }
    long side = square_side(count);
    if (side < 0) {
        fprintf(stderr, "kosumi score: '%s': %llu points is not a square board\n", in->name,
                (unsigned long long)count);
        return 1;
    }
    if (side > SCORE_MAX_SIZE) {
        fprintf(stderr, "kosumi score: '%s': %llu points make a %ldx%ld board, larger than %dx%d\n",
                in->name, (unsigned long long)count, side, side, SCORE_MAX_SIZE, SCORE_MAX_SIZE);
        return 1;
    }

    struct score_input input = {.grid = w->grid, .size = (int)side, .komi = opt->komi};
    struct score_result result;
    err = score_compute(&input, &opt->rules, w->owner, w->queue, &result);
    if (err < 0) { /* cannot happen: the size is checked and the grid built from valid colors */
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, score_strerror(err));
        return 1;
    }
    return print_result(in, &result, prefix);
}

/* Score one FILE argument ("-" is standard input). Returns 0, or 1 after an error message. */
static int score_file(const char *arg, const struct options *opt, struct work *w, struct input *in,
                      bool prefix)
{
    bool is_stdin = strcmp(arg, "-") == 0;
    in->name = is_stdin ? "(stdin)" : arg;
    in->f = is_stdin ? stdin : fopen(arg, "rb");
    if (in->f == NULL) {
        fprintf(stderr, "kosumi score: cannot open '%s': %s\n", arg, strerror(errno));
        return 1;
    }
    int err = 0;
    in->len = 0;
    if (!refill(in, &err) && err != 0) {
        fprintf(stderr, "kosumi score: cannot read '%s': %s\n", in->name, strerror(err));
        if (!is_stdin)
            fclose(in->f);
        return 1;
    }
    int status = is_sgf(in) ? score_sgf(in, opt, prefix) : score_diagram(in, opt, w, prefix);
    if (!is_stdin)
        fclose(in->f);
    return status;
}

static bool parse_komi(const char *s, double *komi)
{
    char *end;
    errno = 0;
    double k = strtod(s, &end);
    if (end == s || *end != '\0' || errno != 0 || !game_komi_valid(k))
        return false;
    *komi = k;
    return true;
}

/* The value of option NAME at argv[*i]: "--name=value" or "--name value". NULL when argv[*i] is
 * not that option; *missing is set when it is but has no value. */
static const char *option_value(int argc, char **argv, int *i, const char *name, bool *missing)
{
    size_t n = strlen(name);
    const char *a = argv[*i];
    if (strncmp(a, name, n) != 0)
        return NULL;
    if (a[n] == '=')
        return a + n + 1;
    if (a[n] != '\0')
        return NULL;
    if (*i + 1 >= argc) {
        *missing = true;
        return NULL;
    }
    return argv[++*i];
}

int score_main(int argc, char **argv)
{
    struct options opt = {.komi = 0};
    rules_default(&opt.rules);

    const char **files = malloc(sizeof *files * (size_t)(argc > 0 ? argc : 1));
    if (files == NULL) {
        fprintf(stderr, "kosumi score: out of memory\n");
        return 1;
    }
    int nfiles = 0;
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (options_done || a[0] != '-' || a[1] == '\0') {
            files[nfiles++] = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            options_done = true;
            continue;
        }
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            free(files);
            return 0;
        }
        bool missing = false;
        const char *value;
        if ((value = option_value(argc, argv, &i, "--komi", &missing)) != NULL) {
            if (!parse_komi(value, &opt.komi)) {
                fprintf(stderr, "kosumi score: bad komi '%s'\n", value);
                goto usage_error;
            }
            opt.has_komi = true;
        } else if (!missing &&
                   (value = option_value(argc, argv, &i, "--rules", &missing)) != NULL) {
            int err = rules_parse(value, &opt.rules);
            if (err < 0) {
                fprintf(stderr, "kosumi score: bad rules '%s': %s\n", value, rules_strerror(err));
                goto usage_error;
            }
            opt.has_rules = true;
        } else if (missing) {
            fprintf(stderr, "kosumi score: option '%s' needs a value\n", a);
            goto usage_error;
        } else {
            fprintf(stderr, "kosumi score: unknown option '%s'\n", a);
            goto usage_error;
        }
    }
    if (nfiles == 0)
        files[nfiles++] = "-";

    struct work *w = malloc(sizeof *w);
    struct input *in = malloc(sizeof *in);
    int status = 0;
    if (w == NULL || in == NULL) {
        fprintf(stderr, "kosumi score: out of memory\n");
        status = 1;
    } else {
        for (int i = 0; i < nfiles; i++)
            if (score_file(files[i], &opt, w, in, nfiles > 1) != 0)
                status = 1;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "kosumi score: cannot write the results: %s\n", strerror(errno));
        status = 1;
    }
    free(in);
    free(w);
    free(files);
    return status;

usage_error:
    usage(stderr);
    free(files);
    return 2;
}
