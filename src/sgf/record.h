/* record.h - games to and from SGF records
 *
 * sgf.[ch] reads and writes the file format; this replays a record onto a struct game (checking
 * every move against the rules, so an illegal record is refused whole) and turns a game back into
 * a record.
 */
#ifndef KOSUMI_RECORD_H
#define KOSUMI_RECORD_H

#include <stddef.h>

#include "core/game.h"
#include "core/rules.h"
#include "sgf/sgf.h"

/* Replays the record into *out (initialised here) up to, not including, the node holding move
 * number `before_move` (moves count from 1; 0 or past the end: the whole main line). The size
 * comes from SZ, the rules from RU when rules_from_sgf knows it, else `rules`; komi from KM (which
 * game_komi_check must take), else `komi`. A root AB of exactly HA stones on an empty board
 * becomes a handicap. Stores the color to move next in *to_play: the color of the move stopped
 * before, else the last PL, else the opponent of the last mover.
 * Returns 0, or -1 with *out freed and a message in `error` ("move 12 (B D4): illegal move: ko",
 * "node 3: setup stone at C3 leaves a chain without liberties", "komi 1e+300 out of range"). */
int record_to_game(const struct sgf_game *record, int before_move, const struct rules *rules,
                   double komi, struct game *out, int *to_play, char *error, size_t error_size);

/* A record replayed forward, one position after another (kosumi review searches every position
 * of the main line): each stop is the game record_to_game would give for it, at the cost of one
 * replay in all. */
struct record_replay {
    const struct sgf_game *record;
    size_t node; /* the next node to apply */
    int moves;   /* moves applied */
    int next;    /* the player a PL since the last move named, else COLOR_EMPTY */
};

/* Starts the replay of `record` into *out (initialised here), before its first node: size,
 * rules and komi as record_to_game takes them. Returns 0, or -1 with a message in `error`
 * (*out is then not initialised). */
int record_replay_start(struct record_replay *replay, const struct sgf_game *record,
                        const struct rules *rules, double komi, struct game *out, char *error,
                        size_t error_size);

/* Plays the replay on in *g up to, not including, the node holding move number `before_move`,
 * which must be past the moves played so far (0: the whole main line), and stores the color
 * to move in *to_play, as record_to_game does. Returns 0, or -1 with *g freed and a message in
 * `error`. */
int record_replay_to(struct record_replay *replay, struct game *g, int before_move, int *to_play,
                     char *error, size_t error_size);

/* Builds the record of *g in *out (initialised here): SZ, KM, RU (the preset name, else the
 * rules' JSON), HA with the start position's stones as AB/AW, PL when white starts, every move
 * and late setup, and RE with the score when the game ended with two passes. Returns 0 or a
 * negative sgf_status (out is then empty). */
int record_from_game(const struct game *g, struct sgf_game *out);

#endif
