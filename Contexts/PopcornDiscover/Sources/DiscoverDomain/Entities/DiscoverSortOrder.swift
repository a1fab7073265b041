import Foundation

/// Which way a discovery's sort runs. The raw values are TMDb's and the cache keys' suffixes.
public enum DiscoverSortOrder: String, CaseIterable, Equatable, Hashable, Sendable {
    case ascending = "asc"
    case descending = "desc"
}
