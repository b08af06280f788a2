/* coord-t.c - vertices and colors as text: parse and format */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "core/board.h"
#include "core/coord.h"
#include "tap/basic.h"

static void test_colors(void)
{
    static const struct {
        const char *text;
        int color;
    } cases[] = {
        {"b", COLOR_BLACK},
        {"B", COLOR_BLACK},
        {"black", COLOR_BLACK},
        {"BLACK", COLOR_BLACK},
        {"Black", COLOR_BLACK},
        {"w", COLOR_WHITE},
        {"W", COLOR_WHITE},
        {"white", COLOR_WHITE},
        {"WhItE", COLOR_WHITE},
        {"", -1},
        {"bl", -1},
        {"blackx", -1},
        {"x", -1},
        {"empty", -1},
        {"1", -1},
        {"b ", -1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        is_int(cases[i].color, coord_parse_color(cases[i].text), "color '%s'", cases[i].text);
    is_string("black", coord_color_name(COLOR_BLACK), "name of black");
    is_string("white", coord_color_name(COLOR_WHITE), "name of white");
    is_string("empty", coord_color_name(COLOR_EMPTY), "name of an empty point");
}

static void test_vertices(void)
{
    struct board b9, b25;
    board_init(&b9, 9);
    board_init(&b25, 25);
    is_int(board_point(&b9, 3, 3), coord_parse_vertex(&b9, "D4"), "D4");
    is_int(board_point(&b9, 3, 3), coord_parse_vertex(&b9, "d4"), "d4");
    is_int(board_point(&b9, 0, 0), coord_parse_vertex(&b9, "A1"), "A1 is the lower left");
    is_int(board_point(&b9, 8, 8), coord_parse_vertex(&b9, "J9"), "J9 is the upper right");
    is_int(board_point(&b9, 7, 0), coord_parse_vertex(&b9, "H1"), "H is the eighth column");
    is_int(board_point(&b25, 24, 24), coord_parse_vertex(&b25, "Z25"), "Z25 on 25x25");
    is_int(BOARD_PASS, coord_parse_vertex(&b9, "pass"), "pass");
    is_int(BOARD_PASS, coord_parse_vertex(&b9, "PASS"), "PASS");
    is_int(BOARD_PASS, coord_parse_vertex(&b9, "Pass"), "Pass");
    is_int(COORD_OFF_BOARD, coord_parse_vertex(&b9, "K1"), "K1 off 9x9");
    is_int(COORD_OFF_BOARD, coord_parse_vertex(&b9, "A10"), "A10 off 9x9");
    is_int(COORD_OFF_BOARD, coord_parse_vertex(&b9, "T19"), "T19 off 9x9");
    static const char *const malformed[] = {
        "",    "I1",  "i5",  "A0", "A",  "1A",    "A01", "A26",    "A100", "A-1",       "A+1",
        "AA1", "A1 ", " A1", "@1", "[1", "passx", "pas", "resign", "A1a",  "\303\2511",
    };
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++)
        is_int(COORD_MALFORMED, coord_parse_vertex(&b25, malformed[i]), "malformed '%s'",
               malformed[i]);
}

/* Every point of every size formats to a vertex that parses back to it. */
static void test_round_trip(void)
{
    int bad = 0, points = 0;
    for (int size = 1; size <= BOARD_MAX_SIZE; size++) {
        struct board b;
        board_init(&b, size);
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                char buf[COORD_VERTEX_MAX];
                int p = board_point(&b, col, row);
                coord_format(&b, p, buf);
                points++;
                if (coord_parse_vertex(&b, buf) != p || strchr(buf, 'I') != NULL) {
                    if (bad++ < 5)
                        diag("size %d: point (%d, %d) formats as '%s'", size, col, row, buf);
                }
            }
        }
    }
    is_int(0, bad, "every point of sizes 1..25 round-trips (%d points)", points);
    struct board b;
    board_init(&b, 19);
    char buf[COORD_VERTEX_MAX];
    is_string("pass", coord_format(&b, BOARD_PASS, buf), "pass formats as 'pass'");
    is_string("T19", coord_format(&b, board_point(&b, 18, 18), buf), "upper right of 19x19");
    is_string("J10", coord_format(&b, board_point(&b, 8, 9), buf), "J follows H");
    is_string("??", coord_format(&b, -5, buf), "not a point");
}

int main(void)
{
    plan(19 + 12 + 21 + 5);
    test_colors();
    test_vertices();
    test_round_trip();
    return 0;
}
