import Foundation

/// How ``TMDbAccountServer`` answers a request, in TMDb v3's shapes: the authentication flow
/// (request token, session, its deletion), the account's details, lists and changes, and ratings;
/// every other `GET` from the catalog's files (``CatalogFilesTMDbRouter``). Account calls carry
/// `session_id` in the query; `api_key` and `Authorization` are not looked at.
struct TMDbAccountRouter: Sendable {
    let accountID: Int
    let username: String
    let state: TMDbAccountState

    /// The answer to one request (every request counts against ``TMDbAccountState/takeRefusal()``).
    func answer(_ request: RecordedRequest) -> StubResponse {
        if let seconds = state.takeRefusal() {
            return Self.tooManyRequests(retryAfter: seconds)
        }
        let root = LoopbackTMDbServer.apiRoot
        guard request.path.hasPrefix(root + "/") else {
            return CatalogFilesTMDbRouter.answer(request)
        }
        let segments = request.path.dropFirst(root.count).split(separator: "/").map(String.init)
        let method = request.method.uppercased()
        switch segments.first ?? "" {
        case "authentication":
            return authentication(method, segments.dropFirst().joined(separator: "/"), request)
        case "account":
            return account(method, Array(segments.dropFirst()), request)
        default:
            if let key = Self.ratingKey(segments) {
                return rating(method, key: key, request)
            }
            return method == "GET" ? CatalogFilesTMDbRouter.answer(request) : .notFound
        }
    }

    // MARK: - Authentication

    /// `GET token/new`, `POST session/new`, `DELETE session` (`route` is the path after `authentication/`).
    private func authentication(_ method: String, _ route: String, _ request: RecordedRequest) -> StubResponse {
        switch (method, route) {
        case ("GET", "token/new"):
            let token = state.newRequestToken()
            return .json(
                TMDbAccountBodies.json([
                    "success": true,
                    "expires_at": TMDbAccountBodies.expiry(Date().addingTimeInterval(60 * 60)),
                    "request_token": token,
                ]))
        case ("POST", "session/new"):
            switch state.createSession(requestToken: request.bodyValue("request_token") ?? "") {
            case .unknownToken:
                return Self.status(
                    401, 33, "Invalid request token: The request token is either expired or invalid.")
            case .denied:
                return Self.status(401, 17, "Session denied.")
            case .created(let sessionID):
                return .json(TMDbAccountBodies.json(["success": true, "session_id": sessionID]))
            }
        case ("DELETE", "session"):
            guard let sessionID = request.bodyValue("session_id"), state.deleteSession(sessionID) else {
                return Self.status(404, 6, "Invalid id: The pre-requisite id is invalid or not found.")
            }
            return .json(TMDbAccountBodies.json(["success": true]))
        default:
            return .notFound
        }
    }

    // MARK: - Account

    /// `GET /account` and everything under `/account/{id}/` (`path` is what follows `account/`).
    private func account(_ method: String, _ path: [String], _ request: RecordedRequest) -> StubResponse {
        guard hasLiveSession(request) else {
            return Self.authenticationFailed
        }
        guard let id = path.first else {
            guard method == "GET" else {
                return .notFound
            }
            return .json(TMDbAccountBodies.account(id: accountID, username: username))
        }
        guard Int(id) == accountID else {
            return Self.authenticationFailed
        }
        switch (method, path.dropFirst().joined(separator: "/")) {
        case ("GET", "watchlist/movies"):
            return page(of: state.watchlist("movie").map { TMDbAccountBodies.movie($0) }, request)
        case ("GET", "watchlist/tv"):
            return page(of: state.watchlist("tv").map { TMDbAccountBodies.series($0) }, request)
        case ("GET", "rated/movies"):
            return page(of: ratedItems("movie") { TMDbAccountBodies.movie($0[0]) }, request)
        case ("GET", "rated/tv"):
            return page(of: ratedItems("tv") { TMDbAccountBodies.series($0[0]) }, request)
        case ("GET", "rated/tv/episodes"):
            let items = ratedItems("episode") { numbers in
                TMDbAccountBodies.episode(show: numbers[0], season: numbers[1], episode: numbers[2])
            }
            return page(of: items, request)
        case ("POST", "watchlist"):
            return changeWatchlist(request)
        default:
            return .notFound
        }
    }

    /// The page the request's `page` asks for (1 without one), oldest first unless its `sort_by` is
    /// `created_at.desc`.
    private func page(of items: [[String: Any]], _ request: RecordedRequest) -> StubResponse {
        guard let page = Int(request.query["page"] ?? "1"), (1...500).contains(page) else {
            return Self.status(
                400, 22, "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")
        }
        let ordered = request.query["sort_by"] == "created_at.desc" ? Array(items.reversed()) : items
        return .json(TMDbAccountBodies.page(page, of: ordered))
    }

    /// The rated items of one kind (`movie`, `tv`, `episode`), in the order they were rated: `item`
    /// makes each from the numbers in its key (`episode:1396:1:2` -> `[1396, 1, 2]`).
    private func ratedItems(_ kind: String, item: ([Int]) -> [String: Any]) -> [[String: Any]] {
        let count = kind == "episode" ? 3 : 1
        return state.ratedEntries(withPrefix: kind + ":").compactMap { entry in
            let numbers = entry.key.split(separator: ":").dropFirst().compactMap { Int($0) }
            guard numbers.count == count else {
                return nil
            }
            return TMDbAccountBodies.rated(item(numbers), entry.rating)
        }
    }

    /// `POST /account/{id}/watchlist` with `{"media_type","media_id","watchlist"}`.
    private func changeWatchlist(_ request: RecordedRequest) -> StubResponse {
        guard let kind = request.bodyValue("media_type"), kind == "movie" || kind == "tv",
            let id = request.bodyValue("media_id").flatMap({ Int($0) }), id > 0,
            let onWatchlist = request.bodyValue("watchlist").flatMap({ ["true": true, "false": false][$0] })
        else {
            return Self.invalidParameters
        }
        let wasOn = state.setWatchlist(kind, id, on: onWatchlist)
        guard onWatchlist else {
            return Self.deleted
        }
        return wasOn ? Self.updated : Self.success
    }

    // MARK: - Ratings

    /// `movie:550`, `tv:1396` or `episode:1396:1:2` for a rating path (`movie/550/rating`,
    /// `tv/1396/rating`, `tv/1396/season/1/episode/2/rating`); `nil` for any other path.
    private static func ratingKey(_ segments: [String]) -> String? {
        guard segments.last == "rating", let id = segments.count > 1 ? Int(segments[1]) : nil else {
            return nil
        }
        switch segments.count {
        case 3 where segments[0] == "movie":
            return "movie:\(id)"
        case 3 where segments[0] == "tv":
            return "tv:\(id)"
        case 7 where segments[0] == "tv" && segments[2] == "season" && segments[4] == "episode":
            guard let season = Int(segments[3]), let episode = Int(segments[5]) else {
                return nil
            }
            return "episode:\(id):\(season):\(episode)"
        default:
            return nil
        }
    }

    /// `POST` (`{"value":8.5}`) or `DELETE` on a rating path; its `key` as ``ratingKey(_:)`` makes it.
    private func rating(_ method: String, key: String, _ request: RecordedRequest) -> StubResponse {
        guard method == "POST" || method == "DELETE" else {
            return method == "GET" ? CatalogFilesTMDbRouter.answer(request) : .notFound
        }
        guard hasLiveSession(request) else {
            return Self.authenticationFailed
        }
        guard method == "POST" else {
            state.clearRating(key)
            return Self.deleted
        }
        guard let value = request.bodyValue("value").flatMap({ Double($0) }), value >= 0.5, value <= 10,
            (value * 2).rounded() == value * 2
        else {
            return Self.status(400, 18, "Value invalid: Values must be a multiple of 0.50.")
        }
        return state.rate(key, value, at: Date()) ? Self.updated : Self.success
    }

    // MARK: - Answers

    /// Whether the request's `session_id` is one TMDb still knows.
    private func hasLiveSession(_ request: RecordedRequest) -> Bool {
        guard let sessionID = request.query["session_id"], !sessionID.isEmpty else {
            return false
        }
        return state.isLive(sessionID)
    }

    /// A status body (`success` is whether `http` is below 400).
    private static func status(_ http: Int, _ code: Int, _ message: String) -> StubResponse {
        StubResponse(status: http, body: TMDbAccountBodies.status(success: http < 400, code: code, message: message))
    }

    private static let success = status(201, 1, "Success.")
    private static let updated = status(201, 12, "The item/record was updated successfully.")
    private static let deleted = status(200, 13, "The item/record was deleted successfully.")
    private static let invalidParameters = status(400, 5, "Invalid parameters: Your request parameters are incorrect.")
    private static let authenticationFailed = status(
        401, 3, "Authentication failed: You do not have permissions to access the service.")

    /// 429, with the `Retry-After` TMDb's rate limit sends.
    private static func tooManyRequests(retryAfter seconds: Int) -> StubResponse {
        StubResponse(
            status: 429,
            body: TMDbAccountBodies.status(
                success: false, code: 25, message: "Your request count (41) is over the allowed limit of 40."),
            headers: ["Retry-After": String(seconds)])
    }
}
