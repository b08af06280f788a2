/* game.c - a game over a board: rules, komi, handicap, move history, superko, undo
 *
 * The history is the start position plus a list of entries (moves and late setup stones); the
 * current board is always the start position with the entries applied. Undo drops the last entry
 * and replays the rest from the start: replaying a few hundred moves costs microseconds with this
 * board and keeps one source of truth, where per-move snapshots would cost kilobytes each.
 *
 * Superko: every position the game has passed through (the start and the result of every entry)
 * is counted in a hash multiset keyed by the board's Zobrist hash, XORed with a side-to-move key
 * under situational superko. A move is refused when its resulting key is already counted: one
 * hash lookup, whatever the length of the game. Undo decrements the count of the entry it drops.
 */
#include "game.h"

#include <stdlib.h>
#include <string.h>

#include "score.h"

/* Distinguishes "white to move" from "black to move" in situational keys. */
#define SIDE_TO_MOVE_KEY 0x5BD1E9955BD1E995u

static bool superko(const struct game *g)
{
    return g->rules.ko == RULES_KO_POSITIONAL || g->rules.ko == RULES_KO_SITUATIONAL;
}

static uint64_t position_key(const struct game *g, uint64_t hash, int to_play)
{
    if (g->rules.ko == RULES_KO_SITUATIONAL && to_play == COLOR_WHITE)
        return hash ^ SIDE_TO_MOVE_KEY;
    return hash;
}

/* --- the position multiset ------------------------------------------------------------------ */

static size_t slot_of(const struct game_positions *s, uint64_t key)
{
    size_t mask = s->capacity - 1;
    size_t i = (size_t)(key ^ (key >> 29)) & mask;
    while (s->slots[i].used && s->slots[i].key != key)
        i = (i + 1) & mask;
    return i;
}

static bool positions_contains(const struct game_positions *s, uint64_t key)
{
    if (s->capacity == 0)
        return false;
    const struct game_position_slot *slot = &s->slots[slot_of(s, key)];
    return slot->used && slot->count > 0;
}

/* Makes room for one more key; the only step that can fail, so callers do it first. */
static int positions_reserve(struct game_positions *s)
{
    if ((s->used + 1) * 2 <= s->capacity)
        return 0;
    size_t capacity = s->capacity ? s->capacity : 64;
    while ((s->used + 1) * 2 > capacity)
        capacity *= 2;
    struct game_position_slot *slots = calloc(capacity, sizeof *slots);
    if (slots == NULL)
        return GAME_NO_MEMORY;
    struct game_positions grown = {slots, capacity, 0};
    for (size_t i = 0; i < s->capacity; i++) {
        if (s->slots[i].used && s->slots[i].count > 0) {
            grown.slots[slot_of(&grown, s->slots[i].key)] = s->slots[i];
            grown.used++;
        }
    }
    free(s->slots);
    *s = grown;
    return 0;
}

static void positions_add(struct game_positions *s, uint64_t key)
{
    struct game_position_slot *slot = &s->slots[slot_of(s, key)];
    if (!slot->used) {
        slot->used = 1;
        slot->key = key;
        s->used++;
    }
    slot->count++;
}

static void positions_remove(struct game_positions *s, uint64_t key)
{
    struct game_position_slot *slot = &s->slots[slot_of(s, key)];
    if (slot->used && slot->count > 0)
        slot->count--;
}

static void positions_clear(struct game_positions *s)
{
    if (s->capacity > 0)
        memset(s->slots, 0, s->capacity * sizeof *s->slots);
    s->used = 0;
}

/* --- the game --------------------------------------------------------------------------------- */

static void apply_rules_to_board(const struct rules *rules, struct board *b)
{
    b->allow_suicide = rules->suicide;
    b->simple_ko = rules->ko != RULES_KO_NONE;
}

/* Forgets the history and makes the current board the start position. */
static int restart_from_board(struct game *g)
{
    g->start = g->board;
    g->history_count = 0;
    positions_clear(&g->positions);
    int error = positions_reserve(&g->positions);
    if (error != 0)
        return error;
    positions_add(&g->positions, position_key(g, g->board.hash, g->start_to_play));
    return 0;
}

bool game_komi_valid(double komi)
{
    return komi >= -GAME_KOMI_MAX && komi <= GAME_KOMI_MAX; /* false for NaN too */
}

int game_init(struct game *g, int size, const struct rules *rules)
{
    memset(g, 0, sizeof *g);
    if (board_init(&g->board, size) != 0)
        return GAME_BAD_SIZE;
    if (rules != NULL)
        g->rules = *rules;
    else
        rules_default(&g->rules);
    apply_rules_to_board(&g->rules, &g->board);
    g->start_to_play = COLOR_BLACK;
    return restart_from_board(g);
}

void game_free(struct game *g)
{
    free(g->history);
    free(g->positions.slots);
    g->history = NULL;
    g->positions.slots = NULL;
    g->history_count = g->history_capacity = 0;
    g->positions.capacity = g->positions.used = 0;
}

void game_clear(struct game *g)
{
    board_init(&g->board, g->board.size);
    apply_rules_to_board(&g->rules, &g->board);
    g->handicap = 0;
    g->start_to_play = COLOR_BLACK;
    /* The position table already holds a slot, so this cannot fail. */
    restart_from_board(g);
}

int game_set_size(struct game *g, int size)
{
    if (size < 1 || size > BOARD_MAX_SIZE)
        return GAME_BAD_SIZE;
    g->board.size = size;
    game_clear(g);
    return 0;
}

int game_to_play(const struct game *g)
{
    const struct game_entry *last = game_last_move(g);
    return last != NULL ? color_other(last->color) : g->start_to_play;
}

int game_move_count(const struct game *g)
{
    int n = 0;
    for (size_t i = 0; i < g->history_count; i++)
        n += g->history[i].kind == GAME_ENTRY_MOVE;
    return n;
}

const struct game_entry *game_last_move(const struct game *g)
{
    for (size_t i = g->history_count; i > 0; i--)
        if (g->history[i - 1].kind == GAME_ENTRY_MOVE)
            return &g->history[i - 1];
    return NULL;
}

int game_legal(const struct game *g, int color, int point)
{
    int error = board_legal(&g->board, color, point);
    if (error != 0 || point == BOARD_PASS || !superko(g))
        return error;
    uint64_t hash = board_hash_after(&g->board, color, point);
    if (positions_contains(&g->positions, position_key(g, hash, color_other(color))))
        return GAME_SUPERKO;
    return 0;
}

static int reserve_entry(struct game *g)
{
    if (g->history_count < g->history_capacity)
        return 0;
    size_t capacity = g->history_capacity ? 2 * g->history_capacity : 256;
    struct game_entry *history = realloc(g->history, capacity * sizeof *history);
    if (history == NULL)
        return GAME_NO_MEMORY;
    g->history = history;
    g->history_capacity = capacity;
    return 0;
}

/* Records an entry already applied to the board. Room was reserved beforehand. */
static void append_entry(struct game *g, int kind, int color, int point)
{
    struct game_entry *e = &g->history[g->history_count++];
    e->kind = (uint8_t)kind;
    e->color = (uint8_t)color;
    e->point = (uint16_t)point;
    e->key = position_key(g, g->board.hash, game_to_play(g));
    positions_add(&g->positions, e->key);
}

int game_play(struct game *g, int color, int point)
{
    int error = game_legal(g, color, point);
    if (error == 0)
        error = reserve_entry(g);
    if (error == 0)
        error = positions_reserve(&g->positions);
    if (error != 0)
        return error;
    board_play_unchecked(&g->board, color, point);
    append_entry(g, GAME_ENTRY_MOVE, color, point);
    return 0;
}

/* Applies a setup stone (or its removal) to b, refusing positions with a chain that has no
 * liberties. */
static int setup_board(struct board *b, int color, int point)
{
    if (color == COLOR_EMPTY)
        return board_remove(b, point);
    struct board tried = *b;
    int error = board_place(&tried, color, point);
    if (error != 0)
        return error;
    if (board_liberties(&tried, point, NULL, 0) == 0)
        return GAME_BAD_SETUP;
    for (int d = 0; d < 4; d++) {
        static const int dir[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        int q = board_point(&tried, board_col(&tried, point) + dir[d][0],
                            board_row(&tried, point) + dir[d][1]);
        if (q >= 0 && tried.color[q] != COLOR_EMPTY && board_liberties(&tried, q, NULL, 0) == 0)
            return GAME_BAD_SETUP;
    }
    *b = tried;
    return 0;
}

/* Applies one history entry to a board. */
static void apply_entry(struct board *b, const struct game_entry *e)
{
    if (e->kind == GAME_ENTRY_MOVE)
        board_play_unchecked(b, e->color, e->point);
    else if (e->color == COLOR_EMPTY)
        board_remove(b, e->point);
    else
        board_place(b, e->color, e->point);
}

int game_undo(struct game *g)
{
    if (g->history_count == 0)
        return GAME_CANNOT_UNDO;
    g->history_count--;
    positions_remove(&g->positions, g->history[g->history_count].key);
    g->board = g->start;
    for (size_t i = 0; i < g->history_count; i++)
        apply_entry(&g->board, &g->history[i]);
    return 0;
}

int game_setup(struct game *g, int color, int point)
{
    if (color != COLOR_EMPTY && color != COLOR_BLACK && color != COLOR_WHITE)
        return BOARD_BAD_COLOR;
    struct board b = g->board;
    int error = setup_board(&b, color, point);
    if (error != 0)
        return error;
    if (g->history_count == 0) {
        g->board = b;
        return restart_from_board(g);
    }
    error = reserve_entry(g);
    if (error == 0)
        error = positions_reserve(&g->positions);
    if (error != 0)
        return error;
    g->board = b;
    append_entry(g, GAME_ENTRY_SETUP, color, point);
    return 0;
}

int game_set_to_play(struct game *g, int color)
{
    if (color != COLOR_BLACK && color != COLOR_WHITE)
        return BOARD_BAD_COLOR;
    if (g->history_count != 0)
        return GAME_MOVES_PLAYED;
    g->start_to_play = color;
    return restart_from_board(g);
}

int game_set_handicap(struct game *g, const int *points, int count)
{
    struct board *b = &g->board;
    if (g->history_count != 0 || b->empty_count != b->size * b->size)
        return GAME_NOT_EMPTY;
    if (count < 2 || count > b->size * b->size - 1)
        return GAME_BAD_HANDICAP;
    struct board placed = *b;
    for (int i = 0; i < count; i++)
        if (points[i] == BOARD_PASS || board_place(&placed, COLOR_BLACK, points[i]) != 0)
            return GAME_BAD_HANDICAP;
    /* With at least one empty point left, every black chain has a liberty. */
    g->board = placed;
    g->handicap = count;
    g->start_to_play = COLOR_WHITE;
    return restart_from_board(g);
}

int game_fixed_handicap(int size, int count, int *points)
{
    if (size < 7 || size > BOARD_MAX_SIZE || count < 2)
        return GAME_BAD_HANDICAP;
    int max = size % 2 == 1 && size >= 9 ? 9 : 4;
    if (count > max)
        return GAME_BAD_HANDICAP;
    int near = size < 13 ? 2 : 3;  /* third line below 13x13, fourth from 13x13 on */
    int far = size - 1 - near, mid = size / 2;

    /* GoGui's order: corners lower-left/upper-right, upper-left, lower-right, then centre and
     * sides as the count asks. */
    int cols[9], rows[9], n = 0;
#define ADD(c, r) (cols[n] = (c), rows[n] = (r), n++)
    ADD(near, near);
    ADD(far, far);
    if (count >= 3)
        ADD(near, far);
    if (count >= 4)
        ADD(far, near);
    if (count >= 6) {
        ADD(near, mid);
        ADD(far, mid);
    }
    if (count >= 8) {
        ADD(mid, near);
        ADD(mid, far);
    }
    if (count % 2 == 1 && count >= 5)
        ADD(mid, mid);
#undef ADD
    struct board b;
    board_init(&b, size);
    for (int i = 0; i < n; i++)
        points[i] = board_point(&b, cols[i], rows[i]);
    return n;
}

int game_set_rules(struct game *g, const struct rules *rules)
{
    struct game replay;
    int error = game_init(&replay, g->board.size, rules);
    if (error != 0)
        return error;
    replay.komi = g->komi;
    replay.handicap = g->handicap;
    replay.start_to_play = g->start_to_play;
    replay.board = g->start;
    apply_rules_to_board(&replay.rules, &replay.board);
    error = restart_from_board(&replay);
    for (size_t i = 0; error == 0 && i < g->history_count; i++) {
        const struct game_entry *e = &g->history[i];
        if (e->kind == GAME_ENTRY_MOVE) {
            error = game_play(&replay, e->color, e->point);
            if (error != 0 && error != GAME_NO_MEMORY)
                error = GAME_ILLEGAL_HISTORY;
        } else {
            error = game_setup(&replay, e->color, e->point);
        }
    }
    if (error != 0) {
        game_free(&replay);
        return error;
    }
    game_free(g);
    *g = replay;
    return 0;
}

int game_score(const struct game *g, struct score_result *result, uint8_t *owner)
{
    const struct board *b = &g->board;
    uint8_t grid[BOARD_MAX_SIZE * BOARD_MAX_SIZE], scratch[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint16_t work[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    board_to_grid(b, grid);
    struct score_input in = {
        .grid = grid,
        .size = b->size,
        .komi = g->komi,
        .prisoners = {0, b->prisoners[COLOR_BLACK], b->prisoners[COLOR_WHITE]},
        .handicap = g->handicap,
        .button = COLOR_EMPTY,
    };
    return score_compute(&in, &g->rules, owner != NULL ? owner : scratch, work, result);
}

const char *game_strerror(int error)
{
    switch (error) {
    case GAME_SUPERKO: return "superko";
    case GAME_CANNOT_UNDO: return "cannot undo";
    case GAME_NOT_EMPTY: return "board not empty";
    case GAME_BAD_HANDICAP: return "invalid handicap";
    case GAME_ILLEGAL_HISTORY: return "the moves played are illegal under these rules";
    case GAME_NO_MEMORY: return "out of memory";
    case GAME_BAD_SIZE: return "unacceptable size";
    case GAME_BAD_SETUP: return "setup leaves a chain without liberties";
    case GAME_MOVES_PLAYED: return "moves already played";
    default: return board_strerror(error);
    }
}
