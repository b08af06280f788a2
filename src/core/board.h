/* board.h - board physics: stones, chains, liberties, captures, legality, hash
 *
 * A struct board is a plain value (no pointers): `struct board copy = *b;` is a full, independent
 * copy, which is how playouts and tentative moves work. Nothing here prints, exits or allocates.
 *
 * Points are small integers. A board of size N keeps an (N+2) x (N+2) grid whose outer ring is
 * COLOR_EDGE; the point of column `col` (0 = A, left) and row `row` (0 = 1, bottom) is
 * (row + 1) * (N + 2) + col + 1. Point 0 is a border corner, never playable, and doubles as
 * BOARD_PASS.
 */
#ifndef KOSUMI_BOARD_H
#define KOSUMI_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "core/color.h"

#define BOARD_MAX_SIZE 25
#define BOARD_MAX_STRIDE (BOARD_MAX_SIZE + 2)
#define BOARD_MAX_POINTS (BOARD_MAX_STRIDE * BOARD_MAX_STRIDE)
#define BOARD_PASS 0

/* Why a move was refused; board_play returns 0 or one of these. */
enum board_error {
    BOARD_OK = 0,
    BOARD_OFF_BOARD = -1,  /* not a point of this board (and not BOARD_PASS) */
    BOARD_OCCUPIED = -2,   /* a stone is already there */
    BOARD_KO = -3,         /* retakes a simple ko at once */
    BOARD_SUICIDE = -4,    /* leaves its own chain without liberties, and that is not allowed */
    BOARD_BAD_COLOR = -5,  /* the mover is not COLOR_BLACK or COLOR_WHITE */
    BOARD_NO_STONE = -6,   /* board_remove: no stone there to remove */
};

/* What a chain keeps at its representative, together because a move reads and writes them
 * together. Pseudo-liberties: (stone, empty neighbour) pairs, so a liberty next to k stones of
 * the chain counts k times. */
struct board_chain {
    uint16_t size;               /* stones */
    uint16_t plibs;              /* pseudo-liberties */
};

/* The sums of a chain's pseudo-liberty points and of their squares, at its representative: they
 * tell in O(1) whether all the pairs are one point (the chain is in atari: plibs * sum2 ==
 * sum^2, the equality case of Cauchy-Schwarz) and which (sum / plibs). Apart from board_chain,
 * which the light playouts' loop reads and writes: they leave these for their end. */
struct board_libsum {
    uint32_t sum;
    uint32_t sum2;
};

struct board {
    int size;                    /* N: points per side, 1..BOARD_MAX_SIZE */
    int stride;                  /* N + 2 */
    bool allow_suicide;          /* multi-stone suicide legal (one stone never is) */
    bool simple_ko;              /* refuse the immediate retake of a simple ko */
    bool partial;                /* after a light playout: libsums[] and shape[] are stale until
                                  * board_complete (every move puts them right first) */

    uint64_t hash;               /* Zobrist hash of the stones on the board */
    /* Every move clears these two: side by side, they take one store. */
    int ko_point;                /* the point ko_color may not play now, or 0 */
    int captured_last;           /* stones the last move removed (its own, after a suicide) */
    int ko_color;
    int last_move;               /* the last move played (BOARD_PASS too), -1 before any */
    int last_color;              /* its color, COLOR_EMPTY before any */
    int prisoners[3];            /* prisoners[c]: opponent stones removed by c's moves */
    int stones_added[3];         /* stones of each color ever put on the board (checks prisoners) */

    int empty_count;             /* points in empty[] */
    uint16_t empty[BOARD_MAX_POINTS];       /* the empty points, in no order */
    uint16_t empty_index[BOARD_MAX_POINTS]; /* position of an empty point in empty[] */

    uint8_t color[BOARD_MAX_POINTS];        /* enum color per point */
    uint16_t neighbours[BOARD_MAX_POINTS];  /* packed counts of neighbour colors, see board.c */
    /* The colors of the 8 points around p, 2 bits each from bit 0: p-stride-1, p-stride,
     * p-stride+1, p-1, p+1, p+stride-1, p+stride, p+stride+1 (its 3x3 shape, for patterns);
     * kept for every point inside the border. */
    uint16_t shape[BOARD_MAX_POINTS];
    uint16_t chain[BOARD_MAX_POINTS];       /* a stone's chain representative */
    uint16_t next_stone[BOARD_MAX_POINTS];  /* circular list of a chain's stones */
    struct board_chain chains[BOARD_MAX_POINTS]; /* valid at chain representatives only */
    struct board_libsum libsums[BOARD_MAX_POINTS]; /* likewise */
};

/* Sets up an empty board of `size` points per side (1..BOARD_MAX_SIZE) with simple ko on and
 * suicide forbidden. Returns 0, or BOARD_OFF_BOARD for a size out of range (board untouched). */
int board_init(struct board *b, int size);

/* Copies src into dst like `*dst = *src`, but only the part of each array a board of src's size
 * uses: a 9x9 board copies a sixth of the bytes. dst is then equal to src for every board
 * operation. */
void board_copy(struct board *dst, const struct board *src);

/* The point at column `col` and row `row` (both from 0, row 0 at the bottom), or -1 when off the
 * board. */
int board_point(const struct board *b, int col, int row);

/* True when a board may have `size` points per side (1..BOARD_MAX_SIZE): the one check of a
 * size, whoever asks for it (boardsize, a game, the board). */
static inline bool board_size_valid(int size) { return size >= 1 && size <= BOARD_MAX_SIZE; }

/* The points of b: size x size. */
static inline int board_points(const struct board *b) { return b->size * b->size; }

/* The entries of b's arrays its points and their border use: stride x stride. */
static inline int board_extent(const struct board *b) { return b->stride * b->stride; }
static inline int board_col(const struct board *b, int p) { return p % b->stride - 1; }
static inline int board_row(const struct board *b, int p) { return p / b->stride - 1; }

/* True when p is a playable point of this board. */
bool board_on_board(const struct board *b, int p);

/* Why `color` may not play at p now, or 0 when it may. Passes (BOARD_PASS) are always legal. */
int board_legal(const struct board *b, int color, int p);

/* Plays `color` at p (or passes): places the stone, removes captured chains, and under
 * allow_suicide removes the mover's own chain when it is left without liberties. Returns 0, or a
 * negative enum board_error and leaves the board exactly as it was. */
int board_play(struct board *b, int color, int p);

/* Plays a move board_legal() has accepted, without checking it again (the playouts' fast path).
 * Anything else leaves the board inconsistent. */
void board_play_unchecked(struct board *b, int color, int p);

/* The playout mode of the board. The light playouts play under narrower rules than a game:
 * simple ko always, and no suicide of any size whatever allow_suicide says. board_playout_legal
 * is true when `color` may play the empty point p under those rules; it is the slow path, for a
 * point without an empty neighbour (board_has_free_neighbour answers the rest). board_playout_play
 * plays a point board_playout_legal accepts (or one with a free neighbour): the same move
 * board_play makes, on a path without the checks and the suicide case, walking p's neighbours once.
 * The board stays complete (hash, prisoners, last move), so board_check holds after it. */
static inline bool board_playout_legal(const struct board *b, int color, int p);
void board_playout_play(struct board *b, int color, int p);

/* One light-playout move for `color` (the policy engine/playout.h describes): a uniformly random
 * empty point that board_playout_legal accepts and that is not a true eye of `color`
 * (board_is_true_eye), played with board_playout_play; a pass when there is none. Returns the
 * point or BOARD_PASS. The empty list's order changes, no other state beyond the move. It costs
 * O(points) beyond the move (the playout mode's bookkeeping is put right after it), so a whole
 * playout is board_playout_run's, which does that once. */
struct rng;
int board_playout_random(struct board *b, int color, struct rng *rng);

/* A whole light playout: board_playout_random moves by alternating colors from `color` until two
 * passes in a row or `max_moves` moves, counted into *count. The board is left partial: its
 * stones, chains, counts, hash and last move are exact, but the liberty sums and 3x3 shapes are
 * not recomputed (a light playout's board is scored and thrown away; recomputing them costs a
 * tenth of the playout). board_complete puts them right; a move does it first by itself. */
struct board_playout_count {
    int moves;      /* moves played, passes included */
    int stones;     /* moves that placed a stone */
    bool finished;  /* ended by two passes (else stopped by max_moves) */
};
void board_playout_run(struct board *b, int color, struct rng *rng, int max_moves,
                       struct board_playout_count *count);

/* board_playout_run, the same playout for the same state of rng, that also records it: when
 * not NULL, sequence[i] (room for max_moves) is the i-th move (BOARD_PASS for a pass; even i by
 * `color`), and first[p] (BOARD_MAX_POINTS, set to COLOR_EMPTY by the caller) the color that
 * played p first, for AMAF. */
void board_playout_record(struct board *b, int color, struct rng *rng, int max_moves,
                          struct board_playout_count *count, uint16_t *sequence, uint8_t *first);

/* The heavy playouts' move (engine/policy.h): `color` plays p, a point board_playout_legal
 * accepts, or passes, as board_play_unchecked does but for the hash and stones_added, which
 * stay as they were until board_heavy_end(b, placed), placed[c] being the stones of each color
 * the playout placed. Everything the playout policy reads (chains, liberty sums, shapes, the
 * empty list and its index, the last move, the ko point) is exact after each move. */
void board_heavy_play(struct board *b, int color, int p);
void board_heavy_end(struct board *b, const int placed[3]);

/* Recomputes what a light playout left stale (see board_playout_run); nothing when the board is
 * complete. O(points). */
void board_complete(struct board *b);

/* Area of black minus area of white, as a playout's final board is scored: stones, plus empty
 * points whose on-board neighbours are all of one color. When both sides have passed in a light
 * playout no empty point has an empty neighbour, so this is the exact area (Tromp-Taylor) score;
 * on other boards larger empty regions count for nobody. O(empty points). */
int board_area_score(const struct board *b);

/* What board_area_score counts, point by point: owner[p] is COLOR_BLACK, COLOR_WHITE or
 * COLOR_EMPTY (nobody's) for every point of the board, indexed like color[] (other entries are
 * left alone). */
void board_area_owner(const struct board *b, uint8_t *owner);

/* A key of the position for a transposition table: the stones' hash, the side to move and the
 * simple-ko point when it bars `to_play`. Two positions with the same stones differ in key when
 * a different side is to move or a different point is barred by ko. */
uint64_t board_key(const struct board *b, int to_play);

/* Places a stone without the rules: for setup positions (handicap, SGF AB/AW). The point must be
 * empty; chains left without liberties are not removed, so the caller checks board_liberties and
 * takes the stone back with board_remove. Clears the ko point; does not touch the last move or
 * prisoners. Returns 0, BOARD_BAD_COLOR, BOARD_OFF_BOARD or BOARD_OCCUPIED. */
int board_place(struct board *b, int color, int p);

/* Removes a stone without the rules (SGF AE, setup), clearing the ko point. Returns 0,
 * BOARD_OFF_BOARD, or BOARD_NO_STONE when p holds no stone. */
int board_remove(struct board *b, int p);

/* The hash the board would have after `color` plays at p, without playing: captures and a
 * multi-stone suicide included. p must be a move board_legal accepts (not a pass). */
uint64_t board_hash_after(const struct board *b, int color, int p);

/* Text for an enum board_error: "point occupied", "ko", "suicide", ... */
const char *board_strerror(int error);

/* Exact liberty count of the chain at p (0 for a point without a stone). O(chain size). When
 * `libs` is not NULL, also stores up to `max` liberty points in it. */
int board_liberties(const struct board *b, int p, int *libs, int max);

/* Stones of the chain at p into `stones` (room for BOARD_MAX_POINTS); returns their number. */
int board_chain_stones(const struct board *b, int p, int *stones);

/* True when the chain at p has exactly one liberty; board_atari_liberty returns that liberty, or
 * -1 when the chain is not in atari (or p holds no stone). O(1), from the chain's liberty sums. */
bool board_in_atari(const struct board *b, int p);
int board_atari_liberty(const struct board *b, int p);

/* The same for the chain whose representative is r (b->chain[p] of one of its stones), inline
 * for the playout policy: true when all its pseudo-liberties are one point. */
static inline bool board_chain_in_atari(const struct board *b, int r)
{
    /* One point touches at most four of the chain's stones: with more pairs it has more than one
     * liberty (and with none, none: a setup chain board_place has not been checked for yet).
     * With one to four, sum <= 4 * 728 and sum2 <= 4 * 728^2, so the products fit in 32 bits
     * (otherwise they may wrap, and the first test decides). Both tests are computed and
     * combined without a branch, which the processor could not predict. */
    uint32_t plibs = b->chains[r].plibs;
    const struct board_libsum *l = &b->libsums[r];
    return (plibs - 1 < 4) & (plibs * l->sum2 == l->sum * l->sum);
}

/* The liberty of the chain r when board_chain_in_atari holds. */
static inline int board_chain_liberty(const struct board *b, int r)
{
    return (int)(b->libsums[r].sum / b->chains[r].plibs);
}

/* True when `color` playing the empty point p (a legal move) leaves its chain with exactly one
 * liberty and captures nothing: a self-atari; then *stones receives the size of the chain and
 * *lib its liberty (else they may be left as they were). O(1): the chain's pseudo-liberties are
 * p's empty neighbours and those of the chains it joins less their pairs at p, and the liberty
 * sums tell whether they are one point (board_chain_in_atari). */
bool board_self_atari(const struct board *b, int color, int p, int *stones, int *lib);

/* True when every on-board neighbour of the empty point p is a stone of `color`. */
static inline bool board_is_eyelike(const struct board *b, int color, int p)
{
    /* neighbours[] packs 4-bit counts per color at bit 4 * color (see board.c). */
    return (b->neighbours[p] & (0xFu | 0xFu << (4 * (color ^ 3)))) == 0;
}

/* True when the empty point p is a true eye of `color`, the eye rule of the light playouts (and
 * of libego, Pachi and KataGo's): every on-board neighbour is a stone of `color`, and (opponent
 * stones on p's diagonals) + (1 when p is on the edge or in a corner) < 2. An eye-like point
 * that fails the diagonal test is a false eye, which the playouts do fill. */
static inline bool board_is_true_eye(const struct board *b, int color, int p)
{
    if (!board_is_eyelike(b, color, p))
        return false;
    int s = b->stride, other = color ^ 3;
    int bad = (b->color[p - s - 1] == other) + (b->color[p - s + 1] == other) +
              (b->color[p + s - 1] == other) + (b->color[p + s + 1] == other);
    bad += (b->neighbours[p] >> (4 * COLOR_EDGE)) != 0; /* on the edge or in a corner */
    return bad < 2;
}

/* The number of empty neighbours of the point p, 0 to 4. */
static inline int board_free_neighbours(const struct board *b, int p)
{
    return b->neighbours[p] & 0xF;
}

/* True when the empty point p has an empty neighbour: a move there is legal for either color
 * (a ko point never has one), the fast path of board_legal. */
static inline bool board_has_free_neighbour(const struct board *b, int p)
{
    return board_free_neighbours(b, p) != 0;
}

/* Stones of the chain r next to p: the pseudo-liberty pairs of r that point at p, when p is
 * empty. */
static inline int board_contacts_(const struct board *b, long r, long p)
{
    /* Empty and border points have chain 0, which no stone's chain is. */
    long s = b->stride;
    return (b->chain[p - s] == r) + (b->chain[p - 1] == r) + (b->chain[p + 1] == r) +
           (b->chain[p + s] == r);
}

/* True when the empty point p is the only liberty of the chain r next to it: all the chain's
 * pseudo-liberty pairs point at p, i.e. plibs equals its stones next to p (more than four pairs
 * can never all point at p). Exact, O(1). */
static inline bool board_last_liberty_is_(const struct board *b, long r, long p)
{
    int plibs = b->chains[r].plibs;
    return plibs == 1 || (plibs <= 4 && plibs == board_contacts_(b, r, p));
}

/* For board_playout_legal: true when the neighbour q of p (which has no empty neighbour) lets
 * `color` play p: q is a friend with a liberty besides p, or an opponent whose last liberty is
 * p. */
static inline bool board_lets_play_(const struct board *b, int color, long p, long q)
{
    /* An empty or border q has chain 0, whose count never looks like a last liberty. */
    return (b->color[q] == color) != board_last_liberty_is_(b, b->chain[q], p);
}

static inline bool board_playout_legal(const struct board *b, int color, int p)
{
    if (board_has_free_neighbour(b, p))
        return true;
    if (p == b->ko_point && color == b->ko_color)
        return false;
    int s = b->stride;
    return board_lets_play_(b, color, p, p - s) || board_lets_play_(b, color, p, p - 1) ||
           board_lets_play_(b, color, p, p + 1) || board_lets_play_(b, color, p, p + s);
}

/* Lets a move picker shuffle the empty list in place: swaps empty[i] and empty[j]. */
static inline void board_swap_empty(struct board *b, int i, int j)
{
    uint16_t pi = b->empty[i], pj = b->empty[j];
    b->empty[i] = pj;
    b->empty[j] = pi;
    b->empty_index[pj] = (uint16_t)i;
    b->empty_index[pi] = (uint16_t)j;
}

/* The board as size*size colors, row-major from the bottom row: grid[row * size + col], the
 * layout score.h takes. */
void board_to_grid(const struct board *b, uint8_t *grid);

/* Stones of `color` on the board. */
int board_stone_count(const struct board *b, int color);

/* True when a and b are the same position in every way a board operation can observe: size,
 * rule flags, stones, ko point, last move, captures and prisoners (chains and liberties follow
 * from the stones when board_check holds for both). The order of the empty list is not compared. */
bool board_equal(const struct board *a, const struct board *b);

/* Recomputes chains, liberties, neighbour counts, the empty set and the hash from the colors alone
 * and compares them with what the board keeps; also checks that every chain has a liberty (which
 * a board_place the caller has not taken back can break) and that prisoners account for every
 * stone added. Returns NULL when all agree, else a description of the first disagreement. */
const char *board_check(const struct board *b);

/* The Zobrist key of a stone of `color` (BLACK or WHITE) at p: the hash is the XOR of these over
 * the stones, so a caller can predict a hash without playing. */
uint64_t board_zobrist(int p, int color);

#endif
