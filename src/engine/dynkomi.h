/* dynkomi.h - dynamic komi: how many points beyond the real komi a search judges its playouts by
 *
 * The search maximises its win rate only. Once a game is decided every move wins (or loses)
 * nearly every playout, every move looks the same, and the search plays any of them: stones
 * thrown into the opponent's area, its own area filled, a chain left in atari. A dynamic komi
 * (Pachi's) judges the playouts as if the mover had to win by more, or were behind by less, so
 * that the win rate the search maximises keeps telling moves apart:
 *
 * - Far ahead (the mover's real win rate at least DYNKOMI_AHEAD_ON in its last search, and
 *   until it falls below DYNKOMI_AHEAD_OFF), the mover gives away its expected lead less
 *   DYNKOMI_CUSHION standard deviations of the playouts' margins: the search then sees a win
 *   rate of about 70% (for normal margins), and a move that gives points away loses some.
 * - Far behind (its real win rate at most DYNKOMI_BEHIND_ON, until it rises above
 *   DYNKOMI_BEHIND_OFF), the mover is credited its expected deficit less the same cushion: the
 *   search then sees a win rate of about 30%, and a move that loses more points than another
 *   is worse, where every move lost nearly every playout. It still resigns against the real
 *   komi, so this plays where resignation is off, or between the resign threshold and
 *   DYNKOMI_BEHIND_ON. Measured with resignation off against Pachi at equal playouts (9x9,
 *   10,000 a move, 80 games each): kosumi's lost games ended 32.7 points behind on average
 *   instead of 44.4, with fewer of its stones taken at once (13.6% of its plays, 14.8%), and it
 *   won 46.9% of the games instead of 43.8%. A smaller cushion far behind, a quarter of a
 *   standard deviation, was tried and not kept. A cushion of c standard deviations makes a
 *   point of spread in a move's margins count c times as much as a point of their mean, so with
 *   less of it the search gambles less and plays for points more: GNU Go's endgame.tst (50
 *   problems, 10,000 playouts, seeds 1-6) passed 21 to 24 instead of 16 to 20. But it won no
 *   more games: against Pachi (9x9, 10,000 playouts each) 49 of 100 where half a deviation won
 *   54, and 39 of 80 with resignation off where it won 42 (though its lost games ended
 *   16.8 points behind instead of 21.0); as white giving GNU Go level 10 three stones on 13x13
 *   (5,000 playouts) 22 of 40 where it won 24.
 *   A cushion of at most 3 points was tried too, on every board and on a decided one only (nine
 *   playouts in ten agreeing on the owner of 80% of its points), and not kept. On 19x19 the
 *   playouts' margins spread by about 20 points even in a settled endgame, so half a deviation
 *   keeps 10 points, and far behind the mover seems to play the moves that gamble most: on GNU Go's
 *   endgame2.sgf black, at about 12%, answers C18 (one more stone for a dead group inside white's
 *   area) at nearly every problem from 204 to 218, where they ask for sente moves of a point or
 *   two. With the cap on a decided board endgame.tst (seeds 1-3) passed 23, 22, 23 instead of 18,
 *   18, 17 (on every board 23, 23, 22). Games showed no gain: against Pachi (9x9, 10,000 playouts
 *   each) 49.0 of 100 on a decided board and 61.0 on every board, where the uncapped cushion won
 *   56.0 (all within the noise of 100 games); giving GNU Go level 10 seven stones on 19x19, capped
 *   on every board, 3 of 8 where it won 12 of 20. Positions from 19x19 games played out with
 *   resignation off, twice with the colours swapped against the uncapped program (5,000 playouts):
 *   the capped side ended 34.5 points better on average (18 of 23 positions), as it collapsed less
 *   far behind, but of the 6 positions whose winner it changed, it won 2.
 * - In a handicap game black, taking the stones, gives away part of its lead from the start:
 *   at most DYNKOMI_STONE points a handicap stone, relaxed linearly to none by the move
 *   DYNKOMI_HANDICAP_SHARE of the board's points, and never so much that it would see itself
 *   behind; so it plays neither slack nor reckless moves while its lead is the stones'.
 *
 * White giving stones is not credited that handicap komi (Pachi's way: as if its deficit were
 * smaller early on). Measured on 13x13, 3 stones, against GNU Go level 1 at 5,000 playouts,
 * kosumi as white won 32 of 50 games with it and 31 of 40 without: it stopped fighting while
 * the credit lasted, and was behind when it ran out (most losses were behind at move 90). It
 * has the far-ahead and far-behind shifts only; with both, 14 of 20 such games.
 *
 * "Its last search" is the mover's last genmove of this game. Where there is none (a game loaded
 * from a file, the first move, an undo past it), the first eighth of the genmove's own search
 * stands for it (engine.c's probe_for_dynkomi): else a decided position loaded from a file was
 * played with every move winning alike, as a game never plays it. Measured on GNU Go's
 * regression problems (411, 10,000 playouts, seeds 1, 2, 3): 251, 249, 242 passed instead of
 * 237, 241, 235, most of it in seki.tst (65, 64, 61 of 132 instead of 54, 57, 54).
 *
 * Only the search's judgement moves: its reported win rates, the resignation and the pass
 * decisions stay against the real komi.
 */
#ifndef KOSUMI_ENGINE_DYNKOMI_H
#define KOSUMI_ENGINE_DYNKOMI_H

#include <stdbool.h>

/* The mover's real win rate at which it counts as far ahead, and below which it no longer does. */
#define DYNKOMI_AHEAD_ON 0.85
#define DYNKOMI_AHEAD_OFF 0.70
/* The mover's real win rate at which it counts as far behind, and above which it no longer does. */
#define DYNKOMI_BEHIND_ON 0.15
#define DYNKOMI_BEHIND_OFF 0.30
/* The standard deviations of the margins the mover keeps of its lead (or of its deficit). */
#define DYNKOMI_CUSHION 0.5
/* What black may give away a handicap stone at the start of a handicap game (Pachi's handicap
 * komi), and the share of the board's points after which as many moves it is relaxed to
 * nothing. */
#define DYNKOMI_STONE 7.0
#define DYNKOMI_HANDICAP_SHARE 0.55

/* What the mover's last search said, against the real komi, for the mover. */
struct dynkomi_last {
    double winrate; /* its win rate */
    double lead;    /* the mean margin of its best move */
    double spread;  /* the standard deviation of that move's margins */
};

/* The handicap komi after `moves` moves of a game with `handicap` stones on a board of `size`:
 * DYNKOMI_STONE a stone, relaxed linearly to 0 at DYNKOMI_HANDICAP_SHARE size^2 moves; 0
 * without handicap. */
double dynkomi_handicap_credit(int handicap, int moves, int size);

/* Whether the mover counted as far ahead or far behind in its last search of the game. */
struct dynkomi_mode {
    bool ahead;
    bool behind;
};

/* The points the mover (is_black: black) gives away in its next search beyond the real komi:
 * positive, it must win by that much more; negative, far behind, it is credited that much.
 * last: its last search of this game (NULL: none). *mode: updated. */
double dynkomi_shift(const struct dynkomi_last *last, struct dynkomi_mode *mode, bool is_black,
                     int handicap, int moves, int size);

#endif
