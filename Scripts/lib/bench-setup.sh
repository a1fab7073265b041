# What Scripts/bench.sh and Scripts/bench-diary.sh share: their options (--binary PATH, --runs N,
# --help: the script's header lines HELP_LINES), the tools they need, and the release build they
# measure unless told another binary. Sets BINARY (an absolute path) and RUNS; exits 64 on a bad
# option, 69 when a tool is missing.
#
#   bench_setup NAME DEFAULT_RUNS HELP_LINES "TOOL..." "$@"
bench_setup() {
    local name="$1" help="$3" tools="$4" root
    RUNS="$2"
    BINARY=""
    shift 4
    while [[ $# -gt 0 ]]; do
        case "$1" in
            --binary|--runs)
                [[ $# -ge 2 && -n "$2" ]] || { echo "$name: $1 needs a value" >&2; exit 64; }
                if [[ "$1" == --binary ]]; then BINARY="$2"; else RUNS="$2"; fi
                shift 2 ;;
            -h|--help) sed -n "${help}p" "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
            *) echo "$name: unknown option $1 (see --help)" >&2; exit 64 ;;
        esac
    done
    if ! [[ "$RUNS" =~ ^[1-9][0-9]*$ ]]; then
        echo "$name: --runs needs a positive whole number, not '$RUNS'" >&2
        exit 64
    fi
    local tool
    for tool in $tools; do
        if ! command -v "$tool" >/dev/null; then
            echo "$name: $tool is missing (Debian: apt-get install $tool)" >&2
            exit 69
        fi
    done
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
    # shellcheck source=Scripts/lib/release-build.sh
    source "$root/Scripts/lib/release-build.sh"
    if [[ -z "$BINARY" ]]; then
        echo "$name: building popcorn (release, static Swift libraries)..." >&2
        BINARY="$(release_build "$root")"
    fi
    BINARY="$(cd "$(dirname "$BINARY")" && pwd)/$(basename "$BINARY")"
}
