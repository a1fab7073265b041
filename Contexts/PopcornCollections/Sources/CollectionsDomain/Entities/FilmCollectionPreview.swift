import Foundation

/// A collection as TMDb's collection search returns it: enough to tell it by its name and to ask
/// for its movies.
public struct FilmCollectionPreview: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// The name in its original language (`Parodie del Padrino`), which a person may type too.
    public let originalName: String?
    public let originalLanguage: String?
    public let overview: String?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let isAdultOnly: Bool?

    public init(
        id: Int,
        name: String,
        originalName: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        isAdultOnly: Bool? = nil
    ) {
        self.id = id
        self.name = name
        self.originalName = originalName
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.isAdultOnly = isAdultOnly
    }
}
