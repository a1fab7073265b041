/// An episode as progress names it: where it is, its name and when it airs or aired.
public struct EpisodeAiringDetails: Codable, Hashable, Sendable {
    public let seasonNumber: Int
    public let episodeNumber: Int
    public let name: String?
    /// `YYYY-MM-DD`, or `nil` when TMDb does not say.
    public let airDate: String?

    public init(seasonNumber: Int, episodeNumber: Int, name: String? = nil, airDate: String? = nil) {
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.name = name
        self.airDate = airDate
    }
}
