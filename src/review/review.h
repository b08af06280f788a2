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

#include "core/rules.h"
#include "sgf/sgf.h"
#include "sgf/sgf_tree.h"

/* The marks, SGF's own move annotations. What a move lost is measured in win rate and in
 * points, each the difference of two searches' values (the position before it and the one
 * after), and kosumi's own errors in those values are of two kinds, both measured on real games
 * (reviews of tests/data/sgf/gnugo-19.sgf and gnugo-9.sgf, GNU Go against itself, at several
 * seeds):
 *
 *  - noise: a value from n playouts strays by about 0.5/sqrt(n) of win rate (its standard
 *    error at most) and by sd/sqrt(n) points (sd: the spread of the playouts' final margins);
 *    the two searches' errors combined are a move's `noise` and `points_noise`;
 *  - a bias to the side to move: where the playouts give a fight to whoever plays there first,
 *    each search favours its player to move, and every move of a stretch of the game seems to
 *    lose about as much (on 19x19 at 1,000 playouts, 10 to 15% and 10 points a move for dozens
 *    of moves in a row, for both players; at 4,000 hardly less). The bias changes slowly, so
 *    the moves around a move measure it: its `baseline` is the median (the lower one of an even
 *    count) of the losses of the judged moves up to REVIEW_BASELINE_MOVES before and after it,
 *    both players' (never below 0; `points_baseline` the same in points).
 *
 * A loss counts only for what exceeds its baseline and twice (REVIEW_NOISE_Z) its noise, and
 * the two measures are put on one scale, in units of the bad move's thresholds:
 *
 *   severity = max((loss - baseline - Z * noise) / REVIEW_BAD_WINRATE,
 *                  (points_lost - points_baseline - Z * points_noise) / review_bad_points(size))
 *
 * The points threshold grows with the board (REVIEW_BAD_POINTS on 9x9, in proportion to the side
 * beyond): a point is a smaller part of a larger board, and the playouts' margins stray further.
 * Points also judge a decided game, where win rates are near 0 or 1 and hardly move.
 *   BM (bad move)     severity at least 1;
 *   DO (doubtful)     severity at least REVIEW_DOUBTFUL_SEVERITY;
 *   IT (interesting)  gained at least REVIEW_INTERESTING_WINRATE of win rate beyond its
 *                     baseline and noise: the mover did better than kosumi expected of its own
 *                     preferred move;
 *   TE (tesuji)       the engine's preferred move, and its second choice (searched at least
 *                     REVIEW_TESUJI_VISITS times) would have been at least REVIEW_TESUJI_GAP
 *                     of win rate worse: the move that mattered, found.
 * The engine's preferred move is never BM, DO or IT (what it "lost" is the searches' error).
 * Not judged at all: a move whose position before or after was changed by setup stones, and a
 * pass that answers a pass (the game ends there: what is left is counting, or play resumed
 * after a dispute, not a choice between moves; the search after it plays on a game that is
 * over). The summary's "biggest mistakes" are ranked by severity. */
#define REVIEW_BAD_WINRATE 0.20
#define REVIEW_BAD_POINTS 10.0
#define REVIEW_DOUBTFUL_SEVERITY 0.5
#define REVIEW_NOISE_Z 2.0
#define REVIEW_BASELINE_MOVES 5
#define REVIEW_INTERESTING_WINRATE 0.10
#define REVIEW_TESUJI_GAP 0.15
#define REVIEW_TESUJI_VISITS 20
/* The preferred line shown as a variation where a move was marked BM or DO: at most this many
 * moves of the engine's principal variation. */
#define REVIEW_PV_MAX 6
/* Playouts per position when neither playouts nor seconds are given. On 19x19, 4,000 gave the
 * same marks as 1,000 (the bias above does not shrink with the playouts) at four times the
 * time, so the default does not grow with the board. */
#define REVIEW_DEFAULT_PLAYOUTS 1000L

/* The points a bad move loses on a board of `size` (see above). */
double review_bad_points(int size);

enum review_mark { REVIEW_NONE, REVIEW_BAD, REVIEW_DOUBTFUL, REVIEW_INTERESTING, REVIEW_TESUJI };

struct review_options {
    long playouts;  /* per position; 0 with seconds 0: REVIEW_DEFAULT_PLAYOUTS */
    double seconds; /* per position; 0: no time limit */
    int threads;    /* search threads, at least 1 */
    uint64_t seed;  /* with one thread and a playout count the review is a function of it */
    const struct rules *rules; /* rules in place of the record's RU (--rules); NULL: RU's, or
                                * tromp-taylor without RU or with one rules_from_sgf refuses */
    double komi;               /* komi when the record has no KM */
};

/* Where the rules a review used came from. */
enum review_rules_source {
    REVIEW_RULES_RECORD,  /* the record's RU */
    REVIEW_RULES_OPTION,  /* review_options' rules */
    REVIEW_RULES_DEFAULT, /* tromp-taylor: no RU */
    REVIEW_RULES_UNKNOWN, /* tromp-taylor: an RU rules_from_sgf does not take */
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
    /* What the move cost its player: win rate and points, negative when it gained; the noise
     * of each and the baseline (see the top). Valid when `judged`: false when setup stones
     * come between the move and the next, or share the move's node (the position around the
     * move was not the one searched), and for a pass that answers a pass (`game_end`). */
    bool judged;
    bool game_end;
    double loss, points_lost;
    double noise, points_noise;
    double baseline, points_baseline;
    bool preferred;  /* the move is the engine's preferred one */
    double gap;      /* in the position before: the preferred move's win rate less the second
                      * choice's, for the mover; negative when the second was searched too little */
    double severity; /* see the top; 0 when not judged or preferred */
    enum review_mark mark;
};

struct review {
    int size;
    size_t move_count;
    struct review_move *moves; /* move n (from 1) is moves[n - 1] */
    double seconds;            /* the searches' time */
    long playouts;             /* and their playouts */
    struct rules rules;        /* the rules the game was replayed and judged under */
    enum review_rules_source rules_source;
    char ru[41];               /* the record's RU, shortened, control characters as '?' */
    double komi;
};

/* The rules a review used, where they came from, and the komi, in words, into buf:
 * "tromp-taylor (the record has no RU; --rules chooses others), komi 7.5",
 * "japanese (the record's RU[Japanese]), komi 6.5". */
#define REVIEW_RULES_TEXT_MAX 160
const char *review_rules_text(const struct review *r, char *buf, size_t size);

/* Called after each search (done of total) with what is known so far; may be NULL. */
typedef void review_progress_fn(void *arg, size_t done, size_t total);

/* Reviews the main line of `record` (see the top). Returns 0, or -1 with the reason in error
 * ("move 12 (B D4): illegal move: ko", "out of memory"); *out is then empty. A record without
 * moves gives a review of none. */
int review_run(const struct sgf_game *record, const struct review_options *o,
               review_progress_fn *progress, void *arg, struct review *out, char *error,
               size_t error_size);

void review_free(struct review *r);

/* Sets the baselines, severity and mark of every move of r from their other figures (judged,
 * preferred, loss and points_lost, their noise, gap), as the top says. review_run ends with it. */
void review_judge(struct review *r);

/* The 0-based indexes of the moves of `color` (COLOR_EMPTY: of either) marked BM or DO, the
 * review's mistakes, largest severity first (see the top), at most max of them; returns how many.
 * The summary, the graph's circles and the marks name the same moves through it: a move that
 * lost a little more than its noise but less than DO's threshold is none of them. */
size_t review_worst(const struct review *r, int color, size_t *index, size_t max);

/* x rounded to a tenth, as "%.1f" prints it, but 0 (never -0) when it rounds to nothing: a review
 * says "0.0%", not "-0.0%", of a move that lost or gained less than the last digit shows. */
double review_tenths(double x);

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
 * numbers, with axes, labels and a legend, and every move marked BM or DO circled on the win
 * rate curve and numbered above the plot. Returns 0, or -1 when out of memory. */
int review_svg(const struct review *r, char **text, size_t *len);

#endif
