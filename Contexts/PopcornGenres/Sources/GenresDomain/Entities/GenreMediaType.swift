import Foundation

/// What a genre list files: movies or series. TMDb keeps one list of each, and a genre id means
/// something only within its kind's list (10759, Action & Adventure, is a series genre).
///
/// The raw value is TMDb's and the CLI's word for the kind (`popcorn genres tv`).
public enum GenreMediaType: String, CaseIterable, Codable, Equatable, Sendable {
    case movie
    case tv
}
