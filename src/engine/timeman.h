/* timeman.h - time management: how long one move may take, and a clock of our own
 *
 * The controller describes the clock with time_settings or kgs-time_settings (struct
 * engine_time) and may tell the time left with time_left (struct engine_clock); gogui-twogtp never
 * does, so the engine also runs its own clock, charging each move the time it took. The budget
 * for a move always leaves a margin for the controller's and the pipe's delays: a move never
 * takes the last of the main time or of a byo-yomi period.
 */
#ifndef KOSUMI_ENGINE_TIMEMAN_H
#define KOSUMI_ENGINE_TIMEMAN_H

#include "engine/engine.h"

/* The clock at the start of the game under t: the whole main time, or the first byo-yomi period
 * when there is no main time. */
struct engine_clock timeman_start(const struct engine_time *t);

/* Charges `seconds` spent on one move, and a few milliseconds for the pipe and the controller,
 * to clock c under t: main time first, then the byo-yomi periods (a Canadian period restarts
 * once its stones are played, a Japanese one after every move played within it). */
void timeman_charge(const struct engine_time *t, struct engine_clock *c, double seconds);

/* The most seconds the next move may take, given the clock c under t, the points of the board
 * and the empty ones (which estimate how many moves the game still has): in main time up to twice
 * the move's share, as a search that has decided its move stops early. Never more than the time left
 * minus a safety margin, and at least a millisecond. In sudden death (main time without
 * periods) 10 ms a point of the board is kept back for the overhead of the moves still to come,
 * and the budget shrinks towards that millisecond as the clock nears the reserve, so that a long
 * game still ends within the clock when every move costs its budget and 10 ms more. */
double timeman_budget(const struct engine_time *t, const struct engine_clock *c, int points,
                      int empty_points);

/* The seconds a move in main time that had `budget` may search on when its search has not
 * settled (engine.c), within the same limit as the budget; 0 in the periods or without a clock. */
double timeman_extension(const struct engine_time *t, const struct engine_clock *c, int points,
                         double budget);

#endif
