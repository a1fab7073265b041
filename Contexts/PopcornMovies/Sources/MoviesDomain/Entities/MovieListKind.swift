import Foundation

/// The movie lists TMDb curates.
public enum MovieListKind: String, Equatable, Sendable, CaseIterable {
    case popular
    case topRated
    case nowPlaying
    case upcoming
}
