#!/usr/bin/env python3
"""The torture test behind Scripts/torture: drives repotui in tmux against github-stub with
thousands of random keys and resizes while the stub flips between faults, and checks that the
app never breaks.

Usage: torture.py --bin-dir DIR [--seconds N] [--seed S] [--keep]

Everything random comes from one seed (printed first), so a failing key stream replays with
--seed; the timing of the network and of the faults is not replayable to the millisecond.

Checks, one function each (a failure prints the seed, the check, the last 20 actions and the
screen, and exits 1):
  check_alive            the app is still running after every batch of actions
  check_redraw           watchdog: after a resize the screen shows the new size within 2 s
  check_quit_on_q        `q` quits with status 0 at the end of a session
  check_terminal         stty -g after equals before; alternate screen off, cursor visible
  check_signal_exit      SIGTERM/SIGHUP/SIGINT at a random moment: status 128+N (or death by
                         that signal) and the terminal restored
  check_memory           the peak RSS of the last third of the long session is at most
                         1.25 x the peak of the first third + 16 MB
  check_cache            the cache opens, passes integrity_check, nothing was moved aside as
                         corrupt, and every user it holds lists offline exactly the repositories
                         the stub serves
"""
import argparse
import collections
import glob
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
REDRAW_DEADLINE = 2.0
MINIMUM = (40, 8)  # below this the app draws "terminal too small"
USERS = ["big-org", "torture-org", "octocat", "unicode-zoo", "hostile"]
GENERATED = "torture-org:1234"  # 13 pages
TOKEN = "torture-token"


class CheckFailed(Exception):
    def __init__(self, check, detail, screen=None):
        super().__init__(f"{check}: {detail}")
        self.check, self.detail, self.screen = check, detail, screen


class Record:
    """Counters for the summary and the last actions for a failure report."""

    def __init__(self):
        self.lock = threading.Lock()
        self.last = collections.deque(maxlen=20)
        self.counts = collections.Counter()
        self.started = time.monotonic()

    def action(self, text, counter=None, amount=1):
        with self.lock:
            self.last.append(f"{time.monotonic() - self.started:8.2f}s  {text}")
            if counter:
                self.counts[counter] += amount

    def count(self, counter, amount=1):
        with self.lock:
            self.counts[counter] += amount


# ---------------------------------------------------------------- the stub and its faults

class Stub:
    def __init__(self, bin_dir, workdir):
        port_file = os.path.join(workdir, "stub.port")
        self.log = open(os.path.join(workdir, "stub.log"), "w")
        self.process = subprocess.Popen(
            [os.path.join(bin_dir, "github-stub"), "--port", "0", "--port-file", port_file,
             "--generate-org", GENERATED, "--rate-limit-window", "8", "--token", f"octocat:{TOKEN}"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while not (os.path.exists(port_file) and open(port_file).read().strip()):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise CheckFailed("stub", "github-stub did not start (see stub.log)")
            time.sleep(0.05)
        self.url = f"http://127.0.0.1:{open(port_file).read().strip()}"

    def request(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.url + path, data=data, method=method)
        request.add_header("Authorization", f"Bearer {TOKEN}")
        request.add_header("User-Agent", "repotui-torture")
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.read()

    def set_fault(self, spec, count=None):
        self.request("DELETE", "/_stub/faults")
        if spec is not None:
            rule = {"fault": spec}
            if count:
                rule["count"] = count
            self.request("POST", "/_stub/faults", rule)

    def public_repos(self, login):
        return json.loads(self.request("GET", f"/users/{login}"))["public_repos"]

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


# Healthy (None) is a third of the flips so that whole listings also get through and the cache
# check has something to check; latency:4000 exceeds the app's --timeout 3.
FAULTS = [None] * 9 + ["latency:300", "latency:1500", "latency:4000", "status:500", "status:502",
          "status:503", "rate-limit", "too-many-requests:1", "secondary-rate-limit:2", "drop", "drop:200",
          "truncated-json", "wrong-shape", "html:502", "trickle:512:20", "changing"]


class FaultFlipper(threading.Thread):
    """Switches the stub's fault every 1.5 to 5 s, for every path, until stopped."""

    def __init__(self, stub, rng, record):
        super().__init__(daemon=True)
        self.stub, self.rng, self.record = stub, rng, record
        self.stopping = threading.Event()
        self.error = None

    def run(self):
        try:
            while not self.stopping.wait(self.rng.uniform(1.5, 5.0)):
                spec = self.rng.choice(FAULTS)
                count = self.rng.choice([None, None, 1, 3]) if spec else None
                self.stub.set_fault(spec, count)
                self.record.action(f"fault {spec or 'healthy'}" + (f" x{count}" if count else ""), "fault flips")
                self.record.count(f"fault {spec or 'healthy'}")
        except Exception as error:  # reported by the main thread
            self.error = error

    def stop(self):
        self.stopping.set()
        self.join(10)
        self.stub.set_fault(None)


# ---------------------------------------------------------------- tmux and one app session

class Tmux:
    def __init__(self, environment):
        self.socket = f"repotui-torture-{os.getpid()}"
        self.environment = environment
        # One server for the whole run, kept when its last session closes between app sessions.
        self.run("start-server", ";", "set-option", "-s", "exit-empty", "off")

    def run(self, *arguments, check=True):
        result = subprocess.run(["tmux", "-u", "-L", self.socket, "-f", "/dev/null", *arguments],
                                capture_output=True, text=True, env=self.environment)
        if check and result.returncode != 0:
            raise CheckFailed("tmux", f"tmux {' '.join(arguments)}: {result.stderr.strip()}")
        return result.stdout

    def kill_server(self):
        self.run("kill-server", check=False)


class Session:
    """One repotui process in its own tmux session, started through torture_pane.py."""
    serial = 0

    def __init__(self, tmux, workdir, argv, size):
        Session.serial += 1
        self.tmux, self.name = tmux, f"s{Session.serial}"
        self.directory = os.path.join(workdir, self.name)
        os.makedirs(self.directory)
        self.size = size
        with open(os.path.join(self.directory, "command"), "w") as file:
            file.write(" ".join(shell_quote(part) for part in argv) + f"\n{size[0]}x{size[1]}\n")
        command = [sys.executable, os.path.join(HERE, "torture_pane.py"), self.directory, "--", *argv]
        tmux.run("new-session", "-d", "-s", self.name, "-x", str(size[0]), "-y", str(size[1]),
                 " ".join(shell_quote(part) for part in command))
        tmux.run("set-option", "-t", self.name, "remain-on-exit", "on")
        wait_for(lambda: self.file("ready") is not None, 10, "pane wrapper ready", self)
        self.flags_before = self.flags()
        open(os.path.join(self.directory, "go"), "w").close()
        wait_for(lambda: self.file("app.pid"), 10, "app started", self)
        self.pid = int(self.file("app.pid"))
        self.started = self.signalled = time.monotonic()

    def file(self, name):
        try:
            with open(os.path.join(self.directory, name)) as handle:
                return handle.read().strip()
        except FileNotFoundError:
            return None

    def ended(self):
        return self.file("exit")

    def flags(self):
        return self.tmux.run("display-message", "-p", "-t", self.name,
                             "#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{keypad_flag} "
                             "#{mouse_any_flag} #{insert_flag}").strip()

    def screen(self):
        return self.tmux.run("capture-pane", "-p", "-t", self.name, check=False).split("\n")

    def keys(self, *keys):
        self.tmux.run("send-keys", "-t", self.name, *keys, check=False)

    def literal(self, text):
        self.tmux.run("send-keys", "-t", self.name, "-l", "--", text, check=False)

    def raw(self, data):
        self.tmux.run("send-keys", "-t", self.name, "-H", *[f"{byte:02x}" for byte in data], check=False)

    def paste(self, text):
        self.tmux.run("set-buffer", "-b", "torture", "--", text)
        self.tmux.run("paste-buffer", "-p", "-b", "torture", "-t", self.name, check=False)

    def resize(self, width, height):
        self.size = (width, height)
        self.tmux.run("resize-window", "-t", self.name, "-x", str(width), "-y", str(height), check=False)

    def rss_kb(self):
        try:
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError):
            pass
        return None

    def diagnose(self):
        """For a hang: the threads' states and, when gdb is there, every thread's stack, written to
        DIR/backtrace.txt. Returns a short text for the failure report."""
        lines = [f"pane {self.tmux.run('display-message', '-p', '-t', self.name, '#{pane_width}x#{pane_height} alternate #{alternate_on}', check=False).strip()}"]
        try:
            for task in sorted(os.listdir(f"/proc/{self.pid}/task")):
                with open(f"/proc/{self.pid}/task/{task}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)
                name = fields[0].split("(", 1)[1]
                with open(f"/proc/{self.pid}/task/{task}/wchan") as wchan:
                    lines.append(f"thread {task} {name!r} state {fields[1].split()[0]} wchan {wchan.read()}")
        except (FileNotFoundError, ProcessLookupError):
            lines.append("process gone")
        if shutil.which("gdb"):
            try:
                trace = subprocess.run(["gdb", "-p", str(self.pid), "-batch", "-ex", "thread apply all bt"],
                                       capture_output=True, text=True, timeout=60).stdout
                with open(os.path.join(self.directory, "backtrace.txt"), "w") as file:
                    file.write(trace)
                lines.append(f"all threads' stacks: {self.directory}/backtrace.txt")
            except subprocess.TimeoutExpired:
                lines.append("gdb timed out")
        return "\n".join(lines)

    def close(self):
        wrapper = self.tmux.run("display-message", "-p", "-t", self.name, "#{pane_pid}", check=False).strip()
        if self.ended() is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if wrapper.isdigit():
            try:
                os.kill(int(wrapper), signal.SIGTERM)
            except ProcessLookupError:
                pass
        self.tmux.run("kill-session", "-t", self.name, check=False)


def shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def wait_for(condition, seconds, what, session=None):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.02)
    raise CheckFailed("wait", f"{what}: not within {seconds} s", session.screen() if session else None)


# ---------------------------------------------------------------- the random stream

NAMED_KEYS = ["Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End", "Enter", "Escape",
              "BSpace", "Tab", "BTab", "DC", "IC", "Space", "F1", "F2", "F5", "F10", "F12",
              "KP0", "KPEnter", "M-j", "M-Up", "C-Up", "S-Down"]
APP_LETTERS = list("jkgGhlr/sSfa?uoynN jjjjkkkkhl")
# q quits and is sent on purpose only; Ctrl-C too. Ctrl-Z and Ctrl-\ would stop or dump a
# process whenever the terminal is not raw (they are not app keys).
CONTROL_LETTERS = [c for c in "abdefghijklmnoprstuvwxy" if c not in "c"]
ESCAPE_SEQUENCES = [
    b"\x1b[A", b"\x1b[B", b"\x1bOA", b"\x1bOB", b"\x1b[1;5C", b"\x1b[5~", b"\x1b[6~", b"\x1b[H", b"\x1b[F",
    b"\x1b[3~", b"\x1b[15~", b"\x1b[24;2~", b"\x1b[200~pasted\ntext\x1b[201~", b"\x1b[<0;10;5M",
    b"\x1b[M !!", b"\x1b[999;999R", b"\x1b]52;c;aGVsbG8=\x07", b"\x1bP+p544e\x1b\\", b"\x1b[", b"\x1bO",
    b"\x1b[1;", b"\x1b\x1b", b"\x1bx", b"\x1b[?1049h", b"\x1b[I", b"\x1b[O", b"\x9b\x41", b"\xc3", b"\xff\xfe",
    b"\xe2\x82", b"\xf0\x9f\x98", b"\x00", b"\x7f", b"\x1b[9999999999999999999A",
]
UNICODE = ["é", "ß", "日本語", "한국어", "🙂", "👩‍👩‍👧‍👦", "🇺🇦", "e\u0301", "\u200b", "\u202e", "\ufeff", "Ω",
           "ﷺ", "\U0010fffd", "ᄀ", "a\u0300\u0301\u0302", "\u00a0", "𝔘𝔫𝔦"]
PASTE_ALPHABET = "abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_/.?!\n\té日🙂"


def random_size(rng):
    kind = rng.random()
    if kind < 0.12:
        return rng.randint(1, 15), rng.randint(1, 7)
    if kind < 0.25:
        return rng.randint(1, 39), rng.randint(1, 7)
    if kind < 0.75:
        return rng.randint(40, 200), rng.randint(8, 60)
    if kind < 0.87:
        return rng.randint(200, 300), rng.randint(60, 100)
    return rng.choice([(1, 1), (300, 100), (40, 8), (39, 7), (40, 7), (39, 8), (99, 30), (100, 30), (2, 1)])


def random_action(session, rng, record):
    """Sends one random thing to the app; never q or Ctrl-C."""
    roll = rng.random()
    if roll < 0.28:
        key = rng.choice(NAMED_KEYS)
        session.keys(key)
        record.action(f"key {key}", "keys sent")
    elif roll < 0.55:
        letter = rng.choice(APP_LETTERS)
        session.literal(letter)
        record.action(f"key {letter!r}", "keys sent")
    elif roll < 0.60:
        letter = rng.choice(CONTROL_LETTERS)
        session.keys(f"C-{letter}")
        record.action(f"key C-{letter}", "keys sent")
    elif roll < 0.68:
        sequence = rng.choice(ESCAPE_SEQUENCES)
        session.raw(sequence)
        record.action(f"bytes {sequence!r}", "keys sent")
        record.count("escape sequences")
    elif roll < 0.72:
        text = rng.choice(UNICODE)
        session.literal(text)
        record.action(f"unicode {text!r}", "keys sent")
    elif roll < 0.74:
        text = "".join(rng.choice(PASTE_ALPHABET) for _ in range(rng.randint(20, 600)))
        if rng.random() < 0.5:
            session.paste(text)
            record.action(f"paste-buffer {len(text)} chars", "paste bursts")
        else:
            session.literal(text)
            record.action(f"typed burst {len(text)} chars", "paste bursts")
        record.count("keys sent", len(text))
    elif roll < 0.82:
        width, height = random_size(rng)
        session.resize(width, height)
        record.action(f"resize {width}x{height}", "resizes")
    elif roll < 0.83:
        resize_storm(session, rng, record)
    elif roll < 0.85:
        login = rng.choice(USERS + ["no-such-user-x", "Octocat"])
        session.literal("u")
        session.literal(login)
        session.keys("Enter")
        record.action(f"user switch u {login} Enter", "user switches")
        record.count("keys sent", len(login) + 2)
    elif roll < 0.87:
        text = "".join(rng.choice("abcdeo-_1日") for _ in range(rng.randint(0, 8)))
        session.literal("/")
        session.literal(text) if text else None
        ending = rng.choice(["Enter", "Escape", "BSpace"])
        session.keys(ending)
        record.action(f"filter / {text!r} {ending}", "filters")
        record.count("keys sent", len(text) + 2)
    else:
        pause = rng.uniform(0.02, 0.4)
        time.sleep(pause)
        record.action(f"pause {pause:.2f}s")


def resize_storm(session, rng, record, signal_at=None, on_signal=None):
    steps = rng.randint(5, 25)
    for step in range(steps):
        width, height = random_size(rng)
        session.resize(width, height)
        if step == signal_at and on_signal:
            on_signal()
    record.action(f"resize storm x{steps}", "resizes", steps)
    record.count("resize storms")


# ---------------------------------------------------------------- the checks

def check_alive(session, record):
    """The app has not ended by itself and its process is still there."""
    state = process_state(session.pid)
    if state in ("Z", "X", "gone"):
        # It has just ended: the pane's wrapper reaps it and writes how within milliseconds.
        deadline = time.monotonic() + 2
        while session.ended() is None and time.monotonic() < deadline:
            time.sleep(0.01)
    ended = session.ended()
    if ended is not None:
        if ended == "exit 0":
            return False  # a quit on purpose (a key we did not think of): restart and count it
        raise CheckFailed("check_alive", f"the app ended by itself: {ended}", session.screen())
    if state in ("Z", "X", "gone", "T"):
        raise CheckFailed("check_alive", f"the app's process is {state} and its wrapper said nothing",
                          session.screen())
    return True


def process_state(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return "gone"


def check_redraw(session, rng, record):
    """Watchdog: a too-small size must show itself as "W×H, need 40×8" within 2 s, and the next
    usable size must replace that message and fill the last row within 2 s."""
    width, height = rng.randint(16, MINIMUM[0] - 1), rng.randint(2, MINIMUM[1] - 1)
    session.resize(width, height)
    expected = f"{width}×{height}, need {MINIMUM[0]}×{MINIMUM[1]}"
    slowest = wait_redraw(session, lambda lines: any(expected in line for line in lines),
                          f"'{expected}' after resizing to {width}x{height}")
    width, height = rng.randint(40, 180), rng.randint(8, 55)
    session.resize(width, height)

    def usable(lines):
        return (not any("terminal too small" in line for line in lines)
                and len(lines) >= height and lines[height - 1].strip() != "")
    slowest = max(slowest, wait_redraw(session, usable, f"a full screen after resizing to {width}x{height}"))
    record.action(f"watchdog ok ({slowest:.2f}s) at {width}x{height}", "watchdog checks")
    record.counts["slowest redraw ms"] = max(record.counts["slowest redraw ms"], int(slowest * 1000))


def wait_redraw(session, condition, what):
    started = time.monotonic()
    lines = []
    while time.monotonic() - started < REDRAW_DEADLINE:
        lines = session.screen()
        if condition(lines):
            return time.monotonic() - started
        if session.ended() is not None:
            break
        time.sleep(0.02)
    ended = session.ended()
    reason = f"the app ended ({ended})" if ended else f"no redraw within {REDRAW_DEADLINE:.0f} s"
    raise CheckFailed("check_redraw", f"{reason}: expected {what}" + ("" if ended else "\n" + session.diagnose()), lines)


def check_quit_on_q(session, record):
    """Leaves any prompt, overlay or detail with Esc, then q must quit with status 0."""
    for _ in range(5):
        if session.ended() is not None:
            break
        session.keys("Escape")
        time.sleep(0.1)
        session.keys("Escape")
        time.sleep(0.1)
        session.literal("q")
        record.action("key q (quit)", "keys sent")
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline and session.ended() is None:
            time.sleep(0.02)
    ended = session.ended()
    if ended != "exit 0":
        raise CheckFailed("check_quit_on_q", f"q did not quit with status 0: {ended or 'still running'}",
                          session.screen())


def check_terminal(session, record):
    """stty -g after equals before; tmux says the alternate screen is off and the cursor shows."""
    before, after = session.file("stty.before"), session.file("stty.after")
    if before != after:
        raise CheckFailed("check_terminal", f"stty differs: before {before}, after {after}", session.screen())
    flags = session.flags()
    if flags != session.flags_before:
        raise CheckFailed(
            "check_terminal",
            "pane modes differ (alternate cursor keypad-cursor keypad mouse insert): "
            f"before {session.flags_before}, after {flags}", session.screen())
    record.count("terminal restored")


def check_signal_exit(session, number, record):
    """After SIGTERM/SIGHUP/SIGINT the app ends within 3 s with 128+N (or dies of that signal
    before its handlers are in place) and leaves the terminal as it found it."""
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline and session.ended() is None:
        time.sleep(0.02)
    ended = session.ended()
    if ended not in (f"exit {128 + number}", f"signal {number}"):
        screen = session.screen()
        hang = "" if ended else "\n" + session.diagnose()
        raise CheckFailed("check_signal_exit",
                          f"{signal.Signals(number).name} {time.monotonic() - session.signalled:.1f} s ago, "
                          f"{session.signalled - session.started:.2f} s after the start: expected exit "
                          f"{128 + number}, got {ended or 'still running'}{hang}", screen)
    check_terminal(session, record)


def check_memory(samples, record):
    """Peak RSS of the last third of the long session <= 1.25 x the first third's peak + 16 MB."""
    if len(samples) < 9:
        return
    third = len(samples) // 3
    first, last = max(samples[:third]), max(samples[-third:])
    record.counts["max rss kb"] = max(samples)
    record.counts["rss first third kb"], record.counts["rss last third kb"] = first, last
    if last > first * 1.25 + 16 * 1024:
        raise CheckFailed("check_memory", f"RSS grew: first third peak {first} kB, last third peak {last} kB")


def check_cache(stub, repotui, cache_dir, environment, record):
    """Every cache file opens and is intact; every user in it lists offline exactly what the stub
    serves (ids compared with a fresh --no-cache download and the stub's public_repos)."""
    stub.set_fault(None)
    corrupt = glob.glob(os.path.join(cache_dir, "**", "*.corrupt-*"), recursive=True)
    if corrupt:
        raise CheckFailed("check_cache", f"the app moved a damaged cache aside: {corrupt}")
    files = glob.glob(os.path.join(cache_dir, "**", "repos.sqlite"), recursive=True)
    if not files:
        raise CheckFailed("check_cache", f"no repos.sqlite under {cache_dir}")
    logins, total = [], 0
    for path in files:
        database = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        verdict = database.execute("PRAGMA integrity_check").fetchone()[0]
        if verdict != "ok":
            raise CheckFailed("check_cache", f"{path}: integrity_check says {verdict}")
        # The owners' repositories lists, of whichever account (the run has one token).
        logins += [row[0] for row in database.execute(
            "SELECT DISTINCT owner FROM listings WHERE scope = 'repos' ORDER BY owner")]
        database.close()
    for login in logins:
        offline = repository_ids(repotui, ["--offline", "--cache-dir", cache_dir], login, stub, environment)
        served = repository_ids(repotui, ["--no-cache"], login, stub, environment)
        expected = stub.public_repos(login)
        if offline != served or len(offline) != expected:
            raise CheckFailed("check_cache", f"{login}: cache holds {len(offline)} repositories, the stub "
                                             f"serves {len(served)} (public_repos {expected}); "
                                             f"missing {sorted(served - offline)[:5]}, extra {sorted(offline - served)[:5]}")
        total += len(offline)
    record.counts["cached users"], record.counts["cached repositories"] = len(logins), total
    record.action(f"cache ok: {', '.join(logins)}")


def repository_ids(repotui, options, login, stub, environment):
    result = subprocess.run([repotui, login, "--json", "--api-url", stub.url, *options],
                            capture_output=True, text=True, env=environment, timeout=60)
    if result.returncode != 0:
        raise CheckFailed("check_cache", f"repotui {login} --json {' '.join(options)} failed "
                                         f"({result.returncode}): {result.stderr.strip()}")
    return {repository["id"] for repository in json.loads(result.stdout)}


# ---------------------------------------------------------------- the run

class Torture:
    def __init__(self, arguments):
        self.seconds = arguments.seconds
        self.seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randrange(2**32)
        self.rng = random.Random(self.seed)
        self.record = Record()
        self.workdir = tempfile.mkdtemp(prefix="repotui-torture-")
        self.cache_dir = os.path.join(self.workdir, "cache")
        self.repotui = os.path.join(arguments.bin_dir, "repotui")
        self.bin_dir = arguments.bin_dir
        self.keep = arguments.keep
        self.environment = self.make_environment()
        self.tmux = Tmux(self.environment)
        self.sessions = []
        self.memory = []

    def make_environment(self):
        """A UTF-8 locale, a token (no `gh auth token`), and harmless stand-ins for a browser and
        the clipboard tools, which `o` and `y` may start."""
        fake_bin = os.path.join(self.workdir, "fake-bin")
        os.makedirs(fake_bin)
        for tool in ("xclip", "xsel", "wl-copy", "pbcopy", "xdg-open", "open", "gh", "termux-clipboard-set"):
            path = os.path.join(fake_bin, tool)
            with open(path, "w") as script:
                script.write(f'#!/bin/sh\ncat >/dev/null 2>&1 </dev/null; echo "{tool} $*" >> "{self.workdir}/spawned.log"\n')
            os.chmod(path, 0o755)
        environment = {key: value for key, value in os.environ.items()
                       if key not in ("DISPLAY", "WAYLAND_DISPLAY", "GITHUB_TOKEN", "TMUX", "REPOTUI_LOG")}
        environment.update(LANG="C.UTF-8", LC_ALL="C.UTF-8", BROWSER="/bin/true", GH_TOKEN=TOKEN,
                           PATH=fake_bin + ":" + os.environ.get("PATH", "/usr/bin:/bin"),
                           XDG_CACHE_HOME=os.path.join(self.workdir, "xdg"))
        return environment

    def app_argv(self, login):
        return [self.repotui, login, "--api-url", self.stub.url, "--cache-dir", self.cache_dir,
                "--timeout", "3", "--log-file", os.path.join(self.workdir, "repotui.log")]

    def start_session(self, login, size):
        session = Session(self.tmux, self.workdir, self.app_argv(login), size)
        self.sessions.append(session)
        self.record.action(f"start repotui {login} at {size[0]}x{size[1]} (pid {session.pid})", "app starts")
        return session

    def run(self):
        print(f"torture: seed {self.seed} ({self.seconds:.0f} s; replay the key stream with --seed {self.seed})",
              flush=True)
        self.stub = Stub(self.bin_dir, self.workdir)
        flipper = FaultFlipper(self.stub, random.Random(self.seed + 1), self.record)
        flipper.start()
        deadline = self.record.started + self.seconds
        try:
            self.long_session(self.record.started + self.seconds * 0.6)
            self.ending_sessions(deadline - 8)
            if flipper.error:
                raise CheckFailed("stub", f"the fault control endpoint failed: {flipper.error}")
        finally:
            flipper.stop()
        check_cache(self.stub, self.repotui, self.cache_dir, self.environment, self.record)

    def long_session(self, until):
        """One long-lived app under random keys, resizes and faults: the memory check's data."""
        session = self.current = self.start_session(self.rng.choice(USERS), (100, 30))
        sampler = threading.Thread(target=self.sample_memory, args=(until,), daemon=True)
        sampler.start()
        while time.monotonic() < until:
            for _ in range(self.rng.randint(15, 60)):
                random_action(session, self.rng, self.record)
            if not check_alive(session, self.record):
                print("torture: the app quit with status 0 by itself; last actions:\n  "
                      + "\n  ".join(list(self.record.last)[-6:]), flush=True)
                self.record.action(f"app quit on purpose ({session.ended()}); restarting", "restarts")
                check_terminal(session, self.record)
                session.close()
                self.memory.clear()
                session = self.current = self.start_session(self.rng.choice(USERS), (100, 30))
                continue
            check_redraw(session, self.rng, self.record)
        sampler.join(2)
        check_memory(self.memory, self.record)
        check_quit_on_q(session, self.record)
        check_terminal(session, self.record)
        session.close()

    def sample_memory(self, until):
        """VmRSS of the long session's app, four times a second."""
        while time.monotonic() < until:
            rss = self.current.rss_kb() if self.current.ended() is None else None
            if rss:
                self.memory.append(rss)
            time.sleep(0.25)

    def ending_sessions(self, until):
        """Short sessions, each ended by SIGTERM, SIGHUP, SIGINT (in turn) or Ctrl-C at a random
        moment: while loading, under keys, in the middle of a resize storm."""
        endings = [signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGINT,
                   "C-c"]
        index = 0
        while index < len(endings) or time.monotonic() < until:
            ending = endings[index % len(endings)]
            index += 1
            session = self.start_session(self.rng.choice(USERS), random_size(self.rng))
            moment = self.rng.choice(["loading", "keys", "resize storm"])
            if ending == "C-c":
                self.busy(session, self.rng.uniform(0.3, 2.0))
                session.keys("C-c")
                self.record.action("key C-c (quit)", "ctrl-c quits")
                wait_for(lambda: session.ended() is not None, 3, "exit after Ctrl-C", session)
                if session.ended() != "exit 0":
                    raise CheckFailed("check_quit_on_ctrl_c", f"Ctrl-C: {session.ended()}", session.screen())
                check_terminal(session, self.record)
            else:
                self.signal_at(session, ending, moment)
                if session.ended() == "exit 0":  # a random key quit it before the signal
                    self.record.action("app quit on purpose before the signal", "restarts")
                    check_terminal(session, self.record)
                else:
                    check_signal_exit(session, ending, self.record)
            session.close()

    def busy(self, session, seconds):
        until = time.monotonic() + seconds
        while time.monotonic() < until and check_alive(session, self.record):
            random_action(session, self.rng, self.record)

    def signal_at(self, session, number, moment):
        """Sends the signal at the moment chosen, unless a random key has quit the app already."""
        def send():
            if not check_alive(session, self.record):
                return
            try:
                os.kill(session.pid, number)
                session.signalled = time.monotonic()
            except ProcessLookupError:
                return
            self.record.action(f"{signal.Signals(number).name} during {moment}", "signals")
            self.record.count(signal.Signals(number).name)
        if moment == "loading":
            time.sleep(self.rng.uniform(0.0, 0.4))
            send()
        elif moment == "keys":
            self.busy(session, self.rng.uniform(0.3, 3.0))
            send()
        else:
            self.busy(session, self.rng.uniform(0.0, 1.0))
            resize_storm(session, self.rng, self.record, signal_at=self.rng.randint(0, 4), on_signal=send)

    def summary(self, outcome):
        counts = self.record.counts
        elapsed = time.monotonic() - self.record.started
        faults = sorted((name[6:], n) for name, n in counts.items() if name.startswith("fault ") and name != "fault flips")
        lines = [
            f"torture summary: {outcome}",
            f"  seed               {self.seed}",
            f"  duration           {elapsed:.1f} s",
            f"  app sessions       {counts['app starts']} (restarts after an unexpected quit: {counts['restarts']})",
            f"  keys sent          {counts['keys sent']} (escape sequences {counts['escape sequences']}, "
            f"user switches {counts['user switches']}, filters {counts['filters']})",
            f"  paste bursts       {counts['paste bursts']}",
            f"  resizes            {counts['resizes']} (storms {counts['resize storms']})",
            f"  fault flips        {counts['fault flips']} (" + ", ".join(f"{name} {n}" for name, n in faults) + ")",
            f"  signals            {counts['signals']} (SIGTERM {counts['SIGTERM']}, SIGHUP {counts['SIGHUP']}, "
            f"SIGINT {counts['SIGINT']}); Ctrl-C quits {counts['ctrl-c quits']}",
            f"  terminal restored  {counts['terminal restored']} of {counts['app starts']} sessions",
            f"  watchdog checks    {counts['watchdog checks']} (slowest redraw {counts['slowest redraw ms']} ms)",
            f"  max RSS            {counts['max rss kb'] / 1024:.1f} MB (peak first third "
            f"{counts['rss first third kb'] / 1024:.1f} MB, last third {counts['rss last third kb'] / 1024:.1f} MB)",
            f"  cache              {counts['cached users']} users, {counts['cached repositories']} repositories, "
            "each complete",
        ]
        return "\n".join(lines)

    def cleanup(self, failed):
        for session in self.sessions:
            session.close()
        self.tmux.kill_server()
        if hasattr(self, "stub"):
            self.stub.stop()
        if self.keep or failed:
            print(f"torture: files kept in {self.workdir} (repotui.log, stub.log, s*/)")
        else:
            shutil.rmtree(self.workdir, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin-dir", required=True)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--keep", action="store_true", help="keep the work directory")
    torture = Torture(parser.parse_args())
    failed = True
    try:
        torture.run()
        failed = False
        print(torture.summary("passed") + "\n  crashes: 0")
    except CheckFailed as failure:
        print(torture.summary("FAILED"), file=sys.stderr)
        print(f"\ntorture FAILED in {failure.check}: {failure.detail}", file=sys.stderr)
        if torture.sessions:
            print(f"session: {torture.sessions[-1].directory} (command, stty, exit)", file=sys.stderr)
        print(f"seed {torture.seed} — rerun: Scripts/torture --seed {torture.seed} --seconds {torture.seconds:.0f}",
              file=sys.stderr)
        print("last 20 actions:\n  " + "\n  ".join(torture.record.last), file=sys.stderr)
        if failure.screen:
            print("screen:\n" + "\n".join("  |" + line for line in failure.screen), file=sys.stderr)
    finally:
        torture.cleanup(failed)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
