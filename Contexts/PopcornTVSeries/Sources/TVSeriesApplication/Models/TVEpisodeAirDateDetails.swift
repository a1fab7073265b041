import CoreDomain
import Foundation

/// The last or next episode to air, as a series' details summarise it, with its still resolved.
public struct TVEpisodeAirDateDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String?
    public let airDate: Date?
    public let episodeNumber: Int
    public let seasonNumber: Int
    /// e.g. `standard`, `finale`.
    public let episodeType: String?
    /// Minutes.
    public let runtime: Int?
    public let productionCode: String?
    public let showID: Int?
    public let stillURLSet: ImageURLSet?
    public let voteAverage: Double?
    public let voteCount: Int?

    public init(
        id: Int,
        name: String,
        overview: String? = nil,
        airDate: Date? = nil,
        episodeNumber: Int,
        seasonNumber: Int,
        episodeType: String? = nil,
        runtime: Int? = nil,
        productionCode: String? = nil,
        showID: Int? = nil,
        stillURLSet: ImageURLSet? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.airDate = airDate
        self.episodeNumber = episodeNumber
        self.seasonNumber = seasonNumber
        self.episodeType = episodeType
        self.runtime = runtime
        self.productionCode = productionCode
        self.showID = showID
        self.stillURLSet = stillURLSet
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
