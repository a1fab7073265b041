#!/usr/bin/env bash
# Writes Scripts/lib/popcorn.order: the functions a run of popcorn executes, most shared first, which
# the release build (Scripts/lib/release-build.sh) hands the linker so they sit side by side.
#
# Every command is a new process that faults in the code it runs a page at a time, and the kernel
# maps each fault's neighbours too: spread over a 100 MB binary, a cached lookup touched about 15 MB
# of code. Laid out together, the same code is a few megabytes, which is less memory and fewer faults
# at every start. Run it again after a change that moves much code onto or off the common paths; an
# older list still works (what it names that is gone is skipped, what it lacks is laid out as before).
#
#   Scripts/order-file.sh                 builds popcorn as Scripts/install.sh does, then traces it
#   Scripts/order-file.sh --binary PATH   traces that binary instead (a release build with symbols)
#
# Needs valgrind (Debian: apt-get install valgrind) and python3.
set -euo pipefail
shopt -s inherit_errexit

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BINARY=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --binary)
            [[ $# -ge 2 && -n "$2" ]] || { echo "order-file.sh: --binary needs a value" >&2; exit 64; }
            BINARY="$2"
            shift 2 ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "order-file.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done
for tool in valgrind python3 nm strip; do
    if ! command -v "$tool" >/dev/null; then
        echo "order-file.sh: $tool is missing (valgrind: apt-get install valgrind)" >&2
        exit 69
    fi
done

# shellcheck source=Scripts/lib/release-build.sh
source "$ROOT/Scripts/lib/release-build.sh"
if [[ -z "$BINARY" ]]; then
    echo "order-file.sh: building popcorn (release, static Swift libraries)..." >&2
    BINARY="$(release_build "$ROOT")"
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/popcorn-order.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
# valgrind cannot read the debug information of a binary this size; the symbol table is enough.
strip --strip-debug -o "$WORK/popcorn" "$BINARY"
nm --defined-only "$BINARY" | awk '{print $3}' | sort -u >"$WORK/defined"

export HOME="$WORK/home" POPCORN_CACHE_DIR="$WORK/cache" POPCORN_DATA_DIR="$WORK/data" NO_COLOR=1
mkdir -p "$HOME"
# The common paths: each screen filled from the catalog, then read back from the cache; a list,
# a search, JSON, the version and an error.
RUNS=(
    "movie 550 --source catalog" "tv 1396 --source catalog" "person 287 --source catalog"
    "tv season 1396 1 --source catalog" "movie 550 --source catalog --offline"
    "tv 1396 --source catalog --offline" "person 287 --source catalog --offline"
    "tv season 1396 1 --source catalog --offline" "movie popular --source catalog --offline"
    "search fight --source catalog --offline" "movie 550 --json --source catalog --offline"
    "--version" "movie 99999 --source catalog --offline"
)
index=0
for run in "${RUNS[@]}"; do
    index=$((index + 1))
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$WORK/trace.$index" \
        "$WORK/popcorn" $run >/dev/null 2>&1 || true
done

python3 - "$WORK" "$ROOT/Scripts/lib/popcorn.order" <<'PYTHON'
import collections, glob, os, re, sys

work, output = sys.argv[1], sys.argv[2]
defined = set(open(os.path.join(work, "defined")).read().split())
runs = collections.Counter()
for trace in glob.glob(os.path.join(work, "trace.*")):
    names = set()
    for line in open(trace, errors="replace"):
        match = re.match(r"c?fn=\(\d+\) (.+)", line)
        if match:
            names.add(match.group(1).strip())
    runs.update(name for name in names if name in defined)
# Code every run takes first, then code fewer runs take; by name within a count, so the file only
# changes when the code does.
ordered = sorted(runs, key=lambda name: (-runs[name], name))
with open(output, "w") as file:
    file.write("\n".join(ordered) + "\n")
print(f"order-file.sh: {len(ordered)} functions written to {output}", file=sys.stderr)
PYTHON
# The linker does not know the list changed: the next release build links again.
rm -f "$ROOT/.build-release/release/popcorn"
