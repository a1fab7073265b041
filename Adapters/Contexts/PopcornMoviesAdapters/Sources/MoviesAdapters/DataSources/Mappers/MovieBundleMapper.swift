import CoreDomain
import MoviesDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's appended details body (`/movie/{id}?append_to_response=…`) to a `MovieBundle`: the
/// movie, and each part that was asked for, or its name among the unanswered parts when the body
/// lacks it (the offline catalog does not know every part of every title).
struct MovieBundleMapper {
    private let movieMapper = MovieMapper()
    private let creditsMapper = CreditsMapper()
    private let releaseDatesMapper = MovieReleaseDatesMapper()
    private let imagesMapper = ImageCollectionMapper()
    private let pageMapper = MoviePreviewPageMapper()
    private let offersMapper = WatchProviderOffersMapper()
    private let videoMapper = VideoMapper()
    private let keywordMapper = KeywordMapper()
    private let translationMapper = TranslationMapper()

    /// - Parameter parts: the parts the request appended; others in the body are ignored.
    func map(_ dto: MovieDetailsResponseDTO, parts: Set<MoviePart>) -> MovieBundle {
        let movie = movieMapper.map(dto.details)
        var unanswered: Set<MoviePart> = []
        func part<DTO, Value>(_ part: MoviePart, _ value: DTO?, _ map: (DTO) -> Value) -> Value? {
            guard parts.contains(part) else {
                return nil
            }
            guard let value else {
                unanswered.insert(part)
                return nil
            }
            return map(value)
        }
        return MovieBundle(
            movie: movie,
            credits: part(.credits, dto.credits, creditsMapper.map),
            releaseDates: part(.releaseDates, dto.releaseDates, releaseDatesMapper.map),
            images: part(.images, dto.images) { imagesMapper.map($0, id: movie.id) },
            recommendations: part(.recommendations, dto.recommendations, pageMapper.map),
            similar: part(.similar, dto.similar, pageMapper.map),
            watchProviders: part(.watchProviders, dto.watchProviders, offersMapper.map),
            videos: part(.videos, dto.videos, videoMapper.map),
            keywords: part(.keywords, dto.keywords, keywordMapper.map),
            translations: part(.translations, dto.translations, translationMapper.mapEnglish),
            unansweredParts: unanswered
        )
    }
}
