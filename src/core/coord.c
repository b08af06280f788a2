/* coord.c - GTP vertices and colors as text */
#include "config.h"

#include "core/coord.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* The column letters: no I, so 25 columns at most. */
static const char columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

int coord_parse_color(const char *s)
{
    if (strcasecmp(s, "b") == 0 || strcasecmp(s, "black") == 0)
        return COLOR_BLACK;
    if (strcasecmp(s, "w") == 0 || strcasecmp(s, "white") == 0)
        return COLOR_WHITE;
    return -1;
}

const char *coord_color_name(int color)
{
    switch (color) {
    case COLOR_BLACK: return "black";
    case COLOR_WHITE: return "white";
    case COLOR_EMPTY: return "empty";
    default: return "edge";
    }
}

int coord_parse_vertex(const struct board *b, const char *s)
{
    if (strcasecmp(s, "pass") == 0)
        return BOARD_PASS;
    char letter = s[0];
    if (letter >= 'a' && letter <= 'z')
        letter = (char)(letter - 'a' + 'A');
    const char *found = letter != '\0' ? strchr(columns, letter) : NULL;
    if (found == NULL)
        return COORD_MALFORMED;
    int col = (int)(found - columns);
    /* One or two digits, no sign, no leading zero: rows run 1..25. */
    const char *d = s + 1;
    if (d[0] < '1' || d[0] > '9')
        return COORD_MALFORMED;
    int row = d[0] - '0';
    if (d[1] != '\0') {
        if (d[1] < '0' || d[1] > '9' || d[2] != '\0')
            return COORD_MALFORMED;
        row = row * 10 + (d[1] - '0');
    }
    if (row > BOARD_MAX_SIZE)
        return COORD_MALFORMED;
    int p = board_point(b, col, row - 1);
    return p < 0 ? COORD_OFF_BOARD : p;
}

char *coord_format(const struct board *b, int p, char *buf)
{
    if (p == BOARD_PASS)
        strcpy(buf, "pass");
    else if (!board_on_board(b, p))
        strcpy(buf, "??");
    else
        snprintf(buf, COORD_VERTEX_MAX, "%c%d", columns[board_col(b, p)], board_row(b, p) + 1);
    return buf;
}
