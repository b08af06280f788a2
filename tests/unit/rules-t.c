/* rules-t.c - presets, KataGo's JSON and shorthand, kgs-rules and SGF RU[] names
 *
 * The expected components are written out again here from KataGo's documentation
 * (docs/GTP_Extensions.md, kata-set-rules) rather than taken from rules.c. The random part takes
 * a seed from the command line (default: time), prints it, and feeds rules_parse noise and
 * mutated JSON: it must answer 0 or a negative code and never crash.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/rules.h"
#include "tap/basic.h"

struct expected {
    const char *name;
    const char *json; /* kata-get-rules */
};

/* clang-format off */
/* Every canonical preset, in rules.c's order, with KataGo's documented JSON. */
static const struct expected expected[] = {
    {"tromp-taylor", "{\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":true,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"0\"}"},
    {"japanese", "{\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":false,\"tax\":\"SEKI\",\"whiteHandicapBonus\":\"0\"}"},
    {"korean", "{\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":false,\"tax\":\"SEKI\",\"whiteHandicapBonus\":\"0\"}"},
    {"chinese", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SIMPLE\",\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N\"}"},
    {"chinese-ogs", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N\"}"},
    {"chinese-kgs", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N\"}"},
    {"aga", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SITUATIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N-1\"}"},
    {"bga", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SITUATIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N-1\"}"},
    {"new-zealand", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SITUATIONAL\",\"scoring\":\"AREA\",\"suicide\":true,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"0\"}"},
    {"stone-scoring", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SIMPLE\",\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"ALL\",\"whiteHandicapBonus\":\"0\"}"},
    {"ancient-territory", "{\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":false,\"tax\":\"ALL\",\"whiteHandicapBonus\":\"0\"}"},
    {"aga-button", "{\"friendlyPassOk\":true,\"hasButton\":true,\"ko\":\"SITUATIONAL\",\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N-1\"}"},
    {"goe", "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":true,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"0\"}"},
};
/* clang-format on */
#define NEXPECTED (sizeof expected / sizeof expected[0])

/* The components of each preset, field by field (the same facts as above, another way). */
static void test_components(void)
{
    /* clang-format off */
    static const struct {
        const char *name;
        struct rules r;
    } table[] = {
        {"tromp-taylor", {RULES_KO_POSITIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, true, false, RULES_HANDICAP_BONUS_0, false}},
        {"chinese", {RULES_KO_SIMPLE, RULES_SCORING_AREA, RULES_TAX_NONE, false, false, RULES_HANDICAP_BONUS_N, true}},
        {"chinese-ogs", {RULES_KO_POSITIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, false, false, RULES_HANDICAP_BONUS_N, true}},
        {"chinese-kgs", {RULES_KO_POSITIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, false, false, RULES_HANDICAP_BONUS_N, true}},
        {"japanese", {RULES_KO_SIMPLE, RULES_SCORING_TERRITORY, RULES_TAX_SEKI, false, false, RULES_HANDICAP_BONUS_0, false}},
        {"korean", {RULES_KO_SIMPLE, RULES_SCORING_TERRITORY, RULES_TAX_SEKI, false, false, RULES_HANDICAP_BONUS_0, false}},
        {"aga", {RULES_KO_SITUATIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, false, false, RULES_HANDICAP_BONUS_N_MINUS_1, true}},
        {"bga", {RULES_KO_SITUATIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, false, false, RULES_HANDICAP_BONUS_N_MINUS_1, true}},
        {"french", {RULES_KO_SITUATIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, false, false, RULES_HANDICAP_BONUS_N_MINUS_1, true}},
        {"new-zealand", {RULES_KO_SITUATIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, true, false, RULES_HANDICAP_BONUS_0, true}},
        {"stone-scoring", {RULES_KO_SIMPLE, RULES_SCORING_AREA, RULES_TAX_ALL, false, false, RULES_HANDICAP_BONUS_0, true}},
        {"ancient-area", {RULES_KO_SIMPLE, RULES_SCORING_AREA, RULES_TAX_ALL, false, false, RULES_HANDICAP_BONUS_0, true}},
        {"ancient-territory", {RULES_KO_SIMPLE, RULES_SCORING_TERRITORY, RULES_TAX_ALL, false, false, RULES_HANDICAP_BONUS_0, false}},
        {"aga-button", {RULES_KO_SITUATIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, false, true, RULES_HANDICAP_BONUS_N_MINUS_1, true}},
        {"goe", {RULES_KO_POSITIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, true, false, RULES_HANDICAP_BONUS_0, true}},
        {"ing", {RULES_KO_POSITIONAL, RULES_SCORING_AREA, RULES_TAX_NONE, true, false, RULES_HANDICAP_BONUS_0, true}},
    };
    /* clang-format on */
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        struct rules r;
        memset(&r, 0x55, sizeof r);
        is_int(0, rules_preset(table[i].name, &r), "preset %s exists", table[i].name);
        is_int(table[i].r.ko, r.ko, "%s: ko", table[i].name);
        is_int(table[i].r.scoring, r.scoring, "%s: scoring", table[i].name);
        is_int(table[i].r.tax, r.tax, "%s: tax", table[i].name);
        is_int(table[i].r.suicide, r.suicide, "%s: suicide", table[i].name);
        is_int(table[i].r.has_button, r.has_button, "%s: hasButton", table[i].name);
        is_int(table[i].r.handicap_bonus, r.handicap_bonus, "%s: whiteHandicapBonus",
               table[i].name);
        is_int(table[i].r.friendly_pass_ok, r.friendly_pass_ok, "%s: friendlyPassOk",
               table[i].name);
        ok(rules_equal(&r, &table[i].r), "%s: rules_equal", table[i].name);
    }

    struct rules def, tt;
    rules_default(&def);
    rules_preset("tromp-taylor", &tt);
    ok(rules_equal(&def, &tt), "the default is tromp-taylor");
}

/* kata-get-rules JSON of each preset, and back. */
static void test_json_round_trips(void)
{
    char buf[RULES_JSON_MAX];
    for (size_t i = 0; i < NEXPECTED; i++) {
        struct rules r, back;
        is_int(0, rules_parse(expected[i].name, &r), "parse %s", expected[i].name);
        int n = rules_format_json(&r, buf, sizeof buf);
        is_string(expected[i].json, buf, "%s: kata-get-rules JSON", expected[i].name);
        is_int((long)strlen(expected[i].json), n, "%s: JSON length returned", expected[i].name);
        is_int(0, rules_parse(buf, &back), "%s: JSON parses back", expected[i].name);
        ok(rules_equal(&r, &back), "%s: JSON round trip", expected[i].name);
        /* Presets with the same components as an earlier one answer with its name. */
        const char *want = expected[i].name;
        if (strcmp(want, "korean") == 0)
            want = "japanese";
        else if (strcmp(want, "chinese-kgs") == 0)
            want = "chinese-ogs";
        else if (strcmp(want, "bga") == 0)
            want = "aga";
        const char *name = rules_preset_name(&back);
        is_string(want, name != NULL ? name : "(null)", "%s: rules_preset_name", expected[i].name);
    }

    /* Every canonical preset is listed by rules_preset_at, in order. */
    size_t i = 0;
    while (rules_preset_at(i) != NULL && i < NEXPECTED) {
        is_string(expected[i].name, rules_preset_at(i), "rules_preset_at(%zu)", i);
        i++;
    }
    is_int(NEXPECTED, i, "rules_preset_at lists every preset");
    ok(rules_preset_at(NEXPECTED) == NULL, "rules_preset_at past the end is NULL");

    struct rules odd = {
        RULES_KO_NONE, RULES_SCORING_TERRITORY, RULES_TAX_NONE, true, true, RULES_HANDICAP_BONUS_N,
        true};
    struct rules back;
    rules_format_json(&odd, buf, sizeof buf);
    is_string(
        "{\"friendlyPassOk\":true,\"hasButton\":true,\"ko\":\"NONE\",\"scoring\":\"TERRITORY\","
        "\"suicide\":true,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N\"}",
        buf, "ko NONE and a non-preset combination format");
    is_int(0, rules_parse(buf, &back), "and parse back");
    ok(rules_equal(&odd, &back), "non-preset round trip");
    ok(rules_preset_name(&odd) == NULL, "no preset name for a non-preset combination");

    is_int(RULES_E_SPACE, rules_format_json(&odd, buf, 10), "JSON into a small buffer");
    is_string("", buf, "small buffer holds the empty string");
    struct rules bad = odd;
    bad.ko = (enum rules_ko)17;
    is_int(RULES_E_VALUE, rules_format_json(&bad, buf, sizeof buf), "JSON of an invalid ko");
}

static void parses_as(const char *spec, const char *preset, const char *what)
{
    struct rules r, p;
    int err = rules_parse(spec, &r);
    rules_preset(preset, &p);
    ok(err == 0 && rules_equal(&r, &p), "%s is %s (%s)", what, preset,
       err == 0 ? "parsed" : rules_strerror(err));
}

static void test_partial_json(void)
{
    parses_as("{}", "tromp-taylor", "empty object");
    parses_as("  { }  ", "tromp-taylor", "empty object, spaces");
    parses_as("{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"suicide\":true}", "tromp-taylor",
              "KataGo's example");
    parses_as("{\"scoring\":\"TERRITORY\",\"ko\":\"SIMPLE\",\"suicide\":false}", "japanese",
              "territory without tax is SEKI");
    parses_as("{\"score\":\"territory\",\"ko\":\"simple\",\"suicide\":false}", "japanese",
              "'score' alias, lower-case values");
    parses_as(
        "{\"ko\":\"SIMPLE\",\"suicide\":false,\"whiteHandicapBonus\":\"N\",\"friendlyPassOk\":"
        "true}",
        "chinese", "area without tax is NONE");
    parses_as(
        " {\n\t\"ko\" : \"SITUATIONAL\" ,\r\n \"suicide\" : false , \"hasButton\":true,"
        "\"whiteHandicapBonus\":\"N-1\",\"friendlyPassOk\":true}\n",
        "aga-button", "white space everywhere");
    parses_as("{\"ko\":\"SIMPLE\",\"ko\":\"POSITIONAL\"}", "tromp-taylor",
              "a repeated key: the last counts");
    parses_as("{\"\\u006bo\":\"POSITIONAL\"}", "tromp-taylor", "an escaped key");

    struct rules r;
    is_int(0, rules_parse("{\"scoring\":\"TERRITORY\",\"tax\":\"NONE\"}", &r),
           "territory, tax NONE");
    is_int(RULES_TAX_NONE, r.tax, "an explicit tax is kept");
    is_int(RULES_KO_POSITIONAL, r.ko, "missing ko is POSITIONAL");
    is_int(true, r.suicide, "missing suicide is true");
    is_int(0, rules_parse("{\"ko\":\"NONE\"}", &r), "kosumi's ko NONE");
    is_int(RULES_KO_NONE, r.ko, "ko NONE read");
    is_int(0, rules_parse("{\"tax\":\"ALL\",\"scoring\":\"TERRITORY\"}", &r), "tax before scoring");
    is_int(RULES_TAX_ALL, r.tax, "explicit tax not overridden by a later scoring");
}

static void refused(const char *spec, int code, const char *what)
{
    struct rules r, before;
    memset(&r, 0x3c, sizeof r);
    before = r;
    int err = rules_parse(spec, &r);
    is_int(code, err, "refused (%s): %s", rules_strerror(code), what);
    ok(memcmp(&r, &before, sizeof r) == 0, "output untouched: %s", what);
}

static void test_refusals(void)
{
    refused("", RULES_E_EMPTY, "empty");
    refused(" \t\r\n", RULES_E_EMPTY, "only spaces");
    refused("foo", RULES_E_UNKNOWN, "unknown name");
    refused("japanes", RULES_E_UNKNOWN, "truncated name");
    refused("japanesex", RULES_E_UNKNOWN, "name with junk");
    refused("tromp--taylor", RULES_E_UNKNOWN, "two separators");
    refused("japanese chinese", RULES_E_UNKNOWN, "two names");
    refused("{\"kko\":\"SIMPLE\"}", RULES_E_KEY, "bad key");
    refused("{\"Ko\":\"SIMPLE\"}", RULES_E_KEY, "keys are case-sensitive");
    refused("{\"ko\":\"SPIGHT\"}", RULES_E_VALUE, "spight ko is not supported");
    refused("{\"ko\":\"simpler\"}", RULES_E_VALUE, "bad ko value");
    refused("{\"scoring\":\"STONES\"}", RULES_E_VALUE, "bad scoring value");
    refused("{\"tax\":\"SOME\"}", RULES_E_VALUE, "bad tax value");
    refused("{\"whiteHandicapBonus\":\"N-2\"}", RULES_E_VALUE, "bad bonus value");
    refused("{\"whiteHandicapBonus\":0}", RULES_E_VALUE, "bonus as a number");
    refused("{\"suicide\":\"true\"}", RULES_E_VALUE, "boolean as a string");
    refused("{\"suicide\":1}", RULES_E_VALUE, "boolean as a number");
    refused("{\"suicide\":null}", RULES_E_VALUE, "null");
    refused("{\"ko\":true}", RULES_E_VALUE, "string as a boolean");
    refused("{\"ko\":{\"a\":1}}", RULES_E_VALUE, "nested object");
    refused("{\"ko\":[\"SIMPLE\"]}", RULES_E_VALUE, "array");
    refused("{\"ko\":[{\"a\":\"]}\"}]}", RULES_E_VALUE, "brackets inside a nested string");
    refused("{\"ko\":[}", RULES_E_SYNTAX, "mismatched brackets");
    refused("{\"ko\":[[[", RULES_E_SYNTAX, "unclosed brackets");
    refused("{\"x\":{\"komi\":7.5}}", RULES_E_KEY, "unknown key with an object value");
    refused("{\"ko\":\"SIMPLE\"} x", RULES_E_SYNTAX, "trailing junk");
    refused("{\"ko\":\"SIMPLE\"}}", RULES_E_SYNTAX, "extra brace");
    refused("{\"ko\":\"SIMPLE\"", RULES_E_SYNTAX, "unterminated object");
    refused("{\"ko\":\"SIMPLE}", RULES_E_SYNTAX, "unterminated string");
    refused("{\"ko", RULES_E_SYNTAX, "unterminated key");
    refused("{\"ko\" \"SIMPLE\"}", RULES_E_SYNTAX, "missing colon");
    refused("{\"ko\":}", RULES_E_SYNTAX, "missing value");
    refused("{\"ko\":\"SIMPLE\",}", RULES_E_SYNTAX, "trailing comma");
    refused("{,\"ko\":\"SIMPLE\"}", RULES_E_SYNTAX, "leading comma");
    refused("{\"ko\":\"SIMPLE\" \"tax\":\"NONE\"}", RULES_E_SYNTAX, "missing comma");
    refused("{ko:\"SIMPLE\"}", RULES_E_SYNTAX, "unquoted key");
    refused("{'ko':'SIMPLE'}", RULES_E_SYNTAX, "single quotes");
    refused("{\"suicide\":tru}", RULES_E_SYNTAX, "truncated true");
    refused("{\"suicide\":True}", RULES_E_SYNTAX, "capitalised True");
    refused("{\"ko\":\"SIM\nPLE\"}", RULES_E_SYNTAX, "raw newline in a string");
    refused("{\"ko\":\"\\x\"}", RULES_E_SYNTAX, "bad escape");
    refused("{\"ko\":\"\\u12\"}", RULES_E_SYNTAX, "short unicode escape");
    refused("{\"ko\\u0000\":\"SIMPLE\"}", RULES_E_KEY, "escaped NUL in a key");
    refused("{\"ko\":\"SIMPLE\\u0000\"}", RULES_E_VALUE, "escaped NUL in a value");
    refused("{\"ko\":\"POSITIONALPOSITIONALPOSITIONALPOSITIONAL\"}", RULES_E_VALUE, "long value");
    refused("{\"ko\":\"SIMPL\xc3\x89\"}", RULES_E_VALUE, "non-ASCII value");
    refused("{\"komi\":7.5}", RULES_E_KOMI, "komi in JSON");
    refused("{\"komi\":01}", RULES_E_SYNTAX, "bad number");
    refused("{\"kkk\":1,\"ko\":\"SIMPLE\"", RULES_E_SYNTAX, "malformed wins over a bad key");
    refused("{\"komi\":-}", RULES_E_SYNTAX, "lone minus");
    refused("{\"komi\":1.}", RULES_E_SYNTAX, "number without decimals");
    refused("{\"komi\":1e}", RULES_E_SYNTAX, "number without exponent");
    refused("[]", RULES_E_UNKNOWN, "an array is not rules");
    refused("{", RULES_E_SYNTAX, "lone brace");
    refused("}", RULES_E_UNKNOWN, "lone closing brace");
    refused("koSIMPL", RULES_E_SYNTAX, "shorthand: bad ko");
    refused("koSIMPLEscoreAREAsui2", RULES_E_SYNTAX, "shorthand: bad boolean");
    refused("koSIMPLEfoo", RULES_E_SYNTAX, "shorthand: junk");
    refused("koSIMPLEkomi7.5", RULES_E_KOMI, "shorthand: komi");
    refused("kosimple", RULES_E_SYNTAX, "shorthand is case-sensitive");

    /* Huge: longer than RULES_SPEC_MAX, and a valid object padded past it. */
    size_t n = 3 * RULES_SPEC_MAX;
    char *huge = malloc(n + 1);
    memset(huge, 'a', n);
    huge[n] = '\0';
    refused(huge, RULES_E_LONG, "huge name");
    struct rules r;
    memset(huge, ' ', n);
    memcpy(huge + n - 2, "{}", 2);
    is_int(0, rules_parse(huge, &r), "leading white space does not count against the limit");
    memcpy(huge, "{}", 2);
    memset(huge + 2, ' ', n - 2);
    refused(huge, RULES_E_LONG, "{} then huge white space");
    memcpy(huge, "{\"ko\":\"", 7);
    memset(huge + 7, 'S', n - 7);
    refused(huge, RULES_E_LONG, "huge unterminated string");
    free(huge);

    double komi = 0;
    is_int(0, rules_parse_komi("{\"komi\":7.5,\"ko\":\"SIMPLE\"}", &r, &komi),
           "komi accepted by rules_parse_komi");
    ok(komi == 7.5, "komi 7.5 read");
    is_int(0, rules_parse_komi("{\"komi\":-3e0}", &r, &komi), "negative komi with an exponent");
    ok(komi == -3, "komi -3 read");
    komi = 1;
    is_int(0, rules_parse_komi("japanese", &r, &komi), "preset with rules_parse_komi");
    ok(komi == 1, "komi untouched by a preset");
    is_int(RULES_E_VALUE, rules_parse_komi("{\"komi\":7.25}", &r, &komi),
           "komi 7.25 is not a half-integer");
    is_int(RULES_E_VALUE, rules_parse_komi("{\"komi\":1e300}", &r, &komi), "absurd komi");
    is_int(RULES_E_VALUE, rules_parse_komi("{\"komi\":\"7.5\"}", &r, &komi), "komi as a string");
    is_int(0, rules_parse_komi("koSIMPLEscoreTERRITORYkomi6.5sui0", &r, &komi), "shorthand komi");
    ok(komi == 6.5, "shorthand komi 6.5 read");
    is_int(RULES_E_SYNTAX, rules_parse_komi("komi", &r, &komi), "shorthand komi without a number");
    is_int(RULES_E_SYNTAX, rules_parse_komi("komi7.5.5", &r, &komi), "shorthand komi 7.5.5");
}

static void test_names(void)
{
    parses_as("TROMP-TAYLOR", "tromp-taylor", "upper case");
    parses_as("Tromp_Taylor", "tromp-taylor", "underscore");
    parses_as("tromp taylor", "tromp-taylor", "space");
    parses_as("TrompTaylor", "tromp-taylor", "no separator");
    parses_as("  Japanese\n", "japanese", "surrounding white space");
    parses_as("NZ", "new-zealand", "nz");
    parses_as("new_zealand", "new-zealand", "new_zealand");
    parses_as("NewZealand", "new-zealand", "NewZealand");
    parses_as("chinese_ogs", "chinese-ogs", "chinese_ogs");
    parses_as("ChineseKGS", "chinese-kgs", "ChineseKGS");
    parses_as("Stone_Scoring", "stone-scoring", "stone_scoring");
    parses_as("ancient area", "stone-scoring", "ancient area");
    parses_as("AGA Button", "aga-button", "aga button");
    parses_as("French", "aga", "french");
    parses_as("ING", "goe", "ing");
    parses_as("koPOSITIONALscoreAREAtaxNONEsui1", "tromp-taylor", "shorthand");
    parses_as("koPOSITIONALscoreAREAsui1", "tromp-taylor", "shorthand without tax");
    parses_as("koSIMPLEscoreTERRITORYsui0", "japanese", "shorthand territory: tax SEKI");
    parses_as("koSIMPLE scoringTERRITORY taxSEKI sui0", "japanese",
              "shorthand with spaces, 'scoring'");
    parses_as("koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1fpok1", "aga-button",
              "shorthand: all parts");
    parses_as("whbNkoSIMPLEfpok1sui0", "chinese", "shorthand in another order");

    struct rules r;
    is_int(0, rules_parse("koNONE", &r), "shorthand ko NONE");
    is_int(RULES_KO_NONE, r.ko, "shorthand ko NONE read");
    is_int(RULES_E_UNKNOWN, rules_preset("koSIMPLE", &r), "rules_preset takes no shorthand");
    is_int(RULES_E_UNKNOWN, rules_preset("{}", &r), "rules_preset takes no JSON");
}

static bool same_as(const struct rules *r, const char *preset)
{
    struct rules p;
    return rules_preset(preset, &p) == 0 && rules_equal(r, &p);
}

static void test_kgs_and_sgf(void)
{
    struct rules r;
    is_int(0, rules_from_kgs("chinese", &r), "kgs-rules chinese");
    ok(same_as(&r, "chinese-kgs"), "kgs chinese is chinese-kgs");
    is_int(0, rules_from_kgs("japanese", &r), "kgs-rules japanese");
    ok(same_as(&r, "japanese"), "kgs japanese");
    is_int(0, rules_from_kgs("AGA", &r), "kgs-rules AGA");
    ok(same_as(&r, "aga"), "kgs aga");
    is_int(0, rules_from_kgs("new_zealand", &r), "kgs-rules new_zealand");
    ok(same_as(&r, "new-zealand"), "kgs new_zealand");
    is_int(RULES_E_UNKNOWN, rules_from_kgs("korean", &r), "kgs-rules korean refused");
    is_int(RULES_E_UNKNOWN, rules_from_kgs("new-zealand", &r),
           "kgs-rules takes KGS spellings only");
    is_int(RULES_E_UNKNOWN, rules_from_kgs("", &r), "kgs-rules empty refused");

    static const struct {
        const char *ru, *preset;
    } sgf[] = {
        {"Japanese", "japanese"},
        {"japanese", "japanese"},
        {"JP", "japanese"},
        {"Chinese", "chinese"},
        {"CN", "chinese"},
        {"Korean", "korean"},
        {"kr", "korean"},
        {"AGA", "aga"},
        {"GOE", "goe"},
        {"Ing", "goe"},
        {"NZ", "new-zealand"},
        {"New Zealand", "new-zealand"},
        {"BGA", "bga"},
        {"Tromp-Taylor", "tromp-taylor"},
        {"TrompTaylor", "tromp-taylor"},
        {"tromp_taylor", "tromp-taylor"},
        {"Chinese-OGS", "chinese-ogs"},
        {"StoneScoring", "stone-scoring"},
        {"koSIMPLEscoreTERRITORYtaxSEKIsui0komi6.5", "japanese"},
        {"{\"ko\":\"POSITIONAL\",\"komi\":7.5}", "tromp-taylor"},
    };
    for (size_t i = 0; i < sizeof sgf / sizeof sgf[0]; i++) {
        int err = rules_from_sgf(sgf[i].ru, &r);
        ok(err == 0 && same_as(&r, sgf[i].preset), "RU[%s] is %s", sgf[i].ru, sgf[i].preset);
    }
    ok(rules_from_sgf("Go", &r) < 0, "RU[Go] refused");
    ok(rules_from_sgf("", &r) < 0, "RU[] refused");
}

static void test_misc(void)
{
    struct rules r;
    rules_preset("japanese", &r);
    ok(rules_default_komi(&r) == 6.5, "japanese komi 6.5");
    rules_preset("chinese", &r);
    ok(rules_default_komi(&r) == 7.5, "chinese komi 7.5");
    rules_preset("aga-button", &r);
    ok(rules_default_komi(&r) == 7.0, "aga-button komi 7");

    static const int codes[] = {
        RULES_OK,      RULES_E_EMPTY, RULES_E_UNKNOWN, RULES_E_SYNTAX, RULES_E_KEY,
        RULES_E_VALUE, RULES_E_KOMI,  RULES_E_LONG,    RULES_E_SPACE,  -99};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        const char *s = rules_strerror(codes[i]);
        ok(s != NULL && s[0] >= 'a' && s[0] <= 'z' && s[strlen(s) - 1] != '.',
           "rules_strerror(%d) = '%s'", codes[i], s != NULL ? s : "(null)");
    }
}

/* Noise and mutations: every answer is 0 or a known negative code, and a success leaves rules
 * that format and parse back to themselves. */
static void test_random(unsigned long seed)
{
    srand((unsigned)seed);
    char buf[300], json[RULES_JSON_MAX];
    int bad = 0, good = 0;
    static const char alphabet[] = "{}[]\":,\\ tfnu0123456789.-eEkosiaxbhwNSPTRAGYLD";
    for (int round = 0; round < 20000; round++) {
        size_t len = (size_t)rand() % (sizeof buf - 1);
        if (round % 2 == 0) {
            for (size_t i = 0; i < len; i++)
                buf[i] = (char)(rand() % 255 + 1);
        } else {
            /* A preset's JSON with a few bytes changed, dropped or drawn from JSON's alphabet. */
            const char *base = expected[(size_t)rand() % NEXPECTED].json;
            len = strlen(base);
            memcpy(buf, base, len);
            int edits = 1 + rand() % 3;
            for (int e = 0; e < edits && len > 0; e++) {
                size_t at = (size_t)rand() % len;
                if (rand() % 3 == 0) {
                    memmove(buf + at, buf + at + 1, len - at - 1);
                    len--;
                } else {
                    buf[at] = alphabet[(size_t)rand() % (sizeof alphabet - 1)];
                }
            }
        }
        buf[len] = '\0';
        struct rules r, back;
        int err = rules_parse(buf, &r);
        int err2 = rules_from_sgf(buf, &back);
        if (err < RULES_E_SPACE || err > 0 || err2 < RULES_E_SPACE || err2 > 0) {
            bad++;
            continue;
        }
        if (err == 0) {
            good++;
            if (rules_format_json(&r, json, sizeof json) < 0 || rules_parse(json, &back) != 0 ||
                !rules_equal(&r, &back))
                bad++;
        }
    }
    is_int(0, bad, "20000 random specifications: sane answers (%d parsed)", good);
}

int main(int argc, char **argv)
{
    unsigned long seed = argc > 1 ? strtoul(argv[1], NULL, 10) : (unsigned long)time(NULL);
    plan_lazy();
    diag("seed %lu (rerun: %s %lu)", seed, argv[0], seed);
    test_components();
    test_json_round_trips();
    test_partial_json();
    test_refusals();
    test_names();
    test_kgs_and_sgf();
    test_misc();
    test_random(seed);
    return 0;
}
