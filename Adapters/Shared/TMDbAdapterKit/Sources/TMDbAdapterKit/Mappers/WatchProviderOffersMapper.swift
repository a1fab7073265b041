import CoreDomain
import TMDbKit

/// Maps TMDb's watch providers of a title (`/movie/{id}/watch/providers`, `/tv/{id}/watch/providers`,
/// or the appended `watch/providers` part) to one domain `WatchProviderOffers` per country.
public struct WatchProviderOffersMapper: Sendable {
    public init() {}

    private let providerMapper = WatchProviderMapper()

    /// Every country TMDb lists, sorted by country code so the order never depends on the JSON's;
    /// a country with no offer of any kind is kept (it says the title is not offered there).
    public func map(_ dto: WatchProvidersDTO) -> [WatchProviderOffers] {
        dto.results
            .sorted { $0.key < $1.key }
            .map { countryCode, offers in map(offers, countryCode: countryCode) }
    }

    /// One country's offers; each kind keeps TMDb's order, and a `null`, empty or unparseable
    /// link becomes `nil`.
    public func map(_ dto: WatchProviderOffersDTO, countryCode: String) -> WatchProviderOffers {
        WatchProviderOffers(
            countryCode: countryCode,
            link: dto.link.tmdbURL,
            flatRate: dto.flatRate.map(providerMapper.map),
            rent: dto.rent.map(providerMapper.map),
            buy: dto.buy.map(providerMapper.map),
            free: dto.free.map(providerMapper.map),
            ads: dto.ads.map(providerMapper.map)
        )
    }
}
