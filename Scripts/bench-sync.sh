#!/usr/bin/env bash
# The cost of `popcorn sync` (issue 25): a cold sync of an account with 1,000 watchlist titles and
# 500 ratings, over a loopback server that answers like TMDb after 50 ms a request; the target is
# within 10 s. Each run starts from an empty data directory and an empty cache; after the measured
# runs, one more cold sync says how many requests the server received and how popcorn exited (the
# account's pages alone, 20 titles a page, are 75 requests, and /account one more).
#
#   Scripts/bench-sync.sh                   builds popcorn as Scripts/install.sh does, then measures it
#   Scripts/bench-sync.sh --binary PATH     measures that binary instead
#   Scripts/bench-sync.sh --runs N          runs (default 5, after 1 warm-up run; each takes seconds)
#
# Needs hyperfine (Debian: apt-get install hyperfine) and python3.
set -euo pipefail
shopt -s inherit_errexit

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Scripts/lib/bench-setup.sh
source "$ROOT/Scripts/lib/bench-setup.sh"
bench_setup bench-sync.sh 5 2,12 "hyperfine python3" "$@"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/popcorn-bench-sync.XXXXXX")"
SERVER_PID=""
trap '[[ -z "$SERVER_PID" ]] || kill "$SERVER_PID" 2>/dev/null; rm -rf "$WORK"' EXIT

# A loopback TMDb v3 (TMDB_API_BASE_URL is its /3) holding one account, 4242, reached with the
# session bench-session (`session_id` in the query; another one is 401): its watchlist is 700 made-up
# movies (300001-300700) and 300 made-up series (200001-200300); its ratings 300 of those movies
# (300001-300300, 7.5), 100 series (200001-200100, 8) and 100 episodes (series 200001-200020, S01E01
# to S01E05, 9). /account, the watchlist's and the ratings' pages of 20 (/account/4242/watchlist/movies
# and tv, /account/4242/rated/movies, tv and tv/episodes, ?page=N) answer as TMDb does; POST
# /account/4242/watchlist and POST or DELETE of a movie's, a series' or an episode's /rating succeed
# as on TMDb but change nothing, so every run syncs the same account. /configuration is the catalog's;
# /tv/{id} a made-up ended series of five seasons of 14 episodes (each season asked for appended as
# season/N), /movie/{id} a made-up movie, in case popcorn looks a title up. Anything else is 404.
# Each answer waits DELAY_MS first. GET /__count (itself not counted) answers how many requests of
# each method it has received. It prints its port, then serves.
CATALOG="$ROOT/Core/TMDbKit/Sources/TMDbCatalogFiles/Catalog"
cat >"$WORK/tmdb.py" <<'PYTHON'
import json, sys, threading, urllib.parse
sys.path.insert(0, sys.argv[3])
from loopback_tmdb import NOT_FOUND, configuration, route, serve

catalog, delay = sys.argv[1], int(sys.argv[2])
ACCOUNT, SESSION, PAGE_SIZE = 4242, "bench-session", 20
RATED_AT = "2026-11-01T10:00:00.000Z"
UNAUTHORIZED = ({"success": False, "status_code": 3,
                 "status_message": "Authentication failed: You do not have permissions to access the service."}, 401)
INVALID = ({"success": False, "status_code": 5,
            "status_message": "Invalid parameters: Your request parameters are incorrect."}, 422)
INVALID_PAGE = ({"success": False, "status_code": 22,
                 "status_message": "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."}, 400)
ADDED = ({"success": True, "status_code": 1, "status_message": "Success."}, 201)
DELETED = ({"success": True, "status_code": 13, "status_message": "The item/record was deleted successfully."}, 200)

def day(season, episode):
    return f"{2000 + season:04d}-{1 + (episode - 1) % 12:02d}-{1 + episode:02d}"

def movie_item(movie):
    return {"adult": False, "backdrop_path": f"/backdrop{movie}.jpg", "genre_ids": [18], "id": movie,
            "original_language": "en", "original_title": f"Movie {movie}", "overview": f"The plot of movie {movie}.",
            "popularity": 10.5, "poster_path": f"/poster{movie}.jpg", "release_date": "1999-10-15",
            "title": f"Movie {movie}", "video": False, "vote_average": 7.2, "vote_count": 1200}

def series_item(series):
    return {"adult": False, "backdrop_path": f"/backdrop{series}.jpg", "genre_ids": [18], "id": series,
            "origin_country": ["US"], "original_language": "en", "original_name": f"Series {series}",
            "overview": f"The plot of series {series}.", "popularity": 20.25, "poster_path": f"/poster{series}.jpg",
            "first_air_date": day(1, 1), "name": f"Series {series}", "vote_average": 8.1, "vote_count": 900}

def episode_item(series, season, episode):
    return {"air_date": day(season, episode), "episode_number": episode, "id": series * 10000 + season * 100 + episode,
            "name": f"Episode {episode}", "overview": "", "production_code": "", "runtime": 45,
            "season_number": season, "show_id": series, "still_path": None, "vote_average": 7.9, "vote_count": 40}

def rated(item, value):
    return {**item, "rating": value, "account_rating": {"value": value, "created_at": RATED_AT}}

LISTS = {
    ("watchlist", "movies"): [movie_item(m) for m in range(300001, 300701)],
    ("watchlist", "tv"): [series_item(s) for s in range(200001, 200301)],
    ("rated", "movies"): [rated(movie_item(m), 7.5) for m in range(300001, 300301)],
    ("rated", "tv"): [rated(series_item(s), 8.0) for s in range(200001, 200101)],
    ("rated", "tv", "episodes"): [rated(episode_item(s, 1, e), 9.0) for s in range(200001, 200021) for e in range(1, 6)],
}

def page(items, query):
    number = query.get("page", "1")
    if not number.isdigit() or not 1 <= int(number) <= 500:
        return INVALID_PAGE
    number = int(number)
    return {"page": number, "results": items[(number - 1) * PAGE_SIZE:number * PAGE_SIZE],
            "total_pages": (len(items) + PAGE_SIZE - 1) // PAGE_SIZE, "total_results": len(items)}, 200

def season(series, number, episodes=True):
    body = {"id": series * 100 + number, "name": f"Season {number}", "season_number": number,
            "episode_count": 14, "air_date": day(number, 1)}
    if episodes:
        body["episodes"] = [{"id": series * 10000 + number * 100 + e, "name": f"Episode {e}",
                             "season_number": number, "episode_number": e, "air_date": day(number, e)}
                            for e in range(1, 15)]
    return body

def series_details(series, appended):
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
    return body

def json_object(body):
    try:
        value = json.loads(body or b"null")
    except ValueError:
        return None
    return value if isinstance(value, dict) else None

def is_rating(parts):
    """movie/{id}/rating, tv/{id}/rating or tv/{id}/season/{n}/episode/{n}/rating."""
    if len(parts) == 3 and parts[0] in ("movie", "tv") and parts[1].isdigit():
        return parts[2] == "rating"
    return (len(parts) == 7 and parts[0] == "tv" and parts[2] == "season" and parts[4] == "episode"
            and parts[6] == "rating" and all(parts[i].isdigit() for i in (1, 3, 5)))

counts, counts_lock = {"GET": 0, "POST": 0, "DELETE": 0}, threading.Lock()

def answer(method, path, body):
    parts, appended = route(path)
    if parts[:1] == ["3"]:
        parts = parts[1:]
    if method == "GET" and parts == ["__count"]:
        with counts_lock:
            return dict(counts), 200
    with counts_lock:
        counts[method] += 1
    query = {key: values[0] for key, values in urllib.parse.parse_qs(urllib.parse.urlsplit(path).query).items()}
    if parts[:1] == ["account"] or is_rating(parts):
        if query.get("session_id") != SESSION:
            return UNAUTHORIZED
    if method == "GET":
        if parts == ["configuration"]:
            return configuration(catalog), 200
        if parts == ["account"]:
            return {"id": ACCOUNT, "username": "bench", "name": "", "include_adult": False, "iso_639_1": "en",
                    "iso_3166_1": "US", "avatar": {"gravatar": {"hash": ""}, "tmdb": {"avatar_path": None}}}, 200
        if parts[:2] == ["account", str(ACCOUNT)] and tuple(parts[2:]) in LISTS:
            return page(LISTS[tuple(parts[2:])], query)
        if len(parts) == 2 and parts[0] == "tv" and parts[1].isdigit():
            return series_details(int(parts[1]), appended), 200
        if len(parts) == 2 and parts[0] == "movie" and parts[1].isdigit():
            movie = int(parts[1])
            return {"id": movie, "title": f"Movie {movie}", "release_date": "1999-10-15"}, 200
    if method == "POST" and parts == ["account", str(ACCOUNT), "watchlist"]:
        request = json_object(body)
        if (request is None or request.get("media_type") not in ("movie", "tv")
                or type(request.get("media_id")) is not int or type(request.get("watchlist")) is not bool):
            return INVALID
        return ADDED if request["watchlist"] else DELETED
    if method == "POST" and is_rating(parts):
        request = json_object(body)
        if request is None or type(request.get("value")) not in (int, float):
            return INVALID
        return ADDED
    if method == "DELETE" and is_rating(parts):
        return DELETED
    return NOT_FOUND

serve(delay_ms=delay, answer_request=answer)
PYTHON
mkfifo "$WORK/port"
python3 "$WORK/tmdb.py" "$CATALOG" 50 "$ROOT/Scripts/lib" >"$WORK/port" 2>/dev/null &
SERVER_PID="$!"
read -r PORT <"$WORK/port"

DATA="$WORK/data" CACHE="$WORK/cache"
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/config" NO_COLOR=1
export TMDB_API_KEY=bench TMDB_API_BASE_URL="http://127.0.0.1:$PORT/3" TMDB_SESSION_ID=bench-session
export POPCORN_DATA_DIR="$DATA" POPCORN_CACHE_DIR="$CACHE"
mkdir -p "$HOME" "$XDG_CONFIG_HOME"

NAME="sync, cold, 1,000 watchlist titles and 500 ratings, 50 ms a request"
# hyperfine stops at the first run that fails; the counted run below still runs, to show how.
MEASURED=0
hyperfine -N --warmup 1 --runs "$RUNS" --style none --prepare "rm -rf '$DATA' '$CACHE'" \
    --export-json "$WORK/sync.json" -n "$NAME" "$BINARY sync" >/dev/null || MEASURED=$?

# One more cold sync, its requests counted.
request_counts() {
    python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())' \
        "$TMDB_API_BASE_URL/__count"
}
rm -rf "$DATA" "$CACHE"
BEFORE="$(request_counts)"
STATUS=0
"$BINARY" sync >"$WORK/sync.out" 2>&1 || STATUS=$?
AFTER="$(request_counts)"

python3 - "$WORK" "$BINARY" "$BEFORE" "$AFTER" "$STATUS" <<'PYTHON'
import json, os, sys
work, binary, before, after, status = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), json.loads(sys.argv[4]), sys.argv[5]
print(f"binary: {binary}")
try:
    results = json.load(open(os.path.join(work, "sync.json")))["results"]
except (OSError, ValueError):
    results = []  # hyperfine stopped at a failed run (it leaves an empty file)
if results:
    print(f"{'command':<72} {'mean':>9} {'± σ':>8} {'min':>8} {'max':>8}  target")
else:
    print("no timings: hyperfine stopped (see its message above)")
for r in results:
    print(f"{r['command']:<72} {r['mean'] * 1000:7.1f}ms {r['stddev'] * 1000:6.1f}ms {r['min'] * 1000:6.1f}ms"
          f" {r['max'] * 1000:6.1f}ms  within 10 s (issue 25)")
sent = {method: after[method] - before[method] for method in after}
print(f"one more cold sync: {sum(sent.values())} requests to the server"
      f" ({', '.join(f'{method} {n}' for method, n in sent.items())}; at the fewest 76: /account and the account's pages);"
      f" popcorn sync exited {status}")
if status != "0":
    print("its output, last lines:")
    print("".join(open(os.path.join(work, "sync.out"), errors="replace").readlines()[-10:]), end="")
PYTHON
[[ "$MEASURED" == 0 && "$STATUS" == 0 ]]
