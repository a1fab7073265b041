import CoreApplication
import CoreDomain
import Foundation

/// An episode as presentations need it: every domain field, its still resolved, its crew and guest stars
/// with profile photos, the names of its series and season, and the episodes either side of it.
///
/// It is also the `--json` document of the command that shows one episode.
public struct TVEpisodeDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let episodeNumber: Int
    public let seasonNumber: Int
    public let overview: String?
    public let airDate: Date?
    /// e.g. `standard`, `finale`.
    public let episodeType: String?
    /// Minutes.
    public let runtime: Int?
    /// The series' TMDb id, when TMDb gives it.
    public let showID: Int?
    public let productionCode: String?
    public let stillURLSet: ImageURLSet?
    public let crew: [CrewMemberDetails]?
    /// The crew members who directed the episode (see ``CrewMemberDetails/isDirector``); `nil` when the crew is.
    public let directors: [CrewMemberDetails]?
    /// The crew members who wrote the episode (see ``CrewMemberDetails/isWriter``); `nil` when the crew is.
    public let writers: [CrewMemberDetails]?
    public let guestStars: [CastMemberDetails]?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// The name of the series the episode belongs to.
    public let tvSeriesName: String?
    /// The name of the season the episode belongs to, e.g. `Season 1`.
    public let seasonName: String?
    /// The episode numbered one less in the same season, when the season lists one; `nil` when it does not
    /// or the season could not be fetched.
    public let previousEpisode: TVEpisodeSummaryDetails?
    /// The episode numbered one more in the same season, when the season lists one; `nil` when it does not
    /// or the season could not be fetched.
    public let nextEpisode: TVEpisodeSummaryDetails?
    /// How often the person watched it, from their diary (shown on the season's screen).
    public let watchCount: Int

    /// An episode whose directors and writers are worked out from `crew`, so they always agree with it.
    public init(
        id: Int,
        name: String,
        episodeNumber: Int,
        seasonNumber: Int,
        overview: String? = nil,
        airDate: Date? = nil,
        episodeType: String? = nil,
        runtime: Int? = nil,
        showID: Int? = nil,
        productionCode: String? = nil,
        stillURLSet: ImageURLSet? = nil,
        crew: [CrewMemberDetails]? = nil,
        guestStars: [CastMemberDetails]? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        tvSeriesName: String? = nil,
        seasonName: String? = nil,
        previousEpisode: TVEpisodeSummaryDetails? = nil,
        nextEpisode: TVEpisodeSummaryDetails? = nil,
        watchCount: Int = 0
    ) {
        self.id = id
        self.name = name
        self.episodeNumber = episodeNumber
        self.seasonNumber = seasonNumber
        self.overview = overview
        self.airDate = airDate
        self.episodeType = episodeType
        self.runtime = runtime
        self.showID = showID
        self.productionCode = productionCode
        self.stillURLSet = stillURLSet
        self.crew = crew
        self.directors = crew?.filter(\.isDirector)
        self.writers = crew?.filter(\.isWriter)
        self.guestStars = guestStars
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.tvSeriesName = tvSeriesName
        self.seasonName = seasonName
        self.previousEpisode = previousEpisode
        self.nextEpisode = nextEpisode
        self.watchCount = watchCount
    }
}
