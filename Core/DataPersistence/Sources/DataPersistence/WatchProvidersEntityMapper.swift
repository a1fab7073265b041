import CoreDomain
import Foundation

/// Maps a title's `[WatchProviderOffers]` (one per country) to its ``OwnedRowsEntity`` and back:
/// one row per provider, country and kind of offer, countries and providers in TMDb's order.
public struct WatchProvidersEntityMapper<Tables: WatchProvidersTables>: OwnedRowsEntityMapping {
    public init() {}

    public func map(_ entity: OwnedRowsEntity<Tables>) -> [WatchProviderOffers] {
        let rows = entity.rows ?? []
        var countries: [String] = []
        var byCountry: [String: [WatchProviderRow]] = [:]
        for row in rows {
            if byCountry[row.countryCode] == nil {
                countries.append(row.countryCode)
            }
            byCountry[row.countryCode, default: []].append(row)
        }
        return countries.map { country in
            let rows = byCountry[country] ?? []
            func providers(_ offer: String) -> [WatchProvider] {
                rows.filter { $0.offer == offer }.map {
                    WatchProvider(
                        id: $0.providerID,
                        name: $0.name,
                        logoPath: $0.logoPath.flatMap { URL(string: $0) },
                        displayPriority: $0.displayPriority
                    )
                }
            }
            return WatchProviderOffers(
                countryCode: country,
                link: rows.first?.link.flatMap { URL(string: $0) },
                flatRate: providers(Self.flatRate),
                rent: providers(Self.rent),
                buy: providers(Self.buy),
                free: providers(Self.free),
                ads: providers(Self.ads)
            )
        }
    }

    /// Overwrites the language and every offer, and refreshes `cachedAt`.
    public func map(
        _ offers: [WatchProviderOffers],
        to entity: inout OwnedRowsEntity<Tables>,
        language: String,
        cachedAt: Date
    ) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows = offers.flatMap { country in
            let lists: [(String, [WatchProvider])] = [
                (Self.flatRate, country.flatRate), (Self.rent, country.rent), (Self.buy, country.buy),
                (Self.free, country.free), (Self.ads, country.ads),
            ]
            return lists.flatMap { offer, providers in
                providers.map {
                    WatchProviderRow(
                        countryCode: country.countryCode,
                        link: country.link?.absoluteString,
                        offer: offer,
                        providerID: $0.id,
                        name: $0.name,
                        logoPath: $0.logoPath?.relativeString,
                        displayPriority: $0.displayPriority
                    )
                }
            }
        }
    }

    private static var flatRate: String { "flatrate" }
    private static var rent: String { "rent" }
    private static var buy: String { "buy" }
    private static var free: String { "free" }
    private static var ads: String { "ads" }
}
