#!/usr/bin/env bash
# Tests Scripts/check-imports.sh against small git trees built in a temporary directory: a clean
# tree passes, and each rule fires (alone, or with the other rules the same import breaks) with
# `path:line: rule` and exit 1 on a copy of the clean tree with one bad file added. Prints
# "N passed, M failed" last and exits non-zero when anything failed.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SCRIPT="$REPO/Scripts/check-imports.sh"

# shellcheck source=Scripts/tests/lib/script-test.sh
source "$REPO/Scripts/tests/lib/script-test.sh"

# assert_usage_error DESCRIPTION EXIT MESSAGE_PREFIX  (checks the last run)
assert_usage_error() {
    assert_eq "$1: exit $2" "$2" "$RC"
    assert_eq "$1: nothing on stdout" "" "$OUT"
    if [[ "$ERR" == "$3"* && "$ERR" != *$'\n'* ]]; then pass "$1: one-line message"; else fail "$1: message is '$ERR'"; fi
}

# write TREE PATH  (the file's text on stdin)
write() {
    mkdir -p "$(dirname "$1/$2")"
    cat >"$1/$2"
}

# --- The clean tree: every import the rules allow ---------------------------------------------

CLEAN="$TMP/clean"
mkdir -p "$CLEAN"
git -C "$CLEAN" init -q

# manifest TREE PACKAGE DEPENDENCY...: PACKAGE/Package.swift with a .package(path:) per DEPENDENCY.
manifest() {
    local tree="$1" package="$2"
    shift 2
    {
        printf 'import PackageDescription\n\nlet package = Package(\n    name: "Fixture",\n    dependencies: [\n'
        for dependency in "$@"; do printf '        .package(path: "%s"),\n' "$dependency"; done
        printf '        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),\n    ]\n)\n'
    } | write "$tree" "${package:+$package/}Package.swift"
}

printf '.build/\n' >"$CLEAN/.gitignore"
manifest "$CLEAN" "" Core/CoreDomain Core/TMDbKit Core/DataPersistence Adapters/Shared/TMDbAdapterKit \
    Contexts/PopcornMovies Adapters/Contexts/PopcornMoviesAdapters Contexts/PopcornPeople
manifest "$CLEAN" Core/CoreDomain
manifest "$CLEAN" Core/TMDbKit
manifest "$CLEAN" Core/DataPersistence ../CoreDomain
manifest "$CLEAN" Adapters/Shared/TMDbAdapterKit ../../../Core/CoreDomain ../../../Core/TMDbKit ../../../Core/DataPersistence
manifest "$CLEAN" Contexts/PopcornMovies ../../Core/CoreDomain ../../Core/DataPersistence
manifest "$CLEAN" Contexts/PopcornPeople ../../Core/CoreDomain ../../Core/DataPersistence
# The adapter reaches DataPersistence only through TMDbAdapterKit: that is enough.
manifest "$CLEAN" Adapters/Contexts/PopcornMoviesAdapters ../../../Core/TMDbKit ../../Shared/TMDbAdapterKit \
    ../../../Contexts/PopcornMovies ../../../Contexts/PopcornPeople
printf 'import Foundation\n' | write "$CLEAN" Core/CoreDomain/Sources/CoreDomain/Gender.swift
printf 'import Foundation\n\n@_exported import CoreDomain\n' | write "$CLEAN" Core/CoreDomain/Sources/CoreApplication/Exports.swift
printf 'import CoreDomain\nimport GRDB\n' | write "$CLEAN" Core/DataPersistence/Sources/DataPersistence/PopcornDatabase.swift
printf 'import GRDB\n@testable import DataPersistence\n' | write "$CLEAN" Core/DataPersistence/Tests/DataPersistenceTests/CacheTests.swift
printf 'import Foundation\n' | write "$CLEAN" Core/TMDbKit/Sources/TMDbKit/TMDbClient.swift
printf 'import Testing\n@testable import TMDbKit\n' | write "$CLEAN" Core/TMDbKit/Tests/TMDbKitTests/TMDbClientTests.swift
printf 'import DataPersistence\nimport TMDbKit\n' | write "$CLEAN" Adapters/Shared/TMDbAdapterKit/Sources/TMDbAdapterKit/TMDbErrorMapper.swift

# The Domain's only imports, plus GRDB and TMDbKit where they must not count: comments, a
# multi-line string, a raw string.
write "$CLEAN" Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Movie.swift <<'EOF'
import CoreDomain
import Foundation

// import GRDB
/* import TMDbKit
   /* nested */ import GRDB */
/// A movie.
public struct Movie: Sendable {
    public let id: Int
    static let sample = """
        import GRDB
        @testable import PeopleDomain \(1 + 1)
        """
    static let raw = #"""
        import TMDbKit
        """#
}
EOF
printf 'import CoreApplication\nimport CoreDomain\nimport MoviesDomain\n' | write "$CLEAN" Contexts/PopcornMovies/Sources/MoviesApplication/UseCases/FetchMovieDetailsUseCase.swift
printf 'import DataPersistence\nimport GRDB\nimport MoviesDomain\n' | write "$CLEAN" Contexts/PopcornMovies/Sources/MoviesInfrastructure/Repositories/DefaultMovieRepository.swift
printf 'import MoviesApplication\nimport MoviesDomain\nimport MoviesInfrastructure\n' | write "$CLEAN" Contexts/PopcornMovies/Sources/MoviesComposition/PopcornMoviesFactory.swift
printf 'import GRDB\nimport Testing\n@testable import MoviesInfrastructure\n' | write "$CLEAN" Contexts/PopcornMovies/Tests/MoviesInfrastructureTests/RepositoryTests.swift
printf 'import Testing\n@testable import MoviesApplication\n' | write "$CLEAN" Contexts/PopcornMovies/Tests/MoviesApplicationTests/UseCaseTests.swift
printf 'import CoreDomain\n' | write "$CLEAN" Contexts/PopcornPeople/Sources/PeopleDomain/Entities/Person.swift
printf 'import PeopleDomain\n' | write "$CLEAN" Contexts/PopcornPeople/Sources/PeopleApplication/Models/PersonDetails.swift
# An adapter: its context's Domain and Infrastructure, TMDbKit, and another context's Application.
write "$CLEAN" Adapters/Contexts/PopcornMoviesAdapters/Sources/MoviesAdapters/TMDbMovieRemoteDataSource.swift <<'EOF'
import DataPersistence
import MoviesDomain
import MoviesInfrastructure
import PeopleApplication
import TMDbAdapterKit
import TMDbKit
EOF
# The CLI: everything but Infrastructure; TMDbKit only in Composition, Configuration, Logging, tests.
printf 'import MoviesComposition\nimport TMDbKit\n' | write "$CLEAN" Apps/PopcornCLI/Sources/PopcornCLI/Composition/CompositionRoot.swift
printf 'import TMDbKit\n' | write "$CLEAN" Apps/PopcornCLI/Sources/PopcornCLI/Configuration/DataSource.swift
printf 'import Logging\nimport TMDbKit\n' | write "$CLEAN" Apps/PopcornCLI/Sources/PopcornCLI/Logging/LoggingTMDbTransport.swift
printf 'import MoviesApplication\n#if canImport(Glibc)\n    import Glibc\n#endif\n' | write "$CLEAN" Apps/PopcornCLI/Sources/PopcornCLI/Rendering/MovieRenderer.swift
printf 'import TMDbKit\n@testable import PopcornCLI\n' | write "$CLEAN" Apps/PopcornCLI/Tests/PopcornCLITests/RendererTests.swift
# Ignored by git: a dependency checkout that imports anything.
printf 'import GRDB\nimport TMDbKit\n' | write "$CLEAN" .build/checkouts/Some/Sources/Some/Some.swift
git -C "$CLEAN" add -A

run "$CLEAN"
assert_eq "clean tree: exit 0" 0 "$RC"
assert_eq "clean tree: one line on stdout" \
    "check-imports.sh: the imports of 29 Swift files follow the module map's rules" "$OUT"
assert_eq "clean tree: nothing on stderr" "" "$ERR"

# --- One rule at a time -----------------------------------------------------------------------

n=0
# copy_clean: a copy of the clean tree, git and all; sets TREE.
copy_clean() {
    n=$((n + 1))
    TREE="$TMP/tree$n"
    cp -R "$CLEAN" "$TREE"
}

# tree_with PATH TEXT: a copy of the clean tree with the file PATH added, its text TEXT (a
# printf format: \n for newlines); sets TREE.
tree_with() {
    copy_clean
    # shellcheck disable=SC2059 # TEXT is a format, for its \n
    printf "$2" | write "$TREE" "$1"
    git -C "$TREE" add -A
}

# expect DESCRIPTION EXPECTED_STDOUT  (runs the script on TREE)
expect() {
    run "$TREE"
    assert_eq "$1: exit 1" 1 "$RC"
    assert_eq "$1: output" "$2" "$OUT"
    if [[ "$ERR" == "check-imports.sh: "*" import(s) break the module map's rules (see --help)" ]]; then
        pass "$1: summary on stderr"
    else
        fail "$1: stderr is '$ERR'"
    fi
}

D=Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Bad.swift
tree_with "$D" 'import Foundation\n@testable import CoreApplication\n'
expect "Domain importing CoreApplication (@testable)" \
    "$D:2: MoviesDomain imports CoreApplication: a Domain target imports only Foundation and CoreDomain"

tree_with "$D" 'import Foundation; import Logging\n'
expect "Domain importing Logging after a ';'" \
    "$D:1: MoviesDomain imports Logging: a Domain target imports only Foundation and CoreDomain"

tree_with "$D" 'import Foundation\n\n#if canImport(Glibc)\n    import Glibc\n#endif\n'
expect "Domain importing Glibc inside #if" \
    "$D:4: MoviesDomain imports Glibc: a Domain target imports only Foundation and CoreDomain"

# One import, two rules: each prints its own line.
tree_with "$D" '/* a comment\n   of two lines */\nimport GRDB\n'
expect "Domain importing GRDB: two rules, line numbers past a block comment" \
    "$D:3: MoviesDomain imports GRDB: a Domain target imports only Foundation and CoreDomain
$D:3: GRDB imported outside Core/DataPersistence, Contexts/*/Sources/*Infrastructure and Contexts/*/Tests/*InfrastructureTests"

A=Contexts/PopcornMovies/Sources/MoviesApplication/Bad.swift
tree_with "$A" 'import Foundation\npublic import MoviesInfrastructure\n'
expect "Application importing its Infrastructure (public import)" \
    "$A:2: MoviesApplication imports MoviesInfrastructure: an Application target never imports Infrastructure, GRDB, TMDbKit or DataPersistence"

tree_with "$A" 'internal import DataPersistence\n'
expect "Application importing DataPersistence (internal import)" \
    "$A:1: MoviesApplication imports DataPersistence: an Application target never imports Infrastructure, GRDB, TMDbKit or DataPersistence"

C=Contexts/PopcornMovies/Sources/MoviesComposition/Bad.swift
tree_with "$C" 'import struct PeopleDomain.Person\n'
expect "a context importing another context's Domain (import struct X.Y)" \
    "$C:1: PopcornMovies imports PeopleDomain of PopcornPeople: a context never imports another context
$C:1: imports PeopleDomain of Contexts/PopcornPeople, which Contexts/PopcornMovies/Package.swift does not depend on (directly or through its dependencies): the package would not build on its own"

T=Contexts/PopcornMovies/Tests/MoviesApplicationTests/Bad.swift
tree_with "$T" '@testable\nimport PeopleApplication\n'
expect "a context's tests importing another context (attribute on its own line)" \
    "$T:1: PopcornMovies imports PeopleApplication of PopcornPeople: a context never imports another context
$T:1: imports PeopleApplication of Contexts/PopcornPeople, which Contexts/PopcornMovies/Package.swift does not depend on (directly or through its dependencies): the package would not build on its own"

# PeopleComposition has no folder: the context's modules come from its prefix (PeopleDomain).
tree_with "$C" 'import PeopleComposition\n'
expect "a context importing another context's module that has no folder" \
    "$C:1: PopcornMovies imports PeopleComposition of PopcornPeople: a context never imports another context"

# A context added later is known from its folder alone.
tree_with Contexts/PopcornMovies/Sources/MoviesComposition/UsesSamples.swift \
    '@_implementationOnly import SamplesApplication\n'
printf 'import CoreDomain\n' | write "$TREE" Contexts/PopcornSamples/Sources/SamplesDomain/Sample.swift
git -C "$TREE" add -A
expect "a context importing a new context's module" \
    "Contexts/PopcornMovies/Sources/MoviesComposition/UsesSamples.swift:1: PopcornMovies imports SamplesApplication of PopcornSamples: a context never imports another context"

AD=Adapters/Contexts/PopcornMoviesAdapters/Sources/MoviesAdapters/Bad.swift
tree_with "$AD" 'import PeopleInfrastructure\n'
expect "an adapter importing another context's Infrastructure" \
    "$AD:1: PopcornMoviesAdapters imports PeopleInfrastructure of PopcornPeople: an adapter never imports another context's Domain, Infrastructure or Composition"

AT=Adapters/Contexts/PopcornMoviesAdapters/Tests/MoviesAdaptersTests/Bad.swift
tree_with "$AT" 'import Testing\n@testable import PeopleDomain\n'
expect "an adapter's tests importing another context's Domain" \
    "$AT:2: PopcornMoviesAdapters imports PeopleDomain of PopcornPeople: an adapter never imports another context's Domain, Infrastructure or Composition"

CLI=Apps/PopcornCLI/Sources/PopcornCLI/Composition/Bad.swift
tree_with "$CLI" 'import MoviesInfrastructure\n'
expect "the CLI importing an Infrastructure module" \
    "$CLI:1: the CLI imports MoviesInfrastructure: the CLI never imports an Infrastructure module"

I=Contexts/PopcornMovies/Sources/MoviesInfrastructure/Bad.swift
tree_with "$I" 'import MoviesApplication\n'
expect "Infrastructure importing its own Application" \
    "$I:1: MoviesInfrastructure imports MoviesApplication: an Infrastructure target never imports TMDbKit or its own Application"

tree_with "$I" 'import TMDbKit\n'
expect "Infrastructure importing TMDbKit: three rules" \
    "$I:1: MoviesInfrastructure imports TMDbKit: an Infrastructure target never imports TMDbKit or its own Application
$I:1: TMDbKit imported outside Core/TMDbKit, Adapters/ and the CLI: TMDbKit types never leave an adapter
$I:1: imports TMDbKit of Core/TMDbKit, which Contexts/PopcornMovies/Package.swift does not depend on (directly or through its dependencies): the package would not build on its own"

G=Adapters/Shared/TMDbAdapterKit/Sources/TMDbAdapterKit/Bad.swift
tree_with "$G" 'import GRDB\n'
expect "GRDB in an adapter" \
    "$G:1: GRDB imported outside Core/DataPersistence, Contexts/*/Sources/*Infrastructure and Contexts/*/Tests/*InfrastructureTests"

GT=Contexts/PopcornMovies/Tests/MoviesApplicationTests/Bad.swift
tree_with "$GT" 'import GRDB\n'
expect "GRDB in a context's tests other than Infrastructure's" \
    "$GT:1: GRDB imported outside Core/DataPersistence, Contexts/*/Sources/*Infrastructure and Contexts/*/Tests/*InfrastructureTests"

K=Core/DataPersistence/Sources/DataPersistence/Bad.swift
tree_with "$K" 'import TMDbKit\n'
expect "TMDbKit in Core/DataPersistence (which does not depend on it either)" \
    "$K:1: TMDbKit imported outside Core/TMDbKit, Adapters/ and the CLI: TMDbKit types never leave an adapter
$K:1: imports TMDbKit of Core/TMDbKit, which Core/DataPersistence/Package.swift does not depend on (directly or through its dependencies): the package would not build on its own"

R=Apps/PopcornCLI/Sources/PopcornCLI/Rendering/Bad.swift
tree_with "$R" 'import Foundation\nimport TMDbKit\n'
expect "TMDbKit in the CLI's Rendering" \
    "$R:2: TMDbKit imported in the CLI outside Composition/, Configuration/, Logging/ and the tests: presentation never sees the wire"

X=Core/DataPersistence/Sources/DataPersistence/Exports.swift
tree_with "$X" '@_exported import GRDB\n'
expect "DataPersistence re-exporting GRDB" \
    "$X:1: @_exported import GRDB: every importer of this module would see GRDB without importing it; import it where it is used instead"

XC=Contexts/PopcornMovies/Sources/MoviesComposition/Exports.swift
tree_with "$XC" '@_exported public import MoviesInfrastructure\n'
expect "a Composition re-exporting its Infrastructure" \
    "$XC:1: @_exported import MoviesInfrastructure: every importer of this module would see MoviesInfrastructure without importing it; import it where it is used instead"

PT=Contexts/PopcornPeople/Tests/PeopleApplicationTests/Bad.swift
tree_with "$PT" 'import Testing\nimport TMDbAdapterKit\n'
expect "a package importing a module of a package it does not depend on" \
    "$PT:2: imports TMDbAdapterKit of Adapters/Shared/TMDbAdapterKit, which Contexts/PopcornPeople/Package.swift does not depend on (directly or through its dependencies): the package would not build on its own"

tree_with "$PT" 'import TMDbAdapterKit\n'
sed -i 's|^    dependencies: \[$|&\n        // .package(path: "../../Adapters/Shared/TMDbAdapterKit"),|' "$TREE/Contexts/PopcornPeople/Package.swift"
expect "a dependency that is only in a comment does not count" \
    "$PT:1: imports TMDbAdapterKit of Adapters/Shared/TMDbAdapterKit, which Contexts/PopcornPeople/Package.swift does not depend on (directly or through its dependencies): the package would not build on its own"

# --- Which files: new files count, deleted ones do not, and a tree without git --------------------

copy_clean
printf 'import TMDbKit\n' | write "$TREE" "$D" # never added: untracked, not ignored
expect "a new file not yet added is checked" \
    "$D:1: MoviesDomain imports TMDbKit: a Domain target imports only Foundation and CoreDomain
$D:1: TMDbKit imported outside Core/TMDbKit, Adapters/ and the CLI: TMDbKit types never leave an adapter
$D:1: imports TMDbKit of Core/TMDbKit, which Contexts/PopcornMovies/Package.swift does not depend on (directly or through its dependencies): the package would not build on its own"

tree_with "$GT" 'import GRDB\n'
rm "$TREE/$GT"
run "$TREE"
assert_eq "a tracked file deleted from the work tree is skipped: exit 0" 0 "$RC"

tree_with "$GT" 'import GRDB\n'
rm -rf "$TREE/.git"
expect "without git, every Swift file outside hidden folders is checked" \
    "$GT:1: GRDB imported outside Core/DataPersistence, Contexts/*/Sources/*Infrastructure and Contexts/*/Tests/*InfrastructureTests"

# --- Usage errors and --help ------------------------------------------------------------------

run --verbose
assert_usage_error "unknown option" 64 "check-imports.sh: unknown option '--verbose'"

run "$CLEAN" "$CLEAN"
assert_usage_error "two roots" 64 "check-imports.sh: one root only"

run "$TMP/does-not-exist"
assert_usage_error "a root that is not a directory" 64 "check-imports.sh: $TMP/does-not-exist: not a directory"

mkdir "$TMP/empty"
run "$TMP/empty"
assert_usage_error "a root without Swift files" 66 "check-imports.sh: no Swift file under"

run --help
assert_eq "--help: exit 0" 0 "$RC"
assert_eq "--help: starts with the usage line" "usage: check-imports.sh [ROOT]" "$(head -n 1 <<<"$OUT")"

# --- This repository --------------------------------------------------------------------------

run
if [[ "$RC" == 0 || "$RC" == 1 ]]; then pass "repo: exit 0 or 1 (got $RC)"; else fail "repo: exit $RC"; fi
if [[ "$RC" == 0 ]] || ! grep -vqE '^[^:]+\.swift:[0-9]+: ' <<<"$OUT"; then
    pass "repo: every line is path:line: rule"
else
    fail "repo: a line is not path:line: rule"
fi

finish
