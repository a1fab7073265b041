import CollectionsDomain
import Foundation

/// Maps a collection between the domain and its `collections_film_collection` row with its movie
/// rows: read, create, update in place.
struct FilmCollectionMapper {
    private let partMapper = FilmCollectionPartMapper()

    func map(_ entity: CollectionsFilmCollectionEntity) -> FilmCollection {
        FilmCollection(
            id: entity.filmCollectionID,
            name: entity.name,
            overview: entity.overview,
            posterPath: entity.posterPath.flatMap(URL.init(string:)),
            backdropPath: entity.backdropPath.flatMap(URL.init(string:)),
            parts: (entity.parts ?? []).map(partMapper.map)
        )
    }

    func map(_ filmCollection: FilmCollection, language: String, cachedAt: Date) -> CollectionsFilmCollectionEntity {
        var entity = CollectionsFilmCollectionEntity(
            filmCollectionID: filmCollection.id, name: filmCollection.name, language: language, cachedAt: cachedAt)
        map(filmCollection, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites every field and the movies, and refreshes `cachedAt`.
    func map(
        _ filmCollection: FilmCollection, to entity: inout CollectionsFilmCollectionEntity, language: String,
        cachedAt: Date
    ) {
        entity.name = filmCollection.name
        entity.overview = filmCollection.overview
        entity.posterPath = filmCollection.posterPath?.relativeString
        entity.backdropPath = filmCollection.backdropPath?.relativeString
        entity.language = language
        entity.cachedAt = cachedAt
        entity.parts = filmCollection.parts.map(partMapper.map)
    }
}
