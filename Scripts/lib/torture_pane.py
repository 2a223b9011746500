#!/usr/bin/env python3
"""Runs one repotui inside a tmux pane for Scripts/torture, and records what the driver checks.

Usage: torture_pane.py DIR -- COMMAND [ARGS...]

In DIR it writes:
  stty.before   `stty -g` of the pane before the app starts
  ready         then waits until the driver creates DIR/go
  app.pid       the app's process id, once it runs
  stty.after    `stty -g` after the app ended
  exit          "exit N" or "signal N": how it ended (written last)
and then sleeps, so the pane (and its modes: alternate screen, cursor) stays for inspection.
"""
import os
import signal
import subprocess
import sys
import time


def write(path, text):
    temporary = path + ".tmp"
    with open(temporary, "w") as file:
        file.write(text)
    os.replace(temporary, path)


def stty():
    return subprocess.run(["stty", "-g"], stdin=0, capture_output=True, text=True).stdout.strip()


def restore_default_signals():
    for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGTSTP, signal.SIGHUP, signal.SIGTERM):
        signal.signal(number, signal.SIG_DFL)


def main():
    directory = sys.argv[1]
    argv = sys.argv[sys.argv.index("--") + 1:]
    # Keys that reach the pane's process group while the app is not in raw mode must not end
    # the wrapper (SIGHUP still does: closing the pane ends it).
    for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGTSTP):
        signal.signal(number, signal.SIG_IGN)
    write(os.path.join(directory, "stty.before"), stty())
    write(os.path.join(directory, "ready"), "")
    while not os.path.exists(os.path.join(directory, "go")):
        time.sleep(0.01)
    app = subprocess.Popen(argv, preexec_fn=restore_default_signals)
    write(os.path.join(directory, "app.pid"), str(app.pid))
    _, status = os.waitpid(app.pid, 0)
    write(os.path.join(directory, "stty.after"), stty())
    ended = f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else f"exit {os.WEXITSTATUS(status)}"
    write(os.path.join(directory, "exit"), ended)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
