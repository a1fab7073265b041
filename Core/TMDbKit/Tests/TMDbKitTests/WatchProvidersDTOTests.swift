import Foundation
import Testing

@testable import TMDbKit

@Suite struct WatchProvidersDTOTests {
    @Test
    func decodesEveryCountryByItsCode() throws {
        let providers = try TMDbJSON.decode(WatchProvidersDTO.self, from: Fixture.data("movie-watch-providers-550"))

        #expect(providers.id == 550)
        #expect(providers.results.keys.sorted() == ["CA", "FR", "GB", "US"])
        let unitedStates = try #require(providers.results["US"])
        #expect(unitedStates.link == "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US")
        #expect(unitedStates.flatRate.map(\.providerName) == ["Hulu", "Netflix"])
        #expect(
            unitedStates.flatRate.last
                == WatchProviderDTO(
                    providerID: 8, providerName: "Netflix", logoPath: "/netflix550Logo.jpg", displayPriority: 0))
        #expect(unitedStates.rent.map(\.providerID) == [2])
        #expect(unitedStates.buy.map(\.providerName) == ["Apple TV", "Google Play Movies"])
        #expect(unitedStates.free.isEmpty)
        #expect(unitedStates.ads.isEmpty)
    }

    @Test
    func keepsCountriesWithMissingSectionsAndNullOrAbsentLinks() throws {
        let providers = try TMDbJSON.decode(WatchProvidersDTO.self, from: Fixture.data("movie-watch-providers-550"))

        #expect(
            providers.results["GB"]
                == WatchProviderOffersDTO(
                    buy: [
                        WatchProviderDTO(
                            providerID: 130, providerName: "Sky Store", logoPath: "/sky550Logo.jpg", displayPriority: 12
                        )
                    ]))
        #expect(providers.results["FR"]?.link == nil)
        #expect(providers.results["FR"]?.flatRate.map(\.providerName) == ["Canal+"])
        #expect(providers.results["CA"]?.rent == [])
        #expect(providers.results["CA"]?.free.map(\.providerName) == ["CBC Gem"])
        #expect(providers.results["CA"]?.ads.map(\.providerName) == ["Tubi TV"])
    }

    @Test
    func dropsACountryThatIsNullOrNotAnObject() throws {
        let providers = try TMDbJSON.decode(WatchProvidersDTO.self, from: Fixture.data("movie-watch-providers-550"))

        #expect(providers.results["ZZ"] == nil)
        #expect(providers.results["XX"] == nil)
    }

    @Test(arguments: ["{}", #"{"results": null}"#, #"{"results": []}"#])
    func readsMissingOrMalformedResultsAsNoCountries(json: String) throws {
        #expect(try TMDbJSON.decode(WatchProvidersDTO.self, json: json) == WatchProvidersDTO())
    }
}
