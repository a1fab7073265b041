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
release_build() {
    local root="$1"
    local scratch="$root/.build-release"
    swift build --package-path "$root" --scratch-path "$scratch" -c release --static-swift-stdlib \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
        --product popcorn >&2 || return $?
    echo "$scratch/release/popcorn"
}
