/* answer.h - a search's findings as an answer of KataGo's JSON analysis protocol
 *
 * One answer per analysed turn: id, turnNumber, isDuringSearch, moveInfos (the root moves the
 * search visited, most visited first: move, visits, winrate, scoreLead, scoreMean, prior, lcb,
 * order, pv; no scoreStdev: the search keeps the spread of a step's playouts only, too few to
 * mean anything by the end), rootInfo (visits, winrate, scoreLead, currentPlayer) and, when the
 * query asks, ownership and policy. Values are from the perspective the server was started with
 * (KataGo's reportAnalysisWinratesAs; Black by default, as in KataGo's example configuration).
 */
#ifndef KOSUMI_ANALYSIS_ANSWER_H
#define KOSUMI_ANALYSIS_ANSWER_H

#include <stdbool.h>

#include <json-c/json.h>

#include "analysis/query.h"
#include "core/game.h"
#include "engine/search.h"

/* Whose win rates, leads and ownership an answer gives (reportAnalysisWinratesAs). */
enum analysis_perspective { ANALYSIS_BLACK, ANALYSIS_WHITE, ANALYSIS_SIDE_TO_MOVE };

/* One search of one turn, as an answer reports it. */
struct analysis_view {
    const struct analysis_query *q;
    int turn;
    const struct game *g; /* the position searched */
    int to_play;
    const struct search *s; /* for the PVs */
    const struct search_result *r;
    const double *ownership; /* indexed by board point: Black's, summed over `playouts` */
    long playouts;
    enum analysis_perspective perspective;
    bool during_search;
};

/* The answer, a new JSON object (json_object_put it), or NULL when out of memory. */
json_object *analysis_answer(const struct analysis_view *v);

/* A number as the answers write it: at most `decimals` places, never -0, never NaN or an
 * infinity (JSON has none: those become 0). NULL when out of memory. */
json_object *analysis_number(double value, int decimals);

#endif
