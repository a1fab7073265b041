import CoreDomain
import Foundation

/// Who appears in and worked on one episode of a series: TMDb's episode credits.
///
/// `cast` is the series' regular cast as TMDb lists it for the episode, `guestStars` those who
/// appear in this episode only, `crew` who directed, wrote and made it. It is named by the series,
/// season and episode it was asked for (that is how it is fetched and cached); TMDb's id of the
/// episode comes along when TMDb sends it.
public struct TVEpisodeCredits: Equatable, Sendable {
    /// The series' TMDb id.
    public let tvSeriesID: Int
    public let seasonNumber: Int
    public let episodeNumber: Int
    /// The episode's own TMDb id, when TMDb sends it.
    public let episodeID: Int?
    /// The series' regulars, in billing order.
    public let cast: [CastMember]
    /// Those who appear in this episode only, in billing order.
    public let guestStars: [CastMember]
    public let crew: [CrewMember]

    public init(
        tvSeriesID: Int,
        seasonNumber: Int,
        episodeNumber: Int,
        episodeID: Int? = nil,
        cast: [CastMember] = [],
        guestStars: [CastMember] = [],
        crew: [CrewMember] = []
    ) {
        self.tvSeriesID = tvSeriesID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.episodeID = episodeID
        self.cast = cast
        self.guestStars = guestStars
        self.crew = crew
    }
}
