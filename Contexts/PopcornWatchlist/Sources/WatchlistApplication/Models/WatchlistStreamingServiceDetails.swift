import Foundation
import WatchlistDomain

/// A service streaming a title now, as `popcorn watchlist --streamable` shows it under the title
/// (and as each of a row's `services` under `--json`): TMDb's id, the name, and how it streams it.
public struct WatchlistStreamingServiceDetails: Codable, Equatable, Sendable {
    /// TMDb's id of the service, which `--provider` also takes.
    public let id: Int
    public let name: String
    /// `subscription`, `free` or `ads`.
    public let offer: WatchlistStreamingOffer

    public init(id: Int, name: String, offer: WatchlistStreamingOffer) {
        self.id = id
        self.name = name
        self.offer = offer
    }

    /// The details of a domain service.
    public init(_ service: WatchlistStreamingService) {
        self.init(id: service.id, name: service.name, offer: service.offer)
    }
}
