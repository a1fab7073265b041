/// A rated movie, series or episode, by TMDb's ids: what the two sides' ratings are compared by.
public enum RatedKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    case movie(id: Int)
    case series(id: Int)
    case episode(seriesID: Int, seasonNumber: Int, episodeNumber: Int)

    /// `movie:550`, `tv:1396`, `episode:1396:1:3`: how the sync base keeps it.
    public var description: String {
        switch self {
        case .movie(let id): "movie:\(id)"
        case .series(let id): "tv:\(id)"
        case .episode(let series, let season, let episode): "episode:\(series):\(season):\(episode)"
        }
    }

    /// The key `description` wrote, or `nil` for any other text.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.dropFirst().compactMap { Int($0) }
        guard numbers.count == parts.count - 1 else {
            return nil
        }
        switch (parts.first, numbers.count) {
        case ("movie", 1): self = .movie(id: numbers[0])
        case ("tv", 1): self = .series(id: numbers[0])
        case ("episode", 3): self = .episode(seriesID: numbers[0], seasonNumber: numbers[1], episodeNumber: numbers[2])
        default: return nil
        }
    }

    /// Whether it is an episode's rating.
    public var isEpisode: Bool {
        if case .episode = self {
            return true
        }
        return false
    }

    /// The movie's or series' id (the episode's series').
    public var tmdbID: Int {
        switch self {
        case .movie(let id), .series(let id): id
        case .episode(let series, _, _): series
        }
    }

    private var order: (Int, Int, Int, Int) {
        switch self {
        case .movie(let id): (0, id, 0, 0)
        case .series(let id): (1, id, 0, 0)
        case .episode(let series, let season, let episode): (2, series, season, episode)
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.order < rhs.order
    }
}
