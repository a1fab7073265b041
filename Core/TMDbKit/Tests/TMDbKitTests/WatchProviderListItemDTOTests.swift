import Foundation
import Testing

@testable import TMDbKit

@Suite struct WatchProviderListItemDTOTests {
    @Test
    func decodesEveryFieldWithEachCountrysPriority() throws {
        let item = try TMDbJSON.decode(
            WatchProviderListItemDTO.self,
            json: #"""
                {"display_priorities": {"GB": 4, "US": 3}, "display_priority": 3, "logo_path": "/n.jpg",
                 "provider_name": "Netflix", "provider_id": 8}
                """#)

        #expect(
            item
                == WatchProviderListItemDTO(
                    providerID: 8, providerName: "Netflix", logoPath: "/n.jpg", displayPriority: 3,
                    displayPriorities: ["GB": 4, "US": 3]))
    }

    @Test
    func readsMissingOrMalformedLogoAndPrioritiesAsNothing() throws {
        let item = try TMDbJSON.decode(
            WatchProviderListItemDTO.self,
            json:
                #"{"provider_id": 11, "provider_name": "MUBI", "logo_path": 7, "display_priorities": {"GB": "x", "FR": 2}}"#
        )

        #expect(item == WatchProviderListItemDTO(providerID: 11, providerName: "MUBI", displayPriorities: ["FR": 2]))
        #expect(
            try TMDbJSON.decode(
                WatchProviderListItemDTO.self,
                json: #"{"provider_id": 2, "provider_name": "Apple TV", "display_priorities": null}"#
            ).displayPriorities.isEmpty)
    }

    @Test(arguments: [#"{"provider_id": 9}"#, #"{"provider_name": "Nameless"}"#])
    func failsWithoutAnIDOrAName(json: String) {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(WatchProviderListItemDTO.self, json: json)
        }
    }

    @Test
    func encodesWhatDecodesBackEqual() throws {
        let item = WatchProviderListItemDTO(
            providerID: 8, providerName: "Netflix", logoPath: "/n.jpg", displayPriority: 3, displayPriorities: ["GB": 4]
        )

        #expect(try TMDbJSON.decode(WatchProviderListItemDTO.self, from: JSONEncoder().encode(item)) == item)
    }
}
