/* textbuf.c - a growing NUL-terminated text (see textbuf.h) */
#include "util/textbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Room for `more` bytes and the NUL after them; false (and failed) when there is none. */
static bool reserve(struct textbuf *b, size_t more)
{
    if (b->failed)
        return false;
    if (more >= (size_t)-1 - b->len) {
        b->failed = true;
        return false;
    }
    size_t needed = b->len + more + 1;
    if (needed <= b->capacity)
        return true;
    size_t capacity = b->capacity ? b->capacity : 4096;
    while (capacity < needed)
        capacity = capacity > (size_t)-1 / 2 ? needed : 2 * capacity;
    char *grown = realloc(b->text, capacity);
    if (grown == NULL) {
        b->failed = true;
        return false;
    }
    b->text = grown;
    b->capacity = capacity;
    return true;
}

void textbuf_put(struct textbuf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->text + b->len, s, n);
    b->len += n;
    b->text[b->len] = '\0';
}

void textbuf_puts(struct textbuf *b, const char *s)
{
    textbuf_put(b, s, strlen(s));
}

/* Formats into the room left first: a piece that fits, as most do, is formatted once. */
void textbuf_printf(struct textbuf *b, const char *format, ...)
{
    if (b->failed)
        return;
    size_t room = b->capacity - b->len;
    va_list args;
    va_start(args, format);
    int n = vsnprintf(room > 0 ? b->text + b->len : NULL, room, format, args);
    va_end(args);
    if (n >= 0 && (size_t)n < room) {
        b->len += (size_t)n;
        return;
    }
    if (room > 0)
        b->text[b->len] = '\0'; /* the cut piece is not part of the text */
    if (n < 0) {
        b->failed = true;
        return;
    }
    if (!reserve(b, (size_t)n))
        return;
    va_start(args, format);
    vsnprintf(b->text + b->len, (size_t)n + 1, format, args);
    va_end(args);
    b->len += (size_t)n;
}
