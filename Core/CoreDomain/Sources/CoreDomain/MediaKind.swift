import Foundation

/// What a row of a mixed page is: TMDb's multi-search and trending mix movies, series and people
/// in one page.
///
/// The raw values are the words the CLI and `--json` use (`movie`, `tv`, `person`).
public enum MediaKind: String, CaseIterable, Codable, Equatable, Sendable {
    case movie
    case tvSeries = "tv"
    case person
}
