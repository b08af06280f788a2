/* game.c - a game over a board: rules, komi, handicap, move history, superko, undo
 *
 * The history is the start position plus a list of entries (moves and late setup stones); the
 * current board is always the start position with the entries applied. To take entries back
 * without replaying the game, the game keeps
 *   - the board before the last entry (a play then an undo, the commonest pair, is two copies),
 *   - every GAME_SNAPSHOT_EVERY entries, a compact snapshot: the stones packed four to a byte and
 *     the few fields the stones do not give (ko, last move, prisoners), ~2 bytes per entry on
 *     19x19 where a full board would be ~300;
 *   - one full board rebuilt from the latest snapshot used, so that a run of undos replays at
 *     most GAME_SNAPSHOT_EVERY entries each and rebuilds only when it crosses a snapshot.
 * Undoing n moves costs the entries taken back plus at most one rebuild and one short replay,
 * whatever the length of the game.
 *
 * Superko: every position of the current history (the start and the result of every entry) is
 * counted in a hash multiset keyed by the board's Zobrist hash, XORed with a side-to-move key
 * under situational superko. A move is refused when its resulting key is counted: one hash
 * lookup, whatever the length of the game. Undo decrements the counts of the entries it drops and
 * deletes a key whose count reaches 0, and the table shrinks when it empties out, so its size
 * follows the current game, not everything it ever went through.
 */
#include "core/game.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/score.h"

/* Distinguishes "white to move" from "black to move" in situational keys. */
#define SIDE_TO_MOVE_KEY 0x5BD1E9955BD1E995u

/* The smallest position table: a new game's, and what clearing shrinks to. */
#define POSITIONS_MIN 64

/* Entries a history starts with room for. */
#define HISTORY_MIN 256

static bool superko(const struct game *g)
{
    return g->rules.ko == RULES_KO_POSITIONAL || g->rules.ko == RULES_KO_SITUATIONAL;
}

uint64_t game_position_key(const struct game *g, uint64_t board_hash, int to_play)
{
    if (g->rules.ko == RULES_KO_SITUATIONAL && to_play == COLOR_WHITE)
        return board_hash ^ SIDE_TO_MOVE_KEY;
    return board_hash;
}

/* --- the position multiset ------------------------------------------------------------------ */

/* Linear probing over slots whose count is 0 when free; deletion shifts the following run back
 * (Knuth's algorithm R), so no tombstones accumulate. */

static size_t home_of(const struct game_positions *s, uint64_t key)
{
    return (size_t)(key ^ (key >> 29)) & (s->capacity - 1);
}

static size_t slot_of(const struct game_positions *s, uint64_t key)
{
    size_t mask = s->capacity - 1;
    size_t i = home_of(s, key);
    while (s->slots[i].count != 0 && s->slots[i].key != key)
        i = (i + 1) & mask;
    return i;
}

static bool positions_contains(const struct game_positions *s, uint64_t key)
{
    return s->capacity != 0 && s->slots[slot_of(s, key)].count != 0;
}

/* Moves the keys into a table of `capacity` slots; false (table unchanged) without memory. */
static bool positions_rehash(struct game_positions *s, size_t capacity)
{
    struct game_position_slot *slots = calloc(capacity, sizeof *slots);
    if (slots == NULL)
        return false;
    struct game_positions moved = {slots, capacity, s->used};
    for (size_t i = 0; i < s->capacity; i++)
        if (s->slots[i].count != 0)
            moved.slots[slot_of(&moved, s->slots[i].key)] = s->slots[i];
    free(s->slots);
    *s = moved;
    return true;
}

/* Makes room for one more key; the only step that can fail, so callers do it first. */
static int positions_reserve(struct game_positions *s)
{
    if ((s->used + 1) * 2 <= s->capacity)
        return 0;
    size_t capacity = s->capacity ? s->capacity : POSITIONS_MIN;
    while ((s->used + 1) * 2 > capacity)
        capacity *= 2;
    return positions_rehash(s, capacity) ? 0 : GAME_NO_MEMORY;
}

static void positions_add(struct game_positions *s, uint64_t key)
{
    struct game_position_slot *slot = &s->slots[slot_of(s, key)];
    if (slot->count == 0) {
        slot->key = key;
        s->used++;
    }
    slot->count++;
}

static void positions_remove(struct game_positions *s, uint64_t key)
{
    size_t mask = s->capacity - 1, i = slot_of(s, key);
    if (s->slots[i].count == 0 || --s->slots[i].count != 0)
        return;
    s->used--;
    for (size_t j = (i + 1) & mask; s->slots[j].count != 0; j = (j + 1) & mask) {
        /* The key at j may move back to the hole at i unless its home lies cyclically in
         * (i, j]: then it would be found before reaching i. */
        size_t home = home_of(s, s->slots[j].key);
        bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
        if (!stays) {
            s->slots[i] = s->slots[j];
            i = j;
        }
    }
    s->slots[i].count = 0;
}

/* Gives memory back once the table is mostly empty: at most a quarter full afterwards, so the
 * next growth is far away. Without memory the larger table simply stays. */
static void positions_shrink(struct game_positions *s)
{
    if (s->capacity <= POSITIONS_MIN || s->used * 8 > s->capacity)
        return;
    size_t capacity = s->capacity;
    while (capacity > POSITIONS_MIN && s->used * 4 <= capacity / 2)
        capacity /= 2;
    positions_rehash(s, capacity);
}

/* Empties the table, down to its smallest size when that memory can be had. */
static void positions_clear(struct game_positions *s)
{
    if (s->capacity > POSITIONS_MIN) {
        struct game_position_slot *slots = calloc(POSITIONS_MIN, sizeof *slots);
        if (slots != NULL) {
            free(s->slots);
            s->slots = slots;
            s->capacity = POSITIONS_MIN;
        }
    }
    if (s->capacity > 0)
        memset(s->slots, 0, s->capacity * sizeof *s->slots);
    s->used = 0;
}

static void apply_rules_to_board(const struct rules *rules, struct board *b)
{
    b->allow_suicide = rules->suicide;
    b->simple_ko = rules->ko != RULES_KO_NONE;
}

/* --- snapshots and undo ---------------------------------------------------------------------- */

static size_t packed_size(int size)
{
    return ((size_t)size * (size_t)size + 3) / 4;
}

/* Records the current board as snapshot number g->snapshot_count; room was reserved. */
static void take_snapshot(struct game *g)
{
    const struct board *b = &g->board;
    struct game_snapshot *snap = &g->snapshots[g->snapshot_count];
    uint8_t *stones = g->snapshot_stones + g->snapshot_count * packed_size(b->size);
    memset(stones, 0, packed_size(b->size));
    for (int row = 0, i = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++, i++)
            stones[i / 4] |= (uint8_t)(b->color[board_point(b, col, row)] << (2 * (i % 4)));
    snap->ko_point = b->ko_point;
    snap->ko_color = (uint8_t)b->ko_color;
    snap->last_move = b->last_move;
    snap->last_color = (uint8_t)b->last_color;
    snap->captured_last = b->captured_last;
    snap->prisoners[0] = b->prisoners[COLOR_BLACK];
    snap->prisoners[1] = b->prisoners[COLOR_WHITE];
    g->snapshot_count++;
}

/* Rebuilds into b the board of snapshot i: the stones placed one by one (their chains and hash
 * follow), then the fields the stones do not give. */
static void rebuild_snapshot(const struct game *g, size_t i, struct board *b)
{
    const struct game_snapshot *snap = &g->snapshots[i];
    int size = g->board.size;
    const uint8_t *stones = g->snapshot_stones + i * packed_size(size);
    board_init(b, size);
    apply_rules_to_board(&g->rules, b);
    for (int row = 0, k = 0; row < size; row++)
        for (int col = 0; col < size; col++, k++) {
            int color = stones[k / 4] >> (2 * (k % 4)) & 3;
            if (color != COLOR_EMPTY)
                board_place(b, color, board_point(b, col, row));
        }
    b->ko_point = snap->ko_point;
    b->ko_color = snap->ko_color;
    b->last_move = snap->last_move;
    b->last_color = snap->last_color;
    b->captured_last = snap->captured_last;
    b->prisoners[COLOR_BLACK] = snap->prisoners[0];
    b->prisoners[COLOR_WHITE] = snap->prisoners[1];
    /* board_check's invariant: stones added = stones on the board + stones captured. */
    b->stones_added[COLOR_BLACK] += snap->prisoners[1];
    b->stones_added[COLOR_WHITE] += snap->prisoners[0];
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

/* Sets the current board to the position after the first `count` entries (count at most the
 * entries recorded, snapshots beyond it already dropped). */
static void restore_board(struct game *g, size_t count)
{
    if (g->previous_valid && g->previous_count == count) {
        board_copy(&g->board, &g->previous);
        g->previous_valid = false;
        /* The base must not outlive the entries it was built from, which may now be replaced. */
        if (g->base_count > count)
            g->base_valid = false;
        return;
    }
    size_t snap = count / GAME_SNAPSHOT_EVERY; /* snapshots at or below count */
    size_t from = snap * GAME_SNAPSHOT_EVERY;
    if (!g->base_valid || g->base_count > count || g->base_count < from) {
        if (snap == 0)
            board_copy(&g->base, &g->start);
        else
            rebuild_snapshot(g, snap - 1, &g->base);
        g->base_count = from;
        g->base_valid = true;
    }
    board_copy(&g->board, &g->base);
    for (size_t i = g->base_count; i < count; i++)
        apply_entry(&g->board, &g->history[i]);
    g->previous_valid = false;
}

/* --- the game --------------------------------------------------------------------------------- */

/* Forgets the history and makes the current board the start position. Gives back the memory a
 * long history took, so a cleared game is as small as a new one. */
static int restart_from_board(struct game *g)
{
    g->start = g->board;
    g->history_count = 0;
    g->move_count = 0;
    g->snapshot_count = 0;
    g->previous_valid = g->base_valid = false;
    /* Snapshots are packed for the board's size, which may just have changed. */
    free(g->history);
    free(g->snapshots);
    free(g->snapshot_stones);
    g->history = NULL;
    g->snapshots = NULL;
    g->snapshot_stones = NULL;
    g->history_capacity = 0;
    positions_clear(&g->positions);
    int error = positions_reserve(&g->positions);
    if (error != 0)
        return error;
    positions_add(&g->positions, game_position_key(g, g->board.hash, g->start_to_play));
    return 0;
}

const char *game_komi_check(double komi)
{
    if (!(komi >= -GAME_KOMI_MAX && komi <= GAME_KOMI_MAX)) /* NaN too */
        return "out of range";
    /* The nearest double to n / 100 is what both strtod and this division give for "n/100". */
    if (komi != round(komi * 100) / 100)
        return "not a multiple of 0.01";
    return NULL;
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
    free(g->snapshots);
    free(g->snapshot_stones);
    free(g->positions.slots);
    g->history = NULL;
    g->snapshots = NULL;
    g->snapshot_stones = NULL;
    g->positions.slots = NULL;
    g->history_count = g->history_capacity = g->move_count = g->snapshot_count = 0;
    g->positions.capacity = g->positions.used = 0;
    g->previous_valid = g->base_valid = false;
}

void game_clear(struct game *g)
{
    board_init(&g->board, g->board.size);
    apply_rules_to_board(&g->rules, &g->board);
    g->handicap = 0;
    g->start_to_play = COLOR_BLACK;
    /* The position table keeps at least its smallest size, so this cannot fail. */
    restart_from_board(g);
}

int game_set_size(struct game *g, int size)
{
    if (!board_size_valid(size))
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
    return (int)g->move_count;
}

const struct game_entry *game_last_move(const struct game *g)
{
    for (size_t i = g->history_count; i > 0; i--)
        if (g->history[i - 1].kind == GAME_ENTRY_MOVE)
            return &g->history[i - 1];
    return NULL;
}

int game_move_before_last(const struct game *g)
{
    for (size_t i = g->history_count, moves = 0; i > 0; i--)
        if (g->history[i - 1].kind == GAME_ENTRY_MOVE && ++moves == 2)
            return g->history[i - 1].point;
    return -1;
}

int game_legal_in_search(const struct game *g, const struct board *b, int color, int p,
                         const uint64_t *path, int path_len)
{
    int error = board_legal(b, color, p);
    if (error != 0 || p == BOARD_PASS || !superko(g))
        return error;
    uint64_t key = game_position_key(g, board_hash_after(b, color, p), color_other(color));
    if (positions_contains(&g->positions, key))
        return GAME_SUPERKO;
    for (int i = 0; i < path_len; i++)
        if (path[i] == key)
            return GAME_SUPERKO;
    return 0;
}

int game_legal_moves(const struct game *g, const struct board *b, int color, const uint64_t *path,
                     int path_len, int *moves)
{
    int n = 0;
    for (int row = 0; row < b->size; row++) {
        int p = board_point(b, 0, row);
        for (int col = 0; col < b->size; col++, p++)
            if (b->color[p] == COLOR_EMPTY &&
                game_legal_in_search(g, b, color, p, path, path_len) == 0)
                moves[n++] = p;
    }
    return n;
}

int game_legal(const struct game *g, int color, int point)
{
    return game_legal_in_search(g, &g->board, color, point, NULL, 0);
}

/* Makes room for one more entry and, when it will complete a snapshot interval, its snapshot. */
static int reserve_entry(struct game *g)
{
    if (g->history_count < g->history_capacity)
        return 0;
    size_t capacity = g->history_capacity ? 2 * g->history_capacity : HISTORY_MIN;
    size_t snaps = capacity / GAME_SNAPSHOT_EVERY;
    struct game_entry *history = realloc(g->history, capacity * sizeof *history);
    if (history == NULL)
        return GAME_NO_MEMORY;
    g->history = history;
    struct game_snapshot *snapshots = realloc(g->snapshots, snaps * sizeof *snapshots);
    if (snapshots == NULL)
        return GAME_NO_MEMORY;
    g->snapshots = snapshots;
    uint8_t *stones = realloc(g->snapshot_stones, snaps * packed_size(g->board.size));
    if (stones == NULL)
        return GAME_NO_MEMORY;
    g->snapshot_stones = stones;
    g->history_capacity = capacity;
    return 0;
}

/* Keeps the board before an entry, for the undo that most often follows. */
static void remember_board(struct game *g)
{
    board_copy(&g->previous, &g->board);
    g->previous_count = g->history_count;
    g->previous_valid = true;
}

/* Before an entry changes the board: room for it in the history and the position set, and the
 * board kept for undo. Nothing changes when it fails. */
static int begin_entry(struct game *g)
{
    int error = reserve_entry(g);
    if (error == 0)
        error = positions_reserve(&g->positions);
    if (error == 0)
        remember_board(g);
    return error;
}

/* splitmix64's finaliser: every input bit moves every output bit. */
static uint64_t mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    return x ^ (x >> 31);
}

/* The digest of g's start position, first player and first `count` entries (each entry keeps
 * its own: the start and the first player change only while the history is empty). */
static uint64_t line_digest(const struct game *g, size_t count)
{
    if (count > 0)
        return g->history[count - 1].line;
    return mix(g->start.hash ^ mix((uint64_t)g->start_to_play << 8 | (uint64_t)g->board.size));
}

/* Records an entry already applied to the board. Room was reserved beforehand. */
static void append_entry(struct game *g, int kind, int color, int point)
{
    uint64_t line = line_digest(g, g->history_count);
    struct game_entry *e = &g->history[g->history_count++];
    e->kind = (uint8_t)kind;
    e->color = (uint8_t)color;
    e->point = (uint16_t)point;
    e->line = mix(line ^ ((uint64_t)kind | (uint64_t)color << 8 | (uint64_t)point << 16));
    g->move_count += kind == GAME_ENTRY_MOVE;
    e->key = game_position_key(g, g->board.hash, game_to_play(g));
    positions_add(&g->positions, e->key);
    if (g->history_count % GAME_SNAPSHOT_EVERY == 0)
        take_snapshot(g);
}

int game_play(struct game *g, int color, int point)
{
    int error = game_legal(g, color, point);
    if (error == 0)
        error = begin_entry(g);
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

int game_undo_moves(struct game *g, size_t n)
{
    if (n > g->move_count)
        return GAME_CANNOT_UNDO;
    if (n == 0)
        return 0;
    /* Back to the n-th move from the end; the setup entries after each move go with it. */
    size_t count = g->history_count;
    for (size_t moves = 0; moves < n; count--) {
        const struct game_entry *e = &g->history[count - 1];
        moves += e->kind == GAME_ENTRY_MOVE;
        positions_remove(&g->positions, e->key);
    }
    positions_shrink(&g->positions);
    g->history_count = count;
    g->move_count -= n;
    if (g->snapshot_count > count / GAME_SNAPSHOT_EVERY)
        g->snapshot_count = count / GAME_SNAPSHOT_EVERY;
    restore_board(g, count);
    return 0;
}

int game_undo(struct game *g)
{
    return game_undo_moves(g, 1);
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
    error = begin_entry(g);
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
    if (g->history_count != 0 || b->empty_count != board_points(b))
        return GAME_NOT_EMPTY;
    if (count < 2 || count > board_points(b) - 1)
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

int game_free_handicap(int size, int count, int *points)
{
    if (!board_size_valid(size) || count < 2 || count > size * size - 1)
        return GAME_BAD_HANDICAP;
    int n = game_fixed_handicap(size, count, points);
    if (n == count)
        return n;
    struct board board;
    const struct board *b = &board;
    board_init(&board, size);
    int most = size % 2 == 1 && size >= 9 ? 9 : 4;
    n = game_fixed_handicap(size, most, points);
    if (n < 0)
        n = 0;
    int line = size < 13 ? 2 : 3;
    if (line > (size - 1) / 2)
        line = (size - 1) / 2;

    bool taken[BOARD_MAX_POINTS] = {false};
    int dist[BOARD_MAX_POINTS]; /* squared distance to the nearest stone placed */
    for (int row = 0; row < size; row++)
        for (int col = 0; col < size; col++)
            dist[board_point(b, col, row)] = 4 * size * size;
    for (int i = 0; i < n; i++)
        taken[points[i]] = true;
    for (int row = 0; row < size; row++) {
        for (int col = 0; col < size; col++) {
            int p = board_point(b, col, row);
            for (int i = 0; i < n; i++) {
                int dc = col - board_col(b, points[i]), dr = row - board_row(b, points[i]);
                if (dc * dc + dr * dr < dist[p])
                    dist[p] = dc * dc + dr * dr;
            }
        }
    }
    while (n < count) {
        int best = -1, best_dist = -1, best_edge = -1;
        for (int min_line = line; best < 0 && min_line >= 0; min_line--) {
            for (int row = 0; row < size; row++) {
                for (int col = 0; col < size; col++) {
                    int p = board_point(b, col, row);
                    int edge = col < row ? col : row;
                    if (size - 1 - col < edge)
                        edge = size - 1 - col;
                    if (size - 1 - row < edge)
                        edge = size - 1 - row;
                    if (taken[p] || edge < min_line)
                        continue;
                    if (dist[p] > best_dist || (dist[p] == best_dist && edge > best_edge)) {
                        best = p;
                        best_dist = dist[p];
                        best_edge = edge;
                    }
                }
            }
        }
        if (best < 0)
            break;
        taken[best] = true;
        points[n++] = best;
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int p = board_point(b, col, row);
                int dc = col - board_col(b, best), dr = row - board_row(b, best);
                if (dc * dc + dr * dr < dist[p])
                    dist[p] = dc * dc + dr * dr;
            }
        }
    }
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
    return game_score_dead(g, NULL, result, owner);
}

/* The board as a grid (see board_to_grid) without the stones dead[] marks (NULL: none), which
 * are added to the other color's prisoners. */
static void grid_without_dead(const struct board *b, const uint8_t *dead, uint8_t *grid,
                              int prisoners[3])
{
    board_to_grid(b, grid);
    for (int row = 0; dead != NULL && row < b->size; row++) {
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (dead[p] && b->color[p] != COLOR_EMPTY) {
                prisoners[color_other(b->color[p])]++;
                grid[row * b->size + col] = COLOR_EMPTY;
            }
        }
    }
}

int game_score_dead(const struct game *g, const uint8_t *dead, struct score_result *result,
                    uint8_t *owner)
{
    const struct board *b = &g->board;
    uint8_t grid[BOARD_MAX_SIZE * BOARD_MAX_SIZE], scratch[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint16_t work[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    struct score_input in = {
        .grid = grid,
        .size = b->size,
        .komi = g->komi,
        .prisoners = {0, b->prisoners[COLOR_BLACK], b->prisoners[COLOR_WHITE]},
        .handicap = g->handicap,
        .button = COLOR_EMPTY,
    };
    grid_without_dead(b, dead, grid, in.prisoners);
    return score_compute(&in, &g->rules, owner != NULL ? owner : scratch, work, result);
}

void game_seki(const struct game *g, const uint8_t *dead, uint8_t *seki)
{
    const struct board *b = &g->board;
    uint8_t grid[BOARD_MAX_SIZE * BOARD_MAX_SIZE], owner[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint8_t marks[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    uint16_t work[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    int prisoners[3] = {0, 0, 0};
    grid_without_dead(b, dead, grid, prisoners);
    memset(seki, 0, BOARD_MAX_POINTS);
    if (score_seki(grid, b->size, marks, owner, work) != SCORE_OK)
        return;
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++)
            seki[board_point(b, col, row)] = marks[row * b->size + col];
}

bool game_history_equal(const struct game *a, const struct game *b)
{
    if (a->history_count != b->history_count)
        return false;
    for (size_t i = 0; i < a->history_count; i++) {
        const struct game_entry *x = &a->history[i], *y = &b->history[i];
        if (x->kind != y->kind || x->color != y->color || x->point != y->point || x->key != y->key)
            return false;
    }
    return true;
}


void game_line_of(const struct game *g, struct game_line *line)
{
    *line = (struct game_line){.size = g->board.size, .rules = g->rules, .komi = g->komi,
                               .handicap = g->handicap, .count = g->history_count,
                               .digest = line_digest(g, g->history_count)};
}

bool game_line_continues(const struct game_line *line, const struct game *g)
{
    return line->size == g->board.size && rules_equal(&line->rules, &g->rules) &&
           line->komi == g->komi && line->handicap == g->handicap &&
           line->count <= g->history_count && line->digest == line_digest(g, line->count);
}

bool game_line_same(const struct game_line *line, const struct game *g)
{
    return line->count == g->history_count && game_line_continues(line, g);
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
