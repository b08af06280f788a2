/* effort.h - the default effort of a move: how many playouts, within what wall-clock cap
 *
 * The engine searches this much when nothing else limits a move; the strength levels (level.h)
 * scale their playouts by it on the small boards.
 */
#ifndef KOSUMI_ENGINE_EFFORT_H
#define KOSUMI_ENGINE_EFFORT_H

/* With neither a playout count, a time nor a clock, a genmove takes EFFORT_DEFAULT_PLAYOUTS on
 * 9x9 and EFFORT_DEFAULT_PLAYOUTS_19 on 19x19, in proportion to the points between (and
 * beyond, on 25x25), and EFFORT_DEFAULT_PLAYOUTS_PER_POINT playouts per point below 9x9. It
 * stops sooner if it has not finished them within a wall-clock cap (a loaded or slow machine):
 * EFFORT_DEFAULT_SECONDS_SMALL up to 9x9, EFFORT_DEFAULT_SECONDS_19 on 19x19, in proportion
 * between. Playout counts are upper limits anyway: the search stops when the most visited
 * move can no longer change. */
#define EFFORT_DEFAULT_PLAYOUTS 10000L
#define EFFORT_DEFAULT_PLAYOUTS_19 30000L
#define EFFORT_DEFAULT_PLAYOUTS_PER_POINT 125L
#define EFFORT_DEFAULT_SECONDS_SMALL 1.0
#define EFFORT_DEFAULT_SECONDS_19 3.0

/* The default effort's playouts on a board of `size` (see above). */
long effort_default_playouts(int size);

/* The default effort's wall-clock cap on a board of `size` (see above). */
double effort_default_seconds(int size);

#endif
