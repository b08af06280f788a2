/* score_cli.c - `kosumi score`: score text diagrams and SGF games
 *
 * A diagram is any byte stream: 'X' is a black stone, 'O' a white stone, '-' an empty point, and
 * every other byte (spaces, newlines, letters, NUL, invalid UTF-8...) is ignored. The n*n points
 * are read row by row, n from 0 to 255. This is the format of the "Tromp-Taylor scoring"
 * code-golf task (codegolf.stackexchange.com/q/6693): with komi 0 its answers are ours.
 *
 * A board drawn by showboard, kosumi's or GNU Go's, pasted as it was answered, is read instead
 * when a line of the input is a row of one: the row number, the points ('.' and '+' empty, 'X',
 * 'O'), each after a space or a last-move parenthesis, and the row number again, then nothing or
 * text after a space (GNU Go's captures). Only those lines count; the coordinates, the captures
 * and the last move around the board are ignored, as their letters would be counted as points.
 * The rows must run from n down to 1 with n points each: one board, whole.
 *
 * Input is streamed through a fixed buffer, so its length does not matter: points past 255*255
 * are counted (for the error message) but not stored.
 *
 * An SGF game (a ".sgf" name, or input whose first byte that is not white space is '(') is read
 * whole, up to READALL_MAX bytes, replayed with every move checked (record.h), and its final
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
#include "core/args.h"
#include "core/color.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/score.h"
#include "sgf/record.h"
#include "sgf/sgf.h"
#include "util/readall.h"

#define MAX_POINTS (SCORE_MAX_SIZE * SCORE_MAX_SIZE)

/* The largest SGF input read (as loadsgf's bound in commands_sgf.c). */


struct options {
    double komi;
    struct rules rules;
    bool has_komi;  /* --komi given: it overrides an SGF game's KM */
    bool has_rules; /* --rules given: it overrides an SGF game's RU for scoring */
};

/* Buffers shared by every file of one run. */
struct work {
    uint8_t grid[MAX_POINTS];
    uint8_t drawn[MAX_POINTS]; /* the showboard drawing's points, top row first */
    uint8_t owner[MAX_POINTS];
    uint16_t queue[MAX_POINTS];
};

/* The longest line a showboard row is looked for in: a row of 255 points takes 520 bytes; of a
 * longer line (a row with a long text beside it) only the start is read. */
#define ROW_LINE_MAX 1024

/* A showboard drawing found line by line (drawing_line). */
struct drawing {
    char line[ROW_LINE_MAX];
    size_t len;       /* bytes of the current line in line[] */
    int size;         /* the board's size once its top row is seen, else 0 */
    int next;         /* the row expected next; 0 after row 1 */
    bool broken;      /* why says how */
    char why[128];
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
            "Score Go diagrams ('X' black, 'O' white, '-' empty; other bytes ignored),\n"
            "boards drawn by kosumi's or GNU Go's showboard, or the final positions of SGF\n"
            "games read from each FILE, or standard input when there is none or FILE is '-'.\n"
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

/* Score the game in an SGF input: replay it, score the final position under its RU[] and KM[]
 * unless --rules or --komi say otherwise. The moves are checked under RU[] whatever --rules says
 * (they were played under it); --rules is the fallback when RU[] is missing or unknown, and then
 * scores. Prints the result line; returns 0, or 1 after an error message. */
static int score_sgf(struct input *in, const struct options *opt, bool prefix)
{
    char *data = NULL;
    size_t len = 0;
    const char *why = readall(in->f, in->buf, in->len, &data, &len);
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
    if (opt->has_komi)
        record.has_komi = false; /* --komi replaces KM[], even one no game takes */
    status = record_to_game(&record, 0, &opt->rules, opt->komi, &g, &to_play, error, sizeof error);
    sgf_game_free(&record);
    if (status != 0) {
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, error);
        return 1;
    }
    /* No move is played any more, so changing the rules changes the scoring only. */
    if (opt->has_rules)
        g.rules = opt->rules;
    struct score_result result;
    status = game_score(&g, &result, NULL);
    game_free(&g);
    if (status != 0) { /* cannot happen: the board came from a valid game */
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, score_strerror(status));
        return 1;
    }
    return print_result(in, &result, prefix);
}

/* Reads a row number from *s (advanced past it): 1 to SCORE_MAX_SIZE, else -1. */
static int row_number(const char **s)
{
    int n = 0;
    if (**s < '0' || **s > '9')
        return -1;
    for (; **s >= '0' && **s <= '9'; (*s)++)
        if ((n = n * 10 + (**s - '0')) > SCORE_MAX_SIZE)
            return -1;
    return n >= 1 ? n : -1;
}

/* The points of a showboard row in line (NUL-terminated), into row[] (SCORE_MAX_SIZE of them),
 * and its number into *number; -1 when the line is not a row. */
static int parse_row(const char *line, uint8_t *row, int *number)
{
    const char *s = line;
    while (*s == ' ')
        s++;
    int first = row_number(&s), points = 0;
    if (first < 0)
        return -1;
    /* Each point after a space, or after the parenthesis that opens or closes the last move. */
    while (*s == ' ' || *s == '(' || *s == ')') {
        char c = s[1];
        uint8_t color = c == 'X' ? COLOR_BLACK : c == 'O' ? COLOR_WHITE
                        : c == '.' || c == '+' ? COLOR_EMPTY : 255;
        if (color == 255)
            break;
        if (points == SCORE_MAX_SIZE)
            return -1;
        row[points++] = color;
        s += 2;
    }
    if (points == 0 || (*s != ' ' && *s != ')'))
        return -1;
    s++;
    if (row_number(&s) != first || (*s != '\0' && *s != ' ' && *s != '\t' && *s != '\r'))
        return -1;
    *number = first;
    return points;
}

/* Takes the line in d->line as a row of the drawing, when it is one. */
static void drawing_line(struct drawing *d, uint8_t *drawn)
{
    uint8_t row[SCORE_MAX_SIZE];
    int number;
    d->line[d->len] = '\0';
    d->len = 0;
    int points = parse_row(d->line, row, &number);
    if (points < 0 || d->broken)
        return;
    d->broken = true;
    if (d->size == 0) {
        if (number != points) {
            snprintf(d->why, sizeof d->why,
                     "the showboard drawing starts at row %d with %d points: a %dx%d board "
                     "starts at row %d", number, points, points, points, points);
            return;
        }
        d->size = d->next = points;
    } else if (d->next == 0) {
        snprintf(d->why, sizeof d->why,
                 "a second showboard drawing after row 1 (one board a file)");
        return;
    } else if (number != d->next) {
        snprintf(d->why, sizeof d->why, "showboard row %d where row %d was expected", number,
                 d->next);
        return;
    } else if (points != d->size) {
        snprintf(d->why, sizeof d->why, "showboard row %d has %d points, not %d", number, points,
                 d->size);
        return;
    }
    memcpy(drawn + (size_t)(d->size - number) * (size_t)d->size, row, (size_t)points);
    d->next--;
    d->broken = false;
}

/* Read the whole diagram from IN into w->grid; *count is the number of points seen (the first
 * MAX_POINTS of them are stored). Any showboard drawing goes into w->drawn through d. Returns 0,
 * or an errno value. */
static int read_diagram(struct input *in, struct work *w, uint64_t *count, struct drawing *d)
{
    uint64_t n = 0;
    int err = 0;
    do {
        for (size_t i = 0; i < in->len; i++) {
            unsigned char byte = in->buf[i];
            if (byte == '\n')
                drawing_line(d, w->drawn);
            else if (d->len < sizeof d->line - 1)
                d->line[d->len++] = (char)byte;
            uint8_t color;
            switch (byte) {
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
    drawing_line(d, w->drawn); /* a last line without its newline */
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

/* Scores the size x size points of grid and prints the result line; returns 0, or 1 after an
 * error message. */
static int score_grid(const struct input *in, const struct options *opt, struct work *w,
                      const uint8_t *grid, int size, bool prefix)
{
    struct score_input input = {.grid = grid, .size = size, .komi = opt->komi};
    struct score_result result;
    int err = score_compute(&input, &opt->rules, w->owner, w->queue, &result);
    if (err < 0) { /* cannot happen: the size is checked and the grid built from valid colors */
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, score_strerror(err));
        return 1;
    }
    return print_result(in, &result, prefix);
}

static int score_diagram(struct input *in, const struct options *opt, struct work *w, bool prefix)
{
    uint64_t count;
    struct drawing d = {.len = 0};
    int err = read_diagram(in, w, &count, &d);
    if (err != 0) {
        fprintf(stderr, "kosumi score: cannot read '%s': %s\n", in->name, strerror(err));
        return 1;
    }
    if (!d.broken && d.next > 0)
        snprintf(d.why, sizeof d.why, "the showboard drawing stops after row %d", d.next + 1);
    if (d.broken || d.next > 0) {
        fprintf(stderr, "kosumi score: '%s': %s\n", in->name, d.why);
        return 1;
    }
    if (d.size > 0)
        return score_grid(in, opt, w, w->drawn, d.size, prefix);
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

    return score_grid(in, opt, w, w->grid, (int)side, prefix);
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
    double k;
    if (!args_parse_number(s, &k) || game_komi_check(k) != NULL)
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
