#!/usr/bin/env bash
# Tests Scripts/model-coverage.sh against small fixture trees (reference + domain files) built in a
# temporary directory, then once against this repository. Prints "N passed, M failed" last and
# exits non-zero when anything failed.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SCRIPT="$REPO/Scripts/model-coverage.sh"

# shellcheck source=Scripts/tests/lib/script-test.sh
source "$REPO/Scripts/tests/lib/script-test.sh"

# assert_usage_error DESCRIPTION MESSAGE_PREFIX  (checks the last run)
assert_usage_error() {
    assert_eq "$1: exit 64" 64 "$RC"
    assert_eq "$1: nothing on stdout" "" "$OUT"
    if [[ -n "$ERR" && "$ERR" != *$'\n'* ]]; then pass "$1: one line on stderr"; else fail "$1: stderr is not one line: '$ERR'"; fi
    if [[ "$ERR" == "$2"* ]]; then pass "$1: message"; else fail "$1: message is '$ERR'"; fi
}

# --- Fixture tree ---------------------------------------------------------------------------------

FIX="$TMP/repo"
MOVIES="$FIX/Contexts/PopcornMovies/Sources/MoviesDomain/Entities"
TV="$FIX/Contexts/PopcornTVSeries/Sources/TVSeriesDomain/Entities"
PEOPLE="$FIX/Contexts/PopcornPeople/Sources/PeopleDomain/Entities"
CORE="$FIX/Core/CoreDomain/Sources/CoreDomain"
mkdir -p "$FIX/docs" "$MOVIES" "$TV" "$PEOPLE" "$CORE"

# Same shapes as docs/TMDB_MAPPING.md: heading + table, enum tables, one-line structs, and a
# heading after the section that must not be read.
cat >"$FIX/docs/TMDB_MAPPING.md" <<'EOF'
# Fixture mapping guide

## TMDb Type Reference

### Movie (`TMDb.Movie`)

| Property | Type | Notes |
|----------|------|-------|
| `id` | `Int` | Required |
| `title` | `String` | Required |
| `runtime` | `Int?` | Minutes |
| `homepageURL` | `URL?` | JSON key: `"homepage"` |

### Person (`TMDb.Person`)

| Property | Type | Notes |
|----------|------|-------|
| `id` | `Int` | Required |
| `name` | `String` | Required |

### Supporting Types

**`TMDb.Status`** (enum: String)
| Case | Raw Value |
|------|-----------|
| `.released` | `"Released"` |
| `.cancelled` | `"Canceled"` |

**`TMDb.Gender`** (enum: Int)
| Case | Raw Value |
|------|-----------|
| `.unknown` | `0` |
| `.female` | `1` |
| `.other` | `3` |

**`TMDb.ProductionCountry`**: `countryCode: String` (iso31661), `name: String`

**`TMDb.CastMember`**: `id: Int`, `creditID: String`, `name: String`, `character: String`

## Mapping Pipeline

### Ignored (`TMDb.Ignored`)

| Property | Type | Notes |
|----------|------|-------|
| `nothing` | `Int` | |
EOF

# Missing homepageURL, which appears only where it must not count: comments, a string, a local
# constant in a method body, a nested type and another type in the same file.
cat >"$MOVIES/Movie.swift" <<'EOF'
import Foundation

/// A movie. Braces in comments { do not } confuse the reader.
// public let homepageURL: URL?
public struct Movie: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    /* public let homepageURL: URL?  /* nested */ still a comment */
    public let runtime: Int?
    public static let note = "public let homepageURL: URL? } {"

    public struct Nested: Equatable, Sendable {
        public let homepageURL: URL?
    }

    public func describe() -> String {
        let homepageURL = "\(title) { \("}") }"
        return homepageURL
    }
}

public struct Other {
    public let homepageURL: URL?
}
EOF

# An enum with an extra case; cases on one line and with raw values.
cat >"$MOVIES/MovieStatus.swift" <<'EOF'
import Foundation

public enum MovieStatus: String, Equatable, Sendable, CaseIterable {
    case released, cancelled = "canceled"
    case unknown

    public var isFinal: Bool {
        switch self {
        case .released, .cancelled: true
        case .unknown: false
        }
    }
}
EOF

# An enum missing a case (other); `other` is only a property, which does not count for an enum.
cat >"$CORE/Gender.swift" <<'EOF'
import Foundation

public enum Gender: Int, Equatable, Sendable {
    case unknown = 0
    case female = 1

    public var other: Bool { self == .unknown }
}
EOF

# Complete through a computed property and an extension in the same file.
cat >"$MOVIES/ProductionCountry.swift" <<'EOF'
import Foundation

public struct ProductionCountry: Identifiable, Equatable, Sendable {
    public let code: String
    public var countryCode: String { code }
    public var id: String { countryCode }
}

extension ProductionCountry {
    public var name: String {
        Locale.current.localizedString(forRegionCode: code) ?? code
    }
}
EOF

# One type in two contexts: complete in Movies, missing `character` in TVSeries.
cat >"$MOVIES/CastMember.swift" <<'EOF'
import Foundation

public struct CastMember: Identifiable, Equatable, Sendable {
    public let id: Int
    public let creditID: String
    public let name: String
    public let character: String
}
EOF
cat >"$TV/CastMember.swift" <<'EOF'
import Foundation

public struct CastMember: Identifiable, Equatable, Sendable {
    public let id: Int
    public let creditID: String
    public let name: String
    public let roles: [String]
}
EOF

# A file in the right place that does not declare the type: ignored, with a warning.
cat >"$PEOPLE/Person.swift" <<'EOF'
import Foundation

// TODO: public struct Person { public let id: Int }
EOF

# --- Full run against the fixture -------------------------------------------------------------------

FULL="Movie (PopcornMovies): missing 1 of 4: homepageURL
Person: no domain type yet
Status -> MovieStatus (PopcornMovies): complete (2/2)
Gender (CoreDomain): missing 1 of 3: other
ProductionCountry (PopcornMovies): complete (2/2)
CastMember (PopcornMovies): complete (4/4)
CastMember (PopcornTVSeries): missing 1 of 4: character
2 entities complete, 3 incomplete, 1 not implemented"

run --root "$FIX"
assert_eq "fixture: full output" "$FULL" "$OUT"
assert_eq "fixture: exit 0 without --strict" 0 "$RC"
assert_eq "fixture: warning for a file that does not declare its type" \
    "model-coverage.sh: warning: Contexts/PopcornPeople/Sources/PeopleDomain/Entities/Person.swift does not declare Person; ignored" "$ERR"

run --strict --root="$FIX"
assert_eq "fixture --strict: same output" "$FULL" "$OUT"
assert_eq "fixture --strict: exit 1 when something is incomplete" 1 "$RC"

# --- Name filter ------------------------------------------------------------------------------------

run --root "$FIX" Gender Status
assert_eq "filter: reference order, only the named types" "Status -> MovieStatus (PopcornMovies): complete (2/2)
Gender (CoreDomain): missing 1 of 3: other
1 entities complete, 1 incomplete, 0 not implemented" "$OUT"
assert_eq "filter: exit 0" 0 "$RC"

run --strict --root "$FIX" ProductionCountry MovieStatus
assert_eq "filter by domain name, --strict, all complete: output" "Status -> MovieStatus (PopcornMovies): complete (2/2)
ProductionCountry (PopcornMovies): complete (2/2)
2 entities complete, 0 incomplete, 0 not implemented" "$OUT"
assert_eq "filter, --strict, all complete: exit 0" 0 "$RC"

run --root "$FIX" --strict Person
assert_eq "--strict, no domain type: output" "Person: no domain type yet
0 entities complete, 0 incomplete, 1 not implemented" "$OUT"
assert_eq "--strict, no domain type: exit 1" 1 "$RC"

run --root "$FIX" --strict CastMember
assert_eq "--strict, one of two contexts incomplete: exit 1" 1 "$RC"
assert_line "two contexts: summary counts the type once" "0 entities complete, 1 incomplete, 0 not implemented" "$OUT"

# --- Usage errors and --help ------------------------------------------------------------------------

run --root "$FIX" Movie Nope
assert_usage_error "unknown entity" "model-coverage.sh: unknown entity 'Nope'"

run --root "$FIX" TMDb.Movie
assert_usage_error "qualified name is not an entity name" "model-coverage.sh: unknown entity 'TMDb.Movie'"

run --root "$FIX" --verbose
assert_usage_error "unknown option" "model-coverage.sh: unknown option '--verbose'"

run --root
assert_usage_error "--root without a value" "model-coverage.sh: --root needs a value"

run --root "$TMP/does-not-exist"
assert_usage_error "--root that is not a directory" "model-coverage.sh: --root:"

run --help
assert_eq "--help: exit 0" 0 "$RC"
assert_eq "--help: nothing on stderr" "" "$ERR"
assert_eq "--help: starts with the usage line" \
    "usage: model-coverage.sh [--strict] [--root DIR] [--reference FILE] [ENTITY ...]" "$(head -n 1 <<<"$OUT")"

run --root "$TMP/does-not-exist" Nope -h
assert_eq "-h wins over other arguments: exit 0" 0 "$RC"
assert_eq "-h wins over other arguments: usage on stdout" \
    "usage: model-coverage.sh [--strict] [--root DIR] [--reference FILE] [ENTITY ...]" "$(head -n 1 <<<"$OUT")"

# --- The reference is read from the file, so edits to it take effect -------------------------------

cat >"$TMP/edited.md" <<'EOF'
## TMDb Type Reference

### Movie (`TMDb.Movie`)

| Property | Type | Notes |
|----------|------|-------|
| `id` | `Int` | Required |
| `title` | `String` | Required |
| `runtime` | `Int?` | Minutes |
EOF
run --root "$FIX" --reference "$TMP/edited.md"
assert_eq "--reference: another reference" "Movie (PopcornMovies): complete (3/3)
1 entities complete, 0 incomplete, 0 not implemented" "$OUT"

run --root "$FIX" --reference "$TMP/missing.md"
assert_eq "missing reference: exit 66" 66 "$RC"
assert_eq "missing reference: nothing on stdout" "" "$OUT"

printf '## TMDb Type Reference\n\n### Movie (`TMDb.Movie`)\n\n| Property | Type |\n|---|---|\n| id and title | `Int` |\n' >"$TMP/bad.md"
run --root "$FIX" --reference "$TMP/bad.md"
assert_eq "unreadable table row: exit 65" 65 "$RC"
assert_eq "unreadable table row: message names the line" \
    "model-coverage.sh: $TMP/bad.md:7: cannot read a property name from this row" "$ERR"

printf '# No type reference here\n' >"$TMP/empty.md"
run --root "$FIX" --reference "$TMP/empty.md"
assert_eq "reference without the section: exit 65" 65 "$RC"

# --- This repository --------------------------------------------------------------------------------

run
assert_eq "repo: exit 0" 0 "$RC"
assert_line "repo: Movie is complete" "Movie (PopcornMovies): complete (26/26)" "$OUT"
assert_eq "repo: nothing on stderr" "" "$ERR"
run --strict Movie
assert_eq "repo: --strict Movie exits 0" 0 "$RC"

finish
