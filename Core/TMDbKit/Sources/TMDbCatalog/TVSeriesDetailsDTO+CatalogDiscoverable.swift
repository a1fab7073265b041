import TMDbKit

extension TVSeriesDetailsDTO: CatalogDiscoverable {
    static var discoverYearParameter: String { "first_air_date_year" }
    static var discoverDateParameter: String { "first_air_date" }
    static var discoverDateSortField: String { "first_air_date" }
    static var discoverTitleSortField: String { "name" }
    static var discoverSortsByRevenue: Bool { false }
    static var discoverPeopleMediaType: String? { nil }

    var catalogGenreIDs: [Int] { genres?.map(\.id) ?? [] }
    var catalogVoteAverage: Double? { voteAverage }
    var catalogVoteCount: Int? { voteCount }
    var catalogRuntime: Int? { episodeRunTime?.first }
    var catalogOriginalLanguage: String? { originalLanguage }
    var catalogRevenue: Double? { nil }
    var catalogIsAdult: Bool { adult ?? false }
}
