import Foundation
import Testing

@testable import TMDbKit

@Suite struct WatchProvidersDTOTests {
    @Test(arguments: DecoderKind.allCases)
    func decodesEveryCountryByItsCode(decoder: DecoderKind) throws {
        let providers = try decoder.decode(WatchProvidersDTO.self, from: Fixture.data("movie-watch-providers-550"))

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

    @Test(arguments: DecoderKind.allCases)
    func keepsCountriesWithMissingSectionsAndNullOrAbsentLinks(decoder: DecoderKind) throws {
        let providers = try decoder.decode(WatchProvidersDTO.self, from: Fixture.data("movie-watch-providers-550"))

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

    @Test(arguments: DecoderKind.allCases)
    func dropsACountryThatIsNullOrNotAnObject(decoder: DecoderKind) throws {
        let providers = try decoder.decode(WatchProvidersDTO.self, from: Fixture.data("movie-watch-providers-550"))

        #expect(providers.results["ZZ"] == nil)
        #expect(providers.results["XX"] == nil)
    }

    @Test(arguments: DecoderKind.allCases, ["{}", #"{"results": null}"#, #"{"results": []}"#])
    func readsMissingOrMalformedResultsAsNoCountries(decoder: DecoderKind, json: String) throws {
        #expect(try decoder.decode(WatchProvidersDTO.self, json: json) == WatchProvidersDTO())
    }
}
