import CoreApplication
import Foundation

/// What `popcorn watchlist import` did: how many titles it added, how many were already there
/// (left as they were), and the rows it skipped because they name no title popcorn could find.
public struct WatchlistImportReport: Codable, Equatable, Sendable {
    public let added: Int
    public let alreadyThere: Int
    /// The rows left out under `--skip-unresolved`; empty otherwise (any unresolved row then fails
    /// the import).
    public let skipped: [UnresolvedImportRow]

    public init(added: Int, alreadyThere: Int, skipped: [UnresolvedImportRow] = []) {
        self.added = added
        self.alreadyThere = alreadyThere
        self.skipped = skipped
    }
}
