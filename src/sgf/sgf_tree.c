/* sgf_tree.c - an SGF collection kept whole (see sgf_tree.h)
 *
 * The reader keeps one pointer, the node the next ';' or '(' hangs from, and marks the first
 * node of every game tree ("head"): a ')' climbs from the current node to its head and goes on
 * from the head's parent, so nesting needs no stack. The writer and sgf_tree_free walk the tree
 * the same way, by parent pointers, so that a file of a million nested variations is no deeper
 * for them than a flat one.
 */
#include "sgf/sgf_tree.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/textbuf.h"

/* ------------------------------------------------------------------------------------------ */
/* Nodes and properties                                                                        */

static void free_node(struct sgf_tree_node *node)
{
    for (size_t i = 0; i < node->property_count; i++) {
        struct sgf_tree_property *p = &node->properties[i];
        for (size_t k = 0; k < p->value_count; k++)
            free(p->values[k].text);
        free(p->values);
        free(p->name);
    }
    free(node->properties);
    free(node);
}

void sgf_tree_free(struct sgf_tree *tree)
{
    struct sgf_tree_node *node = tree->root;
    while (node != NULL) {
        if (node->child != NULL) {
            node = node->child;
            continue;
        }
        struct sgf_tree_node *next = node->next, *parent = node->parent;
        free_node(node);
        if (next != NULL) {
            node = next;
        } else if (parent != NULL) {
            parent->child = NULL; /* all its children are gone: free it next */
            node = parent;
        } else {
            node = NULL;
        }
    }
    tree->root = NULL;
    tree->node_count = 0;
}

struct sgf_tree_node *sgf_tree_add_child(struct sgf_tree *tree, struct sgf_tree_node *parent)
{
    if (tree->node_count >= SGF_TREE_MAX_NODES)
        return NULL;
    struct sgf_tree_node *node = calloc(1, sizeof *node);
    if (node == NULL)
        return NULL;
    node->parent = parent;
    if (parent == NULL) {
        struct sgf_tree_node **last = &tree->root;
        while (*last != NULL)
            last = &(*last)->next;
        *last = node;
    } else if (parent->child == NULL) {
        parent->child = parent->last_child = node;
    } else {
        parent->last_child->next = node;
        parent->last_child = node;
    }
    tree->node_count++;
    return node;
}

/* `array`, of `count` elements of `size` bytes, with room for one more: reallocated, doubling,
 * whenever count reaches a power of two, so that its capacity is always the next power of two
 * of the count and needs no keeping. NULL when out of memory (array is then as it was). Nodes
 * have few properties and properties few values, but a value list may run to thousands (AB of
 * a whole board). */
static void *with_room(void *array, size_t count, size_t size)
{
    if ((count & (count - 1)) != 0)
        return array;
    return realloc(array, (count ? 2 * count : 1) * size);
}

/* A NUL-terminated copy of text[0..len) (which may hold NULs), or NULL when out of memory. */
static char *copy_text(const char *text, size_t len)
{
    char *copy = malloc(len + 1);
    if (copy == NULL)
        return NULL;
    memcpy(copy, text, len);
    copy[len] = '\0';
    return copy;
}

/* A new property of node named name[0..name_len) without values; NULL when out of memory. */
static struct sgf_tree_property *add_property(struct sgf_tree_node *node, const char *name,
                                              size_t name_len)
{
    struct sgf_tree_property *grown =
        with_room(node->properties, node->property_count, sizeof *node->properties);
    if (grown == NULL)
        return NULL;
    node->properties = grown;
    char *copy = copy_text(name, name_len);
    if (copy == NULL)
        return NULL;
    struct sgf_tree_property *p = &node->properties[node->property_count++];
    *p = (struct sgf_tree_property){.name = copy};
    return p;
}

/* Appends a copy of the raw value text[0..len) to p. Returns 0 or SGF_NOMEM. */
static int add_value(struct sgf_tree_property *p, const char *text, size_t len)
{
    size_t n = p->value_count;
    struct sgf_text *grown = with_room(p->values, n, sizeof *p->values);
    if (grown == NULL)
        return SGF_NOMEM;
    p->values = grown;
    char *copy = copy_text(text, len);
    if (copy == NULL)
        return SGF_NOMEM;
    p->values[n] = (struct sgf_text){copy, len};
    p->value_count++;
    return 0;
}

bool sgf_tree_is(const struct sgf_tree_property *p, const char *name)
{
    const char *s = p->name;
    for (;; s++) {
        while (*s >= 'a' && *s <= 'z')
            s++;
        if (*s != *name)
            return false;
        if (*s == '\0')
            return true;
        name++;
    }
}

struct sgf_tree_property *sgf_tree_find(const struct sgf_tree_node *node, const char *name)
{
    for (size_t i = 0; i < node->property_count; i++)
        if (sgf_tree_is(&node->properties[i], name))
            return &node->properties[i];
    return NULL;
}

/* text as an SGF value: ']' and '\' escaped. A new string, or NULL when out of memory. */
static char *escape(const char *text, size_t *len)
{
    size_t n = 0;
    for (const char *s = text; *s != '\0'; s++)
        n += (*s == ']' || *s == '\\') ? 2 : 1;
    char *out = malloc(n + 1), *o = out;
    if (out == NULL)
        return NULL;
    for (const char *s = text; *s != '\0'; s++) {
        if (*s == ']' || *s == '\\')
            *o++ = '\\';
        *o++ = *s;
    }
    *o = '\0';
    *len = n;
    return out;
}

int sgf_tree_set_text(struct sgf_tree_node *node, const char *name, const char *text)
{
    size_t len;
    char *value = escape(text, &len);
    if (value == NULL)
        return SGF_NOMEM;
    struct sgf_tree_property *p = sgf_tree_find(node, name);
    if (p == NULL) {
        p = add_property(node, name, strlen(name));
        if (p == NULL || add_value(p, value, len) != 0) {
            if (p != NULL) /* the new, empty property goes again */
                free(node->properties[--node->property_count].name);
            free(value);
            return SGF_NOMEM;
        }
        free(value);
        return 0;
    }
    if (p->value_count == 0 && add_value(p, "", 0) != 0) {
        free(value);
        return SGF_NOMEM;
    }
    for (size_t k = 1; k < p->value_count; k++)
        free(p->values[k].text);
    p->value_count = 1;
    free(p->values[0].text);
    p->values[0] = (struct sgf_text){value, len};
    return 0;
}

int sgf_tree_append_text(struct sgf_tree_node *node, const char *name, const char *text)
{
    struct sgf_tree_property *p = sgf_tree_find(node, name);
    if (p == NULL || p->value_count == 0 || p->values[0].len == 0)
        return sgf_tree_set_text(node, name, text);
    size_t len;
    char *value = escape(text, &len);
    if (value == NULL)
        return SGF_NOMEM;
    struct sgf_text *old = &p->values[0];
    char *joined = malloc(old->len + 2 + len + 1);
    if (joined == NULL) {
        free(value);
        return SGF_NOMEM;
    }
    memcpy(joined, old->text, old->len);
    memcpy(joined + old->len, "\n\n", 2);
    memcpy(joined + old->len + 2, value, len + 1);
    free(value);
    free(old->text);
    old->text = joined;
    old->len += 2 + len;
    return 0;
}

/* ------------------------------------------------------------------------------------------ */
/* The reader                                                                                  */

struct reader {
    const char *data;
    size_t len;
    size_t pos;
    size_t open; /* the '(' of the game tree being read */
    struct sgf_tree *tree;
    struct sgf_error err;
};

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static bool is_letter(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static void skip_space(struct reader *r)
{
    while (r->pos < r->len && is_space(r->data[r->pos]))
        r->pos++;
}

static int fail_unexpected(struct reader *r)
{
    unsigned char c = (unsigned char)r->data[r->pos];
    if (c >= 0x20 && c < 0x7f)
        return sgf_error_set(&r->err, r->pos, "unexpected '%c'", c);
    return sgf_error_set(&r->err, r->pos, "unexpected '\\x%02x'", c);
}

/* The next game tree's '(' followed by ';', from r->pos on: true with r->pos on the ';'. */
static bool find_tree(struct reader *r)
{
    while (r->pos < r->len) {
        const char *open = memchr(r->data + r->pos, '(', r->len - r->pos);
        if (open == NULL)
            return false;
        r->open = (size_t)(open - r->data);
        r->pos = r->open + 1;
        skip_space(r);
        if (r->pos < r->len && r->data[r->pos] == ';')
            return true;
    }
    return false;
}

/* The properties of `node`, from r->pos up to the next token that is not one. */
static int read_properties(struct reader *r, struct sgf_tree_node *node)
{
    for (;;) {
        skip_space(r);
        if (r->pos >= r->len || !is_letter(r->data[r->pos]))
            return 0;
        size_t name = r->pos;
        while (r->pos < r->len && is_letter(r->data[r->pos]))
            r->pos++;
        size_t name_len = r->pos - name;
        skip_space(r);
        if (r->pos >= r->len || r->data[r->pos] != '[')
            return sgf_error_set(&r->err, name, "property '%.*s' has no value",
                                 (int)(name_len > 20 ? 20 : name_len), r->data + name);
        struct sgf_tree_property *p = add_property(node, r->data + name, name_len);
        if (p == NULL)
            return sgf_error_nomem(&r->err, r->pos);
        while (r->pos < r->len && r->data[r->pos] == '[') {
            size_t start = r->pos + 1, i = start;
            while (i < r->len && r->data[i] != ']')
                i += r->data[i] == '\\' ? 2 : 1;
            if (i >= r->len)
                return sgf_error_set(&r->err, r->pos, "unterminated value");
            if (add_value(p, r->data + start, i - start) != 0)
                return sgf_error_nomem(&r->err, r->pos);
            r->pos = i + 1;
            skip_space(r);
        }
    }
}

static int read_trees(struct reader *r)
{
    /* `at`: the node the next ';' hangs from (NULL: a new game tree's root); `head`: the next
     * node starts a game tree; `closed`: a variation was closed since the last node, so only
     * another variation or the end of the game tree may follow. */
    struct sgf_tree_node *at = NULL;
    size_t depth = 0, tree_start = 0;
    bool head = false, closed = false;
    if (!find_tree(r))
        return sgf_error_set(&r->err, 0, "no game tree");
    for (;;) {
        if (depth == 0) {
            if (r->tree->root != NULL && !find_tree(r))
                return 0; /* what follows the last game tree is not kept */
            tree_start = r->open;
            depth = 1;
            head = true;
            closed = false;
            at = NULL;
        }
        skip_space(r);
        if (r->pos >= r->len)
            return sgf_error_set(&r->err, tree_start, "unterminated game tree");
        char c = r->data[r->pos];
        if (c == ';') {
            if (closed)
                return sgf_error_set(&r->err, r->pos, "node after a variation");
            struct sgf_tree_node *node = sgf_tree_add_child(r->tree, at);
            if (node == NULL && r->tree->node_count >= SGF_TREE_MAX_NODES)
                return sgf_error_set(&r->err, r->pos, "too many nodes (more than %d)",
                                     SGF_TREE_MAX_NODES);
            if (node == NULL)
                return sgf_error_nomem(&r->err, r->pos);
            node->head = head;
            r->pos++;
            int status = read_properties(r, node);
            if (status != 0)
                return status;
            at = node;
            head = false;
        } else if (c == '(') {
            size_t open = r->pos++;
            skip_space(r);
            if (r->pos >= r->len)
                return sgf_error_set(&r->err, tree_start, "unterminated game tree");
            if (r->data[r->pos] == ')')
                return sgf_error_set(&r->err, open, "empty game tree");
            if (r->data[r->pos] != ';')
                return fail_unexpected(r);
            depth++;
            head = true;
            closed = false;
        } else if (c == ')') {
            r->pos++;
            while (!at->head)
                at = at->parent;
            at = at->parent;
            depth--;
            closed = true;
        } else {
            return fail_unexpected(r);
        }
    }
}

int sgf_tree_read(const char *data, size_t len, struct sgf_tree *tree, char *error,
                  size_t error_size)
{
    struct reader r = {.data = data ? data : "", .len = data ? len : 0, .tree = tree};
    *tree = (struct sgf_tree){NULL, 0};
    int status = read_trees(&r);
    if (status != 0) {
        sgf_error_format(&r.err, (const unsigned char *)r.data, r.len, error, error_size);
        sgf_tree_free(tree);
        return r.err.nomem ? SGF_NOMEM : SGF_INVALID;
    }
    if (error_size > 0)
        error[0] = '\0';
    return 0;
}

/* ------------------------------------------------------------------------------------------ */
/* The writer                                                                                  */

static void put_node(struct textbuf *b, const struct sgf_tree_node *node)
{
    textbuf_puts(b, ";");
    for (size_t i = 0; i < node->property_count; i++) {
        const struct sgf_tree_property *p = &node->properties[i];
        textbuf_puts(b, p->name);
        for (size_t k = 0; k < p->value_count; k++) {
            textbuf_puts(b, "[");
            textbuf_put(b, p->values[k].text, p->values[k].len);
            textbuf_puts(b, "]");
        }
    }
}

/* Where a ')' is written: after the last node of a game tree, a root's or a variation's. */
static bool starts_tree(const struct sgf_tree_node *node)
{
    return node->parent == NULL || node->parent->child != node->parent->last_child;
}

int sgf_tree_write(const struct sgf_tree *tree, char **text, size_t *len)
{
    struct textbuf b = {NULL, 0, 0, false};
    const struct sgf_tree_node *node = tree->root;
    *text = NULL;
    *len = 0;
    if (node == NULL)
        return SGF_INVALID;
    textbuf_puts(&b, "(");
    while (node != NULL) {
        put_node(&b, node);
        textbuf_puts(&b, "\n");
        if (node->child != NULL) {
            if (node->child != node->last_child)
                textbuf_puts(&b, "(");
            node = node->child;
            continue;
        }
        /* A leaf: close game trees up to the first that has a next sibling to open. */
        for (;;) {
            while (!starts_tree(node))
                node = node->parent;
            textbuf_puts(&b, ")");
            if (node->next != NULL) {
                textbuf_puts(&b, "\n(");
                node = node->next;
                break;
            }
            node = node->parent;
            if (node == NULL)
                break;
        }
    }
    textbuf_puts(&b, "\n");
    if (b.failed) {
        free(b.text);
        return SGF_NOMEM;
    }
    *text = b.text;
    *len = b.len;
    return 0;
}
