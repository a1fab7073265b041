/// TMDb's trending time windows; the raw value is the path segment (`/trending/all/week`).
public enum TMDbTrendingWindow: String, Sendable, CaseIterable {
    case day
    case week
}
