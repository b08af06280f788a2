/* diagram.c - Go positions as ASCII diagrams in test sources (see diagram.h) */
#include "diagram.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* A parsed diagram: cell[r][c] with r = 0 the top row, as written. */
struct parsed {
    int rows;
    int cols;
    char cell[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
};

static bool is_mark(char c)
{
    return c == '*' || (c >= 'a' && c <= 'z');
}

static void parse(const char *text, struct parsed *d)
{
    memset(d, 0, sizeof *d);
    int col = 0;
    for (const char *s = text;; s++) {
        char c = *s;
        if (c == '\n' || c == '\0') {
            if (col > 0) {
                if (d->rows > 0 && col != d->cols)
                    bail("diagram row %d has %d points, not %d:\n%s", d->rows + 1, col, d->cols,
                         text);
                d->cols = col;
                d->rows++;
                col = 0;
            }
            if (c == '\0')
                break;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r')
            continue;
        if (c != 'X' && c != 'O' && c != '.' && c != '+' && !is_mark(c))
            bail("diagram has a bad character '%c':\n%s", c, text);
        if (d->rows >= BOARD_MAX_SIZE || col >= BOARD_MAX_SIZE)
            bail("diagram larger than %dx%d:\n%s", BOARD_MAX_SIZE, BOARD_MAX_SIZE, text);
        d->cell[d->rows][col++] = c;
    }
    if (d->rows == 0)
        bail("empty diagram");
}

static int color_of(char c)
{
    return c == 'X' ? COLOR_BLACK : c == 'O' ? COLOR_WHITE : COLOR_EMPTY;
}

/* The color the diagram gives to (col, row) of a board, row 0 at the bottom. */
static int wanted_color(const struct parsed *d, int col, int row)
{
    int r = d->rows - 1 - row;
    if (r < 0 || r >= d->rows || col >= d->cols)
        return COLOR_EMPTY;
    return color_of(d->cell[r][col]);
}

static void fits(const struct parsed *d, int size, const char *text)
{
    if (d->rows > size || d->cols > size)
        bail("diagram of %dx%d points does not fit a %dx%d board:\n%s", d->cols, d->rows, size,
             size, text);
}

int diagram_setup(struct board *b, int size, const char *diagram)
{
    struct parsed d;
    parse(diagram, &d);
    if (size == 0)
        size = d.rows > d.cols ? d.rows : d.cols;
    int error = board_init(b, size);
    if (error != 0)
        return error;
    fits(&d, size, diagram);
    for (int row = 0; row < size; row++)
        for (int col = 0; col < size; col++) {
            int color = wanted_color(&d, col, row);
            if (color == COLOR_EMPTY)
                continue;
            error = board_place(b, color, board_point(b, col, row));
            if (error != 0)
                return error;
        }
    return 0;
}

int diagram_marks(const struct board *b, const char *diagram, char mark, int *points, int max)
{
    struct parsed d;
    parse(diagram, &d);
    fits(&d, b->size, diagram);
    int n = 0;
    for (int r = 0; r < d.rows; r++)
        for (int col = 0; col < d.cols; col++)
            if (d.cell[r][col] == mark) {
                if (n < max)
                    points[n] = board_point(b, col, d.rows - 1 - r);
                n++;
            }
    return n;
}

int diagram_mark(const struct board *b, const char *diagram, char mark)
{
    int p;
    int n = diagram_marks(b, diagram, mark, &p, 1);
    if (n != 1)
        bail("diagram has %d marks '%c', not one:\n%s", n, mark, diagram);
    return p;
}

static char stone_char(int color)
{
    switch (color) {
    case COLOR_EMPTY: return '.';
    case COLOR_BLACK: return 'X';
    case COLOR_WHITE: return 'O';
    case COLOR_EDGE: return '#';
    default: return '?';
    }
}

const char *diagram_point_name(const struct board *b, int p)
{
    static char names[8][16];
    static int next;
    char *name = names[next++ % 8];
    if (p == BOARD_PASS)
        snprintf(name, sizeof names[0], "pass");
    else if (p > 0 && p < b->stride * b->stride && board_col(b, p) >= 0 &&
             board_col(b, p) < b->size && board_row(b, p) >= 0 && board_row(b, p) < b->size)
        snprintf(name, sizeof names[0], "%c%d", "ABCDEFGHJKLMNOPQRSTUVWXYZ"[board_col(b, p)],
                 board_row(b, p) + 1);
    else
        snprintf(name, sizeof names[0], "#%d", p);
    return name;
}

const char *diagram_diff(const struct board *b, const char *diagram)
{
    static char why[128];
    struct parsed d;
    parse(diagram, &d);
    fits(&d, b->size, diagram);
    for (int row = b->size - 1; row >= 0; row--)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            int wanted = wanted_color(&d, col, row);
            int seen = b->color[p];
            if (wanted != seen) {
                snprintf(why, sizeof why, "%s holds '%c', not '%c'", diagram_point_name(b, p),
                         stone_char(seen), stone_char(wanted));
                return why;
            }
        }
    return NULL;
}

char *diagram_format(const struct board *b, char *buf, size_t len)
{
    size_t at = 0;
    if (len == 0)
        return buf;
    for (int row = b->size - 1; row >= 0; row--) {
        for (int col = 0; col < b->size; col++) {
            if (at + 1 < len)
                buf[at++] = stone_char(b->color[board_point(b, col, row)]);
        }
        if (row > 0 && at + 1 < len)
            buf[at++] = '\n';
    }
    buf[at] = '\0';
    return buf;
}

void diagram_diag(const struct board *b)
{
    char line[BOARD_MAX_SIZE * 2 + 8];
    for (int row = b->size - 1; row >= 0; row--) {
        int at = snprintf(line, sizeof line, "%2d ", row + 1);
        for (int col = 0; col < b->size; col++) {
            line[at++] = ' ';
            line[at++] = stone_char(b->color[board_point(b, col, row)]);
        }
        line[at] = '\0';
        diag("%s", line);
    }
    int at = snprintf(line, sizeof line, "   ");
    for (int col = 0; col < b->size; col++) {
        line[at++] = ' ';
        line[at++] = "ABCDEFGHJKLMNOPQRSTUVWXYZ"[col];
    }
    line[at] = '\0';
    diag("%s", line);
}

bool is_diagram(const struct board *b, const char *diagram, const char *format, ...)
{
    const char *why = diagram_diff(b, diagram);
    va_list args;
    va_start(args, format);
    char what[256];
    vsnprintf(what, sizeof what, format, args);
    va_end(args);
    bool result = ok(why == NULL, "%s", what);
    if (!result) {
        diag("%s; wanted:", why);
        struct parsed d;
        parse(diagram, &d);
        for (int r = 0; r < d.rows; r++)
            diag("   %.*s", d.cols, d.cell[r]);
        diag("seen:");
        diagram_diag(b);
    }
    return result;
}
