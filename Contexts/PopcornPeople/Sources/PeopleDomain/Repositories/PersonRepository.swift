import CoreDomain
import Foundation

/// Gives the application layer people and their combined credits, wherever they come from.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol PersonRepository: Sendable {
    /// The person with a TMDb id.
    func person(withID id: Person.ID) async throws(DataAccessError) -> Person

    /// Every movie and series credit of the person with a TMDb id.
    func credits(forPerson personID: Person.ID) async throws(DataAccessError) -> PersonCredits
}
