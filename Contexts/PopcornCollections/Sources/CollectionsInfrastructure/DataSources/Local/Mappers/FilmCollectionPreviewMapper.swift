import CollectionsDomain
import DataPersistence
import Foundation

/// Maps search results between the domain and `collections_film_collection_preview` rows;
/// `PreviewPageMapper` uses it for every result of a page.
struct FilmCollectionPreviewMapper: OwnedRowMapping {
    func map(_ entity: CollectionsFilmCollectionPreviewEntity) -> FilmCollectionPreview {
        FilmCollectionPreview(
            id: entity.filmCollectionID,
            name: entity.name,
            originalName: entity.originalName,
            originalLanguage: entity.originalLanguage,
            overview: entity.overview,
            posterPath: entity.posterPath.flatMap(URL.init(string:)),
            backdropPath: entity.backdropPath.flatMap(URL.init(string:)),
            isAdultOnly: entity.isAdultOnly
        )
    }

    func map(_ preview: FilmCollectionPreview) -> CollectionsFilmCollectionPreviewEntity {
        CollectionsFilmCollectionPreviewEntity(
            filmCollectionID: preview.id,
            name: preview.name,
            originalName: preview.originalName,
            originalLanguage: preview.originalLanguage,
            overview: preview.overview,
            posterPath: preview.posterPath?.relativeString,
            backdropPath: preview.backdropPath?.relativeString,
            isAdultOnly: preview.isAdultOnly
        )
    }
}
