import Foundation

/// The JSON bodies ``TMDbAccountServer`` answers, in TMDb v3's shapes: status bodies, the account's
/// details, a page of one of its lists, and the movie, series and episode items those lists hold.
/// Titles are made up (`Movie 4242`, `Series 4242`, first shown 2001-01-01) but for a few well-known
/// catalog ids, which carry their real names and dates.
enum TMDbAccountBodies {
    /// How many items TMDb puts on one page of an account list.
    static let pageSize = 20

    /// The catalog's movies by id: title and release date.
    private static let knownMovies: [Int: (title: String, date: String)] = [
        550: ("Fight Club", "1999-10-15"),
        680: ("Pulp Fiction", "1994-09-10"),
        603: ("The Matrix", "1999-03-30"),
        13: ("Forrest Gump", "1994-06-23"),
        155: ("The Dark Knight", "2008-07-16"),
    ]

    /// The catalog's series by id: name and first air date.
    private static let knownSeries: [Int: (name: String, date: String)] = [
        1396: ("Breaking Bad", "2008-01-20"),
        87108: ("Chernobyl", "2019-05-06"),
    ]

    /// The date of a title this table does not know.
    private static let madeUpDate = "2001-01-01"

    /// TMDb's status body: `{"success":…,"status_code":…,"status_message":…}`.
    static func status(success: Bool, code: Int, message: String) -> String {
        json(["success": success, "status_code": code, "status_message": message])
    }

    /// `GET /account`: the account's details.
    static func account(id: Int, username: String) -> String {
        json([
            "avatar": [
                "gravatar": ["hash": "c9e9fc152ee756a900db85757c29815d"],
                "tmdb": ["avatar_path": NSNull()],
            ] as [String: Any],
            "id": id,
            "iso_639_1": "en",
            "iso_3166_1": "US",
            "name": "",
            "include_adult": false,
            "username": username,
        ])
    }

    /// Page `page` (from 1) of `items`, 20 to a page: `{"page","results","total_pages","total_results"}`.
    /// `total_pages` is at least 1, as TMDb's is for an empty list; a page past the last is empty.
    static func page(_ page: Int, of items: [[String: Any]]) -> String {
        let start = min((page - 1) * pageSize, items.count)
        let end = min(start + pageSize, items.count)
        return json([
            "page": page,
            "results": Array(items[start..<end]),
            "total_pages": max(1, (items.count + pageSize - 1) / pageSize),
            "total_results": items.count,
        ])
    }

    /// A movie as TMDb lists it (`/account/{id}/watchlist/movies`, `/rated/movies`).
    static func movie(_ id: Int) -> [String: Any] {
        let known = knownMovies[id]
        let title = known?.title ?? "Movie \(id)"
        return [
            "adult": false,
            "backdrop_path": NSNull(),
            "genre_ids": [Int](),
            "id": id,
            "original_language": "en",
            "original_title": title,
            "overview": "",
            "popularity": 10.5,
            "poster_path": NSNull(),
            "release_date": known?.date ?? madeUpDate,
            "title": title,
            "video": false,
            "vote_average": 7.5,
            "vote_count": 100,
        ]
    }

    /// A series as TMDb lists it (`/account/{id}/watchlist/tv`, `/rated/tv`).
    static func series(_ id: Int) -> [String: Any] {
        let known = knownSeries[id]
        let name = known?.name ?? "Series \(id)"
        return [
            "adult": false,
            "backdrop_path": NSNull(),
            "genre_ids": [Int](),
            "id": id,
            "origin_country": ["US"],
            "original_language": "en",
            "original_name": name,
            "overview": "",
            "popularity": 10.5,
            "poster_path": NSNull(),
            "first_air_date": known?.date ?? madeUpDate,
            "name": name,
            "vote_average": 7.5,
            "vote_count": 100,
        ]
    }

    /// An episode as TMDb lists it (`/account/{id}/rated/tv/episodes`); its id is made of the
    /// series', season's and episode's numbers, so each episode has its own.
    static func episode(show: Int, season: Int, episode: Int) -> [String: Any] {
        [
            "air_date": knownSeries[show]?.date ?? madeUpDate,
            "episode_number": episode,
            "id": show * 1_000_000 + season * 1_000 + episode,
            "name": "Episode \(episode)",
            "overview": "",
            "production_code": "",
            "runtime": 45,
            "season_number": season,
            "show_id": show,
            "still_path": NSNull(),
            "vote_average": 8.0,
            "vote_count": 10,
        ]
    }

    /// `item` as a rated list holds it: with `rating` and `account_rating` (its value and when it
    /// was given).
    static func rated(_ item: [String: Any], _ rating: TMDbAccountRating) -> [String: Any] {
        var item = item
        item["rating"] = rating.value
        item["account_rating"] = ["value": rating.value, "created_at": timestamp(rating.createdAt)] as [String: Any]
        return item
    }

    /// `2026-11-20 10:00:00 UTC`: how a request token's `expires_at` is written.
    static func expiry(_ date: Date) -> String {
        utcText(date, format: "yyyy-MM-dd HH:mm:ss 'UTC'")
    }

    /// `2026-11-20T10:00:00.000Z`: how an `account_rating`'s `created_at` is written.
    static func timestamp(_ date: Date) -> String {
        utcText(date, format: "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
    }

    /// A JSON object's text, keys sorted, slashes not escaped.
    static func json(_ object: [String: Any]) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func utcText(_ date: Date, format: String) -> String {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}
