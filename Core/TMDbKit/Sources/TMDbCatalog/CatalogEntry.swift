import TMDbKit

/// A details file the catalog can list and search, so movies and TV series share one
/// implementation: where the files live, the names to match, the date the year filter
/// reads, and the list entry TMDb would show for it.
protocol CatalogEntry: Decodable, Sendable {
    /// What lists and search results hold, e.g. ``MovieListItemDTO``.
    associatedtype ListItem: Codable, Equatable, Sendable

    /// The folder of `<id>.json` details files, e.g. `movies`.
    static var folder: String { get }
    /// The file of curated lists (`{"popular":[ids],...}`), e.g. `movie_lists.json`.
    static var listsFile: String { get }
    /// The search query item that filters by year, e.g. `year`.
    static var searchYearParameter: String { get }

    var id: Int { get }
    var popularity: Double? { get }
    /// The title or name search matches, with ``catalogOriginalTitle``.
    var catalogTitle: String { get }
    var catalogOriginalTitle: String? { get }
    /// The `YYYY-MM-DD` date the search's year filter reads.
    var catalogDate: String? { get }
    /// The entry lists and search results show for this title.
    var listItem: ListItem { get }
}
