import Foundation

/// One row of the calendar, as `popcorn calendar` shows it and `--json` writes it: an episode
/// (`kind` `episode`, with the series and its numbers) on its air date.
public struct CalendarItemModel: Equatable, Sendable, Encodable {
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
