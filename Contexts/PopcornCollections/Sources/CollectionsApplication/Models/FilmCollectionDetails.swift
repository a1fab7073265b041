import CoreDomain
import Foundation

/// A collection as `popcorn collection` shows it: its name, overview and images, and its movies in
/// release order, each with its year and rating.
///
/// It is also the command's `--json` document, so property names are the JSON keys.
public struct FilmCollectionDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// `nil` when TMDb has none in the language asked for (the offline catalog never has one).
    public let overview: String?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
    /// The movies in release order: the earliest first, those without a date last, ties by title.
    public let parts: [FilmCollectionPartDetails]

    public init(
        id: Int,
        name: String,
        overview: String? = nil,
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
        parts: [FilmCollectionPartDetails] = []
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.parts = parts
    }
}
