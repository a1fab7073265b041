import CoreDomain
import Foundation
import __Context__Domain

/// Where __a__ __entity_words__ comes from when the cache cannot answer: the port the TMDb adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol __Entity__RemoteDataSource: Sendable {
    /// The __entity_words__ with a TMDb id, from TMDb.
    func __entity__(withID id: Int) async throws(DataAccessError) -> __Entity__
}
