import CoreDomain
import Foundation

/// The person a `--with-person` name means: Discover searches no people itself, so another context
/// answers (the Search context's title resolution, through an adapter).
public protocol DiscoverPersonProviding: Sendable {
    /// The one person `name` clearly names, the several it might, or none.
    func person(named name: String) async throws(DataAccessError) -> DiscoverPersonMatch
}
