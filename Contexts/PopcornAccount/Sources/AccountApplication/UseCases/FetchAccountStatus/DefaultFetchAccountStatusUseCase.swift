import AccountDomain
import CoreDomain

/// The session (no request, unless it comes from `TMDB_SESSION_ID` and the session file does not
/// say whose it is), the account's sync base and the library here, compared.
struct DefaultFetchAccountStatusUseCase: FetchAccountStatusUseCase {
    let resolver: AccountSessionResolver
    let bases: any SyncBaseRepository
    let library: any LocalLibraryProviding

    func execute() async throws(AccountError) -> AccountStatusModel {
        guard let session = try await resolver.session() else {
            return .signedOut()
        }
        do {
            let base = try await bases.base(accountID: session.accountID)
            let pending = SyncPlanner.pending(base: base, local: try await library.library())
            return AccountStatusModel(
                signedIn: true, username: session.username, accountID: session.accountID,
                sessionSource: session.origin.rawValue, lastSyncAt: base.lastSyncAt, pendingChanges: pending.count)
        } catch {
            throw AccountError(error)
        }
    }
}
