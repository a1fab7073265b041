import Foundation

/// Where a title can be watched in one country, by kind of offer: TMDb's `watch/providers` entry for
/// that country.
///
/// A title's providers are one of these per country TMDb lists; the reader's region picks one.
public struct WatchProviderOffers: Equatable, Sendable {
    /// ISO 3166-1 code of the country, e.g. `US`.
    public let countryCode: String
    /// TMDb's page listing the offers for the country; `nil` when TMDb gives none.
    public let link: URL?
    /// Included in a subscription (TMDb's `flatrate`).
    public let flatRate: [WatchProvider]
    public let rent: [WatchProvider]
    public let buy: [WatchProvider]
    public let free: [WatchProvider]
    /// Free with advertising.
    public let ads: [WatchProvider]

    public init(
        countryCode: String,
        link: URL? = nil,
        flatRate: [WatchProvider] = [],
        rent: [WatchProvider] = [],
        buy: [WatchProvider] = [],
        free: [WatchProvider] = [],
        ads: [WatchProvider] = []
    ) {
        self.countryCode = countryCode
        self.link = link
        self.flatRate = flatRate
        self.rent = rent
        self.buy = buy
        self.free = free
        self.ads = ads
    }

    /// Whether the country lists no offer of any kind.
    public var isEmpty: Bool { flatRate.isEmpty && rent.isEmpty && buy.isEmpty && free.isEmpty && ads.isEmpty }
}
