import CoreDomainTestHelpers
import Foundation
import PeopleDomain

extension PersonCredits {
    /// Brad Pitt as an actor who also produced one of his films and directed a series episode: cast in
    /// Fight Club and Se7en, producer of Fight Club and director of one Breaking Bad episode, every
    /// title with the poster `/poster.jpg`.
    public static func mock(
        id: Int = 287,
        cast: [PersonCredit] = [
            .mock(creditID: "c1", posterPath: URL(string: "/poster.jpg"), popularity: 60),
            .mock(
                creditID: "c2", titleID: 807, title: "Se7en", originalTitle: "Se7en",
                releaseDate: .mockDay(year: 1995), posterPath: URL(string: "/poster.jpg"), popularity: 40,
                character: "Detective David Mills"),
        ],
        crew: [PersonCredit] = [
            .mock(
                creditID: "j1", posterPath: URL(string: "/poster.jpg"), popularity: 60, character: nil, job: "Producer",
                department: "Production"),
            .mock(
                creditID: "j2", mediaType: .tvSeries, titleID: 1396, title: "Breaking Bad",
                originalTitle: "Breaking Bad",
                releaseDate: .mockDay(year: 2008), posterPath: URL(string: "/poster.jpg"), popularity: 90,
                character: nil, job: "Director", department: "Directing", episodeCount: 1),
        ]
    ) -> PersonCredits {
        PersonCredits(id: id, cast: cast, crew: crew)
    }
}
