import Foundation
import MoviesDomain

/// Maps the collection a movie belongs to between the domain and its `movies_movie_collection` row.
struct MovieCollectionMapper {
    func map(_ entity: MoviesMovieCollectionEntity) -> MovieCollection {
        MovieCollection(
            id: entity.movieCollectionID,
            name: entity.name,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            backdropPath: entity.backdropPath.flatMap { URL(string: $0) }
        )
    }

    func map(_ collection: MovieCollection, movieID: Int) -> MoviesMovieCollectionEntity {
        MoviesMovieCollectionEntity(
            movieID: movieID,
            movieCollectionID: collection.id,
            name: collection.name,
            posterPath: collection.posterPath?.relativeString,
            backdropPath: collection.backdropPath?.relativeString
        )
    }

    func map(_ collection: MovieCollection, to entity: inout MoviesMovieCollectionEntity) {
        entity.movieCollectionID = collection.id
        entity.name = collection.name
        entity.posterPath = collection.posterPath?.relativeString
        entity.backdropPath = collection.backdropPath?.relativeString
    }
}
