/* sgf-fuzz.c - libFuzzer target: arbitrary bytes through the SGF reader, and the writer
 *
 * Any input must either read, or fail with an error of the form "LINE:COLUMN: message". A game
 * that reads carries its repair notes, each "LINE:COLUMN: message\n", at most SGF_MAX_REPAIRS of
 * them and no more than it counts. It is written, and the text must be well formed (ends in
 * ")\n", no empty line, since it goes into GTP responses) and read back as the same game, with
 * nothing left to repair. Anything else aborts.
 *
 *     make fuzz-sgf [FUZZ_SECONDS=60]     # on a scratch copy of tests/fuzz/corpus/sgf
 *     tests/fuzz/sgf-fuzz crash-...       # replays one input
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf/sgf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *what, const char *detail)
{
    fprintf(stderr, "sgf-fuzz: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

static void check_error(const char *error)
{
    unsigned long line, column;
    int used = 0;
    if (sscanf(error, "%lu:%lu: %n", &line, &column, &used) != 2 || used == 0 || line == 0 ||
        column == 0 || error[used] == '\0')
        fail("malformed error", error);
}

/* The notes of a game read: well-formed lines, as many as counted or SGF_MAX_REPAIRS. */
static void check_repairs(const struct sgf_game *game)
{
    const struct sgf_text *t = &game->repairs;
    size_t lines = 0;
    if (t->text == NULL) {
        if (game->repair_count != 0)
            fail("repairs counted but not noted", NULL);
        return;
    }
    if (t->len == 0 || t->text[t->len - 1] != '\n' || strlen(t->text) != t->len)
        fail("malformed repair notes", t->text);
    for (const char *line = t->text; *line != '\0'; line = strchr(line, '\n') + 1) {
        char copy[400];
        size_t n = (size_t)(strchr(line, '\n') - line);
        if (n >= sizeof copy)
            fail("repair note too long", line);
        memcpy(copy, line, n);
        copy[n] = '\0';
        check_error(copy);
        lines++;
    }
    size_t expected = game->repair_count < SGF_MAX_REPAIRS ? game->repair_count : SGF_MAX_REPAIRS;
    if (lines != expected)
        fail("repair notes and count disagree", t->text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct sgf_game game, again;
    char error[256];
    char *text;
    size_t len;

    int status = sgf_read((const char *)data, size, &game, error, sizeof error);
    if (status != 0) {
        if (status != SGF_INVALID && status != SGF_NOMEM)
            fail("unknown status", NULL);
        check_error(error);
        if (game.node_count != 0 || game.nodes != NULL)
            fail("game not left empty after an error", error);
        return 0;
    }
    if (game.node_count < 1 || game.size < 1 || game.size > SGF_MAX_SIZE)
        fail("bad game read", NULL);
    check_repairs(&game);
    if (sgf_write(&game, &text, &len) != 0)
        fail("cannot write a game that was read", NULL);
    if (len < 2 || strlen(text) > len || memcmp(text + len - 2, ")\n", 2) != 0)
        fail("written text does not end in )\\n", text);
    for (size_t i = 0; i + 1 < len; i++)
        if (text[i] == '\n' && text[i + 1] == '\n')
            fail("empty line in written text", text);
    if (sgf_read(text, len, &again, error, sizeof error) != 0)
        fail("cannot read back the written text", error);
    if (!sgf_game_equal(&game, &again))
        fail("game differs after write and read", text);
    if (again.repair_count != 0)
        fail("the written text needs repairs", again.repairs.text);
    free(text);
    sgf_game_free(&again);
    sgf_game_free(&game);
    return 0;
}
