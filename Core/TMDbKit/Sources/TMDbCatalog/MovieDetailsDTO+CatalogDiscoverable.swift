import TMDbKit

extension MovieDetailsDTO: CatalogDiscoverable {
    static var discoverYearParameter: String { "primary_release_year" }
    static var discoverDateParameter: String { "primary_release_date" }
    static var discoverDateSortField: String { "primary_release_date" }
    static var discoverTitleSortField: String { "title" }
    static var discoverSortsByRevenue: Bool { true }
    static var discoverPeopleMediaType: String? { "movie" }

    var catalogGenreIDs: [Int] { genres?.map(\.id) ?? [] }
    var catalogVoteAverage: Double? { voteAverage }
    var catalogVoteCount: Int? { voteCount }
    var catalogRuntime: Int? { runtime }
    var catalogOriginalLanguage: String? { originalLanguage }
    var catalogRevenue: Double? { revenue }
    var catalogIsAdult: Bool { adult ?? false }
}
