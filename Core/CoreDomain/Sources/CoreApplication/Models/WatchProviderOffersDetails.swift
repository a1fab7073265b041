import CoreDomain
import Foundation

/// Where a title can be watched in the reader's region, by kind of offer.
///
/// A region TMDb lists no offers for is still answered, with every list empty (``isEmpty``), so
/// "no offers in GB" can be told apart from offers that were never fetched (no value at all).
public struct WatchProviderOffersDetails: Codable, Equatable, Sendable {
    /// ISO 3166-1 code of the region, e.g. `US`.
    public let countryCode: String
    /// TMDb's page listing these offers; `nil` when there is none.
    public let link: URL?
    /// Included in a subscription.
    public let flatRate: [WatchProviderDetails]
    public let rent: [WatchProviderDetails]
    public let buy: [WatchProviderDetails]
    public let free: [WatchProviderDetails]
    /// Free with advertising.
    public let ads: [WatchProviderDetails]

    public init(
        countryCode: String,
        link: URL?,
        flatRate: [WatchProviderDetails],
        rent: [WatchProviderDetails],
        buy: [WatchProviderDetails],
        free: [WatchProviderDetails],
        ads: [WatchProviderDetails]
    ) {
        self.countryCode = countryCode
        self.link = link
        self.flatRate = flatRate
        self.rent = rent
        self.buy = buy
        self.free = free
        self.ads = ads
    }

    /// Whether the region has no offer of any kind.
    public var isEmpty: Bool { flatRate.isEmpty && rent.isEmpty && buy.isEmpty && free.isEmpty && ads.isEmpty }
}
