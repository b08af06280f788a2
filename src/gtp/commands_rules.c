/* commands_rules.c - the rules commands: kata-get-rules, kata-set-rules, kgs-rules, kosumi-rules
 *
 * The rules are a property of the game (game.h): changing them replays the history under the
 * new ones (game_set_rules), so a change that would make a move already played illegal is
 * refused and changes nothing. Komi is not part of the rules here: `komi` sets it, and a komi
 * inside a rules specification is refused rather than silently applied or dropped.
 *
 * Error texts (every one leaves the session unchanged):
 *   syntax error: unknown rules 'SPEC'              not a preset, JSON or shorthand
 *   syntax error: malformed rules 'SPEC'            broken JSON or shorthand
 *   syntax error: unknown rules key in 'SPEC'       a JSON key that is not a rule
 *   syntax error: bad value for a rules key in 'SPEC'
 *   syntax error: komi is not part of the rules, set it with komi
 *   syntax error: rules too long                    over RULES_SPEC_MAX bytes
 *   syntax error: rules not chinese, japanese, aga or new_zealand       (kgs-rules)
 *   cannot change rules: the moves played are illegal under them
 * SPEC is quoted as received, cut to SPEC_QUOTE_MAX bytes with "...".
 */
#include "config.h"

#include "gtp/commands.h"

#include <string.h>

#include "core/game.h"
#include "core/rules.h"
#include "gtp/session.h"
#include "gtp/session_state.h"
#include "sgf/sgf.h"

/* How much of a refused specification an error message quotes. */
#define SPEC_QUOTE_MAX 64

/* Switches the game to `rules`, answering the refusal if it is one. */
static int change_rules(struct session *s, struct gtp *g, const struct rules *rules)
{
    int error = game_set_rules(&s->game, rules);
    if (error == GAME_NO_MEMORY)
        return gtp_failure(g, "out of memory");
    if (error != 0)
        return gtp_failure(g, "cannot change rules: the moves played are illegal under them");
    const char *name = rules_preset_name(rules);
    session_verbose(s, "rules: %s", name != NULL ? name : "custom");
    return gtp_success(g, NULL);
}

/* The failure answer for a rules_parse error on SPEC. */
static int refuse_spec(struct gtp *g, int error, const char *spec)
{
    if (error == RULES_E_KOMI)
        return gtp_failure(g, "syntax error: komi is not part of the rules, set it with komi");
    if (error == RULES_E_LONG)
        return gtp_failure(g, "syntax error: %s", rules_strerror(error));
    const char *in = error == RULES_E_KEY || error == RULES_E_VALUE ? " in" : "";
    size_t len = strlen(spec);
    if (len > SPEC_QUOTE_MAX)
        return gtp_failure(g, "syntax error: %s%s '%.*s...'", rules_strerror(error), in,
                           SPEC_QUOTE_MAX, spec);
    return gtp_failure(g, "syntax error: %s%s '%s'", rules_strerror(error), in, spec);
}

int cmd_kata_get_rules(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    char json[RULES_JSON_MAX];
    if (rules_format_json(&s->game.rules, json, sizeof json) < 0)
        return gtp_failure(g, "internal error: rules out of range");
    return gtp_success(g, "%s", json);
}

/* kata-set-rules SPEC: a preset name, KataGo's JSON or its shorthand. The arguments are joined
 * back with single spaces, so JSON with spaces ({"ko": "SIMPLE"}) and names with a space
 * ("new zealand") arrive whole. */
int cmd_kata_set_rules(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    char spec[RULES_SPEC_MAX + 1];
    size_t len = 0;
    for (int i = 1; i < argc; i++) {
        size_t n = strlen(argv[i]);
        if (len + (i > 1) + n > RULES_SPEC_MAX)
            return refuse_spec(g, RULES_E_LONG, "");
        if (i > 1)
            spec[len++] = ' ';
        memcpy(spec + len, argv[i], n);
        len += n;
    }
    spec[len] = '\0';
    struct rules rules;
    int error = rules_parse(spec, &rules);
    if (error != 0)
        return refuse_spec(g, error, spec);
    return change_rules(s, g, &rules);
}

/* kosumi-rules: the rules and komi in words on one line, for GoGui's status bar (its Rules view),
 * where kata-get-rules' JSON was cut off. Only what changes play or the score is named. */
int cmd_kosumi_rules(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc, (void)argv;
    static const char *const ko[] = {
        [RULES_KO_NONE] = "no ko rule",
        [RULES_KO_SIMPLE] = "simple ko",
        [RULES_KO_POSITIONAL] = "positional superko",
        [RULES_KO_SITUATIONAL] = "situational superko",
    };
    static const char *const tax[] = {
        [RULES_TAX_NONE] = "",
        [RULES_TAX_SEKI] = ", no points in seki",
        [RULES_TAX_ALL] = ", two points less a group",
    };
    static const char *const bonus[] = {
        [RULES_HANDICAP_BONUS_0] = "",
        [RULES_HANDICAP_BONUS_N] = ", white +1 a handicap stone",
        [RULES_HANDICAP_BONUS_N_MINUS_1] = ", white +1 a handicap stone after the first",
    };
    const struct rules *r = &s->game.rules;
    if ((unsigned)r->ko >= sizeof ko / sizeof ko[0] ||
        (unsigned)r->tax >= sizeof tax / sizeof tax[0] ||
        (unsigned)r->handicap_bonus >= sizeof bonus / sizeof bonus[0])
        return gtp_failure(g, "internal error: rules out of range");
    const char *name = rules_preset_name(r);
    char komi[SGF_REAL_MAX]; /* as printsgf writes it: exactly, where %g would round 123456.78 */
    return gtp_success(g, "%s rules: %s scoring, %s, %s%s%s%s, komi %s",
                       name != NULL ? name : "custom",
                       r->scoring == RULES_SCORING_TERRITORY ? "territory" : "area", ko[r->ko],
                       r->suicide ? "suicide allowed" : "no suicide", tax[r->tax],
                       bonus[r->handicap_bonus], r->has_button ? ", button" : "",
                       sgf_format_real(komi, s->game.komi));
}

/* kgs-rules chinese|japanese|aga|new_zealand, as kgsGtp sends it (chinese is chinese-kgs). */
int cmd_kgs_rules(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    (void)argc;
    struct rules rules;
    if (rules_from_kgs(argv[1], &rules) != 0)
        return gtp_failure(g, "syntax error: rules not chinese, japanese, aga or new_zealand");
    return change_rules(s, g, &rules);
}
