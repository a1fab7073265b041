import TMDbKit

/// The body the catalog sends for `/find/{external_id}`, written as TMDb writes it: each row with
/// its `media_type` (which ``FindResultsDTO`` does not keep), and the season and episode arrays
/// too, always empty, since the catalog finds no season or episode by an outside id.
struct CatalogFindAnswer: Encodable {
    let results: FindResultsDTO

    enum CodingKeys: String, CodingKey {
        case movieResults = "movie_results"
        case personResults = "person_results"
        case tvResults = "tv_results"
        case tvEpisodeResults = "tv_episode_results"
        case tvSeasonResults = "tv_season_results"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let none: [MultiSearchResultDTO] = []
        try container.encode(results.movieResults.map(MultiSearchResultDTO.movie), forKey: .movieResults)
        try container.encode(results.personResults.map(MultiSearchResultDTO.person), forKey: .personResults)
        try container.encode(results.tvResults.map(MultiSearchResultDTO.tvSeries), forKey: .tvResults)
        try container.encode(none, forKey: .tvEpisodeResults)
        try container.encode(none, forKey: .tvSeasonResults)
    }
}
