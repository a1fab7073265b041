import CoreApplication
import CoreDomain
import Foundation
import TVSeriesApplication

extension TVEpisodeDetails {
    /// Breaking Bad's pilot with its director, writer and two guest stars.
    static func mock(
        episodeNumber: Int = 1,
        tvSeriesName: String? = "Breaking Bad",
        seasonName: String? = "Season 1",
        productionCode: String? = nil,
        previousEpisode: TVEpisodeSummaryDetails? = nil,
        nextEpisode: TVEpisodeSummaryDetails? = nil
    ) -> TVEpisodeDetails {
        TVEpisodeDetails(
            id: 62085,
            name: "Pilot",
            episodeNumber: episodeNumber,
            seasonNumber: 1,
            overview: "When an unassuming high school chemistry teacher discovers he has a rare form of lung cancer, "
                + "he decides to team up with a former student and create a top of the line crystal meth.",
            airDate: .day("2008-01-20"),
            episodeType: "standard",
            runtime: 58,
            showID: 1396,
            productionCode: productionCode,
            stillURLSet: .mock(path: "/still.jpg"),
            crew: [
                .mock(id: 66633, name: "Vince Gilligan", job: "Director", department: "Directing"),
                .mock(id: 66633, name: "Vince Gilligan", job: "Writer", department: "Writing"),
                .mock(id: 1_280_071, name: "Michael Slovis", job: "Director of Photography", department: "Camera"),
            ],
            guestStars: [
                .mock(id: 1_046_460, name: "Max Arciniega", character: "Krazy-8", order: 0),
                .mock(id: 92495, name: "John Koyama", character: "Emilio Koyama", order: 1),
            ],
            voteAverage: 8.8,
            voteCount: 213,
            tvSeriesName: tvSeriesName,
            seasonName: seasonName,
            previousEpisode: previousEpisode,
            nextEpisode: nextEpisode
        )
    }
}
