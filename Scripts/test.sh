#!/usr/bin/env bash
# Checks the imports against the module map and the formatting first, then runs every package's
# tests in dependency order, then builds the `popcorn` binary and runs the root package's tests
# (unit + end-to-end against that binary), then installs a release build as Scripts/install.sh
# does and uses it. Stops at the first failure.
set -euo pipefail

# Local packages, in dependency order. Scripts that add a context append to this list.
PACKAGES=(
    Core/CoreDomain
    Core/CoreCSV
    Core/TMDbKit
    Core/DataPersistence
    Adapters/Shared/TMDbAdapterKit
    Contexts/PopcornMovies
    Adapters/Contexts/PopcornMoviesAdapters
    Contexts/PopcornTVSeries
    Adapters/Contexts/PopcornTVSeriesAdapters
    Contexts/PopcornPeople
    Adapters/Contexts/PopcornPeopleAdapters
    Contexts/PopcornSearch
    Adapters/Contexts/PopcornSearchAdapters
    Contexts/PopcornGenres
    Adapters/Contexts/PopcornGenresAdapters
    Contexts/PopcornTrending
    Adapters/Contexts/PopcornTrendingAdapters
    Contexts/PopcornDiscover
    Adapters/Contexts/PopcornDiscoverAdapters
    Contexts/PopcornWatchlist
    Adapters/Contexts/PopcornWatchlistAdapters
    Contexts/PopcornTracking
    Adapters/Contexts/PopcornTrackingAdapters
    Contexts/PopcornAccount
    Adapters/Contexts/PopcornAccountAdapters
    Contexts/PopcornCalendar
    Adapters/Contexts/PopcornCalendarAdapters
    Contexts/PopcornCollections
    Adapters/Contexts/PopcornCollectionsAdapters
    Contexts/PopcornReviews
    Adapters/Contexts/PopcornReviewsAdapters
    # new-context: packages (Scripts/new-context.sh inserts each new context's packages above)
)

# Domain types that must match the TMDb type reference (docs/TMDB_MAPPING.md) field for field.
MODEL_ENTITIES=(Movie Status Genre BelongsToCollection ProductionCompany ProductionCountry SpokenLanguage CastMember CrewMember Gender TVSeries TVSeason TVEpisode Network Creator Person PersonImageCollection MovieReleaseDatesByCountry ReleaseDate MovieReleaseType ContentRating ImageCollection ImageMetadata WatchProvider ShowWatchProvider)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# The Swift sources swift format lints (it skips hidden folders such as .build on its own).
FORMATTED=(Core Contexts Adapters Apps Package.swift)

# Every package runs its own `swift test`, but all of them build into ONE scratch directory: a
# module that several packages build from the same sources with the same flags (GRDB, CoreDomain,
# DataPersistence, TMDbKit, ...) is then compiled once per run instead of once per package, as
# llbuild's database there knows it is up to date. The price: a module an earlier package built is
# on every later package's search path, so an import whose dependency a manifest forgot would
# still compile here. --explicit-target-dependency-import-check catches that within a package's
# graph, and Scripts/check-imports.sh's dependency rule across packages.
SCRATCH="$ROOT/.build-ci"
SWIFTPM_OPTIONS=(--scratch-path "$SCRATCH" --explicit-target-dependency-import-check error)

total=$((${#PACKAGES[@]} + 5))
done_count=0

header() {
    printf '\n==> [%d/%d] %s\n' "$((done_count + 1))" "$total" "$1"
}

fail() {
    printf '\ntest.sh: FAILED in %s (%d of %d steps passed before it)\n' "$1" "$done_count" "$total" >&2
    exit 1
}

header "Scripts: import rules (check-imports.sh and its own tests), swift format lint --strict"
Scripts/check-imports.sh || fail "Scripts/check-imports.sh"
Scripts/tests/check-imports-test.sh || fail "Scripts/tests/check-imports-test.sh"
swift format lint --strict -r "${FORMATTED[@]}" || fail "swift format lint --strict (swift format -i -r ${FORMATTED[*]} fixes it)"
done_count=$((done_count + 1))

for package in "${PACKAGES[@]}"; do
    header "$package: swift test"
    if [[ ! -f "$package/Package.swift" ]]; then
        echo "error: $package/Package.swift is missing" >&2
        fail "$package"
    fi
    (cd "$package" && swift test "${SWIFTPM_OPTIONS[@]}") || fail "$package"
    done_count=$((done_count + 1))
done

header "Scripts: model coverage of ${MODEL_ENTITIES[*]}, and the model-coverage script's own tests"
Scripts/model-coverage.sh --strict "${MODEL_ENTITIES[@]}" || fail "Scripts/model-coverage.sh --strict"
Scripts/tests/model-coverage-test.sh || fail "Scripts/tests/model-coverage-test.sh"
done_count=$((done_count + 1))

header "Scripts: the context template (generate a throwaway context in a copy, run its tests)"
Scripts/tests/new-context-test.sh || fail "Scripts/tests/new-context-test.sh"
done_count=$((done_count + 1))

header "root package: swift build --product popcorn, then swift test"
swift build --product popcorn "${SWIFTPM_OPTIONS[@]}" || fail "root package (swift build --product popcorn)"
bin="$(swift build --show-bin-path --scratch-path "$SCRATCH")" || fail "root package (swift build --show-bin-path)"
POPCORN_BIN="$bin/popcorn" swift test "${SWIFTPM_OPTIONS[@]}" || fail "root package (swift test)"
done_count=$((done_count + 1))

header "Scripts: install (a release build installed under a temporary prefix, run, completed, its man page, uninstalled)"
Scripts/tests/install-test.sh || fail "Scripts/tests/install-test.sh"
done_count=$((done_count + 1))

printf '\ntest.sh: all %d steps passed (imports and format, %d packages, model coverage, the template, the root package, install)\n' "$total" "${#PACKAGES[@]}"
