import CoreDomain
import CoreDomainTestHelpers
import TVSeriesDomain
import TVSeriesDomainTestHelpers

extension TVSeriesBundle {
    /// Breaking Bad with every list part and its first season.
    static func mock(
        tvSeries: TVSeries = .mock(),
        credits: Credits? = .mock(id: 1396),
        aggregateCredits: AggregateCredits? = AggregateCredits(id: 1396, cast: [], crew: []),
        contentRatings: [ContentRating]? = [.mock(), .mock(countryCode: "GB", rating: "18")],
        images: ImageCollection? = .mock(id: 1396),
        recommendations: TVSeriesPreviewPage? = TVSeriesPreviewPage(
            page: 1, totalPages: 1, totalResults: 1, results: [TVSeriesPreview(id: 60_059, name: "Better Call Saul")]),
        similar: TVSeriesPreviewPage? = TVSeriesPreviewPage(
            page: 1, totalPages: 1, totalResults: 1, results: [TVSeriesPreview(id: 1399, name: "Game of Thrones")]),
        watchProviders: [WatchProviderOffers]? = [.mock()],
        seasons: [Int: TVSeason] = [1: .mock()],
        unansweredParts: Set<TVSeriesPart> = []
    ) -> TVSeriesBundle {
        TVSeriesBundle(
            tvSeries: tvSeries,
            credits: credits,
            aggregateCredits: aggregateCredits,
            contentRatings: contentRatings,
            images: images,
            recommendations: recommendations,
            similar: similar,
            watchProviders: watchProviders,
            seasons: seasons,
            unansweredParts: unansweredParts
        )
    }
}
