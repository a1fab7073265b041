/// TMDb's two genre lists; the raw value is the path segment (`/genre/tv/list`).
public enum TMDbGenreList: String, Sendable, CaseIterable {
    case movie
    case tv
}
