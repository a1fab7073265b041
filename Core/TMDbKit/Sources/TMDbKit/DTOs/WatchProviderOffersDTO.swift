/// What one country offers of a title (one value of the watch-providers `results`): by
/// subscription (`flatrate`), to rent, to buy, free, or with ads, and TMDb's page about it.
/// TMDb sends only the kinds of offer that exist, so a missing or `null` list decodes as
/// `[]`; `link` may be `null` or absent.
public struct WatchProviderOffersDTO: Codable, Equatable, Sendable {
    /// TMDb's where-to-watch page for the title in that country.
    @Lossy public private(set) var link: String?
    /// Included in a subscription (TMDb's `flatrate`).
    @LossyArrayOrEmpty public private(set) var flatRate: [WatchProviderDTO]
    @LossyArrayOrEmpty public private(set) var rent: [WatchProviderDTO]
    @LossyArrayOrEmpty public private(set) var buy: [WatchProviderDTO]
    @LossyArrayOrEmpty public private(set) var free: [WatchProviderDTO]
    @LossyArrayOrEmpty public private(set) var ads: [WatchProviderDTO]

    enum CodingKeys: String, CodingKey {
        case link
        case flatRate = "flatrate"
        case rent
        case buy
        case free
        case ads
    }

    public init(
        link: String? = nil,
        flatRate: [WatchProviderDTO] = [],
        rent: [WatchProviderDTO] = [],
        buy: [WatchProviderDTO] = [],
        free: [WatchProviderDTO] = [],
        ads: [WatchProviderDTO] = []
    ) {
        self.link = link
        self.flatRate = flatRate
        self.rent = rent
        self.buy = buy
        self.free = free
        self.ads = ads
    }
}
