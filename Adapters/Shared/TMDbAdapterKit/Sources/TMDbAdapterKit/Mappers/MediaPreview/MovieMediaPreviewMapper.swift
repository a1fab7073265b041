import CoreDomain
import TMDbKit

/// Maps a movie row of a TMDb search, trending or discover page to the domain `MovieMediaPreview`.
public struct MovieMediaPreviewMapper: Sendable {
    public init() {}

    public func map(_ dto: MovieListItemDTO) -> MovieMediaPreview {
        MovieMediaPreview(
            id: dto.id,
            title: dto.title,
            originalTitle: dto.originalTitle.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            overview: dto.overview.nonEmpty,
            releaseDate: dto.releaseDate.tmdbDate,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            genreIDs: dto.genreIDs ?? [],
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount,
            isAdultOnly: dto.adult ?? false,
            hasVideo: dto.video ?? false
        )
    }
}
