/* format.h - the printf-like functions' format checking, on every compiler kosumi builds with
 *
 * gcc and clang check a printf-like function's calls against its format when it is declared with
 * FORMAT_PRINTF. Plain format(printf) would not do for Windows: there gcc takes "printf" to mean
 * the Microsoft C library's printf, which lacks %zu and %lld, while kosumi's Windows build uses
 * MinGW's C99 printf (__USE_MINGW_ANSI_STDIO, set by configure) that has them; MinGW's headers
 * name the archetype of the printf in use, so it is checked against that one.
 */
#ifndef KOSUMI_FORMAT_H
#define KOSUMI_FORMAT_H

#include <stdio.h> /* on MinGW, defines __MINGW_PRINTF_FORMAT */

/* The function's format string is argument number f (from 1), its first value number a (0 for a
 * va_list). */
#ifdef __MINGW_PRINTF_FORMAT
#define FORMAT_PRINTF(f, a) __attribute__((format(__MINGW_PRINTF_FORMAT, f, a)))
#else
#define FORMAT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#endif

#endif
