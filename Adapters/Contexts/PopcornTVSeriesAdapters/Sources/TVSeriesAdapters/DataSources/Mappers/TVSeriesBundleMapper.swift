import CoreDomain
import TMDbAdapterKit
import TMDbKit
import TVSeriesDomain

/// Maps TMDb's appended details body (`/tv/{id}?append_to_response=…`) to a `TVSeriesBundle`: the
/// series, and each part that was asked for, or its name among the unanswered parts when the body
/// lacks it (the offline catalog does not know every part of every series; no source has a season
/// the series does not).
struct TVSeriesBundleMapper {
    private let tvSeriesMapper = TVSeriesMapper()
    private let creditsMapper = CreditsMapper()
    private let aggregateCreditsMapper = AggregateCreditsMapper()
    private let ratingsMapper = ContentRatingMapper()
    private let imagesMapper = ImageCollectionMapper()
    private let pageMapper = TVSeriesPreviewPageMapper()
    private let offersMapper = WatchProviderOffersMapper()
    private let videoMapper = VideoMapper()
    private let keywordMapper = KeywordMapper()
    private let translationMapper = TranslationMapper()
    private let seasonMapper = TVSeasonMapper()

    /// - Parameter parts: the parts the request appended; others in the body are ignored.
    func map(_ dto: TVSeriesDetailsResponseDTO, parts: Set<TVSeriesPart>) -> TVSeriesBundle {
        let tvSeries = tvSeriesMapper.map(dto.details)
        var unanswered: Set<TVSeriesPart> = []
        func part<DTO, Value>(_ part: TVSeriesPart, _ value: DTO?, _ map: (DTO) -> Value) -> Value? {
            guard parts.contains(part) else {
                return nil
            }
            guard let value else {
                unanswered.insert(part)
                return nil
            }
            return map(value)
        }
        var seasons: [Int: TVSeason] = [:]
        for number in parts.compactMap(\.seasonNumber) {
            seasons[number] = part(.season(number), dto.seasons[number], seasonMapper.map)
        }
        return TVSeriesBundle(
            tvSeries: tvSeries,
            credits: part(.credits, dto.credits, creditsMapper.map),
            aggregateCredits: part(.aggregateCredits, dto.aggregateCredits, aggregateCreditsMapper.map),
            contentRatings: part(.contentRatings, dto.contentRatings, ratingsMapper.map),
            images: part(.images, dto.images) { imagesMapper.map($0, id: tvSeries.id) },
            recommendations: part(.recommendations, dto.recommendations, pageMapper.map),
            similar: part(.similar, dto.similar, pageMapper.map),
            watchProviders: part(.watchProviders, dto.watchProviders, offersMapper.map),
            videos: part(.videos, dto.videos, videoMapper.map),
            keywords: part(.keywords, dto.keywords, keywordMapper.map),
            translations: part(.translations, dto.translations, translationMapper.mapEnglish),
            seasons: seasons,
            unansweredParts: unanswered
        )
    }
}
