#!/usr/bin/env bash
# Runs every package's tests in dependency order, then builds the `popcorn` binary and runs the
# root package's tests (unit + end-to-end against that binary). Stops at the first failure.
set -euo pipefail

# Local packages, in dependency order. Scripts that add a context append to this list.
PACKAGES=(
    Core/CoreDomain
    Core/TMDbKit
    Core/DataPersistence
    Core/TMDbAdapterKit
    Contexts/PopcornMovies
    Adapters/Contexts/PopcornMoviesAdapters
    # new-context: packages (Scripts/new-context.sh inserts each new context's packages above)
)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

total=$((${#PACKAGES[@]} + 1))
done_count=0

header() {
    printf '\n==> [%d/%d] %s\n' "$((done_count + 1))" "$total" "$1"
}

fail() {
    printf '\ntest.sh: FAILED in %s (%d of %d steps passed before it)\n' "$1" "$done_count" "$total" >&2
    exit 1
}

for package in "${PACKAGES[@]}"; do
    header "$package: swift test"
    if [[ ! -f "$package/Package.swift" ]]; then
        echo "error: $package/Package.swift is missing" >&2
        fail "$package"
    fi
    (cd "$package" && swift test) || fail "$package"
    done_count=$((done_count + 1))
done

header "root package: swift build --product popcorn, then swift test"
swift build --product popcorn || fail "root package (swift build --product popcorn)"
POPCORN_BIN="$ROOT/.build/debug/popcorn" swift test || fail "root package (swift test)"
done_count=$((done_count + 1))

printf '\ntest.sh: all %d steps passed (%d packages and the root package)\n' "$total" "${#PACKAGES[@]}"
