import CoreDomain
import MoviesDomain

/// Turns a domain `MoviePreview` into `MoviePreviewDetails`, resolving poster and backdrop.
struct MoviePreviewDetailsMapper {
    func map(_ entity: MoviePreview, imagesConfiguration: ImagesConfiguration) -> MoviePreviewDetails {
        MoviePreviewDetails(
            id: entity.id,
            title: entity.title,
            originalTitle: entity.originalTitle,
            originalLanguage: entity.originalLanguage,
            overview: entity.overview,
            releaseDate: entity.releaseDate,
            genreIDs: entity.genreIDs,
            posterURLSet: imagesConfiguration.posterURLSet(for: entity.posterPath),
            backdropURLSet: imagesConfiguration.backdropURLSet(for: entity.backdropPath),
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            hasVideo: entity.hasVideo,
            isAdultOnly: entity.isAdultOnly
        )
    }
}
