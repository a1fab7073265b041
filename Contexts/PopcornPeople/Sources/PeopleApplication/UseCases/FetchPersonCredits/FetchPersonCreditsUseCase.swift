import CoreApplication
import Foundation
import PeopleDomain

/// Fetches a person's combined movie and series credits, merged per title, for presentation, in
/// one TMDb request at most (none right after the person's screen, which cached them).
public protocol FetchPersonCreditsUseCase: Sendable {
    /// The credits of the person with a TMDb id: one entry per title, newest first, undated titles
    /// last. Credits the source does not know are ``FetchError/notFound``; offline
    /// and not cached, they fail as ``FetchError/unknown(_:)`` of an unreachable TMDb.
    func execute(personID: Person.ID) async throws(FetchError) -> PersonCreditsDetails
}
