/* color.h - the contents of a point: empty, a stone of either color, or the border */
#ifndef KOSUMI_COLOR_H
#define KOSUMI_COLOR_H

enum color {
    COLOR_EMPTY = 0,
    COLOR_BLACK = 1,
    COLOR_WHITE = 2,
    COLOR_EDGE = 3,
};

/* The opponent of a player; only meaningful for COLOR_BLACK and COLOR_WHITE. */
static inline int color_other(int color) { return color ^ 3; }

#endif
