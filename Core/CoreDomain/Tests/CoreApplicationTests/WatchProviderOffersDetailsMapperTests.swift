import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CoreApplication

@Suite("WatchProviderOffersDetailsMapper")
struct WatchProviderOffersDetailsMapperTests {
    static let offers = [
        WatchProviderOffers.mock(
            countryCode: "GB", link: "https://example.org/gb", flatRate: [.mock(id: 9, name: "Prime Video")], rent: []),
        WatchProviderOffers.mock(),
    ]

    @Test("The reader's region is picked, whatever the case it was typed in, with every kind of offer")
    func picksRegion() throws {
        let details = WatchProviderOffersDetailsMapper().map(Self.offers, region: "us", imagesConfiguration: .mock())

        #expect(details.countryCode == "US")
        #expect(details.flatRate.map(\.name) == ["Netflix", "Hulu"])
        #expect(details.rent.map(\.name) == ["Apple TV"])
        #expect(details.buy.isEmpty && details.free.isEmpty && details.ads.isEmpty)
        #expect(details.link?.absoluteString == "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US")
        #expect(!details.isEmpty)
    }

    @Test("A provider's logo resolves with the logo sizes and keeps its priority")
    func providerLogo() throws {
        let details = WatchProviderOffersDetailsMapper().map(Self.offers, region: "US", imagesConfiguration: .mock())

        let netflix = try #require(details.flatRate.first)
        #expect(netflix.id == 8 && netflix.displayPriority == 1)
        #expect(netflix.logoURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w500/netflix.jpg")
    }

    @Test("A region TMDb lists no offers for is answered empty, not missing")
    func regionWithoutOffers() {
        let details = WatchProviderOffersDetailsMapper().map(Self.offers, region: "FR", imagesConfiguration: .mock())

        #expect(details.countryCode == "FR")
        #expect(details.isEmpty)
        #expect(details.link == nil)
    }
}
