import CoreApplication
import CoreDomain
import TVSeriesApplication

extension TVEpisodeCreditsDetails {
    /// Breaking Bad's pilot, trimmed: two regulars, two guest stars and three crew credits.
    static func mock(
        tvSeriesID: Int = 1396,
        seasonNumber: Int = 1,
        episodeNumber: Int = 1,
        cast: [CastMemberDetails] = [
            .mock(id: 17419, name: "Bryan Cranston", character: "Walter White", order: 0),
            .mock(id: 84497, name: "Aaron Paul", character: "Jesse Pinkman", order: 1),
        ],
        guestStars: [CastMemberDetails] = [
            .mock(id: 92495, name: "Carmen Serano", character: "Carmen Molina", order: 0),
            .mock(id: 1_216_133, name: "John Koyama", character: "Emilio Koyama", order: 1),
        ],
        crew: [CrewMemberDetails] = [
            .mock(id: 66633, name: "Vince Gilligan", job: "Writer", department: "Writing"),
            .mock(id: 2483, name: "Reynaldo Villalobos", job: "Director of Photography", department: "Camera"),
            .mock(id: 66634, name: "Vince Gilligan", job: "Director", department: "Directing"),
        ]
    ) -> TVEpisodeCreditsDetails {
        TVEpisodeCreditsDetails(
            tvSeriesID: tvSeriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber, episodeID: 62085,
            cast: cast, guestStars: guestStars, crew: crew)
    }
}
