import CoreDomain
import DataPersistence
import Foundation

/// Maps one genre between CoreDomain's `Genre` and its `genres_genre` row; ``GenreListMapper``
/// uses it for every genre of a list.
struct GenreMapper: OwnedRowMapping {
    func map(_ row: GenresGenreEntity) -> Genre {
        Genre(id: row.genreID, name: row.name)
    }

    func map(_ genre: Genre) -> GenresGenreEntity {
        GenresGenreEntity(genreID: genre.id, name: genre.name)
    }
}
