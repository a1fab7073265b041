import CoreDomain
import Foundation
import TrackingDomain

/// One watch or rating as `popcorn history export` writes it and `import` reads it back: the item
/// by kind and TMDb id (with its season and episode), the names it had, and for a watch its day and
/// when it was logged, for a rating its value and when it was given (instants in UTC to the second).
public struct HistoryExportEntry: Codable, Equatable, Sendable {
    /// `movie` or `episode` for a watch; `movie`, `tv` or `episode` for a rating.
    public let kind: String
    public let tmdbID: Int
    public let title: String
    public let seasonNumber: Int?
    public let episodeNumber: Int?
    public let episodeName: String?
    /// A watch's day, `YYYY-MM-DD`.
    public let watchedOn: String?
    /// A watch's logging instant.
    public let loggedAt: String?
    /// A rating's value, 0.5 to 10.
    public let rating: Double?
    /// A rating's instant.
    public let ratedAt: String?

    public init(
        kind: String, tmdbID: Int, title: String, seasonNumber: Int? = nil, episodeNumber: Int? = nil,
        episodeName: String? = nil, watchedOn: String? = nil, loggedAt: String? = nil, rating: Double? = nil,
        ratedAt: String? = nil
    ) {
        self.kind = kind
        self.tmdbID = tmdbID
        self.title = title
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.episodeName = episodeName
        self.watchedOn = watchedOn
        self.loggedAt = loggedAt
        self.rating = rating
        self.ratedAt = ratedAt
    }

    /// The watch as the export writes it.
    public init(_ watch: Watch) {
        let item = Self.columns(watch.title)
        self.init(
            kind: item.kind, tmdbID: item.tmdbID, title: watch.title.name, seasonNumber: item.season,
            episodeNumber: item.episode, episodeName: watch.title.episodeName, watchedOn: watch.watchedOn.description,
            loggedAt: UTCTimestamp.text(for: watch.loggedAt))
    }

    /// The rating as the export writes it.
    public init(_ rating: Rating) {
        let item = Self.columns(rating.title)
        self.init(
            kind: item.kind, tmdbID: item.tmdbID, title: rating.title.name, seasonNumber: item.season,
            episodeNumber: item.episode, episodeName: rating.title.episodeName, rating: rating.value.value,
            ratedAt: UTCTimestamp.text(for: rating.ratedAt))
    }

    private static func columns(_ title: TrackedTitle) -> (kind: String, tmdbID: Int, season: Int?, episode: Int?) {
        switch title.item {
        case .movie(let id): ("movie", id, nil, nil)
        case .series(let id): ("tv", id, nil, nil)
        case .episode(let id, let season, let episode): ("episode", id, season, episode)
        }
    }
}
