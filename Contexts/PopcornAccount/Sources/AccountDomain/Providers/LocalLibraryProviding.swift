import CoreDomain
import Foundation

/// The watchlist and ratings kept here, as the sync reads and changes them: answered by the
/// Watchlist and Tracking contexts, whose files they stay in.
public protocol LocalLibraryProviding: Sendable {
    /// The watchlist and the ratings (those taken back too, with when), in one read of each file.
    func library() async throws(DataAccessError) -> LocalLibrary

    /// Makes `changes` here, each file's in one transaction; `remote` names the titles added or rated.
    /// Returns the changes made (a rating whose title cannot be named is left for the next sync).
    func apply(_ changes: [SyncChange], from remote: RemoteLibrary, at date: Date) async throws(DataAccessError)
        -> [SyncChange]
}
