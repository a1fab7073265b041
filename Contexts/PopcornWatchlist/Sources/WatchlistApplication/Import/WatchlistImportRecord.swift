import Foundation
import WatchlistDomain

/// A row of an import file that names its title by kind and TMDb id, with the optional fields our
/// formats carry. Without a `title`, the title is asked for when it is imported.
public struct WatchlistImportRecord: Equatable, Sendable {
    public let id: WatchlistItemID
    public let title: String?
    public let releaseDate: Date?
    public let posterPath: URL?
    public let voteAverage: Double?
    public let addedAt: Date?
    public let watchedAt: Date?
    public let note: String?
    /// The file's line the row starts on (1-based).
    public let line: Int

    public init(
        id: WatchlistItemID,
        title: String? = nil,
        releaseDate: Date? = nil,
        posterPath: URL? = nil,
        voteAverage: Double? = nil,
        addedAt: Date? = nil,
        watchedAt: Date? = nil,
        note: String? = nil,
        line: Int
    ) {
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.addedAt = addedAt
        self.watchedAt = watchedAt
        self.note = note
        self.line = line
    }
}
