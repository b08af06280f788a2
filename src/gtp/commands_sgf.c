/* commands_sgf.c - GTP commands for SGF records: loadsgf and printsgf
 *
 * loadsgf builds the new game aside (sgf_read, then record_to_game with every move checked) and
 * swaps it in only when everything succeeded, so a file that cannot be loaded, for whatever
 * reason, leaves the session exactly as it was. Every such failure is answered on one line,
 * "cannot load file: 'NAME': REASON", the text controllers key on (doc/clients.md, on
 * loadsgf); bytes that come from the file never reach the response as control characters. What
 * the reader repaired in a file it loaded (sgf.h) goes to the error stream with --verbose.
 *
 * Both commands touch only regular files (or, for printsgf, a new one): a FIFO, a terminal, a
 * device or a directory is refused without blocking, so the session cannot hang on a file
 * name, /dev/zero cannot fill memory, and printsgf /dev/stdout cannot put SGF into the GTP
 * stream. printsgf FILE replaces the file whole (writefile.h), as kosumi review writes its
 * files; a build for fuzzing checks the name and writes nothing.
 */
#include "config.h"

#include "gtp/commands.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/args.h"
#include "core/coord.h"
#include "core/game.h"
#include "gtp/session.h"
#include "gtp/session_state.h"
#include "sgf/record.h"
#include "sgf/sgf.h"
#include "util/os.h"
#include "util/writefile.h"

/* The largest file loadsgf reads. A game of SGF_MAX_NODES moves with comments fits easily; the
 * bound only keeps a wrong file name (a disk image, a log) from filling memory. */
#define LOADSGF_MAX_MIB 64
#define LOADSGF_MAX_BYTES ((size_t)LOADSGF_MAX_MIB << 20)
#define STRINGIFY(x) #x
#define MIB_TEXT(x) STRINGIFY(x)
#define TOO_LARGE "larger than " MIB_TEXT(LOADSGF_MAX_MIB) " MiB"

/* Replaces control characters (the file's bytes may end up in a message) with '?'. */
static void sanitize(char *text)
{
    for (unsigned char *p = (unsigned char *)text; *p != '\0'; p++)
        if (*p < 0x20 || *p == 0x7f)
            *p = '?';
}

/* Reads the whole regular file `name` into a new buffer (*data, *len, freed by the caller).
 * Returns NULL, or why it cannot be read. Anything but a regular file is refused before a byte
 * is read, so a FIFO or a terminal cannot block the session and /dev/zero cannot fill memory. */
static const char *read_file(const char *name, char **data, size_t *len)
{
    *data = NULL;
    *len = 0;
    int fd = open(name, OS_OPEN_READ);
    if (fd < 0) {
        /* Windows' open() refuses a directory as EACCES: name it as fstat does below. */
        int error = errno;
        struct stat st;
        return strerror(stat(name, &st) == 0 && S_ISDIR(st.st_mode) ? EISDIR : error);
    }
    struct stat st;
    const char *why = NULL;
    if (fstat(fd, &st) != 0) {
        why = strerror(errno);
        goto close_fd;
    }
    if (S_ISDIR(st.st_mode)) {
        why = strerror(EISDIR);
        goto close_fd;
    }
    if (!S_ISREG(st.st_mode)) {
        why = "not a regular file";
        goto close_fd;
    }
    if ((uintmax_t)st.st_size > LOADSGF_MAX_BYTES) {
        why = TOO_LARGE;
        goto close_fd;
    }
    /* The size may change while we read (a file being written): read to the end, bounded. */
    size_t capacity = (size_t)st.st_size + 1, used = 0;
    char *buf = malloc(capacity);
    if (buf == NULL) {
        why = "out of memory";
        goto close_fd;
    }
    for (;;) {
        if (used == capacity) {
            if (capacity > LOADSGF_MAX_BYTES) {
                why = TOO_LARGE;
                goto free_buf;
            }
            size_t bigger = capacity < LOADSGF_MAX_BYTES / 2 ? 2 * capacity : LOADSGF_MAX_BYTES + 1;
            char *grown = realloc(buf, bigger);
            if (grown == NULL) {
                why = "out of memory";
                goto free_buf;
            }
            buf = grown;
            capacity = bigger;
        }
        ssize_t n = read(fd, buf + used, capacity - used);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            why = strerror(errno);
            goto free_buf;
        }
        if (n == 0)
            break;
        used += (size_t)n;
    }
    if (used > LOADSGF_MAX_BYTES) {
        why = TOO_LARGE;
        goto free_buf;
    }
    close(fd);
    *data = buf;
    *len = used;
    return NULL;

free_buf:
    free(buf);
close_fd:
    close(fd);
    return why;
}

/* Reports the reader's repairs of the file `name` with --verbose. */
static void report_repairs(const struct session *s, const char *name, const struct sgf_game *record)
{
    const char *line = record->repairs.text;
    size_t shown = 0;
    while (line != NULL && *line != '\0') {
        const char *end = strchr(line, '\n');
        int n = end != NULL ? (int)(end - line) : (int)strlen(line);
        session_verbose(s, "loadsgf '%s': repaired %.*s", name, n, line);
        shown++;
        line += n + (end != NULL);
    }
    if (record->repair_count > shown)
        session_verbose(s, "loadsgf '%s': %zu more repairs", name, record->repair_count - shown);
}

/* The position before move number `before` (1 = the first move; 0, or past the end: the whole
 * main line) of the record in file `name`, into *out, with the current rules and komi as the
 * fallbacks for RU and KM; *to_play is who moves next. A komi the komi command refuses is refused
 * here too (record_to_game), though the SGF reader takes any finite number. Returns 0, or -1
 * with the reason in `error`. */
static int load(const struct session *s, const char *name, int before, struct game *out,
                int *to_play, char *error, size_t error_size)
{
    char *data;
    size_t len;
    const char *why = read_file(name, &data, &len);
    if (why != NULL) {
        snprintf(error, error_size, "%s", why);
        return -1;
    }
    struct sgf_game record;
    int status = sgf_read(data, len, &record, error, error_size);
    free(data);
    if (status != 0)
        return -1;
    status = record_to_game(&record, before, &s->game.rules, s->game.komi, out, to_play, error,
                            error_size);
    if (status == 0)
        report_repairs(s, name, &record);
    sgf_game_free(&record);
    return status;
}

int cmd_loadsgf(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    const char *name = argv[1];
    char error[320];
    int before = 0;
    if (argc > 2 && !args_parse_count(argv[2], &before)) {
        snprintf(error, sizeof error, "%s", argv[2]);
        sanitize(error);
        return gtp_failure(g, "cannot load file: '%s': bad move number '%s'", name, error);
    }
    struct game loaded;
    int to_play;
    if (load(s, name, before, &loaded, &to_play, error, sizeof error) != 0) {
        sanitize(error);
        return gtp_failure(g, "cannot load file: '%s': %s", name, error);
    }
    game_free(&s->game);
    s->game = loaded; /* a struct game owns its arrays and has no pointers into itself */
    timeman_restart(&s->clock);
    char komi[SGF_REAL_MAX];
    session_verbose(s, "loadsgf '%s': %dx%d, %d moves, komi %s", name, s->game.board.size,
                    s->game.board.size, game_move_count(&s->game),
                    sgf_format_real(komi, s->game.komi));
    return gtp_success(g, "%s", coord_color_name(to_play));
}

int cmd_printsgf(void *ctx, struct gtp *g, int argc, char **argv)
{
    struct session *s = ctx;
    struct sgf_game record;
    char *text;
    size_t len;
    int status = record_from_game(&s->game, &record);
    if (status == 0) {
        status = sgf_write(&record, &text, &len);
        sgf_game_free(&record);
    }
    if (status == SGF_NOMEM)
        return gtp_failure(g, "out of memory");
    if (status != 0) /* only past SGF_MAX_NODES: the game and the record hold nothing else */
        return gtp_failure(g, "cannot write the game as SGF: more than %d nodes", SGF_MAX_NODES);
    if (argc < 2) {
        /* sgf_write's text has no empty line, and gtp_printf would mend one anyway. */
        gtp_printf(g, "%s", text);
        free(text);
        return gtp_success(g, NULL);
    }
    const char *why = writefile_replace(argv[1], text, len);
    free(text);
    if (why != NULL)
        return gtp_failure(g, "cannot write file: '%s': %s", argv[1], why);
    return gtp_success(g, NULL);
}
