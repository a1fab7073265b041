import SearchDomain
import TMDbAdapterKit
import TMDbKit

/// Maps a movie row of a TMDb search (multi or movie) to the domain `MovieMediaPreview`.
struct MovieMediaPreviewMapper {
    func map(_ dto: MovieListItemDTO) -> MovieMediaPreview {
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
