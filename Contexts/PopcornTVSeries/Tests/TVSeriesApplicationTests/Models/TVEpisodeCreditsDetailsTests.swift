import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVEpisodeCreditsDetails")
struct TVEpisodeCreditsDetailsTests {
    @Test("a document survives a JSON round trip, cast, guest stars and crew included")
    func jsonRoundTrip() throws {
        let details = TVEpisodeCreditsDetailsMapper().map(.mock(), imagesConfiguration: .mock())

        let data = try JSONEncoder().encode(details)

        #expect(try JSONDecoder().decode(TVEpisodeCreditsDetails.self, from: data) == details)
    }

    @Test("the document's keys are the property names, guest stars apart from the cast")
    func jsonKeys() throws {
        let details = TVEpisodeCreditsDetailsMapper().map(.mock(), imagesConfiguration: .mock())

        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(details)) as? [String: Any])

        #expect(
            Set(object.keys) == [
                "tvSeriesID", "seasonNumber", "episodeNumber", "episodeID", "cast", "guestStars", "crew", "directors",
                "writers", "crewByDepartment",
            ])
        #expect((object["guestStars"] as? [Any])?.count == 1)
    }

    @Test("directors, writers and departments always agree with the crew")
    func derivedFromCrew() {
        let crew = [
            CrewMemberDetails(
                id: 1, creditID: "c1", name: "Camera Person", job: "Director of Photography", department: "Camera",
                gender: .unknown),
            CrewMemberDetails(
                id: 2, creditID: "c2", name: "Story Person", job: "Story", department: "Writing", gender: .unknown),
            CrewMemberDetails(
                id: 3, creditID: "c3", name: "Director Person", job: "Director", department: "Directing",
                gender: .unknown),
        ]

        let details = TVEpisodeCreditsDetails(tvSeriesID: 1396, seasonNumber: 1, episodeNumber: 1, crew: crew)

        #expect(details.directors.map(\.creditID) == ["c3"])
        #expect(details.writers.map(\.creditID) == ["c2"])
        #expect(details.crewByDepartment.map(\.department) == ["Directing", "Writing", "Camera"])
    }
}
