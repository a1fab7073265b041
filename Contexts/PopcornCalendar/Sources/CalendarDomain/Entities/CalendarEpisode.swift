import CoreDomain

/// An episode of a followed series that airs (or aired) on a day of the calendar.
public struct CalendarEpisode: Equatable, Sendable {
    public let seriesID: Int
    public let seriesName: String
    public let seasonNumber: Int
    public let episodeNumber: Int
    /// The episode's name, when TMDb has one.
    public let name: String?
    /// What the episode is about, for a calendar app's event.
    public let overview: String?
    public let airDay: CalendarDay

    public init(
        seriesID: Int, seriesName: String, seasonNumber: Int, episodeNumber: Int, name: String?,
        overview: String? = nil,
        airDay: CalendarDay
    ) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.name = name
        self.overview = overview
        self.airDay = airDay
    }
}
