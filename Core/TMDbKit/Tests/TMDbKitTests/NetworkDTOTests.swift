import Foundation
import Testing

@testable import TMDbKit

@Suite struct NetworkDTOTests {
    @Test
    func decodesTheBodyOfTheNetworkEndpoint() throws {
        let network = try TMDbJSON.decode(
            NetworkDTO.self,
            json: """
                {"headquarters": "New York City, New York, United States", "homepage": "https://www.amc.com",
                 "id": 174, "logo_path": "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png", "name": "AMC", "origin_country": "US"}
                """
        )

        #expect(
            network
                == NetworkDTO(
                    id: 174, logoPath: "/alqLicR1ZMHMaZGP3xRQxn9sq7p.png", name: "AMC", originCountry: "US",
                    headquarters: "New York City, New York, United States", homepage: "https://www.amc.com")
        )
    }

    @Test func leavesHeadquartersAndHomepageNilInsideSeriesDetails() throws {
        let network = try Fixture.decode(
            NetworkDTO.self, json: #"{"id": 49, "logo_path": null, "name": "HBO", "origin_country": "US"}"#)

        #expect(network == NetworkDTO(id: 49, name: "HBO", originCountry: "US"))
    }

    @Test func failsWithoutAName() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(NetworkDTO.self, json: #"{"id": 49}"#)
        }
    }
}
