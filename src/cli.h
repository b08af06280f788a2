/* cli.h - the program's subcommands; main.c dispatches to them
 *
 * Each takes the arguments after its name (argv[0] is the subcommand name) and returns the
 * process exit status. They print results to stdout and errors to stderr.
 */
#ifndef KOSUMI_CLI_H
#define KOSUMI_CLI_H

/* Built without json-c, analysis_main only says so (and returns 1). */
int analysis_main(int argc, char **argv);
int bench_main(int argc, char **argv);
int review_main(int argc, char **argv);
int score_main(int argc, char **argv);

#endif
