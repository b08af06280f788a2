/* review.h - a game reviewed by the engine: every main-line move judged, marked and drawn
 *
 * review_run searches every position of a record's main line once: the position before each move
 * and the final one, N + 1 searches for N moves (the position before move n + 1 is the position
 * after move n). From the searches it takes, for each move, the win rate and the score lead
 * before and after it, the engine's preferred move and principal variation, and what the move
 * lost for the player who made it. Win rates and score leads are Black's, whoever moved: a win
 * rate from 0 to 1 that Black wins, a lead in points that Black is ahead by (negative: White
 * leads), komi included; the engine's own figures (for the player to move) are turned round.
 *
 * review_annotate writes the review into the record's tree (sgf_tree.h) and review_svg draws it;
 * neither prints. The thresholds of the marks are below; the man page repeats them.
 */
#ifndef KOSUMI_REVIEW_H
#define KOSUMI_REVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sgf.h"
#include "sgf_tree.h"

/* The marks, SGF's own move annotations. A move that is the engine's preferred one is never
 * bad or doubtful (what it "lost" then is the noise of two searches); one that is not:
 *   BM (bad move)     lost at least REVIEW_BAD_WINRATE of win rate or REVIEW_BAD_POINTS points;
 *   DO (doubtful)     lost at least REVIEW_DOUBTFUL_WINRATE or REVIEW_DOUBTFUL_POINTS;
 *   IT (interesting)  gained at least REVIEW_INTERESTING_WINRATE: the mover's win rate after it
 *                     is that much above what the engine expected of its own preferred move;
 *   TE (tesuji)       the engine's preferred move, and its second choice (searched at least
 *                     REVIEW_TESUJI_VISITS times) would have been at least REVIEW_TESUJI_GAP
 *                     of win rate worse: the move that mattered, found. */
#define REVIEW_BAD_WINRATE 0.20
#define REVIEW_BAD_POINTS 10.0
#define REVIEW_DOUBTFUL_WINRATE 0.10
#define REVIEW_DOUBTFUL_POINTS 5.0
#define REVIEW_INTERESTING_WINRATE 0.10
#define REVIEW_TESUJI_GAP 0.15
#define REVIEW_TESUJI_VISITS 20
/* The preferred line shown as a variation where a move was marked BM or DO: at most this many
 * moves of the engine's principal variation. */
#define REVIEW_PV_MAX 6
/* Playouts per position when neither playouts nor seconds are given. */
#define REVIEW_DEFAULT_PLAYOUTS 1000L

enum review_mark { REVIEW_NONE, REVIEW_BAD, REVIEW_DOUBTFUL, REVIEW_INTERESTING, REVIEW_TESUJI };

struct review_options {
    long playouts;  /* per position; 0 with seconds 0: REVIEW_DEFAULT_PLAYOUTS */
    double seconds; /* per position; 0: no time limit */
    int threads;    /* search threads, at least 1 */
    uint64_t seed;  /* with one thread and a playout count the review is a function of it */
    const struct rules *rules; /* rules when the record's RU is unknown; NULL: tromp-taylor */
    double komi;               /* komi when the record has no KM */
};

/* Fills o with the defaults: REVIEW_DEFAULT_PLAYOUTS, one thread, seed 0, komi 7.5 (those of a
 * new GTP session, so a review agrees with loadsgf). */
void review_options_init(struct review_options *o);

struct review_move {
    int color;              /* COLOR_BLACK or COLOR_WHITE: who moved */
    int col, row;           /* the move (board coordinates as sgf.h's), SGF_PASS for a pass */
    int best_col, best_row; /* the engine's preferred move in the position before */
    int pv_len;             /* its principal variation, the preferred move first */
    int pv_col[REVIEW_PV_MAX], pv_row[REVIEW_PV_MAX];
    double winrate_before, winrate_after; /* Black's */
    double lead_before, lead_after;       /* Black's, in points */
    /* What the move cost its player: win rate and points, negative when it gained. Valid when
     * `judged`: false when setup stones come between the move and the next, or share the
     * move's node (the position around the move was not the one searched). */
    bool judged;
    double loss, points_lost;
    bool preferred; /* the move is the engine's preferred one */
    enum review_mark mark;
};

struct review {
    int size;
    size_t move_count;
    struct review_move *moves; /* move n (from 1) is moves[n - 1] */
    double seconds;            /* the searches' time */
    long playouts;             /* and their playouts */
};

/* Called after each search (done of total) with what is known so far; may be NULL. */
typedef void review_progress_fn(void *arg, size_t done, size_t total);

/* Reviews the main line of `record` (see the top). Returns 0, or -1 with the reason in error
 * ("move 12 (B D4): illegal move: ko", "out of memory"); *out is then empty. A record without
 * moves gives a review of none. */
int review_run(const struct sgf_game *record, const struct review_options *o,
               review_progress_fn *progress, void *arg, struct review *out, char *error,
               size_t error_size);

void review_free(struct review *r);

/* The 0-based indexes of the moves of `color` with the largest judged losses (of win rate,
 * then points), largest first, at most max of them, only those that lost something. Returns
 * how many. */
size_t review_worst(const struct review *r, int color, size_t *index, size_t max);

/* The vertex of col, row on a board of `size` ("D4", "pass") into buf (REVIEW_VERTEX_MAX bytes). */
#define REVIEW_VERTEX_MAX 16
const char *review_vertex(int size, int col, int row, char *buf);

/* Adds the review to `tree`, the tree of the record reviewed (sgf_tree_read of the same bytes):
 * a comment on each main-line move of the first game tree (after the record's own comment),
 * the mark (unless the node has BM, DO, IT or TE already) and, on a bad or doubtful move,
 * the engine's preferred line as the last variation of the node's parent. Returns 0, or -1 with
 * the reason in error (out of memory; a tree whose main line does not hold the review's moves). */
int review_annotate(const struct review *r, struct sgf_tree *tree, char *error, size_t error_size);

/* Draws the review as an SVG image in a new NUL-terminated buffer (*text, *len): Black's win
 * rate and score lead after each move (one point per move in each polyline) over the move
 * numbers, with axes and labels, and the biggest swings of win rate marked with their move
 * numbers. Returns 0, or -1 when out of memory. */
int review_svg(const struct review *r, char **text, size_t *len);

#endif
