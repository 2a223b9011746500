#!/usr/bin/env python3
"""Runs repotui under callgrind as Scripts/order-functions asks, and prints the functions that ran,
one mangled name a line, for the release link's --symbol-ordering-file.

Two runs: `--version`, then the app under an 80×24 pseudo-terminal while a full revalidation of
LOGIN's list runs (the stub's `changing` fault is on), until the list is updated; then Down three
times, Enter (a detail opens), Escape and q. Functions come in the order callgrind first names
them, the start's first; only those defined in BINARY are printed (the rest live in shared
libraries).

Usage: hot_functions.py BINARY API_URL LOGIN WORK_DIR
"""
import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time

CALLGRIND = ["valgrind", "--tool=callgrind", "--demangle=no"]


def read_until(fd, pattern, deadline_seconds):
    """Reads the terminal until `pattern` matches what was read; False when the deadline passes."""
    data = b""
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return False
            if not chunk:
                return False
            data += chunk
            if re.search(pattern, data, re.S):
                return True
    return False


def drive_app(binary, api, login, out):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execvp("valgrind", CALLGRIND + [f"--callgrind-out-file={out}", binary, "--api-url", api, login])
    # The last page's progress, then the status line's "updated": the revalidation has ended.
    if not read_until(fd, rb"(\d+)/\1 pages.*updated just now", 900):
        os.kill(pid, 15)
        sys.exit("hot_functions: the revalidation did not end under callgrind within 15 minutes")
    for key in [b"\x1bOB", b"\x1bOB", b"\x1bOB", b"\r", b"\x1b", b"q"]:
        os.write(fd, key)
        read_until(fd, rb"$^", 3)  # let each key's frame be drawn
    read_until(fd, rb"$^", 10)
    os.waitpid(pid, 0)


def functions(callgrind_file):
    """Every function the profile names, in the order it first names them."""
    names, seen = {}, []
    with open(callgrind_file, errors="replace") as profile:
        for line in profile:
            match = re.match(r"c?fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if not match:
                continue
            if match.group(2):
                names[match.group(1)] = match.group(2).split("'")[0]  # "'2": a recursion's level
            seen.append(names.get(match.group(1)))
    return seen


def main():
    binary, api, login, work = sys.argv[1:5]
    version = os.path.join(work, "version.callgrind")
    app = os.path.join(work, "app.callgrind")
    subprocess.run(CALLGRIND + [f"--callgrind-out-file={version}", binary, "--version"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    drive_app(binary, api, login, app)
    defined = set()
    for line in subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTwW":
            defined.add(fields[2])
    printed = set()
    for name in functions(version) + functions(app):
        if name in defined and name not in printed:
            printed.add(name)
            print(name)


if __name__ == "__main__":
    main()
