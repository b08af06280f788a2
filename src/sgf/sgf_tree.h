/* sgf_tree.h - an SGF collection kept whole: every game tree, node, variation and property
 *
 * sgf.h reads what kosumi plays (the main line, the game information) and drops the rest; this
 * reads the same bytes into a tree that keeps everything (comments, markup, variations, unknown
 * properties, other games of the collection), so that a program can add to a record and write it
 * back without losing what others wrote: `kosumi review` adds its comments, move marks and
 * variations this way.
 *
 * Values are kept raw: the bytes between '[' and ']' as the file has them, escapes included, so
 * a value is written back byte for byte whatever its type or encoding. Property names are kept as
 * written too; sgf_tree_is() compares them as sgf.c does (by their capital letters, so FF[3]'s
 * "AddBlack" is AB). What lies outside the game trees (junk before the first, after the last) and
 * the white space between tokens is not kept.
 *
 * The reader is iterative (no recursion), like sgf.c's: nesting depth costs nothing. It refuses
 * what is not SGF's structure: a game tree not closed, an empty one, a node after a variation
 * ("(;a(;b);c)"), a property without a value; the values themselves are not checked (sgf_read
 * does that for what kosumi plays).
 */
#ifndef KOSUMI_SGF_TREE_H
#define KOSUMI_SGF_TREE_H

#include <stdbool.h>
#include <stddef.h>

#include "sgf/sgf.h"

#define SGF_TREE_MAX_NODES 1000000 /* nodes of all game trees; a larger file is refused */

/* A property: its name as written and its raw values (see above). */
struct sgf_tree_property {
    char *name;
    struct sgf_text *values;
    size_t value_count;
};

struct sgf_tree_node {
    struct sgf_tree_property *properties;
    size_t property_count;
    struct sgf_tree_node *parent; /* NULL for the root of a game tree */
    struct sgf_tree_node *child;  /* the first child: the main line goes on there */
    struct sgf_tree_node *next;   /* the next sibling (the next game tree, for roots) */
    struct sgf_tree_node *last_child;
    bool head;                /* private: the reader's mark of a game tree's first node */
};

struct sgf_tree {
    struct sgf_tree_node *root; /* the first game tree's root; the others follow by next */
    size_t node_count;
};

/* Reads every game tree of the `len` bytes at `data` into *tree (need not be initialised),
 * starting at the first "(;" as sgf_read does. Returns 0, SGF_INVALID (with "LINE:COLUMN: what
 * is wrong" in `error` when error_size > 0) or SGF_NOMEM; *tree is empty on failure. */
int sgf_tree_read(const char *data, size_t len, struct sgf_tree *tree, char *error,
                  size_t error_size);

/* Writes the collection into a new NUL-terminated buffer the caller frees (*text, *len without
 * the NUL): every node on a line of its own, each variation opened on a new line. Returns 0,
 * SGF_INVALID for an empty tree, or SGF_NOMEM (*text is NULL then). */
int sgf_tree_write(const struct sgf_tree *tree, char **text, size_t *len);

/* Frees what *tree holds and leaves it empty. */
void sgf_tree_free(struct sgf_tree *tree);

/* True when property p is `name` (capital letters, e.g. "C", "BM"), as sgf.c reads names. */
bool sgf_tree_is(const struct sgf_tree_property *p, const char *name);

/* The first property of node named `name` (see sgf_tree_is), or NULL. */
struct sgf_tree_property *sgf_tree_find(const struct sgf_tree_node *node, const char *name);

/* Sets property `name` of node to the single value `text` (plain text, escaped here), replacing
 * the values of a property of that name. Returns 0 or SGF_NOMEM (the node is unchanged then). */
int sgf_tree_set_text(struct sgf_tree_node *node, const char *name, const char *text);

/* Adds `text` (plain text, escaped here) to property `name` of node: after the first value's
 * text and an empty line when the property is there, else as a new property. For comments
 * (C): the record's own words stay first. Returns 0 or SGF_NOMEM (node unchanged). */
int sgf_tree_append_text(struct sgf_tree_node *node, const char *name, const char *text);

/* A new node, the last child of parent (a new variation when parent has children already).
 * Returns it, or NULL when out of memory or past SGF_TREE_MAX_NODES. */
struct sgf_tree_node *sgf_tree_add_child(struct sgf_tree *tree, struct sgf_tree_node *parent);

#endif
