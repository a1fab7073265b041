import CoreDomain
import CoreDomainTestHelpers
import Testing

@Suite("WatchProviderOffers")
struct WatchProviderOffersTests {
    @Test("A country with no offer of any kind is empty")
    func empty() {
        #expect(WatchProviderOffers(countryCode: "GB").isEmpty)
        #expect(WatchProviderOffers.mock(flatRate: [], rent: []).isEmpty)
    }

    @Test("One offer of any kind makes a country non-empty")
    func anyOffer() {
        let netflix = WatchProvider.mock()
        #expect(!WatchProviderOffers(countryCode: "US", flatRate: [netflix]).isEmpty)
        #expect(!WatchProviderOffers(countryCode: "US", rent: [netflix]).isEmpty)
        #expect(!WatchProviderOffers(countryCode: "US", buy: [netflix]).isEmpty)
        #expect(!WatchProviderOffers(countryCode: "US", free: [netflix]).isEmpty)
        #expect(!WatchProviderOffers(countryCode: "US", ads: [netflix]).isEmpty)
    }
}
