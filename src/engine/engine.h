/* engine.h - move generation: the one entry point GTP's genmove calls
 *
 * The engine is a Monte-Carlo tree search (search.h) judging with an evaluator (evaluator.h) and a
 * time manager (timeman.h). It keeps its tree between moves, at full strength; a weaker level
 * (engine_options.level, level.h) searches a fixed number of playouts on a new tree and draws
 * its move among the best few. It only answers a point where the game's rules allow the move
 * (game_legal: never an occupied point, a ko or superko violation) that is not a suicide even
 * where the rules allow one and does not fill one of its own true eyes, or a pass, or a
 * resignation.
 *
 * With the opening book on (engine_options.book), while the position is in the book (book.h), it
 * plays one of the book's replies instead, drawn in proportion to how often the players chose
 * each (at full strength, and not for a restricted search or kgs-genmove_cleanup).
 *
 * Passing: only when it does not lose. When the search prefers a pass or the opponent has just
 * passed, the engine passes if the score at the end is a win for it: under Tromp-Taylor the
 * board as it stands, under other rules without the stones engine_dead_stones judges dead; and,
 * outside territory scoring (where capturing costs nothing), only once no opponent stone is
 * dead, which it then takes off with a capturing move rather than the search's most visited
 * one. It also passes when no move is left but its own eyes. kgs-genmove_cleanup passes only
 * once no dead opponent stone is left, whatever the score, and never resigns.
 */
#ifndef KOSUMI_ENGINE_ENGINE_H
#define KOSUMI_ENGINE_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/game.h"
#include "engine/level.h"
#include "engine/search.h"
#include "engine/timeman.h"
#include "util/rng.h"

/* engine_genmove's answer when it gives up. */
#define ENGINE_RESIGN (-1)

/* How to choose a move. */
struct engine_request {
    int color;                        /* COLOR_BLACK or COLOR_WHITE: who moves */
    bool cleanup;                     /* kgs-genmove_cleanup: capture dead stones before passing */
    /* reg_genmove: the move it would play were resigning not an answer. GNU Go defines
     * reg_genmove as the best move or a pass, and its regression problems ask for the best
     * move in positions lost anyway. */
    bool never_resign;
    /* The game clock (timeman.h), which gives the move its budget (the caller charges it the
     * time the move took); NULL, or a clock with no settings: no limit. */
    const struct timeman *clock;
    /* Thinking shown as it goes (genmove_analyze), or watched for an interrupt: when set, the
     * search runs in steps of a few hundred playouts and at most ENGINE_STEP_SECONDS on one
     * tree, and progress(progress_arg,
     * the step's result) is called after each step but the last; when it returns true, the
     * search ends there and the move is chosen from what it found. */
    bool (*progress)(void *arg, const struct search_result *r);
    void *progress_arg;
    /* Moves the search may not explore near the root, the move chosen included (a pass the
     * restrictions exclude at the root is not played unless no other move is left); NULL:
     * none. A restricted search is not the position's search for engine_position_result. */
    const struct search_restrictions *restrictions;
};

/* The effort and behaviour options (command line). */
struct engine_options {
    long playouts;           /* playouts per move; 0: no fixed number */
    double seconds;          /* seconds per move; 0: no fixed time */
    int threads;             /* search threads, at least 1 */
    double resign_threshold; /* resign below this win rate; 0: never */
    long nodes;              /* the tree's node budget */
    /* Strength, LEVEL_MIN to LEVEL_MAX (level.h). Below LEVEL_MAX: with neither playouts nor
     * seconds set, level_playouts per move and no wall-clock cap (a clock still limits), a new
     * tree for every move, and level_choose's weakened choice; a playout count or a time set
     * replaces the level's playouts only. LEVEL_MAX: full strength, as without levels. */
    int level;
    /* Plays from the opening book (book.h) while the position is in it, at full strength and
     * without restrictions only. */
    bool book;
};

#define ENGINE_DEFAULT_NODES 6000000L
#define ENGINE_DEFAULT_RESIGN 0.1
/* The program's default threads: one a processor, at most this many. The threads share one tree
 * and take turns at its busiest nodes; more than 8 is untested (measured up to 2 processors). */
#define ENGINE_DEFAULT_THREADS_MAX 8
/* White giving handicap stones resigns below a smaller win rate early on: the threshold divided
 * by 1 + the stones at the first move, rising linearly to the whole threshold by the move
 * ENGINE_RESIGN_HANDICAP_SHARE of the board's points (on 19x19, move 217). Its playouts judge
 * the stones as black's to keep, while a stronger white wins games that start far behind:
 * giving GNU Go 3.8 level 10 nine stones (19x19, komi 0.5, default effort), kosumi won 9 of 20
 * games with the whole threshold from the start, and 3 of its 11 losses were resignations at
 * moves 32, 46 and 64 (a 3 s search of those positions gives white 8 to 10%; of the empty
 * 9-stone board, 12%). Leela Zero lowers its threshold the same way. Black taking the stones,
 * and every even game, keep the whole threshold; a lower threshold only ever plays on where the
 * whole one would have resigned, so it cannot lose a game the whole one wins. With it, the same
 * 20 games gave 7 wins and no resignation before move 116: too few games to show the gain. */
#define ENGINE_RESIGN_HANDICAP_SHARE 0.6
/* The win rate below which `color` resigns after `moves` moves of a game on a size x size board
 * with `handicap` stones, where `threshold` is the option's (engine_options.resign_threshold). */
double engine_resign_threshold(double threshold, int color, int handicap, int moves, int size);

/* Sets the defaults: one thread, no fixed effort, resign threshold and node budget as above,
 * full strength (LEVEL_MAX), the opening book off. */
void engine_options_init(struct engine_options *o);

/* What the last search did, for --verbose and benchmarks. */
struct engine_stats {
    long playouts;   /* playouts run */
    long reused;     /* root visits kept from the previous move's tree */
    double seconds;  /* time spent */
    double winrate;  /* the chosen move's win rate for the mover */
    double budget;   /* the time the search was allowed (0: none) */
    double white_extra; /* the dynamic komi: points credited to white beyond the real komi
                         * when the search judged its playouts (dynkomi.h) */
    size_t nodes;       /* the tree's nodes after the search, and the most it may hold */
    size_t capacity;
    /* The move came from the opening book (no search: the figures above are 0), chosen there
     * book_count times of book_total among the replies legal here. */
    bool book;
    long book_count, book_total;
};

struct engine;

/* An engine with options o (NULL: the defaults). NULL when out of memory. */
struct engine *engine_new(const struct engine_options *o);
void engine_free(struct engine *e);

/* Chooses a move for req->color in g, drawing randomness from rng only: with one thread and a
 * playout count, the same state of rng, position and earlier commands give the same move.
 * Asked twice in a row with the same position and the same state of rng (reg_genmove then
 * genmove), it answers the same move (but for a resignation, which never_resign turns into the
 * move it would play otherwise) and leaves rng in the same state. Never changes g. Returns
 * a point of g's board where game_legal(g, color, point) is 0 and that is not a suicide,
 * BOARD_PASS, or ENGINE_RESIGN. */
int engine_genmove(struct engine *e, const struct game *g, const struct engine_request *req,
                   struct rng *rng);

/* A search of g's position: the last one when the stones on the board are the same (the moves
 * since were passes), else a new one for the player to move at engine_genmove's effort at full
 * strength (a weaker level's genmove search is never reused here), drawing from rng. For the
 * views of the position (ownership, preferred moves). Never changes g. */
const struct search_result *engine_position_result(struct engine *e, const struct game *g,
                                                   struct rng *rng);

/* Marks dead[p] (BOARD_MAX_POINTS bytes, indexed by board point) for every stone judged dead:
 * status_dead's reading (status.h), then for the rest a chain whose stones end as the
 * opponent's in most playouts (mean ownership beyond 0.3) in engine_position_result's search,
 * unless it is in a seki the reading leaves standing. The same judgement
 * makes engine_genmove keep playing (dead opponent stones it must capture before passing) and
 * final_status_list and final_score answer. Never changes g. */
void engine_dead_stones(struct engine *e, const struct game *g, struct rng *rng, uint8_t *dead);

/* A step of a search that watches for something between its steps (an analysis, pondering, a
 * genmove that GoGui may interrupt) ends after this many seconds at most, however large the
 * board or slow the machine: what it watches for is seen that soon. */
#define ENGINE_STEP_SECONDS 0.01

/* One step of analysis of g with `color` to move: `playouts` more playouts (0: no count) for at
 * most `seconds` (0: no limit; not both 0) on the tree kept from the last search when it is of
 * this game under the same restrictions (so that steps add up and a genmove that follows starts
 * from them), drawing from rng; restrictions as in engine_request (NULL: none). Returns the
 * search's result: the root moves by visits, counting earlier steps. Never changes g. */
const struct search_result *engine_analyze(struct engine *e, const struct game *g, int color,
                                           long playouts, double seconds,
                                           const struct search_restrictions *restrictions,
                                           struct rng *rng);

/* The principal variation from root move `move` of the last search or analysis step (see
 * search_pv): at most max moves into pv; returns how many. */
int engine_pv(const struct engine *e, int move, int *pv, int max);

/* Changes the effort and behaviour options (playouts, seconds, threads, resign threshold) of
 * a running engine; the node budget stays as it was created. */
void engine_set_options(struct engine *e, const struct engine_options *o);

/* The result of the last search (engine_genmove's, engine_analyze's or engine_dead_stones's). */
const struct search_result *engine_last_result(const struct engine *e);

/* The statistics of the last engine_genmove. */
const struct engine_stats *engine_last_stats(const struct engine *e);

#endif
