#!/usr/bin/env bash
# Tests Scripts/new-context.sh in a temporary copy of the repository, so the template can never rot:
# the refusals change nothing, a failed run leaves nothing behind, and a generated context and its
# adapter build and pass their own tests, wired into Package.swift and Scripts/test.sh.
# Set NEW_CONTEXT_TEST_SKIP_BUILD=1 to check only the generator (no swift build), for quick runs.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
ok() { passed=$((passed + 1)); printf 'ok    %s\n' "$1"; }
bad() { failed=$((failed + 1)); printf 'FAIL  %s\n' "$1"; }
check() { # description command...
    local description="$1"
    shift
    if "$@"; then ok "$description"; else bad "$description"; fi
}

# A copy of the tracked and untracked-but-not-ignored files: no build folders.
copy="$work/repo"
mkdir -p "$copy"
# (Tracked files deleted in the working tree are skipped: the copy is the tree as it is now.)
# One tar reads the whole list: `xargs tar` splits a long list into several archives, and the
# reading tar stops at the end of the first, killing the next writer with SIGPIPE.
(
    cd "$root"
    git ls-files -co --exclude-standard -z |
        while IFS= read -r -d '' file; do [[ -e "$file" ]] && printf '%s\0' "$file"; done |
        tar --null --files-from=- -cf -
) | tar -xf - -C "$copy"
snapshot() { (cd "$copy" && find Contexts Adapters -type f | sort && cat Package.swift Scripts/test.sh) | cksum; }
before="$(snapshot)"

run() { # expected-exit expected-stderr-fragment args...
    local expected="$1" fragment="$2"
    shift 2
    local status=0
    (cd "$copy" && Scripts/new-context.sh "$@") >"$work/out" 2>"$work/err" || status=$?
    [[ "$status" == "$expected" ]] || { echo "  exit $status, expected $expected; stderr: $(cat "$work/err")"; return 1; }
    [[ -z "$fragment" ]] || grep -qF -- "$fragment" "$work/err" || { echo "  stderr lacks '$fragment': $(cat "$work/err")"; return 1; }
    [[ "$expected" == 0 ]] || [[ "$(wc -l <"$work/err")" -le 2 ]] || { echo "  more than a short message on stderr"; return 1; }
}
unchanged() { [[ "$(snapshot)" == "$before" ]]; }

check "a missing name is refused with 64" run 64 "a context name is required"
check "a lower-case name is refused with 64" run 64 "not an UpperCamelCase Swift identifier" collections
check "a name with a dash is refused with 64" run 64 "not an UpperCamelCase Swift identifier" Bad-Name
check "a name starting with a digit is refused with 64" run 64 "not an UpperCamelCase Swift identifier" 9Lives
check "a reserved name is refused with 64" run 64 "is reserved" Self
check "an invalid entity is refused with 64" run 64 "entity name 'lower'" Things --entity lower
check "an invalid endpoint is refused with 64" run 64 "must be a TMDb path" Things --endpoint /things
check "an unknown option is refused with 64" run 64 "unknown option" --frobnicate Things
check "two names are refused with 64" run 64 "one context name only" Things Stuff
check "an existing context is refused with 65" run 65 "already exists" Movies
check "the refusals changed nothing" unchanged
check "--help explains usage and exits 0" run 0 "" --help
check "--help names the arguments" grep -q "usage: Scripts/new-context.sh" "$work/out"

# A failure after files were written (an unreplaceable placeholder) must roll everything back.
echo "__Bogus__" >"$copy/Scripts/Templates/Context/Bogus.txt"
check "a run that fails half-way exits 1" run 1 "placeholder was left unreplaced" Things
rm "$copy/Scripts/Templates/Context/Bogus.txt"
check "a run that fails half-way leaves nothing behind" unchanged

check "a valid name generates a context" run 0 "" Samples
check "the output names both packages" grep -q "Adapters/Contexts/PopcornSamplesAdapters" "$work/out"
for file in \
    Contexts/PopcornSamples/Package.swift \
    Contexts/PopcornSamples/Sources/SamplesDomain/Entities/Sample.swift \
    Contexts/PopcornSamples/Sources/SamplesDomain/Repositories/SampleRepository.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/UseCases/FetchSampleDetails/FetchSampleDetailsUseCase.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/UseCases/FetchSampleDetails/DefaultFetchSampleDetailsUseCase.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/Models/SampleDetails.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/Mappers/SampleDetailsMapper.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Models/SamplesSampleEntity.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Mappers/SampleMapper.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Migrations/SamplesMigrations.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/Repositories/DefaultSampleRepository.swift \
    Contexts/PopcornSamples/Sources/SamplesDomain/Entities/SamplePreview.swift \
    Contexts/PopcornSamples/Sources/SamplesDomain/Entities/SamplePreviewPage.swift \
    Contexts/PopcornSamples/Sources/SamplesDomain/Entities/SampleListKind.swift \
    Contexts/PopcornSamples/Sources/SamplesDomain/Repositories/SampleListRepository.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/UseCases/FetchSampleList/FetchSampleListUseCase.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/UseCases/FetchSampleList/DefaultFetchSampleListUseCase.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/Models/SamplePreviewDetails.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/Models/SamplePreviewDetailsPage.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/Mappers/SamplePreviewDetailsMapper.swift \
    Contexts/PopcornSamples/Sources/SamplesApplication/Mappers/SamplePreviewDetailsPageMapper.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Models/SamplesPreviewPageTables.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Models/SamplesSamplePreviewEntity.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Mappers/SamplePreviewMapper.swift \
    Contexts/PopcornSamples/Sources/SamplesInfrastructure/Repositories/DefaultSampleListRepository.swift \
    Contexts/PopcornSamples/Sources/SamplesComposition/PopcornSamplesFactory+Composition.swift \
    Contexts/PopcornSamples/Sources/SamplesTestHelpers/Sample+Mocks.swift \
    Contexts/PopcornSamples/Sources/SamplesTestHelpers/SamplePreview+Mocks.swift \
    Contexts/PopcornSamples/Sources/SamplesTestHelpers/SamplePreviewPage+Mocks.swift \
    Contexts/PopcornSamples/Sources/SamplesTestHelpers/MockSampleRepository.swift \
    Contexts/PopcornSamples/Sources/SamplesTestHelpers/MockSampleListRepository.swift \
    Adapters/Contexts/PopcornSamplesAdapters/Sources/SamplesAdapters/DataSources/TMDbSampleRemoteDataSource.swift \
    Adapters/Contexts/PopcornSamplesAdapters/Sources/SamplesAdapters/DataSources/Mappers/SampleMapper.swift \
    Adapters/Contexts/PopcornSamplesAdapters/Sources/SamplesAdapters/DataSources/Mappers/SamplePreviewPageMapper.swift; do
    check "it created $file" test -f "$copy/$file"
done
check "the migration is namespaced 'samples'" grep -q 'namespace = "samples"' \
    "$copy/Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Migrations/SamplesMigrations.swift"
check "the record's table is samples_sample" grep -q '"samples_sample"' \
    "$copy/Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Models/SamplesSampleEntity.swift"
check "the list pages are cached in samples_preview_page, a list cache table" grep -q \
    'CacheTable(name: "samples_preview_page", kind: .list' \
    "$copy/Contexts/PopcornSamples/Sources/SamplesInfrastructure/DataSources/Local/Migrations/SamplesMigrations.swift"
check "the adapter reads /sample/{id}" grep -q 'namedResource("sample"' \
    "$copy/Adapters/Contexts/PopcornSamplesAdapters/Sources/SamplesAdapters/DataSources/TMDbSampleRemoteDataSource.swift"
check "the adapter reads /sample/{list}" grep -q 'namedResourceList("sample"' \
    "$copy/Adapters/Contexts/PopcornSamplesAdapters/Sources/SamplesAdapters/DataSources/TMDbSampleRemoteDataSource.swift"
check "the context's manifest depends on GRDB itself" grep -q 'product(name: "GRDB", package: "GRDB.swift")' \
    "$copy/Contexts/PopcornSamples/Package.swift"
check "the factory takes a CacheDatabase" grep -q 'database: CacheDatabase' \
    "$copy/Contexts/PopcornSamples/Sources/SamplesComposition/PopcornSamplesFactory+Composition.swift"
check "no copy of a shared test helper is generated" bash -c \
    "[[ -z \"\$(find '$copy/Contexts/PopcornSamples' -name 'CacheContext+Mocks.swift' -o -name 'StatementLog.swift')\" ]]"
check "the domain's mocks are generated once, in SamplesTestHelpers, not in a test target" bash -c \
    "[[ -z \"\$(find '$copy/Contexts/PopcornSamples/Tests' -name 'Sample+Mocks.swift' -o -name 'SamplePreview+Mocks.swift' -o -name 'SamplePreviewPage+Mocks.swift' -o -name 'MockSample*Repository.swift')\" ]]"
check "the context's manifest declares the SamplesTestHelpers product" \
    grep -q '.library(name: "SamplesTestHelpers", targets: \["SamplesTestHelpers"\])' \
    "$copy/Contexts/PopcornSamples/Package.swift"
check "Package.swift depends on the context" grep -q '.package(path: "Contexts/PopcornSamples")' "$copy/Package.swift"
check "Package.swift depends on the adapter" grep -q '.package(path: "Adapters/Contexts/PopcornSamplesAdapters")' "$copy/Package.swift"
check "the CLI target links the composition" grep -q '.product(name: "SamplesComposition", package: "PopcornSamples")' "$copy/Package.swift"
check "Scripts/test.sh tests the context" grep -qx '    Contexts/PopcornSamples' "$copy/Scripts/test.sh"
check "Scripts/test.sh tests the adapter" grep -qx '    Adapters/Contexts/PopcornSamplesAdapters' "$copy/Scripts/test.sh"
check "no placeholder is left anywhere" bash -c "! grep -rqE '__[A-Za-z_]+__' '$copy/Contexts/PopcornSamples' '$copy/Adapters/Contexts/PopcornSamplesAdapters'"
check "generating the same context again is refused with 65" run 65 "already exists" Samples
check "an entity and endpoint can be named" run 0 "" TemplateProbes --entity ProbeItem --endpoint probe_item
check "the named entity is used" test -f "$copy/Contexts/PopcornTemplateProbes/Sources/TemplateProbesDomain/Entities/ProbeItem.swift"
check "the named endpoint is used" grep -q 'namedResource("probe_item"' \
    "$copy/Adapters/Contexts/PopcornTemplateProbesAdapters/Sources/TemplateProbesAdapters/DataSources/TMDbProbeItemRemoteDataSource.swift"
# The import check on the copy (no git there: it reads every Swift file), for the generated packages.
generated_imports_follow_the_rules() {
    local status=0
    "$copy/Scripts/check-imports.sh" "$copy" >"$work/imports" 2>&1 || status=$?
    [[ "$status" == 0 || "$status" == 1 ]] || { echo "  check-imports.sh exited $status: $(cat "$work/imports")"; return 1; }
    ! grep -E '^(Contexts/PopcornSamples|Adapters/Contexts/PopcornSamplesAdapters|Contexts/PopcornTemplateProbes|Adapters/Contexts/PopcornTemplateProbesAdapters)/' "$work/imports"
}
check "the generated packages follow the import rules" generated_imports_follow_the_rules

if [[ "${NEW_CONTEXT_TEST_SKIP_BUILD:-}" == 1 ]]; then
    echo "skipping the build of the generated packages (NEW_CONTEXT_TEST_SKIP_BUILD=1)"
else
    check "the generated code is swift-format clean" \
        swift format lint --strict -r "$copy/Contexts/PopcornSamples" "$copy/Adapters/Contexts/PopcornSamplesAdapters"
    check "the root manifest with the new packages resolves" \
        bash -c "cd '$copy' && swift package dump-package >/dev/null"
    # Both packages build into one scratch directory, so the adapter reuses what the context's
    # build compiled (GRDB, Core, the context). Not Scripts/test.sh's: this copy's sources are at
    # other paths, so sharing it would only make both sides rebuild the Core modules.
    scratch="$work/scratch"
    check "the generated context's own tests pass" \
        bash -c "set -o pipefail; cd '$copy/Contexts/PopcornSamples' && swift test --scratch-path '$scratch' 2>&1 | tail -n 3"
    check "the generated adapter's own tests pass" \
        bash -c "set -o pipefail; cd '$copy/Adapters/Contexts/PopcornSamplesAdapters' && swift test --scratch-path '$scratch' 2>&1 | tail -n 3"
fi

echo "$passed passed, $failed failed"
[[ "$failed" == 0 ]]
