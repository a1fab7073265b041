import Foundation

/// The one account a ``TMDbAccountServer`` keeps, behind a lock: its request tokens and sessions,
/// its watchlists and ratings, and how many of the next requests TMDb turns away. The server's
/// thread changes it as requests arrive and the test as the website would, so every read and
/// change holds the lock, and a change a request makes is one step (a token's tries are counted
/// and the session made under one lock).
final class TMDbAccountState: @unchecked Sendable {
    /// How many `POST /authentication/session/new` with one token it takes to be approved.
    let approveAfterTries: Int

    private let lock = NSLock()
    /// The tokens issued and not spent, with how many times each was tried.
    private var tokenTries: [String: Int] = [:]
    /// The live sessions, oldest first.
    private var sessions: [String] = []
    /// The watchlists by kind (`movie`, `tv`), oldest first.
    private var watchlists: [String: [Int]] = [:]
    /// The ratings by key (`movie:550`, `tv:1396`, `episode:1396:1:2`).
    private var ratingsByKey: [String: TMDbAccountRating] = [:]
    private var ratingsGiven = 0
    /// How many of the next requests get 429, and the `Retry-After` they carry.
    private var refusalsLeft = 0
    private var refusalRetryAfter = 0

    init(approveAfterTries: Int) {
        self.approveAfterTries = max(approveAfterTries, 1)
    }

    // MARK: - Tokens and sessions

    /// A new request token (40 hex digits), not tried yet.
    func newRequestToken() -> String {
        let token = Self.randomHex()
        locked { tokenTries[token] = 0 }
        return token
    }

    /// Counts one try of `token` and, on the `approveAfterTries`-th, spends it on a new session.
    func createSession(requestToken token: String) -> TMDbAccountSessionOutcome {
        locked { () -> TMDbAccountSessionOutcome in
            guard let tries = tokenTries[token] else {
                return .unknownToken
            }
            guard tries + 1 >= approveAfterTries else {
                tokenTries[token] = tries + 1
                return .denied
            }
            tokenTries[token] = nil
            let session = Self.randomHex()
            sessions.append(session)
            return .created(sessionID: session)
        }
    }

    /// Forgets the session `id`; `false` when TMDb did not know it.
    func deleteSession(_ id: String) -> Bool {
        locked {
            guard let index = sessions.firstIndex(of: id) else {
                return false
            }
            sessions.remove(at: index)
            return true
        }
    }

    /// Whether `id` is a session TMDb still knows.
    func isLive(_ id: String) -> Bool {
        locked { sessions.contains(id) }
    }

    /// Forgets every session, as revoking the app's access on the website does.
    func revokeAllSessions() {
        locked { sessions.removeAll() }
    }

    /// The session ids TMDb still knows, oldest first.
    var liveSessions: [String] {
        locked { sessions }
    }

    // MARK: - Watchlists

    /// Puts `id` on the `kind` watchlist (at its end) or takes it off. Returns whether it was on it.
    @discardableResult
    func setWatchlist(_ kind: String, _ id: Int, on: Bool) -> Bool {
        locked {
            var list = watchlists[kind, default: []]
            let wasOn = list.contains(id)
            if on && !wasOn {
                list.append(id)
            } else if !on {
                list.removeAll { $0 == id }
            }
            watchlists[kind] = list
            return wasOn
        }
    }

    /// The `kind` watchlist, oldest first.
    func watchlist(_ kind: String) -> [Int] {
        locked { watchlists[kind, default: []] }
    }

    // MARK: - Ratings

    /// Rates `key` at `date`, replacing its rating if it had one. Returns whether it had one.
    @discardableResult
    func rate(_ key: String, _ value: Double, at date: Date) -> Bool {
        locked {
            let replaced = ratingsByKey[key] != nil
            ratingsByKey[key] = TMDbAccountRating(value: value, createdAt: date, sequence: ratingsGiven)
            ratingsGiven += 1
            return replaced
        }
    }

    /// Takes back the rating of `key`. Returns whether it had one.
    @discardableResult
    func clearRating(_ key: String) -> Bool {
        locked { ratingsByKey.removeValue(forKey: key) != nil }
    }

    /// The rating values by key.
    var ratings: [String: Double] {
        locked { ratingsByKey.mapValues(\.value) }
    }

    /// The ratings whose keys start with `prefix` (`movie:`), in the order they were given.
    func ratedEntries(withPrefix prefix: String) -> [(key: String, rating: TMDbAccountRating)] {
        let all = locked { ratingsByKey }
        return all.filter { $0.key.hasPrefix(prefix) }
            .map { (key: $0.key, rating: $0.value) }
            .sorted {
                ($0.rating.createdAt, $0.rating.sequence) < ($1.rating.createdAt, $1.rating.sequence)
            }
    }

    // MARK: - Rate limit

    /// Turns away the next `times` requests with 429 and `Retry-After: seconds`.
    func answerTooManyRequests(times: Int, retryAfter seconds: Int) {
        locked {
            refusalsLeft = max(times, 0)
            refusalRetryAfter = seconds
        }
    }

    /// For a request that just arrived: the `Retry-After` seconds when it is to be turned away
    /// (counting it), `nil` when it is served.
    func takeRefusal() -> Int? {
        locked { () -> Int? in
            guard refusalsLeft > 0 else {
                return nil
            }
            refusalsLeft -= 1
            return refusalRetryAfter
        }
    }

    // MARK: - Helpers

    /// `body`'s result, computed while holding the lock.
    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// 40 random lower-case hex digits, the shape of TMDb's tokens and session ids.
    private static func randomHex() -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<40).map { _ in digits[Int.random(in: 0..<digits.count)] })
    }
}
