import CoreDomain
import CoreDomainTestHelpers
import MoviesDomain

extension MovieBundle {
    /// Fight Club with every part: credits, US and GB release dates (rated R and 18), images, one page
    /// each of recommendations (Se7en, Pulp Fiction) and similar titles (The Departed), and watch
    /// providers in the US (streaming and rent) and GB (buy only), an official YouTube trailer, two
    /// keywords; no translations (a screen in English asks for none); no part unanswered.
    public static func mock(
        movie: Movie = .mock(),
        credits: Credits? = .mock(),
        releaseDates: [MovieReleaseDatesByCountry]? = [
            .mock(),
            .mock(countryCode: "GB", releaseDates: [.mock(certification: "18", languageCode: nil, note: "London")]),
        ],
        images: ImageCollection? = .mock(),
        recommendations: MoviePreviewPage? = .mock(
            totalPages: 2, totalResults: 40,
            results: [.mock(id: 807, title: "Se7en"), .mock(id: 680, title: "Pulp Fiction")]),
        similar: MoviePreviewPage? = .mock(
            totalPages: 1, totalResults: 1, results: [.mock(id: 1422, title: "The Departed")]),
        watchProviders: [WatchProviderOffers]? = [
            .mock(),
            .mock(
                countryCode: "GB", link: nil, flatRate: [], rent: [], buy: [.mock(id: 3, name: "Google Play Movies")]),
        ],
        videos: [Video]? = [.mock()],
        keywords: [Keyword]? = [.mock(id: 825, name: "support group"), .mock()],
        translations: [Translation]? = nil,
        unansweredParts: Set<MoviePart> = []
    ) -> MovieBundle {
        MovieBundle(
            movie: movie,
            credits: credits,
            releaseDates: releaseDates,
            images: images,
            recommendations: recommendations,
            similar: similar,
            watchProviders: watchProviders,
            videos: videos,
            keywords: keywords,
            translations: translations,
            unansweredParts: unansweredParts
        )
    }
}
