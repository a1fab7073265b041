import Foundation
import GRDB

/// One JSON document in the shared key-value cache (TMDb's `/configuration`, for instance).
struct CoreDocumentEntity: Codable, FetchableRecord, PersistableRecord, ModelExpirable {
    static let databaseTableName = "core_document"

    var key: String
    var payload: Data
    var cachedAt: Date
}
