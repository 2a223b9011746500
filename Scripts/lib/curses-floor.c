/* The floor of "a curses program drew a screen", the baseline of repotui's start-up figures
 * in Scripts/bench (issue 30): the locale set, ncurses started, one line written and refreshed,
 * ncurses ended. Built by Scripts/bench with `cc -O2 … -lncursesw`. */
#include <curses.h>
#include <locale.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    mvaddstr(0, 0, " octocat - 8 repositories");
    refresh();
    endwin();
    return 0;
}
