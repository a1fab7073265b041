#!/usr/bin/env bash
# Start-up benchmark: in one run, the floor (a trivial Swift program that imports Foundation,
# linked like popcorn), `popcorn --version`, warm cached lookups of a movie, a series and a
# person, the cached movie on a terminal with and without its poster (drawn from the image cache
# in half blocks: what decoding and drawing cost), and two cold lookups of a movie (an empty cache
# filled from the catalog, and an empty cache filled from a loopback server that answers like
# TMDb), with their ratio to the floor and their peak memory. Timings on a shared 2-core machine
# are noisy: compare the ratios of one run, not milliseconds across runs.
#
#   Scripts/bench.sh                    builds popcorn as Scripts/install.sh does, then measures it
#   Scripts/bench.sh --binary PATH      measures that binary instead (another build, an older one)
#   Scripts/bench.sh --runs N           runs per command (default 40, after 5 warm-up runs)
#
# Needs hyperfine (Debian: apt-get install hyperfine), python3 and libturbojpeg0.
set -euo pipefail
shopt -s inherit_errexit

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Scripts/lib/bench-setup.sh
source "$ROOT/Scripts/lib/bench-setup.sh"
bench_setup bench.sh 40 2,14 "hyperfine python3 swiftc" "$@"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/popcorn-bench.XXXXXX")"
SERVER_PID=""
trap '[[ -z "$SERVER_PID" ]] || kill "$SERVER_PID" 2>/dev/null; rm -rf "$WORK"' EXIT

# A loopback server that answers like TMDb (TMDB_API_BASE_URL is its root): /configuration is the
# catalog's, and /movie/{id}?append_to_response=a,b is the catalog's
# {id}.json with each part's {id}.{part}.json under the part's name. It prints its port, then serves.
CATALOG="$ROOT/Core/TMDbKit/Sources/TMDbCatalogFiles/Catalog"
cat >"$WORK/tmdb.py" <<'PYTHON'
import json, os, sys
sys.path.insert(0, sys.argv[2])
from loopback_tmdb import NOT_FOUND, configuration, route, serve

catalog = sys.argv[1]

def answer(path):
    parts, appended = route(path)
    if parts == ["configuration"]:
        return configuration(catalog), 200
    if len(parts) == 2 and parts[0] == "movie" and parts[1].isdigit():
        base = os.path.join(catalog, "movies", parts[1])
        if os.path.exists(base + ".json"):
            body = json.load(open(base + ".json"))
            for part in appended:
                if os.path.exists(f"{base}.{part}.json"):
                    body[part] = json.load(open(f"{base}.{part}.json"))
            return body, 200
    return NOT_FOUND

serve(answer)
PYTHON
coproc SERVER { exec python3 "$WORK/tmdb.py" "$CATALOG" "$ROOT/Scripts/lib"; }
read -r PORT <&"${SERVER[0]}"

# The floor, linked the way popcorn is: statically when popcorn has no libswiftCore.so to load.
printf 'import Foundation\nprint(ProcessInfo.processInfo.arguments.count > 9 ? "" : "popcorn 0.1.0")\n' >"$WORK/floor.swift"
FLOOR_FLAGS=(-O)
if ! ldd "$BINARY" 2>/dev/null | grep -q libswiftCore; then
    FLOOR_FLAGS+=(-static-stdlib)
fi
# Its relocations packed too when popcorn's are (Scripts/lib/release-build.sh).
if readelf -d "$BINARY" 2>/dev/null | grep -q '(RELR)'; then
    FLOOR_FLAGS+=(-use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
fi
swiftc "${FLOOR_FLAGS[@]}" "$WORK/floor.swift" -o "$WORK/floor" 2>/dev/null

export HOME="$WORK/home" POPCORN_CACHE_DIR="$WORK/cache" POPCORN_DATA_DIR="$WORK/data" NO_COLOR=1
export TMDB_API_KEY=bench TMDB_API_BASE_URL="http://127.0.0.1:$PORT"
mkdir -p "$HOME"
# name|command; the cold ones run with an empty cache: hyperfine's --prepare and the peak-memory
# runs below remove $COLD before each run (a warm run's cache stays as the warming left it).
COLD="$WORK/cold-cache"
# A scripted terminal (Scripts/lib/pty_terminal.py: popcorn draws pictures on a terminal only),
# with colour and half blocks; both terminal rows pay for it, so their difference is the poster's.
TERMINAL="env -u NO_COLOR POPCORN_IMAGES=blocks COLORTERM=truecolor python3 $ROOT/Scripts/lib/pty_terminal.py"
TERMINAL+=" --rows 30 --columns 100 --output /dev/null --"
WARM_COMMANDS=(
    "floor|$WORK/floor"
    "popcorn --version|$BINARY --version"
    "movie 550, cached|$BINARY movie 550 --source catalog --offline"
    "tv 1396, cached|$BINARY tv 1396 --source catalog --offline"
    "person 287, cached|$BINARY person 287 --source catalog --offline"
    "movie 550, terminal|$TERMINAL $BINARY movie 550 --source tmdb --offline"
    "movie 550, terminal+poster|$TERMINAL $BINARY movie 550 --source tmdb --offline --poster"
)
COLD_COMMANDS=(
    "movie 550, cold catalog|$BINARY movie 550 --source catalog"
    "movie 550, cold loopback|$BINARY movie 550 --source tmdb"
)

# Warm the cache: each lookup once from the catalog, so the measured runs only read the cache.
for id in "movie 550" "tv 1396" "person 287"; do
    # shellcheck disable=SC2086
    "$BINARY" $id --source catalog >/dev/null
done
# The loopback server answers before anything is measured.
POPCORN_CACHE_DIR="$COLD" "$BINARY" movie 550 --source tmdb >/dev/null
# The live movie cached too, and its poster in the image cache, where a first --poster run would
# have kept it: a 92×138 JPEG (TMDb's w92, which ten rows of half blocks take) made by libturbojpeg.
"$BINARY" movie 550 --source tmdb >/dev/null
mkdir -p "$POPCORN_CACHE_DIR/images"
python3 - "$POPCORN_CACHE_DIR/images/w92_pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg" <<'PYTHON'
import ctypes, sys
turbo = ctypes.CDLL("libturbojpeg.so.0")
turbo.tjInitCompress.restype = ctypes.c_void_p
width, height = 92, 138
pixels = bytes(value for y in range(height) for x in range(width) for value in (x * 2, y, 90))
source = (ctypes.c_ubyte * len(pixels)).from_buffer_copy(pixels)
output, size = ctypes.POINTER(ctypes.c_ubyte)(), ctypes.c_ulong(0)
handle = ctypes.c_void_p(turbo.tjInitCompress())
assert turbo.tjCompress2(handle, source, width, 0, height, 0, ctypes.byref(output), ctypes.byref(size), 2, 90, 0) == 0
open(sys.argv[1], "wb").write(bytes(output[: size.value]))
PYTHON

# hyperfine's arguments for a group of commands: -n NAME COMMAND for each.
named() {
    local entry
    for entry in "$@"; do
        printf '%s\0%s\0' "-n" "${entry%%|*}"
        printf '%s\0' "${entry#*|}"
    done
}
COMMON=(-N --warmup 5 --runs "$RUNS" --style none)
mapfile -d '' -t WARM_ARGS < <(named "${WARM_COMMANDS[@]}")
mapfile -d '' -t COLD_ARGS < <(named "${COLD_COMMANDS[@]}")
hyperfine "${COMMON[@]}" --export-json "$WORK/warm.json" "${WARM_ARGS[@]}" >/dev/null
POPCORN_CACHE_DIR="$COLD" hyperfine "${COMMON[@]}" --export-json "$WORK/cold.json" \
    --prepare "rm -rf '$COLD'" "${COLD_ARGS[@]}" >/dev/null

python3 - "$WORK" "$BINARY" "$COLD" "${#WARM_COMMANDS[@]}" "${WARM_COMMANDS[@]}" "${COLD_COMMANDS[@]}" <<'PYTHON'
import json, os, shlex, shutil, subprocess, sys

work, binary, cold = sys.argv[1], sys.argv[2], sys.argv[3]
warm_count = int(sys.argv[4])
entries = [entry.split("|", 1) for entry in sys.argv[5:]]
rows = [(name, command, index >= warm_count) for index, (name, command) in enumerate(entries)]
times = {}
for group in ("warm", "cold"):
    times.update({r["command"]: r for r in json.load(open(os.path.join(work, group + ".json")))["results"]})

def peak_rss_mb(command, is_cold):
    """The largest peak RSS of 10 runs, in MB (ru_maxrss of each child, in KiB)."""
    environment = dict(os.environ, POPCORN_CACHE_DIR=cold) if is_cold else None
    peak = 0
    for _ in range(10):
        if is_cold:
            shutil.rmtree(cold, ignore_errors=True)
        process = subprocess.Popen(
            shlex.split(command), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
        _, _, usage = os.wait4(process.pid, 0)
        peak = max(peak, usage.ru_maxrss)
    return peak / 1024

floor = times["floor"]["mean"]
print(f"binary: {binary}")
print(f"{'command':<26} {'mean':>9} {'± σ':>8} {'min':>8} {'× floor':>8} {'peak RSS':>9}")
for name, command, is_cold in rows:
    result = times[name]
    print(
        f"{name:<26} {result['mean'] * 1000:7.1f}ms {result['stddev'] * 1000:6.1f}ms {result['min'] * 1000:6.1f}ms"
        f" {result['mean'] / floor:7.2f}x {peak_rss_mb(command, is_cold):6.1f} MB"
    )
PYTHON
