import Foundation

/// The kinds of cached resource, each with its own time to live.
public enum CacheResourceKind: String, Sendable, CaseIterable {
    /// A movie, series, season, episode or person's details.
    case details
    /// Cast and crew.
    case credits
    /// A page of a curated list (popular, top rated...).
    case list
    /// A page of search results.
    case search
    /// TMDb's `/configuration`.
    case configuration
    /// TMDb's list of movie or series genres (`/genre/movie/list`, `/genre/tv/list`), which
    /// hardly ever changes.
    case genres
}
