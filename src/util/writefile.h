/* writefile.h - a file written whole, in place of the regular file its name names
 *
 * printsgf FILE and kosumi review's -o and --svg write their text into a new file beside the
 * file, then rename it over: a reader never sees half a record, and a write that fails (a full
 * disk) leaves the old file as it was. Only a regular file, or a name that holds nothing yet,
 * is replaced: a FIFO, a terminal, a device or a directory is refused before anything is
 * written (run as root, renaming over /dev/full would replace the device), and so is the very
 * file the standard output goes to (printsgf /dev/stdout would put SGF among the responses). A
 * symbolic link is followed: the file it names gets the text, and the link stays. The new file
 * has the old one's mode (and owner, where the writer may give it), a new name 0666 less the
 * umask, as open() would give it. A hard link to the old file keeps the old text.
 *
 * A build for fuzzing (FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION) checks the name but writes
 * nothing, so that a fuzzer cannot create or overwrite files.
 */
#ifndef KOSUMI_WRITEFILE_H
#define KOSUMI_WRITEFILE_H

#include <stddef.h>

/* Why `name` cannot be written (see the top): NULL when it names a regular file other than the
 * standard output, or nothing yet in a directory that exists and that we may write in, through
 * any symbolic links; else "not a regular file", "the standard output", or the system's reason
 * (strerror's text, "Is a directory", "No such file or directory"). Changes nothing. */
const char *writefile_check(const char *name);

/* Replaces the file `name` names with the len bytes at data (see the top). Returns NULL, or why
 * it failed (writefile_check's reasons, the system's); nothing has changed then. */
const char *writefile_replace(const char *name, const void *data, size_t len);

#endif
