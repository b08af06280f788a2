/* os.h - what POSIX systems and Windows do differently, in one place
 *
 * kosumi is written against POSIX and the C library. The Windows build (MinGW-w64) has most of
 * it: threads (winpthreads), clock_gettime, nanosleep, getopt, open/read/write, isatty. What it
 * lacks or does otherwise is here, one function or macro a concern, each with its one
 * `#ifdef _WIN32`, so that everything above runs the same code on every system:
 *   - a pipe's readiness (no poll() on Windows pipes);
 *   - text and binary mode (Windows' C library turns "\n" into "\r\n" on output and stops reading
 *     at a ^Z byte, unless a descriptor is in binary mode);
 *   - SIGINT (no sigaction: the C library's signal(), whose handler runs on a thread of its own)
 *     and SIGPIPE (none: writing to a closed pipe fails with EPIPE or EINVAL);
 *   - the flags a file is opened with (no O_NOFOLLOW, O_NONBLOCK, O_NOCTTY, O_CLOEXEC; O_BINARY
 *     needed);
 *   - how many processors the program may run on.
 */
#ifndef KOSUMI_OS_H
#define KOSUMI_OS_H

#include <fcntl.h>
#include <stdbool.h>

/* open() flags for reading a whole file (printsgf's loadsgf), and for creating a new one that
 * must not exist yet (writefile.c). POSIX: a FIFO is not waited on (the file's type is checked
 * before any read), a terminal never becomes the controlling one, a link is never opened in place
 * of the new file, and no descriptor leaks into a child. Windows: binary mode (the bytes as they
 * are), and not inherited (O_NOINHERIT, its O_CLOEXEC); there are no FIFOs, controlling terminals
 * or links that open() would follow in the C library's view of files. */
#ifdef _WIN32
#define OS_OPEN_READ (O_RDONLY | O_BINARY | O_NOINHERIT)
#define OS_OPEN_NEW (O_WRONLY | O_CREAT | O_EXCL | O_BINARY | O_NOINHERIT)
#else
#define OS_OPEN_READ (O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
#define OS_OPEN_NEW (O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC)
#endif

/* Whether a read of fd would return at once, without reading or blocking: 1 when it would (bytes
 * to read, the end of the file, or an error the read would report), 0 when it would block, -1
 * when the question itself failed (errno set on POSIX: poll()'s). POSIX: poll(). Windows: a pipe
 * is peeked at (a closed one is at its end), a console asked whether it holds input events, a
 * file is always ready. */
int os_input_ready(int fd);

/* Makes the standard input and output what the GTP layer expects of them: the bytes as they are,
 * and an input that os_input_ready can answer for. Nothing to do on POSIX. On Windows, where they
 * are not consoles (pipes and files), they go into binary mode, so that responses end in "\n\n"
 * as GTP requires, not "\r\n\r\n", and a ^Z byte in the input is not the end of the file (a
 * console keeps text mode: ^Z ends the input there, as users expect); and a standard input that
 * is a pipe is read through a pipe of kosumi's own, fed by a thread (see os.c), so that a pipe
 * from any program can be peeked at. Call it once, before anything reads the standard input. */
void os_gtp_stdio(void);

/* Makes `handler` catch SIGINT (Ctrl-C). `once`: the next SIGINT after the first takes the
 * default action (ends the program), and a read that the first interrupts is restarted; else
 * every SIGINT is caught and interrupts a blocked read (it fails with EINTR). On Windows the
 * handler runs on a thread of the C library's, and a console read is not interrupted. */
void os_catch_sigint(void (*handler)(int), bool once);

/* Gives SIGINT its default action back: it ends the program. */
void os_default_sigint(void);

/* Makes writing to a pipe whose reader has gone fail with EPIPE instead of killing the program
 * (SIGPIPE ignored). Windows has no SIGPIPE: such a write fails already. */
void os_ignore_sigpipe(void);

/* The processors this process may run on, at least 1: on Linux those of its CPU affinity (what
 * taskset or a container's cpuset leaves it), elsewhere on POSIX the online processors, on
 * Windows the active processors of all its groups. */
int os_processors(void);

#endif
