import CoreDomain

/// The base of the last sync of each account: user data, never cache, since without it a title
/// removed on one side would come back from the other.
public protocol SyncBaseRepository: Sendable {
    /// The base of `accountID`, or an empty one before its first sync (reading never creates a file).
    func base(accountID: Int) async throws(DataAccessError) -> SyncBase

    /// Replaces the base of `base.accountID`, in one transaction.
    func save(_ base: SyncBase) async throws(DataAccessError)

    /// Replaces the base of `accountID` with what `change` makes of it as it is at that moment, in one
    /// transaction, so that two commands changing it at once (a sync, a change sent at once) both count.
    func update(accountID: Int, _ change: @escaping @Sendable (SyncBase) -> SyncBase) async throws(DataAccessError)
}
