import Foundation
import Testing

@testable import TMDbKit

@Suite struct WatchProviderDTOTests {
    @Test(arguments: DecoderKind.allCases)
    func decodesEveryField(decoder: DecoderKind) throws {
        let provider = try decoder.decode(
            WatchProviderDTO.self,
            json: #"{"logo_path": "/n.jpg", "provider_id": 8, "provider_name": "Netflix", "display_priority": 0}"#
        )

        #expect(
            provider == WatchProviderDTO(providerID: 8, providerName: "Netflix", logoPath: "/n.jpg", displayPriority: 0)
        )
    }

    @Test(arguments: DecoderKind.allCases)
    func readsANullLogoAndAMissingPriorityAsNil(decoder: DecoderKind) throws {
        let provider = try decoder.decode(
            WatchProviderDTO.self,
            json: #"{"logo_path": null, "provider_id": 3, "provider_name": "Google Play Movies"}"#)

        #expect(provider == WatchProviderDTO(providerID: 3, providerName: "Google Play Movies"))
    }

    @Test(arguments: DecoderKind.allCases, [#"{"provider_id": 9}"#, #"{"provider_name": "Nameless"}"#])
    func failsWithoutAnIDOrAName(decoder: DecoderKind, json: String) {
        #expect(throws: DecodingError.self) {
            try decoder.decode(WatchProviderDTO.self, json: json)
        }
    }
}
