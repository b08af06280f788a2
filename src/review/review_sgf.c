/* review_sgf.c - a review written into the record's own tree: comments, marks, variations
 *
 * The tree is the record as its author wrote it (sgf_tree.h); the main line of its first game
 * tree holds the moves sgf_read found, in the same order, one or two to a node (sgf_read makes
 * two nodes of a node with two moves). Nothing of the record is removed or changed: kosumi's
 * comment follows the record's own, a mark is added only where the author put none, and the
 * preferred line is a new variation after the others, unless the author's own variation begins
 * with it: it goes on from that one then.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "review/review.h"

/* The property of a mark and its value (BM and TE are Double: 1 is "bad", "tesuji"). */
static const struct {
    const char *name, *value, *words;
} marks[] = {
    [REVIEW_NONE] = {NULL, NULL, NULL},
    [REVIEW_BAD] = {"BM", "1", "Bad move."},
    [REVIEW_DOUBTFUL] = {"DO", "", "Doubtful move."},
    [REVIEW_INTERESTING] = {"IT", "", "Interesting move: better than kosumi expected."},
    [REVIEW_TESUJI] = {"TE", "1", "Tesuji: kosumi's choice, and every other move was worse."},
};

static const char *color_name(int color)
{
    return color == COLOR_BLACK ? "Black" : "White";
}

/* The score lead as "B+3.5", "W+0.5" or "0.0". */
static const char *lead_text(double lead, char *buf, size_t size)
{
    if (lead >= 0.05)
        snprintf(buf, size, "B+%.1f", lead);
    else if (lead <= -0.05)
        snprintf(buf, size, "W+%.1f", -lead);
    else
        snprintf(buf, size, "0.0");
    return buf;
}

/* kosumi's comment on move n (from 1), into buf. */
static void comment(const struct review *r, size_t n, char *buf, size_t size)
{
    const struct review_move *m = &r->moves[n - 1];
    char played[REVIEW_VERTEX_MAX], best[REVIEW_VERTEX_MAX], lb[16], la[16],
        line[REVIEW_PV_MAX * 5 + 1] = "";
    int used = snprintf(buf, size,
                        "kosumi review, move %zu (%s %s); win rate and score lead for Black:\n"
                        "before %.1f%% %s, after %.1f%% %s.\n",
                        n, color_name(m->color), review_vertex(r->size, m->col, m->row, played),
                        review_tenths(100 * m->winrate_before),
                        lead_text(m->lead_before, lb, sizeof lb),
                        review_tenths(100 * m->winrate_after),
                        lead_text(m->lead_after, la, sizeof la));
    if (used < 0 || (size_t)used >= size)
        return;
    buf += used;
    size -= (size_t)used;
    for (int k = 0; k < m->pv_len; k++) {
        char v[REVIEW_VERTEX_MAX];
        strcat(line, k ? " " : "");
        strcat(line, review_vertex(r->size, m->pv_col[k], m->pv_row[k], v));
    }
    review_vertex(r->size, m->best_col, m->best_row, best);
    if (!m->judged && m->game_end)
        used = snprintf(buf, size, "Not judged: a pass after a pass ends the game.\n");
    else if (!m->judged)
        used = snprintf(buf, size, "Not judged: setup stones change the position around it.\n");
    else if (m->preferred)
        used = snprintf(buf, size, "kosumi's choice too (%s).\n", line);
    else
        used = snprintf(buf, size,
                        "For %s: %+.1f%% of win rate, %+.1f points; kosumi prefers %s (%s).\n"
                        "The moves around it: %+.1f%%, %+.1f points; the searches' noise: "
                        "%.1f%%, %.1f points.\n",
                        color_name(m->color), review_tenths(-100 * m->loss),
                        review_tenths(-m->points_lost), best, line,
                        review_tenths(-100 * m->baseline), review_tenths(-m->points_baseline),
                        review_tenths(100 * m->noise), review_tenths(m->points_noise));
    if (used < 0 || (size_t)used >= size)
        return;
    if (marks[m->mark].words != NULL)
        snprintf(buf + used, size - (size_t)used, "%s\n", marks[m->mark].words);
}

static bool has_mark(const struct sgf_tree_node *node)
{
    for (size_t i = 1; i < sizeof marks / sizeof marks[0]; i++)
        if (sgf_tree_find(node, marks[i].name) != NULL)
            return true;
    return false;
}

/* An SGF point value ("cd", "" for a pass). */
static void point_value(int size, int col, int row, char *buf)
{
    if (col == SGF_PASS) {
        buf[0] = '\0';
        return;
    }
    buf[0] = (char)('a' + col);
    buf[1] = (char)('a' + size - 1 - row);
    buf[2] = '\0';
}

static int moves_in(const struct sgf_tree_node *node)
{
    int count = 0;
    for (size_t i = 0; i < node->property_count; i++)
        count += sgf_tree_is(&node->properties[i], "B") || sgf_tree_is(&node->properties[i], "W");
    return count;
}

/* True when `node` holds a move of `color` at col, row (SGF_PASS: a pass, "" or, up to 19x19,
 * FF[3]'s "tt"), as its only move. */
static bool holds_move(const struct sgf_tree_node *node, int size, int color, int col, int row)
{
    const struct sgf_tree_property *p = sgf_tree_find(node, color == COLOR_BLACK ? "B" : "W");
    if (p == NULL || p->value_count != 1 || moves_in(node) != 1)
        return false;
    const struct sgf_text *v = &p->values[0];
    if (col == SGF_PASS)
        return v->len == 0 || (size <= 19 && v->len == 2 && memcmp(v->text, "tt", 2) == 0);
    char want[3];
    point_value(size, col, row, want);
    return v->len == 2 && memcmp(v->text, want, 2) == 0;
}

/* kosumi's preferred line below `parent`: where the record has a variation (or a line of one)
 * that begins as kosumi's does, the line follows it and goes on from where they part, so that
 * the move is not there twice; the rest is a new variation after the others. Its first move
 * gets the words "kosumi's preferred line" (after the author's comment there). Returns 0 or -1. */
static int add_line(const struct review *r, const struct review_move *m, struct sgf_tree *tree,
                    struct sgf_tree_node *parent)
{
    int color = m->color;
    bool ours = false; /* the nodes from here on are kosumi's own */
    for (int k = 0; k < m->pv_len; k++) {
        struct sgf_tree_node *node = NULL;
        for (struct sgf_tree_node *c = ours ? NULL : parent->child; c != NULL && node == NULL;
             c = c->next)
            if (holds_move(c, r->size, color, m->pv_col[k], m->pv_row[k]))
                node = c;
        if (node == NULL) {
            char value[3];
            ours = true;
            node = sgf_tree_add_child(tree, parent);
            point_value(r->size, m->pv_col[k], m->pv_row[k], value);
            if (node == NULL ||
                sgf_tree_set_text(node, color == COLOR_BLACK ? "B" : "W", value) != 0)
                return -1;
        }
        if (k == 0 && sgf_tree_append_text(node, "C", "kosumi's preferred line") != 0)
            return -1;
        color = color == COLOR_BLACK ? COLOR_WHITE : COLOR_BLACK;
        parent = node;
    }
    return 0;
}

int review_annotate(const struct review *r, struct sgf_tree *tree, char *error, size_t error_size)
{
    size_t n = 0, total = 0; /* moves annotated, moves of the main line */
    char text[1024], rules[REVIEW_RULES_TEXT_MAX];
    /* The rules every figure below depends on, where a reader of the record starts. */
    snprintf(text, sizeof text, "kosumi review, rules: %s",
             review_rules_text(r, rules, sizeof rules));
    if (tree->root != NULL && sgf_tree_append_text(tree->root, "C", text) != 0)
        goto nomem;
    for (struct sgf_tree_node *node = tree->root; node != NULL; node = node->child) {
        int count = moves_in(node);
        total += (size_t)count;
        for (int k = 0; k < count && n < r->move_count; k++) {
            const struct review_move *m = &r->moves[n++];
            comment(r, n, text, sizeof text);
            if (sgf_tree_append_text(node, "C", text) != 0)
                goto nomem;
            if (m->mark != REVIEW_NONE && !has_mark(node) &&
                sgf_tree_set_text(node, marks[m->mark].name, marks[m->mark].value) != 0)
                goto nomem;
            if ((m->mark == REVIEW_BAD || m->mark == REVIEW_DOUBTFUL) && count == 1 &&
                node->parent != NULL && add_line(r, m, tree, node->parent) != 0)
                goto nomem;
        }
    }
    if (total != r->move_count) {
        snprintf(error, error_size, "the record's tree holds %zu moves, the review %zu", total,
                 r->move_count);
        return -1;
    }
    return 0;

nomem:
    snprintf(error, error_size, "out of memory");
    return -1;
}
