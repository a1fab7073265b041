import CoreDomain

/// Picks the reader's region out of a title's offers in every country and resolves its providers.
public struct WatchProviderOffersDetailsMapper: Sendable {
    private let providerMapper = WatchProviderDetailsMapper()

    public init() {}

    /// The offers of `region` (an ISO 3166-1 code, any case); every list empty when TMDb lists
    /// none for it.
    public func map(
        _ offers: [WatchProviderOffers],
        region: String,
        imagesConfiguration: ImagesConfiguration
    ) -> WatchProviderOffersDetails {
        let code = region.uppercased()
        let regional = offers.first { $0.countryCode.uppercased() == code } ?? WatchProviderOffers(countryCode: code)
        func details(_ providers: [WatchProvider]) -> [WatchProviderDetails] {
            providers.map { providerMapper.map($0, imagesConfiguration: imagesConfiguration) }
        }
        return WatchProviderOffersDetails(
            countryCode: code,
            link: regional.link,
            flatRate: details(regional.flatRate),
            rent: details(regional.rent),
            buy: details(regional.buy),
            free: details(regional.free),
            ads: details(regional.ads)
        )
    }
}
