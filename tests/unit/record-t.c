/* record-t.c - SGF records replayed onto games and games written back as records */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/rules.h"
#include "sgf/record.h"
#include "sgf/sgf.h"
#include "tap/basic.h"

static char *slurp(const char *name, size_t *len)
{
    const char *srcdir = getenv("srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/data/sgf/%s", srcdir != NULL ? srcdir : ".", name);
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        bail("cannot open '%s'", path);
    char *data = NULL;
    size_t cap = 0;
    *len = 0;
    for (;;) {
        if (*len + 4096 > cap) {
            cap = 2 * cap + 4096;
            data = realloc(data, cap);
            if (data == NULL)
                bail("out of memory");
        }
        size_t n = fread(data + *len, 1, cap - *len, f);
        if (n == 0)
            break;
        *len += n;
    }
    fclose(f);
    return data;
}

static int load_text(const char *text, size_t len, int before, struct game *g, int *to_play,
                     char *error, size_t size)
{
    struct sgf_game record;
    if (sgf_read(text, len, &record, error, size) != 0)
        return -2;
    struct rules rules;
    rules_default(&rules);
    int status = record_to_game(&record, before, &rules, 7.5, g, to_play, error, size);
    sgf_game_free(&record);
    return status;
}

static bool same_game(const struct game *a, const struct game *b)
{
    return a->board.size == b->board.size && a->board.hash == b->board.hash &&
           memcmp(a->board.color, b->board.color, sizeof a->board.color) == 0 &&
           a->board.prisoners[COLOR_BLACK] == b->board.prisoners[COLOR_BLACK] &&
           a->board.prisoners[COLOR_WHITE] == b->board.prisoners[COLOR_WHITE] &&
           game_move_count(a) == game_move_count(b) && a->history_count == b->history_count &&
           a->komi == b->komi && a->handicap == b->handicap && rules_equal(&a->rules, &b->rules) &&
           game_to_play(a) == game_to_play(b) && a->start.hash == b->start.hash;
}

/* Replays a fixture, writes the game back as SGF, reads and replays that: the same game. */
static void test_round_trip(const char *name, int moves)
{
    size_t len;
    char *text = slurp(name, &len);
    struct game g, again;
    int to_play;
    char error[256] = "";
    int status = load_text(text, len, 0, &g, &to_play, error, sizeof error);
    free(text);
    if (!is_int(0, status, "%s replays", name)) {
        diag("%s", error);
        return;
    }
    is_int(moves, game_move_count(&g), "%s: %d moves", name, moves);
    ok(board_check(&g.board) == NULL, "%s: board consistent", name);
    struct sgf_game record;
    char *written = NULL;
    size_t written_len = 0;
    ok(record_from_game(&g, &record) == 0 && sgf_write(&record, &written, &written_len) == 0,
       "%s: written back", name);
    sgf_game_free(&record);
    status = load_text(written, written_len, 0, &again, &to_play, error, sizeof error);
    ok(status == 0 && same_game(&g, &again), "%s: the written record replays to the same game",
       name);
    if (status == 0)
        game_free(&again);
    free(written);
    game_free(&g);
}

static void test_fixtures(void)
{
    /* Move counts are those of the main lines (GNU Go's own listing for its records). */
    static const struct {
        const char *name;
        int moves;
    } fixtures[] = {
        {"gnugo-9.sgf", 45}, {"gnugo-13-handicap.sgf", 78}, {"gnugo-19.sgf", 227},
        {"gnugo-printsgf.sgf", 0}, {"kgs.sgf", 8}, {"ogs.sgf", 7}, {"sabaki.sgf", 7},
        {"gogui.sgf", 5}, {"ff3.sgf", 4},
    };
    for (size_t i = 0; i < sizeof fixtures / sizeof fixtures[0]; i++)
        test_round_trip(fixtures[i].name, fixtures[i].moves);

    /* Two fixtures written to exercise the reader are not legal games: refused whole. */
    static const struct {
        const char *name, *error;
    } illegal[] = {
        {"katago.sgf", "move 16 (W J7): illegal move: point occupied"},
        {"big25.sgf", "move 1 (B U6): illegal move: point occupied"},
    };
    for (size_t i = 0; i < sizeof illegal / sizeof illegal[0]; i++) {
        size_t len;
        char *text = slurp(illegal[i].name, &len);
        struct game g;
        int to_play;
        char error[256] = "";
        is_int(-1, load_text(text, len, 0, &g, &to_play, error, sizeof error), "%s refused",
               illegal[i].name);
        is_string(illegal[i].error, error, "%s: the illegal move named", illegal[i].name);
        free(text);
    }
}

static void test_before_move(void)
{
    static const char text[] = "(;SZ[9]KM[6.5];B[ee];W[cc];B[gg];W[cg];B[gc])";
    struct game g;
    int to_play;
    char error[256];
    is_int(0, load_text(text, sizeof text - 1, 4, &g, &to_play, error, sizeof error),
           "load before move 4");
    is_int(3, game_move_count(&g), "three moves played");
    is_int(COLOR_WHITE, to_play, "white's move 4 is next");
    ok(g.komi == 6.5, "komi from KM");
    game_free(&g);
    is_int(0, load_text(text, sizeof text - 1, 1000, &g, &to_play, error, sizeof error),
           "a move number past the end loads everything");
    is_int(5, game_move_count(&g), "five moves");
    is_int(COLOR_WHITE, to_play, "white to play after black's last move");
    game_free(&g);
}

/* The reader gives each move of a node with two its own node (sgf.h): each is a move number. */
static void test_two_moves_in_a_node(void)
{
    static const char text[] = "(;SZ[9];B[ee]W[cc];B[gg])";
    struct game g;
    int to_play;
    char error[256];
    is_int(0, load_text(text, sizeof text - 1, 2, &g, &to_play, error, sizeof error),
           "two moves in a node: load before move 2");
    is_int(1, game_move_count(&g), "... black's move 1 played");
    is_int(COLOR_WHITE, to_play, "... white's move 2, the node's second, is next");
    game_free(&g);
    is_int(0, load_text(text, sizeof text - 1, 3, &g, &to_play, error, sizeof error),
           "two moves in a node: load before move 3");
    is_int(2, game_move_count(&g), "... both moves of the node played");
    is_int(COLOR_WHITE, g.board.color[board_point(&g.board, 2, 6)], "... W[cc] is on C7");
    is_int(COLOR_BLACK, to_play, "... black's move 3 is next");
    game_free(&g);
    static const char illegal[] = "(;SZ[9];B[ee]W[ee])";
    is_int(-1, load_text(illegal, sizeof illegal - 1, 0, &g, &to_play, error, sizeof error),
           "an illegal second move in a node is refused");
    is_string("move 2 (W E5): illegal move: point occupied", error, "... and named");
}

static void test_illegal(void)
{
    static const char occupied[] = "(;SZ[9];B[ee];W[ee])";
    struct game g;
    int to_play;
    char error[256];
    is_int(-1, load_text(occupied, sizeof occupied - 1, 0, &g, &to_play, error, sizeof error),
           "a move on a stone is refused");
    is_string("move 2 (W E5): illegal move: point occupied", error, "the message names the move");

    /* The corner point a1 is a one-stone suicide for white. */
    static const char suicide[] = "(;SZ[5];B[ad];W[ee];B[be];W[ae])";
    is_int(-1, load_text(suicide, sizeof suicide - 1, 0, &g, &to_play, error, sizeof error),
           "a one-stone suicide is refused");
    is_string("move 4 (W A1): illegal move: suicide", error, "and named");

    static const char bad_setup[] = "(;SZ[3]AB[ab][ba]AW[aa])";
    is_int(-1, load_text(bad_setup, sizeof bad_setup - 1, 0, &g, &to_play, error, sizeof error),
           "setup leaving a chain without liberties is refused");
    is_string("node 0: setup stone at A3: setup leaves a chain without liberties", error,
              "and named");
}

static void test_rules_and_handicap(void)
{
    static const char japanese[] = "(;SZ[9]RU[Japanese]HA[2]AB[cg][gc];W[ee])";
    struct game g;
    int to_play;
    char error[256];
    is_int(0, load_text(japanese, sizeof japanese - 1, 0, &g, &to_play, error, sizeof error),
           "a handicap game with Japanese rules");
    struct rules expected;
    rules_preset("japanese", &expected);
    ok(rules_equal(&expected, &g.rules), "RU[Japanese] gives the japanese preset");
    is_int(2, g.handicap, "two handicap stones");
    is_int(COLOR_WHITE, g.start_to_play, "white moved first");
    ok(g.komi == 7.5, "komi defaults to the caller's");
    is_int(COLOR_BLACK, to_play, "black to play");

    struct sgf_game record;
    char *text = NULL;
    size_t len;
    ok(record_from_game(&g, &record) == 0 && sgf_write(&record, &text, &len) == 0, "written");
    ok(text != NULL && strstr(text, "HA[2]") != NULL && strstr(text, "RU[japanese]") != NULL &&
           strstr(text, "AB[gc][cg]") != NULL,
       "HA, RU and AB written");
    sgf_game_free(&record);
    free(text);
    game_free(&g);

    static const char unknown[] = "(;SZ[9]RU[Martian];B[ee])";
    is_int(0, load_text(unknown, sizeof unknown - 1, 0, &g, &to_play, error, sizeof error),
           "unknown rules load");
    struct rules tt;
    rules_default(&tt);
    ok(rules_equal(&tt, &g.rules), "with the caller's rules");
    game_free(&g);
}

static void test_setup_after_moves(void)
{
    static const char text[] = "(;SZ[5];B[aa];AW[cc]AE[aa];W[dd])";
    struct game g;
    int to_play;
    char error[256];
    is_int(0, load_text(text, sizeof text - 1, 0, &g, &to_play, error, sizeof error),
           "setup after a move");
    is_int(COLOR_EMPTY, g.board.color[board_point(&g.board, 0, 4)], "AE cleared A5");
    is_int(COLOR_WHITE, g.board.color[board_point(&g.board, 2, 2)], "AW put C3");
    is_int(2, game_move_count(&g), "two moves");
    is_int(4, (int)g.history_count, "and two setup entries");
    game_free(&g);
}

static void test_result(void)
{
    struct game g;
    game_init(&g, 5, NULL);
    g.komi = 0.5;
    game_play(&g, COLOR_BLACK, board_point(&g.board, 2, 2));
    game_play(&g, COLOR_WHITE, BOARD_PASS);
    struct sgf_game record;
    record_from_game(&g, &record);
    ok(record.result.text == NULL, "no result before the game ends");
    sgf_game_free(&record);
    game_play(&g, COLOR_BLACK, BOARD_PASS);
    record_from_game(&g, &record);
    is_string("B+24.5", record.result.text, "RE after two passes: area count with komi");
    sgf_game_free(&record);
    /* SGF readers take RE's margin as a number: its shortest form, not final_score's "B+25.0". */
    g.komi = 0;
    record_from_game(&g, &record);
    is_string("B+25", record.result.text, "RE of an integer margin: B+25, no decimal");
    sgf_game_free(&record);
    g.komi = 25;
    record_from_game(&g, &record);
    is_string("0", record.result.text, "RE of a draw: 0");
    sgf_game_free(&record);
    game_free(&g);
}

/* A replay forward stops at every position record_to_game gives, the same game each time: a
 * handicap, setup in a move's node and between moves, PL naming the next player, a pass, the
 * end. */
static void test_replay(void)
{
    static const char text[] = "(;SZ[9]HA[2]AB[cg][gc]PL[W];W[ee];B[cc]AW[aa];AE[aa]AB[ab]PL[W]"
                               ";W[gg];B[];PL[B];B[dd])";
    struct sgf_game record;
    char error[256] = "";
    if (!is_int(0, sgf_read(text, sizeof text - 1, &record, error, sizeof error), "replay: read"))
        return;
    struct rules rules;
    rules_default(&rules);
    struct game g;
    struct record_replay replay;
    int status = record_replay_start(&replay, &record, &rules, 7.5, &g, error, sizeof error);
    int differ = status == 0 ? 0 : -1;
    for (int before = 1; status == 0 && before <= 6; before++) {
        int stop = before <= 5 ? before : 0, to_play, want_to_play;
        struct game want;
        status = record_replay_to(&replay, &g, stop, &to_play, error, sizeof error);
        if (status != 0 ||
            record_to_game(&record, stop, &rules, 7.5, &want, &want_to_play, error,
                           sizeof error) != 0) {
            differ = -1;
            break;
        }
        if (!same_game(&g, &want) || !game_history_equal(&g, &want) || to_play != want_to_play) {
            diag("the replay differs before move %d", stop);
            differ++;
        }
        game_free(&want);
    }
    if (status == 0)
        game_free(&g);
    is_int(0, differ, "a replay forward stops at each position as record_to_game gives it");
    status = record_replay_start(&replay, &record, &rules, 7.5, &g, error, sizeof error);
    int to_play;
    if (status == 0 && record_replay_to(&replay, &g, 3, &to_play, error, sizeof error) == 0) {
        is_int(-1, record_replay_to(&replay, &g, 2, &to_play, error, sizeof error),
               "a replay does not go back");
        is_string("move 2 is behind the replay", error, "... and says so");
    } else {
        ok(false, "a replay to move 3: %s", error);
    }
    sgf_game_free(&record);
}

int main(void)
{
    plan_lazy();
    test_fixtures();
    test_before_move();
    test_two_moves_in_a_node();
    test_illegal();
    test_rules_and_handicap();
    test_setup_after_moves();
    test_result();
    test_replay();
    return 0;
}
