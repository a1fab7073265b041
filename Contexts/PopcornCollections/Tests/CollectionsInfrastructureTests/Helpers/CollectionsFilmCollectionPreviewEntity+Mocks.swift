import Foundation

@testable import CollectionsInfrastructure

extension CollectionsFilmCollectionPreviewEntity {
    /// The row `FilmCollectionPreview.mock()` is stored as.
    static func mock(
        filmCollectionID: Int = 230,
        name: String = "The Godfather Collection",
        originalName: String? = "The Godfather Collection",
        posterPath: String? = "/collection-poster.jpg"
    ) -> CollectionsFilmCollectionPreviewEntity {
        CollectionsFilmCollectionPreviewEntity(
            filmCollectionID: filmCollectionID,
            name: name,
            originalName: originalName,
            originalLanguage: "en",
            overview: "The Corleone family across three films.",
            posterPath: posterPath,
            backdropPath: "/collection-backdrop.jpg",
            isAdultOnly: false
        )
    }
}
