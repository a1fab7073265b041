import CoreDomain
import DataPersistence
import Foundation
import __Context__Domain

/// The __Context__ context's cache: reads return the value with when it was written, so the
/// repository can tell fresh from stale.
public protocol __Entity__LocalDataSource: Sendable {
    /// The cached __entity_words__ with a TMDb id, or `nil` when absent (or cached in another language).
    func __entity__(withID id: Int) async throws(DataAccessError) -> Cached<__Entity__>?

    /// Stores __a__ __entity_words__, replacing any older copy.
    func save(_ __entity__: __Entity__) async throws(DataAccessError)
}
