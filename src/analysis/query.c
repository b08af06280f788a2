/* query.c - a query of KataGo's JSON analysis protocol read into a struct analysis_query
 *
 * The checks follow KataGo's docs/Analysis_Engine.md: id, moves, rules, boardXSize and
 * boardYSize are required; a field of the wrong type or out of range refuses the query with an
 * error for that field; a field KataGo knows but kosumi does not do, and a field nobody knows,
 * are warnings and the query goes on (KataGo warns "Unexpected or unused field" the same way).
 */
#include "config.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/query.h"
#include "core/coord.h"

/* Sets the error and returns -1. */
static int fail(struct analysis_error *err, const char *field, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int fail(struct analysis_error *err, const char *field, const char *fmt, ...)
{
    snprintf(err->field, sizeof err->field, "%s", field);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->text, sizeof err->text, fmt, ap);
    va_end(ap);
    return -1;
}

/* An integer in [lo, hi]: a JSON integer, or a number with no fraction (7.0). */
static bool read_integer(json_object *v, long long lo, long long hi, long long *out)
{
    if (json_object_is_type(v, json_type_int)) {
        /* json-c saturates beyond int64, which is out of every range asked for here */
        long long n = (long long)json_object_get_int64(v);
        if (n < lo || n > hi)
            return false;
        *out = n;
        return true;
    }
    if (json_object_is_type(v, json_type_double)) {
        double d = json_object_get_double(v);
        if (!isfinite(d) || d != floor(d) || d < (double)lo || d > (double)hi)
            return false;
        *out = (long long)d;
        return true;
    }
    return false;
}

static bool read_number(json_object *v, double *out)
{
    if (!json_object_is_type(v, json_type_int) && !json_object_is_type(v, json_type_double))
        return false;
    *out = json_object_get_double(v);
    return isfinite(*out);
}

/* A location of the protocol on board b: "pass", a GTP vertex ("D4"), or "(x,y)" counted from
 * the top left as KataGo's extended form. Returns the move's col (-1 for a pass) and row, or
 * false. */
static bool read_location(const struct board *b, json_object *v, int *col, int *row)
{
    if (!json_object_is_type(v, json_type_string))
        return false;
    const char *s = json_object_get_string(v);
    if ((size_t)json_object_get_string_len(v) != strlen(s))
        return false; /* a NUL inside */
    if (s[0] == '(') {
        /* strtol, not sscanf: a number too large for an int is no undefined behaviour here */
        char *end;
        long x = strtol(s + 1, &end, 10);
        if (end == s + 1 || *end != ',')
            return false;
        const char *y_text = end + 1;
        long y = strtol(y_text, &end, 10);
        if (end == y_text || strcmp(end, ")") != 0 || x < 0 || y < 0 || x >= b->size ||
            y >= b->size)
            return false;
        *col = (int)x;
        *row = b->size - 1 - (int)y;
        return true;
    }
    int p = coord_parse_vertex(b, s);
    if (p < 0)
        return false;
    *col = p == BOARD_PASS ? -1 : board_col(b, p);
    *row = p == BOARD_PASS ? -1 : board_row(b, p);
    return true;
}

static int read_color(json_object *v)
{
    if (!json_object_is_type(v, json_type_string))
        return -1;
    return coord_parse_color(json_object_get_string(v));
}

/* A list of [player, location] pairs (moves, initialStones) into *out. */
static int read_moves(const struct board *b, json_object *list, const char *field,
                      struct analysis_move **out, size_t *count, struct analysis_error *err)
{
    if (!json_object_is_type(list, json_type_array))
        return fail(err, field, "expected a list of [player, location] pairs");
    size_t n = json_object_array_length(list);
    *out = calloc(n ? n : 1, sizeof **out);
    if (*out == NULL)
        return fail(err, "", "out of memory");
    for (size_t i = 0; i < n; i++) {
        json_object *pair = json_object_array_get_idx(list, i);
        struct analysis_move *m = &(*out)[i];
        if (!json_object_is_type(pair, json_type_array) || json_object_array_length(pair) != 2)
            return fail(err, field, "entry %zu is not a [player, location] pair", i);
        m->color = read_color(json_object_array_get_idx(pair, 0));
        if (m->color < 0)
            return fail(err, field, "entry %zu: expected a player \"B\" or \"W\"", i);
        if (!read_location(b, json_object_array_get_idx(pair, 1), &m->col, &m->row))
            return fail(err, field, "entry %zu: not a location on a %dx%d board", i, b->size,
                        b->size);
        if (m->col < 0 && strcmp(field, "initialStones") == 0)
            return fail(err, field, "entry %zu: an initial stone cannot be a pass", i);
    }
    *count = n;
    return 0;
}

/* avoidMoves or allowMoves (a list of {player, moves, untilDepth}) into q->restrictions, as
 * lz-analyze's avoid and allow: allow keeps the player off every move it does not list. */
static int read_restrictions(const struct board *b, json_object *list, bool allow,
                             struct analysis_query *q, struct analysis_error *err)
{
    const char *field = allow ? "allowMoves" : "avoidMoves";
    if (!json_object_is_type(list, json_type_array))
        return fail(err, field, "expected a list of {player, moves, untilDepth} objects");
    bool allowed_for[2] = {false, false};
    for (size_t i = 0; i < json_object_array_length(list); i++) {
        json_object *entry = json_object_array_get_idx(list, i), *player, *moves, *depth;
        if (!json_object_is_type(entry, json_type_object) ||
            !json_object_object_get_ex(entry, "player", &player) ||
            !json_object_object_get_ex(entry, "moves", &moves) ||
            !json_object_object_get_ex(entry, "untilDepth", &depth))
            return fail(err, field, "entry %zu needs player, moves and untilDepth", i);
        int color = read_color(player);
        long long until;
        if (color < 0)
            return fail(err, field, "entry %zu: expected a player \"B\" or \"W\"", i);
        if (!read_integer(depth, 1, 1000000000LL, &until))
            return fail(err, field, "entry %zu: untilDepth must be a positive integer", i);
        if (until > UINT16_MAX)
            until = UINT16_MAX;
        if (allow && allowed_for[color - 1])
            return fail(err, field, "at most one entry per player");
        allowed_for[color - 1] = true;
        if (!json_object_is_type(moves, json_type_array))
            return fail(err, field, "entry %zu: moves must be a list of locations", i);
        bool listed[BOARD_MAX_POINTS] = {false};
        for (size_t k = 0; k < json_object_array_length(moves); k++) {
            int col, row;
            if (!read_location(b, json_object_array_get_idx(moves, k), &col, &row))
                return fail(err, field, "entry %zu: move %zu is not a location", i, k);
            listed[col < 0 ? BOARD_PASS : board_point(b, col, row)] = true;
        }
        uint16_t *point_until = q->restrictions.until[color - 1];
        for (int p = 0; p < BOARD_MAX_POINTS; p++)
            if (listed[p] != allow && point_until[p] < until)
                point_until[p] = (uint16_t)until;
        q->restricted = true;
    }
    return 0;
}

/* Fields KataGo documents that kosumi reads but does not act on: a warning each, when set. */
static const char *const unsupported[] = {
    "rootPolicyTemperature", "rootFpuReductionMax", "includeOwnershipStdev",
    "includeMovesOwnership", "includeMovesOwnershipStdev", "includePVVisits",
    "includeNoResultValue", "overrideSettings",
};

/* Fields read below (the others are warned of). */
static const char *const known[] = {
    "id", "action", "moves", "initialStones", "initialPlayer", "rules", "komi",
    "whiteHandicapBonus", "boardXSize", "boardYSize", "analyzeTurns", "maxVisits",
    "analysisPVLen", "includeOwnership", "includePolicy", "reportDuringSearchEvery",
    "firstReportDuringSearchAfter", "priority", "priorities", "avoidMoves", "allowMoves",
    "terminateId", "turnNumbers", /* the actions' (KataGo expects them in any query) */
};

static void warn_fields(json_object *in, analysis_warn_fn *warn, void *arg)
{
    json_object_object_foreach(in, key, value)
    {
        bool found = false;
        for (size_t i = 0; i < sizeof known / sizeof known[0] && !found; i++)
            found = strcmp(key, known[i]) == 0;
        if (found)
            continue;
        for (size_t i = 0; i < sizeof unsupported / sizeof unsupported[0] && !found; i++)
            found = strcmp(key, unsupported[i]) == 0;
        if (!found)
            warn(arg, key, "Unexpected or unused field");
        else if (value != NULL && !(json_object_is_type(value, json_type_boolean) &&
                                    !json_object_get_boolean(value)))
            warn(arg, key, "not supported by kosumi, ignored");
    }
}

static int read_bool(json_object *in, const char *field, bool *out, struct analysis_error *err)
{
    json_object *v;
    if (!json_object_object_get_ex(in, field, &v))
        return 0;
    if (!json_object_is_type(v, json_type_boolean))
        return fail(err, field, "expected true or false");
    *out = json_object_get_boolean(v);
    return 0;
}

static int read_rules(json_object *in, struct analysis_query *q, bool *komi_in_rules,
                      struct analysis_error *err)
{
    json_object *v;
    if (!json_object_object_get_ex(in, "rules", &v))
        return fail(err, "rules", "required field missing");
    const char *spec;
    if (json_object_is_type(v, json_type_string))
        spec = json_object_get_string(v);
    else if (json_object_is_type(v, json_type_object))
        spec = json_object_to_json_string_ext(v, JSON_C_TO_STRING_PLAIN);
    else
        return fail(err, "rules", "expected a rules name or a rules object");
    double komi = NAN;
    int code = rules_parse_komi(spec, &q->rules, &komi);
    if (code != 0)
        return fail(err, "rules", "%s: '%.64s'", rules_strerror(code), spec);
    if (!isnan(komi)) {
        q->komi = komi;
        *komi_in_rules = true;
    }
    if (json_object_object_get_ex(in, "whiteHandicapBonus", &v)) {
        const char *bonus = json_object_is_type(v, json_type_string) ? json_object_get_string(v)
                                                                      : "";
        if (strcmp(bonus, "0") == 0)
            q->rules.handicap_bonus = RULES_HANDICAP_BONUS_0;
        else if (strcmp(bonus, "N") == 0)
            q->rules.handicap_bonus = RULES_HANDICAP_BONUS_N;
        else if (strcmp(bonus, "N-1") == 0)
            q->rules.handicap_bonus = RULES_HANDICAP_BONUS_N_MINUS_1;
        else
            return fail(err, "whiteHandicapBonus", "expected \"0\", \"N\" or \"N-1\"");
    }
    return 0;
}

static int read_size(json_object *in, struct analysis_query *q, struct analysis_error *err)
{
    json_object *x, *y;
    long long xs, ys;
    if (!json_object_object_get_ex(in, "boardXSize", &x))
        return fail(err, "boardXSize", "required field missing");
    if (!json_object_object_get_ex(in, "boardYSize", &y))
        return fail(err, "boardYSize", "required field missing");
    if (!read_integer(x, 1, BOARD_MAX_SIZE, &xs))
        return fail(err, "boardXSize", "board size must be an integer from 1 to %d",
                    BOARD_MAX_SIZE);
    if (!read_integer(y, 1, BOARD_MAX_SIZE, &ys))
        return fail(err, "boardYSize", "board size must be an integer from 1 to %d",
                    BOARD_MAX_SIZE);
    if (xs != ys)
        return fail(err, "boardYSize", "kosumi plays square boards only: boardXSize %lld, "
                    "boardYSize %lld", xs, ys);
    q->size = (int)xs;
    return 0;
}

static int read_turns(json_object *in, struct analysis_query *q, struct analysis_error *err)
{
    json_object *turns, *priority, *priorities;
    bool given = json_object_object_get_ex(in, "analyzeTurns", &turns);
    if (given && !json_object_is_type(turns, json_type_array))
        return fail(err, "analyzeTurns", "expected a list of turn numbers");
    size_t n = given ? json_object_array_length(turns) : 1;
    if (n == 0)
        return fail(err, "analyzeTurns", "no turn to analyse");
    q->turns = calloc(n, sizeof *q->turns);
    q->priorities = calloc(n, sizeof *q->priorities);
    if (q->turns == NULL || q->priorities == NULL)
        return fail(err, "", "out of memory");
    q->turn_count = n;
    q->turns[0] = (int)q->move_count;
    for (size_t i = 0; given && i < n; i++) {
        long long t;
        if (!read_integer(json_object_array_get_idx(turns, i), 0, (long long)q->move_count, &t))
            return fail(err, "analyzeTurns", "entry %zu: expected a turn from 0 to %zu", i,
                        q->move_count);
        q->turns[i] = (int)t;
    }
    long long p = 0;
    if (json_object_object_get_ex(in, "priority", &priority) &&
        !read_integer(priority, -2147483647LL, 2147483647LL, &p))
        return fail(err, "priority", "expected an integer");
    for (size_t i = 0; i < n; i++)
        q->priorities[i] = (int)p;
    if (json_object_object_get_ex(in, "priorities", &priorities)) {
        if (!json_object_is_type(priorities, json_type_array) ||
            json_object_array_length(priorities) != n)
            return fail(err, "priorities", "expected a list of integers, one per turn");
        for (size_t i = 0; i < n; i++) {
            if (!read_integer(json_object_array_get_idx(priorities, i), -2147483647LL,
                              2147483647LL, &p))
                return fail(err, "priorities", "entry %zu: expected an integer", i);
            q->priorities[i] = (int)p;
        }
    }
    return 0;
}

static int read_effort(json_object *in, struct analysis_query *q, analysis_warn_fn *warn,
                       void *warn_arg, struct analysis_error *err)
{
    json_object *v;
    long long n;
    if (json_object_object_get_ex(in, "maxVisits", &v)) {
        if (!read_integer(v, 1, ANALYSIS_VISITS_LIMIT, &n))
            return fail(err, "maxVisits", "expected an integer from 1 to %lld",
                        ANALYSIS_VISITS_LIMIT);
        if (n > SEARCH_MAX_VISITS) {
            char text[128];
            snprintf(text, sizeof text, "maxVisits lowered to %ld, the most kosumi searches",
                     (long)SEARCH_MAX_VISITS);
            warn(warn_arg, "maxVisits", text);
            n = SEARCH_MAX_VISITS;
        }
        q->max_visits = (long)n;
    }
    q->pv_len = ANALYSIS_DEFAULT_PV_LEN;
    if (json_object_object_get_ex(in, "analysisPVLen", &v)) {
        if (!read_integer(v, 0, ANALYSIS_PV_MAX, &n))
            return fail(err, "analysisPVLen", "expected an integer from 0 to %d",
                        ANALYSIS_PV_MAX);
        q->pv_len = (int)n;
    }
    if (json_object_object_get_ex(in, "reportDuringSearchEvery", &v)) {
        if (!read_number(v, &q->report_every) || q->report_every < 0.001 ||
            q->report_every > 1e6)
            return fail(err, "reportDuringSearchEvery", "expected seconds from 0.001 to 1e6");
    }
    if (json_object_object_get_ex(in, "firstReportDuringSearchAfter", &v)) {
        if (!read_number(v, &q->first_report) || q->first_report < 0.001 ||
            q->first_report > 1e6)
            return fail(err, "firstReportDuringSearchAfter",
                        "expected seconds from 0.001 to 1e6");
    }
    if (read_bool(in, "includeOwnership", &q->ownership, err) != 0 ||
        read_bool(in, "includePolicy", &q->policy, err) != 0)
        return -1;
    return 0;
}

/* What build() refused: the field to blame. */
enum build_failure { BUILD_OK, BUILD_STONES, BUILD_MOVES, BUILD_MEMORY };

static enum build_failure build(const struct analysis_query *q, size_t turn, struct game *g,
                                int *to_play, char *error, size_t error_size)
{
    if (game_init(g, q->size, &q->rules) != 0) {
        snprintf(error, error_size, "board size %d is not supported", q->size);
        return BUILD_STONES;
    }
    g->komi = q->komi;
    /* Black stones alone on an empty board are a handicap (White's bonus under the rules
     * that give one), as in an SGF record's AB; anything else is a setup position. */
    bool handicap = q->stone_count >= 2;
    for (size_t i = 0; i < q->stone_count; i++)
        handicap &= q->stones[i].color == COLOR_BLACK;
    int *points = calloc(q->stone_count ? q->stone_count : 1, sizeof *points);
    if (points == NULL) {
        snprintf(error, error_size, "out of memory");
        return BUILD_MEMORY;
    }
    for (size_t i = 0; i < q->stone_count; i++)
        points[i] = board_point(&g->board, q->stones[i].col, q->stones[i].row);
    int code = 0;
    if (handicap)
        code = game_set_handicap(g, points, (int)q->stone_count);
    for (size_t i = 0; !handicap && code == 0 && i < q->stone_count; i++)
        code = game_setup(g, q->stones[i].color, points[i]);
    free(points);
    if (code != 0) {
        snprintf(error, error_size, "the initial stones cannot stand: %s", game_strerror(code));
        return BUILD_STONES;
    }
    int first = q->initial_player != COLOR_EMPTY ? q->initial_player
                : q->move_count > 0            ? q->moves[0].color
                                               : COLOR_EMPTY;
    if (first != COLOR_EMPTY)
        game_set_to_play(g, first);
    for (size_t i = 0; i < turn; i++) {
        const struct analysis_move *m = &q->moves[i];
        int p = m->col < 0 ? BOARD_PASS : board_point(&g->board, m->col, m->row);
        code = game_play(g, m->color, p);
        if (code != 0) {
            char vertex[COORD_VERTEX_MAX];
            snprintf(error, error_size, "illegal move %zu (%s %s): %s", i + 1,
                     m->color == COLOR_BLACK ? "B" : "W", coord_format(&g->board, p, vertex),
                     game_strerror(code));
            return code == GAME_NO_MEMORY ? BUILD_MEMORY : BUILD_MOVES;
        }
    }
    *to_play = turn < q->move_count ? q->moves[turn].color : game_to_play(g);
    return BUILD_OK;
}

int analysis_query_game(const struct analysis_query *q, size_t turn, struct game *g, int *to_play,
                        char *error, size_t error_size)
{
    if (build(q, turn, g, to_play, error, error_size) == BUILD_OK)
        return 0;
    game_free(g);
    return -1;
}

int analysis_query_read(json_object *in, struct analysis_query *q, analysis_warn_fn *warn,
                        void *warn_arg, struct analysis_error *err)
{
    memset(q, 0, sizeof *q);
    err->field[0] = err->text[0] = '\0';
    json_object *v;
    if (!json_object_object_get_ex(in, "id", &v) || !json_object_is_type(v, json_type_string))
        return fail(err, "id", "required field missing or not a string");
    q->id = strdup(json_object_get_string(v));
    if (q->id == NULL)
        return fail(err, "", "out of memory");
    warn_fields(in, warn, warn_arg);
    bool komi_in_rules = false;
    if (read_size(in, q, err) != 0 || read_rules(in, q, &komi_in_rules, err) != 0)
        return -1;
    if (json_object_object_get_ex(in, "komi", &v)) {
        if (!read_number(v, &q->komi) || fabs(q->komi) > ANALYSIS_KOMI_MAX ||
            game_komi_check(q->komi) != NULL)
            return fail(err, "komi", "expected a number of hundredths from -%g to %g",
                        ANALYSIS_KOMI_MAX, ANALYSIS_KOMI_MAX);
    } else if (!komi_in_rules) {
        q->komi = rules_default_komi(&q->rules);
    }
    struct board b;
    board_init(&b, q->size);
    if (!json_object_object_get_ex(in, "moves", &v))
        return fail(err, "moves", "required field missing");
    if (read_moves(&b, v, "moves", &q->moves, &q->move_count, err) != 0)
        return -1;
    if (json_object_object_get_ex(in, "initialStones", &v) &&
        read_moves(&b, v, "initialStones", &q->stones, &q->stone_count, err) != 0)
        return -1;
    q->initial_player = COLOR_EMPTY;
    if (json_object_object_get_ex(in, "initialPlayer", &v) &&
        (q->initial_player = read_color(v)) < 0)
        return fail(err, "initialPlayer", "expected a player \"B\" or \"W\"");
    if (read_turns(in, q, err) != 0 || read_effort(in, q, warn, warn_arg, err) != 0)
        return -1;
    if (json_object_object_get_ex(in, "avoidMoves", &v) &&
        read_restrictions(&b, v, false, q, err) != 0)
        return -1;
    if (json_object_object_get_ex(in, "allowMoves", &v) &&
        read_restrictions(&b, v, true, q, err) != 0)
        return -1;
    /* The whole game once: an illegal move is refused now, not after the searches before it. */
    struct game g;
    int to_play;
    char why[sizeof err->text];
    enum build_failure f = build(q, q->move_count, &g, &to_play, why, sizeof why);
    game_free(&g);
    if (f != BUILD_OK)
        return fail(err, f == BUILD_STONES ? "initialStones" : f == BUILD_MOVES ? "moves" : "",
                    "%s", why);
    return 0;
}

void analysis_query_free(struct analysis_query *q)
{
    free(q->id);
    free(q->stones);
    free(q->moves);
    free(q->turns);
    free(q->priorities);
    memset(q, 0, sizeof *q);
}
