/* readall.c - a whole input read into memory, with a bound (see readall.h) */
#include "config.h"

#include "util/readall.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

const char *readall(FILE *f, const void *prefix, size_t prefix_len, char **data, size_t *len)
{
    size_t capacity = prefix_len > 65536 ? prefix_len : 65536, used = prefix_len;
    char *buf = malloc(capacity);
    if (buf == NULL)
        return "out of memory";
    if (prefix_len > 0)
        memcpy(buf, prefix, prefix_len);
    for (;;) {
        if (used == capacity) {
            if (capacity > READALL_MAX) {
                free(buf);
                return READALL_TOO_LARGE;
            }
            /* One byte past the bound is enough to know the input is too large. */
            size_t bigger = capacity < READALL_MAX / 2 ? 2 * capacity : READALL_MAX + 1;
            char *grown = realloc(buf, bigger);
            if (grown == NULL) {
                free(buf);
                return "out of memory";
            }
            buf = grown;
            capacity = bigger;
        }
        size_t n = fread(buf + used, 1, capacity - used, f);
        used += n;
        if (n == 0)
            break;
    }
    if (ferror(f)) {
        int err = errno != 0 ? errno : EIO;
        free(buf);
        return strerror(err);
    }
    if (used > READALL_MAX) {
        free(buf);
        return READALL_TOO_LARGE;
    }
    *data = buf;
    *len = used;
    return NULL;
}
