/// The latest or next episode of a series, from `last_episode_to_air` and
/// `next_episode_to_air` of `/tv/{id}`: an episode without its crew and guest stars.
public struct TVEpisodeAirDateDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var airDate: String?
    public let episodeNumber: Int
    /// e.g. `standard`, `finale`, `mid_season`; kept as a string so new values do not fail.
    @Lossy public private(set) var episodeType: String?
    /// TMDb usually sends `""`.
    @Lossy public private(set) var productionCode: String?
    /// Minutes.
    @Lossy public private(set) var runtime: Int?
    public let seasonNumber: Int
    /// The series' id.
    @Lossy public private(set) var showID: Int?
    @Lossy public private(set) var stillPath: String?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case overview
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case airDate = "air_date"
        case episodeNumber = "episode_number"
        case episodeType = "episode_type"
        case productionCode = "production_code"
        case runtime
        case seasonNumber = "season_number"
        case showID = "show_id"
        case stillPath = "still_path"
    }

    public init(
        id: Int,
        name: String,
        overview: String? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        airDate: String? = nil,
        episodeNumber: Int,
        episodeType: String? = nil,
        productionCode: String? = nil,
        runtime: Int? = nil,
        seasonNumber: Int,
        showID: Int? = nil,
        stillPath: String? = nil
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.airDate = airDate
        self.episodeNumber = episodeNumber
        self.episodeType = episodeType
        self.productionCode = productionCode
        self.runtime = runtime
        self.seasonNumber = seasonNumber
        self.showID = showID
        self.stillPath = stillPath
    }
}
