import Foundation
import Testing

@testable import TMDbKit

@Suite struct TMDbErrorBodyDTOTests {
    @Test func decodesTheInvalidKeyBody() throws {
        let body = try Fixture.decode(TMDbErrorBodyDTO.self, "error-401")

        #expect(
            body
                == TMDbErrorBodyDTO(
                    success: false, statusCode: 7, statusMessage: "Invalid API key: You must be granted a valid key.")
        )
    }

    @Test func decodesTheNotFoundBody() throws {
        let body = try Fixture.decode(TMDbErrorBodyDTO.self, "error-404")

        #expect(body.statusCode == 34)
        #expect(body.statusMessage == "The resource you requested could not be found.")
    }

    @Test func toleratesAnyObjectShape() throws {
        let body = try Fixture.decode(TMDbErrorBodyDTO.self, json: #"{"status_code": "7", "errors": ["x"]}"#)

        #expect(body == TMDbErrorBodyDTO())
    }
}
