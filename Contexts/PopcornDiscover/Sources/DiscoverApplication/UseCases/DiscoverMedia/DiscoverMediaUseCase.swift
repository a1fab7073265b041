import CoreApplication
import DiscoverDomain
import Foundation

/// Lists the movies or series that pass a discovery's filters, in its order.
public protocol DiscoverMediaUseCase: Sendable {
    /// The page `query` names, with each result's images resolved.
    func execute(_ query: DiscoverQuery) async throws(FetchError) -> MediaPreviewDetailsPage
}
