/* engine.c - move generation: limits for the search, then pass, resign or play (see engine.h) */
#include "config.h"

#include "engine/engine.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/score.h"
#include "engine/book.h"
#include "engine/dynkomi.h"
#include "engine/effort.h"
#include "engine/evaluator.h"
#include "engine/search.h"
#include "engine/status.h"
#include "engine/timeman.h"
#include "util/monotonic.h"

/* A search's root must hold this many playouts (or half the fixed number of a search, if
 * smaller) before its win rate may make the engine resign. */
#define RESIGN_MIN_PLAYOUTS 1000
/* Playouts per step of a search shown as it goes (engine_request.progress). */
#define ANALYSIS_STEP 256
/* The part of a genmove's playouts (or time) that tells the dynamic komi how the game stands
 * where no earlier search of the mover does (probe_for_dynkomi). */
#define DYNKOMI_PROBE_SHARE 8

/* What the dynamic komi (dynkomi.h) knows of one color: what the last genmove's search for it
 * said, in the game `line` was taken from, and whether it counted as far ahead or behind. */
struct dynkomi_memory {
    bool valid;
    struct game_line line;
    struct dynkomi_last last;
    struct dynkomi_mode mode;
};

struct engine {
    struct engine_options opt;
    struct search *search;
    struct search_result result;
    float step_ownership[BOARD_MAX_POINTS]; /* search_in_steps' sums over its steps */
    struct {
        bool valid; /* `result` is an unrestricted search of this game: */
        struct game_line line;
        bool played_on; /* searched with search_limits' play_on */
    } searched;
    struct engine_stats stats;
    long fixed_playouts; /* the last genmove's playout count, the option's or the level's; 0:
                          * none */

    /* Consecutive own moves whose win rate was below the resign threshold, as they stood after
     * the last decision and before it (low_before), in the game low_line was taken from. */
    int low_moves[3], low_before[3];
    struct game_line low_line;

    /* The dynamic komi (dynkomi.h), per color. */
    struct dynkomi_memory dyn[3];

    /* The last answer, so that reg_genmove followed by genmove answers the same move: what it
     * was asked (every input of the search but the clock), and what it answered. */
    struct {
        bool valid;
        bool cleanup;
        int color;
        struct game_line line;
        struct engine_options opt;
        bool restricted;
        struct search_restrictions restrictions;
        struct rng before, after;
        int move;
        bool resigns; /* ...or a resignation instead of move, unless never_resign */
    } last;
};

void engine_options_init(struct engine_options *o)
{
    *o = (struct engine_options){
        .threads = 1,
        .resign_threshold = ENGINE_DEFAULT_RESIGN,
        .nodes = ENGINE_DEFAULT_NODES,
        .level = LEVEL_MAX,
        .book = false,
    };
}

struct engine *engine_new(const struct engine_options *o)
{
    struct engine *e = calloc(1, sizeof *e);
    if (e == NULL)
        return NULL;
    if (o != NULL)
        e->opt = *o;
    else
        engine_options_init(&e->opt);
    if (e->opt.threads < 1)
        e->opt.threads = 1;
    if (e->opt.level < LEVEL_MIN || e->opt.level > LEVEL_MAX)
        e->opt.level = LEVEL_MAX;
    e->search = search_new(e->opt.nodes > 0 ? (size_t)e->opt.nodes : ENGINE_DEFAULT_NODES,
                           &evaluator_default);
    if (e->search == NULL) {
        free(e);
        return NULL;
    }
    return e;
}

void engine_free(struct engine *e)
{
    if (e == NULL)
        return;
    search_free(e->search);
    free(e);
}

const struct engine_stats *engine_last_stats(const struct engine *e)
{
    return &e->stats;
}

/* True when req's move is on a clock. */
static bool timed(const struct engine_request *req)
{
    return req->clock != NULL && timeman_running(req->clock);
}

/* The seconds the clock gives req's move, or 0 when no clock runs. */
static double clock_budget(const struct game *g, const struct engine_request *req)
{
    if (!timed(req))
        return 0;
    return timeman_budget(req->clock, req->color, board_points(&g->board),
                          g->board.empty_count);
}

/* The limits of this move's search at `level` (the engine's, or LEVEL_MAX for a view of the
 * position, which a weaker level must not get wrong). */
static struct search_limits limits(struct engine *e, const struct game *g,
                                   const struct engine_request *req, int level)
{
    struct search_limits lim = {.playouts = e->opt.playouts, .seconds = e->opt.seconds,
                                .threads = e->opt.threads, .restrictions = req->restrictions};
    /* A level's effort is a playout count alone: the same on any machine. A clock still limits
     * it, so that a weak level does not lose on time either. */
    if (level < LEVEL_MAX && lim.playouts <= 0 && lim.seconds <= 0)
        lim.playouts = level_playouts(e->opt.level, g->board.size);
    double budget = clock_budget(g, req);
    if (budget > 0 && (lim.seconds <= 0 || budget < lim.seconds))
        lim.seconds = budget;
    if (lim.playouts <= 0 && lim.seconds <= 0) {
        /* A playout count, so that the default is reproducible with --seed, and a cap in time,
         * so that a busy machine does not keep a GUI waiting. On 19x19 one thread reaches the
         * cap even on a quiet machine (30,000 playouts take it 6 s or more), so a seeded 19x19
         * game replays only with --playouts; a slow build or a loaded machine reaches it on
         * smaller boards too, which is why tests/status/dead-stones.py gives the playouts. */
        lim.playouts = effort_default_playouts(g->board.size);
        lim.seconds = effort_default_seconds(g->board.size);
    }
    e->stats.budget = lim.seconds;
    return lim;
}

/* The margin for `color` if the game ended now, every stone alive, under the game's rules. */
static double margin_now(const struct game *g, int color)
{
    struct score_result r;
    if (game_score(g, &r, NULL) != 0)
        return 0;
    return color == COLOR_BLACK ? r.margin : -r.margin;
}

/* True when dead[] marks a stone of `color`. */
static bool has_dead(const struct board *b, const uint8_t *dead, int color)
{
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (dead[p] && b->color[p] == color)
                return true;
        }
    return false;
}

/* The margin for `color` if both passed now: under rules that take dead stones off, without
 * the stones dead[] marks. */
static double margin_at_end(const struct game *g, const uint8_t *dead, int color)
{
    struct score_result r;
    if (rules_scores_board_as_it_stands(&g->rules))
        return margin_now(g, color);
    if (game_score_dead(g, dead, &r, NULL) != 0)
        return 0;
    return color == COLOR_BLACK ? r.margin : -r.margin;
}

/* A root move within this much of the best win rate counts as good as the best. */
#define CAPTURE_SLACK 0.02

/* The liberties of the dead[] opponent chain next to p, fewest first (0: none is). */
static int dead_neighbour_liberties(const struct board *b, const uint8_t *dead, int color, int p)
{
    const int around[4] = {p - 1, p + 1, p - b->stride, p + b->stride};
    int fewest = 0;
    for (int k = 0; k < 4; k++) {
        if (b->color[around[k]] != color_other(color) || !dead[around[k]])
            continue;
        int n = board_liberties(b, around[k], NULL, 0);
        if (fewest == 0 || n < fewest)
            fewest = n;
    }
    return fewest;
}

/* A root move of r that takes a dead[] opponent chain off or closes in on one: the most visited
 * that captures one at once (any such root move: the search may never have tried it, as every
 * move wins), else the most visited next to one whose win rate is within CAPTURE_SLACK of
 * `best`; BOARD_PASS when there is none. Once the game is over but for the dead stones, the
 * search's most visited move is as often a fill of the engine's own area as a capture. */
static int capturing_play(const struct search_result *r, const struct board *b,
                          const uint8_t *dead, int color, double best)
{
    for (int i = 0; i < r->count; i++)
        if (r->moves[i].move != BOARD_PASS &&
            dead_neighbour_liberties(b, dead, color, r->moves[i].move) == 1)
            return r->moves[i].move;
    for (int i = 0; i < r->count; i++)
        if (r->moves[i].move != BOARD_PASS && r->moves[i].visits > 0 &&
            r->moves[i].winrate >= best - CAPTURE_SLACK &&
            dead_neighbour_liberties(b, dead, color, r->moves[i].move) > 0)
            return r->moves[i].move;
    return BOARD_PASS;
}

/* The most visited root move other than a pass, or BOARD_PASS when there is none. */
static int best_play(const struct search_result *r, double *winrate)
{
    for (int i = 0; i < r->count; i++) {
        if (r->moves[i].move != BOARD_PASS) {
            *winrate = r->moves[i].winrate;
            return r->moves[i].move;
        }
    }
    return BOARD_PASS;
}

/* Where the resign counts start for a decision in g: the counts run over the consecutive moves
 * of one game. A later position of the last decision's game goes on from them; the same position
 * again (after an undo, or asked twice) decides anew from the counts before that decision;
 * anything else (clear_board, loadsgf, boardsize, komi or rules changed, moves taken back) is
 * another game and starts from nothing. */
static void count_low_moves_from(struct engine *e, const struct game *g)
{
    if (game_line_same(&e->low_line, g))
        memcpy(e->low_moves, e->low_before, sizeof e->low_moves);
    else if (!game_line_continues(&e->low_line, g))
        memset(e->low_moves, 0, sizeof e->low_moves);
    memcpy(e->low_before, e->low_moves, sizeof e->low_before);
    game_line_of(g, &e->low_line);
}

double engine_resign_threshold(double threshold, int color, int handicap, int moves, int size)
{
    if (color != COLOR_WHITE || handicap <= 0)
        return threshold;
    double whole_at = ENGINE_RESIGN_HANDICAP_SHARE * size * size;
    double rise = moves < whole_at ? moves / whole_at : 1;
    return threshold * (rise + (1 - rise) / (1 + handicap));
}

/* The win rate of root move `move` in r (0 when r does not hold it). */
static double winrate_of(const struct search_result *r, int move)
{
    for (int i = 0; i < r->count; i++)
        if (r->moves[i].move == move)
            return r->moves[i].winrate;
    return 0;
}

/* The move for req in g from the search in e->result: a pass or a play (see engine.h), and in
 * *resigns whether the engine resigns instead; a level below LEVEL_MAX draws its play from rng,
 * resigning or not, so that the stream does not depend on never_resign. */
static int decide(struct engine *e, const struct game *g, const struct engine_request *req,
                  struct rng *rng, bool *resigns)
{
    *resigns = false;
    const struct search_result *r = &e->result;
    int color = req->color;
    if (r->count == 0)
        return BOARD_PASS;
    double winrate = r->moves[0].winrate, play_winrate = 0;
    int play = best_play(r, &play_winrate);
    e->stats.winrate = winrate;
    if (play == BOARD_PASS)
        return BOARD_PASS; /* nothing left but our own eyes */
    uint8_t dead_stones[BOARD_MAX_POINTS];
    status_dead(&g->board, r->ownership, dead_stones);
    bool dead = has_dead(&g->board, dead_stones, color_other(color));
    const struct game_entry *last = game_last_move(g);
    bool opponent_passed = last != NULL && last->point == BOARD_PASS;
    bool prefers_pass = r->moves[0].move == BOARD_PASS;
    bool may_pass =
        req->restrictions == NULL || req->restrictions->until[color - 1][BOARD_PASS] == 0;
    int capture = dead ? capturing_play(r, &g->board, dead_stones, color, play_winrate)
                       : BOARD_PASS;
    if (req->cleanup) {
        /* The game is over but for the dead stones: take them off, then pass. */
        if (!dead && (prefers_pass || opponent_passed) && may_pass)
            return BOARD_PASS;
        if (capture != BOARD_PASS)
            play = capture;
        e->stats.winrate = play_winrate;
        return play;
    }
    double threshold = engine_resign_threshold(e->opt.resign_threshold, color, g->handicap,
                                               (int)g->move_count, g->board.size);
    long trusted = RESIGN_MIN_PLAYOUTS;
    if (e->fixed_playouts > 0 && e->fixed_playouts / 2 < trusted)
        trusted = e->fixed_playouts / 2;
    count_low_moves_from(e, g);
    /* The root's playouts: this search's and those of the tree it went on from (a search asked
     * again on its own tree, or after probe_for_dynkomi, may stop after a few of its own). */
    if (threshold > 0 && r->playouts + r->reused >= trusted && winrate < threshold) {
        if (++e->low_moves[color] >= 2)
            *resigns = true;
    } else {
        e->low_moves[color] = 0;
    }
    /* Under territory scoring taking dead stones off costs a point a stone: pass as soon as the
     * agreed score wins. Elsewhere capturing them costs nothing, and a controller that scores
     * the board as it stands is then never surprised. */
    bool safe = margin_at_end(g, dead_stones, color) > 0 &&
                (!dead || g->rules.scoring == RULES_SCORING_TERRITORY);
    bool ending = prefers_pass || opponent_passed;
    if (ending && safe && may_pass)
        return BOARD_PASS;
    if (e->opt.level < LEVEL_MAX) {
        play = level_choose(e->opt.level, r, g, color, rng);
        play_winrate = winrate_of(r, play);
    } else if (ending && capture != BOARD_PASS) {
        /* It would pass but for the dead stones: take them off rather than fill (the win
         * rate shown stays the best play's: the capture may have no playouts of its own). */
        play = capture;
    }
    e->stats.winrate = play_winrate;
    return play;
}

/* True when the dynamic komi knows how the game stands for `color`: its last search was of this
 * game, on the way to g. */
static bool dynkomi_known(const struct engine *e, const struct game *g, int color)
{
    return e->dyn[color].valid && game_line_continues(&e->dyn[color].line, g);
}

/* The points credited to white beyond the real komi in the search for req in g (dynkomi.h):
 * from the mover's last search of this game, if any. None for a weaker level, whose measured
 * strength assumes the plain win rate. */
static double dynamic_white_extra(struct engine *e, const struct game *g,
                                  const struct engine_request *req)
{
    if (e->opt.level < LEVEL_MAX)
        return 0;
    int color = req->color;
    bool known = dynkomi_known(e, g, color);
    bool black = color == COLOR_BLACK;
    double shift = dynkomi_shift(known ? &e->dyn[color].last : NULL, &e->dyn[color].mode, black,
                                 g->handicap, (int)g->move_count, g->board.size);
    return black ? shift : 0 - shift; /* not -shift: --verbose would show -0.0 */
}

/* Keeps what the search in e->result said for req's mover, for the next dynamic komi. */
static void remember_for_dynkomi(struct engine *e, const struct game *g,
                                 const struct engine_request *req)
{
    const struct search_result *r = &e->result;
    int color = req->color;
    e->dyn[color].valid = r->count > 0;
    if (r->count == 0)
        return;
    game_line_of(g, &e->dyn[color].line);
    e->dyn[color].last = (struct dynkomi_last){
        .winrate = r->moves[0].winrate, .lead = r->moves[0].score, .spread = r->moves[0].score_sd};
}

/* The search of lim in steps of ANALYSIS_STEP playouts and at most ENGINE_STEP_SECONDS on the
 * same tree, calling req->progress between steps; e->result then holds the last step's root
 * moves with the playouts and ownership of all the steps, as one search would. */
static void search_in_steps(struct engine *e, const struct game *g,
                            const struct engine_request *req, const struct search_limits *lim,
                            struct rng *rng)
{
    float *ownership = e->step_ownership;
    double start = monotonic_seconds();
    long done = 0, reused = -1;
    memset(e->step_ownership, 0, sizeof e->step_ownership);
    for (;;) {
        struct search_limits step = *lim;
        step.playouts = ANALYSIS_STEP;
        if (lim->playouts > 0 && lim->playouts - done < step.playouts)
            step.playouts = lim->playouts - done;
        step.seconds = ENGINE_STEP_SECONDS;
        if (lim->seconds > 0 && lim->seconds - (monotonic_seconds() - start) < step.seconds)
            step.seconds = lim->seconds - (monotonic_seconds() - start);
        if (step.seconds <= 0)
            step.seconds = 1e-9; /* the time is up: one playout, as the search always runs */
        search_run(e->search, g, req->color, &step, rng, &e->result);
        if (reused < 0)
            reused = e->result.reused;
        done += e->result.playouts;
        for (int p = 0; p < BOARD_MAX_POINTS; p++)
            ownership[p] += e->result.ownership[p] * (float)e->result.playouts;
        if ((lim->playouts > 0 && done >= lim->playouts) ||
            (lim->seconds > 0 && monotonic_seconds() - start >= lim->seconds) ||
            e->result.playouts == 0 /* the root holds SEARCH_MAX_VISITS */)
            break;
        if (req->progress(req->progress_arg, &e->result))
            break;
    }
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        e->result.ownership[p] = done > 0 ? ownership[p] / (float)done : 0;
    e->result.playouts = done;
    e->result.reused = reused;
    e->result.seconds = monotonic_seconds() - start;
}

static bool same_options(const struct engine_options *a, const struct engine_options *b)
{
    return a->playouts == b->playouts && a->seconds == b->seconds && a->threads == b->threads &&
           a->resign_threshold == b->resign_threshold && a->nodes == b->nodes &&
           a->level == b->level && a->book == b->book;
}

/* True when req on g, drawing from rng, asks what the last answer answered. */
static bool asked_before(const struct engine *e, const struct game *g,
                         const struct engine_request *req, const struct rng *rng)
{
    if (!e->last.valid || e->last.color != req->color || e->last.cleanup != req->cleanup ||
        !game_line_same(&e->last.line, g) || !same_options(&e->last.opt, &e->opt) ||
        memcmp(&e->last.before, rng, sizeof *rng) != 0)
        return false;
    if (req->restrictions == NULL)
        return !e->last.restricted;
    return e->last.restricted &&
           memcmp(&e->last.restrictions, req->restrictions, sizeof *req->restrictions) == 0;
}

static void remember_answer(struct engine *e, const struct game *g,
                            const struct engine_request *req, const struct rng *before,
                            const struct rng *after, int move, bool resigns)
{
    e->last.valid = true;
    e->last.color = req->color;
    e->last.cleanup = req->cleanup;
    game_line_of(g, &e->last.line);
    e->last.opt = e->opt;
    e->last.restricted = req->restrictions != NULL;
    if (req->restrictions != NULL)
        e->last.restrictions = *req->restrictions;
    e->last.before = *before;
    e->last.after = *after;
    e->last.move = move;
    e->last.resigns = resigns;
}

/* The last answer as req asks for it: a resignation, unless never_resign, where it decided one. */
static int last_answer(const struct engine *e, const struct engine_request *req)
{
    return e->last.resigns && !req->never_resign ? ENGINE_RESIGN : e->last.move;
}

/* Notes that e->result now holds a search of g: one the views and the score may use when
 * `usable`, made played on (search_limits' play_on) or not. */
static void note_searched(struct engine *e, const struct game *g, bool usable, bool played_on)
{
    e->searched.valid = usable;
    e->searched.played_on = played_on;
    game_line_of(g, &e->searched.line);
}

static void run_search(struct engine *e, const struct game *g, const struct engine_request *req,
                       const struct search_limits *lim, struct rng *rng)
{
    if (req->progress == NULL)
        search_run(e->search, g, req->color, lim, rng, &e->result);
    else
        search_in_steps(e, g, req, lim, rng);
}

/* What a part of a search spent, and the playouts of the tree it started from. */
struct search_spent {
    long playouts;
    double seconds;
    long reused;
};

static struct search_spent spent_of(const struct search_result *r)
{
    return (struct search_spent){
        .playouts = r->playouts, .seconds = r->seconds, .reused = r->reused};
}

/* Makes e->result, a search that went on on the tree of `earlier`, count as one search with it. */
static void count_earlier_part(struct engine *e, const struct search_spent *earlier)
{
    e->result.playouts += earlier->playouts;
    e->result.seconds += earlier->seconds;
    e->result.reused = earlier->reused;
}

/* A genmove whose mover the dynamic komi knows nothing of (a loaded game, the first move, an undo
 * past its last search) searches first with a DYNKOMI_PROBE_SHARE part of lim against the real
 * komi: what that part says stands for the last move's search of a game, so that a decided
 * position loaded from a file is played as the game would have played it, not with every move
 * winning alike. The rest of the search goes on on the same tree; lim is left with what the
 * first part did not spend, *spent with what it spent. Returns whether the first part ran. */
static bool probe_for_dynkomi(struct engine *e, const struct game *g,
                              const struct engine_request *req, struct search_limits *lim,
                              struct rng *rng, struct search_spent *spent)
{
    if (e->opt.level < LEVEL_MAX || dynkomi_known(e, g, req->color))
        return false;
    struct search_limits probe = *lim;
    if (lim->playouts > 0)
        probe.playouts =
            lim->playouts > DYNKOMI_PROBE_SHARE ? lim->playouts / DYNKOMI_PROBE_SHARE : 1;
    probe.seconds = lim->seconds / DYNKOMI_PROBE_SHARE;
    run_search(e, g, req, &probe, rng);
    e->dyn[req->color].mode = (struct dynkomi_mode){.ahead = false, .behind = false};
    remember_for_dynkomi(e, g, req);
    *spent = spent_of(&e->result);
    if (lim->playouts > 0)
        lim->playouts = lim->playouts > spent->playouts ? lim->playouts - spent->playouts : 1;
    if (lim->seconds > 0)
        lim->seconds = lim->seconds > spent->seconds ? lim->seconds - spent->seconds : 1e-9;
    return true;
}

/* True when a root move with a quarter of the most visited one's playouts or more has a better
 * win rate: the reading below the most visited move has turned against it, and the search has
 * not had the time to move its visits over. */
static bool unsettled(const struct search_result *r)
{
    for (int i = 1; i < r->count; i++)
        if (4 * r->moves[i].visits >= r->moves[0].visits &&
            r->moves[i].winrate > r->moves[0].winrate)
            return true;
    return false;
}

/* On a clock in main time, a search that has not settled goes on, on the same tree, for as long
 * again as it had (timeman_extension); e->result then counts the playouts and the time of both. */
static void search_on_if_unsettled(struct engine *e, const struct game *g,
                                   const struct engine_request *req,
                                   const struct search_limits *lim, struct rng *rng)
{
    /* Only a search the clock limits (not one by playouts), and never past the user's --time. */
    if (!timed(req) || lim->playouts > 0 || lim->seconds <= 0 || !unsettled(&e->result))
        return;
    if (req->progress != NULL && req->progress(req->progress_arg, &e->result))
        return; /* interrupted */
    struct search_limits more = *lim;
    more.seconds = timeman_extension(req->clock, req->color, board_points(&g->board),
                                     lim->seconds);
    if (e->opt.seconds > 0 && more.seconds > e->opt.seconds - lim->seconds)
        more.seconds = e->opt.seconds - lim->seconds;
    if (more.seconds <= 0)
        return;
    struct search_spent first = spent_of(&e->result);
    run_search(e, g, req, &more, rng);
    count_earlier_part(e, &first);
}

/* A reply of the opening book to g, drawn in proportion to how often the players chose it among
 * the replies that are legal here and no suicide, or BOARD_OFF_BOARD. Not at a weaker level,
 * whose strength is its search, nor for a restricted search or a cleanup. */
static int book_choice(struct engine *e, const struct game *g, const struct engine_request *req,
                       struct rng *rng)
{
    if (!e->opt.book || e->opt.level < LEVEL_MAX || req->restrictions != NULL || req->cleanup)
        return BOARD_OFF_BOARD;
    struct book_reply r[BOOK_SIZE * BOOK_SIZE];
    int n = book_replies(&g->board, req->color, r, BOOK_SIZE * BOOK_SIZE), legal = 0;
    long total = 0;
    for (int i = 0; i < n; i++)
        if (game_legal(g, req->color, r[i].point) == 0 &&
            board_playout_legal(&g->board, req->color, r[i].point)) {
            r[legal++] = r[i];
            total += r[i].count;
        }
    if (total == 0)
        return BOARD_OFF_BOARD;
    long x = (long)rng_below(rng, (uint32_t)total);
    int i = 0;
    while (x >= (long)r[i].count)
        x -= r[i++].count;
    e->stats = (struct engine_stats){.book = true,
                                     .book_count = r[i].count,
                                     .book_total = total,
                                     .nodes = search_nodes(e->search),
                                     .capacity = search_capacity(e->search)};
    return r[i].point;
}

int engine_genmove(struct engine *e, const struct game *g, const struct engine_request *req,
                   struct rng *rng)
{
    /* Asked again what it has just answered (reg_genmove, then genmove): the same move, the same
     * stream afterwards, and no second search on a tree the first one already grew. */
    if (asked_before(e, g, req, rng)) {
        *rng = e->last.after;
        return last_answer(e, req);
    }
    e->last.valid = false;
    struct rng before = *rng;
    int book = book_choice(e, g, req, rng);
    if (book != BOARD_OFF_BOARD) {
        remember_answer(e, g, req, &before, rng, book, false);
        return book;
    }
    e->stats.book = false;
    struct search_limits lim = limits(e, g, req, e->opt.level);
    e->fixed_playouts = e->opt.playouts;
    if (e->fixed_playouts <= 0 && e->opt.level < LEVEL_MAX)
        e->fixed_playouts = level_playouts(e->opt.level, g->board.size);
    /* A level's effort is this move's playouts alone: a tree kept from earlier moves (or grown
     * by an analysis or by pondering) would make it stronger by as much as it kept. */
    if (e->opt.level < LEVEL_MAX)
        search_reset(e->search);
    /* A restricted search's win rate is that of the moves it was allowed, not how the game
     * stands: what it finds (its first part's too) serves this search alone, and the dynamic
     * komi keeps what it knew for the next genmove. Else a regression file's restricted_genmove
     * would set the komi of the reg_genmove that follows it in the same game. */
    struct dynkomi_memory known = e->dyn[req->color];
    struct search_spent probe;
    bool probed = probe_for_dynkomi(e, g, req, &lim, rng, &probe);
    lim.white_extra = dynamic_white_extra(e, g, req);
    e->stats.white_extra = lim.white_extra;
    run_search(e, g, req, &lim, rng);
    search_on_if_unsettled(e, g, req, &lim, rng);
    if (probed)
        count_earlier_part(e, &probe);
    /* A weaker level's small search is not the position's for the views and the score. */
    note_searched(e, g, req->restrictions == NULL && e->opt.level >= LEVEL_MAX, false);
    bool resigns;
    int move = decide(e, g, req, rng, &resigns);
    if (req->restrictions == NULL)
        remember_for_dynkomi(e, g, req);
    else
        e->dyn[req->color] = known;
    e->stats.playouts = e->result.playouts;
    e->stats.reused = e->result.reused;
    e->stats.seconds = e->result.seconds;
    e->stats.nodes = search_nodes(e->search);
    e->stats.capacity = search_capacity(e->search);
    remember_answer(e, g, req, &before, rng, move, resigns);
    return last_answer(e, req);
}

/* A position is searched played on (search_limits' play_on) when its last move was a pass:
 * elsewhere play_on changes nothing, and leaving it off keeps genmove's tree for reuse. */
static bool needs_play_on(const struct game *g)
{
    return g->board.last_move == BOARD_PASS;
}

/* True when g is the game of the last search played on by passes only: the same stones, and the
 * search's ownership still describes them, which a search that let a pass end the game at once
 * does not where the game ends in passes. */
static bool searched_this_position(const struct engine *e, const struct game *g)
{
    if (!e->searched.valid || !game_line_continues(&e->searched.line, g) ||
        e->searched.played_on != needs_play_on(g))
        return false;
    for (size_t i = e->searched.line.count; i < g->history_count; i++)
        if (g->history[i].kind != GAME_ENTRY_MOVE || g->history[i].point != BOARD_PASS)
            return false;
    return true;
}

const struct search_result *engine_position_result(struct engine *e, const struct game *g,
                                                   struct rng *rng)
{
    if (!searched_this_position(e, g)) {
        struct engine_request req = {.color = game_to_play(g)};
        struct search_limits lim = limits(e, g, &req, LEVEL_MAX);
        lim.play_on = needs_play_on(g);
        /* Steered by the model's policy, the search of a finished 9x9 game (tests/data/status
         * 9x9-48) followed white's attacks on a black corner that black, lost anyway, had no
         * reason to answer, and white's two dead stones there came out alive (their ownership
         * 0.29 against 0.51 unsteered): 121 of 124 games agreed with GNU Go's dead stones
         * where the unsteered search agrees on 122. */
        lim.unsteered = true;
        search_run(e->search, g, req.color, &lim, rng, &e->result);
        note_searched(e, g, true, lim.play_on);
        /* e->last stays: a reg_genmove answered before still names the move genmove plays. */
    }
    return &e->result;
}

void engine_dead_stones(struct engine *e, const struct game *g, struct rng *rng, uint8_t *dead)
{
    status_dead(&g->board, engine_position_result(e, g, rng)->ownership, dead);
}

const struct search_result *engine_analyze(struct engine *e, const struct game *g, int color,
                                           long playouts, double seconds,
                                           const struct search_restrictions *restrictions,
                                           struct rng *rng)
{
    struct search_limits lim = {.playouts = playouts, .seconds = seconds,
                                .threads = e->opt.threads, .restrictions = restrictions};
    search_run(e->search, g, color, &lim, rng, &e->result);
    note_searched(e, g, restrictions == NULL, false);
    return &e->result;
}

int engine_pv(const struct engine *e, int move, int *pv, int max)
{
    return search_pv(e->search, move, pv, max);
}

const struct search_result *engine_last_result(const struct engine *e)
{
    return &e->result;
}

void engine_set_options(struct engine *e, const struct engine_options *o)
{
    long nodes = e->opt.nodes;
    e->opt = *o;
    e->opt.nodes = nodes;
    if (e->opt.threads < 1)
        e->opt.threads = 1;
    if (e->opt.level < LEVEL_MIN || e->opt.level > LEVEL_MAX)
        e->opt.level = LEVEL_MAX;
}
