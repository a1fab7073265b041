import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("WatchProviderOffersMapper")
struct WatchProviderOffersMapperTests {
    private let mapper = WatchProviderOffersMapper()
    private let offers: [WatchProviderOffers]

    init() throws {
        offers = mapper.map(try Fixture.decode(WatchProvidersDTO.self, "movie-watch-providers-550"))
    }

    private func country(_ code: String) throws -> WatchProviderOffers {
        try #require(offers.first { $0.countryCode == code })
    }

    @Test("every country TMDb lists becomes one offers value, sorted by country code")
    func oneValuePerCountrySorted() {
        #expect(offers.map(\.countryCode) == ["CA", "FR", "GB", "US"])
    }

    @Test("a country's offers keep each kind's providers in TMDb's order, with its link")
    func everyKindInOrder() throws {
        #expect(
            try country("US")
                == .mock(
                    countryCode: "US", link: "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US",
                    flatRate: [
                        .mock(id: 15, name: "Hulu", logoPath: "/hulu550Logo.jpg", displayPriority: 4),
                        .mock(id: 8, name: "Netflix", logoPath: "/netflix550Logo.jpg", displayPriority: 0),
                    ],
                    rent: [.mock(id: 2, name: "Apple TV", logoPath: "/appletv550Logo.jpg", displayPriority: 7)],
                    buy: [
                        .mock(id: 2, name: "Apple TV", logoPath: "/appletv550Logo.jpg", displayPriority: 7),
                        .mock(id: 3, name: "Google Play Movies", logoPath: nil, displayPriority: nil),
                    ]))
        #expect(try country("CA").free.map(\.name) == ["CBC Gem"])
        #expect(try country("CA").ads.map(\.name) == ["Tubi TV"])
    }

    @Test("missing sections are empty and a null or absent link is nil")
    func missingSectionsAndLinks() throws {
        #expect(
            try country("GB")
                == .mock(
                    countryCode: "GB", link: nil, flatRate: [], rent: [],
                    buy: [.mock(id: 130, name: "Sky Store", logoPath: "/sky550Logo.jpg", displayPriority: 12)]))
        #expect(try country("FR").link == nil)
        #expect(try country("FR").flatRate.map(\.name) == ["Canal+"])
        #expect(try country("FR").rent.isEmpty && country("FR").buy.isEmpty)
    }

    @Test("a country listed without any offer is kept, and says it has none")
    func countryWithoutOffers() {
        let offers = mapper.map(WatchProvidersDTO(results: ["NZ": WatchProviderOffersDTO(link: "")]))

        #expect(offers == [WatchProviderOffers(countryCode: "NZ")])
        #expect(offers.first?.isEmpty == true)
    }

    @Test("no countries map to no offers")
    func noCountries() {
        #expect(mapper.map(WatchProvidersDTO()).isEmpty)
    }

    @Test("the appended watch providers of a details body map like the standalone ones")
    func appendedProviders() throws {
        let response = try Fixture.decode(MovieDetailsResponseDTO.self, "movie-details-550-appended")

        let offers = mapper.map(try #require(response.watchProviders))

        #expect(offers.map(\.countryCode) == ["GB", "US"])
        #expect(offers.last?.flatRate.map(\.name) == ["Hulu"])
        #expect(offers.first?.buy.map(\.name) == ["Sky Store"])
    }
}
