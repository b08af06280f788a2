/* dynkomi.c - dynamic komi (see dynkomi.h) */
#include "config.h"

#include "engine/dynkomi.h"

#include <stddef.h>

double dynkomi_handicap_credit(int handicap, int moves, int size)
{
    if (handicap <= 0)
        return 0;
    double end = DYNKOMI_HANDICAP_SHARE * size * size;
    double left = end > 0 ? 1 - moves / end : 0;
    return left > 0 ? DYNKOMI_STONE * handicap * left : 0;
}

/* How far a lead goes beyond the cushion of `spread` (DYNKOMI_CUSHION of it); 0 if not at all. */
static double beyond_cushion(double lead, double spread)
{
    double beyond = lead - DYNKOMI_CUSHION * spread;
    return beyond > 0 ? beyond : 0;
}

double dynkomi_shift(const struct dynkomi_last *last, struct dynkomi_mode *mode, bool is_black,
                     int handicap, int moves, int size)
{
    /* The lead the mover may give away and still see itself winning; behind, the deficit it may
     * be credited and still see itself losing. */
    double spare = 0, short_of = 0;
    if (last == NULL) {
        mode->ahead = mode->behind = false;
    } else {
        mode->ahead = last->winrate >= DYNKOMI_AHEAD_ON ||
                      (mode->ahead && last->winrate >= DYNKOMI_AHEAD_OFF);
        mode->behind = last->winrate <= DYNKOMI_BEHIND_ON ||
                       (mode->behind && last->winrate <= DYNKOMI_BEHIND_OFF);
        spare = beyond_cushion(last->lead, last->spread);
        short_of = beyond_cushion(-last->lead, last->spread);
    }
    if (mode->ahead)
        return spare;
    if (mode->behind)
        return short_of > 0 ? -short_of : 0;
    if (!is_black)
        return 0; /* no handicap komi for white (dynkomi.h says why) */
    double credit = dynkomi_handicap_credit(handicap, moves, size);
    return spare < credit ? spare : credit;
}
