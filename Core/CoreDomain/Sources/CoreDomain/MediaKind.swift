import Foundation

/// What a search result is: TMDb's multi-search mixes movies, series and people in one page.
///
/// The raw values are the words the CLI and `--json` use (`movie`, `tv`, `person`).
public enum MediaKind: String, CaseIterable, Codable, Equatable, Sendable {
    case movie
    case tvSeries = "tv"
    case person
}
