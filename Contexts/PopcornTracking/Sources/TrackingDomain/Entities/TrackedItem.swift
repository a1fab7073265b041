/// The movie, series or episode a watch or a rating is about, by TMDb's ids.
///
/// An episode is named by its series and its place in it (`S01E03`), as TMDb addresses episodes,
/// so a watch of it survives TMDb renumbering nothing but its own episode id.
public enum TrackedItem: Hashable, Sendable {
    case movie(id: Int)
    case series(id: Int)
    case episode(seriesID: Int, seasonNumber: Int, episodeNumber: Int)

    /// The kind, for filters and JSON.
    public var kind: TrackedKind {
        switch self {
        case .movie: .movie
        case .series: .tv
        case .episode: .episode
        }
    }

    /// The TMDb id of the movie or series (of the episode's series for an episode).
    public var tmdbID: Int {
        switch self {
        case .movie(let id), .series(let id): id
        case .episode(let seriesID, _, _): seriesID
        }
    }

    /// Whether it can be watched: a movie or an episode. A series is watched episode by episode.
    public var isWatchable: Bool {
        kind != .tv
    }
}
