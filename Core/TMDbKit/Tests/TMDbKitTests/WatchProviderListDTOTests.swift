import Foundation
import Testing

@testable import TMDbKit

@Suite struct WatchProviderListDTOTests {
    @Test
    func decodesARegionsServicesInTMDbsOrderDroppingOneWithoutAnID() throws {
        let list = try TMDbJSON.decode(WatchProviderListDTO.self, from: Fixture.data("watch-providers-movie-gb"))

        #expect(list.results.map(\.providerID) == [8, 9001, 11])
        #expect(list.results.map(\.providerName) == ["Netflix", "Loopback Cinema", "MUBI"])
        #expect(list.results[0].displayPriorities == ["GB": 4, "US": 3, "CA": 5])
        #expect(list.results[1].logoPath == nil)
        #expect(list.results[2].displayPriority == nil)
        #expect(list.results[2].displayPriorities == ["FR": 2])
    }

    @Test(arguments: ["{}", #"{"results": null}"#, #"{"results": "none"}"#])
    func aMissingOrMalformedListIsEmpty(json: String) throws {
        #expect(try TMDbJSON.decode(WatchProviderListDTO.self, json: json) == WatchProviderListDTO())
    }
}
