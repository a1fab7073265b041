#!/usr/bin/env bash
# Tests Scripts/install.sh as a person would use it: install under a temporary prefix, run the
# installed binary from another directory with nothing of the build tree on hand, load the bash
# completion, render the man page, then uninstall. Prints "N passed, M failed" last and exits
# non-zero when anything failed.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SCRIPT="$REPO/Scripts/install.sh"

# shellcheck source=Scripts/tests/lib/script-test.sh
source "$REPO/Scripts/tests/lib/script-test.sh"

PREFIX="$TMP/prefix"
run --prefix "$PREFIX"
assert_eq "install: exit 0" 0 "$RC"
[[ "$RC" == 0 ]] || printf '%s\n' "$ERR" | tail -20
for file in bin/popcorn share/bash-completion/completions/popcorn share/zsh/site-functions/_popcorn \
    share/fish/vendor_completions.d/popcorn.fish share/man/man1/popcorn.1; do
    assert_line "install: says it installed $file" "installed $PREFIX/$file" "$OUT"
    if [[ -s "$PREFIX/$file" ]]; then pass "install: $file is there"; else fail "install: $file is missing"; fi
done

# The binary needs nothing of the build: no Swift runtime library, no catalog beside it.
LIBRARIES="$(ldd "$PREFIX/bin/popcorn" 2>&1)" || true
if grep -E 'libswift|libFoundation|libcurl|not found' <<<"$LIBRARIES" >/dev/null; then
    fail "binary: links no Swift, Foundation or curl library: $(tr '\n' ' ' <<<"$LIBRARIES")"
else
    pass "binary: links no Swift, Foundation or curl library"
fi
MOVIE="$(cd / && env -i HOME="$TMP/home" PATH=/usr/bin:/bin "$PREFIX/bin/popcorn" movie 550 --source catalog 2>&1)" || true
assert_eq "binary: popcorn movie 550 from / opens the catalog's Fight Club" "Fight Club (1999)" "$(head -1 <<<"$MOVIE")"

COMPLETE="$(bash -c "source '$PREFIX/share/bash-completion/completions/popcorn' && complete -p popcorn" 2>&1)" || true
assert_eq "bash completion: registers for popcorn" "complete -o filenames -F _popcorn popcorn" "$COMPLETE"
for completion in share/zsh/site-functions/_popcorn share/fish/vendor_completions.d/popcorn.fish; do
    if grep "watchlist" "$PREFIX/$completion" >/dev/null; then
        pass "$completion: knows the subcommands"
    else
        fail "$completion: does not name the watchlist command"
    fi
done

PAGE="$(MANPAGER=cat MANWIDTH=80 man -l "$PREFIX/share/man/man1/popcorn.1" 2>&1)" || true
if grep -q "^NAME" <<<"$PAGE" && grep -q "popcorn" <<<"$PAGE"; then
    pass "man page: renders with its NAME section"
else
    fail "man page: does not render: $(head -5 <<<"$PAGE")"
fi

run --prefix "$PREFIX" --uninstall
assert_eq "uninstall: exit 0" 0 "$RC"
LEFT="$(find "$PREFIX" -type f | sort)"
assert_eq "uninstall: no file left" "" "$LEFT"

# Uninstall goes by the manifest the install wrote, and never creates the prefix it is asked about.
run --prefix "$TMP/never-installed" --uninstall
assert_eq "uninstall from a missing prefix: exit 66" 66 "$RC"
if [[ -e "$TMP/never-installed" ]]; then fail "uninstall: created the missing prefix"; else pass "uninstall: leaves a missing prefix missing"; fi
mkdir -p "$PREFIX/share/popcorn" "$PREFIX/bin"
touch "$PREFIX/bin/popcorn" "$PREFIX/bin/other-tool" "$TMP/outside"
printf '%s\n' "$PREFIX/bin/popcorn" "$TMP/outside" >"$PREFIX/share/popcorn/install-manifest"
run --prefix "$PREFIX" --uninstall
assert_eq "uninstall by manifest: removes what it lists" "" "$(find "$PREFIX" -name popcorn -type f)"
if [[ -e "$PREFIX/bin/other-tool" && -e "$TMP/outside" ]]; then
    pass "uninstall by manifest: leaves other files, and anything outside the prefix"
else
    fail "uninstall by manifest: removed a file it did not install"
fi

run --bogus
assert_eq "an unknown option: exit 64" 64 "$RC"
assert_eq "an unknown option: one line on stderr" "install.sh: unknown option --bogus (see --help)" "$ERR"

finish
