import Foundation
import Testing

@testable import TMDbKit

@Suite struct ReleaseDatesByCountryDTOTests {
    @Test
    func decodesACountrysReleasesInOrderDroppingAMalformedOne() throws {
        let country = try TMDbJSON.decode(
            ReleaseDatesByCountryDTO.self,
            json: """
                {"iso_3166_1": "BR", "release_dates": [
                  {"certification": "", "iso_639_1": "pt", "release_date": "2020-03-01T00:00:00.000Z", "type": 4},
                  "not a release",
                  {"certification": "16", "release_date": "1999-10-29T00:00:00.000Z", "type": 3}]}
                """
        )

        #expect(country.iso31661 == "BR")
        #expect(country.releaseDates.map(\.type) == [4, 3])
        #expect(country.releaseDates.map(\.certification) == ["", "16"])
    }

    @Test
    func readsNullReleasesAsEmpty() throws {
        let country = try TMDbJSON.decode(
            ReleaseDatesByCountryDTO.self, json: #"{"iso_3166_1": "JP", "release_dates": null}"#)

        #expect(country == ReleaseDatesByCountryDTO(iso31661: "JP"))
    }

    @Test
    func failsWithoutACountryCode() {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(ReleaseDatesByCountryDTO.self, json: #"{"release_dates": []}"#)
        }
    }
}
