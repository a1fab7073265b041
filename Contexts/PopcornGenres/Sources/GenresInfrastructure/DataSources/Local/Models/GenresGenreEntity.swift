import DataPersistence
import Foundation
import GRDB

/// One genre of a cached genre list: a row of `genres_genre`, which ``GenresGenreListEntity``
/// owns through `mediaType` and keeps in TMDb's order.
struct GenresGenreEntity: Codable, OwnedRow {
    /// The genre's TMDb id.
    var genreID: Int
    /// Its name, in the list's language.
    var name: String
}
