import CoreDomain
import Foundation

extension WatchProviderOffers {
    /// US offers: stream on Netflix and Hulu, rent on Apple TV.
    public static func mock(
        countryCode: String = "US",
        link: String? = "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US",
        flatRate: [WatchProvider] = [.mock(), .mock(id: 15, name: "Hulu", logoPath: "/hulu.jpg", displayPriority: 2)],
        rent: [WatchProvider] = [.mock(id: 2, name: "Apple TV", logoPath: "/apple.jpg", displayPriority: 4)],
        buy: [WatchProvider] = [],
        free: [WatchProvider] = [],
        ads: [WatchProvider] = []
    ) -> WatchProviderOffers {
        WatchProviderOffers(
            countryCode: countryCode,
            link: link.flatMap { URL(string: $0) },
            flatRate: flatRate,
            rent: rent,
            buy: buy,
            free: free,
            ads: ads
        )
    }
}
