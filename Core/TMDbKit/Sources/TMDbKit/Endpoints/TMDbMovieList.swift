/// TMDb's curated movie lists; the raw value is the path segment (`/movie/top_rated`).
public enum TMDbMovieList: String, Sendable, CaseIterable {
    case popular
    case topRated = "top_rated"
    case nowPlaying = "now_playing"
    case upcoming
}
