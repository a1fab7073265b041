import Foundation
import WatchlistDomain

/// A watchlist entry that can be streamed now, with the services that stream it.
///
/// Under `--json` it is the entry's row of `popcorn watchlist list --json` with one key more,
/// `services`, so a script reads both lists the same way.
public struct StreamableWatchlistEntryDetails: Encodable, Equatable, Sendable {
    public let entry: WatchlistEntryDetails
    /// By subscription first, then free, then with ads; TMDb's order within each.
    public let services: [WatchlistStreamingServiceDetails]

    public init(entry: WatchlistEntryDetails, services: [WatchlistStreamingServiceDetails]) {
        self.entry = entry
        self.services = services
    }

    public func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(services, forKey: .services)
    }

    private enum CodingKeys: String, CodingKey {
        case services
    }
}
