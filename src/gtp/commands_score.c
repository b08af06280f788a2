/* commands_score.c - the end of a game: final_score and final_status_list
 *
 * Both read the same judgement: the stones the engine calls dead (engine_dead_stones, from a
 * copy of genmove's random stream so that asking changes no later move), the seki on the board
 * without them (game_seki), and the score of the board with the dead stones taken off
 * (game_score_dead). Under rules that score the board as it stands (tromp-taylor) no stone is
 * taken off. The territory statuses (GNU Go's black_territory, white_territory, dame) are the
 * empty points final_score counts for their owner; as in GNU Go 3.8, a dead stone's point is in
 * none of the three lists, though the score counts it for the captor.
 */
#include "config.h"

#include "gtp/commands.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "core/board.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/score.h"
#include "engine/engine.h"
#include "gtp/session.h"
#include "gtp/session_state.h"
#include "gtp/vertices.h"

/* final_status_list's statuses: the stones' (enum stone_status) and the empty points' (an enum
 * score_point of game_score's owners). Tab completion offers the names. */
enum stone_status { ALIVE, DEAD, SEKI, TERRITORY };

static const struct {
    const char *name;
    enum stone_status status;
    int owner; /* for TERRITORY */
} statuses[] = {
    {"alive", ALIVE, 0},
    {"dead", DEAD, 0},
    {"seki", SEKI, 0},
    {"black_territory", TERRITORY, SCORE_BLACK_TERRITORY},
    {"white_territory", TERRITORY, SCORE_WHITE_TERRITORY},
    {"dame", TERRITORY, SCORE_DAME},
};

const char *commands_final_status_at(size_t index)
{
    return index < sizeof statuses / sizeof statuses[0] ? statuses[index].name : NULL;
}

static void dead_stones(struct session *s, uint8_t *dead);

/* The empty points final_score counts as `owner`, in GNU Go's format: all on one line. As GNU
 * Go's, they are owned as on the board once the dead stones are off, except under rules that
 * count the board as it stands; a dead stone's point, counted for its captor, is not empty and
 * is left out, as GNU Go leaves it out. */
static int answer_territory(struct session *s, struct gtp *g, int owner)
{
    const struct board *b = &s->game.board;
    uint8_t owners[BOARD_MAX_SIZE * BOARD_MAX_SIZE], dead[BOARD_MAX_POINTS];
    struct score_result result;
    bool as_it_stands = rules_scores_board_as_it_stands(&s->game.rules);
    if (!as_it_stands)
        dead_stones(s, dead);
    if (game_score_dead(&s->game, as_it_stands ? NULL : dead, &result, owners) != 0)
        return gtp_failure(g, "cannot score");
    bool mark[BOARD_MAX_POINTS] = {false};
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            mark[p] = b->color[p] == COLOR_EMPTY && owners[row * b->size + col] == owner;
        }
    vertices_print(g, &s->game.board, mark);
    return gtp_success(g, NULL);
}

/* The stones the engine judges dead, drawing from a copy of genmove's stream so that asking
 * does not change the moves genmove plays. */
static void dead_stones(struct session *s, uint8_t *dead)
{
    struct rng copy = s->rng;
    engine_dead_stones(s->engine, &s->game, &copy, dead);
}

int cmd_final_score(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    struct score_result result;
    uint8_t dead[BOARD_MAX_POINTS];
    char text[64];
    bool as_it_stands = rules_scores_board_as_it_stands(&s->game.rules);
    if (!as_it_stands)
        dead_stones(s, dead);
    if (game_score_dead(&s->game, as_it_stands ? NULL : dead, &result, NULL) != 0 ||
        score_format_gtp(&result, text, sizeof text) < 0)
        return gtp_failure(g, "cannot score");
    return gtp_success(g, "%s", text);
}

int cmd_final_status_list(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    size_t k = 0;
    while (k < sizeof statuses / sizeof statuses[0] && strcmp(argv[1], statuses[k].name) != 0)
        k++;
    if (k == sizeof statuses / sizeof statuses[0])
        return gtp_failure(g,
                           "syntax error: status not alive, dead, seki, black_territory, "
                           "white_territory or dame");
    if (statuses[k].status == TERRITORY)
        return answer_territory(s, g, statuses[k].owner);
    enum stone_status want = statuses[k].status;
    uint8_t dead[BOARD_MAX_POINTS], seki[BOARD_MAX_POINTS];
    dead_stones(s, dead);
    game_seki(&s->game, dead, seki);
    /* One chain per line, chains in reading order of their first stone, stones likewise. */
    const struct board *b = &s->game.board;
    bool done[BOARD_MAX_POINTS] = {false};
    int stones[BOARD_MAX_POINTS];
    bool first = true;
    for (int row = b->size - 1; row >= 0; row--) {
        for (int col = 0; col < b->size; col++) {
            int p = board_point(b, col, row);
            if (b->color[p] == COLOR_EMPTY || done[p])
                continue;
            bool mark[BOARD_MAX_POINTS] = {false};
            int n = board_chain_stones(b, p, stones);
            for (int i = 0; i < n; i++)
                mark[stones[i]] = done[stones[i]] = true;
            if (want != (dead[p] ? DEAD : seki[p] ? SEKI : ALIVE))
                continue;
            if (!first)
                gtp_printf(g, "\n");
            vertices_print(g, &s->game.board, mark);
            first = false;
        }
    }
    return gtp_success(g, NULL);
}
