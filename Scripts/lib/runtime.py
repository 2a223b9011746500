"""Runs a command N times with its output thrown away and prints the median, min and max wall
time in milliseconds: `runtime.py N -- command args…` → `median min max`."""
import statistics
import subprocess
import sys
import time


def main():
    runs = int(sys.argv[1])
    command = sys.argv[sys.argv.index("--") + 1:]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
        if result.returncode != 0:
            sys.exit(f"runtime: {command[0]} exited with {result.returncode}")
    print(f"{statistics.median(times):.1f} {min(times):.1f} {max(times):.1f}")


if __name__ == "__main__":
    main()
