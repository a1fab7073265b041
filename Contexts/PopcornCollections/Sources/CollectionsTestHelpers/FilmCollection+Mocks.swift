import CollectionsDomain
import Foundation

extension FilmCollection {
    /// The Godfather Collection as TMDb sends it: an overview, a poster, a backdrop and its three
    /// movies in TMDb's order, which is not their release order (Part II first).
    public static func mock(
        id: Int = 230,
        name: String = "The Godfather Collection",
        overview: String? = "The Corleone family across three films.",
        posterPath: URL? = URL(string: "/collection-poster.jpg"),
        backdropPath: URL? = URL(string: "/collection-backdrop.jpg"),
        parts: [FilmCollectionPart] = [.mockPartII, .mock(), .mockPartIII]
    ) -> FilmCollection {
        FilmCollection(
            id: id, name: name, overview: overview, posterPath: posterPath, backdropPath: backdropPath, parts: parts)
    }
}
