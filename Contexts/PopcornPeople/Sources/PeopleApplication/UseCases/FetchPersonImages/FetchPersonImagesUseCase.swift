import CoreApplication
import Foundation
import PeopleDomain

/// Fetches a person's photos for presentation, in one TMDb request at most (none right after the
/// person's screen, which cached them).
public protocol FetchPersonImagesUseCase: Sendable {
    /// The photos of the person with a TMDb id, each at the profile sizes; `photos` is `nil` when
    /// the source does not know them (the offline catalog knows few people's photos). Offline and
    /// not cached, it fails as ``FetchError/unknown(_:)`` of an unreachable TMDb.
    func execute(personID: Person.ID) async throws(FetchError) -> PersonImagesDetails
}
