/* sgf.h - SGF FF[4] (and FF[3]) reader and writer for the main line of a game
 *
 * The reader turns a file's bytes into a struct sgf_game: the game information kosumi needs
 * (size, komi, handicap, rules and result text), then the nodes of the main line (the first
 * game tree of a collection, the first child at every branch) in order, each with its setup
 * stones (AB/AW/AE), its PL and its move. Everything else (comments, markup, other variations,
 * unknown properties) is skipped. The writer does the opposite, for the GTP `printsgf` command
 * and saved games; a small builder fills a struct sgf_game for it.
 *
 * Nothing here knows about boards, games or GTP, and nothing prints: replaying a struct sgf_game
 * onto a board is the caller's business. Coordinates are board-independent: column 0 is the left
 * edge (SGF 'a'), row 0 the bottom edge (so SGF y becomes row = size - 1 - y), as in
 * board_point(b, col, row).
 *
 * Texts (RU, RE, CA) are kept as the file's bytes, whatever the encoding, with escapes removed
 * and line breaks turned into spaces (they are SGF SimpleText). Numbers are read and written in
 * the C locale; kosumi never changes LC_NUMERIC.
 *
 * The reader repairs a few defects that other programs write, where the meaning is clear, and
 * notes each repair (struct sgf_game's repairs); everything else that is wrong is refused:
 *  - KM with words after the number ("7.5pts", "6.5 points"): the leading number, unless what
 *    follows holds a digit or a byte outside ASCII ("7 1/2", "0" then a CJK "and a half"),
 *    which might continue the number;
 *  - a move at a point off the board on both axes, written in lower case: a pass. "tt" on a
 *    board up to 19x19 is FF[3]'s own pass; GNU Go and Sabaki read other such points as passes
 *    too. A point off the board on one axis only, or in upper case, may be a wrong size or a
 *    typo: refused, as is a setup point off the board;
 *  - two moves (B and W, or two of one color) in one node: played in the order written, as
 *    consecutive moves (the later ones get nodes of their own, after the node's setup and PL).
 *    Whether each is legal is the replayer's business (record.h refuses an illegal one).
 */
#ifndef KOSUMI_SGF_H
#define KOSUMI_SGF_H

#include <stdbool.h>
#include <stddef.h>

#include "core/board.h"
#include "core/color.h"
#include "util/format.h"

#define SGF_MAX_SIZE BOARD_MAX_SIZE /* the largest square board read or written */
#define SGF_PASS (-1)               /* col and row of a pass */
#define SGF_MAX_NODES 100000        /* main-line nodes; a longer file is refused */
#define SGF_MAX_STONES 1000000      /* setup stones over all nodes; more are refused */
#define SGF_MAX_REPAIRS 16          /* repair notes kept; repair_count counts on */

/* Return codes; every function here returns 0 on success. */
enum sgf_status {
    SGF_OK = 0,
    SGF_INVALID = -1, /* a file that cannot be read, or an argument out of range */
    SGF_NOMEM = -2,   /* out of memory */
};

/* A text value: `len` bytes at `text`, followed by a NUL that is not counted (the bytes may
 * hold NULs of their own). text is NULL when the property is absent. */
struct sgf_text {
    char *text;
    size_t len;
};

/* One setup point: color is COLOR_BLACK (AB), COLOR_WHITE (AW) or COLOR_EMPTY (AE). */
struct sgf_stone {
    signed char color;
    signed char col;
    signed char row;
};

/* A move: color is COLOR_BLACK or COLOR_WHITE, or COLOR_EMPTY for a node without a move;
 * col and row are both SGF_PASS for a pass. */
struct sgf_move {
    int color;
    int col;
    int row;
};

/* A node of the main line. Its setup is applied first, then its move. The setup points are
 * game->stones[setup .. setup + setup_count), each point at most once per node, sorted:
 * AE, AB, AW, and within a color from the top row down, left to right. */
struct sgf_node {
    size_t setup;
    size_t setup_count;
    int player; /* PL: who plays next, or COLOR_EMPTY when not given */
    struct sgf_move move;
};

struct sgf_game {
    int size;                /* 1..SGF_MAX_SIZE; 19 when the file has no SZ */
    bool has_komi;           /* KM given */
    double komi;             /* 0 when not given */
    int handicap;            /* HA, 0 when not given */
    struct sgf_text rules;   /* RU, e.g. "Japanese"; the caller maps it to a rule set */
    struct sgf_text result;  /* RE, e.g. "B+R", "W+2.5", "0", "?" */
    struct sgf_text charset; /* CA, e.g. "UTF-8" */
    struct sgf_node *nodes;  /* nodes[0] is the root; node_count >= 1 in a game read or built */
    size_t node_count;
    struct sgf_stone *stones; /* setup points of all nodes, see struct sgf_node */
    size_t stone_count;
    /* What the reader repaired (see the top of this file): the first SGF_MAX_REPAIRS notes,
     * each "LINE:COLUMN: what was done" and '\n' (e.g. "3:9: komi '7.5pts' read as 7.5"); text
     * is NULL when nothing was repaired. repair_count counts every repair. Not part of the
     * game: sgf_write, sgf_game_equal and the builder ignore them. */
    struct sgf_text repairs;
    size_t repair_count;
    size_t node_capacity; /* private: allocated sizes */
    size_t stone_capacity;
};

/* The setup points of a node (setup_count of them; NULL when there are none). */
static inline const struct sgf_stone *sgf_node_setup(const struct sgf_game *game,
                                                     const struct sgf_node *node)
{
    return node->setup_count > 0 ? game->stones + node->setup : NULL;
}

/* Reads the first game tree of the `len` bytes at `data` (any bytes, NULs included; no
 * terminator needed) into *game, which need not be initialised. KM, HA, RU and RE are taken
 * from any main-line node (the last one wins), SZ only from the root. Returns 0 (with the
 * repairs made in game->repairs), or SGF_INVALID for a file that is not SGF or that kosumi
 * cannot play (a board that is not square or larger than SGF_MAX_SIZE, a coordinate off the
 * board that is not read as a pass, more than SGF_MAX_NODES nodes...), or SGF_NOMEM. On
 * failure *game is left empty (sgf_game_free is harmless) and `error` (when error_size > 0)
 * holds "LINE:COLUMN: what is wrong", e.g. "3:17: unterminated value", "5:2: bad coordinate
 * 'az' for size 9", counting from 1, columns in bytes; the caller prefixes the file name. */
int sgf_read(const char *data, size_t len, struct sgf_game *game, char *error, size_t error_size);

/* Writes *game as an FF[4] collection of one game tree into a new NUL-terminated buffer that
 * the caller frees: *text, its length (without the NUL) in *len. The text has GM, FF, CA (the
 * game's charset, or UTF-8 when every text is valid UTF-8, or none), SZ, KM (when has_komi),
 * HA (when positive), RU and RE (when present), then one node per main-line node; passes are
 * written B[] and W[]. It ends with ")\n" and never contains an empty line, so it can go into
 * a GTP response as it is. Returns 0, SGF_INVALID for a game the reader could not read back
 * (size, color or coordinate out of range), or SGF_NOMEM; *text is NULL on failure. */
int sgf_write(const struct sgf_game *game, char **text, size_t *len);

/* The first error an SGF reader (sgf_read, sgf_tree_read) met: where, and what. */
struct sgf_error {
    size_t pos;        /* the byte it points at */
    bool nomem;        /* out of memory, not a fault of the text */
    char message[200]; /* what is wrong */
};

/* Records an error at byte pos of the text, its message from `format`; returns SGF_INVALID. */
int sgf_error_set(struct sgf_error *e, size_t pos, const char *format, ...) FORMAT_PRINTF(3, 4);

/* Records running out of memory at byte pos; returns SGF_NOMEM. */
int sgf_error_nomem(struct sgf_error *e, size_t pos);

/* Writes e as "LINE:COLUMN: message" (see sgf_locate) over the `len` bytes at data into error,
 * when error_size > 0. */
void sgf_error_format(const struct sgf_error *e, const unsigned char *data, size_t len, char *error,
                      size_t error_size);

/* The line and column (both from 1, columns in bytes, "\r\n", "\n" and a lone "\r" each ending a
 * line) of byte `pos` of the `len` bytes at data: where sgf_read's messages point. */
void sgf_locate(const unsigned char *data, size_t len, size_t pos, unsigned long *line,
                unsigned long *column);

/* Frees what *game holds and leaves it empty (node_count 0). */
void sgf_game_free(struct sgf_game *game);

/* True when the two games are the same for kosumi: size, komi, handicap, texts and nodes, and
 * the same charset as sgf_write would claim it. A game read back from sgf_write's text equals
 * the game written. */
bool sgf_game_equal(const struct sgf_game *a, const struct sgf_game *b);

/* The longest text sgf_format_real writes, its NUL included: a finite double written out in
 * plain decimal (309 digits before the point at most, or 323 zeros after it and 17 digits). */
#define SGF_REAL_MAX 400

/* Writes v, finite, into out (at least SGF_REAL_MAX bytes) as FF[4]'s Real defines it,
 * [-]digits[.digits], with the fewest significant digits that read back as v: no exponent
 * ("1000000", "0.0000001", which other programs misread or refuse), no point without digits
 * after it, and "0" for a negative zero too. Returns out. */
char *sgf_format_real(char *out, double v);

/* The builder. sgf_game_init starts a game of `size` with a root node and nothing else (no
 * komi, handicap 0, no texts). Returns 0, SGF_INVALID for a size outside 1..SGF_MAX_SIZE, or
 * SGF_NOMEM; *game is empty on failure. Fields such as komi/has_komi and handicap may then be
 * set directly. */
int sgf_game_init(struct sgf_game *game, int size);

/* Set RU, RE or CA to the NUL-terminated `text` (copied; line breaks become spaces), or
 * remove it when text is NULL. Return 0 or SGF_NOMEM (the old value is kept then). */
int sgf_game_set_rules(struct sgf_game *game, const char *text);
int sgf_game_set_result(struct sgf_game *game, const char *text);
int sgf_game_set_charset(struct sgf_game *game, const char *text);

/* Appends an empty node (for setup after moves). Returns 0, SGF_INVALID past SGF_MAX_NODES,
 * or SGF_NOMEM. */
int sgf_game_add_node(struct sgf_game *game);

/* Adds a setup point to the last node (the root until a node is added): `color` COLOR_BLACK,
 * COLOR_WHITE, or COLOR_EMPTY to clear the point. A point given twice in one node keeps the
 * last color. Returns 0, SGF_INVALID for a bad color or a point off the board (or past
 * SGF_MAX_STONES), or SGF_NOMEM. */
int sgf_game_add_setup(struct sgf_game *game, int color, int col, int row);

/* Appends a node holding a move of `color` (COLOR_BLACK or COLOR_WHITE) at col, row, or a pass
 * when both are SGF_PASS. Returns 0, SGF_INVALID for a bad color or point (or past
 * SGF_MAX_NODES), or SGF_NOMEM. */
int sgf_game_add_move(struct sgf_game *game, int color, int col, int row);

/* Sets PL of the last node: COLOR_BLACK, COLOR_WHITE, or COLOR_EMPTY for none. Returns 0 or
 * SGF_INVALID for another value. */
int sgf_game_set_player(struct sgf_game *game, int color);

#endif
