/* analysis_cli.c - `kosumi analysis`: KataGo's JSON analysis protocol on stdin and stdout
 *
 *   kosumi analysis [--threads N] [--visits N] [--nodes N] [--seed S]
 *                   [--report-as black|white|sidetomove] [--quit-without-waiting] [--verbose]
 *
 * The protocol is analysis/server.h's; this reads the options. Standard output carries only the
 * answers; standard error says why kosumi cannot start and, with --verbose, a line per search.
 * Built without json-c, the subcommand only says so. Exit status: 0 at the end of input, 1 when
 * the answers could not be written or json-c is missing, 2 on a bad command line.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"

#ifdef HAVE_JSON

#include <signal.h>

#include "analysis/server.h"
#include "core/args.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kosumi analysis [--threads N] [--visits N] [--nodes N] [--seed S]\n"
            "                       [--report-as black|white|sidetomove] "
            "[--quit-without-waiting]\n"
            "                       [--verbose]\n");
}

static void help(void)
{
    usage(stdout);
    printf("\nKataGo's JSON analysis protocol: one query a line on standard input, one answer a\n"
           "line per analysed turn on standard output, as each search ends.\n\n"
           "  --threads N             positions searched at once, one thread each (default 1)\n"
           "  --visits N              maxVisits of a query that gives none (default %ld)\n"
           "  --nodes N               each search's tree, in nodes of 40 bytes (default %ld)\n"
           "  --seed S                the searches' randomness (default 0)\n"
           "  --report-as SIDE        win rates, leads and ownership for black (default), white\n"
           "                          or sidetomove\n"
           "  --quit-without-waiting  at the end of input, stop the searches still running\n"
           "  --verbose               a line on standard error per search\n",
           ANALYSIS_DEFAULT_VISITS, ANALYSIS_DEFAULT_NODES);
}

int analysis_main(int argc, char **argv)
{
    struct analysis_options o;
    analysis_options_init(&o);
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            help();
            return 0;
        }
        if (strcmp(opt, "--verbose") == 0) {
            o.verbose = true;
            continue;
        }
        if (strcmp(opt, "--quit-without-waiting") == 0) {
            o.quit_without_waiting = true;
            continue;
        }
        long long n = 0;
        bool ok = value != NULL;
        if (strcmp(opt, "--threads") == 0) {
            ok = ok && args_parse_whole(value, 1, ANALYSIS_MAX_WORKERS, &n);
            o.workers = (int)n;
        } else if (strcmp(opt, "--visits") == 0) {
            ok = ok && args_parse_whole(value, 1, SEARCH_MAX_VISITS, &n);
            o.visits = (long)n;
        } else if (strcmp(opt, "--nodes") == 0) {
            ok = ok && args_parse_whole(value, 1000, 1000000000, &n);
            o.nodes = (long)n;
        } else if (strcmp(opt, "--seed") == 0) {
            ok = ok && args_parse_seed(value, &o.seed);
        } else if (strcmp(opt, "--report-as") == 0) {
            ok = ok && (strcmp(value, "black") == 0 || strcmp(value, "white") == 0 ||
                        strcmp(value, "sidetomove") == 0);
            if (ok)
                o.perspective = value[0] == 'b'   ? ANALYSIS_BLACK
                                : value[0] == 'w' ? ANALYSIS_WHITE
                                                  : ANALYSIS_SIDE_TO_MOVE;
        } else {
            fprintf(stderr, "kosumi analysis: unknown option '%s'\n", opt);
            usage(stderr);
            return 2;
        }
        if (!ok) {
            fprintf(stderr, "kosumi analysis: bad value for %s: '%s'\n", opt,
                    value != NULL ? value : "");
            usage(stderr);
            return 2;
        }
        i++;
    }
    /* a client that goes away is the end of the answers, not a signal */
#ifdef SIGPIPE
    signal(SIGPIPE, SIG_IGN);
#endif
    return analysis_serve(stdin, stdout, &o);
}

#else

int analysis_main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "kosumi analysis: kosumi was built without json-c, which KataGo's JSON "
                    "analysis protocol needs\n"
                    "(Debian: apt-get install libjson-c-dev pkg-config, then configure and make "
                    "again)\n");
    return 1;
}

#endif
