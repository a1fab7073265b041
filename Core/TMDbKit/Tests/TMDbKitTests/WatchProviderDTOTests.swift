import Foundation
import Testing

@testable import TMDbKit

@Suite struct WatchProviderDTOTests {
    @Test
    func decodesEveryField() throws {
        let provider = try TMDbJSON.decode(
            WatchProviderDTO.self,
            json: #"{"logo_path": "/n.jpg", "provider_id": 8, "provider_name": "Netflix", "display_priority": 0}"#
        )

        #expect(
            provider == WatchProviderDTO(providerID: 8, providerName: "Netflix", logoPath: "/n.jpg", displayPriority: 0)
        )
    }

    @Test
    func readsANullLogoAndAMissingPriorityAsNil() throws {
        let provider = try TMDbJSON.decode(
            WatchProviderDTO.self,
            json: #"{"logo_path": null, "provider_id": 3, "provider_name": "Google Play Movies"}"#)

        #expect(provider == WatchProviderDTO(providerID: 3, providerName: "Google Play Movies"))
    }

    @Test(arguments: [#"{"provider_id": 9}"#, #"{"provider_name": "Nameless"}"#])
    func failsWithoutAnIDOrAName(json: String) {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(WatchProviderDTO.self, json: json)
        }
    }
}
