/* game-random-t.c - the randomized cross-check of src/core/game.c and src/core/score.c against
 * a naive model
 *
 * The model shares nothing with board.c, game.c or score.c: a 2D array of colors, recursive flood
 * fills for chains, liberties and scoring regions, its own simple-ko and suicide rules, and a
 * history that keeps every earlier position as a full array copy, compared point by point to find
 * superko repetitions (a stone count beside each copy skips the copies that cannot be equal).
 * game_undo pops that history; game_set_rules is checked by replaying it under the new rules.
 *
 * Random games run under every ko rule with suicide allowed and forbidden, mostly on the small
 * boards (2x2 to 7x7) where kos and repetitions abound, sometimes on larger ones up to 25x25:
 * moves on empty and occupied points, retakes of the ko, passes, points off the board, a player
 * moving twice (GTP allows either color to move), bad colors, undos and changes of the rules.
 * After every step the verdicts of game_legal and game_play, every point, the prisoners, the
 * move count, the player to move and board_check() are compared; at the end of every game the
 * final position is scored by area and by territory with score_compute and by a naive scorer.
 *
 * The ko rules as game.c defines them (its header comment, game_legal, append_entry), which are
 * KataGo's (cpp/game/boardhistory.cpp):
 *   - the history is the start position and the position after every entry, passes included;
 *   - positional superko: a move may not recreate any board of the history;
 *   - situational superko: a move may not recreate a (board, player to move) pair of the history,
 *     where the player to move after a move or pass by C is the opponent of C, and black at the
 *     start;
 *   - passes never violate superko (a pass only adds its position to the history);
 *   - simple ko: a single stone that captured a single stone and has one liberty may not be
 *     retaken at once by the opponent; any move or pass in between ends the ban.
 *
 * Which code the model expects. Under every ko rule but NONE, kosumi's board refuses the
 * immediate retake of a simple ko as BOARD_KO before game.c looks at the history, so the model
 * checks simple ko first and expects BOARD_KO for it, and GAME_SUPERKO only for the repetitions
 * that are not immediate retakes:
 *   - under positional superko an immediate retake always recreates the position before the
 *     capture (it captures exactly the capturing stone: another chain next to the ko point, whose
 *     only liberty the point would be, had no liberty at all before the capture), so it is a
 *     superko violation too and the code is a matter of presentation. The model checks that
 *     claim on every retake it sees under positional superko.
 *   - under situational superko the retake recreates (position before the capture, capturer to
 *     move), which is in the history whenever that position was reached by a move or pass of the
 *     retaker, which is always the case in alternating play. When the capturer moved twice in a
 *     row, the situation may be new; kosumi still refuses the retake as BOARD_KO, as KataGo does
 *     (its Board::isLegal bans the simple-ko point under every ko rule), and so does the model.
 *     It counts these cases (printed as "retakes refused without a repeated situation").
 *
 * KOSUMI_SEED sets the seed (default fixed), KOSUMI_RANDOM_MOVES the number of steps (moves,
 * undos and rule changes) over all eight rule sets; both are printed. A failure prints the
 * seed, the rule set, the step and the game's moves, and the position before the failing step.
 *
 * KOSUMI_RANDOM_GAMES instead runs that many games in all (an eighth under each rule set), and
 * then also scores every position reached, after every step, both ways against the naive
 * scorer: the long differential run of `make differential`, which `make check` does not run.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/board.h"
#include "core/color.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/score.h"
#include "tap/basic.h"
#include "unit/diagram.h"
#include "util/rng.h"

enum {
    X = COLOR_BLACK,
    O = COLOR_WHITE,
    N_MAX = BOARD_MAX_SIZE,               /* the largest board the games use */
    HISTORY_MAX = 3 * N_MAX * N_MAX + 24, /* positions a game may reach (the start included) */
    LOG_MAX = 2 * HISTORY_MAX,            /* steps a game may take */
    COMBOS = 8,                           /* 4 ko rules x suicide forbidden or allowed */
};

#define DEFAULT_SEED 20250101u
#define DEFAULT_MOVES 200000L

static const char *const ko_names[4] = {"none", "simple", "positional", "situational"};

/* ---------------------------------------------------------------------------------------------
 * The model.
 */

/* The position after a history entry (or the start), and the entry itself. */
struct position {
    uint8_t color[N_MAX][N_MAX];  /* [col][row] */
    int stones;                   /* stones on the board */
    int to_play;                  /* the opponent of the entry's mover; black at the start */
    int prisoners[3];             /* prisoners[c]: stones c's moves removed (or c's opponent's
                                   * suicides) */
    int ko_color, ko_col, ko_row; /* ko_color may not play (ko_col, ko_row) now; 0: no ban */
    int mover;                    /* the entry's color, 0 for the start */
    int col, row;                 /* the entry's point, col -1 for a pass */
};

struct model {
    int size;
    enum rules_ko ko;
    bool suicide;
    int count; /* positions in history[]: the start, then one per move */
    struct position history[HISTORY_MAX];
};

static const struct position *top(const struct model *m)
{
    return &m->history[m->count - 1];
}

static void model_init(struct model *m, int size, enum rules_ko ko, bool suicide)
{
    m->size = size;
    m->ko = ko;
    m->suicide = suicide;
    m->count = 1;
    memset(&m->history[0], 0, sizeof m->history[0]);
    m->history[0].to_play = X;
    m->history[0].col = -1;
}

/* A chain found by flood fill; membership of the latest fill is seen[c][r] == stamp. */
struct chain {
    int stones, liberties;
    int stone[N_MAX * N_MAX]; /* col * N_MAX + row */
};

static unsigned stamp;
static unsigned seen_stone[N_MAX][N_MAX], seen_lib[N_MAX][N_MAX];

static void flood(const struct position *pos, int size, int col, int row, int color,
                  struct chain *ch)
{
    if (col < 0 || row < 0 || col >= size || row >= size)
        return;
    if (pos->color[col][row] == COLOR_EMPTY) {
        if (seen_lib[col][row] != stamp) {
            seen_lib[col][row] = stamp;
            ch->liberties++;
        }
        return;
    }
    if (pos->color[col][row] != color || seen_stone[col][row] == stamp)
        return;
    seen_stone[col][row] = stamp;
    ch->stone[ch->stones++] = col * N_MAX + row;
    flood(pos, size, col + 1, row, color, ch);
    flood(pos, size, col - 1, row, color, ch);
    flood(pos, size, col, row + 1, color, ch);
    flood(pos, size, col, row - 1, color, ch);
}

static void chain_at(const struct position *pos, int size, int col, int row, struct chain *ch)
{
    stamp++;
    ch->stones = ch->liberties = 0;
    flood(pos, size, col, row, pos->color[col][row], ch);
}

static void remove_chain(struct position *pos, const struct chain *ch)
{
    for (int i = 0; i < ch->stones; i++)
        pos->color[ch->stone[i] / N_MAX][ch->stone[i] % N_MAX] = COLOR_EMPTY;
    pos->stones -= ch->stones;
}

static bool same_board(const struct position *a, const struct position *b, int size)
{
    if (a->stones != b->stones)
        return false;
    for (int col = 0; col < size; col++)
        for (int row = 0; row < size; row++)
            if (a->color[col][row] != b->color[col][row])
                return false;
    return true;
}

/* Whether pos repeats a board of the history, and whether it repeats one with the same player
 * to move. */
static void repeats(const struct model *m, const struct position *pos, bool *board, bool *situation)
{
    *board = *situation = false;
    for (int i = 0; i < m->count && !*situation; i++)
        if (same_board(&m->history[i], pos, m->size)) {
            *board = true;
            *situation = m->history[i].to_play == pos->to_play;
        }
}

/* What the model learned about a move besides its verdict. */
enum {
    NOTE_KO_RETAKE = 1,         /* an immediate retake of a simple ko */
    NOTE_REPEATS_BOARD = 2,     /* the result repeats a board of the history */
    NOTE_REPEATS_SITUATION = 4, /* ... with the same player to move */
    NOTE_CAPTURE = 8,
    NOTE_SUICIDE = 16, /* a multi-stone suicide (played when legal) */
};

enum move_kind { MOVE_POINT, MOVE_PASS, MOVE_OFF };

/* The verdict kosumi should give `color` playing (col, row) (or passing, or off the board) in
 * the model's current position, 0 or an error code; *next receives the position after the move
 * when the verdict is 0 (and, for the ko, suicide and superko verdicts, the position the move
 * would have made). */
static int model_play(const struct model *m, int color, enum move_kind kind, int col, int row,
                      struct position *next, int *notes)
{
    static struct chain ch;
    const struct position *now = top(m);
    *notes = 0;
    if (color != X && color != O)
        return BOARD_BAD_COLOR;
    *next = *now;
    next->mover = color;
    next->to_play = color_other(color);
    next->ko_color = 0;
    next->col = -1;
    next->row = -1;
    if (kind == MOVE_PASS)
        return 0;
    if (kind == MOVE_OFF)
        return BOARD_OFF_BOARD;
    if (now->color[col][row] != COLOR_EMPTY)
        return BOARD_OCCUPIED;
    next->col = col;
    next->row = row;
    next->color[col][row] = (uint8_t)color;
    next->stones++;

    int captured = 0, cap_col = -1, cap_row = -1;
    const int dc[4] = {1, -1, 0, 0}, dr[4] = {0, 0, 1, -1};
    for (int i = 0; i < 4; i++) {
        int c = col + dc[i], r = row + dr[i];
        if (c < 0 || r < 0 || c >= m->size || r >= m->size ||
            next->color[c][r] != color_other(color))
            continue;
        chain_at(next, m->size, c, r, &ch);
        if (ch.liberties == 0) {
            remove_chain(next, &ch);
            captured += ch.stones;
            cap_col = c;
            cap_row = r;
        }
    }
    chain_at(next, m->size, col, row, &ch);
    bool suicide = ch.liberties == 0;
    if (suicide) {
        *notes |= NOTE_SUICIDE;
        remove_chain(next, &ch);
        next->prisoners[color_other(color)] += ch.stones;
    } else {
        if (captured > 0)
            *notes |= NOTE_CAPTURE;
        next->prisoners[color] += captured;
        if (captured == 1 && ch.stones == 1 && ch.liberties == 1) {
            next->ko_color = color_other(color);
            next->ko_col = cap_col;
            next->ko_row = cap_row;
        }
    }
    bool board, situation;
    repeats(m, next, &board, &situation);
    *notes |= (board ? NOTE_REPEATS_BOARD : 0) | (situation ? NOTE_REPEATS_SITUATION : 0);

    if (now->ko_color == color && now->ko_col == col && now->ko_row == row) {
        *notes |= NOTE_KO_RETAKE;
        if (m->ko != RULES_KO_NONE)
            return BOARD_KO;
    }
    if (suicide && (ch.stones == 1 || !m->suicide))
        return BOARD_SUICIDE;
    if ((m->ko == RULES_KO_POSITIONAL && board) || (m->ko == RULES_KO_SITUATIONAL && situation))
        return GAME_SUPERKO;
    return 0;
}

static void model_push(struct model *m, const struct position *pos)
{
    m->history[m->count++] = *pos;
}

/* Replays m's history into *out under other rules; returns the index of the first entry they
 * refuse, or 0 when all are legal. */
static int model_replay(const struct model *m, enum rules_ko ko, bool suicide, struct model *out)
{
    static struct position next;
    model_init(out, m->size, ko, suicide);
    for (int i = 1; i < m->count; i++) {
        const struct position *e = &m->history[i];
        int notes;
        if (model_play(out, e->mover, e->col < 0 ? MOVE_PASS : MOVE_POINT, e->col, e->row, &next,
                       &notes) != 0)
            return i;
        model_push(out, &next);
    }
    return 0;
}

/* ---------------------------------------------------------------------------------------------
 * The naive scorer: every empty region flood-filled, its owner the one color it reaches.
 */

struct naive_score {
    int stones[3], territory[3], dame;
    double black, white;
};

static unsigned region_seen[N_MAX][N_MAX];

static int region(const struct position *pos, int size, int col, int row, bool reach[3])
{
    if (col < 0 || row < 0 || col >= size || row >= size)
        return 0;
    if (pos->color[col][row] != COLOR_EMPTY) {
        reach[pos->color[col][row]] = true;
        return 0;
    }
    if (region_seen[col][row] == stamp)
        return 0;
    region_seen[col][row] = stamp;
    return 1 + region(pos, size, col + 1, row, reach) + region(pos, size, col - 1, row, reach) +
           region(pos, size, col, row + 1, reach) + region(pos, size, col, row - 1, reach);
}

static void naive_score(const struct position *pos, int size, double komi, bool territory,
                        struct naive_score *s)
{
    memset(s, 0, sizeof *s);
    stamp++;
    for (int col = 0; col < size; col++)
        for (int row = 0; row < size; row++) {
            if (pos->color[col][row] != COLOR_EMPTY) {
                s->stones[pos->color[col][row]]++;
                continue;
            }
            bool reach[3] = {false, false, false};
            int n = region(pos, size, col, row, reach);
            if (reach[X] && !reach[O])
                s->territory[X] += n;
            else if (reach[O] && !reach[X])
                s->territory[O] += n;
            else
                s->dame += n;
        }
    if (territory) {
        s->black = s->territory[X] + pos->prisoners[X];
        s->white = s->territory[O] + pos->prisoners[O] + komi;
    } else {
        s->black = s->stones[X] + s->territory[X];
        s->white = s->stones[O] + s->territory[O] + komi;
    }
}

/* ---------------------------------------------------------------------------------------------
 * The driver.
 */

/* A number in [0, n) from the splitmix64 stream of rng.h, the generator kosumi seeds with. */
static int below(uint64_t *rng, int n)
{
    return (int)(rng_splitmix(rng) % (uint64_t)n);
}

/* One step of a game, for the failure report. */
enum op_kind { OP_MOVE, OP_UNDO, OP_RULES };
struct op {
    int kind, color, point; /* OP_RULES: color is the ko rule, point the suicide flag */
};

/* What the games reached, per rule set. */
struct stats {
    long steps, moves, undos, rule_changes, rule_changes_refused, scored, positions_scored,
        mismatches, score_mismatches;
    long results[8]; /* by verdict: 0, occupied, ko, suicide, superko, off, ... */
    long captures, suicides_played, board_repeats_played, retakes_unrepeated;
};

struct run {
    uint64_t seed, rng;
    int combo; /* the rule set of this run: ko * 2 + suicide */
    struct game g;
    struct model models[2]; /* *m and a spare for replays */
    struct model *m;
    struct op log[LOG_MAX];
    int logged;
    long game, step;
    int limit;             /* positions this game may reach */
    char why[400];         /* the first disagreement of this step, "" when none */
    bool reported;         /* the first failure over all runs has been printed */
    bool score_every_step; /* score every position, not only the final ones */
    long sizes[N_MAX + 1]; /* games started on each size */
    struct stats stats[COMBOS];
};

static int verdict_index(int error)
{
    switch (error) {
    case 0: return 0;
    case BOARD_OCCUPIED: return 1;
    case BOARD_KO: return 2;
    case BOARD_SUICIDE: return 3;
    case GAME_SUPERKO: return 4;
    case BOARD_OFF_BOARD: return 5;
    case BOARD_BAD_COLOR: return 6;
    default: return 7;
    }
}

static const char *error_name(int error)
{
    /* clang-format off */
    static const char *const names[8] = {
        "0", "BOARD_OCCUPIED", "BOARD_KO", "BOARD_SUICIDE", "GAME_SUPERKO", "BOARD_OFF_BOARD",
        "BOARD_BAD_COLOR", "another code"};
    /* clang-format on */
    return names[verdict_index(error)];
}

static int combo_of(enum rules_ko ko, bool suicide)
{
    return (int)ko * 2 + (suicide ? 1 : 0);
}

static void fail(struct run *r, const char *format, ...) TAP_PRINTF(2, 3);
static void fail(struct run *r, const char *format, ...)
{
    if (r->why[0])
        return;
    va_list args;
    va_start(args, format);
    vsnprintf(r->why, sizeof r->why, format, args);
    va_end(args);
}

static void log_op(struct run *r, int kind, int color, int point)
{
    if (r->logged < LOG_MAX) {
        r->log[r->logged].kind = kind;
        r->log[r->logged].color = color;
        r->log[r->logged++].point = point;
    }
}

static int point_of(const struct run *r, int col, int row)
{
    return board_point(&r->g.board, col, row);
}

/* The game against the model: the rules, every point, prisoners, counts, board_check. */
static void compare_state(struct run *r)
{
    const struct game *g = &r->g;
    const struct model *m = r->m;
    const struct position *now = top(m);
    if (g->board.size != m->size) {
        fail(r, "the board is %dx%d, the model %dx%d", g->board.size, g->board.size, m->size,
             m->size);
        return;
    }
    if (g->rules.ko != m->ko || g->rules.suicide != m->suicide)
        fail(r, "the game's rules are ko %d suicide %d, the model's ko %d suicide %d",
             (int)g->rules.ko, g->rules.suicide, (int)m->ko, m->suicide);
    for (int col = 0; col < m->size; col++)
        for (int row = 0; row < m->size; row++) {
            int p = point_of(r, col, row);
            if (g->board.color[p] != now->color[col][row])
                fail(r, "%s holds %d, the model %d", diagram_point_name(&g->board, p),
                     g->board.color[p], now->color[col][row]);
        }
    if (g->board.prisoners[X] != now->prisoners[X] || g->board.prisoners[O] != now->prisoners[O])
        fail(r, "prisoners %d/%d, the model %d/%d", g->board.prisoners[X], g->board.prisoners[O],
             now->prisoners[X], now->prisoners[O]);
    if (game_move_count(g) != m->count - 1)
        fail(r, "game_move_count %d, the model %d", game_move_count(g), m->count - 1);
    if (game_to_play(g) != now->to_play)
        fail(r, "game_to_play %d, the model %d", game_to_play(g), now->to_play);
    const char *why = board_check(&g->board);
    if (why != NULL)
        fail(r, "board_check: %s", why);
}

static int random_size(struct run *r)
{
    int roll = below(&r->rng, 100);
    if (roll < 2)
        return 1;
    if (roll < 95)
        return 2 + below(&r->rng, 6);
    return 8 + below(&r->rng, N_MAX - 7); /* 8x8 to 25x25 */
}

/* Starts a new game of a random size under the run's rules, by one of the ways a GTP session
 * does (game_init, game_clear, game_set_size, then game_set_rules on an empty history). */
static void new_game(struct run *r)
{
    int size = random_size(r);
    enum rules_ko ko = (enum rules_ko)(r->combo / 2);
    bool suicide = r->combo % 2;
    struct rules rules;
    rules_default(&rules);
    rules.ko = ko;
    rules.suicide = suicide;
    int error = 0;
    switch (below(&r->rng, 4)) {
    case 0:
        game_free(&r->g);
        error = game_init(&r->g, size, &rules);
        break;
    case 1:
        if (r->g.board.size == size) {
            game_clear(&r->g);
            break;
        }
        /* fall through */
    default: error = game_set_size(&r->g, size); break;
    }
    if (error != 0)
        bail("cannot start a %dx%d game: %s", size, size, game_strerror(error));
    if (!rules_equal(&r->g.rules, &rules)) {
        error = game_set_rules(&r->g, &rules);
        if (error != 0)
            bail("game_set_rules on an empty history: %s", game_strerror(error));
    }
    r->g.komi = (below(&r->rng, 31) - 10) * 0.5;
    r->m = &r->models[0];
    model_init(r->m, size, ko, suicide);
    r->logged = 0;
    r->game++;
    r->sizes[size]++;
    r->limit = size <= 7 ? 3 * size * size + 20 : size * size + 40;
}

/* A random point off the board: the border, past the end, negative. */
static int off_board_point(struct run *r)
{
    int n = r->m->size, stride = n + 2, i = below(&r->rng, n);
    switch (below(&r->rng, 10)) {
    case 0: return -1;
    case 1: return INT_MIN;
    case 2: return INT_MAX;
    case 3: return stride * stride;
    case 4: return BOARD_MAX_POINTS + below(&r->rng, 100);
    case 5: return (i + 1) * stride;         /* column -1 */
    case 6: return (i + 1) * stride + n + 1; /* column N */
    case 7: return i + 1;                    /* row -1 */
    case 8: return (n + 1) * stride + i + 1; /* row N */
    default: return stride - 1;              /* a corner of the border */
    }
}

/* The n-th point (in column order) that is empty (or, with `stones`, occupied). */
static void nth_point(const struct position *pos, int size, bool stones, int n, int *col, int *row)
{
    for (int c = 0; c < size; c++)
        for (int w = 0; w < size; w++)
            if ((pos->color[c][w] != COLOR_EMPTY) == stones && n-- == 0) {
                *col = c;
                *row = w;
                return;
            }
}

static void step_move(struct run *r)
{
    static struct position next;
    const struct model *m = r->m;
    const struct position *now = top(m);
    struct stats *st = &r->stats[combo_of(m->ko, m->suicide)];
    int n = m->size, empties = n * n - now->stones;

    int color = now->to_play;
    bool bad_color = false;
    int roll = below(&r->rng, 100);
    if (roll < 12) {
        color = color_other(color); /* moving twice */
    } else if (roll == 12 && below(&r->rng, 3) == 0) {
        static const int bad[4] = {COLOR_EMPTY, COLOR_EDGE, -1, 7};
        color = bad[below(&r->rng, 4)];
        bad_color = true;
    }

    enum move_kind kind = MOVE_POINT;
    int col = -1, row = -1, p;
    roll = below(&r->rng, 100);
    if (roll < 5 || (empties == 0 && roll < 60)) {
        kind = MOVE_PASS;
    } else if (roll < 8) {
        kind = MOVE_OFF;
    } else if ((roll < 16 && now->stones > 0) || empties == 0) {
        nth_point(now, n, true, below(&r->rng, now->stones), &col, &row);
    } else if (roll < 40 && now->ko_color != 0) {
        col = now->ko_col; /* the retake, mostly by the player it is forbidden to */
        row = now->ko_row;
        if (roll < 35 && !bad_color)
            color = now->ko_color;
    } else if (roll < 48 && m->count > 2) {
        /* A point played a few moves ago: recaptures, the stuff of long cycles. */
        const struct position *e =
            &m->history[m->count - 1 - below(&r->rng, m->count < 8 ? m->count - 1 : 7)];
        if (e->col >= 0 && now->color[e->col][e->row] == COLOR_EMPTY) {
            col = e->col;
            row = e->row;
        } else {
            nth_point(now, n, false, below(&r->rng, empties), &col, &row);
        }
    } else {
        nth_point(now, n, false, below(&r->rng, empties), &col, &row);
    }
    if (kind == MOVE_PASS)
        p = BOARD_PASS;
    else if (kind == MOVE_OFF)
        p = off_board_point(r);
    else
        p = point_of(r, col, row);
    log_op(r, OP_MOVE, color, p);

    int notes;
    int wanted = model_play(m, color, kind, col, row, &next, &notes);
    size_t count = r->g.history_count;
    uint64_t hash = r->g.board.hash;
    int legal = game_legal(&r->g, color, p);
    int seen = game_play(&r->g, color, p);
    st->moves++;
    st->results[verdict_index(seen)]++;
    if (legal != wanted)
        fail(r, "game_legal(%d, %s) is %s, the model says %s", color,
             diagram_point_name(&r->g.board, p), error_name(legal), error_name(wanted));
    if (seen != wanted)
        fail(r, "game_play(%d, %s) is %s, the model says %s", color,
             diagram_point_name(&r->g.board, p), error_name(seen), error_name(wanted));
    if (m->ko == RULES_KO_POSITIONAL && (notes & NOTE_KO_RETAKE) && !(notes & NOTE_REPEATS_BOARD))
        fail(r, "the model's ko retake at %s repeats no position under positional superko",
             diagram_point_name(&r->g.board, p));
    if (m->ko == RULES_KO_SITUATIONAL && (notes & NOTE_KO_RETAKE) &&
        !(notes & NOTE_REPEATS_SITUATION))
        st->retakes_unrepeated++;
    if (seen != 0) {
        if (r->g.history_count != count || r->g.board.hash != hash)
            fail(r, "a refused move changed the game");
        return;
    }
    if (wanted != 0)
        return;
    model_push(r->m, &next);
    st->captures += (notes & NOTE_CAPTURE) != 0;
    st->suicides_played += (notes & NOTE_SUICIDE) != 0;
    st->board_repeats_played += kind == MOVE_POINT && (notes & NOTE_REPEATS_BOARD) != 0;
}

static void step_undo(struct run *r)
{
    log_op(r, OP_UNDO, 0, 0);
    r->stats[combo_of(r->m->ko, r->m->suicide)].undos++;
    int wanted = r->m->count > 1 ? 0 : GAME_CANNOT_UNDO;
    int seen = game_undo(&r->g);
    if (seen != wanted)
        fail(r, "game_undo is %d, the model says %d", seen, wanted);
    if (wanted == 0)
        r->m->count--;
}

static void step_rules(struct run *r)
{
    struct model *m = r->m, *spare = m == &r->models[0] ? &r->models[1] : &r->models[0];
    struct stats *st = &r->stats[combo_of(m->ko, m->suicide)];
    struct rules rules = r->g.rules, before = r->g.rules;
    rules.ko = (enum rules_ko)below(&r->rng, 4);
    rules.suicide = below(&r->rng, 2);
    log_op(r, OP_RULES, (int)rules.ko, rules.suicide);
    st->rule_changes++;

    int refused_at = model_replay(m, rules.ko, rules.suicide, spare);
    int wanted = refused_at == 0 ? 0 : GAME_ILLEGAL_HISTORY;
    size_t count = r->g.history_count;
    uint64_t hash = r->g.board.hash;
    int seen = game_set_rules(&r->g, &rules);
    if (seen != wanted)
        fail(r, "game_set_rules(ko %s, suicide %d) is %d, the model says %d (refusing entry %d)",
             ko_names[rules.ko], rules.suicide, seen, wanted, refused_at);
    if (r->g.history_count != count || r->g.board.hash != hash)
        fail(r, "game_set_rules changed the position or the history");
    if (seen != 0) {
        st->rule_changes_refused++;
        if (!rules_equal(&r->g.rules, &before))
            fail(r, "a refused game_set_rules changed the rules");
        return;
    }
    if (!rules_equal(&r->g.rules, &rules))
        fail(r, "game_set_rules did not set the rules");
    if (wanted != 0)
        return;
    if (!same_board(top(m), top(spare), m->size) || spare->count != m->count)
        fail(r, "the model's replay reached another position");
    r->m = spare;
}

static void diag_position(const struct position *pos, int size)
{
    char line[N_MAX * 2 + 8];
    for (int row = size - 1; row >= 0; row--) {
        int at = snprintf(line, sizeof line, "%2d ", row + 1);
        for (int col = 0; col < size; col++) {
            line[at++] = ' ';
            line[at++] = ".XO"[pos->color[col][row]];
        }
        line[at] = '\0';
        diag("%s", line);
    }
    int at = snprintf(line, sizeof line, "   ");
    for (int col = 0; col < size; col++) {
        line[at++] = ' ';
        line[at++] = "ABCDEFGHJKLMNOPQRSTUVWXYZ"[col];
    }
    line[at] = '\0';
    diag("%s", line);
}

/* Prints the first failure of the whole test in enough detail to replay it. */
static void report(struct run *r, const struct position *before, int before_size, bool step)
{
    if (r->reported)
        return;
    r->reported = true;
    diag("game-random: %s", r->why);
    diag(
        "replay: KOSUMI_SEED=%llu, rule set ko %s suicide %d (the run's), step %ld, game %ld, "
        "%dx%d, rules now ko %s suicide %d",
        (unsigned long long)r->seed, ko_names[r->combo / 2], r->combo % 2, r->step, r->game,
        before_size, before_size, ko_names[r->g.rules.ko], r->g.rules.suicide);
    diag("the game's steps (1 = X, 2 = O; u = undo; r:ko/suicide = rules change)%s:",
         step ? ", the last failed" : "");
    char line[200];
    int at = 0;
    for (int i = 0; i < r->logged; i++) {
        const struct op *o = &r->log[i];
        if (o->kind == OP_MOVE)
            at += snprintf(line + at, sizeof line - (size_t)at, " %d:%s", o->color,
                           diagram_point_name(&r->g.board, o->point));
        else if (o->kind == OP_UNDO)
            at += snprintf(line + at, sizeof line - (size_t)at, " u");
        else
            at += snprintf(line + at, sizeof line - (size_t)at, " r:%s/%d", ko_names[o->color],
                           o->point);
        if (at > 150 || i == r->logged - 1) {
            diag("%s", line);
            at = 0;
        }
    }
    diag("the model's position %s, %s to move:", step ? "before the step" : "at the end",
         before->to_play == X ? "X" : "O");
    diag_position(before, before_size);
    diag("the game's board%s:", step ? " after it" : "");
    diagram_diag(&r->g.board);
}

/* Scores the current position both ways with score_compute and the naive scorer; `final`: the
 * game ends there. */
static void score_game(struct run *r, bool final)
{
    static uint8_t grid[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];
    static uint16_t work[BOARD_MAX_POINTS];
    const struct model *m = r->m;
    const struct position *now = top(m);
    struct stats *st = &r->stats[combo_of(m->ko, m->suicide)];
    int n = m->size;
    if (final)
        st->scored++;
    else
        st->positions_scored++;
    board_to_grid(&r->g.board, grid);
    for (int territory = 0; territory < 2; territory++) {
        struct rules rules;
        rules_default(&rules);
        rules.scoring = territory ? RULES_SCORING_TERRITORY : RULES_SCORING_AREA;
        rules.tax = RULES_TAX_NONE;
        rules.has_button = false;
        rules.handicap_bonus = RULES_HANDICAP_BONUS_0;
        struct score_input in = {grid, n, r->g.komi, {0, 0, 0}, 0, COLOR_EMPTY};
        in.prisoners[X] = r->g.board.prisoners[X];
        in.prisoners[O] = r->g.board.prisoners[O];
        struct score_result got;
        struct naive_score want;
        int error = score_compute(&in, &rules, owner, work, &got);
        naive_score(now, n, r->g.komi, territory, &want);
        const char *how = territory ? "territory" : "area";
        if (error != 0)
            fail(r, "score_compute (%s) failed: %d", how, error);
        else if (got.stones[X] != want.stones[X] || got.stones[O] != want.stones[O] ||
                 got.territory[X] != want.territory[X] || got.territory[O] != want.territory[O] ||
                 got.dame != want.dame)
            fail(r,
                 "%s scoring: stones %d/%d territory %d/%d dame %d, the naive scorer "
                 "%d/%d %d/%d %d",
                 how, got.stones[X], got.stones[O], got.territory[X], got.territory[O], got.dame,
                 want.stones[X], want.stones[O], want.territory[X], want.territory[O], want.dame);
        else if (got.black != want.black || got.white != want.white ||
                 got.margin != want.black - want.white)
            fail(r,
                 "%s scoring, komi %.1f: B %.1f W %.1f margin %.1f, the naive scorer B %.1f "
                 "W %.1f",
                 how, r->g.komi, got.black, got.white, got.margin, want.black, want.white);
    }
    if (r->why[0]) {
        st->score_mismatches++;
        report(r, now, n, false);
        r->why[0] = '\0';
    }
}

static bool game_over(struct run *r)
{
    const struct model *m = r->m;
    if (m->count >= r->limit || r->logged >= LOG_MAX || below(&r->rng, 3000) == 0)
        return true;
    /* Two passes in a row end it, most of the time. */
    return m->count >= 3 && m->history[m->count - 1].col < 0 && m->history[m->count - 2].col < 0 &&
           m->history[m->count - 1].mover != 0 && m->history[m->count - 2].mover != 0 &&
           below(&r->rng, 3) != 0;
}

/* Plays `steps` steps of random games under one rule set, or with `games` > 0 that many games. */
static void run_combo(struct run *r, int combo, long steps, long games)
{
    static struct position before;
    r->combo = combo;
    r->rng = r->seed ^ ((uint64_t)(combo + 1) * 0xD1B54A32D192ED03u);
    rng_splitmix(&r->rng);
    r->game = 0;
    new_game(r);
    long finished = 0;
    for (r->step = 0; games > 0 ? finished < games : r->step < steps; r->step++) {
        if (game_over(r)) {
            score_game(r, true);
            if (++finished == games)
                break;
            new_game(r);
        }
        before = *top(r->m);
        int size = r->m->size;
        struct stats *st = &r->stats[combo_of(r->m->ko, r->m->suicide)];
        st->steps++;
        int roll = below(&r->rng, 1000);
        if (roll < 40)
            step_undo(r);
        else if (roll < 45)
            step_rules(r);
        else
            step_move(r);
        if (!r->why[0])
            compare_state(r);
        if (r->why[0]) {
            st->mismatches++;
            report(r, &before, size, true);
            r->why[0] = '\0';
            new_game(r); /* the game and the model may have parted: start afresh */
        } else if (r->score_every_step) {
            score_game(r, false);
        }
    }
    if (games == 0)
        score_game(r, true);
}

int main(void)
{
    static struct run r;
    const char *env = getenv("KOSUMI_SEED");
    r.seed = env != NULL && *env != '\0' ? strtoull(env, NULL, 0) : DEFAULT_SEED;
    long total = DEFAULT_MOVES;
    env = getenv("KOSUMI_RANDOM_MOVES");
    if (env != NULL && *env != '\0')
        total = strtol(env, NULL, 0);
    long per = total / COMBOS > 0 ? total / COMBOS : 1;
    long games = 0;
    env = getenv("KOSUMI_RANDOM_GAMES");
    if (env != NULL && *env != '\0')
        games = strtol(env, NULL, 0);
    long games_per = games > 0 ? (games + COMBOS - 1) / COMBOS : 0;
    r.score_every_step = games > 0;

    plan_lazy();
    if (games > 0)
        diag(
            "game-random: KOSUMI_SEED=%llu KOSUMI_RANDOM_GAMES=%ld (%ld games for each rule set, "
            "every position scored)",
            (unsigned long long)r.seed, games, games_per);
    else
        diag("game-random: KOSUMI_SEED=%llu KOSUMI_RANDOM_MOVES=%ld (%ld steps for each rule set)",
             (unsigned long long)r.seed, total, per);
    if (game_init(&r.g, 5, NULL) != 0)
        bail("game_init failed");
    clock_t start = clock();
    for (int combo = 0; combo < COMBOS; combo++)
        run_combo(&r, combo, per, games_per);
    game_free(&r.g);
    double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;

    struct stats all;
    memset(&all, 0, sizeof all);
    for (int c = 0; c < COMBOS; c++) {
        const struct stats *s = &r.stats[c];
        const char *ko = ko_names[c / 2];
        int suicide = c % 2;
        diag(
            "ko %s, suicide %d: %ld moves (%ld legal, %ld occupied, %ld ko, %ld suicide, "
            "%ld superko, %ld off board, %ld bad color), %ld undos, %ld rule changes (%ld "
            "refused), %ld games scored; %ld captures, %ld suicides played, %ld repeated boards "
            "played, %ld retakes refused without a repeated situation",
            ko, suicide, s->moves, s->results[0], s->results[1], s->results[2], s->results[3],
            s->results[4], s->results[5], s->results[6], s->undos, s->rule_changes,
            s->rule_changes_refused, s->scored, s->captures, s->suicides_played,
            s->board_repeats_played, s->retakes_unrepeated);
        is_int(0, s->mismatches,
               "ko %s, suicide %d: %ld steps (moves, undos, rule changes) agree with the model", ko,
               suicide, s->steps);
        is_int(0, s->score_mismatches,
               "ko %s, suicide %d: %ld final positions (and %ld others) score alike (area and "
               "territory)",
               ko, suicide, s->scored, s->positions_scored);
        all.moves += s->moves;
        all.steps += s->steps;
        all.undos += s->undos;
        all.scored += s->scored;
        all.positions_scored += s->positions_scored;
        all.mismatches += s->mismatches;
        all.score_mismatches += s->score_mismatches;
        for (int i = 0; i < 8; i++)
            all.results[i] += s->results[i];
        all.rule_changes_refused += s->rule_changes_refused;
        all.rule_changes += s->rule_changes;
        all.suicides_played += s->suicides_played;
        all.retakes_unrepeated += s->retakes_unrepeated;
    }
    diag(
        "game-random: %ld games, %ld steps (%ld moves, %ld undos), %ld positions scored, "
        "%ld mismatches, %ld score mismatches in %.2f s; %ld ko retakes refused under situational "
        "superko without a repeated situation (a player moved twice)",
        all.scored, all.steps, all.moves, all.undos, all.scored + all.positions_scored,
        all.mismatches, all.score_mismatches, seconds, all.retakes_unrepeated);

    char line[N_MAX * 12], *at = line;
    for (int size = 1; size <= N_MAX; size++)
        at += sprintf(at, " %dx%d:%ld", size, size, r.sizes[size]);
    diag("game-random: games started by size:%s", line);
    bool every_size = true;
    for (int size = 1; size <= N_MAX; size++)
        every_size = every_size && r.sizes[size] > 0;
    if (games >= 1000)
        ok(every_size, "game-random: games on every size from 1x1 to %dx%d", N_MAX, N_MAX);

    /* Did the games reach every case? Only asked of runs long enough to be sure to. */
    const struct stats *pos0 = &r.stats[combo_of(RULES_KO_POSITIONAL, false)],
                       *pos1 = &r.stats[combo_of(RULES_KO_POSITIONAL, true)],
                       *sit0 = &r.stats[combo_of(RULES_KO_SITUATIONAL, false)],
                       *sit1 = &r.stats[combo_of(RULES_KO_SITUATIONAL, true)];
    const struct {
        const char *what;
        long count;
    } reached[] = {
        {"ko retakes refused", all.results[2]},
        {"repetitions refused under positional superko", pos0->results[4] + pos1->results[4]},
        {"repetitions refused under situational superko", sit0->results[4] + sit1->results[4]},
        {"repeated boards played under situational superko",
         sit0->board_repeats_played + sit1->board_repeats_played},
        {"suicides refused", all.results[3]},
        {"multi-stone suicides played", all.suicides_played},
        {"rule changes refused", all.rule_changes_refused},
        {"rule changes accepted", all.rule_changes - all.rule_changes_refused},
    };
    for (size_t i = 0; i < sizeof reached / sizeof reached[0]; i++) {
        if (total >= 100000 || games >= 1000)
            ok(reached[i].count > 0, "game-random: %s (%ld)", reached[i].what, reached[i].count);
        else
            skip("game-random: %s: too few moves to expect it", reached[i].what);
    }
    return 0;
}
