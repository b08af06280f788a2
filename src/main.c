/* main.c - options, mode choice and exit codes for the kosumi program
 *
 * `kosumi [OPTIONS]` speaks GTP on stdin/stdout. When stdin is a terminal (or with --interactive)
 * the same session is run for a person: a prompt, line editing and history (lineio.c). The
 * subcommands (`kosumi analysis`, `kosumi bench`, `kosumi review`, `kosumi score`) come first on
 * the command line and have options of their own; `kosumi analysis` is listed only when built
 * with json-c (without, it says that it is missing).
 *
 * Exit status: 0 after `quit` or the end of the input, 1 on an I/O error or when out of memory,
 * 2 on a bad command line.
 */
#include "config.h"

#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "core/args.h"
#include "core/rules.h"
#include "engine/level.h"
#include "gtp/commands.h"
#include "gtp/gtp.h"
#include "gtp/session.h"
#include "lineio.h"
#include "util/os.h"
#include "util/terminal.h"

static const struct subcommand {
    const char *name;
    int (*run)(int argc, char **argv);
} subcommands[] = {
    {"analysis", analysis_main},
    {"bench", bench_main},
    {"review", review_main},
    {"score", score_main},
};

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kosumi [--seed N] [--rules SPEC] [--interactive] [--show-board]\n"
            "              [--no-history] [--verbose] [--playouts N] [--time SECONDS]\n"
            "              [--threads N] [--resign-threshold X] [--nodes N] [--ponder]\n"
            "              [--level N] [--book]\n"
            "       kosumi --help | -h | --version\n");
#ifdef HAVE_JSON
    fputs("       kosumi analysis [--threads N] [--visits N] [--nodes N] [--seed S]\n"
          "                       [--report-as black|white|sidetomove] [--quit-without-waiting]\n",
          out);
#endif
    fprintf(out,
            "       kosumi bench [--size N] [--playouts P] [--seed S] [--threads T]\n"
            "                    [--policy light|search]\n"
            "       kosumi review GAME.sgf [-o OUT.sgf] [--svg GRAPH.svg]\n"
            "                     [--playouts N | --time S] [--threads T] [--seed S]\n"
            "                     [--rules SPEC]\n"
            "       kosumi score [--komi K] [--rules SPEC] [FILE...]\n");
}

static void help(void)
{
    usage(stdout);
    printf(
        "\n"
        "Plays Go through the Go Text Protocol (GTP 2) on stdin and stdout, for GoGui,\n"
        "Sabaki, gogui-twogtp, gomill and other controllers. On a terminal it runs the same\n"
        "commands for a person, with line editing, history and Tab completion.\n"
        "\n"
        "  --seed N        seed of the move generator (default: from the time and pid)\n"
        "  --rules SPEC    the rules: a preset (tromp-taylor, chinese, japanese, aga...),\n"
        "                  KataGo JSON or shorthand (default tromp-taylor); not the komi\n"
        "  --interactive   a session for a person even when stdin is not a terminal\n"
        "  --show-board    show the board after each command that changes it\n"
        "  --no-history    do not read or write ~/.kosumi_history\n"
        "  --verbose       diagnostics on stderr\n"
        "  --playouts N    playouts per move (with --time: whichever ends first)\n"
        "  --time SECONDS  thinking time per move (a game clock can shorten it)\n"
        "  --threads N     search threads (default: one a processor, at most 8; 1 with\n"
        "                  --seed, so that a seeded game replays)\n"
        "  --resign-threshold X\n"
        "                  resign below this win rate, 0 to 1 (default 0.1; 0: never)\n"
        "  --nodes N       the search tree's node budget (default 6000000, 40 bytes each)\n"
        "  --ponder        after genmove, search on until the next command arrives\n"
        "  --level N       strength, 1 (a beginner's opponent) to 10 (full, the default):\n"
        "                  at most a set number of playouts a move (fewer when the\n"
        "                  move is clear), weaker choices below 10;\n"
        "                  --playouts or --time replace the level's playouts only\n"
        "  --book          play from the opening book on 19x19 (at level 10): a position\n"
        "                  in it gets one of its replies without a search\n"
        "  --help, -h      this text\n"
        "  --version       the version\n"
        "\n"
        "Type help for the GTP commands; see kosumi(6).\n");
}

/* The engine's options: each one's bounds, which parse it and which the refusal states, so that
 * a user need not look the range up to mend the command line. */
static const struct engine_option_range {
    int option;
    const char *name;
    double min, max;
    bool whole;
} engine_option_ranges[] = {
    {'p', "playouts", 1, 1000000000, true},
    {'t', "time", 0.001, ENGINE_MAX_SECONDS, false},
    {'T', "threads", 1, 256, true},
    {'r', "resign-threshold", 0, 1, false},
    {'l', "level", LEVEL_MIN, LEVEL_MAX, true},
    {'n', "nodes", 1000, 1000000000, true},
};

/* The engine's options; false (after a message) when the value is bad. */
static bool engine_option(int option, const char *arg, struct engine_options *o)
{
    const struct engine_option_range *r = &engine_option_ranges[0];
    while (r->option != option)
        r++;
    long long n = 0;
    double x = 0;
    bool ok = r->whole ? args_parse_whole(arg, (long long)r->min, (long long)r->max, &n)
                       : args_parse_real(arg, r->min, r->max, &x);
    if (!ok) {
        fprintf(stderr, "kosumi: invalid value '%s' for --%s: %s from %g to %.0f\n", arg, r->name,
                r->whole ? "a whole number" : option == 't' ? "a number of seconds" : "a number",
                r->min, r->max);
        return false;
    }
    switch (option) {
    case 'p': o->playouts = (long)n; break;
    case 't': o->seconds = x; break;
    case 'T': o->threads = (int)n; break;
    case 'r': o->resign_threshold = x; break;
    case 'l': o->level = (int)n; break;
    default: o->nodes = (long)n; break;
    }
    return true;
}

/* Ctrl-C in an interactive session. The handler only raises this flag; lineio (at the prompt) and
 * the session (during a search) act on it. */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

/* At the prompt, every Ctrl-C drops the line typed (the read must see EINTR). During a command,
 * the first one stops a search, which then plays its best move so far; the handler gives way to
 * the default action at once, so that a second Ctrl-C ends kosumi even in a command that does not
 * look at the flag. */
static void catch_interrupts(bool in_command)
{
    os_catch_sigint(on_interrupt, in_command);
    interrupted = 0;
}

/* A person at a terminal: prompt, readline, history; the same commands and responses. */
static int run_interactive(struct session *s, bool history)
{
    char *history_file = NULL;
    const char *home = getenv("HOME");
    if (history && home != NULL && *home != '\0') {
        size_t n = strlen(home) + sizeof "/.kosumi_history";
        history_file = malloc(n);
        if (history_file != NULL)
            snprintf(history_file, n, "%s/.kosumi_history", home);
    }
    struct lineio_options lo = {
        .prompt = "kosumi> ",
        .history_file = history_file,
        .max_len = GTP_LINE_MAX,
        .complete = commands_complete,
        .interrupted = &interrupted,
    };
    struct lineio *io = lineio_open(&lo);
    if (io == NULL) {
        free(history_file);
        fprintf(stderr, "kosumi: out of memory\n");
        return 1;
    }
    if (isatty(STDIN_FILENO))
        fprintf(stderr,
                "kosumi %s: GTP commands; help lists them, ^C stops a search, quit or ^D "
                "ends.\n",
                PACKAGE_VERSION);
    char *line;
    size_t len;
    bool too_long;
    int status = 0;
    for (;;) {
        catch_interrupts(false);
        if (lineio_read(io, &line, &len, &too_long) != 1)
            break;
        catch_interrupts(true);
        if (session_execute(s, line, len, too_long) == GTP_QUIT)
            break;
    }
    os_default_sigint();
    if (ferror(stdout)) {
        fprintf(stderr, "kosumi: cannot write responses\n");
        status = 1;
    }
    lineio_close(io);
    free(history_file);
    return status;
}

int main(int argc, char **argv)
{
    if (argc > 1)
        for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
            if (strcmp(argv[1], subcommands[i].name) == 0)
                return subcommands[i].run(argc - 1, argv + 1);

    enum {
        OPT_SEED = 256,
        OPT_RULES,
        OPT_INTERACTIVE,
        OPT_VERBOSE,
        OPT_NO_HISTORY,
        OPT_SHOW_BOARD,
        OPT_PONDER,
        OPT_BOOK,
        OPT_HELP,
        OPT_VERSION,
        /* the engine's: engine_option's letters */
        OPT_PLAYOUTS = 'p',
        OPT_TIME = 't',
        OPT_THREADS = 'T',
        OPT_RESIGN = 'r',
        OPT_NODES = 'n',
        OPT_LEVEL = 'l',
        OPT_HELP_SHORT = 'h',
    };
    static const struct option options[] = {
        {"seed", required_argument, NULL, OPT_SEED},
        {"rules", required_argument, NULL, OPT_RULES},
        {"interactive", no_argument, NULL, OPT_INTERACTIVE},
        {"verbose", no_argument, NULL, OPT_VERBOSE},
        {"no-history", no_argument, NULL, OPT_NO_HISTORY},
        {"show-board", no_argument, NULL, OPT_SHOW_BOARD},
        {"help", no_argument, NULL, OPT_HELP},
        {"version", no_argument, NULL, OPT_VERSION},
        {"playouts", required_argument, NULL, OPT_PLAYOUTS},
        {"time", required_argument, NULL, OPT_TIME},
        {"threads", required_argument, NULL, OPT_THREADS},
        {"resign-threshold", required_argument, NULL, OPT_RESIGN},
        {"nodes", required_argument, NULL, OPT_NODES},
        {"ponder", no_argument, NULL, OPT_PONDER},
        {"book", no_argument, NULL, OPT_BOOK},
        {"level", required_argument, NULL, OPT_LEVEL},
        {NULL, 0, NULL, 0},
    };
    struct session_options so;
    session_options_init(&so);
    so.seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
    bool interactive = false, history = true, seeded = false, threads_given = false;
    struct rules rules;
    int c;
    opterr = 0; /* our own messages below */
    while ((c = getopt_long(argc, argv, "h", options, NULL)) != -1) {
        switch (c) {
        case OPT_SEED:
            if (!args_parse_seed(optarg, &so.seed)) {
                fprintf(stderr, "kosumi: invalid seed '%s'\n", optarg);
                usage(stderr);
                return 2;
            }
            seeded = true;
            break;
        case OPT_RULES: {
            int error = rules_parse(optarg, &rules);
            if (error != 0) {
                fprintf(stderr, "kosumi: bad rules '%s': %s\n", optarg, rules_strerror(error));
                usage(stderr);
                return 2;
            }
            so.rules = &rules;
            break;
        }
        case OPT_INTERACTIVE: interactive = true; break;
        case OPT_VERBOSE: so.verbose = true; break;
        case OPT_NO_HISTORY: history = false; break;
        case OPT_SHOW_BOARD: so.show_board = true; break;
        case OPT_PONDER: so.ponder = true; break;
        case OPT_BOOK: so.engine.book = true; break;
        case OPT_HELP:
        case OPT_HELP_SHORT: help(); return 0;
        case OPT_VERSION: printf("kosumi %s\n", PACKAGE_VERSION); return 0;
        case OPT_PLAYOUTS:
        case OPT_TIME:
        case OPT_THREADS:
        case OPT_RESIGN:
        case OPT_NODES:
        case OPT_LEVEL:
            if (!engine_option(c, optarg, &so.engine)) {
                usage(stderr);
                return 2;
            }
            threads_given |= c == OPT_THREADS;
            break;
        default:
            if (optopt != 0 && optopt < 256)
                fprintf(stderr, "kosumi: unknown option '-%c'\n", optopt);
            else
                fprintf(stderr, "kosumi: unknown or incomplete option '%s'\n", argv[optind - 1]);
            usage(stderr);
            return 2;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "kosumi: unknown subcommand '%s'\n", argv[optind]);
        usage(stderr);
        return 2;
    }
    /* A user's machine has several processors, and a search gains from each. Threads make a
     * search's playouts depend on their timing, so a seeded run, whose point is that it plays
     * the same moves again, keeps to one thread unless told otherwise. */
    if (!threads_given && !seeded) {
        int n = os_processors();
        so.engine.threads = n < ENGINE_DEFAULT_THREADS_MAX ? n : ENGINE_DEFAULT_THREADS_MAX;
    }

    /* A controller that goes away makes the next write fail (EPIPE) instead of killing us, so the
     * session ends with exit status 1 like any other output error. */
    os_ignore_sigpipe();
    /* GTP's bytes as they are on Windows too ("\n\n" ends a response, not "\r\n\r\n"), and an
     * input that a search can look at for "# interrupt" without blocking. */
    os_gtp_stdio();
    so.interactive = interactive || isatty(STDIN_FILENO);
    so.err = stderr;
    /* GTP mode keeps SIGINT's default action: controllers stop a search with gogui-interrupt. */
    if (so.interactive)
        so.interrupt = &interrupted;
    if (so.verbose)
        fprintf(stderr, "kosumi: %s mode, seed %" PRIu64 ", %d thread%s\n",
                so.interactive ? "interactive" : "GTP", so.seed, so.engine.threads,
                so.engine.threads == 1 ? "" : "s");
    /* Keys and redrawing need the person's terminal on both sides; --interactive on a pipe,
     * or output sent to a file, gets the plain answers. */
    struct terminal *terminal = so.interactive ? terminal_open(STDIN_FILENO, stdout) : NULL;
    so.terminal = terminal;
    size_t count;
    const struct gtp_command *commands = commands_table(&count);
    struct session *s = session_new(stdout, &so, commands, count);
    if (s == NULL) {
        terminal_close(terminal);
        fprintf(stderr, "kosumi: out of memory\n");
        return 1;
    }
    int status = so.interactive ? run_interactive(s, history) : session_run(s, STDIN_FILENO);
    session_free(s);
    terminal_close(terminal);
    return status;
}
