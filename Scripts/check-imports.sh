#!/usr/bin/env bash
# Checks every Swift file's imports against the module map's rules (README.md, "Module map"):
# prints `path:line: rule` per violation and exits 1 when there is any.
# The logic lives in Scripts/lib/check_imports.py; `Scripts/check-imports.sh --help` for usage.
set -euo pipefail

SCRIPTS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if ! command -v python3 >/dev/null 2>&1; then
    echo "check-imports.sh: python3 is required" >&2
    exit 69
fi

# -B: no __pycache__ next to the scripts (the lib modules import each other)
exec python3 -B "$SCRIPTS/lib/check_imports.py" "$@"
