/* review.c - the searches of a game review and what they say of each move (see review.h)
 *
 * The positions are replayed from the record once, forward (record_replay stops before each
 * move in turn), so each is exactly what loadsgf would give at the cost of one replay, and
 * searched in the game's order on one engine: a position that follows the last by a move of its
 * tree starts from that subtree.
 *
 * A position's value is the engine's preferred (most visited) root move's: its win rate and
 * mean final margin. What a move lost is the mover's value before it less the mover's value
 * after it, so a move that was the engine's choice loses about nothing, and one the engine
 * thought worse loses what the search of the next position found.
 */
#include "config.h"

#include "review/review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "sgf/record.h"

double review_tenths(double x)
{
    double tenths = round(x * 10) / 10;
    return tenths == 0 ? 0 : tenths; /* -0.0 == 0: the positive zero */
}

void review_options_init(struct review_options *o)
{
    *o = (struct review_options){.threads = 1, .komi = 7.5};
}

const char *review_vertex(int size, int col, int row, char *buf)
{
    if (col == SGF_PASS || col < 0 || col >= size || row < 0 || row >= size)
        snprintf(buf, REVIEW_VERTEX_MAX, "pass");
    else
        snprintf(buf, REVIEW_VERTEX_MAX, "%c%d", "ABCDEFGHJKLMNOPQRSTUVWXYZ"[col], row + 1);
    return buf;
}

/* A searched position, seen from Black, with the standard errors of its two values. */
struct value {
    double winrate, lead;
    double winrate_error, lead_error;
    int best;   /* board point of the preferred move */
    double gap; /* the preferred move's win rate less the second's, for the mover; -1
                 * when the second was searched too little to tell */
};

/* The standard error of a mean of n draws of spread sd; of a win rate (sd at most 0.5) when sd
 * is negative. A value of no draws is no value: an error of 1 (all of the win rate). */
static double standard_error(double sd, double n)
{
    if (n < 1)
        return 1;
    return (sd < 0 ? 0.5 : sd) / sqrt(n);
}

/* The spread of the margins of move m, or when this search ran too few playouts through it to
 * tell, the spread of the other root moves' (weighted by their visits): the position's. */
static double spread(const struct search_result *res, const struct search_move *m)
{
    if (m->score_sd > 0)
        return m->score_sd;
    double sum = 0, weight = 0;
    for (int i = 0; i < res->count; i++) {
        if (res->moves[i].score_sd > 0) {
            sum += res->moves[i].score_sd * (double)res->moves[i].visits;
            weight += (double)res->moves[i].visits;
        }
    }
    return weight > 0 ? sum / weight : 0;
}

static void search_value(const struct search_result *res, int to_play, struct value *v)
{
    double winrate = res->winrate, lead = 0;
    v->best = BOARD_PASS;
    v->gap = -1;
    v->winrate_error = v->lead_error = 1;
    if (res->count > 0) {
        const struct search_move *m = &res->moves[0];
        winrate = m->winrate;
        v->best = m->move;
        lead = m->score; /* kept with the tree, so reused visits count too */
        v->winrate_error = standard_error(-1, (double)m->visits);
        v->lead_error = standard_error(spread(res, m), (double)m->visits);
        if (res->count > 1 && res->moves[1].visits >= REVIEW_TESUJI_VISITS)
            v->gap = winrate - res->moves[1].winrate;
    }
    v->winrate = to_play == COLOR_BLACK ? winrate : 1 - winrate;
    v->lead = to_play == COLOR_BLACK ? lead : -lead;
}

static void to_sgf(const struct board *b, int p, int *col, int *row)
{
    if (p == BOARD_PASS) {
        *col = *row = SGF_PASS;
    } else {
        *col = board_col(b, p);
        *row = board_row(b, p);
    }
}

/* Why a move is not judged (see review.h): why[n - 1] for move n. */
enum unjudged { JUDGED, SETUP, GAME_END };

/* Moves whose position after is not the one searched next: setup between the move and the next
 * (or the end), or setup in the move's own node (the position before it was searched without);
 * and passes that answer a pass. Nodes hold at most one move (sgf.h splits the others). */
static void mark_unjudged(const struct sgf_game *record, uint8_t *why)
{
    size_t moves = 0;
    bool pass = false; /* the last move was a pass */
    for (size_t i = 0; i < record->node_count; i++) {
        const struct sgf_node *node = &record->nodes[i];
        if (node->setup_count > 0 && moves > 0)
            why[moves - 1] = SETUP;
        if (node->move.color != COLOR_EMPTY) {
            moves++;
            bool this_pass = node->move.col == SGF_PASS;
            if (node->setup_count > 0)
                why[moves - 1] = SETUP;
            else if (this_pass && pass)
                why[moves - 1] = GAME_END;
            pass = this_pass;
        } else if (node->setup_count > 0) {
            pass = false; /* setup between two passes: a new position, not the game's end */
        }
    }
}

double review_bad_points(int size)
{
    return REVIEW_BAD_POINTS * (size > 9 ? size / 9.0 : 1.0);
}

static void judge(struct review_move *m, int size)
{
    m->severity = 0;
    m->mark = REVIEW_NONE;
    if (!m->judged)
        return;
    if (m->preferred) {
        if (m->gap >= REVIEW_TESUJI_GAP)
            m->mark = REVIEW_TESUJI;
        return;
    }
    double excess = m->loss - m->baseline;
    double by_winrate = (excess - REVIEW_NOISE_Z * m->noise) / REVIEW_BAD_WINRATE;
    double by_points = (m->points_lost - m->points_baseline - REVIEW_NOISE_Z * m->points_noise) /
                       review_bad_points(size);
    m->severity = by_winrate > by_points ? by_winrate : by_points;
    if (m->severity < 0)
        m->severity = 0;
    if (m->severity >= 1)
        m->mark = REVIEW_BAD;
    else if (m->severity >= REVIEW_DOUBTFUL_SEVERITY)
        m->mark = REVIEW_DOUBTFUL;
    else if (-excess - REVIEW_NOISE_Z * m->noise >= REVIEW_INTERESTING_WINRATE)
        m->mark = REVIEW_INTERESTING;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The lower median of the n values at v (sorted here), but not below 0; 0 for none. */
static double lower_median(double *v, size_t n)
{
    if (n == 0)
        return 0;
    qsort(v, n, sizeof *v, compare_doubles);
    return v[(n - 1) / 2] > 0 ? v[(n - 1) / 2] : 0;
}

void review_judge(struct review *r)
{
    /* The baselines: the losses of the judged moves around each move (see review.h). */
    double wins[2 * REVIEW_BASELINE_MOVES], points[2 * REVIEW_BASELINE_MOVES];
    for (size_t i = 0; i < r->move_count; i++) {
        size_t n = 0;
        size_t from = i > REVIEW_BASELINE_MOVES ? i - REVIEW_BASELINE_MOVES : 0;
        for (size_t j = from; j <= i + REVIEW_BASELINE_MOVES && j < r->move_count; j++) {
            if (j == i || !r->moves[j].judged)
                continue;
            wins[n] = r->moves[j].loss;
            points[n++] = r->moves[j].points_lost;
        }
        r->moves[i].baseline = lower_median(wins, n);
        r->moves[i].points_baseline = lower_median(points, n);
    }
    for (size_t i = 0; i < r->move_count; i++)
        judge(&r->moves[i], r->size);
}

int review_run(const struct sgf_game *record, const struct review_options *o,
               review_progress_fn *progress, void *arg, struct review *out, char *error,
               size_t error_size)
{
    memset(out, 0, sizeof *out);
    /* --rules replaces RU; without either, tromp-taylor, as loadsgf: the summary says which. */
    struct sgf_game replaced;
    if (o->rules != NULL && record->rules.text != NULL) {
        replaced = *record; /* a shallow copy, read only, without RU */
        replaced.rules = (struct sgf_text){NULL, 0};
        record = &replaced;
    }
    struct rules default_rules;
    const struct rules *rules = o->rules;
    out->rules_source = REVIEW_RULES_OPTION;
    if (rules == NULL) {
        rules_default(&default_rules);
        rules = &default_rules;
        out->rules_source = record->rules.text == NULL ? REVIEW_RULES_DEFAULT
                            : rules_from_sgf(record->rules.text, &out->rules) == 0
                                ? REVIEW_RULES_RECORD
                                : REVIEW_RULES_UNKNOWN;
        if (record->rules.text != NULL) {
            snprintf(out->ru, sizeof out->ru, "%s", record->rules.text);
            for (char *p = out->ru; *p != '\0'; p++)
                if ((unsigned char)*p < 0x20 || *p == 0x7f)
                    *p = '?';
        }
    }
    out->size = record->size;
    for (size_t i = 0; i < record->node_count; i++)
        out->move_count += record->nodes[i].move.color != COLOR_EMPTY;

    struct engine_options eo;
    engine_options_init(&eo);
    eo.threads = o->threads > 0 ? o->threads : 1;
    struct engine *e = engine_new(&eo);
    uint8_t *unjudged = calloc(out->move_count + 1, sizeof *unjudged);
    out->moves = calloc(out->move_count + 1, sizeof *out->moves);
    if (e == NULL || unjudged == NULL || out->moves == NULL) {
        snprintf(error, error_size, "out of memory");
        goto fail;
    }
    mark_unjudged(record, unjudged);
    /* An illegal move is refused before the first search, not after an hour of them. */
    struct game whole;
    int ignored;
    if (record_to_game(record, 0, rules, o->komi, &whole, &ignored, error, error_size) != 0)
        goto fail;
    game_free(&whole);
    long playouts = o->playouts;
    if (playouts <= 0 && o->seconds <= 0)
        playouts = REVIEW_DEFAULT_PLAYOUTS;
    struct rng rng;
    rng_seed(&rng, o->seed);

    /* Position n (0-based) is the one before move n + 1; position move_count the final one. */
    struct value before = {0};
    struct game g;
    struct record_replay replay;
    if (record_replay_start(&replay, record, rules, o->komi, &g, error, error_size) != 0)
        goto fail;
    out->rules = g.rules;
    out->komi = g.komi;
    for (size_t n = 0; n <= out->move_count; n++) {
        int to_play;
        int before_move = n < out->move_count ? (int)n + 1 : 0;
        if (record_replay_to(&replay, &g, before_move, &to_play, error, error_size) != 0)
            goto fail; /* g is freed */
        const struct search_result *r =
            engine_analyze(e, &g, to_play, playouts, o->seconds, NULL, &rng);
        struct value v;
        search_value(r, to_play, &v);
        out->seconds += r->seconds;
        out->playouts += r->playouts;
        if (n > 0) {
            struct review_move *m = &out->moves[n - 1];
            m->winrate_after = v.winrate;
            m->lead_after = v.lead;
        }
        if (n < out->move_count) {
            struct review_move *m = &out->moves[n];
            int pv[REVIEW_PV_MAX];
            m->color = to_play;
            m->winrate_before = v.winrate;
            m->lead_before = v.lead;
            to_sgf(&g.board, v.best, &m->best_col, &m->best_row);
            m->pv_len = engine_pv(e, v.best, pv, REVIEW_PV_MAX);
            for (int k = 0; k < m->pv_len; k++)
                to_sgf(&g.board, pv[k], &m->pv_col[k], &m->pv_row[k]);
            m->judged = unjudged[n] == JUDGED;
            m->game_end = unjudged[n] == GAME_END;
        }
        if (n > 0) {
            /* Move n is this position's last move. */
            struct review_move *m = &out->moves[n - 1];
            const struct game_entry *last = game_last_move(&g);
            int point = last != NULL ? last->point : BOARD_PASS;
            to_sgf(&g.board, point, &m->col, &m->row);
            double sign = m->color == COLOR_BLACK ? 1 : -1;
            m->loss = sign * (m->winrate_before - m->winrate_after);
            m->points_lost = sign * (m->lead_before - m->lead_after);
            m->noise = hypot(before.winrate_error, v.winrate_error);
            m->points_noise = hypot(before.lead_error, v.lead_error);
            m->preferred = point == before.best;
            m->gap = before.gap;
        }
        before = v;
        if (progress != NULL)
            progress(arg, n + 1, out->move_count + 1);
    }
    game_free(&g);
    review_judge(out);
    free(unjudged);
    engine_free(e);
    return 0;

fail:
    free(unjudged);
    engine_free(e);
    review_free(out);
    return -1;
}

const char *review_rules_text(const struct review *r, char *buf, size_t size)
{
    const char *name = rules_preset_name(&r->rules);
    char komi[SGF_REAL_MAX];
    sgf_format_real(komi, r->komi);
    switch (r->rules_source) {
    case REVIEW_RULES_RECORD:
        snprintf(buf, size, "%s (the record's RU[%s]), komi %s", name ? name : "custom", r->ru,
                 komi);
        break;
    case REVIEW_RULES_OPTION:
        snprintf(buf, size, "%s (--rules), komi %s", name ? name : "custom", komi);
        break;
    case REVIEW_RULES_DEFAULT:
        snprintf(buf, size, "%s (the record has no RU; --rules chooses others), komi %s",
                 name ? name : "custom", komi);
        break;
    case REVIEW_RULES_UNKNOWN:
        snprintf(buf, size,
                 "%s (the record's RU[%s] is unknown; --rules chooses others), komi %s",
                 name ? name : "custom", r->ru, komi);
        break;
    }
    return buf;
}

void review_free(struct review *r)
{
    free(r->moves);
    memset(r, 0, sizeof *r);
}

size_t review_worst(const struct review *r, int color, size_t *index, size_t max)
{
    size_t count = 0;
    for (size_t i = 0; i < r->move_count; i++) {
        const struct review_move *m = &r->moves[i];
        if ((color != COLOR_EMPTY && m->color != color) ||
            (m->mark != REVIEW_BAD && m->mark != REVIEW_DOUBTFUL))
            continue;
        /* Insertion into the sorted list of at most max, largest first. */
        size_t k = count < max ? count++ : max;
        for (; k > 0 && m->severity > r->moves[index[k - 1]].severity; k--)
            if (k < max)
                index[k] = index[k - 1];
        if (k < max)
            index[k] = i;
    }
    return count;
}
