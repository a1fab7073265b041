import CoreDomain
import CoreDomainTestHelpers
import TVSeriesDomain

extension TVSeriesBundle {
    /// Breaking Bad with every part: credits and aggregate credits, US, GB and DE ratings (DE listed
    /// without one), images, one page each of recommendations and similar series, US and GB watch
    /// providers, an official YouTube trailer, two keywords, and its first season with three episodes.
    public static func mock(
        tvSeries: TVSeries = .mock(),
        credits: Credits? = .breakingBad(),
        aggregateCredits: AggregateCredits? = .mock(),
        contentRatings: [ContentRating]? = [
            .mock(),
            .mock(countryCode: "GB", rating: "18", descriptors: ["Drugs", "Violence"]),
            .mock(countryCode: "DE", rating: nil),
        ],
        images: ImageCollection? = .mock(id: 1396),
        recommendations: TVSeriesPreviewPage? = .mock(
            totalPages: 2, totalResults: 40,
            results: [.mock(id: 60_059, name: "Better Call Saul"), .mock(id: 1399, name: "Game of Thrones")]),
        similar: TVSeriesPreviewPage? = .mock(
            totalPages: 1, totalResults: 1, results: [.mock(id: 1398, name: "The Sopranos")]),
        watchProviders: [WatchProviderOffers]? = [
            .mock(link: "https://www.themoviedb.org/tv/1396-breaking-bad/watch?locale=US"),
            .mock(countryCode: "GB", link: nil, flatRate: [], rent: [], buy: [.mock(id: 3, name: "Google Play")]),
        ],
        videos: [Video]? = [.mock(name: "Breaking Bad Trailer", key: "HhesaQXLuRY")],
        keywords: [Keyword]? = [.mock(id: 2231, name: "drug dealer"), .mock(id: 15_484, name: "chemistry")],
        translations: [Translation]? = nil,
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
            videos: videos,
            keywords: keywords,
            translations: translations,
            seasons: seasons,
            unansweredParts: unansweredParts
        )
    }
}
