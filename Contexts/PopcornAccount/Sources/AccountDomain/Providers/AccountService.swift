import CoreDomain

/// TMDb's side of the account: signing in and out, the account's watchlist and ratings, and
/// changing them. An adapter answers it over TMDb's v3 API; the catalog has no accounts.
public protocol AccountService: Sendable {
    /// A new request token for the person to approve on TMDb's website.
    func requestToken() async throws(DataAccessError) -> RequestToken

    /// The session the approved `token` becomes; `nil` while the person has not approved it yet.
    /// Throws ``DataAccessError/unauthorised(_:)`` once the token has expired or been used.
    func session(for token: RequestToken) async throws(DataAccessError) -> SessionID?

    /// Whose `session` is; ``DataAccessError/unauthorised(_:)`` when TMDb no longer knows it.
    func identity(of session: SessionID) async throws(DataAccessError) -> AccountIdentity

    /// Ends `session` on TMDb, so it works nowhere any more.
    func deleteSession(_ session: SessionID) async throws(DataAccessError)

    /// Every page of the account's watchlists and rated lists; `progress` is told of each page read,
    /// with the number of pages known so far.
    func library(
        of account: AccountSession, progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
    ) async throws(DataAccessError) -> RemoteLibrary

    /// Makes one change on the account.
    func send(_ change: SyncChange, for account: AccountSession) async throws(DataAccessError)
}
