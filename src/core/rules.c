/* rules.c - rule-set presets, and the parsers and printers for KataGo's rule notations
 *
 * The presets and their components follow KataGo (cpp/game/rules.cpp, docs/GTP_Extensions.md):
 * a preset is only the closest match KataGo's components allow, not the full written rules.
 *
 * Everything here is defensive about its input: specifications arrive from GTP (kata-set-rules,
 * kgs-rules), SGF files and the command line, so any byte string must be refused cleanly. The
 * JSON reader is a small strict recursive-free scanner for one flat object; it allocates nothing
 * and copies at most a few bytes of each token into fixed buffers.
 */
#include "config.h"

#include "core/rules.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R(ko, scoring, tax, suicide, button, bonus, fpok)                                          \
    {                                                                                              \
        RULES_KO_##ko, RULES_SCORING_##scoring, RULES_TAX_##tax, suicide, button,                  \
            RULES_HANDICAP_BONUS_##bonus, fpok                                                     \
    }

/* clang-format off */
/* Canonical presets. rules_preset_name answers with the first entry that matches, so the
 * commonest name of a component set comes first. */
static const struct preset {
    const char *name;  /* '-' matches '-', '_', ' ' or nothing, see name_matches */
    struct rules rules;
} presets[] = {
    /*                                 ko           scoring    tax   sui    button bonus  fpok */
    {"tromp-taylor",      R(POSITIONAL,  AREA,      NONE, true,  false, 0,         false)},
    {"japanese",          R(SIMPLE,      TERRITORY, SEKI, false, false, 0,         false)},
    {"korean",            R(SIMPLE,      TERRITORY, SEKI, false, false, 0,         false)},
    {"chinese",           R(SIMPLE,      AREA,      NONE, false, false, N,         true)},
    {"chinese-ogs",       R(POSITIONAL,  AREA,      NONE, false, false, N,         true)},
    {"chinese-kgs",       R(POSITIONAL,  AREA,      NONE, false, false, N,         true)},
    {"aga",               R(SITUATIONAL, AREA,      NONE, false, false, N_MINUS_1, true)},
    {"bga",               R(SITUATIONAL, AREA,      NONE, false, false, N_MINUS_1, true)},
    {"new-zealand",       R(SITUATIONAL, AREA,      NONE, true,  false, 0,         true)},
    {"stone-scoring",     R(SIMPLE,      AREA,      ALL,  false, false, 0,         true)},
    {"ancient-territory", R(SIMPLE,      TERRITORY, ALL,  false, false, 0,         false)},
    {"aga-button",        R(SITUATIONAL, AREA,      NONE, false, true,  N_MINUS_1, true)},
    {"goe",               R(POSITIONAL,  AREA,      NONE, true,  false, 0,         true)},
};
/* clang-format on */

/* Other names KataGo accepts for a preset. */
static const struct alias {
    const char *name;
    const char *preset;
} aliases[] = {
    {"nz", "new-zealand"},
    {"french", "aga"},
    {"ancient-area", "stone-scoring"},
    {"ing", "goe"},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}
static bool is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Whether the LEN bytes at S spell PATTERN case-insensitively, where each '-' of the pattern
 * stands for one optional separator ('-', '_' or ' '), as in KataGo's list of spellings. */
static bool name_matches(const char *s, size_t len, const char *pattern)
{
    size_t i = 0;
    for (; *pattern != '\0'; pattern++) {
        if (*pattern == '-') {
            if (i < len && (s[i] == '-' || s[i] == '_' || s[i] == ' '))
                i++;
        } else {
            if (i >= len || lower((unsigned char)s[i]) != *pattern)
                return false;
            i++;
        }
    }
    return i == len;
}

static const struct preset *find_preset(const char *s, size_t len)
{
    for (size_t i = 0; i < COUNT(aliases); i++)
        if (name_matches(s, len, aliases[i].name))
            return find_preset(aliases[i].preset, strlen(aliases[i].preset));
    for (size_t i = 0; i < COUNT(presets); i++)
        if (name_matches(s, len, presets[i].name))
            return &presets[i];
    return NULL;
}

/* The bytes of S without surrounding white space, as *start and the returned length. The length
 * is capped at RULES_SPEC_MAX + 1 so that callers can tell "too long" without reading further. */
static size_t trim(const char *s, const char **start)
{
    while (is_space((unsigned char)*s))
        s++;
    size_t len = 0;
    while (len <= RULES_SPEC_MAX && s[len] != '\0')
        len++;
    while (len > 0 && len <= RULES_SPEC_MAX && is_space((unsigned char)s[len - 1]))
        len--;
    *start = s;
    return len;
}

void rules_default(struct rules *out)
{
    *out = presets[0].rules;
}

bool rules_equal(const struct rules *a, const struct rules *b)
{
    return a->ko == b->ko && a->scoring == b->scoring && a->tax == b->tax &&
           a->suicide == b->suicide && a->has_button == b->has_button &&
           a->handicap_bonus == b->handicap_bonus && a->friendly_pass_ok == b->friendly_pass_ok;
}

int rules_preset(const char *name, struct rules *out)
{
    const char *s;
    size_t len = trim(name, &s);
    if (len > RULES_SPEC_MAX)
        return RULES_E_UNKNOWN;
    const struct preset *p = find_preset(s, len);
    if (p == NULL)
        return RULES_E_UNKNOWN;
    *out = p->rules;
    return RULES_OK;
}

bool rules_scores_board_as_it_stands(const struct rules *r)
{
    return r->scoring == RULES_SCORING_AREA && !r->friendly_pass_ok;
}

const char *rules_preset_name(const struct rules *r)
{
    for (size_t i = 0; i < COUNT(presets); i++)
        if (rules_equal(r, &presets[i].rules))
            return presets[i].name;
    return NULL;
}

const char *rules_preset_at(size_t index)
{
    return index < COUNT(presets) ? presets[index].name : NULL;
}

/* --- component names ------------------------------------------------------------------------ */

static const char *const ko_names[] = {"NONE", "SIMPLE", "POSITIONAL", "SITUATIONAL"};
static const char *const scoring_names[] = {"AREA", "TERRITORY"};
static const char *const tax_names[] = {"NONE", "SEKI", "ALL"};
static const char *const bonus_names[] = {"0", "N", "N-1"};

/* The index of the name in NAMES equal to the LEN bytes at S (case-insensitively), or -1. */
static int lookup(const char *const *names, size_t count, const char *s, size_t len)
{
    for (size_t i = 0; i < count; i++) {
        size_t n = strlen(names[i]);
        if (n != len)
            continue;
        size_t j = 0;
        while (j < n && lower((unsigned char)s[j]) == lower((unsigned char)names[i][j]))
            j++;
        if (j == n)
            return (int)i;
    }
    return -1;
}

/* Apply an omitted tax the way KataGo does: it follows the final scoring rule. */
static void default_tax(struct rules *r, bool tax_given)
{
    if (!tax_given)
        r->tax = r->scoring == RULES_SCORING_TERRITORY ? RULES_TAX_SEKI : RULES_TAX_NONE;
}

/* A komi must be finite, a multiple of 0.5, and within reason. */
static bool komi_ok(double k)
{
    return isfinite(k) && fabs(k) <= 1000 && k * 2 == floor(k * 2);
}

/* --- JSON --------------------------------------------------------------------------------- */

/* One scanned JSON value. Strings keep their first bytes (after unescaping) in text; a string
 * that does not fit, or holds a non-ASCII character, cannot equal any name we know and is
 * marked so instead of being stored. */
enum json_kind { JSON_STRING, JSON_TRUE, JSON_FALSE, JSON_NULL, JSON_NUMBER, JSON_NESTED };

struct json_token {
    enum json_kind kind;
    char text[32];
    size_t len;
    bool unmatchable; /* too long or not ASCII: equals no known name */
    double number;
};

static int hex_digit(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = lower(c);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* Scan a JSON string starting at the opening quote *p; advance *p past the closing quote. */
static int scan_string(const char **p, const char *end, struct json_token *t)
{
    const char *s = *p + 1;
    t->kind = JSON_STRING;
    t->len = 0;
    t->unmatchable = false;
    for (;;) {
        if (s >= end)
            return RULES_E_SYNTAX;
        unsigned char c = (unsigned char)*s++;
        unsigned long cp = c;
        if (c == '"')
            break;
        if (c < 0x20)
            return RULES_E_SYNTAX;
        if (c == '\\') {
            if (s >= end)
                return RULES_E_SYNTAX;
            c = (unsigned char)*s++;
            switch (c) {
            case '"':
            case '\\':
            case '/': cp = c; break;
            case 'b': cp = '\b'; break;
            case 'f': cp = '\f'; break;
            case 'n': cp = '\n'; break;
            case 'r': cp = '\r'; break;
            case 't': cp = '\t'; break;
            case 'u':
                cp = 0;
                for (int i = 0; i < 4; i++) {
                    int d = s < end ? hex_digit((unsigned char)*s) : -1;
                    if (d < 0)
                        return RULES_E_SYNTAX;
                    cp = cp * 16 + (unsigned long)d;
                    s++;
                }
                break;
            default: return RULES_E_SYNTAX;
            }
        }
        if (cp == 0 || cp >= 0x80 || t->len + 1 >= sizeof t->text)
            t->unmatchable = true;
        else
            t->text[t->len++] = (char)cp;
    }
    t->text[t->len] = '\0';
    *p = s;
    return RULES_OK;
}

/* Scan a JSON number (strict grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?). */
static int scan_number(const char **p, const char *end, struct json_token *t)
{
    const char *s = *p;
    char copy[64];
    size_t n = 0;
#define DIGITS(s) ((s) < end && *(s) >= '0' && *(s) <= '9')
    if (s < end && *s == '-')
        s++;
    if (!DIGITS(s))
        return RULES_E_SYNTAX;
    if (*s == '0')
        s++;
    else
        while (DIGITS(s))
            s++;
    if (s < end && *s == '.') {
        s++;
        if (!DIGITS(s))
            return RULES_E_SYNTAX;
        while (DIGITS(s))
            s++;
    }
    if (s < end && (*s == 'e' || *s == 'E')) {
        s++;
        if (s < end && (*s == '+' || *s == '-'))
            s++;
        if (!DIGITS(s))
            return RULES_E_SYNTAX;
        while (DIGITS(s))
            s++;
    }
#undef DIGITS
    n = (size_t)(s - *p);
    t->kind = JSON_NUMBER;
    t->number = NAN; /* absurdly long numbers are no komi anyway */
    if (n < sizeof copy) {
        memcpy(copy, *p, n);
        copy[n] = '\0';
        t->number = strtod(copy, NULL);
    }
    *p = s;
    return RULES_OK;
}

static bool scan_word(const char **p, const char *end, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(end - *p) < n || memcmp(*p, word, n) != 0)
        return false;
    *p += n;
    return true;
}

static void skip_space(const char **p, const char *end)
{
    while (*p < end && is_space((unsigned char)**p))
        (*p)++;
}

/* Skip an object or array value: no rule takes one, so its inside is only checked for balanced
 * brackets and well-formed strings. Nesting deeper than 64 is refused. */
static int skip_nested(const char **p, const char *end)
{
    uint64_t kinds = 0; /* one bit per open level: 1 for '{', 0 for '[' */
    int depth = 0;
    struct json_token tmp;
    do {
        char c = **p;
        if (c == '"') {
            int err = scan_string(p, end, &tmp);
            if (err < 0)
                return err;
            continue;
        }
        if (c == '{' || c == '[') {
            if (depth == 64)
                return RULES_E_VALUE;
            kinds = kinds << 1 | (c == '{');
            depth++;
        } else if (c == '}' || c == ']') {
            if ((kinds & 1) != (c == '}'))
                return RULES_E_SYNTAX;
            kinds >>= 1;
            depth--;
        }
        (*p)++;
    } while (depth > 0 && *p < end);
    return depth > 0 ? RULES_E_SYNTAX : RULES_OK;
}

static int scan_value(const char **p, const char *end, struct json_token *t)
{
    if (*p >= end)
        return RULES_E_SYNTAX;
    switch (**p) {
    case '"': return scan_string(p, end, t);
    case 't': t->kind = JSON_TRUE; return scan_word(p, end, "true") ? RULES_OK : RULES_E_SYNTAX;
    case 'f': t->kind = JSON_FALSE; return scan_word(p, end, "false") ? RULES_OK : RULES_E_SYNTAX;
    case 'n': t->kind = JSON_NULL; return scan_word(p, end, "null") ? RULES_OK : RULES_E_SYNTAX;
    case '{':
    case '[': t->kind = JSON_NESTED; return skip_nested(p, end);
    default: return scan_number(p, end, t);
    }
}

/* Set the rule named KEY from the value V. */
static int apply_json(struct rules *r, const struct json_token *key, const struct json_token *v,
                      bool *tax_given, double *komi)
{
#define KEY_IS(s) (!key->unmatchable && strcmp(key->text, s) == 0)
    bool is_string = v->kind == JSON_STRING && !v->unmatchable;
    bool is_bool = v->kind == JSON_TRUE || v->kind == JSON_FALSE;
    int i;
    if (KEY_IS("ko")) {
        if (!is_string || (i = lookup(ko_names, COUNT(ko_names), v->text, v->len)) < 0)
            return RULES_E_VALUE;
        r->ko = (enum rules_ko)i;
    } else if (KEY_IS("scoring") || KEY_IS("score")) {
        if (!is_string || (i = lookup(scoring_names, COUNT(scoring_names), v->text, v->len)) < 0)
            return RULES_E_VALUE;
        r->scoring = (enum rules_scoring)i;
    } else if (KEY_IS("tax")) {
        if (!is_string || (i = lookup(tax_names, COUNT(tax_names), v->text, v->len)) < 0)
            return RULES_E_VALUE;
        r->tax = (enum rules_tax)i;
        *tax_given = true;
    } else if (KEY_IS("whiteHandicapBonus")) {
        if (!is_string || (i = lookup(bonus_names, COUNT(bonus_names), v->text, v->len)) < 0)
            return RULES_E_VALUE;
        r->handicap_bonus = (enum rules_handicap_bonus)i;
    } else if (KEY_IS("suicide") || KEY_IS("hasButton") || KEY_IS("friendlyPassOk")) {
        if (!is_bool)
            return RULES_E_VALUE;
        bool b = v->kind == JSON_TRUE;
        if (KEY_IS("suicide"))
            r->suicide = b;
        else if (KEY_IS("hasButton"))
            r->has_button = b;
        else
            r->friendly_pass_ok = b;
    } else if (KEY_IS("komi")) {
        if (komi == NULL)
            return RULES_E_KOMI;
        if (v->kind != JSON_NUMBER || !komi_ok(v->number))
            return RULES_E_VALUE;
        *komi = v->number;
    } else {
        return RULES_E_KEY;
    }
    return RULES_OK;
#undef KEY_IS
}

/* One pass over the object at S: check its syntax only (APPLY false), or apply its members. */
static int scan_json(const char *s, const char *end, bool apply, struct rules *out, double *komi)
{
    struct rules r;
    rules_default(&r);
    bool tax_given = false;
    double k = komi != NULL ? *komi : 0;
    const char *p = s + 1; /* past '{' */
    struct json_token key, value;
    int err;

    skip_space(&p, end);
    if (p < end && *p == '}') {
        p++;
    } else {
        for (;;) {
            if (p >= end || *p != '"')
                return RULES_E_SYNTAX;
            if ((err = scan_string(&p, end, &key)) < 0)
                return err;
            skip_space(&p, end);
            if (p >= end || *p != ':')
                return RULES_E_SYNTAX;
            p++;
            skip_space(&p, end);
            if ((err = scan_value(&p, end, &value)) < 0)
                return err;
            if (apply &&
                (err = apply_json(&r, &key, &value, &tax_given, komi != NULL ? &k : NULL)) < 0)
                return err;
            skip_space(&p, end);
            if (p < end && *p == ',') {
                p++;
                skip_space(&p, end);
                continue;
            }
            if (p < end && *p == '}') {
                p++;
                break;
            }
            return RULES_E_SYNTAX;
        }
    }
    if (p != end) /* trailing junk after the object */
        return RULES_E_SYNTAX;
    if (!apply)
        return RULES_OK;
    default_tax(&r, tax_given);
    *out = r;
    if (komi != NULL)
        *komi = k;
    return RULES_OK;
}

/* Malformed JSON is RULES_E_SYNTAX wherever the fault is, before any complaint about a key or
 * a value: hence a syntax pass first. */
static int parse_json(const char *s, const char *end, struct rules *out, double *komi)
{
    int err = scan_json(s, end, false, out, komi);
    return err < 0 ? err : scan_json(s, end, true, out, komi);
}

/* --- KataGo's shorthand ---------------------------------------------------------------------- */

/* If the bytes at *p start with WORD (exactly, as KataGo's startsWith), advance past it and any
 * white space after it. */
static bool strip(const char **p, const char *end, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(end - *p) < n || memcmp(*p, word, n) != 0)
        return false;
    *p += n;
    skip_space(p, end);
    return true;
}

/* The first of NAMES that the text at *p starts with (longest names first where one is a prefix
 * of another: the caller orders NAMES so), stripped; or -1. */
static int strip_one(const char **p, const char *end, const char *const *names, const int *values,
                     size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (strip(p, end, names[i]))
            return values[i];
    return -1;
}

static int strip_bool(const char **p, const char *end)
{
    static const char *const names[] = {"1", "0"};
    static const int values[] = {1, 0};
    return strip_one(p, end, names, values, 2);
}

static int parse_shorthand(const char *s, const char *end, struct rules *out, double *komi)
{
    static const char *const kos[] = {"SIMPLE", "POSITIONAL", "SITUATIONAL", "NONE"};
    static const int ko_values[] = {RULES_KO_SIMPLE, RULES_KO_POSITIONAL, RULES_KO_SITUATIONAL,
                                    RULES_KO_NONE};
    static const char *const scorings[] = {"AREA", "TERRITORY"};
    static const int scoring_values[] = {RULES_SCORING_AREA, RULES_SCORING_TERRITORY};
    static const char *const taxes[] = {"NONE", "SEKI", "ALL"};
    static const int tax_values[] = {RULES_TAX_NONE, RULES_TAX_SEKI, RULES_TAX_ALL};
    static const char *const bonuses[] = {"0", "N-1", "N"}; /* N-1 before its prefix N */
    static const int bonus_values[] = {RULES_HANDICAP_BONUS_0, RULES_HANDICAP_BONUS_N_MINUS_1,
                                       RULES_HANDICAP_BONUS_N};
    struct rules r;
    rules_default(&r);
    bool tax_given = false;
    bool komi_given = false;
    double k = 0;
    const char *p = s;
    int v;

    while (p < end) {
        if (strip(&p, end, "komi")) {
            /* KataGo: everything up to the next letter or space is the number. */
            const char *q = p;
            while (q < end && !is_space((unsigned char)*q) &&
                   !(lower((unsigned char)*q) >= 'a' && lower((unsigned char)*q) <= 'z'))
                q++;
            char copy[64];
            size_t n = (size_t)(q - p);
            if (n == 0 || n >= sizeof copy)
                return RULES_E_SYNTAX;
            memcpy(copy, p, n);
            copy[n] = '\0';
            char *stop;
            k = strtod(copy, &stop);
            if (*stop != '\0')
                return RULES_E_SYNTAX;
            komi_given = true;
            p = q;
            skip_space(&p, end);
        } else if (strip(&p, end, "ko")) {
            if ((v = strip_one(&p, end, kos, ko_values, COUNT(kos))) < 0)
                return RULES_E_SYNTAX;
            r.ko = (enum rules_ko)v;
        } else if (strip(&p, end, "scoring") || strip(&p, end, "score")) {
            if ((v = strip_one(&p, end, scorings, scoring_values, COUNT(scorings))) < 0)
                return RULES_E_SYNTAX;
            r.scoring = (enum rules_scoring)v;
        } else if (strip(&p, end, "tax")) {
            if ((v = strip_one(&p, end, taxes, tax_values, COUNT(taxes))) < 0)
                return RULES_E_SYNTAX;
            r.tax = (enum rules_tax)v;
            tax_given = true;
        } else if (strip(&p, end, "sui")) {
            if ((v = strip_bool(&p, end)) < 0)
                return RULES_E_SYNTAX;
            r.suicide = v;
        } else if (strip(&p, end, "button")) {
            if ((v = strip_bool(&p, end)) < 0)
                return RULES_E_SYNTAX;
            r.has_button = v;
        } else if (strip(&p, end, "whb")) {
            if ((v = strip_one(&p, end, bonuses, bonus_values, COUNT(bonuses))) < 0)
                return RULES_E_SYNTAX;
            r.handicap_bonus = (enum rules_handicap_bonus)v;
        } else if (strip(&p, end, "fpok")) {
            if ((v = strip_bool(&p, end)) < 0)
                return RULES_E_SYNTAX;
            r.friendly_pass_ok = v;
        } else {
            /* The first part is not shorthand at all: most likely a mistyped preset name. */
            return p == s ? RULES_E_UNKNOWN : RULES_E_SYNTAX;
        }
    }
    if (komi_given) {
        if (komi == NULL)
            return RULES_E_KOMI;
        if (!komi_ok(k))
            return RULES_E_VALUE;
        *komi = k;
    }
    default_tax(&r, tax_given);
    *out = r;
    return RULES_OK;
}

/* --- entry points -------------------------------------------------------------------------- */

int rules_parse_komi(const char *spec, struct rules *out, double *komi)
{
    const char *s;
    size_t len = trim(spec, &s);
    if (len > RULES_SPEC_MAX)
        return RULES_E_LONG;
    if (len == 0)
        return RULES_E_EMPTY;
    const struct preset *p = find_preset(s, len);
    if (p != NULL) {
        *out = p->rules;
        return RULES_OK;
    }
    if (s[0] == '{')
        return parse_json(s, s + len, out, komi);
    return parse_shorthand(s, s + len, out, komi);
}

int rules_parse(const char *spec, struct rules *out)
{
    return rules_parse_komi(spec, out, NULL);
}

/* kgs-rules' names, and the presets they mean. */
static const char *const kgs_names[] = {"chinese", "japanese", "aga", "new_zealand"};
static const char *const kgs_presets[] = {"chinese-kgs", "japanese", "aga", "new-zealand"};

const char *rules_kgs_name_at(size_t index)
{
    return index < COUNT(kgs_names) ? kgs_names[index] : NULL;
}

int rules_from_kgs(const char *name, struct rules *out)
{
    const char *s;
    size_t len = trim(name, &s);
    int i = lookup(kgs_names, COUNT(kgs_names), s, len);
    if (i < 0)
        return RULES_E_UNKNOWN;
    *out = find_preset(kgs_presets[i], strlen(kgs_presets[i]))->rules;
    return RULES_OK;
}

int rules_from_sgf(const char *ru, struct rules *out)
{
    /* Names seen in RU[] beyond the presets' own (FF[4] lists AGA, GOE, Japanese, NZ). */
    static const struct alias sgf_names[] = {
        {"jp", "japanese"},
        {"japan", "japanese"},
        {"jpn", "japanese"},
        {"cn", "chinese"},
        {"china", "chinese"},
        {"chn", "chinese"},
        {"kr", "korean"},
        {"korea", "korean"},
        {"kor", "korean"},
        {"american", "aga"},
        {"british", "bga"},
        {"ing-goe", "goe"},
        {"ogs-chinese", "chinese-ogs"},
        {"tt", "tromp-taylor"},
    };
    const char *s;
    size_t len = trim(ru, &s);
    if (len > RULES_SPEC_MAX)
        return RULES_E_LONG;
    for (size_t i = 0; i < COUNT(sgf_names); i++)
        if (name_matches(s, len, sgf_names[i].name)) {
            *out = find_preset(sgf_names[i].preset, strlen(sgf_names[i].preset))->rules;
            return RULES_OK;
        }
    double komi = 0;
    return rules_parse_komi(ru, out, &komi);
}

int rules_format_json(const struct rules *r, char *buf, size_t size)
{
    if ((unsigned)r->ko >= COUNT(ko_names) || (unsigned)r->scoring >= COUNT(scoring_names) ||
        (unsigned)r->tax >= COUNT(tax_names) || (unsigned)r->handicap_bonus >= COUNT(bonus_names))
        return RULES_E_VALUE;
    int n = snprintf(buf, size,
                     "{\"friendlyPassOk\":%s,\"hasButton\":%s,\"ko\":\"%s\",\"scoring\":\"%s\","
                     "\"suicide\":%s,\"tax\":\"%s\",\"whiteHandicapBonus\":\"%s\"}",
                     r->friendly_pass_ok ? "true" : "false", r->has_button ? "true" : "false",
                     ko_names[r->ko], scoring_names[r->scoring], r->suicide ? "true" : "false",
                     tax_names[r->tax], bonus_names[r->handicap_bonus]);
    if (n < 0 || (size_t)n >= size) {
        if (size > 0)
            buf[0] = '\0';
        return RULES_E_SPACE;
    }
    return n;
}

double rules_default_komi(const struct rules *r)
{
    if (r->scoring == RULES_SCORING_TERRITORY)
        return 6.5;
    return r->has_button ? 7.0 : 7.5;
}

const char *rules_strerror(int code)
{
    switch (code) {
    case RULES_OK: return "success";
    case RULES_E_EMPTY: return "empty rules";
    case RULES_E_UNKNOWN: return "unknown rules";
    case RULES_E_SYNTAX: return "malformed rules";
    case RULES_E_KEY: return "unknown rules key";
    case RULES_E_VALUE: return "bad value for a rules key";
    case RULES_E_KOMI: return "komi is not part of the rules here";
    case RULES_E_LONG: return "rules too long";
    case RULES_E_SPACE: return "buffer too small";
    default: return "unknown error";
    }
}
