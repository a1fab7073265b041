/// One episode with its crew and guest stars: an element of `episodes` in
/// `/tv/{id}/season/{n}`, and the whole body of `/tv/{id}/season/{n}/episode/{e}`.
public struct TVEpisodeDTO: Codable, Equatable, Sendable {
    /// `YYYY-MM-DD`, or `""`/`null` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var airDate: String?
    public let episodeNumber: Int
    /// e.g. `standard`, `finale`, `mid_season`; kept as a string so new values do not fail.
    @Lossy public private(set) var episodeType: String?
    public let id: Int
    public let name: String
    @Lossy public private(set) var overview: String?
    /// TMDb usually sends `""`.
    @Lossy public private(set) var productionCode: String?
    /// Minutes.
    @Lossy public private(set) var runtime: Int?
    public let seasonNumber: Int
    /// The series' id; sent inside a season, never by the single-episode endpoint.
    @Lossy public private(set) var showID: Int?
    @Lossy public private(set) var stillPath: String?
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?
    /// Who worked on this episode (directors, writers...).
    @LossyArray public private(set) var crew: [CrewMemberDTO]?
    /// Actors appearing in this episode only; TV credits have no `cast_id`.
    @LossyArray public private(set) var guestStars: [CastMemberDTO]?

    enum CodingKeys: String, CodingKey {
        case airDate = "air_date"
        case episodeNumber = "episode_number"
        case episodeType = "episode_type"
        case id
        case name
        case overview
        case productionCode = "production_code"
        case runtime
        case seasonNumber = "season_number"
        case showID = "show_id"
        case stillPath = "still_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case crew
        case guestStars = "guest_stars"
    }

    public init(
        airDate: String? = nil,
        episodeNumber: Int,
        episodeType: String? = nil,
        id: Int,
        name: String,
        overview: String? = nil,
        productionCode: String? = nil,
        runtime: Int? = nil,
        seasonNumber: Int,
        showID: Int? = nil,
        stillPath: String? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        crew: [CrewMemberDTO]? = nil,
        guestStars: [CastMemberDTO]? = nil
    ) {
        self.airDate = airDate
        self.episodeNumber = episodeNumber
        self.episodeType = episodeType
        self.id = id
        self.name = name
        self.overview = overview
        self.productionCode = productionCode
        self.runtime = runtime
        self.seasonNumber = seasonNumber
        self.showID = showID
        self.stillPath = stillPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.crew = crew
        self.guestStars = guestStars
    }
}
