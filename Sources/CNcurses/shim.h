// The slice of ncursesw (wide-character build) that Swift needs, with inline accessors for the
// macros and globals Swift cannot import directly.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <ncursesw/curses.h>
#include <locale.h>
#include <wchar.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/ioctl.h>

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int cn_key_f(int n) { return KEY_F(n); }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t cn_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

/// The terminal's size from the kernel; 0 on success.
static inline int cn_terminal_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

#endif
