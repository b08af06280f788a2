/* textbuf-t.c - the writers' growing text: bytes, strings and formatted text appended in order,
 * past the first allocation, always NUL-terminated */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tap/basic.h"
#include "util/textbuf.h"

int main(void)
{
    plan(5);
    struct textbuf b = {NULL, 0, 0, false};

    textbuf_put(&b, "(;GM[1]xyz", 7);
    textbuf_puts(&b, "SZ[19]");
    textbuf_printf(&b, "KM[%.1f]%s", 7.5, ")");
    ok(!b.failed && b.len == 21 && strcmp(b.text, "(;GM[1]SZ[19]KM[7.5])") == 0,
       "bytes, a string and formatted text appended in order (\"%s\")", b.text ? b.text : "");

    textbuf_put(&b, "", 0);
    ok(b.len == 21 && b.text[21] == '\0', "an empty append changes nothing");

    /* A formatted piece longer than any fixed line, and a text past the first allocation. */
    char *wide = malloc(10001);
    if (wide == NULL)
        bail("out of memory");
    memset(wide, 'a', 10000);
    wide[10000] = '\0';
    textbuf_printf(&b, "<%s>", wide);
    ok(!b.failed && b.len == 21 + 10002 && b.text[21] == '<' && b.text[21 + 10001] == '>' &&
           b.text[b.len] == '\0' && b.capacity > b.len,
       "a 10,002-byte formatted piece appended whole (length %zu)", b.len);

    size_t before = b.len;
    for (int i = 0; i < 5000; i++)
        textbuf_printf(&b, "%d;", i % 10);
    int ordered = 1;
    for (int i = 0; i < 5000; i++)
        if (b.text[before + 2 * (size_t)i] != '0' + i % 10 ||
            b.text[before + 2 * (size_t)i + 1] != ';')
            ordered = 0;
    ok(ordered && b.len == before + 10000 && b.text[b.len] == '\0',
       "5,000 small appends land in order as the text grows");

    b.failed = true;
    size_t len = b.len;
    textbuf_puts(&b, "more");
    textbuf_printf(&b, "%s", "more");
    ok(b.len == len && b.text[len] == '\0', "after a failure nothing more is appended");

    free(wide);
    free(b.text);
    return 0;
}
