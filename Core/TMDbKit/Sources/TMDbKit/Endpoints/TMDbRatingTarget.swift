/// What an account rates: a movie, a series or one episode, each with a rating path of its own
/// (`/movie/{id}/rating`, `/tv/{id}/rating`, `/tv/{id}/season/{s}/episode/{e}/rating`).
public enum TMDbRatingTarget: Sendable, Equatable, Hashable {
    case movie(id: Int)
    case tv(id: Int)
    case episode(seriesID: Int, seasonNumber: Int, episodeNumber: Int)

    /// The path that rates it (POST) or takes its rating back (DELETE).
    var ratingPath: String {
        switch self {
        case .movie(let id): "/movie/\(id)/rating"
        case .tv(let id): "/tv/\(id)/rating"
        case .episode(let series, let season, let episode): "/tv/\(series)/season/\(season)/episode/\(episode)/rating"
        }
    }
}
