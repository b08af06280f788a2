/* textbuf.h - a growing NUL-terminated text for the writers (SGF records, the review's SVG)
 *
 * A writer appends piece after piece and checks once at the end whether memory ran out: after
 * a failed allocation the text stops growing and `failed` stays set.
 */
#ifndef KOSUMI_TEXTBUF_H
#define KOSUMI_TEXTBUF_H

#include <stdbool.h>
#include <stddef.h>

#include "util/format.h"

/* Zero-initialised: empty. text is NULL until the first append; the owner frees it. */
struct textbuf {
    char *text;
    size_t len; /* bytes in text, the NUL not counted */
    size_t capacity;
    bool failed; /* an allocation failed: text holds what came before it */
};

/* Appends the n bytes at s. */
void textbuf_put(struct textbuf *b, const char *s, size_t n);

/* Appends the string s. */
void textbuf_puts(struct textbuf *b, const char *s);

/* Appends the formatted text. */
void textbuf_printf(struct textbuf *b, const char *format, ...) FORMAT_PRINTF(2, 3);

#endif
