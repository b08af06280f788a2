/* sgf-t.c - tests of the SGF reader and writer
 *
 * Fixtures in tests/data/sgf/: NAME.sgf beside NAME.expected, the dump() of the game read from
 * it (vertices as GTP names, row 1 at the bottom, so GNU Go's own move listings can be checked
 * against them). `sgf-t --dump FILE.sgf` prints that dump, to write a new .expected file.
 *
 * The randomised tests take a seed from $SGF_SEED (default: the time) and print it.
 */
#include "sgf/sgf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tap/basic.h"

/* ------------------------------------------------------------------------------------------ */
/* Helpers                                                                                     */

struct str {
    char *text;
    size_t len;
    size_t capacity;
};

static void str_add(struct str *s, const char *text, size_t n)
{
    if (s->len + n + 1 > s->capacity) {
        s->capacity = (s->len + n + 1) * 2;
        s->text = realloc(s->text, s->capacity);
        if (s->text == NULL)
            bail("out of memory");
    }
    memcpy(s->text + s->len, text, n);
    s->len += n;
    s->text[s->len] = '\0';
}

static void str_printf(struct str *s, const char *format, ...) TAP_PRINTF(2, 3);

static void str_printf(struct str *s, const char *format, ...)
{
    char buffer[256];
    va_list args;
    va_start(args, format);
    int n = vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    if (n < 0 || (size_t)n >= sizeof buffer)
        bail("str_printf: too long");
    str_add(s, buffer, (size_t)n);
}

static void str_puts(struct str *s, const char *text)
{
    str_add(s, text, strlen(text));
}

static void vertex(struct str *s, int col, int row)
{
    if (col == SGF_PASS)
        str_puts(s, "pass");
    else
        str_printf(s, "%c%d", "ABCDEFGHJKLMNOPQRSTUVWXYZ"[col], row + 1);
}

static void dump_text(struct str *s, const char *name, const struct sgf_text *t)
{
    str_printf(s, "%s ", name);
    if (t->text == NULL) {
        str_puts(s, "none\n");
        return;
    }
    str_puts(s, "'");
    for (size_t i = 0; i < t->len; i++) {
        unsigned char c = (unsigned char)t->text[i];
        if (c >= 0x20 && c < 0x7f)
            str_add(s, (const char *)&c, 1);
        else
            str_printf(s, "\\x%02x", c);
    }
    str_puts(s, "'\n");
}

/* A readable description of a game: the fields, then one line per node that holds anything. */
static char *dump(const struct sgf_game *game)
{
    struct str s = {NULL, 0, 0};
    static const char *const setup_names[] = {"AE", "AB", "AW"};
    str_printf(&s, "size %d\n", game->size);
    if (game->has_komi)
        str_printf(&s, "komi %g\n", game->komi);
    else
        str_puts(&s, "komi none\n");
    str_printf(&s, "handicap %d\n", game->handicap);
    dump_text(&s, "rules", &game->rules);
    dump_text(&s, "result", &game->result);
    dump_text(&s, "charset", &game->charset);
    str_printf(&s, "nodes %zu\n", game->node_count);
    for (size_t i = 0; i < game->node_count; i++) {
        const struct sgf_node *node = &game->nodes[i];
        const struct sgf_stone *stones = sgf_node_setup(game, node);
        if (node->setup_count == 0 && node->player == COLOR_EMPTY &&
            node->move.color == COLOR_EMPTY)
            continue;
        str_printf(&s, "%zu", i);
        int last_color = -1;
        for (size_t k = 0; k < node->setup_count; k++) {
            if (stones[k].color != last_color)
                str_printf(&s, " %s", setup_names[stones[k].color]);
            last_color = stones[k].color;
            str_puts(&s, " ");
            vertex(&s, stones[k].col, stones[k].row);
        }
        if (node->player != COLOR_EMPTY)
            str_printf(&s, " PL %s", node->player == COLOR_BLACK ? "B" : "W");
        if (node->move.color != COLOR_EMPTY) {
            str_printf(&s, " %s ", node->move.color == COLOR_BLACK ? "B" : "W");
            vertex(&s, node->move.col, node->move.row);
        }
        str_puts(&s, "\n");
    }
    return s.text;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    struct str s = {NULL, 0, 0};
    char buffer[4096];
    size_t n;
    if (f == NULL)
        return NULL;
    str_add(&s, "", 0);
    while ((n = fread(buffer, 1, sizeof buffer, f)) > 0)
        str_add(&s, buffer, n);
    fclose(f);
    *len = s.len;
    return s.text;
}

static char *fixture(const char *name, const char *suffix, size_t *len)
{
    const char *srcdir = getenv("srcdir");
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/sgf/%s%s", srcdir ? srcdir : ".", name, suffix);
    char *text = read_file(path, len);
    if (text == NULL)
        bail("cannot open '%s'", path);
    return text;
}

/* Reads `len` bytes; returns the status, the error text in `error`. */
static int read_n(const char *data, size_t len, struct sgf_game *game, char *error,
                  size_t error_size)
{
    return sgf_read(data, len, game, error, error_size);
}

/* A C string for a test description: one line, control bytes as escapes. */
static const char *printable(const char *text)
{
    static char out[256];
    size_t used = 0;
    for (; *text != '\0' && used + 5 < sizeof out; text++) {
        unsigned char c = (unsigned char)*text;
        if (c == '\n')
            used += (size_t)snprintf(out + used, sizeof out - used, "\\n");
        else if (c == '\r')
            used += (size_t)snprintf(out + used, sizeof out - used, "\\r");
        else if (c < 0x20 || c >= 0x7f)
            used += (size_t)snprintf(out + used, sizeof out - used, "\\x%02x", c);
        else
            out[used++] = (char)c;
    }
    out[used] = '\0';
    return out;
}

/* The error sgf_read gives for a C string, or "ok". */
static const char *error_of(const char *text)
{
    static char error[256];
    struct sgf_game game;
    if (read_n(text, strlen(text), &game, error, sizeof error) == 0) {
        sgf_game_free(&game);
        return "ok";
    }
    return error;
}

/* The dump of a C string's game, or "error: ..." (the caller frees). */
static char *dump_of(const char *text)
{
    char error[256];
    struct sgf_game game;
    if (read_n(text, strlen(text), &game, error, sizeof error) != 0) {
        struct str s = {NULL, 0, 0};
        str_printf(&s, "error: %s", error);
        return s.text;
    }
    char *d = dump(&game);
    sgf_game_free(&game);
    return d;
}

static void is_dump(const char *wanted, const char *sgf, const char *what)
{
    char *d = dump_of(sgf);
    is_string(wanted, d, "%s", what);
    free(d);
}

static bool has_empty_line(const char *text, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++)
        if (text[i] == '\n' && text[i + 1] == '\n')
            return true;
    return false;
}

/* Writes `game`, reads it back and compares; checks the text has no empty line. Returns NULL
 * when all is well, else what went wrong. */
static const char *round_trip(const struct sgf_game *game)
{
    static char problem[300];
    char *text;
    size_t len;
    struct sgf_game again;
    char error[256];
    if (sgf_write(game, &text, &len) != 0)
        return "write failed";
    if (len < 2 || memcmp(text + len - 2, ")\n", 2) != 0 || has_empty_line(text, len) ||
        text[0] == '\n')
        snprintf(problem, sizeof problem, "bad text: %s", text);
    else if (sgf_read(text, len, &again, error, sizeof error) != 0)
        snprintf(problem, sizeof problem, "cannot read back: %s", error);
    else if (!sgf_game_equal(game, &again)) {
        snprintf(problem, sizeof problem, "not equal after a round trip");
        sgf_game_free(&again);
    } else {
        sgf_game_free(&again);
        free(text);
        return NULL;
    }
    free(text);
    return problem;
}

/* A clean error looks like "LINE:COLUMN: message". */
static bool clean_error(const char *error)
{
    unsigned long line, column;
    int used = 0;
    return sscanf(error, "%lu:%lu: %n", &line, &column, &used) == 2 && used > 0 && line >= 1 &&
           column >= 1 && error[used] != '\0';
}

/* ------------------------------------------------------------------------------------------ */
/* Files written by other programs, and hand-written ones in their styles                      */

static const char *const fixtures[] = {
    "gnugo-9",    "gnugo-13-handicap",
    "gnugo-19",   "gnugo-printsgf",
    "kgs",        "ogs",
    "sabaki",     "gogui",
    "katago",     "ff3",
    "collection", "big25",
    "escapes",
};
#define FIXTURES (sizeof fixtures / sizeof fixtures[0])

static void test_fixtures(void)
{
    for (size_t i = 0; i < FIXTURES; i++) {
        size_t len, expected_len;
        char *data = fixture(fixtures[i], ".sgf", &len);
        char *expected = fixture(fixtures[i], ".expected", &expected_len);
        struct sgf_game game;
        char error[256];
        int status = sgf_read(data, len, &game, error, sizeof error);
        if (!is_int(0, status, "%s.sgf reads", fixtures[i]))
            diag("%s", error);
        char *d = dump(&game);
        is_string(expected, d, "%s.sgf reads as %s.expected", fixtures[i], fixtures[i]);
        const char *problem = round_trip(&game);
        if (!ok(problem == NULL, "%s.sgf survives write and read", fixtures[i]))
            diag("%s", problem);
        free(d);
        sgf_game_free(&game);
        free(expected);
        free(data);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Features, one by one                                                                        */

static void test_features(void)
{
    is_dump("size 19\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 1\n",
            "(;)", "the smallest game: defaults");
    is_dump(
        "size 9\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 1\n"
        "0 AB A9 B9 C9 A8 B8 C8 A7 B7 C7\n",
        "(;SZ[9]AB[aa:cc])", "compressed point list");
    is_dump(
        "size 9\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 1\n"
        "0 AB A9 B9 C9 A8 B8 C8 A7 B7 C7\n",
        "(;SZ[9]AB[cc:aa])", "compressed point list, corners swapped");
    is_dump(
        "size 9\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 1\n"
        "0 AE B8 AB A9 B9 C9 A8 C8 A7 B7 C7 AW E5\n",
        "(;AB[aa:cc]AW[ee]AE[bb]SZ[9])", "setup before SZ, AE after AB in one node");
    is_dump(
        "size 9\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 4\n"
        "1 B pass\n2 W pass\n3 B A1\n",
        "(;SZ[9];B[tt];W[];B[ai])", "passes: B[tt] and W[] on 9x9");
    is_dump(
        "size 20\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 2\n"
        "1 B U1\n",
        "(;SZ[20];B[tt])", "B[tt] is a point on 20x20");
    is_dump(
        "size 19\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 3\n"
        "0 B A19\n1 W B18\n2 B C17\n",
        "(;B[aa](;W[bb];B[cc])(;W[dd]))", "a move in the root; the first variation");
    is_dump(
        "size 19\nkomi 7\nhandicap 3\nrules 'Chinese'\nresult 'B+R'\ncharset none\n"
        "nodes 4\n1 B A19\n2 AE A19 PL B\n3 B A19\n",
        "(;KM[6.5];B[aa];AE[aa]PL[B]KM[7]HA[3]RU[Chinese]RE[B+R];B[aa])",
        "AE and PL in a later node; game information in a later node");
    is_dump("size 19\nkomi 6.5\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 1\n",
            "(;KM[6,5]HA[])", "KM[6,5]; empty HA");
    is_dump(
        "size 19\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 2\n"
        "0 AB A19 B19\n1 W C19\n",
        "Received: from ...\n( no tree here (\t;\nAB [aa]\n [ba] CoPyright[x]\n;White[ca])",
        "junk before the tree, white space between tokens, FF[3] names");
    is_dump(
        "size 19\nkomi none\nhandicap 0\nrules 'a b c d'\nresult 'x]y\\z'\ncharset none\n"
        "nodes 1\n",
        "(;RU[a\tb\r\nc\\\r\n d]RE[x\\]y\\\\z])", "SimpleText: line breaks, escapes");
    is_dump("size 19\nkomi none\nhandicap 0\nrules 'ab'\nresult none\ncharset none\nnodes 1\n",
            "(;RU[a\\\nb])", "a soft line break is removed");
    is_dump(
        "size 19\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 3\n"
        "1 B A19\n2 W B18\n",
        "(;C[a ( tricky ) \\] value];B[aa](;W[bb]C[\\]) ( (])(;W[cc]))", "brackets inside values");
    is_dump("size 19\nkomi 0.5\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 1\n",
            "(;SZ[19:19]KM[.5])", "SZ[19:19]; KM[.5]");
    is_dump(
        "size 1\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 2\n"
        "1 B A1\n",
        "(;SZ[1];B[aa])", "1x1");

    /* NUL bytes are just bytes. */
    static const char nul_text[] = "(;RU[a\0b]C[\0];B[aa])";
    struct sgf_game game;
    char error[256];
    int status = read_n(nul_text, sizeof nul_text - 1, &game, error, sizeof error);
    is_int(0, status, "NUL bytes in values");
    ok(status == 0 && game.rules.len == 3 && memcmp(game.rules.text, "a\0b", 4) == 0 &&
           game.node_count == 2,
       "NUL bytes are carried through");
    const char *problem = status == 0 ? round_trip(&game) : "not read";
    ok(problem == NULL, "NUL bytes survive a round trip");
    if (status == 0)
        sgf_game_free(&game);
    static const char nul_outside[] = "(;B[aa]\0)";
    is_int(SGF_INVALID, read_n(nul_outside, sizeof nul_outside - 1, &game, error, sizeof error),
           "a NUL byte between nodes is refused");
    is_string("1:8: unexpected '\\x00'", error, "... with its position");
    is_int(SGF_INVALID, sgf_read(NULL, 0, &game, NULL, 0),
           "no data at all is refused, without an error buffer");
}

/* ------------------------------------------------------------------------------------------ */
/* Errors                                                                                      */

static void test_errors(void)
{
    static const struct {
        const char *sgf;
        const char *error;
    } cases[] = {
        {"", "1:1: no game tree"},
        {"hello (world)", "1:1: no game tree"},
        {"()", "1:1: no game tree"},
        {"(;GM[1]\nSZ[9]\n;B[ee]C[abc", "3:8: unterminated value"},
        {"(;GM[1]\nSZ[9]\n;B[ee]", "1:1: unterminated game tree"},
        {"(;SZ[9]\n;B[ee]\n(;W[cc])\n(;W[dd]", "1:1: unterminated game tree"},
        {"(;SZ[9]\n;B[ee]\n(;W[cc])\n(;W[dd])", "1:1: unterminated game tree"},
        {"(;SZ[9]\r\n;B[ee]\r\n\r\n;W[az])", "4:4: bad coordinate 'az' for size 9"},
        {"(;SZ[9]\r;B[ee]\r;W[ja])", "3:4: bad coordinate 'ja' for size 9"},
        {"(;SZ[9]AB[aa:az])", "1:11: bad coordinate 'aa:az' for size 9"},
        {"(;SZ[9]AB[a])", "1:11: bad coordinate 'a' for size 9"},
        {"(;SZ[9];B[aa:bb])", "1:11: bad coordinate 'aa:bb' for size 9"},
        {"(;SZ[26])", "1:6: board size 26 not supported"},
        {"(;SZ[0])", "1:6: board size 0 not supported"},
        {"(;SZ[19:13])", "1:6: board size 19:13 not supported"},
        {"(;SZ[9:9:9])", "1:6: bad board size '9:9:9'"},
        {"(;SZ[big])", "1:6: bad board size 'big'"},
        {"(;SZ[99999999999999999999])", "1:6: bad board size '99999999999999999999'"},
        {"(;SZ[9];B[ZZ])", "1:11: bad coordinate 'ZZ' for size 9"},
        {"(;KM[6.5][7])", "1:10: property 'KM' has more than one value"},
        {"(;KM[abc])", "1:6: bad komi 'abc'"},
        {"(;KM[1e999])", "1:6: bad komi '1e999'"},
        {"(;KM[nan])", "1:6: bad komi 'nan'"},
        {"(;HA[-1])", "1:6: bad handicap '-1'"},
        {"(;PL[x])", "1:6: bad player 'x'"},
        {"(;GM[2])", "1:6: not a game of go (GM[2])"},
        {"(;B[aa]())", "1:8: empty game tree"},
        {"(;B[aa](B[bb]))", "1:9: unexpected 'B'"},
        {"(;SZ 9)", "1:3: property 'SZ' has no value"},
        {"(;[aa])", "1:3: value without a property"},
        {"(;B[aa]%)", "1:8: unexpected '%'"},
        {"(;C[\x01\x02\x03\xff];B[\xc3\xa9])", "1:13: bad coordinate '\\xc3\\xa9' for size 19"},
        {"(;B[aa]", "1:1: unterminated game tree"},
        {"(;B", "1:1: unterminated game tree"},
        {"(;B[\\]", "1:4: unterminated value"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        is_string(cases[i].error, error_of(cases[i].sgf), "error for %s", printable(cases[i].sgf));
}

/* ------------------------------------------------------------------------------------------ */
/* Repairs                                                                                     */

/* The repair notes of a C string's game, "" when none, or "error: ..." when it is refused. */
static const char *repairs_of(const char *text)
{
    static char notes[2048];
    char error[256];
    struct sgf_game game;
    if (sgf_read(text, strlen(text), &game, error, sizeof error) != 0) {
        snprintf(notes, sizeof notes, "error: %s", error);
        return notes;
    }
    snprintf(notes, sizeof notes, "%s", game.repairs.text != NULL ? game.repairs.text : "");
    if (game.repairs.text != NULL && game.repair_count == 0)
        snprintf(notes, sizeof notes, "notes without a count");
    sgf_game_free(&game);
    return notes;
}

#define HEAD9 "size 9\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\n"

static void test_repairs(void)
{
    /* The notes, or the error, of small files: KM takes the leading number when nothing after
     * it could continue the number; a lower-case move off the board on both axes is a pass. */
    static const struct {
        const char *sgf, *notes, *what;
    } cases[] = {
        {"(;KM[7.5pts])", "1:6: komi '7.5pts' read as 7.5\n", "KM[7.5pts] noted with its position"},
        {"(;KM[ -6,5 points. ])", "1:6: komi '-6,5 points.' read as -6.5\n",
         "KM[ -6,5 points. ] is read as -6.5"},
        {"(;KM[1e3x])", "1:6: komi '1e3x' read as 1000\n", "an exponent belongs to the number"},
        {"(;KM[7.5e])", "1:6: komi '7.5e' read as 7.5\n", "an 'e' without digits does not"},
        {"(;KM[7.5]KM[])", "", "a plain KM is no repair"},
        {"(;KM[7 1/2])", "error: 1:6: bad komi '7 1/2'",
         "KM[7 1/2] is refused: the digits after it may continue the number"},
        {"(;KM[0\xe7\x9b\xae\xe5\x8d\x8a])",
         "error: 1:6: bad komi '0\\xe7\\x9b\\xae\\xe5\\x8d\\x8a'",
         "KM with bytes outside ASCII after the number is refused (0 and a half)"},
        {"(;KM[pts7.5])", "error: 1:6: bad komi 'pts7.5'",
         "KM without a leading number is refused"},
        {"(;KM[1e999pts])", "error: 1:6: bad komi '1e999pts'",
         "KM whose leading number is not finite is refused"},
        {"(;;B[tt];W[])", "1:6: B[tt] read as a pass (FF[3])\n", "B[tt] noted as FF[3]'s pass"},
        {"(;SZ[9];W[zz];B[jj])",
         "1:11: W[zz] is off the 9x9 board: read as a pass\n"
         "1:17: B[jj] is off the 9x9 board: read as a pass\n",
         "W[zz] and B[jj] on 9x9 both noted"},
        {"(;SZ[9];B[az])", "error: 1:11: bad coordinate 'az' for size 9",
         "a move off the board on one axis only is refused"},
        {"(;SZ[9];B[jA])", "error: 1:11: bad coordinate 'jA' for size 9",
         "a move with an upper-case letter off the board is refused"},
        {"(;SZ[9]AB[zz])", "error: 1:11: bad coordinate 'zz' for size 9",
         "a setup point off the board is refused"},
        {"(;SZ[9];AE[tt])", "error: 1:12: bad coordinate 'tt' for size 9",
         "a setup point off the board is refused, even tt"},
        {"(;SZ[9]AB[aa];W[cc]AW[ee]B[dd]PL[B];B[ff]W[gg])",
         "1:26: second move in one node: B played as the next move\n"
         "1:42: second move in one node: W played as the next move\n",
         "second moves in a node noted where their properties start"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        is_string(cases[i].notes, repairs_of(cases[i].sgf), "%s", cases[i].what);

    is_dump("size 19\nkomi 7.5\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 1\n",
            "(;KM[7.5pts])", "KM[7.5pts] is read as komi 7.5");
    is_dump(
        "size 19\nkomi none\nhandicap 0\nrules none\nresult none\ncharset none\nnodes 3\n"
        "1 B pass\n2 W pass\n",
        "(;;B[tt];W[])", "B[tt] on 19x19 is a pass");
    is_dump(HEAD9 "nodes 3\n1 W pass\n2 B pass\n", "(;SZ[9];W[zz];B[jj])",
            "W[zz] and B[jj] on 9x9 are passes");

    /* Two moves in one node: played in the order written; the setup and PL come first. */
    is_dump(HEAD9 "nodes 5\n0 AB A9\n1 AW E5 PL B W C7\n2 B D6\n3 B F4\n4 W G3\n",
            "(;SZ[9]AB[aa];W[cc]AW[ee]B[dd]PL[B];B[ff]W[gg])",
            "two moves in one node become consecutive moves, after the node's setup and PL");
    is_dump(HEAD9 "nodes 4\n1 B A9\n2 B B9\n3 B C9\n", "(;SZ[9];B[aa]B[ba]B[ca])",
            "three black moves in one node, in order");

    /* The notes kept are bounded; the count goes on. */
    struct str text = {NULL, 0, 0};
    str_puts(&text, "(;");
    for (int i = 0; i < SGF_MAX_REPAIRS + 4; i++)
        str_puts(&text, ";B[tt]");
    str_puts(&text, ")");
    struct sgf_game game;
    char error[256];
    int status = sgf_read(text.text, text.len, &game, error, sizeof error);
    size_t lines = 0;
    for (size_t i = 0; status == 0 && i < game.repairs.len; i++)
        lines += game.repairs.text[i] == '\n';
    ok(status == 0 && game.repair_count == SGF_MAX_REPAIRS + 4 && lines == SGF_MAX_REPAIRS,
       "%d repairs: all counted, %d noted", SGF_MAX_REPAIRS + 4, SGF_MAX_REPAIRS);
    /* What the writer makes of a repaired game needs no repair. */
    char *written;
    size_t len;
    struct sgf_game again;
    sgf_game_free(&game);
    sgf_read("(;KM[7.5pts];B[aa]W[tt])", 24, &game, error, sizeof error);
    ok(sgf_write(&game, &written, &len) == 0 &&
           sgf_read(written, len, &again, error, sizeof error) == 0 && again.repair_count == 0 &&
           again.repairs.text == NULL && sgf_game_equal(&game, &again),
       "a repaired game is written as one that needs no repair");
    if (written != NULL)
        free(written);
    sgf_game_free(&again);
    sgf_game_free(&game);
    free(text.text);
}

/* ------------------------------------------------------------------------------------------ */
/* The builder and the writer                                                                  */

static void test_writer(void)
{
    struct sgf_game game;
    char *text;
    size_t len;

    is_int(SGF_INVALID, sgf_game_init(&game, 0), "no 0x0 game");
    is_int(SGF_INVALID, sgf_game_init(&game, 26), "no 26x26 game");
    is_int(0, sgf_game_init(&game, 9), "a 9x9 game");
    game.komi = 0.5;
    game.has_komi = true;
    game.handicap = 2;
    sgf_game_set_rules(&game, "Japanese");
    sgf_game_set_result(&game, "B+R");
    is_int(0, sgf_game_add_setup(&game, COLOR_BLACK, 6, 6), "handicap stone G7");
    is_int(0, sgf_game_add_setup(&game, COLOR_BLACK, 2, 2), "handicap stone C3");
    is_int(0, sgf_game_add_setup(&game, COLOR_WHITE, 4, 4), "setup E5");
    is_int(0, sgf_game_add_setup(&game, COLOR_BLACK, 4, 4), "E5 again, black now");
    is_int(0, sgf_game_set_player(&game, COLOR_WHITE), "PL[W]");
    is_int(SGF_INVALID, sgf_game_add_setup(&game, COLOR_BLACK, 9, 0), "no setup off the board");
    is_int(SGF_INVALID, sgf_game_add_setup(&game, COLOR_EDGE, 0, 0), "no setup of an edge");
    is_int(SGF_INVALID, sgf_game_add_move(&game, COLOR_WHITE, 0, -1), "no move off the board");
    is_int(SGF_INVALID, sgf_game_add_move(&game, COLOR_EMPTY, 0, 0), "no move without color");
    is_int(SGF_INVALID, sgf_game_set_player(&game, 7), "no PL[7]");
    for (int i = 0; i < 12; i++)
        sgf_game_add_move(&game, i % 2 ? COLOR_BLACK : COLOR_WHITE, i % 9, i / 9);
    sgf_game_add_move(&game, COLOR_WHITE, SGF_PASS, SGF_PASS);
    sgf_game_add_node(&game);
    sgf_game_add_setup(&game, COLOR_EMPTY, 0, 0);
    sgf_game_set_player(&game, COLOR_BLACK);
    sgf_game_add_move(&game, COLOR_BLACK, 8, 8);
    is_int(0, sgf_write(&game, &text, &len), "write");
    is_string(
        "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[0.5]HA[2]RU[Japanese]RE[B+R]\n"
        "AB[gc][ee][cg]PL[W]\n"
        ";W[ai];B[bi];W[ci];B[di];W[ei];B[fi];W[gi];B[hi];W[ii];B[ah];W[bh];B[ch];W[]\n"
        ";AE[ai]PL[B]\n"
        ";B[ia])\n",
        text, "written text");
    is_int((long)strlen(text), (long)len, "written length");
    ok(round_trip(&game) == NULL, "the built game survives a round trip");
    free(text);

    sgf_game_set_result(&game, "a]b\\c\nd");
    sgf_game_set_rules(&game, "caf\xe9");
    sgf_write(&game, &text, &len);
    ok(strstr(text, "RE[a\\]b\\\\c d]") != NULL, "text escaped, line break as a space");
    ok(strstr(text, "CA[") == NULL, "no CA claimed for Latin-1 bytes");
    ok(round_trip(&game) == NULL, "... and a round trip");
    free(text);
    sgf_game_set_charset(&game, "ISO-8859-1");
    sgf_write(&game, &text, &len);
    ok(strstr(text, "CA[ISO-8859-1]") != NULL, "the game's own CA is written");
    free(text);
    sgf_game_set_charset(&game, NULL);
    sgf_game_set_rules(&game, "\xe6\x97\xa5\xe6\x9c\xac");
    sgf_write(&game, &text, &len);
    ok(strstr(text, "CA[UTF-8]") != NULL, "CA[UTF-8] claimed for UTF-8 text");
    free(text);

    game.komi = 1.0 / 3.0;
    ok(round_trip(&game) == NULL, "komi 1/3 survives a round trip");
    game.komi = -1e300;
    ok(round_trip(&game) == NULL, "komi -1e300 survives a round trip");
    game.komi = 6.5;
    sgf_write(&game, &text, &len);
    ok(strstr(text, "KM[6.5]") != NULL, "KM[6.5]");
    free(text);
    /* SGF's Real is digits, a point and digits: no exponent, and no sign on a zero; the fewest
     * digits that read back as the same number. */
    char huge[310] = "KM[-1";
    memset(huge + 5, '0', 300);
    strcpy(huge + 305, "]");
    const struct {
        double komi;
        const char *written;
    } reals[] = {{1e6, "KM[1000000]"},  {1e-7, "KM[0.0000001]"},       {-0.0, "KM[0]"},
                 {0.29, "KM[0.29]"},    {-123456.78, "KM[-123456.78]"}, {-1e300, huge},
                 {5e-324, "KM[0.000000000"}};
    for (size_t i = 0; i < sizeof reals / sizeof reals[0]; i++) {
        game.komi = reals[i].komi;
        sgf_write(&game, &text, &len);
        ok(text != NULL && strstr(text, reals[i].written) != NULL &&
               strchr(strstr(text, "KM["), 'e') > strchr(strstr(text, "KM["), ']'),
           "komi %g written %.40s", reals[i].komi, reals[i].written);
        free(text);
    }
    game.komi = 5e-324;
    ok(round_trip(&game) == NULL, "komi 5e-324 survives a round trip");

    game.size = 30;
    is_int(SGF_INVALID, sgf_write(&game, &text, &len), "no writing a 30x30 game");
    ok(text == NULL, "... and no text");
    game.size = 9;
    game.nodes[3].move.col = 9;
    is_int(SGF_INVALID, sgf_write(&game, &text, &len), "no writing a move off the board");
    sgf_game_free(&game);
    is_int(0, (long)game.node_count, "freed game is empty");
    sgf_game_free(&game);

    /* A long setup wraps without an empty line. */
    sgf_game_init(&game, 19);
    for (int row = 0; row < 19; row++)
        for (int col = 0; col < 19; col++)
            sgf_game_add_setup(&game, (row + col) % 3, col, row);
    const char *problem = round_trip(&game);
    ok(problem == NULL, "a full board of setup survives a round trip");
    sgf_write(&game, &text, &len);
    size_t longest = 0, line = 0;
    for (size_t i = 0; i < len; i++)
        line = text[i] == '\n' ? 0 : line + 1, longest = line > longest ? line : longest;
    ok(longest <= 78, "lines are at most 78 bytes (%zu)", longest);
    free(text);
    sgf_game_free(&game);
}

/* ------------------------------------------------------------------------------------------ */
/* Broken, random and huge input                                                               */

static void test_truncations(void)
{
    static const char *const names[] = {"gnugo-19", "kgs", "sabaki", "ogs", "escapes"};
    for (size_t f = 0; f < sizeof names / sizeof names[0]; f++) {
        size_t len, bad = 0, parsed = 0;
        char *data = fixture(names[f], ".sgf", &len);
        for (size_t cut = 0; cut <= len; cut++) {
            /* A copy of exactly `cut` bytes, so ASan sees any read past the end. */
            char *copy = malloc(cut ? cut : 1);
            memcpy(copy, data, cut);
            struct sgf_game game;
            char error[256];
            if (sgf_read(copy, cut, &game, error, sizeof error) == 0) {
                parsed++;
                if (round_trip(&game) != NULL)
                    bad++;
                sgf_game_free(&game);
            } else if (!clean_error(error)) {
                diag("cut at %zu: '%s'", cut, error);
                bad++;
            }
            free(copy);
        }
        ok(bad == 0, "%s.sgf cut at each of %zu offsets: %zu parse, the rest fail cleanly",
           names[f], len + 1, parsed);
        free(data);
    }
}

static unsigned long long rng_state;

static unsigned random_below(unsigned n)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(rng_state >> 33) % n;
}

static void test_random(unsigned long seed)
{
    static const char alphabet[] = "();[]\\:ABWEKMSZHLPaeitz19 \n\r\0";
    size_t bad = 0, parsed = 0;
    rng_state = seed;
    for (int round = 0; round < 4000; round++) {
        size_t len;
        char *data = fixture(fixtures[random_below(FIXTURES)], ".sgf", &len);
        int edits = 1 + (int)random_below(8);
        for (int e = 0; e < edits && len > 0; e++) {
            size_t at = random_below((unsigned)len);
            switch (random_below(3)) {
            case 0: /* replace a byte */
                data[at] = random_below(2) ? (char)random_below(256)
                                           : alphabet[random_below(sizeof alphabet - 1)];
                break;
            case 1: /* delete a byte */
                memmove(data + at, data + at + 1, len - at - 1);
                len--;
                break;
            default: /* duplicate a stretch */
            {
                size_t n = random_below(40);
                if (n > len - at)
                    n = len - at;
                char *grown = realloc(data, len + n + 1);
                if (grown == NULL)
                    bail("out of memory");
                data = grown;
                memmove(data + at + n, data + at, len - at);
                len += n;
            }
            }
        }
        struct sgf_game game;
        char error[256];
        if (sgf_read(data, len, &game, error, sizeof error) == 0) {
            parsed++;
            const char *problem = round_trip(&game);
            if (problem != NULL) {
                diag("round %d: %s", round, problem);
                bad++;
            }
            sgf_game_free(&game);
        } else if (!clean_error(error)) {
            diag("round %d: '%s'", round, error);
            bad++;
        }
        free(data);
    }
    ok(bad == 0,
       "4000 mutated fixtures: %zu parse and survive a round trip, the rest fail "
       "cleanly",
       parsed);

    bad = 0;
    for (int round = 0; round < 2000; round++) {
        size_t len = random_below(300);
        char *data = malloc(len + 1);
        for (size_t i = 0; i < len; i++)
            data[i] = random_below(3) ? alphabet[random_below(sizeof alphabet - 1)]
                                      : (char)random_below(256);
        if (len > 2)
            data[0] = '(', data[1] = ';';
        struct sgf_game game;
        char error[256];
        if (sgf_read(data, len, &game, error, sizeof error) == 0) {
            if (round_trip(&game) != NULL)
                bad++;
            sgf_game_free(&game);
        } else if (!clean_error(error)) {
            bad++;
        }
        free(data);
    }
    ok(bad == 0, "2000 random byte strings: each parses or fails cleanly");
}

static double seconds_since(clock_t start)
{
    return (double)(clock() - start) / CLOCKS_PER_SEC;
}

static void test_huge(void)
{
    const size_t target = 10 * 1024 * 1024;
    struct str s = {NULL, 0, 0};
    struct sgf_game game;
    char error[256];
    clock_t start;

    /* 10 MB of variations: a main line, then sibling variations with comments and markup. */
    str_puts(&s, "(;GM[1]FF[4]SZ[19]KM[7.5];B[pd];W[dp]");
    for (int i = 0; s.len < target; i++)
        str_printf(&s, "(;B[%c%c]C[variation %d \\] (x)];W[dd]TR[aa][bb](;B[cc])(;B[ee]))",
                   'a' + i % 19, 'a' + i / 19 % 19, i);
    str_puts(&s, ")");
    start = clock();
    int status = sgf_read(s.text, s.len, &game, error, sizeof error);
    double elapsed = seconds_since(start);
    is_int(0, status, "10 MB of sibling variations read");
    is_int(6, (long)game.node_count, "... main line of 6 nodes");
    diag("%zu bytes of sibling variations in %.3f s", s.len, elapsed);
    sgf_game_free(&game);

    /* 10 MB of nesting: the second variation opens 5 million game trees. */
    const size_t depth = target / 2;
    s.len = 0;
    str_puts(&s, "(;B[aa](;W[bb])");
    for (size_t i = 0; i < depth; i++)
        str_puts(&s, "(");
    str_puts(&s, ";B[cc]");
    for (size_t i = 0; i < depth; i++)
        str_puts(&s, ")");
    is_string("1:1: unterminated game tree", error_of(s.text), "10 MB of nesting, one ')' short");
    str_puts(&s, ")");
    start = clock();
    status = sgf_read(s.text, s.len, &game, error, sizeof error);
    elapsed = seconds_since(start);
    ok(status == 0 && game.node_count == 2, "%zu game trees nested in each other", depth);
    diag("%zu bytes of nested variations in %.3f s", s.len, elapsed);
    if (status == 0)
        sgf_game_free(&game);

    /* 10 MB of main line: some 45,000 moves with comments and markup. */
    s.len = 0;
    str_puts(&s, "(;GM[1]FF[4]SZ[19]KM[6.5]");
    size_t moves = 0;
    for (; s.len < target; moves++)
        str_printf(&s,
                   ";%c[%c%c]C[a comment \\] with an escape, %zu, and some more text to "
                   "make the file big, and more, and more, and more, and more, and more]"
                   "TR[aa][bb]LB[cc:x]",
                   "BW"[moves % 2], (int)('a' + moves % 19), (int)('a' + moves / 19 % 19), moves);
    str_puts(&s, ")");
    start = clock();
    status = sgf_read(s.text, s.len, &game, error, sizeof error);
    elapsed = seconds_since(start);
    ok(status == 0 && game.node_count == moves + 1, "a 10 MB main line of %zu moves", moves);
    diag("%zu bytes of main line in %.3f s", s.len, elapsed);
    if (status == 0)
        sgf_game_free(&game);

    /* A main line nested as deep: too many nodes, refused early. */
    s.len = 0;
    str_puts(&s, "(;SZ[9]");
    while (s.len < target)
        str_puts(&s, "(;B[aa];W[bb]");
    is_string("1:650002: too many nodes (more than 100000)", error_of(s.text),
              "a 10 MB main line is refused");

    /* SGF_MAX_NODES nodes exactly are fine, one more is not. */
    s.len = 0;
    str_puts(&s, "(;");
    for (int i = 1; i < SGF_MAX_NODES; i++)
        str_puts(&s, ";B[]");
    str_puts(&s, ")");
    status = sgf_read(s.text, s.len, &game, error, sizeof error);
    ok(status == 0 && game.node_count == SGF_MAX_NODES, "%d nodes read", SGF_MAX_NODES);
    if (status == 0)
        sgf_game_free(&game);
    s.text[s.len - 1] = ';';
    str_puts(&s, ")");
    is_int(SGF_INVALID, sgf_read(s.text, s.len, &game, error, sizeof error), "%d nodes refused",
           SGF_MAX_NODES + 1);

    /* 625 points from 9 bytes: the stone limit, not the input, bounds this. */
    s.len = 0;
    str_puts(&s, "(;SZ[25]");
    for (int i = 0; i < 2000; i++)
        str_puts(&s, ";AB[aa:yy]");
    str_puts(&s, ")");
    is_string("1:16009: too many setup stones (more than 1000000)", error_of(s.text),
              "too many setup stones are refused");
    free(s.text);
}

/* ------------------------------------------------------------------------------------------ */

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--dump") == 0) {
        size_t len;
        char error[256];
        struct sgf_game game;
        char *data = read_file(argv[2], &len);
        if (data == NULL || sgf_read(data, len, &game, error, sizeof error) != 0) {
            fprintf(stderr, "%s: %s\n", argv[2], data ? error : "cannot open");
            return 1;
        }
        char *d = dump(&game);
        fputs(d, stdout);
        free(d);
        free(data);
        sgf_game_free(&game);
        return 0;
    }

    const char *seed_text = getenv("SGF_SEED");
    unsigned long seed = seed_text ? strtoul(seed_text, NULL, 10) : (unsigned long)time(NULL);

    plan(3 * FIXTURES + 21 + 35 + 23 + 39 + 5 + 2 + 9);
    diag("SGF_SEED=%lu", seed);
    test_fixtures();
    test_features();
    test_errors();
    test_repairs();
    test_writer();
    test_truncations();
    test_random(seed);
    test_huge();
    return 0;
}
