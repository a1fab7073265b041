import CoreDomain
import CoreDomainTestHelpers
import MoviesDomain

extension MovieBundle {
    /// Fight Club with every part.
    static func mock(
        movie: Movie = Movie(id: 550, title: "Fight Club"),
        credits: Credits? = .mock(),
        releaseDates: [MovieReleaseDatesByCountry]? = [.mock()],
        images: ImageCollection? = .mock(),
        recommendations: MoviePreviewPage? = MoviePreviewPage(
            page: 1, totalPages: 1, totalResults: 1, results: [MoviePreview(id: 807, title: "Se7en")]),
        similar: MoviePreviewPage? = MoviePreviewPage(
            page: 1, totalPages: 1, totalResults: 1, results: [MoviePreview(id: 1422, title: "The Departed")]),
        watchProviders: [WatchProviderOffers]? = [.mock()],
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
            unansweredParts: unansweredParts
        )
    }
}
