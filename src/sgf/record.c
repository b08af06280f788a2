/* record.c - games to and from SGF records */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/coord.h"
#include "core/score.h"
#include "sgf/record.h"
#include "util/format.h"

static int fail(char *error, size_t size, const char *format, ...) FORMAT_PRINTF(3, 4);

static int fail(char *error, size_t size, const char *format, ...)
{
    if (size > 0) {
        va_list args;
        va_start(args, format);
        vsnprintf(error, size, format, args);
        va_end(args);
    }
    return -1;
}

static const char *color_letter(int color)
{
    return color == COLOR_BLACK ? "B" : "W";
}

/* The root's stones are exactly HA black stones (no AW, no AE): a handicap placement. */
static bool root_is_handicap(const struct sgf_game *r)
{
    const struct sgf_node *root = &r->nodes[0];
    if (r->handicap < 2 || root->setup_count != (size_t)r->handicap)
        return false;
    const struct sgf_stone *stones = sgf_node_setup(r, root);
    for (size_t i = 0; i < root->setup_count; i++)
        if (stones[i].color != COLOR_BLACK)
            return false;
    return true;
}

static int apply_setup(struct game *g, const struct sgf_game *r, size_t node, char *error,
                       size_t size)
{
    const struct sgf_node *n = &r->nodes[node];
    const struct sgf_stone *stones = sgf_node_setup(r, n);
    for (size_t i = 0; i < n->setup_count; i++) {
        int p = board_point(&g->board, stones[i].col, stones[i].row);
        char vertex[COORD_VERTEX_MAX];
        coord_format(&g->board, p, vertex);
        int color = stones[i].color;
        /* AB/AW on a stone replaces it; AE on an empty point is harmless. */
        if (g->board.color[p] != COLOR_EMPTY) {
            int error_code = game_setup(g, COLOR_EMPTY, p);
            if (error_code != 0)
                return fail(error, size, "node %zu: cannot clear %s: %s", node, vertex,
                            game_strerror(error_code));
        }
        if (color == COLOR_EMPTY)
            continue;
        int error_code = game_setup(g, color, p);
        if (error_code != 0)
            return fail(error, size, "node %zu: setup stone at %s: %s", node, vertex,
                        game_strerror(error_code));
    }
    return 0;
}

int record_replay_start(struct record_replay *replay, const struct sgf_game *record,
                        const struct rules *rules, double komi, struct game *out, char *error,
                        size_t error_size)
{
    struct rules chosen = *rules;
    if (record->rules.text != NULL) {
        struct rules from_file;
        if (rules_from_sgf(record->rules.text, &from_file) == 0)
            chosen = from_file;
    }
    /* KM takes any finite number; a game only those komi takes (loadsgf, review, score). */
    const char *why = record->has_komi ? game_komi_check(record->komi) : NULL;
    if (why != NULL)
        return fail(error, error_size, "komi %g %s", record->komi, why);
    if (game_init(out, record->size, &chosen) != 0)
        return fail(error, error_size, "board size %d not supported", record->size);
    out->komi = record->has_komi ? record->komi : komi;
    *replay = (struct record_replay){.record = record, .node = 0, .moves = 0, .next = COLOR_EMPTY};
    return 0;
}

int record_replay_to(struct record_replay *replay, struct game *g, int before_move, int *to_play,
                     char *error, size_t error_size)
{
    const struct sgf_game *record = replay->record;
    if (before_move > 0 && before_move <= replay->moves) {
        game_free(g);
        return fail(error, error_size, "move %d is behind the replay", before_move);
    }
    int next = replay->next;
    for (; replay->node < record->node_count; replay->node++) {
        size_t i = replay->node;
        const struct sgf_node *n = &record->nodes[i];
        if (n->move.color != COLOR_EMPTY && before_move > 0 && replay->moves + 1 >= before_move) {
            *to_play = n->move.color;
            replay->next = next;
            return 0;
        }
        int status;
        if (i == 0 && root_is_handicap(record)) {
            int points[BOARD_MAX_POINTS];
            const struct sgf_stone *stones = sgf_node_setup(record, n);
            for (size_t k = 0; k < n->setup_count; k++)
                points[k] = board_point(&g->board, stones[k].col, stones[k].row);
            status = game_set_handicap(g, points, (int)n->setup_count);
            if (status != 0)
                status = fail(error, error_size, "handicap: %s", game_strerror(status));
        } else {
            status = apply_setup(g, record, i, error, error_size);
            if (status == 0 && i == 0 && record->handicap > 0)
                g->handicap = record->handicap;
        }
        if (status == 0 && n->player != COLOR_EMPTY) {
            if (g->history_count == 0) /* a later PL only names the next player */
                game_set_to_play(g, n->player);
            next = n->player;
        }
        if (status == 0 && n->move.color != COLOR_EMPTY) {
            int p = n->move.col == SGF_PASS
                        ? BOARD_PASS
                        : board_point(&g->board, n->move.col, n->move.row);
            int code = game_play(g, n->move.color, p);
            replay->moves++;
            if (code != 0) {
                char vertex[COORD_VERTEX_MAX];
                status = fail(error, error_size, "move %d (%s %s): illegal move: %s",
                              replay->moves, color_letter(n->move.color),
                              coord_format(&g->board, p, vertex), game_strerror(code));
            }
            next = COLOR_EMPTY;
        }
        if (status != 0) {
            game_free(g);
            return -1;
        }
    }
    replay->next = next;
    *to_play = next != COLOR_EMPTY ? next : game_to_play(g);
    return 0;
}

int record_to_game(const struct sgf_game *record, int before_move, const struct rules *rules,
                   double komi, struct game *out, int *to_play, char *error, size_t error_size)
{
    struct record_replay replay;
    if (record_replay_start(&replay, record, rules, komi, out, error, error_size) != 0)
        return -1;
    return record_replay_to(&replay, out, before_move, to_play, error, error_size);
}

/* Adds the stones of the start position as root setup. */
static int add_start_position(const struct game *g, struct sgf_game *out)
{
    const struct board *b = &g->start;
    for (int row = b->size - 1; row >= 0; row--) {
        for (int col = 0; col < b->size; col++) {
            int c = b->color[board_point(b, col, row)];
            if (c == COLOR_EMPTY)
                continue;
            int status = sgf_game_add_setup(out, c, col, row);
            if (status != 0)
                return status;
        }
    }
    return 0;
}

static int add_history(const struct game *g, struct sgf_game *out)
{
    const struct board *b = &g->board;
    bool in_setup_node = false;
    for (size_t i = 0; i < g->history_count; i++) {
        const struct game_entry *e = &g->history[i];
        int col = e->point == BOARD_PASS ? SGF_PASS : board_col(b, e->point);
        int row = e->point == BOARD_PASS ? SGF_PASS : board_row(b, e->point);
        int status;
        if (e->kind == GAME_ENTRY_MOVE) {
            status = sgf_game_add_move(out, e->color, col, row);
            in_setup_node = false;
        } else {
            status = in_setup_node ? 0 : sgf_game_add_node(out);
            if (status == 0)
                status = sgf_game_add_setup(out, e->color, col, row);
            in_setup_node = true;
        }
        if (status != 0)
            return status;
    }
    return 0;
}

/* RE for a game both players passed out, scored under its rules; nothing otherwise. */
static int add_result(const struct game *g, struct sgf_game *out)
{
    size_t n = g->history_count;
    if (n < 2 || g->history[n - 1].kind != GAME_ENTRY_MOVE ||
        g->history[n - 2].kind != GAME_ENTRY_MOVE || g->history[n - 1].point != BOARD_PASS ||
        g->history[n - 2].point != BOARD_PASS)
        return 0;
    struct score_result result;
    char text[64];
    if (game_score(g, &result, NULL) != 0 || score_format_sgf(&result, text, sizeof text) < 0)
        return 0;
    return sgf_game_set_result(out, text);
}

int record_from_game(const struct game *g, struct sgf_game *out)
{
    int status = sgf_game_init(out, g->board.size);
    if (status != 0)
        return status;
    out->has_komi = true;
    out->komi = g->komi;
    out->handicap = g->handicap;
    const char *preset = rules_preset_name(&g->rules);
    char json[RULES_JSON_MAX];
    if (preset == NULL && rules_format_json(&g->rules, json, sizeof json) >= 0)
        preset = json;
    if (preset != NULL)
        status = sgf_game_set_rules(out, preset);
    if (status == 0)
        status = add_start_position(g, out);
    if (status == 0 && g->start_to_play == COLOR_WHITE)
        status = sgf_game_set_player(out, COLOR_WHITE);
    if (status == 0)
        status = add_history(g, out);
    if (status == 0)
        status = add_result(g, out);
    if (status != 0)
        sgf_game_free(out);
    return status;
}
