import CoreDomain
import Foundation
import WatchlistDomain

/// A watchlist title left out of `popcorn watchlist --streamable` because where it streams could
/// not be had (TMDb no longer has it, the offline catalog has no offers for it, or its answer could
/// not be read), and why: the command names it rather than failing for one title.
public struct WatchlistUncheckedTitle: Equatable, Sendable {
    /// `movie` or `tv`.
    public let kind: WatchlistKind
    /// The title's TMDb id.
    public let id: Int
    /// The title as the watchlist keeps it.
    public let title: String
    /// Why its offers could not be had; `notFound` when TMDb (or the catalog) has none for it.
    public let cause: DataAccessError

    public init(kind: WatchlistKind, id: Int, title: String, cause: DataAccessError) {
        self.kind = kind
        self.id = id
        self.title = title
        self.cause = cause
    }
}
