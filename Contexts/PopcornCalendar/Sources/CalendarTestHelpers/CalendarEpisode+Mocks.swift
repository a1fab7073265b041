import CalendarDomain
import CoreDomain

extension CalendarEpisode {
    /// An episode of Breaking Bad (1396) airing on `day`.
    public static func mock(
        seriesID: Int = 1396, seriesName: String = "Breaking Bad", season: Int = 1, episode: Int = 1,
        name: String? = "Pilot", overview: String? = nil, day: CalendarDay = CalendarDay(year: 2008, month: 1, day: 20)
    ) -> CalendarEpisode {
        CalendarEpisode(
            seriesID: seriesID, seriesName: seriesName, seasonNumber: season, episodeNumber: episode, name: name,
            overview: overview, airDay: day)
    }
}
