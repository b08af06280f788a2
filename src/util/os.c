/* os.c - what POSIX systems and Windows do differently (see os.h) */
#include "config.h"

#include "util/os.h"

#include <signal.h>
#include <stddef.h>
#include <string.h>

#ifdef _WIN32
#include <io.h>
#include <stdio.h>
#include <windows.h>
#else
#include <poll.h>
#include <unistd.h>
#ifdef __linux__
#include <sched.h>
#endif
#endif

#ifdef _WIN32

int os_input_ready(int fd)
{
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE)
        return -1;
    switch (GetFileType(h)) {
    case FILE_TYPE_PIPE: {
        DWORD available = 0;
        /* Fails once the writer has closed the pipe (ERROR_BROKEN_PIPE): the end of the input,
         * which a read reports at once. */
        if (!PeekNamedPipe(h, NULL, 0, NULL, &available, NULL))
            return 1;
        return available > 0;
    }
    case FILE_TYPE_CHAR: {
        DWORD mode;
        if (!GetConsoleMode(h, &mode))
            return 1; /* NUL and other devices never block */
        /* Signalled while the console holds input events (keys, but also mouse and focus
         * events: at worst a search stops early, as at a key). */
        return WaitForSingleObject(h, 0) == WAIT_OBJECT_0;
    }
    default: return 1; /* a file on disk: a read never blocks */
    }
}

/* The pump: a thread that copies the standard input as it came (pump_source) into a pipe of the
 * program's own making (pump_sink), which fd 0 then reads. PeekNamedPipe answers for such a
 * pipe, whatever the standard input was: under Wine a pipe from a Linux program is not a named
 * pipe and PeekNamedPipe fails on it, which would leave os_input_ready unable to tell. The one
 * path on Windows and under Wine alike: what CI runs is what users run. */
static HANDLE pump_source, pump_sink;

static DWORD WINAPI pump(LPVOID unused)
{
    (void)unused;
    char buf[65536];
    DWORD got, put;
    while (ReadFile(pump_source, buf, sizeof buf, &got, NULL) && got > 0) {
        for (DWORD done = 0; done < got; done += put)
            if (!WriteFile(pump_sink, buf + done, got - done, &put, NULL))
                goto closed; /* the program closed its end: nobody reads any more */
    }
closed:
    CloseHandle(pump_sink); /* the reader sees the end of the input */
    return 0;
}

/* Puts a pipe fed by the pump in place of a standard input that is a pipe. Anything failing
 * leaves the standard input as it was. */
static void pump_stdin(void)
{
    HANDLE in = (HANDLE)_get_osfhandle(0);
    if (in == INVALID_HANDLE_VALUE || GetFileType(in) != FILE_TYPE_PIPE)
        return;
    HANDLE process = GetCurrentProcess(), source, r, w;
    /* fd 0 is given the new pipe below, which closes its handle: the pump reads a copy. */
    if (!DuplicateHandle(process, in, process, &source, 0, FALSE, DUPLICATE_SAME_ACCESS))
        return;
    if (!CreatePipe(&r, &w, NULL, 65536))
        goto close_source;
    int fd = _open_osfhandle((intptr_t)r, _O_RDONLY | _O_BINARY);
    if (fd < 0) {
        CloseHandle(r);
        goto close_sink;
    }
    pump_source = source;
    pump_sink = w;
    HANDLE thread = CreateThread(NULL, 0, pump, NULL, 0, NULL);
    if (thread == NULL) {
        _close(fd);
        goto close_sink;
    }
    CloseHandle(thread);
    _dup2(fd, 0);
    _close(fd);
    return;
close_sink:
    CloseHandle(w);
close_source:
    CloseHandle(source);
}

void os_gtp_stdio(void)
{
    if (!_isatty(_fileno(stdin))) {
        _setmode(_fileno(stdin), _O_BINARY);
        pump_stdin();
    }
    if (!_isatty(_fileno(stdout)))
        _setmode(_fileno(stdout), _O_BINARY);
}

/* The C library gives SIGINT its default action back before it calls a handler (as
 * SA_RESETHAND): for a handler that catches every SIGINT, the trampoline catches the next one
 * again first. */
static void (*volatile sigint_handler)(int);
static volatile sig_atomic_t sigint_once;

static void sigint_trampoline(int sig)
{
    if (!sigint_once)
        signal(SIGINT, sigint_trampoline);
    sigint_handler(sig);
}

void os_catch_sigint(void (*handler)(int), bool once)
{
    sigint_handler = handler;
    sigint_once = once;
    signal(SIGINT, sigint_trampoline);
}

void os_ignore_sigpipe(void)
{
}

int os_processors(void)
{
    DWORD n = GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
    return n >= 1 && n <= 4096 ? (int)n : 1;
}

#else /* POSIX */

int os_input_ready(int fd)
{
    struct pollfd pfd = {.fd = fd, .events = POLLIN};
    int n = poll(&pfd, 1, 0);
    return n < 0 ? -1 : n > 0; /* ready: readable, closed, or an error the read reports */
}

void os_gtp_stdio(void)
{
}

void os_catch_sigint(void (*handler)(int), bool once)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = once ? SA_RESTART | SA_RESETHAND : 0;
    sigaction(SIGINT, &sa, NULL);
}

void os_ignore_sigpipe(void)
{
    signal(SIGPIPE, SIG_IGN);
}

int os_processors(void)
{
#ifdef __linux__
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) >= 1)
        return CPU_COUNT(&set);
#endif
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n >= 1 && n <= 4096 ? (int)n : 1;
}

#endif

void os_default_sigint(void)
{
    signal(SIGINT, SIG_DFL);
}
