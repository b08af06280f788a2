/* game.h - a game over a board: rules, komi, handicap, move history, superko, undo
 *
 * The board knows physics only; the game knows what happened: the position the game started from
 * (empty, handicap or setup stones), every move since, and every position seen, so it can refuse
 * superko repetitions in O(1) and undo any number of moves. It never prints.
 *
 * A refused operation returns a negative code (an enum board_error or an enum game_error; both
 * print with game_strerror) and leaves the game exactly as it was.
 */
#ifndef KOSUMI_GAME_H
#define KOSUMI_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/board.h"
#include "core/rules.h"

enum game_error {
    GAME_SUPERKO = -20,           /* the move repeats an earlier position (or situation) */
    GAME_CANNOT_UNDO = -21,       /* no move to take back */
    GAME_NOT_EMPTY = -22,         /* handicap needs an empty board and no history */
    GAME_BAD_HANDICAP = -23,      /* too few or too many stones, repeats, passes */
    GAME_ILLEGAL_HISTORY = -24,   /* the moves played are not legal under the new rules */
    GAME_NO_MEMORY = -25,
    GAME_BAD_SIZE = -26,          /* board size outside 1..BOARD_MAX_SIZE */
    GAME_BAD_SETUP = -27,         /* a setup stone would leave a chain without liberties */
    GAME_MOVES_PLAYED = -28,      /* only possible before the first move */
};

enum game_entry_kind {
    GAME_ENTRY_MOVE,    /* color plays point (BOARD_PASS to pass) */
    GAME_ENTRY_SETUP,   /* a stone of color put on point without the rules (COLOR_EMPTY: removed) */
};

struct game_entry {
    uint8_t kind;       /* enum game_entry_kind */
    uint8_t color;
    uint16_t point;
    uint64_t key;       /* superko key of the position after the entry */
    uint64_t line;      /* game_line's digest of the history up to this entry: kept as the
                         * entry is made, so that a line is known in O(1) however long the
                         * game (kosumi review searches every position of 50,000 moves) */
};

/* The superko history: a multiset of the position keys of the current history in an
 * open-addressing hash table (linear probing, backward-shift deletion). A free slot has count 0. */
struct game_position_slot {
    uint64_t key;
    uint64_t count;
};

struct game_positions {
    struct game_position_slot *slots;
    size_t capacity;    /* a power of two, or 0 */
    size_t used;        /* slots holding a key */
};

/* What game_undo needs to rebuild the board after GAME_SNAPSHOT_EVERY * (i + 1) entries beside
 * the stones, which are packed four points to a byte in game.snapshot_stones. */
struct game_snapshot {
    int32_t ko_point, last_move, captured_last;
    int32_t prisoners[2];       /* black's, white's */
    uint8_t ko_color, last_color;
};

/* Entries between two snapshots: an undo replays at most this many. */
#define GAME_SNAPSHOT_EVERY 32

struct game {
    struct board board;         /* the current position */
    struct board start;         /* the position the history starts from */
    struct rules rules;
    double komi;
    int handicap;               /* handicap stones placed (for the handicap bonus and SGF HA) */
    int start_to_play;          /* who moves first from `start` */
    struct game_entry *history;
    size_t history_count;
    size_t history_capacity;
    size_t move_count;          /* GAME_ENTRY_MOVE entries in the history */
    struct game_positions positions;

    /* For undo (see game.c): snapshots of the history, the board before the last entry, and
     * the board last rebuilt from a snapshot. */
    struct game_snapshot *snapshots;
    uint8_t *snapshot_stones;
    size_t snapshot_count;
    struct board previous;      /* the board after previous_count entries, if previous_valid */
    size_t previous_count;
    bool previous_valid;
    struct board base;          /* the board after base_count entries, if base_valid */
    size_t base_count;
    bool base_valid;
};

/* The largest komi (either sign) a game takes: beyond it a score no longer prints exactly, and no
 * real game is played with one. */
#define GAME_KOMI_MAX 1e6

/* Why komi cannot be a game's: "out of range" beyond GAME_KOMI_MAX either way (or not finite),
 * "not a multiple of 0.01" when it is not a whole number of hundredths; NULL when it can be.
 * Hundredths cover every komi in use (Chinese records write 3.75 stones) and a decimal with two
 * places carries them exactly: GTP's komi and final_score, SGF's KM and RE (where 1e-07 is no
 * number at all). */
const char *game_komi_check(double komi);

/* Sets up an empty game of the given size under `rules` (NULL: tromp-taylor) with komi 0.
 * Returns 0 or GAME_BAD_SIZE. game_free releases what the game has allocated since. */
int game_init(struct game *g, int size, const struct rules *rules);
void game_free(struct game *g);

/* Empties the board and the history, drops the handicap; keeps size, rules and komi. */
void game_clear(struct game *g);

/* Changes the board size and clears the game; GAME_BAD_SIZE leaves it unchanged. */
int game_set_size(struct game *g, int size);

/* Why `color` may not play at point now (an enum board_error or GAME_SUPERKO), or 0. */
int game_legal(const struct game *g, int color, int point);

/* The key under which the superko history counts a position: board_hash (struct board's hash)
 * with `to_play` to move, the side to move mixed in under situational superko only. A tree
 * search keys the positions of its path with it for game_legal_in_search. */
uint64_t game_position_key(const struct game *g, uint64_t board_hash, int to_play);

/* For a tree search: why `color` may not play p on b (an enum board_error or GAME_SUPERKO), or 0,
 * without replaying the game. b is a position reached from the game's current board by the moves
 * of a tree path, a copy of g->board played forward, so it carries the game's ko and suicide
 * rules; path[0..path_len) are the game_position_key values of the positions after each move of
 * that path (passes included), in any order. Superko is checked against the game's history and
 * the path. Passes are always legal. */
int game_legal_in_search(const struct game *g, const struct board *b, int color, int p,
                         const uint64_t *path, int path_len);

/* Stores in moves (room for BOARD_MAX_POINTS) every point where game_legal_in_search allows
 * `color` to play on b, in increasing point order, pass not included; returns their number. */
int game_legal_moves(const struct game *g, const struct board *b, int color, const uint64_t *path,
                     int path_len, int *moves);

/* Plays a move (BOARD_PASS to pass) after game_legal; either color may move at any time.
 * Returns 0, the game_legal error, or GAME_NO_MEMORY. */
int game_play(struct game *g, int color, int point);

/* Takes back the last move together with every setup entry recorded after it (setup recorded
 * before any move is the start position, never undone; nor are handicap stones). Returns 0, or
 * GAME_CANNOT_UNDO when the history holds no move (nothing changes). */
int game_undo(struct game *g);

/* Takes back the last n moves as n game_undo calls would, in time proportional to the entries
 * taken back (plus at most one short replay, see game.c), not to the length of the game.
 * Returns 0 (n == 0 changes nothing), or GAME_CANNOT_UNDO when fewer than n moves were played
 * (nothing changes). */
int game_undo_moves(struct game *g, size_t n);

/* The player to move: the opponent of the last mover, or start_to_play before any move. */
int game_to_play(const struct game *g);

/* Number of moves (stone plays and passes) in the history. */
int game_move_count(const struct game *g);

/* The most recent move entry (setup entries skipped), or NULL when there is none. */
const struct game_entry *game_last_move(const struct game *g);

/* The point of the move before the most recent one (BOARD_PASS for a pass; setup entries
 * skipped), or -1 when fewer than two moves were played: what the move-prediction model reads
 * of the game beyond the board. */
int game_move_before_last(const struct game *g);

/* Puts handicap stones for black on an empty board with no history; white moves next.
 * Returns 0, GAME_NOT_EMPTY, or GAME_BAD_HANDICAP (fewer than 2 or more than size^2-1 stones, a
 * pass, a point off the board or repeated). */
int game_set_handicap(struct game *g, const int *points, int count);

/* The fixed handicap points of GTP's fixed_handicap for `count` stones on a board of `size`, as
 * GoGui and gomill place them (third line below 13x13, fourth line from 13x13 on). Stores them in
 * `points` (board points of a board of that size) and returns count, or GAME_BAD_HANDICAP when
 * that many fixed stones are not defined for the size. */
int game_fixed_handicap(int size, int count, int *points);

/* The points of GTP's place_free_handicap for `count` stones on an empty board of `size`: the
 * fixed points when the size has that many, else the most fixed points it has plus, one at a
 * time, the point farthest (Euclidean) from every stone chosen so far, among the points on or
 * above the handicap line if any is left, then on or above the line below it, and so on to the
 * edge; ties go to the point nearer the centre, then to the lower left. Deterministic. Stores
 * them in `points` (room for count; board points of a board of that size) and returns count, or
 * GAME_BAD_HANDICAP when count is below 2 or above size^2 - 1 or the size is out of range. */
int game_free_handicap(int size, int count, int *points);

/* Adds a setup stone of `color` at point, or removes the stone there with COLOR_EMPTY. Before any
 * move it changes the start position; later it becomes a history entry. Returns 0,
 * BOARD_OFF_BOARD, BOARD_OCCUPIED (placing on a stone), BOARD_NO_STONE (removing from an empty
 * point), GAME_BAD_SETUP (a chain left without liberties) or GAME_NO_MEMORY. */
int game_setup(struct game *g, int color, int point);

/* Who moves first from the start position (SGF PL, gogui-setup_player); only before any move.
 * Returns 0, BOARD_BAD_COLOR or GAME_MOVES_PLAYED when moves were played already. */
int game_set_to_play(struct game *g, int color);

/* Switches to new rules, replaying the history under them. Returns 0, or
 * GAME_ILLEGAL_HISTORY when some move would be illegal under the new rules (game unchanged). */
int game_set_rules(struct game *g, const struct rules *rules);

/* Scores the current position under the game's rules and komi, every stone alive (see score.h),
 * into *result; owner (size*size bytes, NULL if unwanted) receives each point's enum score_point,
 * row-major from the bottom row as board_to_grid lays them out. Returns 0 or a score_error. */
struct score_result;
int game_score(const struct game *g, struct score_result *result, uint8_t *owner);

/* As game_score, with the stones on the points where dead[p] (indexed by board point) is
 * nonzero taken off first and counted as prisoners of the other color, as at the end of a game
 * whose players agreed they are dead. dead == NULL is game_score. */
int game_score_dead(const struct game *g, const uint8_t *dead, struct score_result *result,
                    uint8_t *owner);

/* Marks seki[p] (BOARD_MAX_POINTS bytes, indexed by board point) for the stones and empty points
 * in seki (score_seki) once the stones dead[] marks (NULL: none) are taken off. */
void game_seki(const struct game *g, const uint8_t *dead, uint8_t *seki);

/* True when a and b hold the same history: the same entries (kind, color, point, position key)
 * in the same order. */
bool game_history_equal(const struct game *a, const struct game *b);

/* A game as the caches above it (the search's kept tree, genmove's last answer) recognise it:
 * the board size, rules, komi and handicap, and a digest of the start position, the player
 * who moves first from it and the first `count` history entries (kind, color, point). Equal
 * stones are not enough: the ko point, the superko history and the prisoners depend on how the
 * stones came to be where they are, and a GUI that navigates (undo, clear_board and a replay)
 * reaches the same stones by other moves. */
struct game_line {
    int size;
    struct rules rules;
    double komi;
    int handicap;
    size_t count;   /* history entries covered */
    uint64_t digest;
};

/* The line of g as it stands (all its history). */
void game_line_of(const struct game *g, struct game_line *line);

/* True when g is the game `line` was taken from, played on by zero or more entries: the same
 * size, rules, komi and handicap, at least line->count entries, and the same start position and
 * first line->count entries. */
bool game_line_continues(const struct game_line *line, const struct game *g);

/* True when g is exactly the game `line` was taken from: game_line_continues, no entry since. */
bool game_line_same(const struct game_line *line, const struct game *g);

/* Text for an enum board_error or enum game_error. */
const char *game_strerror(int error);

#endif
