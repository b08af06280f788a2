/* writefile.c - a file written whole, in place of the regular file its name names (see
 * writefile.h) */
#include "config.h"

#include "util/writefile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/os.h"

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#endif

/* Links followed before giving up, as the kernel's own limit (ELOOP). */
#define MAX_LINKS 40
/* Names tried for the new file before giving up: each is taken only by another writer of the
 * same name at the same moment. */
#define MAX_TRIES 100

/* Why a file of this type is refused, or NULL for a regular file. */
static const char *refused_type(const struct stat *st)
{
    if (S_ISDIR(st->st_mode))
        return strerror(EISDIR);
    return S_ISREG(st->st_mode) ? NULL : "not a regular file";
}

/* --- what POSIX systems and Windows do differently ------------------------------------------ */

#ifdef _WIN32

/* Windows' struct stat has no inode numbers: a volume and a file ID name a file (FileIdInfo,
 * Windows 8 and later; before, nothing is found the same). Under Wine a file the standard output
 * was given by a Linux program has no volume serial number (0): the file ID alone decides then,
 * and a false match, across volumes, would only refuse a write. */
static bool is_standard_output(const char *name, const struct stat *st)
{
    (void)st;
    FILE_ID_INFO out, file;
    HANDLE h = (HANDLE)_get_osfhandle(_fileno(stdout));
    if (h == INVALID_HANDLE_VALUE || GetFileType(h) != FILE_TYPE_DISK ||
        !GetFileInformationByHandleEx(h, FileIdInfo, &out, sizeof out))
        return false; /* a pipe or a console */
    HANDLE f = CreateFileA(name, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    if (f == INVALID_HANDLE_VALUE)
        return false;
    bool same =
        GetFileInformationByHandleEx(f, FileIdInfo, &file, sizeof file) &&
        (out.VolumeSerialNumber == 0 || file.VolumeSerialNumber == out.VolumeSerialNumber) &&
        memcmp(&file.FileId, &out.FileId, sizeof file.FileId) == 0;
    CloseHandle(f);
    return same;
}

/* The C library's files have no symbolic links to follow. */
static char *resolve(const char *name)
{
    char *path = strdup(name);
    if (path == NULL)
        errno = ENOMEM;
    return path;
}

/* A path's last separator (either slash), or NULL. */
static char *last_separator(char *path)
{
    char *slash = strrchr(path, '/'), *backslash = strrchr(path, '\\');
    return backslash > slash ? backslash : slash;
}

/* A directory new files can be made in: writable (the C library has no search permission). */
#define DIRECTORY_ACCESS W_OK

#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION

/* A file's mode is its read-only attribute alone, and the new file is writable as the old one
 * was (a read-only one cannot be replaced); its owner is whoever writes it. */
static const char *keep_owner_and_mode(int fd, const struct stat *old)
{
    (void)fd, (void)old;
    return NULL;
}

/* rename() refuses to replace an existing file on Windows: MoveFileEx does, as one step. */
static int replace(const char *tmp, const char *path)
{
    if (MoveFileExA(tmp, path, MOVEFILE_REPLACE_EXISTING))
        return 0;
    switch (GetLastError()) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND: errno = ENOENT; break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION: errno = EACCES; break;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: errno = ENOSPC; break;
    default: errno = EIO; break;
    }
    return -1;
}
#endif

#else /* POSIX */

/* The same file as the standard output, where GTP responses (or a review's summary) go. */
static bool is_standard_output(const char *name, const struct stat *st)
{
    (void)name;
    struct stat out;
    return fstat(STDOUT_FILENO, &out) == 0 && out.st_dev == st->st_dev && out.st_ino == st->st_ino;
}

/* The path of the file `name` names once its symbolic links are followed, a link to nothing
 * included (its target is where the new file goes, as open(O_CREAT) would put it): a new string,
 * or NULL with errno set. */
static char *resolve(const char *name)
{
    char *path = strdup(name);
    for (int links = 0; path != NULL; links++) {
        struct stat st;
        if (lstat(path, &st) != 0 || !S_ISLNK(st.st_mode))
            return path; /* the file, or nothing yet: creating it says why not */
        char target[PATH_MAX];
        ssize_t n = readlink(path, target, sizeof target);
        int error = n < 0 ? errno : links == MAX_LINKS ? ELOOP
                                : (size_t)n == sizeof target ? ENAMETOOLONG : 0;
        if (error != 0) {
            free(path);
            errno = error;
            return NULL;
        }
        /* A relative target is relative to the link's directory. */
        const char *slash = strrchr(path, '/');
        size_t dir = target[0] == '/' || slash == NULL ? 0 : (size_t)(slash - path) + 1;
        char *next = malloc(dir + (size_t)n + 1);
        if (next != NULL) {
            memcpy(next, path, dir);
            memcpy(next + dir, target, (size_t)n);
            next[dir + (size_t)n] = '\0';
        }
        free(path);
        path = next;
    }
    errno = ENOMEM;
    return NULL;
}

/* A path's last separator, or NULL. */
static char *last_separator(char *path)
{
    return strrchr(path, '/');
}

/* A directory new files can be made in: writable and searchable. */
#define DIRECTORY_ACCESS (W_OK | X_OK)

#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
/* Gives the new file (fd) the old file's owner where the writer may, and its mode: NULL, or why
 * not. */
static const char *keep_owner_and_mode(int fd, const struct stat *old)
{
    /* Another user's file stays theirs where we may give it (as root); the mode after the owner,
     * which a change of owner may clear bits of. */
    if ((old->st_uid != geteuid() || old->st_gid != getegid()) &&
        fchown(fd, old->st_uid, old->st_gid) != 0) {
        /* not ours to give: the file becomes ours, as any new file would */
    }
    return fchmod(fd, old->st_mode & 07777) != 0 ? strerror(errno) : NULL;
}

/* Puts the new file in the old one's place, in one step. */
static int replace(const char *tmp, const char *path)
{
    return rename(tmp, path);
}
#endif

#endif /* POSIX */

/* --- the same everywhere ---------------------------------------------------------------------- */

/* Why no new file can be made where `name` (through its links) puts it: NULL when its directory
 * exists and we may write in it, else the system's reason. */
static const char *refused_directory(const char *name)
{
    char *path = resolve(name);
    if (path == NULL)
        return strerror(errno);
    char *slash = last_separator(path);
    const char *dir = slash == NULL ? "." : slash == path ? "/" : path;
    if (slash != NULL && slash != path)
        *slash = '\0';
    struct stat st;
    int error = stat(dir, &st) != 0 ? errno : !S_ISDIR(st.st_mode) ? ENOTDIR
              : access(dir, DIRECTORY_ACCESS) != 0 ? errno : 0;
    free(path);
    return error != 0 ? strerror(error) : NULL;
}

const char *writefile_check(const char *name)
{
    struct stat st;
    if (stat(name, &st) != 0) /* ENOENT: a new file, or a link to one, if its directory takes it */
        return errno == ENOENT ? refused_directory(name) : strerror(errno);
    const char *why = refused_type(&st);
    if (why == NULL && is_standard_output(name, &st))
        why = "the standard output";
    return why;
}

#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
/* Creates a new file beside `path` (PATH.PID.TRY), with `mode` less the umask, O_EXCL so that
 * no existing file or link is ever opened; its name into *tmp (freed by the caller). Returns
 * the descriptor, or -1 with errno set. */
static int create_beside(const char *path, mode_t mode, char **tmp)
{
    size_t size = strlen(path) + 32;
    *tmp = malloc(size);
    if (*tmp == NULL) {
        errno = ENOMEM;
        return -1;
    }
    for (int try = 0; try < MAX_TRIES; try++) {
        snprintf(*tmp, size, "%s.%ld.%d", path, (long)getpid(), try);
        int fd = open(*tmp, OS_OPEN_NEW, mode);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1; /* errno is EEXIST */
}

/* Writes len bytes at data to fd: NULL, or why not. */
static const char *write_all(int fd, const char *data, size_t len)
{
    for (size_t done = 0; done < len;) {
        ssize_t n = write(fd, data + done, len - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return strerror(n < 0 ? errno : EIO);
        done += (size_t)n;
    }
    return NULL;
}
#endif

const char *writefile_replace(const char *name, const void *data, size_t len)
{
    const char *why = writefile_check(name);
    if (why != NULL)
        return why;
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
    (void)data;
    (void)len;
    return NULL;
#else
    char *path = resolve(name);
    if (path == NULL)
        return strerror(errno);
    struct stat old;
    bool exists = stat(path, &old) == 0;
    char *tmp = NULL;
    if (exists && (why = refused_type(&old)) != NULL) /* swapped in since the check */
        goto free_names;
    /* An existing file's mode is given once the text is in: until then only we may read it. */
    int fd = create_beside(path, exists ? 0600 : 0666, &tmp);
    if (fd < 0) {
        why = strerror(errno);
        goto free_names;
    }
    why = write_all(fd, data, len);
    if (why == NULL && exists)
        why = keep_owner_and_mode(fd, &old);
    if (close(fd) != 0 && why == NULL)
        why = strerror(errno);
    if (why == NULL && replace(tmp, path) != 0)
        why = strerror(errno);
    if (why != NULL)
        unlink(tmp);
free_names:
    free(tmp);
    free(path);
    return why;
#endif
}
