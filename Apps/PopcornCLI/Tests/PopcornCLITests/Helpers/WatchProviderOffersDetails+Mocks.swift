import CoreApplication
import Foundation

extension WatchProviderOffersDetails {
    /// Offers in one region: stream on Netflix and Hulu, rent on Apple TV, by default.
    static func mock(
        countryCode: String = "US",
        link: String? = "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US",
        flatRate: [String] = ["Netflix", "Hulu"],
        rent: [String] = ["Apple TV"],
        buy: [String] = [],
        free: [String] = [],
        ads: [String] = []
    ) -> WatchProviderOffersDetails {
        func providers(_ names: [String]) -> [WatchProviderDetails] {
            names.enumerated().map {
                WatchProviderDetails(id: $0.offset + 1, name: $0.element, logoURLSet: nil, displayPriority: $0.offset)
            }
        }
        return WatchProviderOffersDetails(
            countryCode: countryCode,
            link: link.flatMap { URL(string: $0) },
            flatRate: providers(flatRate),
            rent: providers(rent),
            buy: providers(buy),
            free: providers(free),
            ads: providers(ads)
        )
    }
}
