import DataPersistence
import Foundation
import GRDB

/// One result of a cached search page: a row of `search_media_preview`, which
/// ``SearchPreviewPageTables`` owns through `pageKey` and keeps in TMDb's order.
///
/// Movies, series and people share the row; `kind` says which, and each kind leaves the other
/// kinds' columns empty. A person's known-for titles are rows of the same shape, stored as JSON.
struct SearchMediaPreviewEntity: Codable, OwnedRow {
    /// A `MediaKind` raw value: `movie`, `tv` or `person`.
    var kind: String
    /// The TMDb id of the movie, series or person.
    var mediaID: Int
    /// The movie's title, the series' or the person's name.
    var title: String
    var originalTitle: String?
    var originalLanguage: String?
    var overview: String?
    /// A movie's release date or a series' first air date.
    var date: Date?
    /// A title's poster or a person's profile photo.
    var imagePath: String?
    var backdropPath: String?
    /// Stored as JSON text, e.g. `[18,53]`.
    var genreIDs: [Int]
    /// Stored as JSON text, e.g. `["US"]`.
    var originCountries: [String]
    var popularity: Double?
    var voteAverage: Double?
    var voteCount: Int?
    var isAdultOnly: Bool
    var hasVideo: Bool
    /// A `Gender` raw value; people only.
    var gender: Int?
    var knownForDepartment: String?
    /// Stored as JSON text; people only.
    var knownFor: [SearchMediaPreviewEntity]
}
