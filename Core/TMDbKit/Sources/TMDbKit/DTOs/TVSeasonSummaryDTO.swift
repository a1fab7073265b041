/// One season as listed in the `seasons` array of `/tv/{id}`: enough to show it and
/// ask for `/tv/{id}/season/{n}`, without its episodes.
public struct TVSeasonSummaryDTO: Codable, Equatable, Sendable {
    /// `YYYY-MM-DD`, or `""`/`null` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var airDate: String?
    @Lossy public private(set) var episodeCount: Int?
    public let id: Int
    /// e.g. `Season 1`, `Specials`.
    public let name: String
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var posterPath: String?
    /// `0` for specials.
    public let seasonNumber: Int
    @Lossy public private(set) var voteAverage: Double?

    enum CodingKeys: String, CodingKey {
        case airDate = "air_date"
        case episodeCount = "episode_count"
        case id
        case name
        case overview
        case posterPath = "poster_path"
        case seasonNumber = "season_number"
        case voteAverage = "vote_average"
    }

    public init(
        airDate: String? = nil,
        episodeCount: Int? = nil,
        id: Int,
        name: String,
        overview: String? = nil,
        posterPath: String? = nil,
        seasonNumber: Int,
        voteAverage: Double? = nil
    ) {
        self.airDate = airDate
        self.episodeCount = episodeCount
        self.id = id
        self.name = name
        self.overview = overview
        self.posterPath = posterPath
        self.seasonNumber = seasonNumber
        self.voteAverage = voteAverage
    }
}
