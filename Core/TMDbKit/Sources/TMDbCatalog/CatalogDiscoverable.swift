import TMDbKit

/// A details file `/discover/movie` or `/discover/tv` can filter and sort: the values TMDb's
/// discover parameters read, and the names those parameters take for this kind of title, so
/// movies and series share one implementation (``CatalogDiscoverQuery``).
protocol CatalogDiscoverable: CatalogEntry {
    /// The parameter that keeps one year: `primary_release_year` or `first_air_date_year`.
    static var discoverYearParameter: String { get }
    /// The date the range parameters read, before `.gte`/`.lte`: `primary_release_date` or `first_air_date`.
    static var discoverDateParameter: String { get }
    /// The `sort_by` field of that date.
    static var discoverDateSortField: String { get }
    /// The `sort_by` field of the title: `title` for movies, `name` for series.
    static var discoverTitleSortField: String { get }
    /// Whether `sort_by=revenue.*` applies (movies only; series have no revenue).
    static var discoverSortsByRevenue: Bool { get }
    /// The `media_type` of this kind's credits that `with_people` reads, or `nil` when TMDb takes
    /// no `with_people` for it (series).
    static var discoverPeopleMediaType: String? { get }

    /// The ids of the title's genres.
    var catalogGenreIDs: [Int] { get }
    var catalogVoteAverage: Double? { get }
    var catalogVoteCount: Int? { get }
    /// Minutes: a movie's runtime, a series' usual episode runtime.
    var catalogRuntime: Int? { get }
    /// ISO 639-1, e.g. `en`.
    var catalogOriginalLanguage: String? { get }
    /// Dollars, movies only.
    var catalogRevenue: Double? { get }
    /// TMDb's `adult` flag, which `include_adult=false` (the default) leaves out.
    var catalogIsAdult: Bool { get }
}
