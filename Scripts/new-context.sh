#!/usr/bin/env bash
# Generates a bounded context and its TMDb adapter from Scripts/Templates, and wires both into the
# root Package.swift and Scripts/test.sh. See --help.
set -euo pipefail

usage() {
    cat <<'TXT'
usage: Scripts/new-context.sh [--entity <Entity>] [--endpoint <path>] <Name>

Creates a bounded context and its TMDb adapter, following the Movies context's patterns:

  Contexts/Popcorn<Name>/                    <Name>Domain, <Name>Application, <Name>Infrastructure,
                                             <Name>Composition, and tests for the first three: a details
                                             use case and a list use case, each cached in the shared
                                             SQLite database (the list through DataPersistence's
                                             preview-page tables); the domain's test data and
                                             repository mocks once, in <Name>TestHelpers
  Adapters/Contexts/Popcorn<Name>Adapters/   a TMDbKit-backed remote data source and mappers, with tests

and adds both packages to the root Package.swift and to Scripts/test.sh, so that `swift build` at
the root and Scripts/test.sh pick them up with no hand edits.

  <Name>             the context, an UpperCamelCase Swift identifier (e.g. Collections, TVSeries)
  --entity <Entity>  the sample entity (default: <Name> without a trailing "s", e.g. Collection)
  --endpoint <path>  the TMDb resource the adapter reads as /<path>/{id} and /<path>/popular
                     (default: the entity in snake case, e.g. collection)
  -h, --help         show this help

Examples:
  Scripts/new-context.sh Collections
  Scripts/new-context.sh TVSeries --entity TVSeries --endpoint tv
  Scripts/new-context.sh People --entity Person --endpoint person

It refuses, changing nothing, a missing or invalid name and a context that already exists.
Exit codes: 0 done, 64 bad usage, 65 the context exists, 1 anything else (nothing is left behind).
TXT
}

fail() { # code message
    printf 'new-context: error: %s\n' "$2" >&2
    exit "$1"
}

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
templates="$root/Scripts/Templates"

name="" entity="" endpoint=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        -h | --help) usage; exit 0 ;;
        --entity) [[ $# -ge 2 ]] || fail 64 "--entity needs a value"; entity="$2"; shift 2 ;;
        --endpoint) [[ $# -ge 2 ]] || fail 64 "--endpoint needs a value"; endpoint="$2"; shift 2 ;;
        -*) fail 64 "unknown option '$1' (see --help)" ;;
        *) [[ -z "$name" ]] || fail 64 "one context name only, got '$name' and '$1' (see --help)"; name="$1"; shift ;;
    esac
done

[[ -n "$name" ]] || fail 64 "a context name is required, e.g. Scripts/new-context.sh Collections (see --help)"

reserved=" Self Any Type Protocol Int String Bool Double Date URL Data Error Result Optional Array Dictionary Set Core Popcorn "
check_identifier() { # what value
    [[ "$2" =~ ^[A-Z][A-Za-z0-9]*$ ]] ||
        fail 64 "$1 '$2' is not an UpperCamelCase Swift identifier (letters and digits, starting with a capital)"
    [[ "$reserved" != *" $2 "* ]] || fail 64 "$1 '$2' is reserved: it would shadow a Swift, Foundation or Popcorn name"
}
check_identifier "context name" "$name"

if [[ -z "$entity" ]]; then
    entity="$name"
    if [[ "$name" =~ [a-z]s$ && ! "$name" =~ (ss|Series)$ ]]; then
        entity="${name%s}"
    fi
fi
check_identifier "entity name" "$entity"

snake() { perl -pe 's/([A-Z]+)([A-Z][a-z])/$1_$2/g; s/([a-z0-9])([A-Z])/$1_$2/g; $_ = lc' <<<"$1"; }
lower_camel() { perl -pe 's/^([A-Z]+)(?=[A-Z][a-z])/lc($1)/e or s/^([A-Z]+)$/lc($1)/e or s/^([A-Z])/lc($1)/e' <<<"$1"; }
words() { perl -pe 's/([A-Z]+)([A-Z][a-z])/$1 $2/g; s/([a-z0-9])([A-Z])/$1 $2/g; s/(\S+)/my $w = $1; $w =~ m{^[A-Z0-9]{2,}$} ? $w : lc($w)/ge' <<<"$1"; }

entity_snake="$(snake "$entity")"
entity_words="$(words "$entity")"
article="a"
[[ "$entity_words" =~ ^[aeiouAEIOU] ]] && article="an"
[[ -n "$endpoint" ]] || endpoint="$entity_snake"
[[ "$endpoint" =~ ^[a-z0-9_]+(/[a-z0-9_]+)*$ ]] ||
    fail 64 "endpoint '$endpoint' must be a TMDb path such as tv or collection (lower case, no leading slash)"

namespace="$(snake "$name")"
if [[ "$entity" == "$name" ]]; then
    record="${entity}Entity"
    table="$namespace"
else
    record="${name}${entity}Entity"
    table="${namespace}_${entity_snake}"
fi
# A list page lives in <namespace>_preview_page; its results, one <record minus Entity>PreviewEntity
# row each, in <table>_preview.
preview_record="${record%Entity}PreviewEntity"
preview_table="${table}_preview"
page_table="${namespace}_preview_page"

context_dir="Contexts/Popcorn$name"
adapters_dir="Adapters/Contexts/Popcorn${name}Adapters"
package_marker="// new-context: packages"
product_marker="// new-context: products"
script_marker="# new-context: packages"

# Refuse an existing context before touching anything.
[[ ! -e "$root/$context_dir" ]] || fail 65 "$context_dir already exists: context '$name' is taken"
[[ ! -e "$root/$adapters_dir" ]] || fail 65 "$adapters_dir already exists: context '$name' is taken"
for module in "${name}Domain" "${name}Application" "${name}Infrastructure" "${name}Composition" "${name}Adapters" "Popcorn$name"; do
    if grep -rqs --include=Package.swift -e "name: \"$module\"" "$root/Core" "$root/Contexts" "$root/Adapters" "$root/Package.swift"; then
        fail 65 "a package already declares '$module': pick another context name"
    fi
done
grep -qF "$package_marker" "$root/Package.swift" || fail 1 "Package.swift has no '$package_marker' line to insert after"
grep -qF "$product_marker" "$root/Package.swift" || fail 1 "Package.swift has no '$product_marker' line to insert after"
grep -qF "$script_marker" "$root/Scripts/test.sh" || fail 1 "Scripts/test.sh has no '$script_marker' line to insert after"
[[ -d "$templates/Context" && -d "$templates/Adapters" ]] || fail 1 "the templates are missing from $templates"

# From here on, any failure puts everything back as it was.
staging="$(mktemp -d)"
backup="$(mktemp -d)"
cp "$root/Package.swift" "$backup/Package.swift"
cp "$root/Scripts/test.sh" "$backup/test.sh"
created=()
finished=false
cleanup() {
    if [[ "$finished" != true ]]; then
        for dir in "${created[@]}"; do rm -rf "$root/$dir"; done
        cp "$backup/Package.swift" "$root/Package.swift"
        cp "$backup/test.sh" "$root/Scripts/test.sh"
        echo "new-context: nothing was changed" >&2
    fi
    rm -rf "$staging" "$backup"
}
trap cleanup EXIT

substitute() {
    sed -e "s/__PreviewRecord__/$preview_record/g" \
        -e "s/__preview_table__/$preview_table/g" \
        -e "s/__page_table__/$page_table/g" \
        -e "s/__Context__/$name/g" \
        -e "s/__Entity__/$entity/g" \
        -e "s/__entity__/$(lower_camel "$entity")/g" \
        -e "s/__entity_snake__/$entity_snake/g" \
        -e "s/__entity_words__/$entity_words/g" \
        -e "s/__a__/$article/g" \
        -e "s/__A__/${article^}/g" \
        -e "s/__namespace__/$namespace/g" \
        -e "s/__Record__/$record/g" \
        -e "s/__table__/$table/g" \
        -e "s|__endpoint__|$endpoint|g"
}

render() { # template-dir destination-dir
    (cd "$1" && find . -type f) | while IFS= read -r file; do
        target="$2/$(substitute <<<"${file#./}")"
        target="${target%.tmpl}" # templates are *.swift.tmpl, so tools never take them for live code
        mkdir -p "$(dirname "$target")"
        substitute <"$1/$file" >"$target"
    done
}

render "$templates/Context" "$staging/context"
render "$templates/Adapters" "$staging/adapters"
# Substitution changes line lengths: format what was rendered with the repo's own configuration.
if swift format --version >/dev/null 2>&1; then
    swift format format --in-place --recursive --configuration "$root/.swift-format" "$staging" ||
        fail 1 "swift format could not format the generated code"
fi
if grep -rqE '__[A-Za-z_]+__' "$staging"; then
    fail 1 "a template placeholder was left unreplaced: $(grep -rlE '__[A-Za-z_]+__' "$staging" | head -1)"
fi

insert_before() { # file marker line...
    local file="$1" marker="$2"
    shift 2
    local lines
    lines="$(printf '%s\n' "$@")"
    awk -v marker="$marker" -v lines="$lines" 'index($0, marker) { print lines } { print }' "$file" >"$file.new"
    mv "$file.new" "$file"
}

mkdir -p "$root/$(dirname "$adapters_dir")"
created+=("$context_dir")
mv "$staging/context" "$root/$context_dir"
created+=("$adapters_dir")
mv "$staging/adapters" "$root/$adapters_dir"

insert_before "$root/Package.swift" "$package_marker" \
    "        .package(path: \"$context_dir\")," \
    "        .package(path: \"$adapters_dir\"),"
insert_before "$root/Package.swift" "$product_marker" \
    "                .product(name: \"${name}Composition\", package: \"Popcorn$name\")," \
    "                .product(name: \"${name}Adapters\", package: \"Popcorn${name}Adapters\"),"
insert_before "$root/Scripts/test.sh" "$script_marker" \
    "    $context_dir" \
    "    $adapters_dir"
chmod +x "$root/Scripts/test.sh"

finished=true
cat <<TXT
Created context $name (entity $entity, tables $table and $page_table, TMDb /$endpoint/{id} and /$endpoint/popular):
  $context_dir
  $adapters_dir
and added both to Package.swift and Scripts/test.sh.

Next:
  (cd $context_dir && swift test)
  (cd $adapters_dir && swift test)
  Scripts/model-coverage.sh $entity     # what the TMDb type reference has that $entity lacks
  Scripts/test.sh
TXT
