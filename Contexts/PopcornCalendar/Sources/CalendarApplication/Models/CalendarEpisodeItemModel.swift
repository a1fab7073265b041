/// An episode of a followed series on its air date, as `popcorn calendar` lists it and `--json`
/// writes it (`kind` `episode`).
public struct CalendarEpisodeItemModel: Equatable, Sendable, Encodable {
    /// `YYYY-MM-DD`.
    public let date: String
    /// `episode`.
    public let kind: String
    public let seriesID: Int
    public let seriesName: String
    public let seasonNumber: Int
    public let episodeNumber: Int
    public let name: String?
    /// Not in `--json`: the event's description in `--ics`.
    public let overview: String?

    public init(
        date: String, seriesID: Int, seriesName: String, seasonNumber: Int, episodeNumber: Int, name: String?,
        overview: String?
    ) {
        self.date = date
        kind = "episode"
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.name = name
        self.overview = overview
    }

    private enum CodingKeys: String, CodingKey {
        case date, kind, seriesID, seriesName, seasonNumber, episodeNumber, name
    }
}
