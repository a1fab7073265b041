import CoreDomain
import Foundation

/// A series with the parts of it a screen asked for, fetched in one request or read from the cache.
///
/// A part is `nil` (a season absent from ``seasons``) when it was not asked for, when `--offline`
/// finds it not cached, or when the source does not have it: TMDb answers every list it is asked
/// for, but the offline catalog does not know every part of every series, and no source has a
/// season the series does not. Those are ``unansweredParts``, remembered like any part so that
/// they are not asked for again until they expire.
public struct TVSeriesBundle: Equatable, Sendable {
    public let tvSeries: TVSeries
    /// The cast and crew of the latest season.
    public let credits: Credits?
    /// Everyone who ever appeared in or worked on the series.
    public let aggregateCredits: AggregateCredits?
    /// Every country's rating; the reader's region picks the certification.
    public let contentRatings: [ContentRating]?
    public let images: ImageCollection?
    /// The first page of the series TMDb recommends to whoever liked this one.
    public let recommendations: TVSeriesPreviewPage?
    /// The first page of the series with the same genres and keywords.
    public let similar: TVSeriesPreviewPage?
    /// Where the series can be watched, one entry per country TMDb lists.
    public let watchProviders: [WatchProviderOffers]?
    /// Its trailers, teasers, clips and featurettes, in TMDb's order.
    public let videos: [Video]?
    /// The words TMDb's editors tagged it with.
    public let keywords: [Keyword]?
    /// Its English text, from TMDb's translations: what a screen in another language falls back on
    /// (the other languages are not kept).
    public let translations: [Translation]?
    /// The seasons asked for and known, with their episodes, by season number.
    public let seasons: [Int: TVSeason]
    /// The parts the source was asked for and does not have; each is absent from the bundle.
    public let unansweredParts: Set<TVSeriesPart>

    public init(
        tvSeries: TVSeries,
        credits: Credits? = nil,
        aggregateCredits: AggregateCredits? = nil,
        contentRatings: [ContentRating]? = nil,
        images: ImageCollection? = nil,
        recommendations: TVSeriesPreviewPage? = nil,
        similar: TVSeriesPreviewPage? = nil,
        watchProviders: [WatchProviderOffers]? = nil,
        videos: [Video]? = nil,
        keywords: [Keyword]? = nil,
        translations: [Translation]? = nil,
        seasons: [Int: TVSeason] = [:],
        unansweredParts: Set<TVSeriesPart> = []
    ) {
        self.tvSeries = tvSeries
        self.credits = credits
        self.aggregateCredits = aggregateCredits
        self.contentRatings = contentRatings
        self.images = images
        self.recommendations = recommendations
        self.similar = similar
        self.watchProviders = watchProviders
        self.videos = videos
        self.keywords = keywords
        self.translations = translations
        self.seasons = seasons
        self.unansweredParts = unansweredParts
    }

    /// The parts the bundle holds a value of.
    public var answeredParts: Set<TVSeriesPart> {
        let lists: [TVSeriesPart?] = [
            credits.map { _ in .credits }, aggregateCredits.map { _ in .aggregateCredits },
            contentRatings.map { _ in .contentRatings }, images.map { _ in .images },
            recommendations.map { _ in .recommendations }, similar.map { _ in .similar },
            watchProviders.map { _ in .watchProviders }, videos.map { _ in .videos }, keywords.map { _ in .keywords },
            translations.map { _ in .translations },
        ]
        return Set(lists.compactMap { $0 } + seasons.keys.map(TVSeriesPart.season))
    }

    /// `fetched` laid over this bundle: its series, and each of `fetchedParts` as it was fetched
    /// (answered or not); every other part is kept from this one.
    public func merging(_ fetched: TVSeriesBundle, fetchedParts: Set<TVSeriesPart>) -> TVSeriesBundle {
        func pick<Value>(_ part: TVSeriesPart, _ path: KeyPath<TVSeriesBundle, Value?>) -> Value? {
            fetchedParts.contains(part) ? fetched[keyPath: path] : self[keyPath: path]
        }
        var seasons = seasons.filter { !fetchedParts.contains(.season($0.key)) }
        for (number, season) in fetched.seasons where fetchedParts.contains(.season(number)) {
            seasons[number] = season
        }
        return TVSeriesBundle(
            tvSeries: fetched.tvSeries,
            credits: pick(.credits, \.credits),
            aggregateCredits: pick(.aggregateCredits, \.aggregateCredits),
            contentRatings: pick(.contentRatings, \.contentRatings),
            images: pick(.images, \.images),
            recommendations: pick(.recommendations, \.recommendations),
            similar: pick(.similar, \.similar),
            watchProviders: pick(.watchProviders, \.watchProviders),
            videos: pick(.videos, \.videos),
            keywords: pick(.keywords, \.keywords),
            translations: pick(.translations, \.translations),
            seasons: seasons,
            unansweredParts: unansweredParts.subtracting(fetchedParts)
                .union(fetched.unansweredParts.intersection(fetchedParts))
        )
    }
}
