/// The body of `GET /tv/{id}/season/{n}`: one season with all its episodes. Everything
/// but `id`, `name` and `season_number` decodes leniently; a malformed episode is dropped.
public struct TVSeasonDetailsDTO: Codable, Equatable, Sendable {
    public let id: Int
    /// `YYYY-MM-DD`, or `""`/`null` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var airDate: String?
    /// e.g. `Season 1`, `Specials`.
    public let name: String
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var posterPath: String?
    /// `0` for specials.
    public let seasonNumber: Int
    @Lossy public private(set) var voteAverage: Double?
    @LossyArray public private(set) var episodes: [TVEpisodeDTO]?

    enum CodingKeys: String, CodingKey {
        case id
        case airDate = "air_date"
        case name
        case overview
        case posterPath = "poster_path"
        case seasonNumber = "season_number"
        case voteAverage = "vote_average"
        case episodes
    }

    public init(
        id: Int,
        airDate: String? = nil,
        name: String,
        overview: String? = nil,
        posterPath: String? = nil,
        seasonNumber: Int,
        voteAverage: Double? = nil,
        episodes: [TVEpisodeDTO]? = nil
    ) {
        self.id = id
        self.airDate = airDate
        self.name = name
        self.overview = overview
        self.posterPath = posterPath
        self.seasonNumber = seasonNumber
        self.voteAverage = voteAverage
        self.episodes = episodes
    }
}
