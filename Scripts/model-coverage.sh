#!/usr/bin/env bash
# Step 1 of the update-domain-model workflow, automated: for every type in docs/TMDB_MAPPING.md's
# "TMDb Type Reference", lists the properties (enum cases) its domain type lacks.
# The logic lives in Scripts/lib/model_coverage.py; `Scripts/model-coverage.sh --help` for usage.
set -euo pipefail

SCRIPTS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if ! command -v python3 >/dev/null 2>&1; then
    echo "model-coverage.sh: python3 is required" >&2
    exit 69
fi

# -B: no __pycache__ next to the scripts (the lib modules import each other)
exec python3 -B "$SCRIPTS/lib/model_coverage.py" "$@"
