#!/bin/sh
# man-commands.sh - doc/kosumi.6 documents every GTP command the program lists, and no other (TAP)
#
# Runs the real program (./src/kosumi or $KOSUMI) for `list_commands` and reads the GTP COMMANDS
# section of $srcdir/doc/kosumi.6, where each command has an entry: a .TP line, then a .B or .BI
# line starting with the command's name (roff escapes '-' as '\-'). One test point per listed
# command, one for the documented commands that are not listed, one for groff's warnings.

. "$(dirname "$0")/../lib/tap.sh"

need_kosumi
man=${srcdir:-.}/doc/kosumi.6

if [ ! -f "$man" ]; then
    bail "no man page at '$man' (set srcdir)"
fi

# The listed commands: the response of list_commands, without "= " and the empty line.
listed=$(printf 'list_commands\n' | "$KOSUMI" | sed -e '1s/^= //' -e '/^$/d')
if [ -z "$listed" ]; then
    bail "'$KOSUMI' listed no commands"
fi

# The documented commands: in the GTP COMMANDS section, the first word of the line after each .TP.
documented=$(awk '
    /^\.SH/ { in_section = ($0 ~ /^\.SH "?GTP COMMANDS"?$/); next }
    !in_section { next }
    /^\.TP/ { want = 1; next }
    want && /^\.BI? / { name = $2; gsub(/\\-/, "-", name); gsub(/\\f[BIR]/, "", name); print name }
    { want = 0 }
' "$man")

n=$(printf '%s\n' "$listed" | wc -l)
plan $((n + 2))
for c in $listed; do
    printf '%s\n' "$documented" | grep -qx -e "$c"
    ok $? "'$c' is documented in kosumi.6"
done

extra=
for d in $documented; do
    printf '%s\n' "$listed" | grep -qx -e "$d" || extra="$extra $d"
done
test -z "$extra"
ok $? "kosumi.6 documents no command that list_commands omits"
[ -n "$extra" ] && echo "#   documented but not listed:$extra"

if command -v groff >/dev/null 2>&1; then
    warnings=$(groff -man -ww -z "$man" 2>&1)
    test -z "$warnings"
    ok $? "groff reads kosumi.6 without warnings"
    [ -n "$warnings" ] && printf '%s\n' "$warnings" | sed 's/^/#   /'
else
    skip "groff reads kosumi.6 without warnings" "groff not found"
fi
finish
