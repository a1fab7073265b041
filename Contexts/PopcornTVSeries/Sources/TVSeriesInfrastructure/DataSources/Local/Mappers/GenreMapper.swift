import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps a series' genres between the domain and `tv_series_genre` rows.
struct GenreMapper {
    func map(_ entity: TVSeriesGenreEntity) -> Genre {
        Genre(id: entity.genreID, name: entity.name)
    }

    func map(_ genre: Genre, tvSeriesID: Int, position: Int) -> TVSeriesGenreEntity {
        TVSeriesGenreEntity(tvSeriesID: tvSeriesID, position: position, genreID: genre.id, name: genre.name)
    }

    /// Overwrites the genre and its position; the series stays.
    func map(_ genre: Genre, to entity: inout TVSeriesGenreEntity, position: Int) {
        entity.position = position
        entity.genreID = genre.id
        entity.name = genre.name
    }
}
