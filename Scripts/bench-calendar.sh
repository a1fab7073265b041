#!/usr/bin/env bash
# The cost of `popcorn calendar` (issue 26): 200 followed series (on the watchlist), the default span
# (today to 14 days ahead), over a loopback server that answers like TMDb after 50 ms a request:
#
#   - cold: an empty cache (removed before each run); the target is within 6 s, 1.2 times the
#     rate-limit floor (200 requests at 40 a second: 5 s);
#   - a day later: the cache a run left, with popcorn's clock 25 hours on (faketime -f +25h), so
#     every entry has expired; the same target;
#   - warm: the cache a run just filled, on the same clock; the target is within 100 ms.
#
# The watchlist is imported once from a tmdb_id,kind,title CSV (titles given: no request). After the
# measured runs, one more run of each kind says how many requests the server received, how many
# episodes popcorn listed (each series has 2 in any 15 days from today or tomorrow on: 400) and how
# popcorn exited.
#
#   Scripts/bench-calendar.sh                   builds popcorn as Scripts/install.sh does, then measures it
#   Scripts/bench-calendar.sh --binary PATH     measures that binary instead
#   Scripts/bench-calendar.sh --runs N          runs of the cold and the day-later kind (default 5, after 1
#                                               warm-up run; each takes seconds); the warm kind runs 4 times
#                                               as many, after 3 warm-up runs
#
# Needs hyperfine (Debian: apt-get install hyperfine), faketime (apt-get install faketime) and python3.
set -euo pipefail
shopt -s inherit_errexit

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Scripts/lib/bench-setup.sh
source "$ROOT/Scripts/lib/bench-setup.sh"
bench_setup bench-calendar.sh 5 2,22 "hyperfine faketime python3" "$@"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/popcorn-bench-calendar.XXXXXX")"
SERVER_PID=""
trap '[[ -z "$SERVER_PID" ]] || kill "$SERVER_PID" 2>/dev/null; rm -rf "$WORK"' EXIT

# A loopback TMDb v3 (TMDB_API_BASE_URL is its /3): /tv/{id} for 500001-500200 is a made-up
# returning series ("Series {id}") of three seasons of 10 weekly episodes: season 1 from 2020-01-06,
# season 2 from 2021-01-04, season 3 from 19, 22 or 23 days before today (UTC, when asked; by the
# id), so two of its episodes air in any 15 days from today or tomorrow on, and next_episode_to_air
# is in those days. Each season asked for appended (append_to_response=season/N, N from 1 to 3) is
# added under its name, as /tv/{id}/season/{n} answers it alone; other appended names are ignored,
# as TMDb does. /configuration is the catalog's; anything else is 404. Each answer waits DELAY_MS
# first. GET /__count (itself not counted) answers how many requests of each kind it has received.
# It prints its port, then serves.
CATALOG="$ROOT/Core/TMDbKit/Sources/TMDbCatalogFiles/Catalog"
cat >"$WORK/tmdb.py" <<'PYTHON'
import datetime, sys, threading
sys.path.insert(0, sys.argv[3])
from loopback_tmdb import NOT_FOUND, configuration, route, serve

catalog, delay = sys.argv[1], int(sys.argv[2])
FIRST, LAST, SEASONS, EPISODES = 500001, 500200, 3, 10
# How many days before today season 3 began, by the series' id: each gives two episodes (a week
# apart) in today to 14 days ahead, and in tomorrow to 15 days ahead, never three.
SEASON_3_BEGAN = (19, 22, 23)

def today():
    return datetime.datetime.now(datetime.timezone.utc).date()

def season_began(series, number, day):
    if number == 1:
        return datetime.date(2020, 1, 6)
    if number == 2:
        return datetime.date(2021, 1, 4)
    return day - datetime.timedelta(days=SEASON_3_BEGAN[series % len(SEASON_3_BEGAN)])

def episode(series, season, number, day, in_season):
    body = {"id": series * 1000 + season * 100 + number, "name": f"Episode {number}",
            "overview": f"Episode {number} of season {season} of series {series}.",
            "air_date": (season_began(series, season, day) + datetime.timedelta(weeks=number - 1)).isoformat(),
            "episode_number": number, "season_number": season, "runtime": 45, "vote_average": 7.5,
            "vote_count": 12, "still_path": None, "production_code": "", "episode_type": "standard",
            "show_id": series}
    if in_season:
        body.update(crew=[], guest_stars=[])
    return body

def season_summary(series, number, day):
    return {"id": series * 10 + number, "season_number": number, "episode_count": EPISODES,
            "air_date": season_began(series, number, day).isoformat(), "name": f"Season {number}",
            "overview": f"Season {number} of series {series}.", "poster_path": None, "vote_average": 7.5}

def season_details(series, number, day):
    return {"_id": f"{series:016x}{number:08x}", "id": series * 10 + number,
            "air_date": season_began(series, number, day).isoformat(), "name": f"Season {number}",
            "overview": f"Season {number} of series {series}.", "season_number": number, "poster_path": None,
            "vote_average": 7.5,
            "episodes": [episode(series, number, e, day, True) for e in range(1, EPISODES + 1)]}

def appended_season(part):
    """The season number a `season/N` name asks for, when the series has it; else None."""
    if part.startswith("season/") and part[7:].isdigit() and 1 <= int(part[7:]) <= SEASONS:
        return int(part[7:])
    return None

def series_details(series, appended, day):
    episodes = [episode(series, s, e, day, False) for s in range(1, SEASONS + 1) for e in range(1, EPISODES + 1)]
    aired = [e for e in episodes if e["air_date"] <= day.isoformat()]
    coming = [e for e in episodes if e["air_date"] > day.isoformat()]
    body = {"id": series, "name": f"Series {series}", "original_name": f"Series {series}",
            "overview": f"The plot of series {series}.", "first_air_date": season_began(series, 1, day).isoformat(),
            "status": "Returning Series", "number_of_seasons": SEASONS, "number_of_episodes": SEASONS * EPISODES,
            "seasons": [season_summary(series, n, day) for n in range(1, SEASONS + 1)],
            "last_episode_to_air": aired[-1] if aired else None,
            "next_episode_to_air": coming[0] if coming else None}
    for part in appended:
        number = appended_season(part)
        if number is not None:
            body[part] = season_details(series, number, day)
    return body

counts, counts_lock = {"details": 0, "details with seasons appended": 0, "season": 0, "configuration": 0,
                       "not found": 0}, threading.Lock()

def answer(path):
    parts, appended = route(path)
    if parts[:1] == ["3"]:
        parts = parts[1:]
    if parts == ["__count"]:
        with counts_lock:
            return dict(counts), 200
    day = today()
    kind, reply = "not found", NOT_FOUND
    if parts == ["configuration"]:
        kind, reply = "configuration", (configuration(catalog), 200)
    elif len(parts) >= 2 and parts[0] == "tv" and parts[1].isdigit() and FIRST <= int(parts[1]) <= LAST:
        series = int(parts[1])
        if len(parts) == 2:
            seasons = [p for p in appended if appended_season(p) is not None]
            kind = "details with seasons appended" if seasons else "details"
            reply = series_details(series, appended, day), 200
        elif len(parts) == 4 and parts[2] == "season" and parts[3].isdigit() and 1 <= int(parts[3]) <= SEASONS:
            kind, reply = "season", (season_details(series, int(parts[3]), day), 200)
    with counts_lock:
        counts[kind] += 1
    return reply

serve(answer, delay)
PYTHON
mkfifo "$WORK/port"
python3 "$WORK/tmdb.py" "$CATALOG" 50 "$ROOT/Scripts/lib" >"$WORK/port" 2>/dev/null &
SERVER_PID="$!"
read -r PORT <"$WORK/port"

DATA="$WORK/data" CACHE="$WORK/cache" SAVED="$WORK/cache-a-day-old"
unset TMDB_READ_ACCESS_TOKEN TMDB_SESSION_ID POPCORN_LANGUAGE POPCORN_REGION
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/config" NO_COLOR=1 TZ=UTC
export TMDB_API_KEY=bench TMDB_API_BASE_URL="http://127.0.0.1:$PORT/3"
export POPCORN_DATA_DIR="$DATA" POPCORN_CACHE_DIR="$CACHE"
mkdir -p "$HOME" "$XDG_CONFIG_HOME"

# The 200 series on the watchlist: a CSV with their titles, which popcorn takes as they are.
{
    echo "tmdb_id,kind,title"
    for series in $(seq 500001 500200); do
        echo "$series,tv,Series $series"
    done
} >"$WORK/watchlist.csv"
"$BINARY" watchlist import "$WORK/watchlist.csv" >/dev/null

# run_calendar OUTPUT [faketime -f +25h]: popcorn calendar, its output in OUTPUT; returns its status.
run_calendar() {
    local output="$1"
    shift
    "$@" "$BINARY" calendar >"$output" 2>&1
}

# The cache the day-later runs start from: one run's, on today's clock, kept aside.
rm -rf "$CACHE"
FILLED=0
run_calendar "$WORK/fill.out" || FILLED=$?
if [[ "$FILLED" != 0 ]]; then
    echo "bench-calendar.sh: popcorn calendar exited $FILLED while filling the cache; its output, last lines:" >&2
    tail -n 10 "$WORK/fill.out" >&2
    exit 1
fi
cp -a "$CACHE" "$SAVED"
cat >"$WORK/restore-cache.sh" <<SHELL
rm -rf '$CACHE' && cp -a '$SAVED' '$CACHE'
SHELL

COLD="calendar, 200 series, cold, 50 ms a request"
LATER="calendar, 200 series, a day later (all expired)"
WARM="calendar, 200 series, warm"
# hyperfine stops at the first run that fails; the counted runs below still run, to show how.
MEASURED=0
hyperfine -N --warmup 1 --runs "$RUNS" --style none --prepare "rm -rf '$CACHE'" \
    --export-json "$WORK/cold.json" -n "$COLD" "'$BINARY' calendar" >/dev/null || MEASURED=$?
hyperfine -N --warmup 1 --runs "$RUNS" --style none --prepare "bash '$WORK/restore-cache.sh'" \
    --export-json "$WORK/later.json" -n "$LATER" "faketime -f +25h '$BINARY' calendar" >/dev/null || MEASURED=$?
rm -rf "$CACHE"
run_calendar "$WORK/fill.out" || true  # the cache filled on today's clock (the warm-up runs would, too)
hyperfine -N --warmup 3 --runs "$((RUNS * 4))" --style none \
    --export-json "$WORK/warm.json" -n "$WARM" "'$BINARY' calendar" >/dev/null || MEASURED=$?

# One more run of each kind, its requests counted: cold, then warm over the cache it filled, then a
# day later over the cache kept aside.
request_counts() {
    python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())' \
        "$TMDB_API_BASE_URL/__count"
}
# counted KIND [faketime -f +25h]: one run, its requests (before and after) and status in files.
counted() {
    local kind="$1" status=0
    shift
    request_counts >"$WORK/$kind.before"
    run_calendar "$WORK/$kind.out" "$@" || status=$?
    request_counts >"$WORK/$kind.after"
    echo "$status" >"$WORK/$kind.status"
}
rm -rf "$CACHE"
counted cold
counted warm
bash "$WORK/restore-cache.sh"
counted later faketime -f +25h

python3 - "$WORK" "$BINARY" "$COLD" "$LATER" "$WARM" <<'PYTHON'
import json, os, sys
work, binary, cold, later, warm = sys.argv[1:6]
TARGETS = {cold: (6.0, "within 6 s: 1.2 x the floor (200 requests at 40 a second: 5 s)"),
           later: (6.0, "within 6 s: 1.2 x the floor (200 requests at 40 a second: 5 s)"),
           warm: (0.1, "within 100 ms")}
print(f"binary: {binary}")
results = []
for kind in ("cold", "later", "warm"):
    try:
        results += json.load(open(os.path.join(work, kind + ".json")))["results"]
    except (OSError, ValueError):
        print(f"no timings for the {kind} runs: hyperfine stopped (see its message above)")
if results:
    print(f"{'command':<48} {'mean':>9} {'± σ':>8} {'min':>8} {'max':>8}  target (issue 26)")
for r in results:
    limit, target = TARGETS[r["command"]]
    print(f"{r['command']:<48} {r['mean'] * 1000:7.1f}ms {r['stddev'] * 1000:6.1f}ms {r['min'] * 1000:6.1f}ms"
          f" {r['max'] * 1000:6.1f}ms  {target} ({'met' if r['mean'] <= limit else 'missed'})")
for kind, name in (("cold", "cold run"), ("later", "run a day later"), ("warm", "warm run")):
    read = lambda suffix: open(os.path.join(work, f"{kind}.{suffix}"), errors="replace").read()
    before, after, status = json.loads(read("before")), json.loads(read("after")), read("status").strip()
    sent = {what: after[what] - before[what] for what in after if after[what] != before[what]}
    total = sum(sent.values())
    listed = sum(1 for line in read("out").splitlines() if "popcorn tv episode " in line)
    print(f"one more {name}: {total} requests to the server"
          + (f" ({', '.join(f'{what} {n}' for what, n in sent.items())}; at 40 a second, {total / 40:.1f} s at the fewest)"
             if total else "")
          + f"; {listed} episodes listed (400 expected); popcorn calendar exited {status}")
    if status != "0":
        print("its output, last lines:")
        print("".join(read("out").splitlines(keepends=True)[-10:]), end="")
PYTHON
[[ "$MEASURED" == 0 && "$(cat "$WORK/cold.status" "$WORK/later.status" "$WORK/warm.status")" == $'0\n0\n0' ]]
