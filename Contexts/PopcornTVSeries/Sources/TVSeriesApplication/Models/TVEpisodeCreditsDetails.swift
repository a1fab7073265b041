import CoreApplication
import CoreDomain
import Foundation

/// An episode's credits as presentations need them: the series' regular cast and the episode's guest
/// stars, each in billing order, and its crew, every person's profile photo resolved; who directed and
/// wrote it and the crew by department are worked out here, so every front end shows the same.
///
/// It is also the `--json` document of `popcorn tv episode credits`.
public struct TVEpisodeCreditsDetails: Codable, Equatable, Sendable {
    /// The series' TMDb id, which `popcorn tv <id>` opens.
    public let tvSeriesID: Int
    public let seasonNumber: Int
    public let episodeNumber: Int
    /// The episode's own TMDb id, when TMDb sends it.
    public let episodeID: Int?
    /// The series' regulars, in billing order.
    public let cast: [CastMemberDetails]
    /// Those who appear in this episode only, in billing order.
    public let guestStars: [CastMemberDetails]
    public let crew: [CrewMemberDetails]
    /// The crew members who directed the episode (see ``CrewMemberDetails/isDirector``), in crew order.
    public let directors: [CrewMemberDetails]
    /// The crew members who wrote the episode (see ``CrewMemberDetails/isWriter``), in crew order.
    public let writers: [CrewMemberDetails]
    /// The crew by department, leading departments first (see ``CrewDepartmentGroup``).
    public let crewByDepartment: [CrewDepartmentGroup<CrewMemberDetails>]

    /// Credits whose directors, writers and departments are worked out from `crew`, so they always agree with it.
    public init(
        tvSeriesID: Int,
        seasonNumber: Int,
        episodeNumber: Int,
        episodeID: Int? = nil,
        cast: [CastMemberDetails] = [],
        guestStars: [CastMemberDetails] = [],
        crew: [CrewMemberDetails] = []
    ) {
        self.tvSeriesID = tvSeriesID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.episodeID = episodeID
        self.cast = cast
        self.guestStars = guestStars
        self.crew = crew
        self.directors = crew.filter(\.isDirector)
        self.writers = crew.filter(\.isWriter)
        self.crewByDepartment = CrewDepartmentGroup.groups(of: crew, by: \.department)
    }
}
