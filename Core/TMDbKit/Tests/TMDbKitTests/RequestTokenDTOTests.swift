import Foundation
import Testing

@testable import TMDbKit

@Suite struct RequestTokenDTOTests {
    @Test func decodesTheNewTokenBody() throws {
        let token = try TMDbJSON.decode(RequestTokenDTO.self, from: Fixture.data("authentication-token-new"))

        #expect(
            token
                == RequestTokenDTO(
                    success: true, expiresAt: "2026-11-27 03:04:39 UTC",
                    requestToken: "ff5c7eeb5a8870efe3cd7fc5c282cffd26800ecd")
        )
    }

    @Test func readsAMissingOrMalformedSuccessAndExpiryAsNil() throws {
        let token = try Fixture.decode(
            RequestTokenDTO.self, json: #"{"success": "yes", "expires_at": 1732676679, "request_token": "abc"}"#)

        #expect(token == RequestTokenDTO(success: nil, expiresAt: nil, requestToken: "abc"))
    }

    @Test(arguments: [
        #"{"success": true, "expires_at": "2026-11-27 03:04:39 UTC"}"#, #"{"request_token": null}"#,
        #"{"success": false, "status_code": 7, "status_message": "Invalid API key: You must be granted a valid key."}"#,
    ])
    func failsWhenTheRequestTokenIsMissingOrNull(json: String) {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(RequestTokenDTO.self, json: json)
        }
    }

    @Test func encodesAsTMDbSendsIt() throws {
        let token = RequestTokenDTO(success: true, expiresAt: "2026-11-27 03:04:39 UTC", requestToken: "abc")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(token)

        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"expires_at":"2026-11-27 03:04:39 UTC","request_token":"abc","success":true}"#)
        #expect(try JSONDecoder().decode(RequestTokenDTO.self, from: data) == token)
    }
}
