/* sgf.c - SGF FF[4]/FF[3] reader and writer (see sgf.h)
 *
 * The reader is a single forward scan, without recursion: a file of ten million '(' needs a
 * counter, not a stack. It finds the first "(;" of the input, reads the nodes of the main line
 * (entering the first child of every branch), and when the main line's last game tree closes it
 * only counts brackets to find the end of the first game tree, skipping values, so that the
 * other variations cost nothing but a look at each byte. Whatever follows the first game tree
 * (more games of a collection, trailing junk) is ignored; so is junk before it.
 *
 * The root node is read twice: once for SZ alone, because AB or B may come before SZ in the
 * root and a coordinate means nothing without the size, then for everything else.
 *
 * Memory is bounded by the input and by SGF_MAX_NODES and SGF_MAX_STONES: an AB[aa:yy] of nine
 * bytes may stand for 625 points, so stones alone are not bounded by the input's length.
 *
 * A second move in a node gets a node of its own as soon as it is read, so one SGF node may
 * become several struct sgf_node: its setup and PL go to the first of them (node_first), where
 * they come before the node's first move, as they would in a node with a single move.
 */
#include "sgf/sgf.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/textbuf.h"

#define GRID (SGF_MAX_SIZE * SGF_MAX_SIZE)

/* ------------------------------------------------------------------------------------------ */
/* Storage shared by the reader and the builder                                                */

static int grow(void **items, size_t *capacity, size_t needed, size_t item_size)
{
    if (needed <= *capacity)
        return 0;
    size_t capacity2 = *capacity ? *capacity : 16;
    while (capacity2 < needed)
        capacity2 *= 2;
    void *items2 = realloc(*items, capacity2 * item_size);
    if (items2 == NULL)
        return SGF_NOMEM;
    *items = items2;
    *capacity = capacity2;
    return 0;
}

static int push_node(struct sgf_game *game)
{
    if (game->node_count >= SGF_MAX_NODES)
        return SGF_INVALID;
    if (grow((void **)&game->nodes, &game->node_capacity, game->node_count + 1,
             sizeof *game->nodes) != 0)
        return SGF_NOMEM;
    struct sgf_node *node = &game->nodes[game->node_count++];
    node->setup = game->stone_count;
    node->setup_count = 0;
    node->player = COLOR_EMPTY;
    node->move.color = COLOR_EMPTY;
    node->move.col = SGF_PASS;
    node->move.row = SGF_PASS;
    return 0;
}

/* Makes col, row (board coordinates, or SGF_PASS) the move of the last node. */
static void set_move(struct sgf_game *game, int color, int col, int row)
{
    struct sgf_move *move = &game->nodes[game->node_count - 1].move;
    move->color = color;
    move->col = col;
    move->row = row;
}

static int reserve_stones(struct sgf_game *game, size_t more)
{
    if (more > SGF_MAX_STONES - game->stone_count)
        return SGF_INVALID;
    return grow((void **)&game->stones, &game->stone_capacity, game->stone_count + more,
                sizeof *game->stones);
}

/* The order of setup points in a node: AE, AB, AW, then top row first, then left to right.
 * x and y are SGF coordinates (y = 0 at the top). */
static int stone_key(int color, int x, int y)
{
    return color * GRID + y * SGF_MAX_SIZE + x;
}

static void free_text(struct sgf_text *t)
{
    free(t->text);
    t->text = NULL;
    t->len = 0;
}

static bool is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* ------------------------------------------------------------------------------------------ */
/* The reader                                                                                  */

enum property {
    PROP_UNKNOWN,
    PROP_B,
    PROP_W,
    PROP_AB,
    PROP_AW,
    PROP_AE,
    PROP_PL,
    PROP_SZ,
    PROP_KM,
    PROP_HA,
    PROP_RU,
    PROP_RE,
    PROP_CA,
    PROP_GM,
};

static const struct {
    const char *name;
    enum property property;
} properties[] = {
    {"B", PROP_B},   {"W", PROP_W},   {"AB", PROP_AB}, {"AW", PROP_AW}, {"AE", PROP_AE},
    {"PL", PROP_PL}, {"SZ", PROP_SZ}, {"KM", PROP_KM}, {"HA", PROP_HA}, {"RU", PROP_RU},
    {"RE", PROP_RE}, {"CA", PROP_CA}, {"GM", PROP_GM},
};

enum pass { PASS_SIZE, PASS_ALL };

struct reader {
    const unsigned char *data;
    size_t len;
    size_t pos;
    struct sgf_game *game;
    size_t tree_start; /* the '(' of the first game tree */
    struct sgf_error err;
    size_t node_first; /* the first struct sgf_node of the SGF node being read */
    /* The setup of the node being read: color + 1 per point (0: not set), and the points set. */
    signed char grid[GRID];
    int touched[GRID];
    int touched_count;
};

/* Quotes up to 24 bytes of s for a message: printable ASCII as it is, the rest as \xNN. */
static const char *quote(char *out, size_t out_size, const unsigned char *s, size_t n)
{
    size_t used = 0;
    out[0] = '\0';
    for (size_t i = 0; i < n && i < 24; i++) {
        int w = (s[i] >= 0x20 && s[i] < 0x7f)
                    ? snprintf(out + used, out_size - used, "%c", s[i])
                    : snprintf(out + used, out_size - used, "\\x%02x", s[i]);
        if (w < 0 || (size_t)w >= out_size - used)
            return out;
        used += (size_t)w;
    }
    if (n > 24)
        snprintf(out + used, out_size - used, "...");
    return out;
}

static int fail_unexpected(struct reader *r)
{
    char q[16];
    return sgf_error_set(&r->err, r->pos, "unexpected '%s'",
                         quote(q, sizeof q, r->data + r->pos, 1));
}

void sgf_locate(const unsigned char *data, size_t len, size_t pos, unsigned long *line,
                unsigned long *column)
{
    *line = 1;
    *column = 1;
    for (size_t i = 0; i < pos && i < len; i++) {
        if (data[i] == '\n' || (data[i] == '\r' && (i + 1 >= len || data[i + 1] != '\n'))) {
            ++*line;
            *column = 1;
        } else if (data[i] != '\r') {
            ++*column;
        }
    }
}

int sgf_error_set(struct sgf_error *e, size_t pos, const char *format, ...)
{
    va_list args;
    e->pos = pos;
    va_start(args, format);
    vsnprintf(e->message, sizeof e->message, format, args);
    va_end(args);
    return SGF_INVALID;
}

int sgf_error_nomem(struct sgf_error *e, size_t pos)
{
    sgf_error_set(e, pos, "out of memory");
    e->nomem = true;
    return SGF_NOMEM;
}

void sgf_error_format(const struct sgf_error *e, const unsigned char *data, size_t len, char *error,
                      size_t error_size)
{
    unsigned long line, column;
    sgf_locate(data, len, e->pos, &line, &column);
    if (error_size > 0)
        snprintf(error, error_size, "%lu:%lu: %s", line, column, e->message);
}

#if defined(__GNUC__)
static int note(struct reader *r, size_t pos, const char *format, ...) FORMAT_PRINTF(3, 4);
#endif

/* Records a repair made at byte `pos` (see sgf.h). Returns 0 or SGF_NOMEM. Only the notes kept
 * are located, so that a file of 100,000 repaired moves is not scanned 100,000 times. */
static int note(struct reader *r, size_t pos, const char *format, ...)
{
    struct sgf_text *t = &r->game->repairs;
    char line[300];
    unsigned long row, column;
    if (r->game->repair_count++ >= SGF_MAX_REPAIRS)
        return 0;
    sgf_locate(r->data, r->len, pos, &row, &column);
    int used = snprintf(line, sizeof line, "%lu:%lu: ", row, column);
    va_list args;
    va_start(args, format);
    vsnprintf(line + used, sizeof line - (size_t)used - 1, format, args);
    va_end(args);
    size_t n = strlen(line);
    line[n++] = '\n';
    char *text = realloc(t->text, t->len + n + 1);
    if (text == NULL)
        return sgf_error_nomem(&r->err, r->pos);
    memcpy(text + t->len, line, n);
    t->text = text;
    t->len += n;
    t->text[t->len] = '\0';
    return 0;
}

static void skip_space(struct reader *r)
{
    while (r->pos < r->len && is_space(r->data[r->pos]))
        r->pos++;
}

/* Finds the ']' closing the value whose '[' is at r->pos; sets *end to it. */
static int scan_value(struct reader *r, size_t *end)
{
    for (size_t i = r->pos + 1; i < r->len; i++) {
        if (r->data[i] == '\\')
            i++;
        else if (r->data[i] == ']') {
            *end = i;
            return 0;
        }
    }
    return sgf_error_set(&r->err, r->pos, "unterminated value");
}

static void trim(const unsigned char **s, size_t *n)
{
    while (*n > 0 && is_space(**s)) {
        ++*s;
        --*n;
    }
    while (*n > 0 && is_space((*s)[*n - 1]))
        --*n;
}

/* A non-negative decimal integer, or -1 (also when it exceeds `max`). */
static long parse_count(const unsigned char *s, size_t n, long max)
{
    long v = 0;
    if (n == 0)
        return -1;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
        if (v > max)
            return -1;
    }
    return v;
}

static bool is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static size_t count_digits(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n && is_digit(s[i]))
        i++;
    return i;
}

/* The longest prefix of s that is an SGF Real: [+-]digits[.digits], also with ',' for the point
 * or an exponent, as strtod reads them in the C locale (kosumi's writer once wrote 1e-07), at
 * most as long as sgf_format_real's longest. Returns its length, its value in *value; 0 when
 * there is none or it is not finite. */
static size_t real_prefix(const unsigned char *s, size_t n, double *value)
{
    char text[SGF_REAL_MAX];
    size_t i = 0, digits;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        i++;
    digits = count_digits(s + i, n - i);
    i += digits;
    if (i < n && (s[i] == '.' || s[i] == ',')) {
        size_t fraction = count_digits(s + i + 1, n - i - 1);
        digits += fraction;
        i += 1 + fraction;
    }
    if (digits == 0)
        return 0;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        size_t j = i + 1;
        if (j < n && (s[j] == '+' || s[j] == '-'))
            j++;
        size_t exponent = count_digits(s + j, n - j);
        if (exponent > 0)
            i = j + exponent;
    }
    if (i >= sizeof text)
        return 0;
    memcpy(text, s, i);
    text[i] = '\0';
    char *comma = strchr(text, ',');
    if (comma != NULL)
        *comma = '.';
    char *end;
    double v = strtod(text, &end);
    if (*end != '\0' || !isfinite(v))
        return 0;
    *value = v;
    return i;
}

/* Words after a number ("pts", " points"): printable ASCII without a digit, which cannot be
 * read as more of the number. */
static bool only_words(const unsigned char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (is_digit(s[i]) || ((s[i] < 0x20 || s[i] >= 0x7f) && !is_space(s[i])))
            return false;
    return true;
}

static int coordinate(unsigned char c)
{
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 26;
    return -1;
}

/* Reads a two-letter point into SGF x, y. */
static bool parse_point(const unsigned char *s, int size, int *x, int *y)
{
    *x = coordinate(s[0]);
    *y = coordinate(s[1]);
    return *x >= 0 && *y >= 0 && *x < size && *y < size;
}

static int fail_coordinate(struct reader *r, size_t start, size_t end)
{
    char q[128];
    return sgf_error_set(&r->err, start, "bad coordinate '%s' for size %d",
                         quote(q, sizeof q, r->data + start, end - start), r->game->size);
}

/* SimpleText: escapes removed, soft line breaks (backslash, line break) removed, other line
 * breaks and white space turned into spaces. */
static int read_text(struct reader *r, size_t start, size_t end, struct sgf_text *text)
{
    char *out = malloc(end - start + 1);
    size_t n = 0;
    if (out == NULL)
        return sgf_error_nomem(&r->err, r->pos);
    for (size_t i = start; i < end; i++) {
        unsigned char c = r->data[i];
        bool escaped = false;
        if (c == '\\') {
            c = r->data[++i]; /* scan_value left no lone backslash before `end` */
            escaped = true;
        }
        if (c == '\n' || c == '\r') {
            unsigned char pair = c == '\n' ? '\r' : '\n';
            if (i + 1 < end && r->data[i + 1] == pair)
                i++;
            if (!escaped)
                out[n++] = ' ';
        } else {
            out[n++] = is_space(c) ? ' ' : (char)c;
        }
    }
    out[n] = '\0';
    free(text->text);
    text->text = out;
    text->len = n;
    return 0;
}

static void touch(struct reader *r, int color, int x, int y)
{
    int index = y * SGF_MAX_SIZE + x;
    if (r->grid[index] == 0)
        r->touched[r->touched_count++] = index;
    r->grid[index] = (signed char)(color + 1);
}

static int read_setup(struct reader *r, int color, size_t start, size_t end)
{
    const unsigned char *s = r->data + start;
    size_t n = end - start;
    int size = r->game->size, x1, y1, x2, y2;
    if (n == 0)
        return 0; /* AB[]: nothing, as an elist would say */
    if (n == 2 && parse_point(s, size, &x1, &y1)) {
        touch(r, color, x1, y1);
        return 0;
    }
    if (n == 5 && s[2] == ':' && parse_point(s, size, &x1, &y1) &&
        parse_point(s + 3, size, &x2, &y2)) {
        int xmin = x1 < x2 ? x1 : x2, xmax = x1 < x2 ? x2 : x1;
        int ymin = y1 < y2 ? y1 : y2, ymax = y1 < y2 ? y2 : y1;
        for (int y = ymin; y <= ymax; y++)
            for (int x = xmin; x <= xmax; x++)
                touch(r, color, x, y);
        return 0;
    }
    return fail_coordinate(r, start, end);
}

/* A lower-case coordinate letter past the board's last line. */
static bool past_edge(unsigned char c, int size)
{
    return c >= 'a' && c <= 'z' && c - 'a' >= size;
}

static int add_node(struct reader *r);

static int read_move(struct reader *r, int color, size_t start, size_t end, size_t name_pos)
{
    struct sgf_game *game = r->game;
    const unsigned char *s = r->data + start;
    size_t n = end - start;
    const char *name = color == COLOR_BLACK ? "B" : "W";
    int x = SGF_PASS, y = SGF_PASS, status;
    if (n == 2 && past_edge(s[0], game->size) && past_edge(s[1], game->size)) {
        if (s[0] == 't' && s[1] == 't')
            status = note(r, start, "%s[tt] read as a pass (FF[3])", name);
        else
            status = note(r, start, "%s[%c%c] is off the %dx%d board: read as a pass", name, s[0],
                          s[1], game->size, game->size);
        if (status != 0)
            return status;
    } else if (n == 2 && parse_point(s, game->size, &x, &y)) {
        y = game->size - 1 - y;
    } else if (n != 0) {
        return fail_coordinate(r, start, end);
    }
    if (game->nodes[game->node_count - 1].move.color != COLOR_EMPTY) {
        if ((status = add_node(r)) != 0 ||
            (status = note(r, name_pos, "second move in one node: %s played as the next move",
                           name)) != 0)
            return status;
    }
    set_move(game, color, x, y);
    return 0;
}

static int read_size(struct reader *r, size_t start, size_t end)
{
    const unsigned char *s = r->data + start;
    size_t n = end - start;
    char q[128];
    trim(&s, &n);
    if (n == 0)
        return 0;
    const unsigned char *colon = memchr(s, ':', n);
    size_t n1 = colon ? (size_t)(colon - s) : n;
    long width = parse_count(s, n1, 1000000);
    long height = colon ? parse_count(colon + 1, n - n1 - 1, 1000000) : width;
    if (width < 0 || height < 0)
        return sgf_error_set(&r->err, start, "bad board size '%s'", quote(q, sizeof q, s, n));
    if (width != height || width < 1 || width > SGF_MAX_SIZE)
        return sgf_error_set(&r->err, start, "board size %s not supported",
                             quote(q, sizeof q, s, n));
    r->game->size = (int)width;
    return 0;
}

static int read_value(struct reader *r, enum property property, size_t start, size_t end,
                      size_t name_pos)
{
    struct sgf_game *game = r->game;
    const unsigned char *s = r->data + start;
    size_t n = end - start;
    char q[128];
    int player;
    double komi;
    size_t used;
    long handicap;

    switch (property) {
    case PROP_B: return read_move(r, COLOR_BLACK, start, end, name_pos);
    case PROP_W: return read_move(r, COLOR_WHITE, start, end, name_pos);
    case PROP_AB: return read_setup(r, COLOR_BLACK, start, end);
    case PROP_AW: return read_setup(r, COLOR_WHITE, start, end);
    case PROP_AE: return read_setup(r, COLOR_EMPTY, start, end);
    case PROP_PL:
        trim(&s, &n);
        if (n == 0)
            return 0;
        if ((n == 1 && (s[0] == 'B' || s[0] == 'b')) || (n == 5 && !memcmp(s, "black", 5)))
            player = COLOR_BLACK;
        else if ((n == 1 && (s[0] == 'W' || s[0] == 'w')) || (n == 5 && !memcmp(s, "white", 5)))
            player = COLOR_WHITE;
        else
            return sgf_error_set(&r->err, start, "bad player '%s'", quote(q, sizeof q, s, n));
        game->nodes[r->node_first].player = player;
        return 0;
    case PROP_KM:
        trim(&s, &n);
        if (n == 0)
            return 0;
        used = real_prefix(s, n, &komi);
        if (used == 0 || !only_words(s + used, n - used))
            return sgf_error_set(&r->err, start, "bad komi '%s'", quote(q, sizeof q, s, n));
        if (used < n) {
            char number[SGF_REAL_MAX];
            int status = note(r, start, "komi '%s' read as %s", quote(q, sizeof q, s, n),
                              sgf_format_real(number, komi));
            if (status != 0)
                return status;
        }
        game->komi = komi;
        game->has_komi = true;
        return 0;
    case PROP_HA:
        trim(&s, &n);
        if (n == 0)
            return 0;
        handicap = parse_count(s, n, GRID);
        if (handicap < 0)
            return sgf_error_set(&r->err, start, "bad handicap '%s'", quote(q, sizeof q, s, n));
        game->handicap = (int)handicap;
        return 0;
    case PROP_GM:
        trim(&s, &n);
        if (n == 0 || (n == 1 && s[0] == '1'))
            return 0;
        return sgf_error_set(&r->err, start, "not a game of go (GM[%s])", quote(q, sizeof q, s, n));
    case PROP_RU: return read_text(r, start, end, &game->rules);
    case PROP_RE: return read_text(r, start, end, &game->result);
    case PROP_CA: return read_text(r, start, end, &game->charset);
    case PROP_SZ:
        /* Only the size pass over the root sees it. */
        return read_size(r, start, end);
    case PROP_UNKNOWN: return 0;
    }
    return 0;
}

/* Moves the setup points gathered for the node into game->stones, in the order of sgf.h. */
static int finish_setup(struct reader *r, size_t node_pos)
{
    struct sgf_game *game = r->game;
    struct sgf_node *node = &game->nodes[r->node_first];
    int keys[GRID];
    int count = r->touched_count;
    if (count == 0)
        return 0;
    /* Insertion sort by color then point: at most 625 keys, and usually already in order. */
    for (int i = 0; i < count; i++) {
        int index = r->touched[i];
        int key = stone_key(r->grid[index] - 1, index % SGF_MAX_SIZE, index / SGF_MAX_SIZE);
        int j = i;
        for (; j > 0 && keys[j - 1] > key; j--)
            keys[j] = keys[j - 1];
        keys[j] = key;
        r->grid[index] = 0;
    }
    r->touched_count = 0;
    int status = reserve_stones(game, (size_t)count);
    if (status == SGF_NOMEM)
        return sgf_error_nomem(&r->err, r->pos);
    if (status != 0)
        return sgf_error_set(&r->err, node_pos, "too many setup stones (more than %d)",
                             SGF_MAX_STONES);
    for (int i = 0; i < count; i++) {
        struct sgf_stone *stone = &game->stones[game->stone_count++];
        int index = keys[i] % GRID;
        stone->color = (signed char)(keys[i] / GRID);
        stone->col = (signed char)(index % SGF_MAX_SIZE);
        stone->row = (signed char)(game->size - 1 - index / SGF_MAX_SIZE);
    }
    node->setup = game->stone_count - (size_t)count;
    node->setup_count = (size_t)count;
    return 0;
}

static bool is_letter(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* Reads the node whose ';' is at r->pos, up to the next ';', '(' or ')' (or the end). */
static int read_node(struct reader *r, enum pass pass)
{
    size_t node_pos = r->pos;
    int status;
    if (pass == PASS_ALL)
        r->node_first = r->game->node_count - 1;
    r->pos++;
    for (;;) {
        skip_space(r);
        if (r->pos >= r->len || !is_letter(r->data[r->pos]))
            break;
        /* The name is its capital letters: FF[3] allowed "AddBlack" for AB. */
        size_t name_pos = r->pos;
        char name[3];
        size_t capitals = 0;
        for (; r->pos < r->len && is_letter(r->data[r->pos]); r->pos++)
            if (r->data[r->pos] <= 'Z' && capitals++ < 2)
                name[capitals - 1] = (char)r->data[r->pos];
        enum property property = PROP_UNKNOWN;
        if (capitals <= 2) {
            name[capitals] = '\0';
            for (size_t i = 0; i < sizeof properties / sizeof properties[0]; i++)
                if (strcmp(name, properties[i].name) == 0)
                    property = properties[i].property;
        }
        size_t name_end = r->pos;
        skip_space(r);
        if (r->pos >= r->len)
            break;
        if (r->data[r->pos] != '[') {
            char q[128];
            return sgf_error_set(&r->err, name_pos, "property '%s' has no value",
                                 quote(q, sizeof q, r->data + name_pos, name_end - name_pos));
        }
        if (pass == PASS_SIZE && property != PROP_SZ)
            property = PROP_UNKNOWN;
        if (pass == PASS_ALL && property == PROP_SZ)
            property = PROP_UNKNOWN;
        bool many = property == PROP_AB || property == PROP_AW || property == PROP_AE ||
                    property == PROP_UNKNOWN;
        for (int values = 0; r->pos < r->len && r->data[r->pos] == '['; values++) {
            size_t end = 0;
            if ((status = scan_value(r, &end)) != 0)
                return status;
            if (values > 0 && !many) {
                char q[128];
                return sgf_error_set(&r->err, r->pos, "property '%s' has more than one value",
                                     quote(q, sizeof q, r->data + name_pos, name_end - name_pos));
            }
            if ((status = read_value(r, property, r->pos + 1, end, name_pos)) != 0)
                return status;
            r->pos = end + 1;
            skip_space(r);
        }
    }
    if (pass == PASS_SIZE)
        return 0;
    return finish_setup(r, node_pos);
}

static int add_node(struct reader *r)
{
    int status = push_node(r->game);
    if (status == SGF_NOMEM)
        return sgf_error_nomem(&r->err, r->pos);
    if (status != 0)
        return sgf_error_set(&r->err, r->pos, "too many nodes (more than %d)", SGF_MAX_NODES);
    return 0;
}

static int read_game(struct reader *r)
{
    struct sgf_game *game = r->game;
    size_t depth = 1; /* game trees open */
    int status;

    /* The first "(" followed by ";": anything before it (mail headers, a BOM) is skipped. */
    for (r->pos = 0;; r->pos++) {
        const unsigned char *open = memchr(r->data + r->pos, '(', r->len - r->pos);
        if (open == NULL)
            return sgf_error_set(&r->err, 0, "no game tree");
        r->tree_start = (size_t)(open - r->data);
        r->pos = r->tree_start + 1;
        skip_space(r);
        if (r->pos < r->len && r->data[r->pos] == ';')
            break;
        r->pos = r->tree_start;
    }

    game->size = 19;
    size_t root = r->pos;
    if ((status = read_node(r, PASS_SIZE)) != 0)
        return status;
    r->pos = root;
    if ((status = add_node(r)) != 0 || (status = read_node(r, PASS_ALL)) != 0)
        return status;

    /* The main line: nodes, and the first child of each game tree. */
    for (;;) {
        skip_space(r);
        if (r->pos >= r->len)
            return sgf_error_set(&r->err, r->tree_start, "unterminated game tree");
        unsigned char c = r->data[r->pos];
        if (c == ';') {
            if ((status = add_node(r)) != 0 || (status = read_node(r, PASS_ALL)) != 0)
                return status;
        } else if (c == '(') {
            size_t open = r->pos++;
            depth++;
            skip_space(r);
            if (r->pos >= r->len)
                return sgf_error_set(&r->err, r->tree_start, "unterminated game tree");
            if (r->data[r->pos] == ')')
                return sgf_error_set(&r->err, open, "empty game tree");
            if (r->data[r->pos] != ';')
                return fail_unexpected(r);
        } else if (c == ')') {
            r->pos++;
            depth--;
            break;
        } else if (c == '[') {
            return sgf_error_set(&r->err, r->pos, "value without a property");
        } else {
            return fail_unexpected(r);
        }
    }

    /* The other variations: only find where the first game tree ends. */
    while (depth > 0) {
        if (r->pos >= r->len)
            return sgf_error_set(&r->err, r->tree_start, "unterminated game tree");
        unsigned char c = r->data[r->pos];
        if (c == '[') {
            size_t end = 0;
            if ((status = scan_value(r, &end)) != 0)
                return status;
            r->pos = end;
        } else if (c == '(') {
            depth++;
        } else if (c == ')') {
            depth--;
        }
        r->pos++;
    }
    return 0;
}

int sgf_read(const char *data, size_t len, struct sgf_game *game, char *error, size_t error_size)
{
    struct reader *r = calloc(1, sizeof *r);
    memset(game, 0, sizeof *game);
    if (r == NULL) {
        if (error_size > 0)
            snprintf(error, error_size, "1:1: out of memory");
        return SGF_NOMEM;
    }
    r->data = (const unsigned char *)(data ? data : "");
    r->len = data ? len : 0;
    r->game = game;
    int status = read_game(r);
    if (status != 0) {
        sgf_error_format(&r->err, r->data, r->len, error, error_size);
        sgf_game_free(game);
    } else if (error_size > 0) {
        error[0] = '\0';
    }
    free(r);
    return status;
}

void sgf_game_free(struct sgf_game *game)
{
    free_text(&game->rules);
    free_text(&game->result);
    free_text(&game->charset);
    free_text(&game->repairs);
    free(game->nodes);
    free(game->stones);
    memset(game, 0, sizeof *game);
}

/* ------------------------------------------------------------------------------------------ */
/* The writer                                                                                  */

/* The record's text and where its current line starts, to wrap lines. */
struct buffer {
    struct textbuf text;
    size_t line_start;
};

static void put(struct buffer *b, const char *s, size_t n)
{
    textbuf_put(&b->text, s, n);
}

static void put_string(struct buffer *b, const char *s)
{
    textbuf_puts(&b->text, s);
}

static void newline(struct buffer *b)
{
    if (b->text.len > b->line_start) { /* never an empty line */
        put(b, "\n", 1);
        b->line_start = b->text.len;
    }
}

/* Starts a new line when `width` more bytes would make the current one longer than 78. */
static void wrap(struct buffer *b, size_t width)
{
    if (b->text.len > b->line_start && b->text.len - b->line_start + width > 78)
        newline(b);
}

static void put_point(struct buffer *b, int size, int col, int row)
{
    char value[5] = {'[', (char)('a' + col), (char)('a' + size - 1 - row), ']', '\0'};
    put_string(b, value);
}

/* A SimpleText value: ']' and '\' escaped, line breaks written as spaces (as they read). */
static void put_text(struct buffer *b, const char *name, const struct sgf_text *t)
{
    if (t->text == NULL)
        return;
    wrap(b, strlen(name) + t->len + 2);
    put_string(b, name);
    put(b, "[", 1);
    for (size_t i = 0; i < t->len; i++) {
        char c = t->text[i];
        if (c == ']' || c == '\\')
            put(b, "\\", 1);
        if (is_space((unsigned char)c))
            c = ' ';
        put(b, &c, 1);
    }
    put(b, "]", 1);
}

/* The shortest decimal form that reads back as the same double. */
char *sgf_format_real(char *out, double v)
{
    /* The shortest digits that read back as v, from printf's exponent form ("-1.25e+02"),
     * then written out with the point where the exponent puts it. Seventeen always do. */
    char sci[40];
    int precision = 1;
    for (; precision < 17; precision++) {
        snprintf(sci, sizeof sci, "%.*e", precision - 1, v);
        if (strtod(sci, NULL) == v)
            break;
    }
    snprintf(sci, sizeof sci, "%.*e", precision - 1, v);
    char digits[20];
    int n = 0;
    const char *p = sci + (sci[0] == '-');
    for (; *p != 'e'; p++)
        if (*p != '.')
            digits[n++] = *p;
    int exponent = atoi(p + 1);
    char *o = out;
    if (v == 0) {
        strcpy(out, "0");
        return out;
    }
    if (v < 0)
        *o++ = '-';
    if (exponent < 0) {
        /* 0.000ddd */
        *o++ = '0';
        *o++ = '.';
        for (int k = exponent; k < -1; k++)
            *o++ = '0';
        memcpy(o, digits, (size_t)n);
        o += n;
    } else {
        /* ddd[.ddd] or ddd000 */
        for (int k = 0; k <= exponent || k < n; k++) {
            if (k == exponent + 1)
                *o++ = '.';
            *o++ = k < n ? digits[k] : '0';
        }
    }
    *o = '\0';
    return out;
}

static bool valid_utf8(const struct sgf_text *t)
{
    const unsigned char *s = (const unsigned char *)t->text;
    size_t n = t->len, i = 0;
    while (s != NULL && i < n) {
        unsigned c = s[i];
        size_t extra;
        uint32_t cp, min;
        if (c < 0x80) {
            i++;
            continue;
        } else if ((c & 0xe0) == 0xc0) {
            extra = 1, cp = c & 0x1f, min = 0x80;
        } else if ((c & 0xf0) == 0xe0) {
            extra = 2, cp = c & 0x0f, min = 0x800;
        } else if ((c & 0xf8) == 0xf0) {
            extra = 3, cp = c & 0x07, min = 0x10000;
        } else {
            return false;
        }
        if (n - i <= extra)
            return false;
        for (size_t k = 1; k <= extra; k++) {
            if ((s[i + k] & 0xc0) != 0x80)
                return false;
            cp = cp << 6 | (s[i + k] & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return false;
        i += extra + 1;
    }
    return true;
}

/* The CA the writer claims: the game's own, else UTF-8 when that is true of every text. */
static struct sgf_text written_charset(const struct sgf_game *game)
{
    static char utf8[] = "UTF-8";
    struct sgf_text none = {NULL, 0}, claim = {utf8, 5};
    if (game->charset.text != NULL)
        return game->charset;
    if (valid_utf8(&game->rules) && valid_utf8(&game->result))
        return claim;
    return none;
}

static bool on_board(int size, int col, int row)
{
    return col >= 0 && col < size && row >= 0 && row < size;
}

static bool valid_game(const struct sgf_game *game)
{
    if (game->size < 1 || game->size > SGF_MAX_SIZE || game->node_count < 1 ||
        game->nodes == NULL || game->handicap < 0)
        return false;
    if (game->has_komi && !isfinite(game->komi))
        return false;
    for (size_t i = 0; i < game->node_count; i++) {
        const struct sgf_node *node = &game->nodes[i];
        const struct sgf_move *move = &node->move;
        if (node->setup > game->stone_count || node->setup_count > game->stone_count - node->setup)
            return false;
        if (node->player != COLOR_EMPTY && node->player != COLOR_BLACK &&
            node->player != COLOR_WHITE)
            return false;
        if (move->color != COLOR_EMPTY && move->color != COLOR_BLACK && move->color != COLOR_WHITE)
            return false;
        if (move->color != COLOR_EMPTY && !on_board(game->size, move->col, move->row) &&
            !(move->col == SGF_PASS && move->row == SGF_PASS))
            return false;
        for (size_t k = 0; k < node->setup_count; k++) {
            const struct sgf_stone *stone = &game->stones[node->setup + k];
            if (stone->color < COLOR_EMPTY || stone->color > COLOR_WHITE ||
                !on_board(game->size, stone->col, stone->row))
                return false;
        }
    }
    return true;
}

static void put_node(struct buffer *b, const struct sgf_game *game, const struct sgf_node *node)
{
    static const char *const setup_names[] = {"AE", "AB", "AW"};
    static const int setup_order[] = {COLOR_BLACK, COLOR_WHITE, COLOR_EMPTY};
    const struct sgf_stone *stones = sgf_node_setup(game, node);

    for (int o = 0; o < 3; o++) {
        int color = setup_order[o];
        bool named = false;
        for (size_t k = 0; k < node->setup_count; k++) {
            if (stones[k].color != color)
                continue;
            wrap(b, named ? 4 : 6);
            if (!named)
                put_string(b, setup_names[color]);
            named = true;
            put_point(b, game->size, stones[k].col, stones[k].row);
        }
    }
    if (node->player != COLOR_EMPTY) {
        wrap(b, 5);
        put_string(b, node->player == COLOR_BLACK ? "PL[B]" : "PL[W]");
    }
    if (node->move.color != COLOR_EMPTY) {
        wrap(b, 5);
        put_string(b, node->move.color == COLOR_BLACK ? "B" : "W");
        if (node->move.col == SGF_PASS)
            put_string(b, "[]");
        else
            put_point(b, game->size, node->move.col, node->move.row);
    }
}

int sgf_write(const struct sgf_game *game, char **text, size_t *len)
{
    struct buffer b = {{NULL, 0, 0, false}, 0};
    char number[64];
    *text = NULL;
    *len = 0;
    if (!valid_game(game))
        return SGF_INVALID;

    put_string(&b, "(;GM[1]FF[4]");
    struct sgf_text charset = written_charset(game);
    put_text(&b, "CA", &charset);
    snprintf(number, sizeof number, "SZ[%d]", game->size);
    wrap(&b, strlen(number));
    put_string(&b, number);
    if (game->has_komi) {
        char real[SGF_REAL_MAX];
        put_string(&b, "KM[");
        put_string(&b, sgf_format_real(real, game->komi));
        put_string(&b, "]");
    }
    if (game->handicap > 0) {
        snprintf(number, sizeof number, "HA[%d]", game->handicap);
        put_string(&b, number);
    }
    put_text(&b, "RU", &game->rules);
    put_text(&b, "RE", &game->result);
    newline(&b);
    put_node(&b, game, &game->nodes[0]);
    newline(&b);
    for (size_t i = 1; i < game->node_count; i++) {
        const struct sgf_node *node = &game->nodes[i];
        bool plain = node->setup_count == 0 && node->player == COLOR_EMPTY;
        if (!plain)
            newline(&b);
        wrap(&b, 6);
        put_string(&b, ";");
        put_node(&b, game, node);
        if (!plain)
            newline(&b);
    }
    put_string(&b, ")\n");
    if (b.text.failed) {
        free(b.text.text);
        return SGF_NOMEM;
    }
    *text = b.text.text;
    *len = b.text.len;
    return 0;
}

/* ------------------------------------------------------------------------------------------ */
/* Comparison and the builder                                                                  */

static bool same_text(const struct sgf_text *a, const struct sgf_text *b)
{
    if (a->text == NULL || b->text == NULL)
        return a->text == b->text;
    return a->len == b->len && memcmp(a->text, b->text, a->len) == 0;
}

bool sgf_game_equal(const struct sgf_game *a, const struct sgf_game *b)
{
    struct sgf_text charset_a = written_charset(a), charset_b = written_charset(b);
    if (a->size != b->size || a->has_komi != b->has_komi || (a->has_komi && a->komi != b->komi) ||
        a->handicap != b->handicap || !same_text(&a->rules, &b->rules) ||
        !same_text(&a->result, &b->result) || !same_text(&charset_a, &charset_b) ||
        a->node_count != b->node_count)
        return false;
    for (size_t i = 0; i < a->node_count; i++) {
        const struct sgf_node *x = &a->nodes[i], *y = &b->nodes[i];
        if (x->player != y->player || x->move.color != y->move.color ||
            x->setup_count != y->setup_count)
            return false;
        if (x->move.color != COLOR_EMPTY &&
            (x->move.col != y->move.col || x->move.row != y->move.row))
            return false;
        const struct sgf_stone *sx = sgf_node_setup(a, x), *sy = sgf_node_setup(b, y);
        for (size_t k = 0; k < x->setup_count; k++)
            if (sx[k].color != sy[k].color || sx[k].col != sy[k].col || sx[k].row != sy[k].row)
                return false;
    }
    return true;
}

int sgf_game_init(struct sgf_game *game, int size)
{
    memset(game, 0, sizeof *game);
    if (size < 1 || size > SGF_MAX_SIZE)
        return SGF_INVALID;
    game->size = size;
    if (push_node(game) != 0) {
        sgf_game_free(game);
        return SGF_NOMEM;
    }
    return 0;
}

static int set_text(struct sgf_text *t, const char *text)
{
    if (text == NULL) {
        free_text(t);
        return 0;
    }
    size_t n = strlen(text);
    char *copy = malloc(n + 1);
    if (copy == NULL)
        return SGF_NOMEM;
    for (size_t i = 0; i <= n; i++)
        copy[i] = is_space((unsigned char)text[i]) ? ' ' : text[i];
    free(t->text);
    t->text = copy;
    t->len = n;
    return 0;
}

int sgf_game_set_rules(struct sgf_game *game, const char *text)
{
    return set_text(&game->rules, text);
}

int sgf_game_set_result(struct sgf_game *game, const char *text)
{
    return set_text(&game->result, text);
}

int sgf_game_set_charset(struct sgf_game *game, const char *text)
{
    return set_text(&game->charset, text);
}

int sgf_game_add_node(struct sgf_game *game)
{
    return push_node(game);
}

int sgf_game_add_setup(struct sgf_game *game, int color, int col, int row)
{
    if ((color != COLOR_EMPTY && color != COLOR_BLACK && color != COLOR_WHITE) ||
        !on_board(game->size, col, row) || game->node_count == 0)
        return SGF_INVALID;
    struct sgf_node *node = &game->nodes[game->node_count - 1];
    struct sgf_stone *stones;
    size_t count = node->setup_count;
    int key = stone_key(color, col, game->size - 1 - row);

    /* The node's points are the last ones of game->stones: remove an old entry for the point,
     * then insert the new one in order. */
    for (size_t k = 0; k < count; k++) {
        stones = game->stones + node->setup;
        if (stones[k].col == col && stones[k].row == row) {
            memmove(&stones[k], &stones[k + 1], (count - k - 1) * sizeof *stones);
            count--;
            game->stone_count--;
            node->setup_count--;
            break;
        }
    }
    int status = reserve_stones(game, 1);
    if (status != 0)
        return status;
    stones = game->stones + node->setup;
    size_t k = count;
    while (k > 0 && stone_key(stones[k - 1].color, stones[k - 1].col,
                              game->size - 1 - stones[k - 1].row) > key) {
        stones[k] = stones[k - 1];
        k--;
    }
    stones[k].color = (signed char)color;
    stones[k].col = (signed char)col;
    stones[k].row = (signed char)row;
    node->setup_count++;
    game->stone_count++;
    return 0;
}

int sgf_game_add_move(struct sgf_game *game, int color, int col, int row)
{
    if ((color != COLOR_BLACK && color != COLOR_WHITE) ||
        !(on_board(game->size, col, row) || (col == SGF_PASS && row == SGF_PASS)))
        return SGF_INVALID;
    int status = push_node(game);
    if (status != 0)
        return status;
    set_move(game, color, col, row);
    return 0;
}

int sgf_game_set_player(struct sgf_game *game, int color)
{
    if ((color != COLOR_EMPTY && color != COLOR_BLACK && color != COLOR_WHITE) ||
        game->node_count == 0)
        return SGF_INVALID;
    game->nodes[game->node_count - 1].player = color;
    return 0;
}
