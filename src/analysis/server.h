/* server.h - kosumi analysis: KataGo's JSON analysis protocol over a pair of streams
 *
 * Queries are read a line at a time from `in`; each analysed turn becomes a job in one queue
 * (highest priority first, then the order they came in), and `workers` threads take jobs from
 * it, each searching its position on one search thread with a tree of its own, so that that
 * many turns are searched at once. Answers are written to `out` whole lines at a time, as each
 * search ends (out of order). One search thread per position is a choice for throughput: a
 * batch of positions keeps every core busy without the shared tree's contention, and the
 * answer of a turn does not depend on what else is being searched (with a seed, the same query
 * gives the same answer). It is what KataGo's example configuration advises for throughput
 * (numSearchThreadsPerAnalysisThread = 1).
 *
 * A search runs in steps of a few hundred playouts, so that terminate stops it within a step
 * (it then answers what it found, or noResults when it never started). At the end of input the
 * queued jobs are finished first (or, with quit_without_waiting, terminated), then
 * analysis_serve returns.
 */
#ifndef KOSUMI_ANALYSIS_SERVER_H
#define KOSUMI_ANALYSIS_SERVER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "analysis/answer.h"

/* The longest query line read; a longer one is answered with an error and skipped. A query
 * of a 1,000-move game is about 15 kB. */
#define ANALYSIS_LINE_MAX (1L << 20)
/* maxVisits when a query gives none. */
#define ANALYSIS_DEFAULT_VISITS 1000L
/* Each worker's tree (nodes of search.h): about 40 MB; enough for tens of thousands of visits
 * on 19x19, beyond which the tree stops growing and the playouts go on. */
#define ANALYSIS_DEFAULT_NODES 1000000L
#define ANALYSIS_MAX_WORKERS 256

struct analysis_options {
    int workers;   /* positions searched at once, one thread each */
    long visits;   /* maxVisits of a query without one */
    long nodes;    /* each worker's tree */
    uint64_t seed; /* a job's randomness: this, the query's id and the turn */
    enum analysis_perspective perspective;
    bool quit_without_waiting;
    bool verbose; /* a line on stderr per search */
};

/* One worker, ANALYSIS_DEFAULT_VISITS and _NODES, seed 0, Black's perspective. */
void analysis_options_init(struct analysis_options *o);

/* Serves queries from `in` until its end. Returns 0, or 1 when the workers could not be set up
 * (out of memory, no threads) or writing to `out` failed, after a message on stderr. */
int analysis_serve(FILE *in, FILE *out, const struct analysis_options *o);

#endif
