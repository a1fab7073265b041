import Foundation

/// A loopback TMDb that keeps one account, for end-to-end tests of signing in and of syncing the
/// watchlist and ratings: it issues request tokens, approves one on its `approveAfterTries`-th
/// `POST /authentication/session/new` (as if the person approved it on the website meanwhile),
/// keeps sessions, watchlists and ratings as the account calls change them, and answers every
/// other `GET` from the catalog's files. The test changes the account as the website would, and
/// can make TMDb turn the next requests away with 429. Routes and bodies: ``TMDbAccountRouter``.
/// Stops in ``stop()`` or when released.
final class TMDbAccountServer: @unchecked Sendable {
    private let server: LoopbackTMDbServer
    private let state: TMDbAccountState

    /// Starts listening with an empty account `accountID` named `username`; throws when no socket
    /// could be bound.
    init(accountID: Int = 4242, username: String = "popcorn-tester", approveAfterTries: Int = 3) throws {
        let state = TMDbAccountState(approveAfterTries: approveAfterTries)
        let router = TMDbAccountRouter(accountID: accountID, username: username, state: state)
        self.state = state
        server = try LoopbackTMDbServer { request in router.answer(request) }
    }

    /// The `TMDB_API_BASE_URL` that points at this server (`http://127.0.0.1:PORT/3`).
    var baseURL: String { server.baseURL }

    /// Every request received so far (account calls or not), oldest first.
    var requests: [RecordedRequest] { server.requests }

    /// Stops accepting and closes the socket. Safe to call twice.
    func stop() {
        server.stop()
    }

    // MARK: - The account, as the website changes it

    /// Puts `id` at the end of the `kind` (`movie` or `tv`) watchlist; one already on it stays where it is.
    func addToWatchlist(_ kind: String, _ id: Int) {
        state.setWatchlist(kind, id, on: true)
    }

    /// Takes `id` off the `kind` watchlist.
    func removeFromWatchlist(_ kind: String, _ id: Int) {
        state.setWatchlist(kind, id, on: false)
    }

    /// The `kind` watchlist, in list order (oldest first).
    func watchlist(_ kind: String) -> [Int] {
        state.watchlist(kind)
    }

    /// Rates `key` (`movie:550`, `tv:1396`, `episode:1396:1:2`) `value` at `date`, replacing its rating.
    func rate(_ key: String, _ value: Double, at date: Date = Date()) {
        state.rate(key, value, at: date)
    }

    /// Takes back the rating of `key`.
    func clearRating(_ key: String) {
        state.clearRating(key)
    }

    /// The account's ratings by key, as ``rate(_:_:at:)`` names them.
    var ratings: [String: Double] { state.ratings }

    /// Ends every session, as revoking the app's access on the website does.
    func revokeAllSessions() {
        state.revokeAllSessions()
    }

    /// The session ids TMDb still knows, oldest first.
    var liveSessions: [String] { state.liveSessions }

    /// The next `times` requests (any path) get 429 with `Retry-After: seconds`.
    func answerTooManyRequests(times: Int, retryAfter seconds: Int) {
        state.answerTooManyRequests(times: times, retryAfter: seconds)
    }
}
