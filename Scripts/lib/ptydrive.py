#!/usr/bin/env python3
"""Drives repotui under a pseudo-terminal the way a person would, and measures what the bench
reports for a running app:

  bytes of the first full frame, bytes written per Down keypress (median of PRESSES),
  CPU used while idle for IDLE_SECONDS after loading, and peak RSS.

Usage: ptydrive.py COLS ROWS PRESSES IDLE_SECONDS -- COMMAND [ARGS...]
Prints: first_frame_bytes down_median down_min down_max idle_cpu_ms peak_rss_kb
"""
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time

CLOCK_TICK_MS = 1000 / os.sysconf("SC_CLK_TCK")


def drain(fd, quiet_seconds, deadline_seconds=30):
    """Reads until nothing arrives for quiet_seconds; returns the bytes read."""
    data = b""
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet_seconds)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    return data


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def peak_rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def main():
    cols, rows, presses, idle = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
    argv = sys.argv[sys.argv.index("--") + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        os.execvp(argv[0], argv)
    # Loaded when the status line says so and the screen has been quiet for a while.
    first = b""
    deadline = time.monotonic() + 120
    while b"updated just now" not in first and time.monotonic() < deadline:
        first += drain(fd, 0.2, 5)
    first += drain(fd, 1.0)
    downs = []
    for _ in range(presses):
        os.write(fd, b"\x1bOB")  # keypad mode (smkx): the Down key as the terminal sends it
        downs.append(len(drain(fd, 0.25)))
    drain(fd, 1.0)
    before = cpu_ticks(pid)
    time.sleep(idle)  # the measurement itself: the app is left alone
    idle_ms = (cpu_ticks(pid) - before) * CLOCK_TICK_MS
    rss = peak_rss_kb(pid)
    os.write(fd, b"q")
    drain(fd, 0.5)
    os.waitpid(pid, 0)
    print(f"{len(first)} {statistics.median(downs):.0f} {min(downs)} {max(downs)} {idle_ms:.0f} {rss}")


if __name__ == "__main__":
    main()
