import Foundation
import PeopleDomain

extension PersonCredits {
    /// An actor who also produced one of his films and directed a series episode.
    static func mock(
        id: Int = 287,
        cast: [PersonCredit] = [
            .cast(creditID: "c1", titleID: 550, title: "Fight Club", popularity: 60),
            .cast(
                creditID: "c2", titleID: 807, title: "Se7en", releaseDate: .mock(year: 1995),
                popularity: 40, character: "Detective David Mills"),
        ],
        crew: [PersonCredit] = [
            .crew(creditID: "j1", titleID: 550, title: "Fight Club", popularity: 60),
            .crew(
                creditID: "j2", mediaType: .tvSeries, titleID: 1396, title: "Breaking Bad",
                releaseDate: .mock(year: 2008), popularity: 90, job: "Director", department: "Directing",
                episodeCount: 1),
        ]
    ) -> PersonCredits {
        PersonCredits(id: id, cast: cast, crew: crew)
    }
}
