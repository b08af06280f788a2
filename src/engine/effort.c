/* effort.c - the default effort of a move (see effort.h) */
#include "config.h"

#include "engine/effort.h"

/* On a board of more than 81 points: at9 on 9x9, at19 on 19x19, in proportion to the points
 * between and beyond. */
static double by_points(long points, double at9, double at19)
{
    return at9 + (at19 - at9) * (double)(points - 81) / (361 - 81);
}

long effort_default_playouts(int size)
{
    long points = (long)size * size;
    if (points <= 81) {
        long n = EFFORT_DEFAULT_PLAYOUTS_PER_POINT * points;
        return n < EFFORT_DEFAULT_PLAYOUTS ? n : EFFORT_DEFAULT_PLAYOUTS;
    }
    return (long)by_points(points, EFFORT_DEFAULT_PLAYOUTS, EFFORT_DEFAULT_PLAYOUTS_19);
}

double effort_default_seconds(int size)
{
    long points = (long)size * size;
    if (points <= 81)
        return EFFORT_DEFAULT_SECONDS_SMALL;
    return by_points(points, EFFORT_DEFAULT_SECONDS_SMALL, EFFORT_DEFAULT_SECONDS_19);
}
