import CollectionsDomain
import Foundation

extension FilmCollectionPreview {
    /// A collection as TMDb's collection search lists it, with every field set.
    public static func mock(
        id: Int = 230,
        name: String = "The Godfather Collection",
        originalName: String? = "The Godfather Collection",
        posterPath: URL? = URL(string: "/collection-poster.jpg")
    ) -> FilmCollectionPreview {
        FilmCollectionPreview(
            id: id,
            name: name,
            originalName: originalName,
            originalLanguage: "en",
            overview: "The Corleone family across three films.",
            posterPath: posterPath,
            backdropPath: URL(string: "/collection-backdrop.jpg"),
            isAdultOnly: false
        )
    }
}
