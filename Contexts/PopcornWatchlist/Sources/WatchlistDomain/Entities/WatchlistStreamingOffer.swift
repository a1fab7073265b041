import Foundation

/// How a service lets a title be streamed now, without paying for that title: the kinds of TMDb's
/// watch-provider offers that count as "streamable". Renting and buying do not: they cost per title.
public enum WatchlistStreamingOffer: String, Hashable, Sendable, CaseIterable, Codable {
    /// Included in a subscription (TMDb's `flatrate`).
    case subscription = "flatrate"
    /// Free, without advertising (TMDb's `free`).
    case free
    /// Free with advertising (TMDb's `ads`).
    case ads
}
