import AccountDomain

/// Signs in to a TMDb account in TMDb's approval flow: behind `popcorn account login`.
public protocol LoginUseCase: Sendable {
    /// Asks TMDb for a request token, whose approval page the person opens.
    func start() async throws(AccountError) -> RequestToken

    /// Tries once to turn the approved `token` into a session; `nil` while the person has not
    /// approved it yet. Once it is, finds whose account it is and keeps the session.
    func finish(_ token: RequestToken) async throws(AccountError) -> AccountSession?
}
