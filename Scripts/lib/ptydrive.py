#!/usr/bin/env python3
"""Drives repotui under a pseudo-terminal the way a person would, and measures what the bench
reports for a running app:

  bytes of the first full frame, bytes written per Down keypress (median of PRESSES),
  CPU used while idle for IDLE_SECONDS after loading, and peak RSS: the whole process's
  (VmHWM), and the highest its anonymous and file-backed parts were seen at, sampled every 5 ms
  (RssAnon: what the process allocated; RssFile: the pages of the binary and libraries mapped).

Usage: ptydrive.py COLS ROWS PRESSES IDLE_SECONDS -- COMMAND [ARGS...]
Prints: first_frame_bytes down_median down_min down_max idle_cpu_ms peak_rss_kb peak_anon_kb peak_file_kb
"""
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import threading
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


def status_kb(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


class PeakSampler(threading.Thread):
    """The highest RssAnon and RssFile seen while the process runs (each at its own moment)."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.anon, self.file, self.done = pid, 0, 0, threading.Event()

    def run(self):
        while not self.done.wait(0.005):
            try:
                self.anon = max(self.anon, status_kb(self.pid, "RssAnon"))
                self.file = max(self.file, status_kb(self.pid, "RssFile"))
            except OSError:
                return


def main():
    cols, rows, presses, idle = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
    argv = sys.argv[sys.argv.index("--") + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        os.execvp(argv[0], argv)
    sampler = PeakSampler(pid)
    sampler.start()
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
    sampler.done.set()
    sampler.join()
    os.write(fd, b"q")
    drain(fd, 0.5)
    os.waitpid(pid, 0)
    print(f"{len(first)} {statistics.median(downs):.0f} {min(downs)} {max(downs)} {idle_ms:.0f} {rss} {sampler.anon} {sampler.file}")


if __name__ == "__main__":
    main()
