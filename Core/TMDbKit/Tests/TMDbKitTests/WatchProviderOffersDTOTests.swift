import Foundation
import Testing

@testable import TMDbKit

@Suite struct WatchProviderOffersDTOTests {
    @Test
    func decodesEveryKindOfOfferInTMDbsOrder() throws {
        let offers = try TMDbJSON.decode(
            WatchProviderOffersDTO.self,
            json: """
                {"link": "https://www.themoviedb.org/movie/1/watch?locale=CA",
                 "flatrate": [{"provider_id": 8, "provider_name": "Netflix"}],
                 "rent": [{"provider_id": 2, "provider_name": "Apple TV"}],
                 "buy": [{"provider_id": 2, "provider_name": "Apple TV"}, {"provider_id": 3, "provider_name": "Google"}],
                 "free": [{"provider_id": 326, "provider_name": "CBC Gem"}],
                 "ads": [{"provider_id": 73, "provider_name": "Tubi TV"}]}
                """
        )

        #expect(offers.link == "https://www.themoviedb.org/movie/1/watch?locale=CA")
        #expect(offers.flatRate.map(\.providerName) == ["Netflix"])
        #expect(offers.rent.map(\.providerName) == ["Apple TV"])
        #expect(offers.buy.map(\.providerID) == [2, 3])
        #expect(offers.free.map(\.providerName) == ["CBC Gem"])
        #expect(offers.ads.map(\.providerName) == ["Tubi TV"])
    }

    @Test
    func readsMissingSectionsAsEmptyAndANullLinkAsNil() throws {
        let offers = try TMDbJSON.decode(
            WatchProviderOffersDTO.self,
            json: #"{"link": null, "buy": [{"provider_id": 130, "provider_name": "Sky Store"}], "rent": null}"#)

        #expect(
            offers == WatchProviderOffersDTO(buy: [WatchProviderDTO(providerID: 130, providerName: "Sky Store")]))
    }

    @Test
    func readsAnAbsentLinkAsNil() throws {
        #expect(try TMDbJSON.decode(WatchProviderOffersDTO.self, json: "{}") == WatchProviderOffersDTO())
    }

    @Test
    func dropsAProviderWithoutAName() throws {
        let offers = try TMDbJSON.decode(
            WatchProviderOffersDTO.self,
            json: #"{"buy": [{"provider_id": 9}, {"provider_id": 2, "provider_name": "Apple TV"}]}"#)

        #expect(offers.buy.map(\.providerID) == [2])
    }
}
