import CoreDomain
import Foundation
import MoviesDomain

/// Maps a movie's genres between the domain and `movies_genre` rows.
struct GenreMapper {
    func map(_ entity: MoviesGenreEntity) -> Genre {
        Genre(id: entity.genreID, name: entity.name)
    }

    func map(_ genre: Genre, movieID: Int, position: Int) -> MoviesGenreEntity {
        MoviesGenreEntity(movieID: movieID, position: position, genreID: genre.id, name: genre.name)
    }

    func map(_ genre: Genre, to entity: inout MoviesGenreEntity, position: Int) {
        entity.position = position
        entity.genreID = genre.id
        entity.name = genre.name
    }
}
