/// TMDb's two lists of watch providers; the raw value is the path segment (`/watch/providers/tv`).
public enum TMDbWatchProviderList: String, Sendable, CaseIterable {
    case movie
    case tv
}
