import Foundation
import Testing

@testable import TMDbKit

@Suite struct MovieReleaseDatesDTOTests {
    @Test
    func decodesEveryCountryInOrderDroppingOneWithoutACode() throws {
        let dates = try TMDbJSON.decode(MovieReleaseDatesDTO.self, from: Fixture.data("movie-release-dates-550"))

        #expect(dates.id == 550)
        #expect(dates.results.map(\.iso31661) == ["US", "GB", "IT", "BR", "JP"])
        #expect(dates.results.first { $0.iso31661 == "JP" }?.releaseDates == [])
    }

    @Test
    func decodesSeveralTypesAndCertificationsOfOneCountry() throws {
        let dates = try TMDbJSON.decode(MovieReleaseDatesDTO.self, from: Fixture.data("movie-release-dates-550"))
        let unitedStates = try #require(dates.results.first)

        #expect(unitedStates.releaseDates.map(\.type) == [1, 3, 5])
        #expect(unitedStates.releaseDates.map(\.certification) == ["", "R", "R"])
        #expect(unitedStates.releaseDates.map(\.note) == ["Westwood premiere", "", "DVD"])
        #expect(
            unitedStates.releaseDates[1]
                == ReleaseDateDTO(
                    certification: "R", descriptors: [], iso6391: "", note: "",
                    releaseDate: "1999-10-15T00:00:00.000Z", type: 3))
    }

    @Test
    func keepsDescriptorsANullLanguageAndATimeOfDay() throws {
        let dates = try TMDbJSON.decode(MovieReleaseDatesDTO.self, from: Fixture.data("movie-release-dates-550"))
        let britain = try #require(dates.results.first { $0.iso31661 == "GB" })
        let italy = try #require(dates.results.first { $0.iso31661 == "IT" })

        #expect(britain.releaseDates.map(\.descriptors) == [["strong violence", "language"], []])
        #expect(italy.releaseDates.first?.iso6391 == nil)
        #expect(italy.releaseDates.first?.note == "Venice Film Festival")
        #expect(
            TMDbDate.parseTimestamp(italy.releaseDates.first?.releaseDate)
                == Date(timeIntervalSince1970: 936_921_600 + 18 * 3600 + 30 * 60))
        #expect(italy.releaseDates.last?.certification == "VM14")
    }

    @Test
    func readsMissingResultsAsEmpty() throws {
        #expect(try TMDbJSON.decode(MovieReleaseDatesDTO.self, json: #"{"id": 7}"#) == MovieReleaseDatesDTO(id: 7))
    }
}
