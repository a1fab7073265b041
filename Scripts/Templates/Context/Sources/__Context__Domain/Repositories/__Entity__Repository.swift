import CoreDomain
import Foundation

/// Gives the application layer any __entity_words__ it asks for, wherever it comes from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol __Entity__Repository: Sendable {
    /// The __entity_words__ with a TMDb id.
    func __entity__(withID id: __Entity__.ID) async throws(DataAccessError) -> __Entity__
}
