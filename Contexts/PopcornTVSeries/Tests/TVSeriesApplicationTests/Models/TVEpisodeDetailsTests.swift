import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVEpisodeDetails")
struct TVEpisodeDetailsTests {
    @Test("a document survives a JSON round trip, crew, guest stars and names included")
    func jsonRoundTrip() throws {
        let details = TVEpisodeDetailsMapper().map(
            .mock(), tvSeriesName: "Breaking Bad", seasonName: "Season 1", imagesConfiguration: .mock())
        let data = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(TVEpisodeDetails.self, from: data) == details)
    }

    @Test("the previous and next episodes survive a JSON round trip")
    func neighboursRoundTrip() throws {
        let details = TVEpisodeDetailsMapper().map(
            .mock(episodeNumber: 2), seasonEpisodes: [.mock(id: 1, episodeNumber: 1), .mock(id: 3, episodeNumber: 3)],
            imagesConfiguration: .mock())
        let data = try JSONEncoder().encode(details)
        let decoded = try JSONDecoder().decode(TVEpisodeDetails.self, from: data)
        #expect(decoded == details)
        #expect(decoded.previousEpisode?.id == 1 && decoded.nextEpisode?.id == 3)
    }

    @Test("directors and writers are picked from the crew, in crew order")
    func directorsAndWriters() {
        let crew = [
            CrewMember(
                id: 66633, creditID: "e1", name: "Vince Gilligan", job: "Writer", department: "Writing",
                gender: .male, profilePath: nil),
            CrewMember(
                id: 1, creditID: "e2", name: "Michael Slovis", job: "Director of Photography", department: "Camera",
                gender: .male, profilePath: nil),
            CrewMember(
                id: 66633, creditID: "e3", name: "Vince Gilligan", job: "Director", department: "Directing",
                gender: .male, profilePath: nil),
            CrewMember(
                id: 2, creditID: "e4", name: "Peter Gould", job: "Story", department: "Writing",
                gender: .male, profilePath: nil),
        ]
        let details = TVEpisodeDetailsMapper().map(.mock(crew: crew), imagesConfiguration: .mock())
        #expect(details.directors?.map(\.creditID) == ["e3"])
        #expect(details.writers?.map(\.creditID) == ["e1", "e4"])
    }

    @Test("an episode without a crew has no directors or writers, and one with an empty crew has empty ones")
    func noCrew() {
        let unknown = TVEpisodeDetailsMapper().map(.mock(crew: nil), imagesConfiguration: .mock())
        #expect(unknown.directors == nil && unknown.writers == nil)
        let empty = TVEpisodeDetailsMapper().map(.mock(crew: []), imagesConfiguration: .mock())
        #expect(empty.directors == [] && empty.writers == [])
    }
}
