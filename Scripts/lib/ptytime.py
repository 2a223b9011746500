#!/usr/bin/env python3
"""Runs a command under a fresh pseudo-terminal several times and prints how long each run took.

Usage: ptytime.py RUNS COLS ROWS -- COMMAND [ARGS...] [--versus BASELINE [ARGS...]]
Prints one line: median min max (milliseconds), then the exit statuses if any run failed —
and then exits with status 1: a run that crashed has no time worth reporting.
With --versus, the baseline runs in turn with the command (baseline, command, baseline, ...)
and gets a second line: a machine that slows down for a while then slows both alike.
The output of the command is read and thrown away (a terminal app blocks if nobody reads).
COLS 0 runs the command without a terminal, its output going to /dev/null (a script's pipe).
"""
import fcntl
import os
import pty
import statistics
import struct
import subprocess
import sys
import termios
import time


def run_once(argv, cols, rows):
    if cols == 0:
        started = time.perf_counter()
        status = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        return (time.perf_counter() - started) * 1000, status
    started = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        os.execvp(argv[0], argv)
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break  # EIO: the child closed its side of the terminal
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter() - started) * 1000
    os.close(fd)
    return elapsed, os.waitstatus_to_exitcode(status)


def summary(results):
    times = [elapsed for elapsed, _ in results]
    failures = [status for _, status in results if status != 0]
    line = f"{statistics.median(times):.1f} {min(times):.1f} {max(times):.1f}"
    if failures:
        line += " failed:" + ",".join(map(str, failures))
    return line


def main():
    runs, cols, rows = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    argv = sys.argv[sys.argv.index("--") + 1:]
    baseline = None
    if "--versus" in argv:
        split = argv.index("--versus")
        argv, baseline = argv[:split], argv[split + 1:]
    results, baseline_results = [], []
    for _ in range(runs):
        if baseline:
            baseline_results.append(run_once(baseline, cols, rows))
        results.append(run_once(argv, cols, rows))
    print(summary(results))
    if baseline:
        print(summary(baseline_results))
    # A run that crashed or failed has no honest time; the caller (Scripts/bench) stops on this.
    if any(status != 0 for _, status in results + baseline_results):
        print("ptytime: a timed run ended with a non-zero status (listed after 'failed:')", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
