import CoreApplication
import CoreDomain
import Foundation
import WatchlistDomain

/// Why a watchlist command could not do what it was asked. The watchlist is user data: a caller
/// must never paper over ``unavailable(_:)`` by starting a new watchlist.
public enum WatchlistError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The title is not on the watchlist.
    case notOnWatchlist(WatchlistItemID)
    /// TMDb (or the offline catalog) has no such title, so it cannot be added.
    case titleNotFound(WatchlistItemID)
    /// The watchlist file could not be opened, read or written; says which file and why. Nothing
    /// was overwritten.
    case unavailable(String)
    /// What a title is, or where the watchlist's titles stream, could not be had from TMDb or the
    /// cache (network, credentials, offline).
    case source(DataAccessError)
    /// An import file that cannot be read as any format popcorn imports: the 1-based line (0 when
    /// no line can be named, e.g. inside a JSON document) and what is wrong there.
    case malformedImport(line: Int, reason: String)
    /// Rows of an import file that name no title popcorn could find; nothing was imported.
    case unresolvedImport([UnresolvedImportRow])

    /// Wraps a failure of the watchlist's own storage.
    public init(storage error: DataAccessError) {
        switch error {
        case .storage(let message?), .unknown(let message?):
            self = .unavailable(message)
        default:
            self = .unavailable("the watchlist could not be used (\(error))")
        }
    }

    public var description: String {
        switch self {
        case .notOnWatchlist(let id): "\(id) is not on your watchlist"
        case .titleNotFound(let id): "\(id) was not found"
        case .unavailable(let message): message
        case .source(let error): String(describing: error)
        case .malformedImport(let line, let reason): line > 0 ? "line \(line): \(reason)" : reason
        case .unresolvedImport(let rows):
            "\(rows.count) \(rows.count == 1 ? "row names" : "rows name") no title popcorn could find"
        }
    }
}
