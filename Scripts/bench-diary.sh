#!/usr/bin/env bash
# The diary's costs (issue 24), in one run against a loopback server that answers like TMDb:
#
#   - progress, cold: 50 started series, an empty cache, the server answering each request after
#     50 ms (one request per series, a few at a time);
#   - a heavy user's diary (20,000 episode watches over 300 series and 2,000 movies): progress and
#     history warm (the series cached), and movie 550 from the cache with that diary beside it
#     against movie 550 with no diary at all.
#
# The heavy diary is written straight into tracking.sqlite with sqlite3 after popcorn has created
# it (22,000 `popcorn watched` runs would take minutes); the rows are what `watched` writes.
#
#   Scripts/bench-diary.sh                  builds popcorn as Scripts/install.sh does, then measures it
#   Scripts/bench-diary.sh --binary PATH    measures that binary instead
#   Scripts/bench-diary.sh --runs N         runs per command (default 20, after 3 warm-up runs)
#
# Needs hyperfine (Debian: apt-get install hyperfine), python3 and sqlite3.
set -euo pipefail
shopt -s inherit_errexit

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Scripts/lib/bench-setup.sh
source "$ROOT/Scripts/lib/bench-setup.sh"
bench_setup bench-diary.sh 20 2,17 "hyperfine python3 sqlite3" "$@"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/popcorn-bench-diary.XXXXXX")"
SERVERS=()
trap 'kill "${SERVERS[@]}" 2>/dev/null; rm -rf "$WORK"' EXIT

# A loopback TMDb: /configuration is the catalog's; /tv/{id} (200000 and up) is a made-up ended
# series of five seasons of 14 episodes, each season asked for appended as season/N; /movie/{id}
# (300000 and up) a made-up movie. Each answer waits DELAY_MS first. It prints its port, then serves.
CATALOG="$ROOT/Core/TMDbKit/Sources/TMDbCatalogFiles/Catalog"
cat >"$WORK/tmdb.py" <<'PYTHON'
import sys
sys.path.insert(0, sys.argv[3])
from loopback_tmdb import NOT_FOUND, configuration, route, serve

catalog, delay = sys.argv[1], int(sys.argv[2])

def day(season, episode):
    return f"{2000 + season:04d}-{1 + (episode - 1) % 12:02d}-{1 + episode:02d}"

def season(series, number, episodes=True):
    body = {"id": series * 100 + number, "name": f"Season {number}", "season_number": number,
            "episode_count": 14, "air_date": day(number, 1)}
    if episodes:
        body["episodes"] = [{"id": series * 10000 + number * 100 + e, "name": f"Episode {e}",
                             "season_number": number, "episode_number": e, "air_date": day(number, e)}
                            for e in range(1, 15)]
    return body

def answer(path):
    parts, appended = route(path)
    if parts == ["configuration"]:
        return configuration(catalog), 200
    if len(parts) == 2 and parts[0] == "tv" and parts[1].isdigit():
        series = int(parts[1])
        body = {
            "id": series, "name": f"Series {series}", "status": "Ended", "first_air_date": day(1, 1),
            "number_of_seasons": 5, "number_of_episodes": 70,
            "seasons": [season(series, n, episodes=False) for n in range(1, 6)],
            "last_episode_to_air": {"id": series * 10000 + 514, "name": "Episode 14", "season_number": 5,
                                    "episode_number": 14, "air_date": day(5, 14)},
        }
        for part in appended:
            if part.startswith("season/") and part[7:].isdigit() and 1 <= int(part[7:]) <= 5:
                body[part] = season(series, int(part[7:]))
        return body, 200
    if len(parts) == 2 and parts[0] == "movie" and parts[1].isdigit():
        movie = int(parts[1])
        return {"id": movie, "title": f"Movie {movie}", "release_date": "1999-10-15"}, 200
    return NOT_FOUND

serve(answer, delay)
PYTHON
# start_server DELAY_MS VARIABLE: starts a server in the background (killed on exit) and sets
# VARIABLE to its port.
start_server() {
    local fifo="$WORK/port.$1"
    mkfifo "$fifo"
    python3 "$WORK/tmdb.py" "$CATALOG" "$1" "$ROOT/Scripts/lib" >"$fifo" 2>/dev/null &
    SERVERS+=("$!")
    read -r "$2" <"$fifo"
}
start_server 50 SLOW_PORT
start_server 0 FAST_PORT

export HOME="$WORK/home" NO_COLOR=1 TMDB_API_KEY=bench
mkdir -p "$HOME"

# 1. 50 started series, cold: each series' first three episodes logged (which caches them), then
#    the cache emptied before every measured run.
COLD_DATA="$WORK/cold-data" COLD_CACHE="$WORK/cold-cache"
for series in $(seq 200000 200049); do
    POPCORN_DATA_DIR="$COLD_DATA" POPCORN_CACHE_DIR="$COLD_CACHE" TMDB_API_BASE_URL="http://127.0.0.1:$FAST_PORT" \
        "$BINARY" watched tv "$series" --through S01E03 --on 2026-11-01 >/dev/null
done

# 2. The heavy diary: 67 episodes of each of 300 series (20,100) and 2,000 movies, written in one
#    transaction after one real watch made the file.
HEAVY_DATA="$WORK/heavy-data" HEAVY_CACHE="$WORK/heavy-cache"
POPCORN_DATA_DIR="$HEAVY_DATA" POPCORN_CACHE_DIR="$HEAVY_CACHE" "$BINARY" watched movie 550 --source catalog \
    --on 2026-01-01 >/dev/null
python3 - "$HEAVY_DATA/tracking.sqlite" <<'PYTHON'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = []
for index, series in enumerate(range(200000, 200300)):
    for n in range(67):
        season, episode = 1 + n // 14, 1 + n % 14
        day = f"2025-{1 + (index + n) % 12:02d}-{1 + n % 28:02d}"
        rows.append(("episode", series, season, episode, f"Series {series}", f"Episode {episode}", day))
for movie in range(300000, 302000):
    rows.append(("movie", movie, None, None, f"Movie {movie}", None, f"2024-{1 + movie % 12:02d}-{1 + movie % 28:02d}"))
with db:
    db.executemany(
        "INSERT INTO tracking_watch (kind, tmdbID, seasonNumber, episodeNumber, title, episodeName, watchedOn, loggedAt)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, '2026-01-01 12:00:00.000')", rows)
print(f"heavy diary: {db.execute('SELECT COUNT(*) FROM tracking_watch WHERE kind = ?', ('episode',)).fetchone()[0]}"
      f" episode watches, {db.execute('SELECT COUNT(*) FROM tracking_watch WHERE kind = ?', ('movie',)).fetchone()[0]}"
      " movie watches", file=sys.stderr)
PYTHON
# Every series of the heavy diary cached, as after one progress.
POPCORN_DATA_DIR="$HEAVY_DATA" POPCORN_CACHE_DIR="$HEAVY_CACHE" TMDB_API_BASE_URL="http://127.0.0.1:$FAST_PORT" \
    "$BINARY" progress >/dev/null
"$BINARY" movie 550 --source catalog >/dev/null  # the same movie cached for the run without a diary
POPCORN_DATA_DIR="$HEAVY_DATA" POPCORN_CACHE_DIR="$HEAVY_CACHE" "$BINARY" movie 550 --source catalog >/dev/null

COMMON=(-N --warmup 3 --runs "$RUNS" --style none)
POPCORN_DATA_DIR="$COLD_DATA" POPCORN_CACHE_DIR="$COLD_CACHE" TMDB_API_BASE_URL="http://127.0.0.1:$SLOW_PORT" \
    hyperfine -N --warmup 1 --runs 5 --style none --prepare "rm -rf '$COLD_CACHE'" --export-json "$WORK/cold.json" \
    -n "progress, 50 series, cold, 50 ms a request" "$BINARY progress" >/dev/null
POPCORN_DATA_DIR="$HEAVY_DATA" POPCORN_CACHE_DIR="$HEAVY_CACHE" TMDB_API_BASE_URL="http://127.0.0.1:$SLOW_PORT" \
    hyperfine "${COMMON[@]}" --export-json "$WORK/heavy.json" \
    -n "progress, heavy diary, warm" "$BINARY progress" \
    -n "history, heavy diary" "$BINARY history" \
    -n "movie 550, heavy diary" "$BINARY movie 550 --source catalog --offline" >/dev/null
POPCORN_DATA_DIR="$WORK/no-data" POPCORN_CACHE_DIR="$HEAVY_CACHE" \
    hyperfine "${COMMON[@]}" --export-json "$WORK/plain.json" \
    -n "movie 550, no diary" "$BINARY movie 550 --source catalog --offline" >/dev/null

python3 - "$WORK" "$BINARY" <<'PYTHON'
import json, os, sys
work, binary = sys.argv[1], sys.argv[2]
targets = {
    "progress, 50 series, cold, 50 ms a request": "within 3 s",
    "progress, heavy diary, warm": "within 100 ms",
    "history, heavy diary": "within 150 ms",
}
results = []
for name in ("cold", "heavy", "plain"):
    results += json.load(open(os.path.join(work, name + ".json")))["results"]
print(f"binary: {binary}")
print(f"{'command':<44} {'mean':>9} {'± σ':>8} {'min':>8}  target")
for r in results:
    print(f"{r['command']:<44} {r['mean'] * 1000:7.1f}ms {r['stddev'] * 1000:6.1f}ms {r['min'] * 1000:6.1f}ms"
          f"  {targets.get(r['command'], '')}")
by_name = {r["command"]: r for r in results}
difference = (by_name["movie 550, heavy diary"]["mean"] - by_name["movie 550, no diary"]["mean"]) * 1000
print(f"movie 550 with the heavy diary beside it: {difference:+.1f} ms against no diary (target: at most +1 ms)")
PYTHON
