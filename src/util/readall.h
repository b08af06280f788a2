/* readall.h - a whole input read into memory, with a bound: the records the subcommands take
 *
 * `kosumi score` and `kosumi review` read an SGF record whole before parsing it; a bound keeps a
 * huge or endless input (a device, a pipe that never closes its end) from taking all memory.
 */
#ifndef KOSUMI_READALL_H
#define KOSUMI_READALL_H

#include <stddef.h>
#include <stdio.h>

/* The most bytes readall takes, and what it answers for more. */
#define READALL_MAX ((size_t)64 << 20)
#define READALL_TOO_LARGE "larger than 64 MiB"

/* Reads f to its end, after the prefix_len bytes at prefix (what the caller has read of it
 * already; 0 for none), into a new buffer: *data, *len bytes, the caller frees it. Returns NULL,
 * or why it failed ("out of memory", READALL_TOO_LARGE, a read error's text); *data is then
 * left alone and nothing is kept. f is not closed. */
const char *readall(FILE *f, const void *prefix, size_t prefix_len, char **data, size_t *len);

#endif
