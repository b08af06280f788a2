/* commands_table.c - kosumi's one GTP command table, and the tab completion that reads it
 *
 * A row a command: its handler (commands.h: commands.c for the core, commands_*.c by theme), its
 * arity, flags and help line. list_commands, known_command, help, the dispatcher (gtp.c) and
 * completion all read this table, never a second list.
 */
#include "config.h"

#include <string.h>

#include "core/rules.h"
#include "gtp/commands.h"
#include "gtp/session.h"

#define BOARD SESSION_CHANGES_BOARD
#define COLOR COMMANDS_COLOR_ARG

/* Sorted by name (strcmp); list_commands, known_command, help, the dispatcher and completion read
 * it, and tests check that the man page documents every row. A row: name, handler, arity,
 * max_args, flags, then help's synopsis of the arguments and its line on the command. */
/* clang-format off */
static const struct gtp_command commands[] = {
    {"all_legal", cmd_all_legal, 1, 0, COLOR,
     "COLOR", "the points where COLOR may play now"},
    {"boardsize", cmd_boardsize, 1, 0, BOARD,
     "SIZE", "a new empty board of SIZE x SIZE points (1 to 25)"},
    {"captures", cmd_captures, 1, 0, COLOR,
     "COLOR", "the number of stones COLOR has captured"},
    {"clear_board", cmd_clear_board, 0, 0, BOARD,
     "", "a new game on an empty board, same size, komi and rules"},
    {"color", cmd_color, 1, 0, 0,
     "VERTEX", "black, white or empty: what is at VERTEX"},
    {"countlib", cmd_countlib, 1, 0, 0,
     "VERTEX", "the number of liberties of the stones at VERTEX"},
    {"cputime", cmd_cputime, 0, 0, 0,
     "", "the processor time used so far, in seconds"},
    {"final_score", cmd_final_score, 0, 0, 0,
     "", "the score: B+N, W+N or 0"},
    {"final_status_list", cmd_final_status_list, 1, 0, 0,
     "STATUS", "the alive, dead or seki stones, or territory or dame points"},
    {"findlib", cmd_findlib, 1, 0, 0,
     "VERTEX", "the liberties of the stones at VERTEX"},
    {"fixed_handicap", cmd_fixed_handicap, 1, 0, BOARD,
     "N", "N black handicap stones on the usual points (2 to 9)"},
    {"genmove", cmd_genmove, 1, 0, BOARD | COLOR,
     "COLOR", "the engine chooses a move for COLOR and plays it"},
    {"gg-undo", cmd_gg_undo, 0, 1, BOARD,
     "[N]", "takes back the last N moves (default 1)"},
    {"gg_genmove", cmd_gg_genmove, 1, 2, COLOR,
     "COLOR [SEED]", "reg_genmove searching with a random stream seeded SEED (default 0)"},
    {"gogui-analyze_commands", cmd_gogui_analyze_commands, 0, 0, 0,
     "", "the views GoGui lists in its Analyze menu"},
    {"gogui-interrupt", cmd_gogui_interrupt, 0, 0, 0,
     "", "GoGui may then stop a genmove with a line \"# interrupt\""},
    {"gogui-title", cmd_gogui_title, 0, 0, 0,
     "", "GoGui's window title: the engine, board size, komi and rules"},
    {"help", cmd_help, 0, 1, 0,
     "[COMMAND]", "this list, or the line on COMMAND"},
    {"is_legal", cmd_is_legal, 2, 0, COLOR,
     "COLOR VERTEX", "1 if COLOR may play at VERTEX now, else 0"},
    {"kata-analyze", cmd_kata_analyze, 0, GTP_ARGS_ANY, 0,
     "[COLOR] ...",
     "KataGo's analysis lines until the next input (at the prompt: a table until a key)"},
    {"kata-genmove_analyze", cmd_kata_genmove_analyze, 0, GTP_ARGS_ANY, BOARD,
     "COLOR ...", "genmove, with KataGo's analysis lines"},
    {"kata-get-rules", cmd_kata_get_rules, 0, 0, 0,
     "", "the rules as KataGo's JSON"},
    {"kata-set-rules", cmd_kata_set_rules, -1, 0, 0,
     "RULES", "sets the rules: a preset, KataGo's JSON or shorthand"},
    {"kgs-genmove_cleanup", cmd_kgs_genmove_cleanup, 1, 0, BOARD | COLOR,
     "COLOR", "genmove, capturing dead stones before it passes"},
    {"kgs-rules", cmd_kgs_rules, 1, 0, 0,
     "NAME", "sets the rules: chinese, japanese, aga or new_zealand"},
    {"kgs-time_settings", cmd_kgs_time_settings, 1, 4, 0,
     "SYSTEM ...", "sets the clock: none, absolute, byoyomi or canadian"},
    {"known_command", cmd_known_command, 1, 0, 0,
     "NAME", "true if NAME is a command, else false"},
    {"komi", cmd_komi, 1, 0, 0,
     "KOMI", "sets the komi"},
    {"kosumi-liberties", cmd_kosumi_liberties, 0, 0, 0,
     "", "the liberties of each stone's chain, as a GoGui sboard"},
    {"kosumi-ownership", cmd_kosumi_ownership, 0, 0, 0,
     "", "each point's owner in the search, -1 white to 1 black"},
    {"kosumi-param", cmd_kosumi_param, 0, 2, 0,
     "[KEY VALUE]", "the settings GoGui shows, or sets one"},
    {"kosumi-policy", cmd_kosumi_policy, 0, 1, COLOR,
     "[COLOR]", "the move-prediction model's probability of each point"},
    {"kosumi-policy_view", cmd_kosumi_policy_view, 0, 1, COLOR,
     "[COLOR]", "kosumi-policy on a log scale, 1 for the likeliest, for GoGui"},
    {"kosumi-preferred_moves", cmd_kosumi_preferred_moves, 0, 0, 0,
     "", "the search's most visited moves, as GoGui graphics"},
    {"kosumi-rules", cmd_kosumi_rules, 0, 0, 0,
     "", "the rules and komi in words, on one line"},
    {"kosumi-winrate", cmd_kosumi_winrate, 0, 0, 0,
     "", "the search's win rate and score lead for Black, on one line"},
    {"last_move", cmd_last_move, 0, 0, 0,
     "", "the color and vertex of the last move"},
    {"list_commands", cmd_list_commands, 0, 0, 0,
     "", "the commands, one a line"},
    {"list_stones", cmd_list_stones, 1, 0, COLOR,
     "COLOR", "the stones of COLOR"},
    {"loadsgf", cmd_loadsgf, 1, 2, BOARD,
     "FILE [N]", "an SGF file's game, before its move N or at its end"},
    {"lz-analyze", cmd_lz_analyze, 0, GTP_ARGS_ANY, 0,
     "[COLOR] ...",
     "Leela Zero's analysis lines until the next input (at the prompt: a table until a key)"},
    {"lz-genmove_analyze", cmd_lz_genmove_analyze, 0, GTP_ARGS_ANY, BOARD,
     "COLOR ...", "genmove, with Leela Zero's analysis lines"},
    {"move_history", cmd_move_history, 0, 0, 0,
     "", "the moves played, newest first"},
    {"name", cmd_name, 0, 0, 0,
     "", "the engine's name"},
    {"place_free_handicap", cmd_place_free_handicap, 1, 0, BOARD,
     "N", "N black handicap stones where the engine chooses"},
    {"play", cmd_play, 2, 0, BOARD | COLOR,
     "COLOR VERTEX", "plays a move of COLOR at VERTEX, or a pass"},
    {"printsgf", cmd_printsgf, 0, 1, 0,
     "[FILE]", "the game as an SGF record, or written to FILE"},
    {"protocol_version", cmd_protocol_version, 0, 0, 0,
     "", "the version of GTP spoken: 2"},
    {"quit", cmd_quit, 0, 0, 0,
     "", "ends the session"},
    {"reg_genmove", cmd_reg_genmove, 1, 0, COLOR,
     "COLOR", "the move genmove would play for COLOR (never resign), not played"},
    {"restricted_genmove", cmd_restricted_genmove, 2, GTP_ARGS_ANY, COLOR,
     "COLOR VERTEX...", "reg_genmove choosing among the listed vertices only"},
    {"set_free_handicap", cmd_set_free_handicap, -1, 0, BOARD,
     "VERTEX...", "black handicap stones on these points"},
    {"showboard", cmd_showboard, 0, 0, 0,
     "", "the board as a diagram"},
    {"time_left", cmd_time_left, 3, 0, COLOR,
     "COLOR TIME STONES", "the time left on COLOR's clock"},
    {"time_settings", cmd_time_settings, 3, 0, 0,
     "MAIN TIME STONES", "the clock: MAIN seconds, then STONES moves per TIME"},
    {"undo", cmd_undo, 0, 0, BOARD,
     "", "takes back the last move"},
    {"version", cmd_version, 0, 0, 0,
     "", "the engine's version"},
};
/* clang-format on */

#undef BOARD
#undef COLOR

const struct gtp_command *commands_table(size_t *count)
{
    *count = sizeof commands / sizeof commands[0];
    return commands;
}

const char *commands_complete(const char *before, size_t index)
{
    static const char *const colors[] = {"black", "white", NULL};
    size_t count = sizeof commands / sizeof commands[0];

    /* The words before the one being completed, the id left out. */
    const char *p = before + strspn(before, " \t");
    size_t id = strspn(p, "0123456789");
    if (id > 0 && (p[id] == ' ' || p[id] == '\t'))
        p += id + strspn(p + id, " \t");
    size_t name_len = strcspn(p, " \t");
    if (p[name_len] == '\0') /* no complete word yet: a command name */
        return index < count ? commands[index].name : NULL;
    const char *q = p + name_len + strspn(p + name_len, " \t");
    if (*q != '\0') /* past the first argument */
        return NULL;
    char name[64];
    if (name_len >= sizeof name)
        return NULL;
    memcpy(name, p, name_len);
    name[name_len] = '\0';
    const char *const *list = NULL;
    if (strcmp(name, "known_command") == 0 || strcmp(name, "help") == 0)
        return index < count ? commands[index].name : NULL;
    if (strcmp(name, "final_status_list") == 0)
        return commands_final_status_at(index);
    if (strcmp(name, "kgs-time_settings") == 0)
        return commands_time_system_at(index);
    if (strcmp(name, "kgs-rules") == 0)
        return rules_kgs_name_at(index);
    if (strcmp(name, "kata-set-rules") == 0)
        return rules_preset_at(index);
    for (size_t i = 0; i < count; i++)
        if (strcmp(commands[i].name, name) == 0 && (commands[i].flags & COMMANDS_COLOR_ARG))
            list = colors;
    if (list == NULL)
        return NULL;
    for (size_t i = 0; list[i] != NULL; i++)
        if (i == index)
            return list[i];
    return NULL;
}
