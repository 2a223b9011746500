#!/usr/bin/env python3
"""The serial baseline for the full-fetch benchmark: fetches a user's repositories one page after
another, following GitHub's Link rel="next" exactly as a careful script would, and prints how
long each of RUNS walks took (median min max, milliseconds) and the repositories counted.

Usage: serialfetch.py RUNS API_ROOT USER
"""
import json
import re
import statistics
import sys
import time
import urllib.request

NEXT = re.compile(r'<([^>]+)>\s*;\s*rel="?next"?')


def walk(api_root, user):
    url = f"{api_root}/users/{user}/repos?per_page=100"
    count = 0
    while url:
        request = urllib.request.Request(url, headers={
            "Accept": "application/vnd.github+json", "User-Agent": "repotui-bench"})
        with urllib.request.urlopen(request) as response:
            count += len(json.load(response))
            match = NEXT.search(response.headers.get("Link") or "")
            url = match.group(1) if match else None
    return count


def main():
    runs, api_root, user = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    times, counts = [], set()
    for _ in range(runs):
        started = time.perf_counter()
        counts.add(walk(api_root, user))
        times.append((time.perf_counter() - started) * 1000)
    print(f"{statistics.median(times):.1f} {min(times):.1f} {max(times):.1f} repositories:{','.join(map(str, sorted(counts)))}")


if __name__ == "__main__":
    main()
