/// Signs out: behind `popcorn account logout`.
public protocol LogoutUseCase: Sendable {
    /// Ends the session on TMDb, then forgets it here, even when TMDb cannot be reached.
    func execute() async throws(AccountError) -> LogoutModel
}
