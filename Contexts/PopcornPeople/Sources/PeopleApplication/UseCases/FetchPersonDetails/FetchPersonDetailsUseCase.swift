import Foundation
import PeopleDomain

/// Fetches one person's details, with images resolved, for presentation.
public protocol FetchPersonDetailsUseCase: Sendable {
    /// The details of the person with a TMDb id.
    func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> PersonDetails
}
