import CoreDomain
import Foundation

/// A movie with the parts of it a screen asked for, fetched in one request or read from the cache.
///
/// A part is `nil` when it was not asked for, when `--offline` finds it not cached, or when the
/// source does not have it: TMDb answers every part it is asked for, but the offline catalog does
/// not know every part of every title. Those are ``unansweredParts``, remembered like any part so
/// that they are not asked for again until they expire.
public struct MovieBundle: Equatable, Sendable {
    public let movie: Movie
    public let credits: Credits?
    /// Every country's releases; the reader's region picks the certification.
    public let releaseDates: [MovieReleaseDatesByCountry]?
    public let images: ImageCollection?
    /// The first page of the movies TMDb recommends to whoever liked this one.
    public let recommendations: MoviePreviewPage?
    /// The first page of the movies with the same genres and keywords.
    public let similar: MoviePreviewPage?
    /// Where the movie can be watched, one entry per country TMDb lists.
    public let watchProviders: [WatchProviderOffers]?
    /// Its trailers, teasers, clips and featurettes, in TMDb's order.
    public let videos: [Video]?
    /// The words TMDb's editors tagged it with.
    public let keywords: [Keyword]?
    /// Its English text, from TMDb's translations: what a screen in another language falls back on
    /// (the other languages are not kept).
    public let translations: [Translation]?
    /// The parts the source was asked for and does not have; each is `nil` in the bundle.
    public let unansweredParts: Set<MoviePart>

    public init(
        movie: Movie,
        credits: Credits? = nil,
        releaseDates: [MovieReleaseDatesByCountry]? = nil,
        images: ImageCollection? = nil,
        recommendations: MoviePreviewPage? = nil,
        similar: MoviePreviewPage? = nil,
        watchProviders: [WatchProviderOffers]? = nil,
        videos: [Video]? = nil,
        keywords: [Keyword]? = nil,
        translations: [Translation]? = nil,
        unansweredParts: Set<MoviePart> = []
    ) {
        self.movie = movie
        self.credits = credits
        self.releaseDates = releaseDates
        self.images = images
        self.recommendations = recommendations
        self.similar = similar
        self.watchProviders = watchProviders
        self.videos = videos
        self.keywords = keywords
        self.translations = translations
        self.unansweredParts = unansweredParts
    }

    /// The parts the bundle holds a value of.
    public var answeredParts: Set<MoviePart> {
        let parts: [MoviePart?] = [
            credits.map { _ in .credits }, releaseDates.map { _ in .releaseDates }, images.map { _ in .images },
            recommendations.map { _ in .recommendations }, similar.map { _ in .similar },
            watchProviders.map { _ in .watchProviders }, videos.map { _ in .videos }, keywords.map { _ in .keywords },
            translations.map { _ in .translations },
        ]
        return Set(parts.compactMap { $0 })
    }

    /// `fetched` laid over this bundle: its movie, and each of `fetchedParts` as it was fetched
    /// (answered or not); every other part is kept from this one.
    public func merging(_ fetched: MovieBundle, fetchedParts: Set<MoviePart>) -> MovieBundle {
        func pick<Value>(_ part: MoviePart, _ path: KeyPath<MovieBundle, Value?>) -> Value? {
            fetchedParts.contains(part) ? fetched[keyPath: path] : self[keyPath: path]
        }
        return MovieBundle(
            movie: fetched.movie,
            credits: pick(.credits, \.credits),
            releaseDates: pick(.releaseDates, \.releaseDates),
            images: pick(.images, \.images),
            recommendations: pick(.recommendations, \.recommendations),
            similar: pick(.similar, \.similar),
            watchProviders: pick(.watchProviders, \.watchProviders),
            videos: pick(.videos, \.videos),
            keywords: pick(.keywords, \.keywords),
            translations: pick(.translations, \.translations),
            unansweredParts: unansweredParts.subtracting(fetchedParts)
                .union(fetched.unansweredParts.intersection(fetchedParts))
        )
    }
}
