/* review_cli.c - `kosumi review`: a game record reviewed move by move (see review.h)
 *
 *   kosumi review GAME.sgf [-o OUT.sgf] [--svg GRAPH.svg] [--playouts N | --time S]
 *                 [--threads T] [--seed S] [--rules SPEC]
 *
 * The annotated record goes to OUT.sgf, or to standard output without -o (or with -o -). Files
 * are written whole or not at all, only over a regular file or a new one in a directory we may
 * write in, as printsgf writes (writefile.h); both are checked before the review starts, and
 * one that still fails at the end keeps the other from being lost. On a terminal, stderr shows
 * a progress bar. At the end, each side's three biggest
 * mistakes (by severity, review.h) are listed: on standard output, or on standard error when the
 * record goes there. Exit status: 0, 1 when the record cannot be read or reviewed or a file cannot
 * be written, 2 on a bad command line.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "core/args.h"
#include "core/game.h"
#include "core/rules.h"
#include "engine/engine.h"
#include "review/review.h"
#include "sgf/sgf.h"
#include "sgf/sgf_tree.h"
#include "util/readall.h"
#include "util/writefile.h"

/* Each side's mistakes the summary describes in full; the others it names by number. */
#define SUMMARY_MOVES 3

static void print_usage(FILE *out)
{
    fprintf(out,
            "usage: kosumi review GAME.sgf [-o OUT.sgf] [--svg GRAPH.svg]\n"
            "                     [--playouts N | --time S] [--threads T] [--seed S]\n"
            "                     [--rules SPEC]\n");
}

/* The usage on stderr after a bad command line: the exit status 2. */
static int usage(void)
{
    print_usage(stderr);
    return 2;
}

/* The usage on stdout for --help and -h, as every subcommand answers them. */
static void help(void)
{
    print_usage(stdout);
    printf("Reviews the main line of an SGF game: every move judged, the mistakes marked\n"
           "(BM, DO) with kosumi's preferred line, and the biggest ones listed.\n"
           "  -o, --output OUT.sgf  the annotated record (default, or '-': standard output)\n"
           "  --svg GRAPH.svg       a graph of Black's win rate and score lead\n"
           "  --playouts N          playouts a position (default %ld)\n"
           "  --time S              seconds a position, instead of playouts\n"
           "  --threads T           search threads (default 1)\n"
           "  --seed S              seed of the searches (default 0)\n"
           "  --rules SPEC          the rules, in place of the record's RU (default: RU, or\n"
           "                        tromp-taylor without it); as kosumi --rules takes them\n",
           REVIEW_DEFAULT_PLAYOUTS);
}

/* The whole file into *data (*len bytes); NULL, or why it could not be read. */
static const char *read_file(const char *name, char **data, size_t *len)
{
    FILE *f = fopen(name, "rb");
    if (f == NULL)
        return strerror(errno);
    const char *why = readall(f, NULL, 0, data, len);
    fclose(f);
    return why;
}

/* True for the standard output as the output file: none given, or "-". */
static bool to_stdout(const char *name)
{
    return name == NULL || strcmp(name, "-") == 0;
}

/* Writes text[0..len) to `name` (writefile.h), or to stdout (to_stdout). Returns 0, or 1 after
 * a message. */
static int write_file(const char *name, const char *text, size_t len)
{
    if (to_stdout(name)) {
        if (fwrite(text, 1, len, stdout) != len || fflush(stdout) != 0) {
            fprintf(stderr, "kosumi review: cannot write to standard output: %s\n",
                    strerror(errno));
            return 1;
        }
        return 0;
    }
    const char *why = writefile_replace(name, text, len);
    if (why != NULL) {
        fprintf(stderr, "kosumi review: cannot write '%s': %s\n", name, why);
        return 1;
    }
    return 0;
}

/* Refuses, before an hour of searches, an output file writefile cannot replace: returns 0, or 1
 * after a message. */
static int check_output(const char *name)
{
    const char *why = name == NULL || to_stdout(name) ? NULL : writefile_check(name);
    if (why != NULL) {
        fprintf(stderr, "kosumi review: cannot write '%s': %s\n", name, why);
        return 1;
    }
    return 0;
}

/* The bar on a terminal: "review [#####.....] 23/61". */
static void progress(void *arg, size_t done, size_t total)
{
    (void)arg;
    int width = 40, filled = (int)(done * (size_t)width / (total ? total : 1));
    fprintf(stderr, "\rreview [%.*s%.*s] %zu/%zu positions", filled,
            "########################################", width - filled,
            "........................................", done, total);
    if (done == total)
        fputs("\n", stderr);
    fflush(stderr);
}

/* Each side's mistakes, the moves marked BM or DO (review_worst), biggest first: the first
 * SUMMARY_MOVES in full, the others by number, so that the summary names every move the record
 * marks and the graph circles. Returns 0, or 1 when out of memory. */
static int summary(FILE *out, const struct review *r)
{
    char rules[REVIEW_RULES_TEXT_MAX];
    fprintf(out, "Rules: %s\n", review_rules_text(r, rules, sizeof rules));
    size_t *worst = malloc((r->move_count + 1) * sizeof *worst);
    if (worst == NULL) {
        fprintf(stderr, "kosumi review: out of memory\n");
        return 1;
    }
    for (int color = COLOR_BLACK; color <= COLOR_WHITE; color++) {
        size_t count = review_worst(r, color, worst, r->move_count);
        fprintf(out, "%s's biggest mistakes:%s\n", color == COLOR_BLACK ? "Black" : "White",
                count ? "" : " none");
        for (size_t k = 0; k < count && k < SUMMARY_MOVES; k++) {
            const struct review_move *m = &r->moves[worst[k]];
            char played[REVIEW_VERTEX_MAX], best[REVIEW_VERTEX_MAX];
            fprintf(out,
                    "  move %zu: %s, kosumi prefers %s: lost %.1f%% of win rate, %.1f points "
                    "(%s, severity %.2f)\n",
                    worst[k] + 1, review_vertex(r->size, m->col, m->row, played),
                    review_vertex(r->size, m->best_col, m->best_row, best),
                    review_tenths(100 * m->loss), review_tenths(m->points_lost),
                    m->mark == REVIEW_BAD ? "BM" : "DO", m->severity);
        }
        for (size_t k = SUMMARY_MOVES; k < count; k++)
            fprintf(out, "%s%zu %s%s", k == SUMMARY_MOVES ? "  also marked: " : ", ",
                    worst[k] + 1, r->moves[worst[k]].mark == REVIEW_BAD ? "BM" : "DO",
                    k + 1 == count ? "\n" : "");
    }
    free(worst);
    return 0;
}

struct args {
    const char *game, *out, *svg;
    struct review_options review;
    struct rules rules; /* --rules */
};

/* Reads the command line into *a; returns 0, -1 after the help (exit status 0), or the exit
 * status after a message. */
static int parse_args(int argc, char **argv, struct args *a)
{
    bool playouts = false, seconds = false;
    review_options_init(&a->review);
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        long long n = 0;
        bool ok = true;
        if (opt[0] != '-' || strcmp(opt, "-") == 0) {
            if (a->game != NULL) {
                fprintf(stderr, "kosumi review: one game at a time ('%s' and '%s')\n", a->game,
                        opt);
                return usage();
            }
            a->game = opt;
            continue;
        }
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            help();
            return -1;
        }
        if (value == NULL) {
            fprintf(stderr, "kosumi review: '%s' needs a value or is unknown\n", opt);
            return usage();
        }
        if (strcmp(opt, "-o") == 0 || strcmp(opt, "--output") == 0) {
            a->out = value;
        } else if (strcmp(opt, "--svg") == 0) {
            a->svg = value;
        } else if (strcmp(opt, "--playouts") == 0) {
            ok = args_parse_whole(value, 1, 1000000000, &n);
            a->review.playouts = (long)n;
            playouts = true;
        } else if (strcmp(opt, "--time") == 0) {
            ok = args_parse_real(value, 0.001, ENGINE_MAX_SECONDS, &a->review.seconds);
            seconds = true;
        } else if (strcmp(opt, "--threads") == 0) {
            ok = args_parse_whole(value, 1, 256, &n);
            a->review.threads = (int)n;
        } else if (strcmp(opt, "--rules") == 0) {
            int error = rules_parse(value, &a->rules);
            if (error != 0) {
                fprintf(stderr, "kosumi review: bad rules '%s': %s\n", value,
                        rules_strerror(error));
                return usage();
            }
            a->review.rules = &a->rules;
        } else if (strcmp(opt, "--seed") == 0) {
            ok = args_parse_whole(value, 0, INT64_MAX, &n);
            a->review.seed = (uint64_t)n;
        } else {
            fprintf(stderr, "kosumi review: unknown option '%s'\n", opt);
            return usage();
        }
        if (!ok) {
            fprintf(stderr, "kosumi review: bad value for %s: '%s'\n", opt, value);
            return usage();
        }
        i++;
    }
    if (a->game == NULL) {
        fprintf(stderr, "kosumi review: no game given\n");
        return usage();
    }
    if (playouts && seconds) {
        fprintf(stderr, "kosumi review: --playouts and --time exclude each other\n");
        return usage();
    }
    return 0;
}

/* Reads the record both ways: *record for the review, *tree to write it back. Returns 0 or 1
 * after a message. */
static int load(const char *name, struct sgf_game *record, struct sgf_tree *tree)
{
    char *data = NULL, error[300];
    size_t len = 0;
    const char *why = read_file(name, &data, &len);
    if (why != NULL) {
        fprintf(stderr, "kosumi review: cannot read '%s': %s\n", name, why);
        return 1;
    }
    int status = sgf_read(data, len, record, error, sizeof error);
    if (status == 0 && (status = sgf_tree_read(data, len, tree, error, sizeof error)) != 0)
        sgf_game_free(record);
    free(data);
    if (status != 0) {
        fprintf(stderr, "kosumi review: '%s': %s\n", name, error);
        return 1;
    }
    return 0;
}

int review_main(int argc, char **argv)
{
    struct args a = {0};
    int status = parse_args(argc, argv, &a);
    if (status != 0)
        return status < 0 ? 0 : status;
    if (check_output(a.out) != 0 || check_output(a.svg) != 0)
        return 1;
    struct sgf_game record;
    struct sgf_tree tree;
    if (load(a.game, &record, &tree) != 0)
        return 1;

    struct review r;
    char error[300];
    bool bar = isatty(STDERR_FILENO);
    status = 1;
    if (review_run(&record, &a.review, bar ? progress : NULL, NULL, &r, error, sizeof error) != 0) {
        fprintf(stderr, "kosumi review: '%s': %s\n", a.game, error);
        goto free_record;
    }
    char *sgf = NULL, *svg = NULL;
    size_t sgf_len = 0, svg_len = 0;
    if (review_annotate(&r, &tree, error, sizeof error) != 0) {
        fprintf(stderr, "kosumi review: '%s': %s\n", a.game, error);
    } else if (sgf_tree_write(&tree, &sgf, &sgf_len) != 0 ||
               (a.svg != NULL && review_svg(&r, &svg, &svg_len) != 0)) {
        fprintf(stderr, "kosumi review: out of memory\n");
    } else {
        /* Each file on its own, the record first: a graph that cannot be written (its directory
         * gone since the check) loses none of the review's work. */
        int failed = write_file(a.out, sgf, sgf_len);
        if (a.svg != NULL)
            failed |= write_file(a.svg, svg, svg_len);
        failed |= summary(to_stdout(a.out) ? stderr : stdout, &r);
        status = failed == 0 && fflush(stdout) == 0 ? 0 : 1;
    }
    free(sgf);
    free(svg);
    review_free(&r);
free_record:
    sgf_tree_free(&tree);
    sgf_game_free(&record);
    return status;
}
