import Foundation
import PeopleDomain

/// Fetches a person's combined movie and series credits, merged per title, for presentation.
public protocol FetchPersonCreditsUseCase: Sendable {
    /// The credits of the person with a TMDb id: one entry per title, newest first, undated titles last.
    func execute(personID: Person.ID) async throws(FetchPersonCreditsError) -> PersonCreditsDetails
}
