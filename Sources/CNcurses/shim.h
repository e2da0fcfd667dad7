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
#include <stdlib.h>
// Last: term.h defines capability names (lines, columns, …) as macros.
#include <ncursesw/term.h>

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }

/// The terminal's size from the kernel; 0 on success.
static inline int cn_terminal_size(int fd, int *out_rows, int *out_columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *out_rows = size.ws_row;
    *out_columns = size.ws_col;
    return 0;
}

/// Turns on bracketed paste, and the mouse's SGR reports when `mouse`; the keys are then read as bytes.
static inline void cn_input_modes_on(int mouse) {
    static const char paste[] = "\033[?2004h";
    static const char clicks[] = "\033[?1000h\033[?1006h";
    ssize_t ignored = write(STDOUT_FILENO, paste, sizeof paste - 1);
    if (mouse) ignored = write(STDOUT_FILENO, clicks, sizeof clicks - 1);
    (void)ignored;
}

/// Turns bracketed paste and mouse reports off again; async-signal-safe, for the fatal-signal handler too.
static inline void cn_input_modes_off(void) {
    static const char off[] = "\033[?2004l\033[?1006l\033[?1000l";
    ssize_t ignored = write(STDOUT_FILENO, off, sizeof off - 1);
    (void)ignored;
}

/// Whether the terminal TERM names can run a full-screen program: 0 yes, 1 TERM unset or empty, 2 unknown to
/// terminfo, 3 no cursor addressing (dumb, hardcopy). Unlike initscr, it never prints nor exits.
static inline int cn_check_terminal(int fd) {
    const char *name = getenv("TERM");
    if (name == NULL || name[0] == 0) return 1;
    int error = 0;
    if (setupterm(NULL, fd, &error) != OK) return error == 1 ? 3 : 2;
    char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1 && !tigetflag("hc");
    del_curterm(cur_term);
    cur_term = NULL;
    return usable ? 0 : 3;
}

#endif
