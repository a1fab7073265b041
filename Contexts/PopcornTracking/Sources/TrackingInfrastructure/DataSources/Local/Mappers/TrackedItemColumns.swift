import TrackingDomain

/// How a ``TrackedItem`` is spread over a row's `kind`, `tmdbID`, `seasonNumber` and
/// `episodeNumber` columns, and read back.
struct TrackedItemColumns: Equatable {
    var kind: String
    var tmdbID: Int
    var seasonNumber: Int?
    var episodeNumber: Int?

    init(_ item: TrackedItem) {
        kind = item.kind.rawValue
        tmdbID = item.tmdbID
        if case .episode(_, let season, let episode) = item {
            seasonNumber = season
            episodeNumber = episode
        }
    }

    init(kind: String, tmdbID: Int, seasonNumber: Int?, episodeNumber: Int?) {
        self.kind = kind
        self.tmdbID = tmdbID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
    }

    /// The item, or `nil` for a row no version of popcorn writes (an unknown kind, an episode
    /// without its numbers).
    var item: TrackedItem? {
        switch TrackedKind(rawValue: kind) {
        case .movie: .movie(id: tmdbID)
        case .tv: .series(id: tmdbID)
        case .episode:
            seasonNumber.flatMap { season in
                episodeNumber.map { .episode(seriesID: tmdbID, seasonNumber: season, episodeNumber: $0) }
            }
        case nil: nil
        }
    }

    /// The rating table's key: `movie:550`, `tv:1396`, `episode:1396:1:3`.
    var key: String {
        ([kind, String(tmdbID)] + [seasonNumber, episodeNumber].compactMap { $0.map(String.init) })
            .joined(separator: ":")
    }
}
