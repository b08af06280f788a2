/* readall-t.c - a whole input read into memory: the bytes already read first, then the rest */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tap/basic.h"
#include "util/readall.h"

/* A temporary file holding `text`, rewound. */
static FILE *file_of(const char *text)
{
    FILE *f = tmpfile();
    if (f == NULL)
        bail("tmpfile failed");
    fputs(text, f);
    rewind(f);
    return f;
}

int main(void)
{
    plan(6);
    char *data = NULL;
    size_t len = 0;

    FILE *f = file_of("(;GM[1]SZ[9])");
    ok(readall(f, NULL, 0, &data, &len) == NULL && len == 13 &&
           memcmp(data, "(;GM[1]SZ[9])", 13) == 0,
       "a file is read whole");
    free(data);
    fclose(f);

    f = file_of("SZ[9])");
    data = NULL;
    ok(readall(f, "(;GM[1]", 7, &data, &len) == NULL && len == 13 &&
           memcmp(data, "(;GM[1]SZ[9])", 13) == 0,
       "the bytes the caller read come first, then the rest of the file");
    free(data);
    fclose(f);

    f = file_of("");
    data = NULL;
    ok(readall(f, NULL, 0, &data, &len) == NULL && len == 0 && data != NULL,
       "an empty file gives an empty buffer");
    free(data);
    fclose(f);

    /* Over 65536 bytes: the buffer grows. */
    size_t big = 200000;
    char *text = malloc(big + 1);
    if (text == NULL)
        bail("out of memory");
    for (size_t i = 0; i < big; i++)
        text[i] = (char)('a' + i % 26);
    text[big] = '\0';
    f = file_of(text);
    data = NULL;
    ok(readall(f, NULL, 0, &data, &len) == NULL && len == big && memcmp(data, text, big) == 0,
       "a file larger than the first buffer is read whole (%zu bytes)", len);
    free(data);
    fclose(f);
    free(text);

    f = fopen("/", "rb");
    data = NULL;
    const char *why = f != NULL ? readall(f, NULL, 0, &data, &len) : "cannot open";
    ok(why != NULL && data == NULL, "a directory is a read error: %s", why != NULL ? why : "none");
    if (f != NULL)
        fclose(f);

    ok(strcmp(READALL_TOO_LARGE, "larger than 64 MiB") == 0 && READALL_MAX == (size_t)64 << 20,
       "the bound and its message agree");
    return 0;
}
