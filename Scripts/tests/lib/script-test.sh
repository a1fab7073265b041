# Shared by the Scripts/tests/*-test.sh scripts: a temporary directory, pass/fail counters, `run`
# for the script under test, the assertions, and `finish` (prints "N passed, M failed" last and
# fails when anything failed). Source it after setting SCRIPT to the script under test.

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

passed=0
failed=0
OUT=""
ERR=""
RC=0

# Runs "$SCRIPT" with the arguments; sets OUT, ERR (trailing newlines dropped) and RC.
run() {
    RC=0
    "$SCRIPT" "$@" >"$TMP/stdout" 2>"$TMP/stderr" || RC=$?
    OUT="$(cat "$TMP/stdout")"
    ERR="$(cat "$TMP/stderr")"
}

pass() {
    passed=$((passed + 1))
    echo "ok   - $1"
}

fail() {
    failed=$((failed + 1))
    echo "FAIL - $1"
}

# assert_eq DESCRIPTION EXPECTED ACTUAL
assert_eq() {
    if [[ "$2" == "$3" ]]; then
        pass "$1"
    else
        fail "$1"
        diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") | sed 's/^/       /' || true
    fi
}

# assert_line DESCRIPTION LINE TEXT  (LINE is a whole line of TEXT)
assert_line() {
    if grep -qxF -- "$2" <<<"$3"; then
        pass "$1"
    else
        fail "$1"
        printf '       expected the line: %s\n       in:\n%s\n' "$2" "$(sed 's/^/         /' <<<"$3")"
    fi
}

# Prints the tally last and returns non-zero when anything failed.
finish() {
    echo
    echo "$passed passed, $failed failed"
    [[ "$failed" -eq 0 ]]
}
