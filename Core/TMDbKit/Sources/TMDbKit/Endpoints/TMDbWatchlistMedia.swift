/// The two kinds of title an account's watchlist holds, as TMDb names them in paths
/// (`watchlist/movies`, `watchlist/tv`) and in the `media_type` of a change.
public enum TMDbWatchlistMedia: String, Sendable, Equatable, CaseIterable {
    case movie
    case tv

    /// The last part of the watchlist's path: `movies` or `tv`.
    var listPath: String {
        switch self {
        case .movie: "movies"
        case .tv: "tv"
        }
    }
}
