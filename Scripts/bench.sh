#!/usr/bin/env bash
# Start-up benchmark: in one run, the floor (a trivial Swift program that imports Foundation,
# linked like popcorn), `popcorn --version`, and warm cached lookups of a movie, a series and a
# person, with their ratio to the floor and their peak memory. Timings on a shared 2-core machine
# are noisy: compare the ratios of one run, not milliseconds across runs.
#
#   Scripts/bench.sh                    builds popcorn as Scripts/install.sh does, then measures it
#   Scripts/bench.sh --binary PATH      measures that binary instead (another build, an older one)
#   Scripts/bench.sh --runs N           runs per command (default 40, after 5 warm-up runs)
#
# Needs hyperfine (Debian: apt-get install hyperfine) and python3.
set -euo pipefail
shopt -s inherit_errexit

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BINARY=""
RUNS=40
while [[ $# -gt 0 ]]; do
    case "$1" in
        --binary|--runs)
            [[ $# -ge 2 && -n "$2" ]] || { echo "bench.sh: $1 needs a value" >&2; exit 64; }
            if [[ "$1" == --binary ]]; then BINARY="$2"; else RUNS="$2"; fi
            shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done
if ! [[ "$RUNS" =~ ^[1-9][0-9]*$ ]]; then
    echo "bench.sh: --runs needs a positive whole number, not '$RUNS'" >&2
    exit 64
fi
for tool in hyperfine python3 swiftc; do
    if ! command -v "$tool" >/dev/null; then
        echo "bench.sh: $tool is missing (hyperfine: apt-get install hyperfine)" >&2
        exit 69
    fi
done

# shellcheck source=Scripts/lib/release-build.sh
source "$ROOT/Scripts/lib/release-build.sh"
if [[ -z "$BINARY" ]]; then
    echo "bench.sh: building popcorn (release, static Swift libraries)..." >&2
    BINARY="$(release_build "$ROOT")"
fi
BINARY="$(cd "$(dirname "$BINARY")" && pwd)/$(basename "$BINARY")"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/popcorn-bench.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# The floor, linked the way popcorn is: statically when popcorn has no libswiftCore.so to load.
printf 'import Foundation\nprint(ProcessInfo.processInfo.arguments.count > 9 ? "" : "popcorn 0.1.0")\n' >"$WORK/floor.swift"
FLOOR_FLAGS=(-O)
if ! ldd "$BINARY" 2>/dev/null | grep -q libswiftCore; then
    FLOOR_FLAGS+=(-static-stdlib)
fi
swiftc "${FLOOR_FLAGS[@]}" "$WORK/floor.swift" -o "$WORK/floor" 2>/dev/null

export HOME="$WORK/home" POPCORN_CACHE_DIR="$WORK/cache" POPCORN_DATA_DIR="$WORK/data" NO_COLOR=1
mkdir -p "$HOME"
COMMANDS=(
    "floor|$WORK/floor"
    "popcorn --version|$BINARY --version"
    "movie 550, cached|$BINARY movie 550 --source catalog --offline"
    "tv 1396, cached|$BINARY tv 1396 --source catalog --offline"
    "person 287, cached|$BINARY person 287 --source catalog --offline"
)
# Warm the cache: each lookup once from the catalog, so the measured runs only read the cache.
for id in "movie 550" "tv 1396" "person 287"; do
    # shellcheck disable=SC2086
    "$BINARY" $id --source catalog >/dev/null
done

ARGS=(-N --warmup 5 --runs "$RUNS" --export-json "$WORK/times.json" --style none)
for entry in "${COMMANDS[@]}"; do
    ARGS+=(-n "${entry%%|*}" "${entry#*|}")
done
hyperfine "${ARGS[@]}" >/dev/null

python3 - "$WORK/times.json" "$BINARY" "${COMMANDS[@]}" <<'PYTHON'
import json, resource, shlex, subprocess, sys

times = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
binary = sys.argv[2]
rows = [entry.split("|", 1) for entry in sys.argv[3:]]

def peak_rss_mb(command):
    """The largest peak RSS of 10 runs, in MB (ru_maxrss of each child, in KiB)."""
    peak = 0
    for _ in range(10):
        process = subprocess.Popen(shlex.split(command), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, _, usage = __import__("os").wait4(process.pid, 0)
        peak = max(peak, usage.ru_maxrss)
    return peak / 1024

floor = times["floor"]["mean"]
print(f"binary: {binary}")
print(f"{'command':<22} {'mean':>9} {'± σ':>8} {'min':>8} {'× floor':>8} {'peak RSS':>9}")
for name, command in rows:
    result = times[name]
    print(
        f"{name:<22} {result['mean'] * 1000:7.1f}ms {result['stddev'] * 1000:6.1f}ms {result['min'] * 1000:6.1f}ms"
        f" {result['mean'] / floor:7.2f}x {peak_rss_mb(command):6.1f} MB"
    )
PYTHON
