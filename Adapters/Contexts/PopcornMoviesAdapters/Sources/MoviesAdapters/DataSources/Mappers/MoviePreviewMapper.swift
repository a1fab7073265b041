import MoviesDomain
import TMDbAdapterKit
import TMDbKit

/// Maps one item of a TMDb movie list or search to the domain `MoviePreview`.
struct MoviePreviewMapper {
    func map(_ dto: MovieListItemDTO) -> MoviePreview {
        MoviePreview(
            id: dto.id,
            title: dto.title,
            originalTitle: dto.originalTitle.nonEmpty,
            originalLanguage: dto.originalLanguage.nonEmpty,
            overview: dto.overview.nonEmpty,
            releaseDate: dto.releaseDate.tmdbDate,
            genreIDs: dto.genreIDs,
            posterPath: dto.posterPath.tmdbURL,
            backdropPath: dto.backdropPath.tmdbURL,
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            voteCount: dto.voteCount,
            hasVideo: dto.video,
            isAdultOnly: dto.adult
        )
    }
}
