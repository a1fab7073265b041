#!/usr/bin/env bash
# Builds popcorn for release and installs it: the binary (self-contained: the Swift runtime and
# the offline catalog are inside it), bash, zsh and fish completions, and a man page.
#
#   Scripts/install.sh [--prefix DIR]      install under DIR (default ~/.local)
#   Scripts/install.sh [--prefix DIR] --uninstall
#                                          remove what an install under DIR put there
#
# Installs DIR/bin/popcorn, DIR/share/bash-completion/completions/popcorn,
# DIR/share/zsh/site-functions/_popcorn, DIR/share/fish/vendor_completions.d/popcorn.fish and
# DIR/share/man/man1/popcorn.1 (the completions and the page come from swift-argument-parser),
# and lists them in DIR/share/popcorn/install-manifest, which --uninstall removes by.
# Linux only: the static Swift standard library and GNU strip and install are Linux's.
set -euo pipefail
shopt -s inherit_errexit

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PREFIX="$HOME/.local"
UNINSTALL=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix)
            [[ $# -ge 2 && -n "$2" ]] || { echo "install.sh: --prefix needs a directory" >&2; exit 64; }
            PREFIX="$2"; shift 2 ;;
        --prefix=*) PREFIX="${1#--prefix=}"; shift ;;
        --uninstall) UNINSTALL=1; shift ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done
if [[ "$(uname -s)" != Linux ]]; then
    echo "install.sh: installs on Linux only (use swift build -c release elsewhere)" >&2
    exit 69
fi
if [[ "$UNINSTALL" == 0 ]]; then
    mkdir -p "$PREFIX" 2>/dev/null || { echo "install.sh: cannot create $PREFIX" >&2; exit 73; }
elif [[ ! -d "$PREFIX" ]]; then
    echo "install.sh: $PREFIX does not exist; nothing to uninstall" >&2
    exit 66
fi
PREFIX="$(cd "$PREFIX" && pwd)"

BIN="$PREFIX/bin/popcorn"
BASH_COMPLETION="$PREFIX/share/bash-completion/completions/popcorn"
ZSH_COMPLETION="$PREFIX/share/zsh/site-functions/_popcorn"
FISH_COMPLETION="$PREFIX/share/fish/vendor_completions.d/popcorn.fish"
MAN_PAGE="$PREFIX/share/man/man1/popcorn.1"
MANIFEST="$PREFIX/share/popcorn/install-manifest"
FILES=("$BIN" "$BASH_COMPLETION" "$ZSH_COMPLETION" "$FISH_COMPLETION" "$MAN_PAGE")

if [[ "$UNINSTALL" == 1 ]]; then
    # What the install wrote, by its manifest; an install from before the manifest, by the list.
    if [[ -f "$MANIFEST" ]]; then
        mapfile -t FILES <"$MANIFEST"
    fi
    for file in "${FILES[@]}"; do
        [[ "$file" == "$PREFIX/"* ]] || continue # never outside the prefix, whatever the manifest says
        if [[ -e "$file" || -L "$file" ]]; then
            rm -f "$file"
            echo "removed $file"
        fi
    done
    rm -f "$MANIFEST"
    rmdir "$(dirname "$MANIFEST")" 2>/dev/null || true
    echo "install.sh: popcorn is uninstalled from $PREFIX (your cache and watchlist are left where they are)"
    exit 0
fi

# shellcheck source=Scripts/lib/release-build.sh
source "$ROOT/Scripts/lib/release-build.sh"
echo "install.sh: building popcorn (release, static Swift libraries)..." >&2
BUILT="$(release_build "$ROOT")"

# The man page generator of swift-argument-parser, built from the copy the build resolved.
PARSER="$ROOT/.build-release/checkouts/swift-argument-parser"
echo "install.sh: building swift-argument-parser's generate-manual..." >&2
swift build --package-path "$PARSER" --scratch-path "$ROOT/.build-tools" -c release --product generate-manual >&2
GENERATE_MANUAL="$ROOT/.build-tools/release/generate-manual"

STAGE="$(mktemp -d "${TMPDIR:-/tmp}/popcorn-install.XXXXXX")"
trap 'rm -rf "$STAGE"' EXIT
# Debug information stays in the build tree; the symbols stay, for readable crash reports.
strip --strip-debug -o "$STAGE/popcorn" "$BUILT"
"$STAGE/popcorn" --generate-completion-script bash >"$STAGE/popcorn.bash"
"$STAGE/popcorn" --generate-completion-script zsh >"$STAGE/_popcorn"
"$STAGE/popcorn" --generate-completion-script fish >"$STAGE/popcorn.fish"
"$GENERATE_MANUAL" "$STAGE/popcorn" --output-directory "$STAGE" --authors "The Popcorn developers" >&2

install -D -m 755 "$STAGE/popcorn" "$BIN"
install -D -m 644 "$STAGE/popcorn.bash" "$BASH_COMPLETION"
install -D -m 644 "$STAGE/_popcorn" "$ZSH_COMPLETION"
install -D -m 644 "$STAGE/popcorn.fish" "$FISH_COMPLETION"
install -D -m 644 "$STAGE/popcorn.1" "$MAN_PAGE"
mkdir -p "$(dirname "$MANIFEST")"
printf '%s\n' "${FILES[@]}" >"$MANIFEST"
for file in "${FILES[@]}"; do
    echo "installed $file"
done
case ":$PATH:" in
    *":$PREFIX/bin:"*) ;;
    *) echo "install.sh: $PREFIX/bin is not on your PATH; add it to use popcorn by name" ;;
esac
echo "install.sh: try: popcorn movie 550    (uninstall: Scripts/install.sh --prefix $PREFIX --uninstall)"
