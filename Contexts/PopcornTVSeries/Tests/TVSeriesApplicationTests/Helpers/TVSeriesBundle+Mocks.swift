import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesDomainTestHelpers

extension TVSeriesBundle {
    /// Breaking Bad with the parts of its details screen and its aggregate credits: rated TV-MA in
    /// the US and 18 in GB (listed without a rating in DE), an English and a language-neutral logo,
    /// one recommendation, offers in the US and none in GB; no season.
    static func mock(
        tvSeries: TVSeries = .mock(),
        credits: Credits? = .mock(id: 1396),
        aggregateCredits: AggregateCredits? = .mock(),
        contentRatings: [ContentRating]? = [
            .mock(), .mock(countryCode: "GB", rating: "18"), .mock(countryCode: "DE", rating: nil),
        ],
        images: ImageCollection? = .mock(id: 1396),
        recommendations: TVSeriesPreviewPage? = .mock(results: [.mock(id: 60_059, name: "Better Call Saul")]),
        similar: TVSeriesPreviewPage? = nil,
        watchProviders: [WatchProviderOffers]? = [
            .mock(link: "https://www.themoviedb.org/tv/1396-breaking-bad/watch?locale=US"),
            .mock(countryCode: "GB", link: nil, flatRate: [], rent: []),
        ],
        seasons: [Int: TVSeason] = [:],
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
