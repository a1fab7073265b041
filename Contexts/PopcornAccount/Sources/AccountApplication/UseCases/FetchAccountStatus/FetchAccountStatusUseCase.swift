/// Says which TMDb account is signed in, when it was last synced and what waits to be sent:
/// behind `popcorn account status`.
public protocol FetchAccountStatusUseCase: Sendable {
    func execute() async throws(AccountError) -> AccountStatusModel
}
