import CoreApplication
import Foundation
import PeopleDomain

/// Fetches one person's screen for presentation: their details with images resolved, what they
/// are known for and their photos, in one TMDb request at most.
public protocol FetchPersonDetailsUseCase: Sendable {
    /// The details of the person with a TMDb id; what they are known for and their photos are
    /// `nil` when not known (offline and not cached, or not in the offline catalog).
    func execute(id: Person.ID) async throws(FetchError) -> PersonDetails
}
