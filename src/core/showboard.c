/* showboard.c - the board as text for a person (see showboard.h) */
#include "config.h"

#include "core/showboard.h"

#include <stdbool.h>
#include <stdio.h>

#include "core/coord.h"

void showboard_diagram(const struct game *game, char *buf, size_t size)
{
    static const char columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    const struct board *b = &game->board;
    size_t len = 0;
#define PUT(...)                                                                                   \
    do {                                                                                           \
        if (len < size)                                                                            \
            len += (size_t)snprintf(buf + len, size - len, __VA_ARGS__);                           \
    } while (0)

    bool star[BOARD_MAX_POINTS] = {false};
    int stars[9];
    int nstars = b->size >= 19 && b->size % 2 ? 9 : b->size >= 9 && b->size % 2 ? 5 : 4;
    nstars = game_fixed_handicap(b->size, nstars, stars);
    for (int i = 0; i < nstars; i++)
        star[stars[i]] = true;

    const struct game_entry *last = game_last_move(game);
    int last_point = last != NULL && last->point != BOARD_PASS ? last->point : -1;

    PUT("  ");
    for (int col = 0; col < b->size; col++)
        PUT(" %c", columns[col]);
    PUT("\n");
    for (int row = b->size - 1; row >= 0; row--) {
        PUT("%2d", row + 1);
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            static const char stones[] = ".XO";
            char c = b->color[p] != COLOR_EMPTY ? stones[b->color[p]] : star[p] ? '+' : '.';
            /* The last move sits in parentheses: '(' before it, ')' after it. */
            char before = ' ';
            if (p == last_point)
                before = '(';
            else if (col > 0 && board_point(b, col - 1, row) == last_point)
                before = ')';
            PUT("%c%c", before, c);
        }
        PUT("%c%d\n", b->size > 0 && board_point(b, b->size - 1, row) == last_point ? ')' : ' ',
            row + 1);
    }
    PUT("  ");
    for (int col = 0; col < b->size; col++)
        PUT(" %c", columns[col]);
    PUT("\n");
    PUT("black (X) has captured %d stone%s\n", b->prisoners[COLOR_BLACK],
        b->prisoners[COLOR_BLACK] == 1 ? "" : "s");
    PUT("white (O) has captured %d stone%s", b->prisoners[COLOR_WHITE],
        b->prisoners[COLOR_WHITE] == 1 ? "" : "s");
    if (last != NULL) {
        char v[COORD_VERTEX_MAX];
        PUT("\nlast move: %s %s", coord_color_name(last->color), coord_format(b, last->point, v));
    }
#undef PUT
    if (len >= size && size > 0)
        buf[size - 1] = '\0';
}
