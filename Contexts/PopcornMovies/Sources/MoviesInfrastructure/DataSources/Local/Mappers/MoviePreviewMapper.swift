import DataPersistence
import Foundation
import MoviesDomain

/// Maps list and search results between the domain and `movies_movie_preview` rows.
struct MoviePreviewMapper: OwnedRowMapping {
    func map(_ entity: MoviesMoviePreviewEntity) -> MoviePreview {
        MoviePreview(
            id: entity.movieID,
            title: entity.title,
            originalTitle: entity.originalTitle,
            originalLanguage: entity.originalLanguage,
            overview: entity.overview,
            releaseDate: entity.releaseDate,
            genreIDs: entity.genreIDs,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            backdropPath: entity.backdropPath.flatMap { URL(string: $0) },
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            hasVideo: entity.hasVideo,
            isAdultOnly: entity.isAdultOnly
        )
    }

    func map(_ preview: MoviePreview) -> MoviesMoviePreviewEntity {
        MoviesMoviePreviewEntity(
            movieID: preview.id,
            title: preview.title,
            originalTitle: preview.originalTitle,
            originalLanguage: preview.originalLanguage,
            overview: preview.overview,
            releaseDate: preview.releaseDate,
            genreIDs: preview.genreIDs,
            posterPath: preview.posterPath?.relativeString,
            backdropPath: preview.backdropPath?.relativeString,
            popularity: preview.popularity,
            voteAverage: preview.voteAverage,
            voteCount: preview.voteCount,
            hasVideo: preview.hasVideo,
            isAdultOnly: preview.isAdultOnly
        )
    }
}
