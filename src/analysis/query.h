/* query.h - one query of KataGo's JSON analysis protocol, read and checked
 *
 * A query (one JSON object, one line) names a game (board size, rules, komi, initial stones and
 * moves) and the turns of it to analyse; analysis_query_read turns it into a struct
 * analysis_query, refusing what kosumi cannot do with an error for one field (KataGo's
 * {"error":...,"field":...,"id":...}), and reporting what it reads but ignores as warnings
 * ({"warning":...}), as KataGo does. The whole game is replayed once here, so that an illegal move
 * is refused before any search; each turn is replayed again by analysis_query_game when its
 * search starts. KataGo's docs/Analysis_Engine.md defines the fields; the README lists which
 * kosumi reads.
 */
#ifndef KOSUMI_ANALYSIS_QUERY_H
#define KOSUMI_ANALYSIS_QUERY_H

#include <stdbool.h>
#include <stddef.h>

#include <json-c/json.h>

#include "core/game.h"
#include "core/rules.h"
#include "engine/search.h"

/* maxVisits: KataGo refuses a value outside [1, 2^50]; kosumi's search takes at most
 * SEARCH_MAX_VISITS, so a larger one is lowered to that with a warning. */
#define ANALYSIS_VISITS_LIMIT (1LL << 50)
/* analysisPVLen (moves after the first): KataGo's bound; kosumi also stops a PV at this. */
#define ANALYSIS_PV_MAX 1000
/* The PV length without analysisPVLen (KataGo's default, the first move not counted). */
#define ANALYSIS_DEFAULT_PV_LEN 15
/* komi: KataGo's bound, either way. */
#define ANALYSIS_KOMI_MAX 400.0

/* A stone or a move: col, row from the lower left, 0-based, as board_point takes them; col -1 is
 * a pass. */
struct analysis_move {
    int color;
    int col, row;
};

struct analysis_query {
    char *id;
    int size;
    struct rules rules;
    double komi;
    int initial_player; /* COLOR_BLACK, COLOR_WHITE, or COLOR_EMPTY: the game's own */
    struct analysis_move *stones;
    size_t stone_count;
    struct analysis_move *moves;
    size_t move_count;
    int *turns;      /* the turns to analyse, as given (0: before the first move) */
    int *priorities; /* one per turn */
    size_t turn_count;
    long max_visits; /* 0: the server's default */
    int pv_len;      /* moves after the first in each PV */
    bool ownership;
    bool policy;
    double report_every; /* reportDuringSearchEvery in seconds; 0: only the final answer */
    double first_report; /* firstReportDuringSearchAfter; 0: report_every */
    bool restricted;     /* avoidMoves or allowMoves given: */
    struct search_restrictions restrictions;
};

/* What analysis_query_read reports besides the query: a warning is given to warn(arg, field,
 * text) as it is found; the error that refuses a query is left in field and text. */
typedef void analysis_warn_fn(void *arg, const char *field, const char *text);

struct analysis_error {
    char field[32]; /* "" for an error of the query as a whole */
    char text[256];
};

/* Reads query object `in` (not an action: its "action" is the caller's) into *q. Returns 0, or
 * -1 with the error in *err (q->id is set when the query had a string id, even then; the
 * caller frees q with analysis_query_free either way). Never keeps a reference to `in`. */
int analysis_query_read(json_object *in, struct analysis_query *q, analysis_warn_fn *warn,
                        void *warn_arg, struct analysis_error *err);

void analysis_query_free(struct analysis_query *q);

/* Sets up g (game_free it after) as the query's game at `turn` (0 to move_count: that many
 * moves played), and *to_play as the player whose move is analysed there: the next move's
 * player when there is one, else the opponent of the last mover (initialPlayer at turn 0).
 * Returns 0, or -1 with why in error (an illegal move, out of memory). */
int analysis_query_game(const struct analysis_query *q, size_t turn, struct game *g, int *to_play,
                        char *error, size_t error_size);

#endif
