import Foundation

/// A service that streams a title in the reader's region now (Netflix, Hulu...), and how: what
/// `popcorn watchlist --streamable` lists under each title and what `--provider` picks titles by.
public struct WatchlistStreamingService: Hashable, Sendable {
    /// TMDb's id of the service (`8` for Netflix).
    public let id: Int
    public let name: String
    public let offer: WatchlistStreamingOffer

    public init(id: Int, name: String, offer: WatchlistStreamingOffer) {
        self.id = id
        self.name = name
        self.offer = offer
    }

    /// Whether `text`, as a reader types it after `--provider`, names this service: its TMDb id, or
    /// its name but for case, accents and surrounding spaces (`netflix`, ` Netflix `), as
    /// `popcorn discover --provider` reads a name.
    public func isNamed(by text: String) -> Bool {
        let typed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(typed) {
            return number == id
        }
        return !typed.isEmpty
            && name.compare(typed, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }
}
