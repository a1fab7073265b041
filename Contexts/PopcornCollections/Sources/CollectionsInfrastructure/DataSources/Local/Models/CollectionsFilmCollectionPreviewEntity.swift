import DataPersistence
import Foundation
import GRDB

/// One result of a cached collection search page: a row of `collections_film_collection_preview`,
/// which ``CollectionsPreviewPageTables`` owns through `pageKey` and keeps in TMDb's order.
struct CollectionsFilmCollectionPreviewEntity: Codable, OwnedRow {
    /// The previewed collection's TMDb id.
    var filmCollectionID: Int
    var name: String
    var originalName: String?
    var originalLanguage: String?
    var overview: String?
    var posterPath: String?
    var backdropPath: String?
    var isAdultOnly: Bool?
}
