/* server.c - kosumi analysis: the queue, the workers and the actions (server.h)
 *
 * One lock guards the queue, the jobs each worker runs and the queries' reference counts; a
 * second one the output, so that answers never interleave. A worker reads its job's stop flag
 * (terminate) between steps without the lock.
 */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/server.h"
#include "engine/evaluator.h"
#include "util/monotonic.h"
#include "util/rng.h"

/* Playouts per step: terminate is seen after at most this many (tens of milliseconds on
 * 19x19). A count, not a time: steps of fixed sizes keep a search a function of its seed. */
#define STEP_PLAYOUTS 128

/* A query shared by the jobs of its turns; freed with the last one. */
struct shared_query {
    struct analysis_query q;
    int refs; /* under server.lock */
};

struct job {
    struct shared_query *sq;
    int turn;
    int priority;
    unsigned long seq; /* arrival, for ties of priority */
    atomic_bool stop;  /* terminate: end the search at the next step */
    struct job *next;
};

struct worker {
    struct server *server;
    pthread_t thread;
    struct search *search;
    struct search_result result;
    double ownership[BOARD_MAX_POINTS];
    struct job *job; /* the one it runs (under server.lock), NULL */
};

struct server {
    const struct analysis_options *o;
    FILE *out;
    pthread_mutex_t out_lock;
    bool out_failed;
    pthread_mutex_t lock;
    pthread_cond_t work;
    struct job *queue; /* by priority (highest first), then seq */
    unsigned long seq;
    bool closing; /* the input ended: workers leave once the queue is empty */
    struct worker *workers;
};

void analysis_options_init(struct analysis_options *o)
{
    *o = (struct analysis_options){.workers = 1, .visits = ANALYSIS_DEFAULT_VISITS,
                                   .nodes = ANALYSIS_DEFAULT_NODES,
                                   .perspective = ANALYSIS_BLACK};
}

/* --- output -------------------------------------------------------------------------------- */

/* Writes obj as one line and releases it. */
static void emit(struct server *sv, json_object *obj)
{
    if (obj == NULL) {
        fprintf(stderr, "kosumi analysis: out of memory for an answer\n");
        return;
    }
    const char *text = json_object_to_json_string_ext(obj, JSON_C_TO_STRING_PLAIN |
                                                               JSON_C_TO_STRING_NOSLASHESCAPE);
    pthread_mutex_lock(&sv->out_lock);
    if (text == NULL || fputs(text, sv->out) == EOF || putc('\n', sv->out) == EOF ||
        fflush(sv->out) == EOF)
        sv->out_failed = true;
    pthread_mutex_unlock(&sv->out_lock);
    json_object_put(obj);
}

/* {"error" or "warning": text, "field": field, "id": id}, field and id left out when NULL. */
static void emit_problem(struct server *sv, const char *kind, const char *id, const char *field,
                         const char *text)
{
    json_object *obj = json_object_new_object();
    if (obj != NULL) {
        json_object_object_add(obj, kind, json_object_new_string(text));
        if (field != NULL && field[0] != '\0')
            json_object_object_add(obj, "field", json_object_new_string(field));
        if (id != NULL)
            json_object_object_add(obj, "id", json_object_new_string(id));
    }
    emit(sv, obj);
}

struct warn_context {
    struct server *sv;
    const char *id;
};

static void warn(void *arg, const char *field, const char *text)
{
    struct warn_context *w = arg;
    emit_problem(w->sv, "warning", w->id, field, text);
}

/* {"id", "turnNumber", "isDuringSearch": false, "noResults": true}: a job that never ran. */
static void emit_no_results(struct server *sv, const struct job *job)
{
    json_object *obj = json_object_new_object();
    if (obj != NULL) {
        json_object_object_add(obj, "id", json_object_new_string(job->sq->q.id));
        json_object_object_add(obj, "isDuringSearch", json_object_new_boolean(false));
        json_object_object_add(obj, "noResults", json_object_new_boolean(true));
        json_object_object_add(obj, "turnNumber", json_object_new_int(job->turn));
    }
    emit(sv, obj);
}

/* --- jobs ---------------------------------------------------------------------------------- */

/* Drops a job (under sv->lock); its query goes with the last of them. */
static void release(struct job *job)
{
    if (--job->sq->refs == 0) {
        analysis_query_free(&job->sq->q);
        free(job->sq);
    }
    free(job);
}

static void enqueue(struct server *sv, struct job *job)
{
    struct job **at = &sv->queue;
    while (*at != NULL && (*at)->priority >= job->priority)
        at = &(*at)->next;
    job->next = *at;
    *at = job;
}

/* The job's own randomness: the seed, the id and the turn, so that an answer does not depend on
 * which worker took the job or what it searched before. */
static uint64_t job_seed(const struct server *sv, const struct job *job)
{
    uint64_t h = 14695981039346656037ULL; /* FNV-1a */
    for (const char *c = job->sq->q.id; *c != '\0'; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211ULL;
    uint64_t x = sv->o->seed ^ h ^ ((uint64_t)job->turn << 32);
    return rng_splitmix(&x);
}

static void run_job(struct worker *w, struct job *job)
{
    struct server *sv = w->server;
    const struct analysis_query *q = &job->sq->q;
    if (atomic_load(&job->stop)) {
        emit_no_results(sv, job);
        return;
    }
    struct game g;
    int to_play;
    char error[256];
    if (analysis_query_game(q, (size_t)job->turn, &g, &to_play, error, sizeof error) != 0) {
        emit_problem(sv, "error", q->id, NULL, error);
        return;
    }
    struct rng rng;
    rng_seed(&rng, job_seed(sv, job));
    search_reset(w->search);
    memset(w->ownership, 0, sizeof w->ownership);
    long visits = q->max_visits > 0 ? q->max_visits : sv->o->visits;
    long playouts = 0;
    double start = monotonic_seconds();
    double next_report = start + (q->first_report > 0 ? q->first_report : q->report_every);
    struct analysis_view view = {.q = q, .turn = job->turn, .g = &g, .to_play = to_play,
                                 .s = w->search, .r = &w->result, .ownership = w->ownership,
                                 .perspective = sv->o->perspective};
    while (playouts < visits && !atomic_load(&job->stop)) {
        long step = visits - playouts < STEP_PLAYOUTS ? visits - playouts : STEP_PLAYOUTS;
        struct search_limits lim = {.playouts = step, .threads = 1,
                                    .restrictions = q->restricted ? &q->restrictions : NULL};
        search_run(w->search, &g, to_play, &lim, &rng, &w->result);
        if (w->result.playouts <= 0)
            break; /* nothing more to search: never spin */
        for (int p = 0; p < BOARD_MAX_POINTS; p++)
            w->ownership[p] += w->result.ownership[p] * (double)w->result.playouts;
        playouts += w->result.playouts;
        if (q->report_every > 0 && playouts < visits && monotonic_seconds() >= next_report) {
            view.playouts = playouts;
            view.during_search = true;
            emit(sv, analysis_answer(&view));
            next_report = monotonic_seconds() + q->report_every;
        }
    }
    if (playouts == 0) {
        emit_no_results(sv, job);
    } else {
        view.playouts = playouts;
        view.during_search = false;
        emit(sv, analysis_answer(&view));
    }
    if (sv->o->verbose)
        fprintf(stderr, "kosumi analysis: '%s' turn %d: %ld playouts in %.2f s%s\n", q->id,
                job->turn, playouts, monotonic_seconds() - start,
                atomic_load(&job->stop) ? " (terminated)" : "");
    game_free(&g);
}

static void *work(void *arg)
{
    struct worker *w = arg;
    struct server *sv = w->server;
    pthread_mutex_lock(&sv->lock);
    for (;;) {
        while (sv->queue == NULL && !sv->closing)
            pthread_cond_wait(&sv->work, &sv->lock);
        struct job *job = sv->queue;
        if (job == NULL)
            break; /* closing, and nothing left */
        sv->queue = job->next;
        w->job = job;
        pthread_mutex_unlock(&sv->lock);
        run_job(w, job);
        pthread_mutex_lock(&sv->lock);
        w->job = NULL;
        release(job);
    }
    pthread_mutex_unlock(&sv->lock);
    return NULL;
}

/* --- queries and actions ------------------------------------------------------------------- */

/* Whether terminate's turnNumbers (NULL: all) name turn. */
static bool names_turn(json_object *turns, int turn)
{
    if (turns == NULL)
        return true;
    for (size_t i = 0; i < json_object_array_length(turns); i++) {
        json_object *t = json_object_array_get_idx(turns, i);
        if (json_object_is_type(t, json_type_int) && json_object_get_int64(t) == turn)
            return true;
    }
    return false;
}

/* terminate (id given) and terminate_all (id NULL): queued jobs answered noResults at once,
 * running ones stopped at their next step. */
static void terminate(struct server *sv, const char *id, json_object *turns)
{
    struct job *dropped = NULL;
    pthread_mutex_lock(&sv->lock);
    for (struct job **at = &sv->queue; *at != NULL;) {
        struct job *job = *at;
        if ((id == NULL || strcmp(job->sq->q.id, id) == 0) && names_turn(turns, job->turn)) {
            *at = job->next;
            job->next = dropped;
            dropped = job;
        } else {
            at = &job->next;
        }
    }
    for (int i = 0; i < sv->o->workers; i++) {
        struct job *job = sv->workers[i].job;
        if (job != NULL && (id == NULL || strcmp(job->sq->q.id, id) == 0) &&
            names_turn(turns, job->turn))
            atomic_store(&job->stop, true);
    }
    pthread_mutex_unlock(&sv->lock);
    /* Oldest first, as they were queued. */
    struct job *order = NULL;
    while (dropped != NULL) {
        struct job *job = dropped;
        dropped = job->next;
        job->next = order;
        order = job;
    }
    while (order != NULL) {
        struct job *job = order;
        order = job->next;
        emit_no_results(sv, job);
        pthread_mutex_lock(&sv->lock);
        release(job);
        pthread_mutex_unlock(&sv->lock);
    }
}

/* An action query: the answer echoes it, with what the action adds. Takes `in`. */
static void action(struct server *sv, json_object *in, const char *id, const char *name)
{
    json_object *v;
    if (strcmp(name, "query_version") == 0) {
        /* kosumi's own version: a client must not read it as KataGo's */
        json_object_object_add(in, "version", json_object_new_string(PACKAGE_VERSION));
        json_object_object_add(in, "git_hash", json_object_new_string("<omitted>"));
        json_object_object_add(in, "name", json_object_new_string("kosumi"));
    } else if (strcmp(name, "clear_cache") == 0) {
        /* nothing to clear: every search starts on a new tree */
    } else if (strcmp(name, "terminate") == 0 || strcmp(name, "terminate_all") == 0) {
        bool all = strcmp(name, "terminate_all") == 0;
        json_object *turns = NULL;
        if (json_object_object_get_ex(in, "turnNumbers", &turns) &&
            !json_object_is_type(turns, json_type_array)) {
            emit_problem(sv, "error", id, "turnNumbers", "expected a list of turn numbers");
            json_object_put(in);
            return;
        }
        if (!all && (!json_object_object_get_ex(in, "terminateId", &v) ||
                     !json_object_is_type(v, json_type_string))) {
            emit_problem(sv, "error", id, "terminateId", "required field missing or not a string");
            json_object_put(in);
            return;
        }
        /* the acknowledgement first: the terminated answers follow it */
        json_object_get(in);
        emit(sv, in);
        terminate(sv, all ? NULL : json_object_get_string(v), turns);
        json_object_put(in);
        return;
    } else {
        char text[128];
        snprintf(text, sizeof text, "unknown action '%.64s'", name);
        emit_problem(sv, "error", id, "action", text);
        json_object_put(in);
        return;
    }
    emit(sv, in);
}

/* A query: its jobs queued, or its error answered. Takes `in`. */
static void query(struct server *sv, json_object *in)
{
    json_object *v;
    const char *id = json_object_object_get_ex(in, "id", &v) &&
                             json_object_is_type(v, json_type_string)
                         ? json_object_get_string(v)
                         : NULL;
    if (json_object_object_get_ex(in, "action", &v)) {
        if (id == NULL)
            emit_problem(sv, "error", NULL, "id", "required field missing or not a string");
        else if (!json_object_is_type(v, json_type_string))
            emit_problem(sv, "error", id, "action", "expected a string");
        else {
            action(sv, in, id, json_object_get_string(v));
            return;
        }
        json_object_put(in);
        return;
    }
    struct shared_query *sq = calloc(1, sizeof *sq);
    if (sq == NULL) {
        emit_problem(sv, "error", id, NULL, "out of memory");
        json_object_put(in);
        return;
    }
    struct warn_context wc = {sv, id};
    struct analysis_error err;
    if (analysis_query_read(in, &sq->q, warn, &wc, &err) != 0) {
        emit_problem(sv, "error", sq->q.id, err.field, err.text);
        analysis_query_free(&sq->q);
        free(sq);
        json_object_put(in);
        return;
    }
    json_object_put(in);
    struct job **jobs = calloc(sq->q.turn_count, sizeof *jobs);
    bool memory = jobs != NULL;
    for (size_t i = 0; memory && i < sq->q.turn_count; i++)
        memory = (jobs[i] = calloc(1, sizeof **jobs)) != NULL;
    if (!memory) {
        emit_problem(sv, "error", sq->q.id, NULL, "out of memory");
        for (size_t i = 0; jobs != NULL && i < sq->q.turn_count; i++)
            free(jobs[i]);
        free(jobs);
        analysis_query_free(&sq->q);
        free(sq);
        return;
    }
    pthread_mutex_lock(&sv->lock);
    sq->refs = (int)sq->q.turn_count;
    for (size_t i = 0; i < sq->q.turn_count; i++) {
        jobs[i]->sq = sq;
        jobs[i]->turn = sq->q.turns[i];
        jobs[i]->priority = sq->q.priorities[i];
        jobs[i]->seq = sv->seq++;
        atomic_init(&jobs[i]->stop, false);
        enqueue(sv, jobs[i]);
    }
    pthread_cond_broadcast(&sv->work);
    pthread_mutex_unlock(&sv->lock);
    free(jobs);
}

/* One input line (len bytes, NULs possible): a JSON object, or an error answer. */
static void line(struct server *sv, json_tokener *tok, char *text, size_t len)
{
    while (len > 0 && (text[len - 1] == '\r' || text[len - 1] == ' ' || text[len - 1] == '\t'))
        len--;
    size_t start = 0;
    while (start < len && (text[start] == ' ' || text[start] == '\t'))
        start++;
    if (start == len)
        return; /* a blank line asks nothing */
    json_tokener_reset(tok);
    json_object *in = json_tokener_parse_ex(tok, text + start, (int)(len - start));
    enum json_tokener_error e = json_tokener_get_error(tok);
    if (in == NULL || e != json_tokener_success ||
        json_tokener_get_parse_end(tok) != len - start) {
        char why[160];
        snprintf(why, sizeof why, "could not parse json: %s",
                 e == json_tokener_continue ? "the line ends inside a value"
                 : e != json_tokener_success ? json_tokener_error_desc(e)
                                             : "text after the value");
        emit_problem(sv, "error", NULL, NULL, why);
        json_object_put(in);
        return;
    }
    if (!json_object_is_type(in, json_type_object)) {
        emit_problem(sv, "error", NULL, NULL, "a query must be a json object");
        json_object_put(in);
        return;
    }
    query(sv, in);
}

/* Reads one line into *buf (grown up to ANALYSIS_LINE_MAX). Returns its length without the
 * newline, -1 at the end of input, -2 for a longer line (read to its end and dropped). */
static long read_line(FILE *in, char **buf, size_t *cap)
{
    size_t len = 0;
    bool too_long = false;
    int c;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (too_long)
            continue;
        if (len + 1 >= *cap) {
            size_t grown = *cap ? *cap * 2 : 4096;
            if (grown > (size_t)ANALYSIS_LINE_MAX + 1)
                grown = (size_t)ANALYSIS_LINE_MAX + 1;
            if (len + 1 >= grown) {
                too_long = true;
                continue;
            }
            char *more = realloc(*buf, grown);
            if (more == NULL) {
                too_long = true;
                continue;
            }
            *buf = more;
            *cap = grown;
        }
        (*buf)[len++] = (char)c;
    }
    if (too_long)
        return -2;
    if (c == EOF && len == 0)
        return -1;
    (*buf)[len] = '\0';
    return (long)len;
}

int analysis_serve(FILE *in, FILE *out, const struct analysis_options *o)
{
    struct server sv = {.o = o, .out = out};
    pthread_mutex_init(&sv.out_lock, NULL);
    pthread_mutex_init(&sv.lock, NULL);
    pthread_cond_init(&sv.work, NULL);
    int status = 0, started = 0;
    char *buf = NULL;
    size_t cap = 0;
    json_tokener *tok = json_tokener_new();
    sv.workers = calloc((size_t)o->workers, sizeof *sv.workers);
    if (tok == NULL || sv.workers == NULL) {
        fprintf(stderr, "kosumi analysis: out of memory\n");
        status = 1;
        goto done;
    }
    /* ids and actions are echoed: bytes that are not UTF-8 would make the answers invalid JSON */
    json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
    for (int i = 0; i < o->workers; i++) {
        sv.workers[i].server = &sv;
        sv.workers[i].search = search_new((size_t)o->nodes, &evaluator_default);
        if (sv.workers[i].search == NULL) {
            fprintf(stderr, "kosumi analysis: out of memory for %d trees of %ld nodes\n",
                    o->workers, o->nodes);
            status = 1;
            goto done;
        }
    }
    for (; started < o->workers; started++)
        if (pthread_create(&sv.workers[started].thread, NULL, work, &sv.workers[started]) != 0) {
            fprintf(stderr, "kosumi analysis: cannot start worker threads\n");
            status = 1;
            goto done;
        }
    long len;
    while ((len = read_line(in, &buf, &cap)) != -1) {
        if (len == -2) {
            char why[96];
            snprintf(why, sizeof why, "query line longer than %ld bytes", ANALYSIS_LINE_MAX);
            emit_problem(&sv, "error", NULL, NULL, why);
        } else {
            line(&sv, tok, buf, (size_t)len);
        }
    }
    if (o->quit_without_waiting)
        terminate(&sv, NULL, NULL);

done:
    pthread_mutex_lock(&sv.lock);
    sv.closing = true;
    if (status != 0) /* nothing will run what is queued */
        while (sv.queue != NULL) {
            struct job *job = sv.queue;
            sv.queue = job->next;
            release(job);
        }
    pthread_cond_broadcast(&sv.work);
    pthread_mutex_unlock(&sv.lock);
    for (int i = 0; i < started; i++)
        pthread_join(sv.workers[i].thread, NULL);
    for (int i = 0; sv.workers != NULL && i < o->workers; i++)
        if (sv.workers[i].search != NULL)
            search_free(sv.workers[i].search);
    free(sv.workers);
    free(buf);
    if (tok != NULL)
        json_tokener_free(tok);
    if (sv.out_failed) {
        fprintf(stderr, "kosumi analysis: cannot write answers\n");
        status = 1;
    }
    pthread_mutex_destroy(&sv.out_lock);
    pthread_mutex_destroy(&sv.lock);
    pthread_cond_destroy(&sv.work);
    return status;
}
