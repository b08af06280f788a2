/* answer.c - a search's findings as an answer of KataGo's JSON analysis protocol (answer.h) */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis/answer.h"
#include "core/coord.h"

json_object *analysis_number(double value, int decimals)
{
    if (!isfinite(value))
        value = 0;
    char text[64];
    snprintf(text, sizeof text, "%.*f", decimals, value);
    /* "-0.000000" reads back as 0: write it so (a lead of -0 points means nothing) */
    if (text[0] == '-' && atof(text) == 0)
        snprintf(text, sizeof text, "%.*f", decimals, 0.0);
    return json_object_new_double_s(atof(text), text);
}

/* Whether the answer's values are the other player's than the searched ones (the player to
 * move's). */
static bool flipped(const struct analysis_view *v)
{
    switch (v->perspective) {
    case ANALYSIS_BLACK: return v->to_play == COLOR_WHITE;
    case ANALYSIS_WHITE: return v->to_play == COLOR_BLACK;
    default: return false;
    }
}

static json_object *vertex(const struct board *b, int p)
{
    char text[COORD_VERTEX_MAX];
    return json_object_new_string(coord_format(b, p, text));
}

static json_object *move_info(const struct analysis_view *v, const struct search_move *m,
                              int order)
{
    bool flip = flipped(v);
    double w = m->winrate, score = m->score;
    double lcb = w - 1.96 * sqrt(w * (1 - w) / (double)m->visits);
    json_object *info = json_object_new_object();
    if (info == NULL)
        return NULL;
    json_object_object_add(info, "move", vertex(&v->g->board, m->move));
    json_object_object_add(info, "visits", json_object_new_int64(m->visits));
    json_object_object_add(info, "winrate", analysis_number(flip ? 1 - w : w, 6));
    json_object_object_add(info, "scoreLead", analysis_number(flip ? -score : score, 3));
    json_object_object_add(info, "scoreMean", analysis_number(flip ? -score : score, 3));
    json_object_object_add(info, "prior", analysis_number(m->prior, 6));
    json_object_object_add(info, "lcb", analysis_number(flip ? 1 - lcb : lcb, 6));
    json_object_object_add(info, "order", json_object_new_int(order));
    int *pv = malloc((size_t)(v->q->pv_len + 1) * sizeof *pv);
    json_object *list = json_object_new_array();
    if (pv != NULL && list != NULL) {
        int count = search_pv(v->s, m->move, pv, v->q->pv_len + 1);
        if (count == 0)
            json_object_array_add(list, vertex(&v->g->board, m->move));
        for (int k = 0; k < count; k++)
            json_object_array_add(list, vertex(&v->g->board, pv[k]));
    }
    free(pv);
    json_object_object_add(info, "pv", list);
    return info;
}

/* Each point's value from values[] (indexed by board point), row by row from the top left as
 * KataGo lays them out. */
static json_object *grid(const struct board *b, const double *values, double scale, int decimals)
{
    json_object *list = json_object_new_array_ext(b->size * b->size + 1);
    for (int row = b->size - 1; list != NULL && row >= 0; row--)
        for (int col = 0; col < b->size; col++)
            json_object_array_add(list,
                                  analysis_number(values[board_point(b, col, row)] * scale,
                                                  decimals));
    return list;
}

static json_object *policy(const struct analysis_view *v)
{
    const struct board *b = &v->g->board;
    double prior[BOARD_MAX_POINTS], total = 0;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        prior[p] = -1; /* KataGo's mark of a move not to play: here one the search leaves out */
    for (int i = 0; i < v->r->count; i++)
        total += v->r->moves[i].prior;
    for (int i = 0; i < v->r->count; i++)
        prior[v->r->moves[i].move] = total > 0 ? v->r->moves[i].prior / total : 0;
    json_object *list = grid(b, prior, 1, 6);
    if (list != NULL)
        json_object_array_add(list, analysis_number(prior[BOARD_PASS], 6));
    return list;
}

json_object *analysis_answer(const struct analysis_view *v)
{
    bool flip = flipped(v);
    const struct search_result *r = v->r;
    json_object *a = json_object_new_object();
    json_object *infos = json_object_new_array();
    json_object *root = json_object_new_object();
    if (a == NULL || infos == NULL || root == NULL) {
        json_object_put(a);
        json_object_put(infos);
        json_object_put(root);
        return NULL;
    }
    json_object_object_add(a, "id", json_object_new_string(v->q->id));
    json_object_object_add(a, "turnNumber", json_object_new_int(v->turn));
    json_object_object_add(a, "isDuringSearch", json_object_new_boolean(v->during_search));
    long visits = 0;
    double score_sum = 0;
    for (int i = 0; i < r->count && r->moves[i].visits > 0; i++) {
        json_object_array_add(infos, move_info(v, &r->moves[i], i));
        visits += r->moves[i].visits;
        score_sum += r->moves[i].score * (double)r->moves[i].visits;
    }
    json_object_object_add(a, "moveInfos", infos);
    double lead = visits > 0 ? score_sum / (double)visits : 0;
    json_object_object_add(root, "visits", json_object_new_int64(visits));
    json_object_object_add(root, "winrate", analysis_number(flip ? 1 - r->winrate : r->winrate, 6));
    json_object_object_add(root, "scoreLead", analysis_number(flip ? -lead : lead, 3));
    json_object_object_add(root, "currentPlayer",
                           json_object_new_string(v->to_play == COLOR_BLACK ? "B" : "W"));
    json_object_object_add(a, "rootInfo", root);
    if (v->q->ownership) {
        /* the search's ownership is Black's */
        bool white = v->perspective == ANALYSIS_WHITE ||
                     (v->perspective == ANALYSIS_SIDE_TO_MOVE && v->to_play == COLOR_WHITE);
        double scale = v->playouts > 0 ? (white ? -1.0 : 1.0) / (double)v->playouts : 0;
        json_object_object_add(a, "ownership", grid(&v->g->board, v->ownership, scale, 4));
    }
    if (v->q->policy)
        json_object_object_add(a, "policy", policy(v));
    return a;
}
