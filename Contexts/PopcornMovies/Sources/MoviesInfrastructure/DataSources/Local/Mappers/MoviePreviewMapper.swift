import Foundation
import MoviesDomain

/// Maps list and search results between the domain and `movies_movie_preview` rows.
struct MoviePreviewMapper {
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

    func map(_ preview: MoviePreview, pageKey: String, position: Int) -> MoviesMoviePreviewEntity {
        var entity = MoviesMoviePreviewEntity(
            pageKey: pageKey, position: position, movieID: preview.id, title: preview.title)
        map(preview, to: &entity, position: position)
        return entity
    }

    func map(_ preview: MoviePreview, to entity: inout MoviesMoviePreviewEntity, position: Int) {
        entity.position = position
        entity.movieID = preview.id
        entity.title = preview.title
        entity.originalTitle = preview.originalTitle
        entity.originalLanguage = preview.originalLanguage
        entity.overview = preview.overview
        entity.releaseDate = preview.releaseDate
        entity.genreIDs = preview.genreIDs
        entity.posterPath = preview.posterPath?.relativeString
        entity.backdropPath = preview.backdropPath?.relativeString
        entity.popularity = preview.popularity
        entity.voteAverage = preview.voteAverage
        entity.voteCount = preview.voteCount
        entity.hasVideo = preview.hasVideo
        entity.isAdultOnly = preview.isAdultOnly
    }
}
