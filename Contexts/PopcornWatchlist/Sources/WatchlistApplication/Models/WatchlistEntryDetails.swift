import CoreDomain
import Foundation
import WatchlistDomain

/// A watchlist entry as presentations need it: what was kept of the title (its poster resolved to
/// URLs when the images configuration is at hand), when it was added, whether it was watched, and
/// the reader's note.
///
/// It is also each row of `popcorn watchlist list --json`, so property names are the JSON keys.
public struct WatchlistEntryDetails: Identifiable, Codable, Equatable, Sendable {
    /// `movie` or `tv`.
    public let kind: WatchlistKind
    /// The title's TMDb id.
    public let id: Int
    public let title: String
    /// The release date of a movie, the first air date of a series.
    public let releaseDate: Date?
    /// The year of ``releaseDate``, as lists show it.
    public let year: Int?
    public let posterURLSet: ImageURLSet?
    public let voteAverage: Double?
    public let addedAt: Date
    public let watchedAt: Date?
    /// Whether it was marked watched.
    public let isWatched: Bool
    public let note: String?

    public init(
        kind: WatchlistKind,
        id: Int,
        title: String,
        releaseDate: Date? = nil,
        year: Int? = nil,
        posterURLSet: ImageURLSet? = nil,
        voteAverage: Double? = nil,
        addedAt: Date,
        watchedAt: Date? = nil,
        isWatched: Bool = false,
        note: String? = nil
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.year = year
        self.posterURLSet = posterURLSet
        self.voteAverage = voteAverage
        self.addedAt = addedAt
        self.watchedAt = watchedAt
        self.isWatched = isWatched
        self.note = note
    }

    /// The entry's kind and id together.
    public var itemID: WatchlistItemID { WatchlistItemID(kind: kind, tmdbID: id) }
}
