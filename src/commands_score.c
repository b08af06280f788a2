/* commands_score.c - the end of a game: final_score and final_status_list
 *
 * Both read the same judgement: the stones the engine calls dead (engine_dead_stones, from a
 * copy of genmove's random stream so that asking changes no later move), the seki on the board
 * without them (game_seki), and the score of the board with the dead stones taken off
 * (game_score_dead). Under rules that score the board as it stands (tromp-taylor) no stone is
 * taken off for final_score. The territory statuses (GNU Go's black_territory, white_territory,
 * dame) are game_score's owners of the empty points.
 */
#include "config.h"

#include "commands.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "board.h"
#include "engine/engine.h"
#include "game.h"
#include "rules.h"
#include "score.h"
#include "session.h"
#include "session_state.h"

/* The enum score_point a final_status_list status names, or -1 for alive, dead, seki or any
 * other word. */
static int territory_status(const char *status)
{
    if (strcmp(status, "black_territory") == 0)
        return SCORE_BLACK_TERRITORY;
    if (strcmp(status, "white_territory") == 0)
        return SCORE_WHITE_TERRITORY;
    if (strcmp(status, "dame") == 0)
        return SCORE_DAME;
    return -1;
}

/* The empty points game_score classifies as `owner`, in GNU Go's format: all on one line. */
static int answer_territory(struct session *s, struct gtp *g, int owner)
{
    const struct board *b = &s->game.board;
    uint8_t owners[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    struct score_result result;
    if (game_score(&s->game, &result, owners) != 0)
        return gtp_failure(g, "cannot score");
    bool mark[BOARD_MAX_POINTS] = {false};
    for (int row = 0; row < b->size; row++)
        for (int col = 0; col < b->size; col++)
            mark[board_point(b, col, row)] = owners[row * b->size + col] == owner;
    commands_print_points(s, g, mark);
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
    int territory = territory_status(argv[1]);
    if (territory >= 0)
        return answer_territory(s, g, territory);
    enum { ALIVE, DEAD, SEKI } want = strcmp(argv[1], "dead") == 0   ? DEAD
                                      : strcmp(argv[1], "seki") == 0 ? SEKI
                                                                     : ALIVE;
    if (want == ALIVE && strcmp(argv[1], "alive") != 0)
        return gtp_failure(g,
                           "syntax error: status not alive, dead, seki, black_territory, "
                           "white_territory or dame");
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
            commands_print_points(s, g, mark);
            first = false;
        }
    }
    return gtp_success(g, NULL);
}
