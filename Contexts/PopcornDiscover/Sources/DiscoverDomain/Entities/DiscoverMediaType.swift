import Foundation

/// What a discovery lists: movies or series. TMDb discovers each on its own endpoint, with its own
/// names for the same filters (a movie's release date is a series' first air date).
///
/// The raw values are the words the CLI and the cache keys use (`movie`, `tv`).
public enum DiscoverMediaType: String, CaseIterable, Equatable, Hashable, Sendable {
    case movie
    case tvSeries = "tv"
}
