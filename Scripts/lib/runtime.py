"""Runs a command N times with its output thrown away and prints the median, min and max wall
time in milliseconds: `runtime.py N -- command args…` → `median min max`.

With `--versus baseline args…` after the command, the baseline runs in turn with it (baseline,
command, baseline, …) and gets a second line, so a machine that slows down for a while slows
both alike."""
import statistics
import subprocess
import sys
import time


def run_once(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit(f"runtime: {command[0]} exited with {result.returncode}")
    return elapsed


def summary(times):
    return f"{statistics.median(times):.1f} {min(times):.1f} {max(times):.1f}"


def main():
    runs = int(sys.argv[1])
    command = sys.argv[sys.argv.index("--") + 1:]
    baseline = None
    if "--versus" in command:
        split = command.index("--versus")
        command, baseline = command[:split], command[split + 1:]
    times, baseline_times = [], []
    for _ in range(runs):
        if baseline:
            baseline_times.append(run_once(baseline))
        times.append(run_once(command))
    print(summary(times))
    if baseline:
        print(summary(baseline_times))


if __name__ == "__main__":
    main()
