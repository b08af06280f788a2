/* search.c - UCT with RAVE over a shared node pool (see search.h)
 *
 * Node statistics are kept from the point of view of the player who made the node's move; wins
 * count double (a drawn playout adds 1, a won one 2) so that every update is an integer add.
 * Counts are read and written with relaxed atomics: a thread may select on slightly stale
 * numbers, which costs nothing but a little search efficiency. A node's children are published
 * by its `state` (release on store, acquire on load), so a thread that sees NODE_EXPANDED sees
 * them complete.
 */
#include "config.h"

#include "engine/search.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/score.h"
#include "engine/evaluator.h"
#include "util/monotonic.h"

enum node_state { NODE_LEAF, NODE_EXPANDING, NODE_EXPANDED, NODE_FULL };

struct node {
    uint32_t children; /* index of the first child, 0 while there is none */
    uint16_t nchildren;
    uint16_t move;
    uint32_t visits, wins2;           /* real playouts through this move */
    uint32_t amaf_visits, amaf_wins2; /* playouts where the mover played here first, later on */
    uint16_t prior_visits, prior_wins2;
    uint8_t state;                   /* enum node_state */
    uint8_t modelled;                /* the model's priors were added to the children */
    uint16_t policy;                 /* the evaluator's policy for the move (evaluator.h) */
    /* Black's area margins before komi, summed over the playouts of `visits`: kept with the
     * node, so that a reused tree still knows its moves' scores (an integer, for an atomic add
     * and exact sums; 64 bits, as 361 points times SEARCH_MAX_VISITS overflow 32). */
    int64_t area_sum;
};

/* No count may wrap: a node's visits (and the AMAF visits of its children) never exceed its
 * parent's, the root's stop at SEARCH_MAX_VISITS plus one in flight per thread, and the doubled
 * wins at twice that. */
_Static_assert(2 * ((uint64_t)SEARCH_MAX_VISITS + 4096) < UINT32_MAX,
               "node counters must hold twice the root's most visits");
_Static_assert(sizeof(struct node) <= 40, "a node stays within the size the manual gives");

/* A node is expanded on its second visit: most leaves are visited once, and this halves the
 * tree's memory for a negligible loss of knowledge. */
#define EXPAND_VISITS 2
/* RAVE: the AMAF share of a child's value is an / (an + n + n * an / E), E the equivalence:
 * RAVE_EQUIV_SMALL on boards up to 9x9, RAVE_EQUIV above. At 3,000 a move whose first playouts
 * went badly was still judged mostly by AMAF after a thousand real playouts, and a killing move
 * that only its subtree's reading shows stayed starved: in a 9x9 game against Pachi, White's J7
 * had 1,093 visits at 17% for White after 100,000 playouts, and a search of the position after
 * it gives White 74-77%. On 9x9, 1,000 won 64.3% of 63 games (95% 51.9-75.0) against 3,000 at
 * 30,000 playouts; 300, 600 and 1,500 did no better over their first games (44.1% of 17, 50.0%
 * of 19, 18.2% of 11), nor 8,000 (46.9% of 65). At 10,000 playouts 1,000 won 53.5% of 100
 * (43.8-63.0); against Pachi on a 60 s clock, 63.0% of 100 where 3,000 had won 61.0%. Larger
 * boards, where AMAF has more moves to learn from, keep 3,000: on 19x19 (komi 7.5, 5,000
 * playouts) 1,000 won 9 of 22 games (95% 23.3-61.3%) against it, and the match was stopped. */
#ifndef RAVE_EQUIV_SMALL
#define RAVE_EQUIV_SMALL 1000.0
#endif
#ifndef RAVE_EQUIV
#define RAVE_EQUIV 3000.0
#endif
/* Simulations longer than this (tree plus playout) are cut short. */
#define MAX_SEQUENCE (4 * BOARD_MAX_POINTS)

struct search {
    const struct evaluator *eval; /* the priors and the leaves' values */
    struct node *pool;
    size_t capacity; /* nodes in pool; index 0 is never used */
    uint64_t *kept;  /* compact's marks, a bit a node */
    uint32_t *rank;  /* compact's count of marks before each 64-node word */
    uint32_t root;   /* 0: no tree */
    /* The counters the threads write, each on a cache line of its own (64 bytes of padding on
     * either side, whatever the struct's alignment), so that a write does not take from the
     * other threads the lines they only read (the pool's address, the root, the limits). */
    char pad_next[64];
    size_t next; /* the first free node (atomic while searching) */
    char pad_playouts[64];
    long playouts; /* atomic: playouts started */
    char pad_end[64];

    /* What the tree's root is, to recognise the next position as a successor: the game it was
     * searched in (a position reached by other moves has another ko and superko history). */
    struct game_line line;
    int to_play;
    bool played_on;  /* the tree was built with search_limits' play_on */
    bool restricted; /* the tree was built under these restrictions: */
    struct search_restrictions restrictions;

    /* The position being searched. */
    struct board board; /* suicide forbidden, simple ko on */
    const struct game *game;
    int color;
    int last2; /* the move before the game's last (for the priors' model), -1 when none */
    double bonus; /* komi plus white's handicap points */
    double judged_bonus; /* bonus plus lim.white_extra: what a playout is judged a win against */
    bool territory;      /* the game's rules count territory, not area */
    float rave_inverse;  /* 1 / the RAVE equivalence for this board's size */

    /* Limits and shared counters. */
    struct search_limits lim;
    uint32_t max_visits; /* the root's visits at which the search stops */
    double start;
    int stop;      /* atomic */
    uint32_t owner_black[BOARD_MAX_POINTS], owner_white[BOARD_MAX_POINTS]; /* atomic adds */
    /* Per root move, this search's playouts through it (the workers' summed): their margins,
     * the squares, the count; for the margins' spread (the mean is the node's own). */
    double score_sum[BOARD_MAX_POINTS], score_sq[BOARD_MAX_POINTS];
    long score_n[BOARD_MAX_POINTS];
    /* Per root move, and for the root, the playouts and doubled wins against the real komi for
     * the player to move of the searches since this root became the root (the result's win
     * rates, when the playouts are judged against another komi): a search in steps adds up. */
    long real_wins2[BOARD_MAX_POINTS], real_n[BOARD_MAX_POINTS], root_real_wins2, root_real_n;
    pthread_mutex_t owner_lock;
};

struct worker {
    struct search *s;
    struct rng rng;
    struct board b;
    uint16_t seq[MAX_SEQUENCE];
    uint32_t path[MAX_SEQUENCE];
    uint64_t path_keys[MAX_SEQUENCE];
    int first[BOARD_MAX_POINTS];
    uint8_t owner[BOARD_MAX_POINTS];
    uint32_t own_black[BOARD_MAX_POINTS], own_white[BOARD_MAX_POINTS];
    double score_sum[BOARD_MAX_POINTS], score_sq[BOARD_MAX_POINTS]; /* per root move */
    uint32_t score_n[BOARD_MAX_POINTS];
    uint32_t real_wins2[BOARD_MAX_POINTS], root_real_wins2, root_real_n; /* as the search's */
    struct evaluator_prior prior[BOARD_MAX_POINTS];
};

#define LOAD(x) __atomic_load_n(&(x), __ATOMIC_RELAXED)
#define ADD(x, v) __atomic_fetch_add(&(x), (v), __ATOMIC_RELAXED)
/* An add that may lose a concurrent one: a relaxed load and store, no locked instruction. For
 * the AMAF counts, which a playout updates for dozens of children of every node on its path:
 * as atomic adds on lines both threads write, they cost more than the rest of the backup, and a
 * rare lost update changes no decision. With one thread it is an exact add. */
#define BUMP(x, v) __atomic_store_n(&(x), LOAD(x) + (v), __ATOMIC_RELAXED)

/* 1 / sqrt(n + 1) for the counts most children have: the exploration term without a square root
 * and a division. */
#define RSQRT_TABLE 1024
static float rsqrt_table[RSQRT_TABLE];
static pthread_once_t rsqrt_once = PTHREAD_ONCE_INIT;

static void build_rsqrt_table(void)
{
    for (int i = 0; i < RSQRT_TABLE; i++)
        rsqrt_table[i] = 1.0f / sqrtf((float)i + 1);
}

struct search *search_new(size_t nodes, const struct evaluator *eval)
{
    if (nodes < 1000)
        nodes = 1000;
    struct search *s = calloc(1, sizeof *s);
    if (s == NULL)
        return NULL;
    s->pool = calloc(nodes, sizeof *s->pool);
    size_t words = nodes / 64 + 1;
    s->kept = malloc(words * sizeof *s->kept);
    s->rank = malloc(words * sizeof *s->rank);
    if (s->pool == NULL || s->kept == NULL || s->rank == NULL) {
        free(s->pool);
        free(s->kept);
        free(s->rank);
        free(s);
        return NULL;
    }
    if (eval->init != NULL)
        eval->init();
    pthread_once(&rsqrt_once, build_rsqrt_table);
    s->eval = eval;
    s->capacity = nodes;
    s->next = 1;
    pthread_mutex_init(&s->owner_lock, NULL);
    return s;
}

void search_free(struct search *s)
{
    if (s == NULL)
        return;
    pthread_mutex_destroy(&s->owner_lock);
    free(s->kept);
    free(s->rank);
    free(s->pool);
    free(s);
}

int search_pv(const struct search *s, int move, int *pv, int max)
{
    const struct node *node = &s->pool[s->root], *next = NULL;
    for (uint32_t i = 0; node->state == NODE_EXPANDED && i < node->nchildren; i++)
        if (s->pool[node->children + i].move == move)
            next = &s->pool[node->children + i];
    int n = 0;
    while (next != NULL && n < max) {
        pv[n++] = next->move;
        node = next;
        next = NULL;
        for (uint32_t i = 0; node->state == NODE_EXPANDED && i < node->nchildren; i++) {
            const struct node *c = &s->pool[node->children + i];
            if (c->visits > 0 && (next == NULL || c->visits > next->visits))
                next = c;
        }
    }
    return n;
}

size_t search_nodes(const struct search *s)
{
    return s->next < s->capacity ? s->next - 1 : s->capacity - 1;
}

size_t search_capacity(const struct search *s)
{
    return s->capacity - 1;
}

void search_reset(struct search *s)
{
    s->root = 0;
    s->next = 1;
}

/* --- expansion -------------------------------------------------------------------------------- */

/* Keeps of the count moves those the restrictions leave `color` at `depth`, or a pass when they
 * leave none; returns how many. */
static int unrestricted(const struct search *s, uint16_t *moves, int count, int color, int depth)
{
    const uint16_t *until = s->restrictions.until[color - 1];
    int kept = 0;
    for (int i = 0; i < count; i++)
        if (depth >= until[moves[i]])
            moves[kept++] = moves[i];
    if (kept == 0)
        moves[kept++] = BOARD_PASS;
    return kept;
}

/* Creates the children of n for `color` on b; depth is the number of moves from the root (the
 * path_keys of w hold the positions after each). Leaves n a leaf (NODE_FULL) when the pool is
 * exhausted. */
static void expand(struct worker *w, uint32_t n, const struct board *b, int color, int depth)
{
    struct search *s = w->s;
    struct node *node = &s->pool[n];
    uint8_t expected = NODE_LEAF;
    if (!__atomic_compare_exchange_n(&node->state, &expected, NODE_EXPANDING, false,
                                     __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
        return;
    uint16_t moves[SEARCH_MAX_MOVES];
    int count = 0;
    moves[count++] = BOARD_PASS;
    for (int row = 0; row < b->size; row++) {
        for (int col = 0; col < b->size; col++) {
            int p = (row + 1) * b->stride + col + 1;
            if (b->color[p] != COLOR_EMPTY || board_is_true_eye(b, color, p))
                continue;
            /* The root takes the game's own verdict (its board may allow a suicide, which the
             * search's never plays); below it, the game's superko history and the path's. */
            if (depth == 0 ? board_legal(b, color, p) != 0 || game_legal(s->game, color, p) != 0
                           : game_legal_in_search(s->game, b, color, p, w->path_keys, depth) != 0)
                continue;
            moves[count++] = (uint16_t)p;
        }
    }
    if (s->restricted)
        count = unrestricted(s, moves, count, color, depth);
    size_t first = __atomic_fetch_add(&s->next, (size_t)count, __ATOMIC_RELAXED);
    if (first + (size_t)count > s->capacity) {
        __atomic_store_n(&node->state, NODE_FULL, __ATOMIC_RELEASE);
        return;
    }
    s->eval->priors(b, color, w->prior);
    for (int i = 0; i < count; i++) {
        struct node *c = &s->pool[first + (size_t)i];
        const struct evaluator_prior *pr = &w->prior[moves[i]];
        *c = (struct node){.move = moves[i], .prior_visits = pr->visits,
                           .prior_wins2 = pr->wins2, .policy = pr->policy};
    }
    node->children = (uint32_t)first;
    node->nchildren = (uint16_t)count;
    __atomic_store_n(&node->state, NODE_EXPANDED, __ATOMIC_RELEASE);
}

/* The visits after which a node's children get the evaluator's later priors (the root's at
 * once), the move-prediction model's today: the model costs more than a few playouts, so only
 * the nodes the search comes back to pay for it. At 4, a move took about 35% longer for 53.2% of
 * 47 games (95% 39.2-66.7) at 10,000 playouts against 16 (9x9). */
#ifndef MODEL_VISITS
#define MODEL_VISITS 16
#endif

/* Adds the evaluator's later priors to the children of the expanded node n, once, for `color`
 * on b at `depth` from the root.
 *
 * Criticality (Coulom 2009) was tried here and left out: each thread counting, per point, the
 * playouts where it ended owned by the playout's winner, a child got 10 won playouts more when
 * its point's criticality, P(owner = winner) - P(black owns) P(black wins) - P(white owns)
 * P(white wins), was above 0.05 (once the thread had 500 playouts). Against the program without
 * it: 27-20-12 of 59 on 9x9 at 10,000 playouts before the playouts drew their shapes by gamma
 * (55.9%, 95% 43.3-67.8%), then 7 of 17 on 19x19 at 3,000 (41.2%, 21.6-64.0%); both stopped. */
static void add_later_priors(struct worker *w, struct node *n, const struct board *b, int color,
                             int depth)
{
    struct search *s = w->s;
    uint8_t expected = 0;
    if (!__atomic_compare_exchange_n(&n->modelled, &expected, 1, false, __ATOMIC_RELAXED,
                                     __ATOMIC_RELAXED))
        return;
    /* The move before b's last: on the path, or the game's last move or the one before it. */
    int last2 = depth >= 2 ? w->seq[depth - 2] : depth == 1 ? s->board.last_move : s->last2;
    if (s->eval->later_priors == NULL ||
        !s->eval->later_priors(b, color, last2 < 0 ? -1 : last2, w->prior))
        return;
    for (uint32_t i = 0; i < n->nchildren; i++) {
        struct node *c = &s->pool[n->children + i];
        const struct evaluator_prior *pr = &w->prior[c->move];
        /* Other threads may read these as they change: a child seen with the old or the new
         * priors is valued either way. */
        __atomic_store_n(&c->prior_visits, (uint16_t)(c->prior_visits + pr->visits),
                         __ATOMIC_RELAXED);
        __atomic_store_n(&c->prior_wins2, (uint16_t)(c->prior_wins2 + pr->wins2),
                         __ATOMIC_RELAXED);
        __atomic_store_n(&c->policy, pr->policy, __ATOMIC_RELAXED);
    }
}

/* --- selection -------------------------------------------------------------------------------- */

/* The exploration term's weight: RAVE alone can starve a move whose AMAF value is poor only
 * because the line everyone explores first fails. Five times more, 0.10, won 48.5% of 100 games
 * (95% 38.9-58.2) against 0.02 at 10,000 playouts (9x9). */
#ifndef EXPLORE
#define EXPLORE 0.02
#endif

/* The weight of the policy term, c in c P sqrt(N) / (1 + n) (P: the move's policy, N: its
 * parent's visits, n: its own real ones), the form of AlphaZero's PUCT. The model's opinion
 * also enters as MODEL_PRIOR playouts (prior.c), but those weigh nothing once a move has a few
 * thousand real ones: past that the search chose among the candidates by the playouts' win
 * rates alone, and on 19x19 the heavy playouts' blind spots decided the move. At 20,000
 * playouts a move (19x19, game 4 of the first match below, move 58) kosumi played C15, which
 * the model ranks 192nd, on 9,250 visits at 51.0% against the model's favourites Q13 (41%) and
 * P15 (31%) at 48.6%; those two held 13-45% of a 10,000-playout search's visits over three
 * seeds, and 69-74% with the term. Against Pachi 12.90 (patterns, 5,000 playouts, one thread;
 * 19x19, komi 7.5, Chinese rules) kosumi at 20,000 playouts won 10 of 20 games without the
 * term (95% 29.9-70.1) and 16 of 20 with it (58.4-91.9). At 5,000 playouts each it lost
 * with the term or without: 4 of 20 won with it, 2 of 11 without. Against 1.0 on 19x19 (komi
 * 7.5, 5,000 playouts each), 2.0 won 1 of 14 games (95% 1.3-31.5%) and 0.5 won 7 of 13
 * (29.1-76.8%); both matches were stopped there. */
#ifndef PUCT
#define PUCT 1.0
#endif

/* A child's value: (1 - beta) q + beta aq + u + p, with q its win rate (priors included), aq its
 * AMAF win rate and beta = an / (an + n + n an / E) (n, an: their visits; E the equivalence,
 * 1 / rave_inverse), and p the policy term. Over the common denominator that is
 * ((1 + an / E) W + AW) / (2 (an + n + n an / E)) (W, AW: the doubled wins), one division; in
 * single precision, which orders the children the same for any count a tree holds. explore is
 * EXPLORE sqrt(log(parent visits + 1)); puct is PUCT sqrt(parent visits) / 65535, the policy
 * being in 65535ths.
 *
 * A child's value holds no score term. One was tried: the mean of the child's playout margins
 * (area_sum, from the mover's side, against the judged komi) times 1/60 a point, capped at
 * +-0.5, added to the value (the margin counting where the win rate is flat, as Fuego's score
 * modification and Pachi's val_scale do). It solved more of GNU Go's endgame.tst (23, 20, 20 of
 * 50 at seeds 1-3, 10,000 playouts, against 19, 17, 16) but lost games: 46.5% of 100 (95%
 * 37.0-56.2) against the program without it on 9x9 at 10,000 playouts, and 5 of 24 (20.8%,
 * 9.2-40.5) on 19x19 at 3,000. Smaller weights (1/400 to 1/100 a point, capped at 0.05 or 0.1)
 * left endgame.tst about where it was (15 to 21 a seed). */
static inline float child_value(const struct node *c, float explore, float rave_inverse,
                                float puct)
{
    uint32_t real = LOAD(c->visits);
    float p = puct * (float)LOAD(c->policy) / (float)(1 + real);
    uint32_t visits = real + LOAD(c->prior_visits);
    float n = (float)visits;
    float an = (float)LOAD(c->amaf_visits);
    float u = explore * (visits < RSQRT_TABLE ? rsqrt_table[visits] : 1 / sqrtf(n + 1));
    if (n <= 0 && an <= 0)
        return 0.5f + u + p;
    float w = (float)LOAD(c->wins2) + LOAD(c->prior_wins2), aw = (float)LOAD(c->amaf_wins2);
    float rave = an * rave_inverse;
    return ((1 + rave) * w + aw) / (2 * (an + n + n * rave)) + u + p;
}

static uint32_t select_child(const struct search *s, const struct node *n)
{
    uint32_t best = n->children;
    float best_value = -1;
    float explore = (float)(EXPLORE * sqrt(log((double)LOAD(n->visits) + 1)));
    float rave_inverse = s->rave_inverse;
    float puct =
        s->lim.unsteered ? 0 : (float)(PUCT * sqrt((double)LOAD(n->visits)) / 65535.0);
    const struct node *c = &s->pool[n->children];
    for (uint32_t i = 0; i < n->nchildren; i++) {
        /* Selects, not a branch: which child leads is data the processor cannot predict. */
        float v = child_value(&c[i], explore, rave_inverse, puct);
        bool better = v > best_value;
        best_value = better ? v : best_value;
        best = better ? n->children + i : best;
    }
    return best;
}

/* The visits after which a leaf is expanded: EXPAND_VISITS while the pool is less than half
 * full, then four times more for each halving of the room left, so that a filling pool keeps its
 * last nodes for the moves the search keeps coming back to rather than for the first ones it
 * tried (without this, a long search fills the pool early and its best line stops growing). */
static inline uint32_t expand_visits(const struct search *s)
{
    size_t used = __atomic_load_n(&s->next, __ATOMIC_RELAXED), room = s->capacity;
    uint32_t visits = EXPAND_VISITS;
    for (size_t left = room / 2; used > room - left && left > room / 1024; left /= 2)
        visits *= 4;
    return visits;
}

/* --- one simulation --------------------------------------------------------------------------- */

/* Black's area margin, before komi, on a board where the game ended by two passes:
 * Tromp-Taylor area. */
static int final_area(const struct board *b, uint8_t *owner)
{
    uint8_t grid[BOARD_MAX_SIZE * BOARD_MAX_SIZE], own[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint16_t work[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    board_to_grid(b, grid);
    score_owners(grid, b->size, own, work);
    int margin = 0;
    for (int row = 0; row < b->size; row++) {
        for (int col = 0; col < b->size; col++) {
            int c = own[row * b->size + col] & 3;
            margin += c == COLOR_BLACK ? 1 : c == COLOR_WHITE ? -1 : 0;
            owner[(row + 1) * b->stride + col + 1] = (uint8_t)c;
        }
    }
    return margin;
}

static void simulate(struct worker *w)
{
    struct search *s = w->s;
    struct board *b = &w->b;
    board_copy(b, &s->board);
    int color = s->color, depth = 0, count = 0;
    int passes = b->last_move == BOARD_PASS && !s->lim.play_on ? 1 : 0;
    uint32_t n = s->root, expand_at = expand_visits(s);
    w->path[0] = n;
    ADD(s->pool[n].visits, 1);
    bool ended = false;
    for (;;) {
        struct node *node = &s->pool[n];
        uint8_t state = __atomic_load_n(&node->state, __ATOMIC_ACQUIRE);
        if (state == NODE_LEAF && (depth == 0 || LOAD(node->visits) >= expand_at)) {
            expand(w, n, b, color, depth);
            state = __atomic_load_n(&node->state, __ATOMIC_ACQUIRE);
        }
        if (state != NODE_EXPANDED || node->nchildren == 0 || depth >= MAX_SEQUENCE / 2)
            break;
        if (!LOAD(node->modelled) && (depth == 0 || LOAD(node->visits) >= MODEL_VISITS))
            add_later_priors(w, node, b, color, depth);
        uint32_t c = select_child(s, node);
        ADD(s->pool[c].visits, 1); /* counts now: a virtual loss for the other threads */
        int move = s->pool[c].move;
        board_play_unchecked(b, color, move);
        w->seq[count++] = (uint16_t)move;
        w->path_keys[depth] = game_position_key(s->game, b->hash, color_other(color));
        w->path[++depth] = c;
        n = c;
        color = color_other(color);
        passes = move == BOARD_PASS ? passes + 1 : 0;
        if (passes >= 2) {
            ended = true;
            break;
        }
    }
    /* Under territory scoring a stone is no point: the count is the area margin less the stones
     * black put on the board beyond white's (prisoners and stones taken off cancel out). Up to
     * the leaf only: a playout's stones fill its own territory, which a player passes instead of
     * doing, and stand in for the area count, as their points do under area scoring. */
    int placed = s->territory ? b->stones_added[COLOR_BLACK] - b->stones_added[COLOR_WHITE] : 0;
    int area;
    if (ended) {
        area = final_area(b, w->owner);
    } else {
        area = s->eval->value(b, color, &w->rng, w->seq, &count, MAX_SEQUENCE, w->owner);
    }
    area -= placed;
    double margin = area - s->bonus, judged = area - s->judged_bonus;
    /* The mover's doubled win against the real komi. */
    int real2 = margin > 0 ? 2 : margin < 0 ? 0 : 1;
    if (s->color == COLOR_WHITE)
        real2 = 2 - real2;
    w->root_real_wins2 += (uint32_t)real2;
    w->root_real_n++;
    for (int row = 0; row < b->size; row++) {
        for (int col = 0; col < b->size; col++) {
            int p = (row + 1) * b->stride + col + 1;
            w->own_black[p] += w->owner[p] == COLOR_BLACK;
            w->own_white[p] += w->owner[p] == COLOR_WHITE;
        }
    }
    if (depth >= 1) {
        int first_move = s->pool[w->path[1]].move;
        w->score_sum[first_move] += margin;
        w->score_sq[first_move] += margin * margin;
        w->score_n[first_move]++;
        w->real_wins2[first_move] += (uint32_t)real2;
    }
    /* Wins (doubled) for black and for white, as the search judges them. */
    int black2 = judged > 0 ? 2 : judged < 0 ? 0 : 1, white2 = 2 - black2;

    /* Backup, deepest node first, with AMAF: first[p] is the earliest index >= i at which p was
     * played in the sequence. */
    int points = board_extent(b);
    for (int p = 0; p < points; p++)
        w->first[p] = MAX_SEQUENCE;
    int j = count - 1;
    for (int i = depth; i >= 0; i--) {
        /* path[i]'s move was made by the player before it: at position i - 1. */
        int to_move = i % 2 == 0 ? s->color : color_other(s->color);
        struct node *node = &s->pool[w->path[i]];
        ADD(node->wins2, to_move == COLOR_BLACK ? white2 : black2);
        ADD(node->area_sum, (int64_t)area);
        for (; j >= i; j--)
            if (w->seq[j] != BOARD_PASS)
                w->first[w->seq[j]] = j;
        if (i == depth)
            continue; /* its children (if any) were not chosen from */
        int result2 = to_move == COLOR_BLACK ? black2 : white2;
        /* The children the mover played first later on (a pass never counts: first[BOARD_PASS]
         * stays MAX_SEQUENCE), found 64 at a time as a mask without a branch, then updated: a
         * test per child would be a branch the processor mispredicts half the time. */
        struct node *c = &s->pool[node->children];
        for (uint32_t k0 = 0; k0 < node->nchildren; k0 += 64) {
            uint32_t end = node->nchildren - k0 < 64 ? node->nchildren : k0 + 64;
            uint64_t hits = 0;
            for (uint32_t k = k0; k < end; k++) {
                int at = w->first[c[k].move];
                hits |= (uint64_t)((at < MAX_SEQUENCE) & (((at - i) & 1) == 0)) << (k - k0);
            }
            for (; hits != 0; hits &= hits - 1) {
                struct node *hit = &c[k0 + (uint32_t)__builtin_ctzll(hits)];
                BUMP(hit->amaf_visits, 1);
                BUMP(hit->amaf_wins2, result2);
            }
        }
    }
}

/* --- the search loop -------------------------------------------------------------------------- */

/* True when no playout left could change which root move is the most visited, `spent` seconds
 * into the search (0 when it has no time limit). A quarter of the playouts (or of the seconds)
 * always runs, so that a reused tree does not end the search at once: the ownership the pass
 * decision reads comes from this search's playouts. Under a time limit alone the playouts left
 * are those the rate so far would fit in the time left: a move decided early leaves its time on
 * the clock for the moves that are not. A playout count decides alone, so that a search by
 * count stays the same on a fast machine and a slow one. */
static bool decided(const struct search *s, long done, double spent)
{
    long left;
    if (s->lim.playouts > 0) {
        if (done < s->lim.playouts / 4)
            return false;
        left = s->lim.playouts - done;
    } else if (s->lim.seconds > 0) {
        if (spent < s->lim.seconds / 4)
            return false;
        left = (long)((double)done / spent * (s->lim.seconds - spent)) + 1;
    } else {
        return false;
    }
    const struct node *root = &s->pool[s->root];
    if (__atomic_load_n(&root->state, __ATOMIC_ACQUIRE) != NODE_EXPANDED)
        return false;
    long first = 0, second = 0;
    for (uint32_t i = 0; i < root->nchildren; i++) {
        long v = LOAD(s->pool[root->children + i].visits);
        if (v > first) {
            second = first;
            first = v;
        } else if (v > second) {
            second = v;
        }
    }
    return first - second > left;
}

static void *work(void *arg)
{
    struct worker *w = arg;
    struct search *s = w->s;
    memset(w->own_black, 0, sizeof w->own_black);
    memset(w->own_white, 0, sizeof w->own_white);
    memset(w->score_sum, 0, sizeof w->score_sum);
    memset(w->score_sq, 0, sizeof w->score_sq);
    memset(w->score_n, 0, sizeof w->score_n);
    memset(w->real_wins2, 0, sizeof w->real_wins2);
    w->root_real_wins2 = w->root_real_n = 0;
    for (;;) {
        if (__atomic_load_n(&s->stop, __ATOMIC_RELAXED) ||
            LOAD(s->pool[s->root].visits) >= s->max_visits)
            break;
        long done = __atomic_fetch_add(&s->playouts, 1, __ATOMIC_RELAXED);
        if (s->lim.playouts > 0 && done >= s->lim.playouts) {
            __atomic_fetch_sub(&s->playouts, 1, __ATOMIC_RELAXED);
            break;
        }
        simulate(w);
        double spent = s->lim.seconds > 0 ? monotonic_seconds() - s->start : 0;
        if ((s->lim.seconds > 0 && spent >= s->lim.seconds) ||
            (done % 64 == 63 && decided(s, done + 1, spent)))
            __atomic_store_n(&s->stop, 1, __ATOMIC_RELAXED);
    }
    pthread_mutex_lock(&s->owner_lock);
    for (int p = 0; p < BOARD_MAX_POINTS; p++) {
        s->owner_black[p] += w->own_black[p];
        s->owner_white[p] += w->own_white[p];
        s->score_sum[p] += w->score_sum[p];
        s->score_sq[p] += w->score_sq[p];
        s->score_n[p] += w->score_n[p];
        s->real_wins2[p] += w->real_wins2[p];
        s->real_n[p] += w->score_n[p];
    }
    s->root_real_wins2 += w->root_real_wins2;
    s->root_real_n += w->root_real_n;
    pthread_mutex_unlock(&s->owner_lock);
    return NULL;
}

static bool is_kept(const struct search *s, size_t i)
{
    return s->kept[i / 64] >> (i % 64) & 1;
}

/* Marked nodes before node i, in O(1) from the words' running counts. */
static uint32_t kept_before(const struct search *s, size_t i)
{
    uint64_t below = s->kept[i / 64] & ((UINT64_C(1) << (i % 64)) - 1);
    return s->rank[i / 64] + (uint32_t)__builtin_popcountll(below);
}

/* Makes the subtree under `from` the tree, its root at 1, in place: the pool is compacted as a
 * sliding garbage collector does. Children are always created after their parent, so one pass in
 * pool order marks the subtree; the marked nodes then slide to the front in their order, which
 * keeps every node's children contiguous and moves each node only towards the front, over nodes
 * already moved or dropped. No second pool is needed, so a full tree is reused within the node
 * budget. */
static void compact(struct search *s, uint32_t from)
{
    size_t used = s->next < s->capacity ? s->next : s->capacity, words = used / 64 + 1;
    memset(s->kept, 0, words * sizeof *s->kept);
    s->kept[from / 64] |= UINT64_C(1) << (from % 64);
    for (size_t i = from; i < used; i++) {
        const struct node *n = &s->pool[i];
        if (!is_kept(s, i) || n->state != NODE_EXPANDED)
            continue;
        for (size_t c = n->children; c < (size_t)n->children + n->nchildren; c++)
            s->kept[c / 64] |= UINT64_C(1) << (c % 64);
    }
    uint32_t count = 0;
    for (size_t w = 0; w < words; w++) {
        s->rank[w] = count;
        count += (uint32_t)__builtin_popcountll(s->kept[w]);
    }
    for (size_t i = from; i < used; i++) {
        if (!is_kept(s, i))
            continue;
        struct node n = s->pool[i];
        if (n.state == NODE_EXPANDED) {
            n.children = kept_before(s, n.children) + 1;
        } else {
            n.state = NODE_LEAF;
            n.children = 0;
            n.nchildren = 0;
        }
        s->pool[kept_before(s, i) + 1] = n;
    }
    s->next = count + 1;
    s->root = 1;
}

/* Finds the position of g in the kept tree and makes it the root; else starts a new tree. */
static void find_root(struct search *s, const struct game *g, int color,
                      const struct search_limits *lim)
{
    const struct search_restrictions *restrictions = lim->restrictions;
    uint32_t n = 0;
    bool same_restrictions =
        restrictions == NULL ? !s->restricted
                             : s->restricted && memcmp(restrictions, &s->restrictions,
                                                       sizeof *restrictions) == 0;
    if (s->root != 0 && same_restrictions && s->played_on == lim->play_on &&
        game_line_continues(&s->line, g)) {
        n = s->root;
        int to_play = s->to_play;
        for (size_t i = s->line.count; i < g->history_count && n != 0; i++) {
            const struct game_entry *e = &g->history[i];
            const struct node *node = &s->pool[n];
            if (e->kind != GAME_ENTRY_MOVE || e->color != to_play || node->state != NODE_EXPANDED) {
                n = 0;
                break;
            }
            uint32_t next = 0;
            for (uint32_t k = 0; k < node->nchildren; k++)
                if (s->pool[node->children + k].move == e->point)
                    next = node->children + k;
            n = next;
            to_play = color_other(to_play);
        }
        if (to_play != color)
            n = 0;
    }
    /* The same position again (an analysis step, a final_status_list) keeps the tree in place,
     * and its real-komi counts. */
    bool same_root = n != 0 && n == s->root && s->pool[n].state == NODE_EXPANDED;
    if (n != 0 && n != s->root && s->pool[n].state == NODE_EXPANDED)
        compact(s, n);
    else if (n == 0 || s->pool[n].state != NODE_EXPANDED) {
        s->next = 2;
        s->root = 1;
        s->pool[1] = (struct node){0};
    }
    if (!same_root) {
        memset(s->real_wins2, 0, sizeof s->real_wins2);
        memset(s->real_n, 0, sizeof s->real_n);
        s->root_real_wins2 = s->root_real_n = 0;
    }
    game_line_of(g, &s->line);
    s->to_play = color;
    s->played_on = lim->play_on;
    s->restricted = restrictions != NULL;
    if (restrictions != NULL)
        s->restrictions = *restrictions;
}

static int compare_moves(const void *a, const void *b)
{
    const struct search_move *x = a, *y = b;
    if (x->visits != y->visits)
        return x->visits > y->visits ? -1 : 1;
    return x->move - y->move;
}

int search_run(struct search *s, const struct game *g, int color, const struct search_limits *lim,
               struct rng *rng, struct search_result *out)
{
    double start = monotonic_seconds();
    find_root(s, g, color, lim);
    long reused = s->pool[s->root].visits;
    board_copy(&s->board, &g->board);
    s->board.allow_suicide = false;
    s->board.simple_ko = true;
    s->game = g;
    s->color = color;
    s->last2 = game_move_before_last(g);
    double bonus = g->komi;
    if (g->rules.handicap_bonus == RULES_HANDICAP_BONUS_N)
        bonus += g->handicap;
    else if (g->rules.handicap_bonus == RULES_HANDICAP_BONUS_N_MINUS_1 && g->handicap > 0)
        bonus += g->handicap - 1;
    s->bonus = bonus;
    s->judged_bonus = bonus + lim->white_extra;
    s->territory = g->rules.scoring == RULES_SCORING_TERRITORY;
    s->rave_inverse = (float)(1.0 / (g->board.size <= 9 ? RAVE_EQUIV_SMALL : RAVE_EQUIV));
    s->lim = *lim;
    if (s->lim.threads < 1)
        s->lim.threads = 1;
    s->max_visits = lim->visits > 0 && lim->visits < SEARCH_MAX_VISITS ? (uint32_t)lim->visits
                                                                       : SEARCH_MAX_VISITS;
    s->playouts = 0;
    s->stop = 0;
    s->start = start;
    memset(s->owner_black, 0, sizeof s->owner_black);
    memset(s->owner_white, 0, sizeof s->owner_white);
    memset(s->score_sum, 0, sizeof s->score_sum);
    memset(s->score_sq, 0, sizeof s->score_sq);
    memset(s->score_n, 0, sizeof s->score_n);

    int threads = s->lim.threads, status = 0, started = 0;
    struct worker *workers = malloc((size_t)threads * sizeof *workers);
    pthread_t *ids = malloc((size_t)threads * sizeof *ids);
    if (workers == NULL || ids == NULL) {
        threads = 1;
        status = -1;
    }
    struct worker one;
    struct worker *ws = workers != NULL ? workers : &one;
    for (int t = 0; t < threads; t++) {
        ws[t].s = s;
        if (t == 0)
            ws[t].rng = *rng;
        else
            rng_seed(&ws[t].rng, rng_next(rng));
    }
    for (int t = 1; t < threads && ids != NULL; t++) {
        if (pthread_create(&ids[t], NULL, work, &ws[t]) != 0) {
            status = -1;
            break;
        }
        started++;
    }
    work(&ws[0]);
    for (int t = 1; t <= started; t++)
        pthread_join(ids[t], NULL);
    *rng = ws[0].rng;
    free(workers);
    free(ids);

    const struct node *root = &s->pool[s->root];
    out->count = 0;
    double prior_total = 0;
    for (uint32_t i = 0; root->state == NODE_EXPANDED && i < root->nchildren; i++)
        prior_total += s->pool[root->children + i].prior_wins2;
    for (uint32_t i = 0; root->state == NODE_EXPANDED && i < root->nchildren; i++) {
        const struct node *c = &s->pool[root->children + i];
        struct search_move *m = &out->moves[out->count++];
        m->move = c->move;
        m->visits = c->visits;
        m->winrate = c->visits > 0 ? (double)c->wins2 / (2.0 * c->visits) : 0.5;
        /* Judged against another komi: the playouts since this root became the root, against
         * the real one (a move none of them visited keeps its tree's win rate). */
        if (lim->white_extra != 0 && s->real_n[c->move] > 0)
            m->winrate = (double)s->real_wins2[c->move] / (2.0 * (double)s->real_n[c->move]);
        m->prior = prior_total > 0 ? c->prior_wins2 / prior_total : 0;
        m->score = c->visits > 0 ? (double)c->area_sum / c->visits - s->bonus : 0;
        m->score_sd = 0;
        if (s->score_n[c->move] > 1) {
            double n = (double)s->score_n[c->move], mean = s->score_sum[c->move] / n;
            double var = (s->score_sq[c->move] - n * mean * mean) / (n - 1);
            m->score_sd = var > 0 ? sqrt(var) : 0;
        }
        if (color == COLOR_WHITE)
            m->score = -m->score;
    }
    qsort(out->moves, (size_t)out->count, sizeof out->moves[0], compare_moves);
    out->playouts = s->playouts;
    out->reused = reused;
    out->seconds = monotonic_seconds() - start;
    out->winrate = root->visits > 0 ? 1 - (double)root->wins2 / (2.0 * root->visits) : 0.5;
    if (lim->white_extra != 0 && s->root_real_n > 0)
        out->winrate = (double)s->root_real_wins2 / (2.0 * (double)s->root_real_n);
    for (int p = 0; p < BOARD_MAX_POINTS; p++) {
        long total = s->playouts > 0 ? s->playouts : 1;
        out->ownership[p] = (float)((double)s->owner_black[p] - (double)s->owner_white[p]) /
                            (float)total;
    }
    return status;
}
