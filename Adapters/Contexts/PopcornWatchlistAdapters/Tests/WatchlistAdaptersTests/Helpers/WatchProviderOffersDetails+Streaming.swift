import CoreApplication
import Foundation

extension WatchProviderOffersDetails {
    /// Offers in `countryCode` of each kind, each service given as `(id, name)`.
    static func offers(
        _ countryCode: String = "US",
        flatRate: [(Int, String)] = [], rent: [(Int, String)] = [], buy: [(Int, String)] = [],
        free: [(Int, String)] = [], ads: [(Int, String)] = []
    ) -> WatchProviderOffersDetails {
        func details(_ providers: [(Int, String)]) -> [WatchProviderDetails] {
            providers.map { WatchProviderDetails(id: $0.0, name: $0.1, logoURLSet: nil, displayPriority: nil) }
        }
        return WatchProviderOffersDetails(
            countryCode: countryCode, link: URL(string: "https://www.themoviedb.org/movie/550/watch?locale=US"),
            flatRate: details(flatRate), rent: details(rent), buy: details(buy), free: details(free), ads: details(ads))
    }
}
