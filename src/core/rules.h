/* rules.h - a rule set as plain data, and the named presets users know */
#ifndef KOSUMI_RULES_H
#define KOSUMI_RULES_H

#include <stdbool.h>
#include <stddef.h>

enum rules_ko {
    RULES_KO_NONE,         /* kosumi's extension: any repetition allowed */
    RULES_KO_SIMPLE,       /* no immediate retake of a single stone */
    RULES_KO_POSITIONAL,   /* no repetition of a whole-board position */
    RULES_KO_SITUATIONAL,  /* no repetition of a position with the same player to move */
};

enum rules_scoring {
    RULES_SCORING_AREA,       /* stones + surrounded empty points (+ komi) */
    RULES_SCORING_TERRITORY,  /* surrounded empty points + prisoners (+ komi) */
};

enum rules_tax {
    RULES_TAX_NONE,  /* every surrounded point counts */
    RULES_TAX_SEKI,  /* points in seki do not count */
    RULES_TAX_ALL,   /* every group is taxed up to two eyes (stone scoring) */
};

enum rules_handicap_bonus {
    RULES_HANDICAP_BONUS_0,       /* white gets nothing for black's handicap stones */
    RULES_HANDICAP_BONUS_N,       /* white gets a point per handicap stone (area scoring) */
    RULES_HANDICAP_BONUS_N_MINUS_1,
};

struct rules {
    enum rules_ko ko;
    enum rules_scoring scoring;
    enum rules_tax tax;
    bool suicide;  /* multi-stone suicide legal; one-stone suicide never is */
    bool has_button;
    enum rules_handicap_bonus handicap_bonus;
    bool friendly_pass_ok;
};

/* Why a rules specification was refused; the parsers return 0 or one of these. */
enum rules_error {
    RULES_OK = 0,
    RULES_E_EMPTY = -1,    /* nothing but white space */
    RULES_E_UNKNOWN = -2,  /* not a preset name, nor JSON, nor KataGo's shorthand */
    RULES_E_SYNTAX = -3,   /* malformed JSON or shorthand */
    RULES_E_KEY = -4,      /* a JSON key that is not a rule */
    RULES_E_VALUE = -5,    /* a known key with a value of the wrong type or out of range */
    RULES_E_KOMI = -6,     /* komi given where it is not part of the rules */
    RULES_E_LONG = -7,     /* longer than RULES_SPEC_MAX bytes */
    RULES_E_SPACE = -8,    /* an output buffer is too small */
};

/* The longest specification rules_parse reads; anything longer is RULES_E_LONG. */
#define RULES_SPEC_MAX 4096

/* A buffer this large always holds rules_format_json's output and its NUL. */
#define RULES_JSON_MAX 160

/* Tromp-Taylor: area scoring, positional superko, multi-stone suicide legal. kosumi's default. */
void rules_default(struct rules *out);

/* Whether two rule sets have the same components. */
bool rules_equal(const struct rules *a, const struct rules *b);

/* Parse SPEC into *out, which is untouched on failure. SPEC is, after surrounding white space:
 *   - a preset name, matched case-insensitively, '-', '_' or ' ' (or nothing) between its words
 *     ("tromp-taylor", "Tromp_Taylor", "tromptaylor", "nz", "new zealand", "chinese-ogs", ...);
 *   - KataGo's JSON object, e.g. {"ko":"POSITIONAL","scoring":"AREA","suicide":true}, keys ko
 *     (SIMPLE, POSITIONAL, SITUATIONAL, and kosumi's NONE), scoring (alias score: AREA,
 *     TERRITORY), tax (NONE, SEKI, ALL), suicide, hasButton, friendlyPassOk (true, false),
 *     whiteHandicapBonus ("0", "N", "N-1"); string values match case-insensitively, keys exactly.
 *     Missing keys come from tromp-taylor, except that a missing tax is SEKI under territory
 *     scoring and NONE under area scoring, as in KataGo. A repeated key: the last one counts;
 *   - KataGo's shorthand, e.g. "koPOSITIONALscoreAREAtaxNONEsui1" (parts ko, score or scoring,
 *     tax, sui, button, whb, fpok, in any order, same defaults as JSON).
 * A komi (JSON key "komi", shorthand "komi7.5") is RULES_E_KOMI: use rules_parse_komi.
 * Returns 0, or a negative enum rules_error. Never reads past the NUL, never allocates. */
int rules_parse(const char *spec, struct rules *out);

/* rules_parse, but a komi in SPEC is accepted and stored in *komi (left alone when SPEC has
 * none); it must be a finite multiple of 0.5 between -1000 and 1000, else RULES_E_VALUE.
 * KOMI may be NULL, which makes this rules_parse. */
int rules_parse_komi(const char *spec, struct rules *out, double *komi);

/* Only the preset names of rules_parse (no JSON, no shorthand). Returns 0 or RULES_E_UNKNOWN. */
int rules_preset(const char *name, struct rules *out);

/* The canonical name of the first preset whose components all equal r ("tromp-taylor",
 * "japanese", ...), or NULL. Presets with identical components share the first one's name:
 * korean reads as "japanese", bga and french as "aga", chinese-kgs as "chinese-ogs", ing as
 * "goe". */
const char *rules_preset_name(const struct rules *r);

/* True when the game's score counts the board exactly as it stands, every stone alive: area
 * scoring without friendly passes (Tromp-Taylor), where dead stones must be captured. Under
 * every other rule set the players agree which stones are dead and take them off first. */
bool rules_scores_board_as_it_stands(const struct rules *r);

/* The canonical preset names, in order, for help texts: index 0 up, NULL past the end. */
const char *rules_preset_at(size_t index);

/* The names rules_from_kgs takes, in order: index 0 up, NULL past the end. */
const char *rules_kgs_name_at(size_t index);

/* The kgs-rules argument (kgsGtp): chinese (meaning chinese-kgs), japanese, aga, new_zealand,
 * case-insensitively. Returns 0 or RULES_E_UNKNOWN. */
int rules_from_kgs(const char *name, struct rules *out);

/* An SGF RU[] value: the usual names (Japanese, Chinese, Korean, AGA, GOE, NZ, BGA, Ing,
 * "New Zealand", "Tromp-Taylor", jp, cn, kr, ...) case-insensitively, then anything rules_parse
 * takes (KataGo writes its shorthand into RU, sometimes with a komi, which is ignored here:
 * the komi is KM[]). Returns 0 or a negative enum rules_error. */
int rules_from_sgf(const char *ru, struct rules *out);

/* KataGo's kata-get-rules JSON for r, keys sorted as KataGo prints them:
 * {"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,
 *  "tax":"NONE","whiteHandicapBonus":"0"}
 * Returns its length, RULES_E_SPACE if it does not fit in SIZE bytes with its NUL (BUF then holds
 * "" when SIZE > 0), or RULES_E_VALUE if a field of r is out of range. */
int rules_format_json(const struct rules *r, char *buf, size_t size);

/* The komi a rule set is usually played with (KataGo's defaults): 6.5 under territory scoring,
 * 7 with a button, 7.5 otherwise. */
double rules_default_komi(const struct rules *r);

/* Text for an enum rules_error code: lower-case, no final period. */
const char *rules_strerror(int code);

#endif
