# The release build Scripts/install.sh installs and Scripts/bench.sh measures. Prints the binary's path;
# a failed build returns its status and prints nothing, so `BUILT="$(release_build ...)"` fails too
# (set -e does not reach into a command substitution on its own).
#
# - --static-swift-stdlib: the Swift runtime and Foundation are linked into the binary, so it
#   starts without loading a dozen shared libraries and runs where no Swift toolchain is installed.
# - -disable-concrete-type-metadata-mangled-name-accessors: code asks for a generic type's metadata
#   through its accessor instead of by mangled name. By name, the runtime proves the type's generic
#   requirements by scanning every protocol conformance in the binary (thousands, with Foundation
#   linked in) the first time, which every short-lived command pays again: about a fifth of a
#   cached lookup's instructions.
# - Packed relative relocations (lld's -z pack-relative-relocs, DT_RELR): a position-independent
#   binary this size has about 100,000 relative relocations, which the loader applies at every start
#   from a 2.4 MB table it reads in. Packed, the table is a few kilobytes and applying it a fraction
#   of the work. Only where the C library reads DT_RELR (glibc 2.36 and later) and lld is there:
#   elsewhere the binary is linked as before.
# - --disable-local-rpath: no $ORIGIN run path. The binary needs no library beside it, and with one the
#   loader first looked for each of its five system libraries in eleven places beside the binary.
# - With lld, the functions Scripts/lib/popcorn.order lists (what common commands run, written by
#   Scripts/order-file.sh) are laid out side by side: a cached lookup then faults in a few megabytes
#   of code instead of about fifteen, spread over the whole binary.
release_build() {
    local root="$1"
    local scratch="$root/.build-release"
    local -a link
    mapfile -t link < <(release_link_flags)
    swift build --package-path "$root" --scratch-path "$scratch" -c release --static-swift-stdlib --disable-local-rpath \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
        "${link[@]}" --product popcorn >&2 || return $?
    echo "$scratch/release/popcorn"
}

# The link flags for packed relative relocations and the function order, one to a line, or nothing
# where they cannot be used (see above).
release_link_flags() {
    local glibc
    glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')"
    if [[ -n "$glibc" ]] && command -v ld.lld >/dev/null \
        && [[ "$(printf '%s\n2.36\n' "$glibc" | sort -V | head -1)" == "2.36" ]]; then
        printf '%s\n' -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
        local order
        order="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/popcorn.order"
        if [[ -f "$order" ]]; then
            printf '%s\n' -Xlinker "--symbol-ordering-file=$order" -Xlinker --no-warn-symbol-ordering
        fi
    fi
}
