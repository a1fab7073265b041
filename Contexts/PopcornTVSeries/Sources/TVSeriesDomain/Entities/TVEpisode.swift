import CoreDomain
import Foundation

/// An episode of a TV series with every field of TMDb's `TVEpisode`, its crew and guest stars.
public struct TVEpisode: Identifiable, Equatable, Sendable {
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
    /// The series' TMDb id; TMDb leaves it out of the single-episode endpoint.
    public let showID: Int?
    public let productionCode: String?
    public let stillPath: URL?
    public let crew: [CrewMember]?
    public let guestStars: [CastMember]?
    public let voteAverage: Double?
    public let voteCount: Int?

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
        stillPath: URL? = nil,
        crew: [CrewMember]? = nil,
        guestStars: [CastMember]? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
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
        self.stillPath = stillPath
        self.crew = crew
        self.guestStars = guestStars
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
