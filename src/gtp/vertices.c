/* vertices.c - GTP answers that list points of the board (see vertices.h) */
#include "config.h"

#include "gtp/vertices.h"

#include "core/coord.h"

void vertices_print(struct gtp *g, const struct board *b, const bool *mark)
{
    char buf[COORD_VERTEX_MAX];
    bool first = true;
    for (int row = b->size - 1; row >= 0; row--) {
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (mark[p]) {
                gtp_printf(g, "%s%s", first ? "" : " ", coord_format(b, p, buf));
                first = false;
            }
        }
    }
}
