#ifndef REPOTUI_CNCURSES_SHIM_H
#define REPOTUI_CNCURSES_SHIM_H

// Wide-character API (wget_wch, setcchar, cchar_t) and wcwidth need these before curses.h.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <curses.h>
#include <term.h>
#include <sys/ioctl.h>

// Swift 6 rejects these globals as not concurrency-safe; accessors are fine.
static inline WINDOW *repotui_stdscr(void) { return stdscr; }
static inline int repotui_lines(void) { return LINES; }
static inline int repotui_cols(void) { return COLS; }
static inline FILE *repotui_stdin(void) { return stdin; }
static inline FILE *repotui_stdout(void) { return stdout; }
static inline int repotui_colors(void) { return COLORS; }
static inline int repotui_color_pairs(void) { return COLOR_PAIRS; }

// ioctl is variadic, so Swift cannot call it. Fills rows/cols from TIOCGWINSZ; 0 on success.
static inline int repotui_window_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

// Function-like macros Swift does not import.
static inline attr_t repotui_a_bold(void) { return A_BOLD; }
static inline attr_t repotui_a_reverse(void) { return A_REVERSE; }
static inline attr_t repotui_a_underline(void) { return A_UNDERLINE; }
static inline attr_t repotui_a_dim(void) { return A_DIM; }
static inline attr_t repotui_a_normal(void) { return A_NORMAL; }
static inline int repotui_key_f(int n) { return KEY_F(n); }

// Mouse masks are function-like macros too. Wheel events are buttons 4 and 5, which exist only
// with the version-2 mouse ABI (ncurses 6's default).
#if NCURSES_MOUSE_VERSION < 2
#error "repotui needs NCURSES_MOUSE_VERSION 2 for the mouse wheel (buttons 4 and 5)"
#endif
static inline mmask_t repotui_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t repotui_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t repotui_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t repotui_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
