import CoreDomain
import Foundation

/// A streaming service as the cache keeps it: one element of the JSON document a region's services
/// are stored as (`DocumentCache`), since the domain's `WatchProvider` is not for storing.
struct DiscoverWatchProviderRecord: Codable, Equatable, Sendable {
    let id: Int
    let name: String
    /// The logo's TMDb path (`/n.jpg`), as text.
    let logoPath: String?
    let displayPriority: Int?

    init(_ provider: WatchProvider) {
        id = provider.id
        name = provider.name
        logoPath = provider.logoPath?.absoluteString
        displayPriority = provider.displayPriority
    }

    var watchProvider: WatchProvider {
        WatchProvider(
            id: id, name: name, logoPath: logoPath.flatMap { URL(string: $0) }, displayPriority: displayPriority)
    }
}
