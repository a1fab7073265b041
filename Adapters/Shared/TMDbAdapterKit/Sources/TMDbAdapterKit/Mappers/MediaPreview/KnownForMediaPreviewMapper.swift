import CoreDomain
import TMDbKit

/// Maps one of a person's `known_for` titles to a movie or series `MediaPreview`.
///
/// A movie needs a `title`, a series a `name`; an entry without one, or of a kind other than
/// `movie` and `tv`, is dropped (`nil`).
public struct KnownForMediaPreviewMapper: Sendable {
    public init() {}

    public func map(_ dto: PersonKnownForDTO) -> MediaPreview? {
        switch dto.mediaType {
        case "movie":
            guard let title = dto.title.nonEmpty else {
                return nil
            }
            return .movie(
                MovieMediaPreview(
                    id: dto.id, title: title, originalTitle: dto.originalTitle.nonEmpty,
                    originalLanguage: dto.originalLanguage.nonEmpty, overview: dto.overview.nonEmpty,
                    releaseDate: dto.releaseDate.tmdbDate, posterPath: dto.posterPath.tmdbURL,
                    backdropPath: dto.backdropPath.tmdbURL, genreIDs: dto.genreIDs ?? [], popularity: dto.popularity,
                    voteAverage: dto.voteAverage, voteCount: dto.voteCount, isAdultOnly: dto.adult ?? false,
                    hasVideo: dto.video ?? false))
        case "tv":
            guard let name = dto.name.nonEmpty else {
                return nil
            }
            return .tvSeries(
                TVSeriesMediaPreview(
                    id: dto.id, name: name, originalName: dto.originalName.nonEmpty,
                    originalLanguage: dto.originalLanguage.nonEmpty, overview: dto.overview.nonEmpty,
                    firstAirDate: dto.firstAirDate.tmdbDate, posterPath: dto.posterPath.tmdbURL,
                    backdropPath: dto.backdropPath.tmdbURL, genreIDs: dto.genreIDs ?? [],
                    originCountries: dto.originCountry ?? [], popularity: dto.popularity,
                    voteAverage: dto.voteAverage, voteCount: dto.voteCount, isAdultOnly: dto.adult ?? false))
        default:
            return nil
        }
    }
}
