import CoreDomain
import Foundation
import GenresDomain

/// Maps a kind's genre list between the domain and its `genres_genre_list` row (with its genre
/// rows): read, create, update in place.
struct GenreListMapper {
    private let genreMapper = GenreMapper()

    func map(_ entity: GenresGenreListEntity) -> [Genre] {
        (entity.genres ?? []).map(genreMapper.map)
    }

    func map(_ genres: [Genre], mediaType: GenreMediaType, language: String, cachedAt: Date) -> GenresGenreListEntity {
        var entity = GenresGenreListEntity(mediaType: mediaType.rawValue, language: language, cachedAt: cachedAt)
        map(genres, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the genres and the language, and refreshes `cachedAt`.
    func map(_ genres: [Genre], to entity: inout GenresGenreListEntity, language: String, cachedAt: Date) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.genres = genres.map(genreMapper.map)
    }
}
