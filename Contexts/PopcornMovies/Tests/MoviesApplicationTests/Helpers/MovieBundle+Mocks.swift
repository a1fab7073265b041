import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain

extension MovieBundle {
    /// Fight Club with the parts of its details screen: rated R in the US and 18 in GB, an English and
    /// a language-neutral logo, one recommendation, offers in the US and none in GB.
    static func mock(
        movie: Movie = .mock(),
        credits: Credits? = .mock(),
        releaseDates: [MovieReleaseDatesByCountry]? = [
            MovieReleaseDatesByCountry(
                countryCode: "US",
                releaseDates: [
                    MovieReleaseDate(
                        certification: "", releaseDate: .mockDay(year: 1999, month: 9, day: 10), type: .premiere),
                    MovieReleaseDate(
                        certification: "R", releaseDate: .mockDay(year: 1999, month: 10, day: 15), type: .theatrical),
                ]),
            MovieReleaseDatesByCountry(
                countryCode: "GB",
                releaseDates: [MovieReleaseDate(certification: "18", type: .theatrical)]),
        ],
        images: ImageCollection? = .mock(),
        recommendations: MoviePreviewPage? = .mock(results: [.mock(id: 807, title: "Se7en")]),
        similar: MoviePreviewPage? = nil,
        watchProviders: [WatchProviderOffers]? = [.mock(), .mock(countryCode: "GB", link: nil, flatRate: [], rent: [])]
    ) -> MovieBundle {
        MovieBundle(
            movie: movie,
            credits: credits,
            releaseDates: releaseDates,
            images: images,
            recommendations: recommendations,
            similar: similar,
            watchProviders: watchProviders
        )
    }
}
