import CoreDomain

/// The base of the last sync of each account: user data, never cache, since without it a title
/// removed on one side would come back from the other.
public protocol SyncBaseRepository: Sendable {
    /// The base of `accountID`, or an empty one before its first sync (reading never creates a file).
    func base(accountID: Int) async throws(DataAccessError) -> SyncBase

    /// Replaces the base of `base.accountID`, in one transaction.
    func save(_ base: SyncBase) async throws(DataAccessError)
}
